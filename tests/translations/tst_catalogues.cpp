// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The committed catalogues (translations/*.ts) against the sources: lupdate, run as the build
// runs it (translations/update-catalogues.cmake) on copies, finds exactly the committed messages;
// every message is translated, in every plural form of the language; each translation has the
// source's placeholders (%1..%99, %L1, %n) and its keyboard accelerator (&).
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Message
{
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    QString type;      ///< The translation's type attribute: empty when finished.
    QStringList forms; ///< The translation, or its numerus forms.

    QString key() const { return context + u'\x1f' + source + u'\x1f' + comment; }
    QString where() const
    {
        return QStringLiteral("%1: \"%2\"").arg(context, source.left(80).replace(u'\n', u' '));
    }
};

struct Catalogue
{
    QString language;
    QList<Message> messages;
    QString error;
};

Catalogue readCatalogue(const QString &path)
{
    Catalogue cat;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        cat.error = QStringLiteral("cannot read %1: %2").arg(path, f.errorString());
        return cat;
    }
    QXmlStreamReader xml(&f);
    QString context;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == u"TS") {
            cat.language = xml.attributes().value(QLatin1String("language")).toString();
        } else if (xml.name() == u"name") {
            context = xml.readElementText();
        } else if (xml.name() == u"message") {
            Message m;
            m.context = context;
            m.numerus = xml.attributes().value(QLatin1String("numerus")) == u"yes";
            while (xml.readNextStartElement()) {
                if (xml.name() == u"source") {
                    m.source = xml.readElementText();
                } else if (xml.name() == u"comment") {
                    m.comment = xml.readElementText();
                } else if (xml.name() == u"translation") {
                    m.type = xml.attributes().value(QLatin1String("type")).toString();
                    if (m.numerus) {
                        while (xml.readNextStartElement()) {
                            if (xml.name() == u"numerusform")
                                m.forms << xml.readElementText();
                            else
                                xml.skipCurrentElement();
                        }
                    } else {
                        m.forms << xml.readElementText();
                    }
                } else {
                    xml.skipCurrentElement();
                }
            }
            cat.messages << m;
        }
    }
    if (xml.hasError())
        cat.error = QStringLiteral("%1: %2 at line %3")
                        .arg(path, xml.errorString())
                        .arg(xml.lineNumber());
    return cat;
}

/// The placeholders QString::arg and tr()'s plural replace, sorted, with repeats.
QStringList placeholdersOf(const QString &s)
{
    static const QRegularExpression re(QStringLiteral("%(?:L?[1-9][0-9]?|n)"));
    QStringList found;
    for (auto it = re.globalMatch(s); it.hasNext();)
        found << it.next().captured();
    found.sort();
    return found;
}

/// How many keyboard accelerators a label has: '&' before a character, '&&' being a literal.
int acceleratorCount(QString s)
{
    s.remove(QStringLiteral("&&"));
    static const QRegularExpression re(QStringLiteral("&[^\\s&]"));
    int n = 0;
    for (auto it = re.globalMatch(s); it.hasNext(); it.next())
        ++n;
    return n;
}

/// Plural forms per language as Qt's lrelease counts them (qtbase's numerus rules).
int pluralForms(const QString &language)
{
    if (language == u"de")
        return 2;
    if (language == u"zh_CN")
        return 1;
    return -1;
}

struct CheckRun
{
    QString cmake;
    QString script;
    QStringList defines;
    QStringList catalogues;
};

} // namespace

