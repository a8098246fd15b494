// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The man pages the build writes (build/man, target traindeck_docs): every command and
// every option the programs' --help lists is in them, man renders them without a warning,
// and the .gz the package installs is the same page, reproducibly compressed.
#include "tests/app/cli/helptext.h"
#include "tests/support/prerequisite.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>

namespace {

const QString ManDir = QStringLiteral(TRAINDECK_BINARY_DIR "/man");

QString readPage(const QString &name)
{
    QFile f(ManDir + QLatin1Char('/') + name);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

/// roff source as text: \- is '-', font changes and \& go, \e is '\'.
QString plain(QString roff)
{
    roff.replace(QLatin1String("\\-"), QLatin1String("-"));
    roff.replace(QLatin1String("\\&"), QString());
    roff.replace(QLatin1String("\\e"), QLatin1String("\\"));
    static const QRegularExpression font(QStringLiteral("\\\\f[BIRP]"));
    roff.remove(font);
    return roff;
}

/// The part of traindeck-cli(1) that documents `command`: from its .SS to the next heading.
QString commandSection(const QString &page, const QString &command)
{
    const QString start = QStringLiteral(".SS \"%1\"\n").arg(command);
    const qsizetype from = page.indexOf(start);
    if (from < 0)
        return {};
    static const QRegularExpression next(QStringLiteral("^\\.S[SH] "),
                                         QRegularExpression::MultilineOption);
    const qsizetype to = page.indexOf(next, from + start.size());
    return page.mid(from, to < 0 ? -1 : to - from);
}

/// True when `option` stands in `text` as an option, not as part of a longer one.
bool names(const QString &text, const QString &option)
{
    return HelpText::options(text).contains(option);
}

} // namespace

class TestManPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cliPageHasEveryCommandAndOption()
    {
        const QString page = plain(readPage(QStringLiteral("traindeck-cli.1")));
        QVERIFY2(!page.isEmpty(), qPrintable(ManDir + QStringLiteral(": no traindeck-cli.1")));
        const QStringList commands = HelpText::commands();
        QVERIFY2(commands.size() >= 14, qPrintable(commands.join(u' ')));
        QStringList missing;
        for (const QString &command : commands) {
            const QString section = commandSection(page, command);
            if (section.isEmpty()) {
                missing << command;
                continue;
            }
            const QStringList options = HelpText::commandOptions(command);
            if (options.isEmpty())
                missing << command + QStringLiteral(": no --help");
            for (const QString &option : options) {
                if (!names(section, option))
                    missing << command + QLatin1Char(' ') + option;
            }
        }
        // traindeck-cli's own options, in OPTIONS.
        const QString options = page.section(QStringLiteral(".SH \"OPTIONS\"\n"), 1)
                                    .section(QStringLiteral(".SH "), 0, 0);
        const CliRun help = HelpText::cli({QStringLiteral("--help")});
        const QString globals = help.out.section(QStringLiteral("\nOptions:\n"), 1);
        QCOMPARE(HelpText::options(globals),
                 QStringList({QStringLiteral("--help"), QStringLiteral("--version")}));
        for (const QString &option : HelpText::options(globals)) {
            if (!names(options, option))
                missing << QStringLiteral("OPTIONS ") + option;
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1String(", "))));
        for (const char *heading : {"NAME",
                                    "SYNOPSIS",
                                    "DESCRIPTION",
                                    "COMMANDS",
                                    "OPTIONS",
                                    "ENVIRONMENT",
                                    "FILES",
                                    "EXIT STATUS",
                                    "SEE ALSO"})
            QVERIFY2(page.contains(QStringLiteral(".SH \"%1\"\n").arg(QLatin1String(heading))),
                     heading);
    }

    void desktopPageHasEveryOption()
    {
        const QString page = plain(readPage(QStringLiteral("traindeck.1")));
        QVERIFY2(!page.isEmpty(), qPrintable(ManDir + QStringLiteral(": no traindeck.1")));
        QProcess gui;
        gui.start(QStringLiteral(TRAINDECK_GUI_PATH), {QStringLiteral("--help")});
        QVERIFY(gui.waitForFinished(60000));
        QCOMPARE(gui.exitCode(), 0);
        const QStringList options
            = HelpText::options(QString::fromUtf8(gui.readAllStandardOutput()));
        QVERIFY2(options.contains(QStringLiteral("--screenshot")), qPrintable(options.join(u' ')));
        QStringList missing;
        for (const QString &option : options) {
            if (!names(page, option))
                missing << option;
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1String(", "))));
    }

    void pagesRenderWithoutWarnings_data()
    {
        QTest::addColumn<QString>("page");
        QTest::newRow("traindeck") << QStringLiteral("traindeck.1");
        QTest::newRow("traindeck-cli") << QStringLiteral("traindeck-cli.1");
    }

    void pagesRenderWithoutWarnings()
    {
        QFETCH(QString, page);
        const QString man = QStandardPaths::findExecutable(QStringLiteral("man"));
        TRAINDECK_REQUIRE(
            !man.isEmpty(), QStringLiteral("man"), QStringLiteral("apt-get install man-db"));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("MANWIDTH"), QStringLiteral("80"));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        p.setProcessEnvironment(env);
        // As lintian checks a page: all of groff's warnings (-ww), the text thrown away.
        p.start(
            man,
            {QStringLiteral("--warnings"), QStringLiteral("-l"), ManDir + QLatin1Char('/') + page});
        QVERIFY(p.waitForFinished(60000));
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QCOMPARE(QString::fromUtf8(p.readAllStandardError()), QString());
        QCOMPARE(p.exitCode(), 0);
        // Rendered, the page starts with its title line and has its sections.
        QVERIFY2(out.startsWith(page.chopped(2).toUpper() + QStringLiteral("(1)")),
                 qPrintable(out.left(200)));
        QVERIFY2(out.contains(QStringLiteral("\nSYNOPSIS\n")), qPrintable(out.left(400)));
    }

    void gzipIsThePageWithoutNameOrTime_data() { pagesRenderWithoutWarnings_data(); }

    void gzipIsThePageWithoutNameOrTime()
    {
        QFETCH(QString, page);
        QFile gz(ManDir + QLatin1Char('/') + page + QStringLiteral(".gz"));
        QVERIFY2(gz.open(QIODevice::ReadOnly), qPrintable(gz.fileName()));
        const QByteArray bytes = gz.readAll();
        QVERIFY(bytes.size() > 10);
        // RFC 1952: flags (byte 3) without FNAME, MTIME (bytes 4-7) zero, XFL (byte 8) 2 = -9.
        QCOMPARE(int(quint8(bytes.at(3))) & 0x08, 0);
        QCOMPARE(bytes.mid(4, 4), QByteArray(4, '\0'));
        QCOMPARE(int(quint8(bytes.at(8))), 2);
        QProcess gunzip;
        gunzip.start(QStringLiteral("gzip"), {QStringLiteral("-dc"), gz.fileName()});
        QVERIFY(gunzip.waitForFinished(60000));
        QCOMPARE(QString::fromUtf8(gunzip.readAllStandardOutput()), readPage(page));
    }

    void pageIsWhatTheProgramWritesNow()
    {
        // The build's page is not stale: the CLI writes the same page today.
        const CliRun r = HelpText::cli({QStringLiteral("--man")});
        QVERIFY2(r.exited(0), qPrintable(r.ended() + r.err));
        QCOMPARE(r.out, readPage(QStringLiteral("traindeck-cli.1")));
    }
};

QTEST_GUILESS_MAIN(TestManPage)
#include "tst_manpage.moc"
