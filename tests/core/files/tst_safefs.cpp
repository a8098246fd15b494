// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// SafeFs, the one place both backends create and delete files through (docs/security.md): links are
// never followed, modes are exact whatever the umask, and only a plain name directly below a root
// is ever deleted.
#include "core/files/safefs.h"

#include <QDir>
#include <QFile>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace TrainDeck;

namespace {

int modeOf(const QString &path)
{
    struct stat st;
    if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
        return -1;
    return int(st.st_mode & 07777);
}

void writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(data);
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

} // namespace

class TestSafeFs : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_victim; ///< a folder outside every root, with a file that must survive

    QString path(const QString &rel) const { return m_dir.filePath(rel); }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_victim = path(QStringLiteral("victim"));
        QDir(m_victim).removeRecursively();
        QVERIFY(QDir().mkpath(m_victim));
        writeFile(QDir(m_victim).filePath(QStringLiteral("precious.txt")), "keep me");
        QDir(path(QStringLiteral("root"))).removeRecursively();
        QVERIFY(QDir().mkpath(path(QStringLiteral("root"))));
    }

    void refusesNamesThatAreNotOneFolder_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("dot-dot") << QStringLiteral("..");
        QTest::newRow("dot") << QStringLiteral(".");
        QTest::newRow("empty") << QString();
        QTest::newRow("slash") << QStringLiteral("a/b");
        QTest::newRow("climbing") << QStringLiteral("../victim");
        QTest::newRow("absolute") << QStringLiteral("/tmp");
    }
    void refusesNamesThatAreNotOneFolder()
    {
        QFETCH(QString, name);
        QVERIFY(QDir().mkpath(path(QStringLiteral("root/a/b"))));
        const auto r = SafeFs::removeChild(path(QStringLiteral("root")), name);
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Validation);
        QVERIFY(QFileInfo::exists(path(QStringLiteral("root/a/b"))));
        QCOMPARE(readFile(QDir(m_victim).filePath(QStringLiteral("precious.txt"))),
                 QByteArray("keep me"));
    }

    void refusesALinkAtTheChildAndEmptiesNothing()
    {
        const QString link = path(QStringLiteral("root/job"));
        QVERIFY(QFile::link(m_victim, link));
        const auto r = SafeFs::removeChild(path(QStringLiteral("root")), QStringLiteral("job"));
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Validation);
        QVERIFY2(r.error().message.contains(QStringLiteral("symbolic link")),
                 qPrintable(r.error().message));
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(readFile(QDir(m_victim).filePath(QStringLiteral("precious.txt"))),
                 QByteArray("keep me"));
    }

    void removesLinksInsideAsLinks()
    {
        QVERIFY(QDir().mkpath(path(QStringLiteral("root/job/sub"))));
        writeFile(path(QStringLiteral("root/job/sub/file")), "x");
        QVERIFY(QFile::link(m_victim, path(QStringLiteral("root/job/sub/to-victim"))));
        QVERIFY(QFile::link(QDir(m_victim).filePath(QStringLiteral("precious.txt")),
                            path(QStringLiteral("root/job/file-link"))));
        const auto r = SafeFs::removeChild(path(QStringLiteral("root")), QStringLiteral("job"));
        QVERIFY2(r, r ? "" : qPrintable(r.error().message));
        QCOMPARE(*r, true);
        QVERIFY(!QFileInfo::exists(path(QStringLiteral("root/job"))));
        QCOMPARE(readFile(QDir(m_victim).filePath(QStringLiteral("precious.txt"))),
                 QByteArray("keep me"));
        // Nothing there: false, not an error.
        const auto again = SafeFs::removeChild(path(QStringLiteral("root")), QStringLiteral("job"));
        QVERIFY(again);
        QCOMPARE(*again, false);
    }

    void writeNewFileNeverWritesThroughALink()
    {
        const QString target = QDir(m_victim).filePath(QStringLiteral("precious.txt"));
        const QString planted = path(QStringLiteral("root/launch.sh"));
        QVERIFY(QFile::link(target, planted));
        const int modeBefore = modeOf(target);
        const auto r = SafeFs::writeNewFile(planted, "#!/bin/sh\nevil\n", SafeFs::SharedExecutable);
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Conflict);
        QCOMPARE(readFile(target), QByteArray("keep me"));
        QCOMPARE(modeOf(target), modeBefore); // not made executable either
    }

    void replaceFileReplacesALinkInsteadOfFollowingIt()
    {
        const QString target = QDir(m_victim).filePath(QStringLiteral("precious.txt"));
        const QString planted = path(QStringLiteral("root/state.json"));
        QVERIFY(QFile::link(target, planted));
        const auto r = SafeFs::replaceFile(planted, "{}");
        QVERIFY2(r, r ? "" : qPrintable(r.error().message));
        QVERIFY(!QFileInfo(planted).isSymLink());
        QCOMPARE(readFile(planted), QByteArray("{}"));
        QCOMPARE(readFile(target), QByteArray("keep me"));
    }

    void modesAreExactWhateverTheUmask()
    {
        const mode_t old = ::umask(0);
        const auto restore = qScopeGuard([old] { ::umask(old); });
        const QString root = path(QStringLiteral("root"));
        QVERIFY(SafeFs::makeDirs(root + QStringLiteral("/a/b/c"), SafeFs::PrivateDir));
        QCOMPARE(modeOf(root + QStringLiteral("/a")), 0700);
        QCOMPARE(modeOf(root + QStringLiteral("/a/b/c")), 0700);
        QVERIFY(SafeFs::makeNewDir(root + QStringLiteral("/shared"), SafeFs::SharedDir));
        QCOMPARE(modeOf(root + QStringLiteral("/shared")), 0755);
        QCOMPARE(
            SafeFs::makeNewDir(root + QStringLiteral("/shared"), SafeFs::SharedDir).error().kind,
            Error::Kind::Conflict);
        QVERIFY(SafeFs::writeNewFile(root + QStringLiteral("/f"), "x", SafeFs::PrivateFile));
        QCOMPARE(modeOf(root + QStringLiteral("/f")), 0600);
        QVERIFY(SafeFs::writeNewFile(root + QStringLiteral("/x"), "x", SafeFs::PrivateExecutable));
        QCOMPARE(modeOf(root + QStringLiteral("/x")), 0700);
        QVERIFY(SafeFs::replaceFile(root + QStringLiteral("/r"), "x"));
        QCOMPARE(modeOf(root + QStringLiteral("/r")), 0600);
        QVERIFY(SafeFs::appendFile(root + QStringLiteral("/l"), "x"));
        QVERIFY(SafeFs::appendFile(root + QStringLiteral("/l"), "y"));
        QCOMPARE(modeOf(root + QStringLiteral("/l")), 0600);
        QCOMPARE(readFile(root + QStringLiteral("/l")), QByteArray("xy"));
    }
};

QTEST_GUILESS_MAIN(TestSafeFs)
#include "tst_safefs.moc"