class TestCatalogues : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    CheckRun m_run;
    QHash<QString, Catalogue> m_committed;
    QHash<QString, Catalogue> m_refreshed;

    void catalogueRows()
    {
        QTest::addColumn<QString>("name");
        for (const QString &path : std::as_const(m_run.catalogues)) {
            const QString name = QFileInfo(path).fileName();
            QTest::newRow(qPrintable(name)) << name;
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString argsPath
            = QStringLiteral(TRAINDECK_BINARY_DIR "/translations/catalogue-check.txt");
        QFile args(argsPath);
        QVERIFY2(
            args.open(QIODevice::ReadOnly),
            qPrintable(QStringLiteral("%1 is missing; configure the build again").arg(argsPath)));
        for (const QString &line :
             QString::fromUtf8(args.readAll()).split(u'\n', Qt::SkipEmptyParts)) {
            const QString key = line.section(u'\t', 0, 0);
            const QString value = line.section(u'\t', 1);
            if (key == u"cmake")
                m_run.cmake = value;
            else if (key == u"script")
                m_run.script = value;
            else if (key == u"define")
                m_run.defines << QStringLiteral("-D") + value;
            else if (key == u"catalogue")
                m_run.catalogues << value;
        }
        QCOMPARE(m_run.catalogues.size(), 2);
        QVERIFY(!m_run.cmake.isEmpty());
        QVERIFY(!m_run.script.isEmpty());

        // lupdate refreshes copies; the committed files stay as they are.
        QStringList arguments = m_run.defines;
        arguments << QStringLiteral("-DTS_FILES=") + m_run.catalogues.join(u';')
                  << QStringLiteral("-DWORK_DIR=") + m_dir.path()
                  << QStringLiteral("-DPROJECT_JSON=")
                         + m_dir.filePath(QStringLiteral("project.json"))
                  << QStringLiteral("-DCHECK_ONLY=ON") << QStringLiteral("-P") << m_run.script;
        QProcess lupdate;
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        lupdate.start(m_run.cmake, arguments);
        QVERIFY2(lupdate.waitForFinished(300000), qPrintable(lupdate.errorString()));
        const QByteArray output = lupdate.readAll();
        QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0,
                 output.constData());

        for (const QString &path : std::as_const(m_run.catalogues)) {
            const QString name = QFileInfo(path).fileName();
            m_committed.insert(name, readCatalogue(path));
            m_refreshed.insert(name, readCatalogue(m_dir.filePath(name)));
            QVERIFY2(m_committed[name].error.isEmpty(), qPrintable(m_committed[name].error));
            QVERIFY2(m_refreshed[name].error.isEmpty(), qPrintable(m_refreshed[name].error));
            QVERIFY2(!m_committed[name].messages.isEmpty(), qPrintable(path));
        }
    }

    void upToDate_data() { catalogueRows(); }
    /// The committed catalogue holds exactly the messages the sources have: none missing (a new
    /// tr() without its catalogue), none left over (a removed string, an obsolete entry).
    void upToDate()
    {
        QFETCH(QString, name);
        const Catalogue &committed = m_committed[name];
        const Catalogue &refreshed = m_refreshed[name];
        QSet<QString> have;
        QStringList problems;
        for (const Message &m : committed.messages) {
            have.insert(m.key());
            if (m.type == u"obsolete" || m.type == u"vanished")
                problems << QStringLiteral("left over (%1): %2").arg(m.type, m.where());
        }
        QSet<QString> want;
        for (const Message &m : refreshed.messages) {
            want.insert(m.key());
            if (!have.contains(m.key()))
                problems << QStringLiteral("missing: ") + m.where();
        }
        for (const Message &m : committed.messages) {
            if (!want.contains(m.key()))
                problems << QStringLiteral("no longer in the sources: ") + m.where();
        }
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("translations/%1 is stale; build (or run the "
                                           "update_translations target) and commit it:\n")
                                .arg(name)
                            + problems.mid(0, 20).join(u'\n')));
    }

    void finished_data() { catalogueRows(); }
    /// Every message has a translation, and a plural message every form its language has.
    void finished()
    {
        QFETCH(QString, name);
        const Catalogue &cat = m_committed[name];
        const int forms = pluralForms(cat.language);
        QVERIFY2(forms > 0,
                 qPrintable(QStringLiteral("%1: language '%2' has no plural rule in this test")
                                .arg(name, cat.language)));
        QStringList problems;
        for (const Message &m : cat.messages) {
            if (!m.type.isEmpty()) {
                problems << QStringLiteral("%1: ").arg(m.type) + m.where();
                continue;
            }
            if (m.forms.size() != (m.numerus ? forms : 1)) {
                problems << QStringLiteral("%1 of %2 plural forms: ").arg(m.forms.size()).arg(forms)
                                + m.where();
                continue;
            }
            for (const QString &t : m.forms) {
                if (t.trimmed().isEmpty() && !m.source.trimmed().isEmpty())
                    problems << QStringLiteral("empty: ") + m.where();
            }
        }
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("translations/%1: %2 of %3 messages are not finished:\n")
                                .arg(name)
                                .arg(problems.size())
                                .arg(cat.messages.size())
                            + problems.mid(0, 20).join(u'\n')));
    }

    void placeholders_data() { catalogueRows(); }
    /// A translation uses each placeholder of its source as often as the source does.
    void placeholders()
    {
        QFETCH(QString, name);
        QStringList problems;
        for (const Message &m : std::as_const(m_committed[name].messages)) {
            if (!m.type.isEmpty())
                continue;
            const QStringList want = placeholdersOf(m.source);
            for (const QString &t : m.forms) {
                const QStringList have = placeholdersOf(t);
                if (have != want)
                    problems << QStringLiteral("%1 instead of %2 in \"%3\" for ")
                                        .arg(have.join(u' '), want.join(u' '), t.left(80))
                                    + m.where();
            }
        }
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("translations/%1: placeholders differ:\n").arg(name)
                            + problems.mid(0, 20).join(u'\n')));
    }

    void accelerators_data() { catalogueRows(); }
    /// A translation of a label with a keyboard accelerator has one too, and only then.
    void accelerators()
    {
        QFETCH(QString, name);
        QStringList problems;
        for (const Message &m : std::as_const(m_committed[name].messages)) {
            if (!m.type.isEmpty())
                continue;
            for (const QString &t : m.forms) {
                if (acceleratorCount(t) != acceleratorCount(m.source))
                    problems << QStringLiteral("\"%1\" for ").arg(t.left(80)) + m.where();
            }
        }
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("translations/%1: accelerators (&) differ:\n").arg(name)
                            + problems.mid(0, 20).join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestCatalogues)
#include "tst_catalogues.moc"
