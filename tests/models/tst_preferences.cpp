// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Models::Preferences without a window: every setting saved, read back and signalled; every
// invalid value refused with its message and nothing changed; the stall timeout and the
// retention are the keys StallWatcher and the run history read; the pull policy and the
// kubeconfig files reach the backend options; the data folder moves byte for byte, and a
// refused move loses nothing. Settings go to a temporary folder, never the user's.
#include "core/backend/backendregistry.h"
#include "models/datafoldermove.h"
#include "models/jobtablemodel.h"
#include "models/preferences.h"
#include "models/stallwatcher.h"
#include "tests/support/uitestsetup.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using Models::DataFolderMove;
using Models::Preferences;

namespace {

void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

/// Every file below `dir` with the SHA-256 of its bytes (a link: its target).
QMap<QString, QByteArray> manifest(const QString &dir)
{
    QMap<QString, QByteArray> out;
    for (const QString &rel : DataFolderMove::files(dir)) {
        const QString path = QDir(dir).filePath(rel);
        if (QFileInfo(path).isSymLink()) {
            out.insert(rel, "link:" + QFileInfo(path).symLinkTarget().toUtf8());
            continue;
        }
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        out.insert(rel, QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256));
    }
    return out;
}

} // namespace

class TestPreferences : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    /// A data folder as TrainDeck leaves it: job folders, logs, a binary database, a venv
    /// link, a hidden file, an empty folder.
    QString makeData(const QString &name)
    {
        const QString root = m_dir.filePath(name);
        writeFile(root + QStringLiteral("/jobs/local/train-1/trainjob.yaml"), "kind: TrainJob\n");
        writeFile(root + QStringLiteral("/jobs/local/train-1/logs/node-0.log"),
                  QByteArray(300000, 'x') + "\nlast line\n");
        QByteArray binary;
        for (int i = 0; i < 70000; ++i)
            binary.append(char(i * 7 % 256));
        writeFile(root + QStringLiteral("/history.sqlite"), binary);
        writeFile(root + QStringLiteral("/.hidden-state"), "h");
        QDir().mkpath(root + QStringLiteral("/jobs/docker/empty-job"));
        QDir().mkpath(root + QStringLiteral("/venvs/abc/bin"));
        QFile::link(QStringLiteral("/usr/bin/python3"),
                    root + QStringLiteral("/venvs/abc/bin/python"));
        return root;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        Tests::useTemporarySettings(m_dir, QStringLiteral("TrainDeck"));
        qunsetenv("TRAINDECK_DATA_DIR");
    }

    void init() { QSettings().clear(); }

    void defaultsWhenNothingIsSaved()
    {
        Preferences p;
        QCOMPARE(p.defaultConnection(), QString());
        QCOMPARE(p.language(), QString());
        QCOMPARE(p.theme(), Preferences::Theme::System);
        QCOMPARE(p.notifies(Preferences::Event::Completed), true);
        QCOMPARE(p.notifies(Preferences::Event::Failed), true);
        QCOMPARE(p.notifies(Preferences::Event::Stalled), true);
        QCOMPARE(p.stallMinutes(), Models::StallWatcher::DefaultStallMinutes);
        QCOMPARE(p.pipIndexUrl(), QString());
        QCOMPARE(p.pullPolicy(), QString());
        QCOMPARE(p.kubeconfigs(), QStringList());
        QCOMPARE(p.retentionDays(), 0);
    }

    // Each setter saves, signals its setting, and a new instance (a restart) reads it back.
    void everySettingIsKeptAndSignalled()
    {
        const QString kube = m_dir.filePath(QStringLiteral("other-kubeconfig"));
        writeFile(kube, "apiVersion: v1\nkind: Config\n");
        Preferences p;
        QSignalSpy changed(&p, &Preferences::changed);
        QVERIFY(p.setDefaultConnection(QStringLiteral("unix:///run/docker.sock")).ok());
        QVERIFY(p.setLanguage(QStringLiteral("de")).ok());
        QVERIFY(p.setTheme(Preferences::Theme::Dark).ok());
        QVERIFY(p.setRetention(30, 512).ok());
        QVERIFY(p.setNotifies(Preferences::Event::Completed, false).ok());
        QVERIFY(p.setStallMinutes(25).ok());
        QVERIFY(p.setPipIndexUrl(QStringLiteral(" https://pypi.example.org/simple ")).ok());
        QVERIFY(p.setPullPolicy(QStringLiteral("Always")).ok());
        QVERIFY(p.setKubeconfigs({kube, QString(), kube}).ok());
        using S = Preferences::Setting;
        const QList<S> expected{S::DefaultConnection,
                                S::Language,
                                S::Theme,
                                S::Retention,
                                S::Notifications,
                                S::StallMinutes,
                                S::PipIndex,
                                S::PullPolicy,
                                S::Kubeconfigs};
        QCOMPARE(changed.size(), expected.size());
        for (int i = 0; i < expected.size(); ++i)
            QCOMPARE(changed.at(i).at(0).value<S>(), expected.at(i));

        Preferences again;
        QCOMPARE(again.defaultConnection(), QStringLiteral("unix:///run/docker.sock"));
        QCOMPARE(again.language(), QStringLiteral("de"));
        QCOMPARE(again.theme(), Preferences::Theme::Dark);
        QCOMPARE(again.retentionDays(), 30);
        QCOMPARE(again.retentionArchiveMiB(), 512);
        QCOMPARE(again.notifies(Preferences::Event::Completed), false);
        QCOMPARE(again.notifies(Preferences::Event::Failed), true);
        QCOMPARE(again.stallMinutes(), 25);
        QCOMPARE(again.pipIndexUrl(), QStringLiteral("https://pypi.example.org/simple"));
        QCOMPARE(again.pullPolicy(), QStringLiteral("Always"));
        QCOMPARE(again.kubeconfigs(), QStringList{kube});
    }

    void invalidValuesAreRefusedAndChangeNothing_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<QString>("message");
        QTest::newRow("language") << 0
                                  << QStringLiteral("TrainDeck has no language \"fr\". Choose one "
                                                    "of en, de, zh_CN, or the system's.");
        QTest::newRow("pip index not http")
            << 1
            << QStringLiteral("\"ftp://files.example.org/simple\" is not a pip index address. "
                              "Give an http or https URL such as https://pypi.org/simple, or "
                              "leave it empty for pip's own.");
        QTest::newRow("pull policy") << 2
                                     << QStringLiteral("\"Sometimes\" is not a pull policy. "
                                                       "Choose IfNotPresent, Always or Never.");
        QTest::newRow("stall negative")
            << 3
            << QStringLiteral("A job may be quiet for 1 to 1440 minutes before the stall alert "
                              "(0 turns it off); -1 is not allowed.");
        QTest::newRow("stall too long")
            << 4
            << QStringLiteral("A job may be quiet for 1 to 1440 minutes before the stall alert "
                              "(0 turns it off); 1441 is not allowed.");
        QTest::newRow("retention")
            << 5
            << QStringLiteral("Keep runs for 0 to 3650 days (0 keeps them forever); 3651 is not "
                              "allowed.");
        QTest::newRow("kubeconfig relative")
            << 6
            << QStringLiteral("The kubeconfig kube/config is not a full path. Give it from the "
                              "root (/home/you/.kube/other).");
        QTest::newRow("kubeconfig missing")
            << 7
            << QStringLiteral("The kubeconfig /nonexistent/kubeconfig does not exist or cannot "
                              "be read. Check the path and its permissions.");
        QTest::newRow("archive size")
            << 8
            << QStringLiteral("The archived logs may take 0 to 1048576 MiB (0: no limit); -5 is "
                              "not allowed.");
    }

    void invalidValuesAreRefusedAndChangeNothing()
    {
        QFETCH(int, which);
        QFETCH(QString, message);
        Preferences p;
        QVERIFY(p.setStallMinutes(7).ok());
        QSignalSpy changed(&p, &Preferences::changed);
        Result<void> r;
        switch (which) {
        case 0:
            r = p.setLanguage(QStringLiteral("fr"));
            break;
        case 1:
            r = p.setPipIndexUrl(QStringLiteral("ftp://files.example.org/simple"));
            break;
        case 2:
            r = p.setPullPolicy(QStringLiteral("Sometimes"));
            break;
        case 3:
            r = p.setStallMinutes(-1);
            break;
        case 4:
            r = p.setStallMinutes(1441);
            break;
        case 5:
            r = p.setRetention(3651, 0);
            break;
        case 6:
            r = p.setKubeconfigs({QStringLiteral("kube/config")});
            break;
        case 7:
            r = p.setKubeconfigs({QStringLiteral("/nonexistent/kubeconfig")});
            break;
        case 8:
            r = p.setRetention(10, -5);
            break;
        }
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, Error::Kind::Validation);
        QCOMPARE(r.error().message, message);
        QCOMPARE(changed.size(), 0);
        Preferences again;
        QCOMPARE(again.language(), QString());
        QCOMPARE(again.pipIndexUrl(), QString());
        QCOMPARE(again.pullPolicy(), QString());
        QCOMPARE(again.stallMinutes(), 7);
        QCOMPARE(again.retentionDays(), 0);
        QCOMPARE(again.kubeconfigs(), QStringList());
    }

    // The stall timeout is StallWatcher's own key: a watcher made afterwards uses it.
    void stallTimeoutReachesStallWatcher()
    {
        Preferences p;
        QVERIFY(p.setStallMinutes(3).ok());
        Models::JobTableModel jobs;
        Models::StallWatcher watcher(&jobs);
        QCOMPARE(watcher.defaultMinutes(), 3);
        QVERIFY(p.setStallMinutes(0).ok());
        Models::StallWatcher off(&jobs);
        QCOMPARE(off.defaultMinutes(), 0);
    }

    // The run history reads these keys at every prune (ui/historycontroller.h).
    void retentionIsWhatTheHistoryReads()
    {
        Preferences p;
        QVERIFY(p.setRetention(14, 256).ok());
        const QSettings s;
        QCOMPARE(s.value(QStringLiteral("history/maxAgeDays")).toInt(), 14);
        QCOMPARE(s.value(QStringLiteral("history/maxArchiveMiB")).toInt(), 256);
    }

    void pullPolicyAndKubeconfigsReachBackendOptions()
    {
        const QString base = m_dir.filePath(QStringLiteral("base-kubeconfig"));
        const QString extra = m_dir.filePath(QStringLiteral("extra-kubeconfig"));
        writeFile(base, "kind: Config\n");
        writeFile(extra, "kind: Config\n");
        Preferences p;
        BackendOptions untouched;
        p.applyTo(untouched);
        QCOMPARE(untouched.pullPolicy, QString());
        QCOMPARE(untouched.kubeconfig, QString());

        QVERIFY(p.setPullPolicy(QStringLiteral("Never")).ok());
        QVERIFY(p.setKubeconfigs({extra}).ok());
        qputenv("KUBECONFIG", base.toLocal8Bit());
        BackendOptions options;
        p.applyTo(options);
        qunsetenv("KUBECONFIG");
        QCOMPARE(options.pullPolicy, QStringLiteral("Never"));
        // What discovery reads first, then the files beyond it.
        QCOMPARE(options.kubeconfig, base + QDir::listSeparator() + extra);
    }

    // Copy, check, switch; the old folder is emptied only at the next start, and what the
    // session wrote into it after the copy is carried over, not lost.
    void dataFolderMovesByteForByte()
    {
        const QString old = makeData(QStringLiteral("data-old"));
        const QString target = m_dir.filePath(QStringLiteral("elsewhere/data-new"));
        QSettings().setValue(Preferences::DataFolderKey, old);
        QCOMPARE(Preferences::applyDataFolder(QCoreApplication::applicationName(), true),
                 QString());
        QCOMPARE(Preferences::dataFolder(), old);
        const auto before = manifest(old);
        QCOMPARE(before.size(), 5);

        Preferences p;
        QSignalSpy changed(&p, &Preferences::changed);
        const auto moved = p.moveDataFolder(target, 0);
        QVERIFY2(moved.ok(), qPrintable(moved.ok() ? QString() : moved.error().message));
        QCOMPARE(*moved, 5);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(manifest(target), before);
        QCOMPARE(manifest(old), before); // nothing removed yet: this session still uses it
        QVERIFY(QFileInfo(target + QStringLiteral("/jobs/docker/empty-job")).isDir());
        QCOMPARE(Preferences::pendingOldDataFolder(), old);
        // traindeck-cli meanwhile works where the desktop app still does.
        qunsetenv("TRAINDECK_DATA_DIR");
        QCOMPARE(Preferences::applyDataFolder(QCoreApplication::applicationName(), false),
                 QString());
        QCOMPARE(Preferences::dataFolder(), old);
        QCOMPARE(manifest(old), before);

        // The session goes on writing its history into the old folder.
        writeFile(old + QStringLiteral("/history.sqlite"), "newer history");
        writeFile(old + QStringLiteral("/jobs/local/train-2/trainjob.yaml"), "kind: TrainJob\n");
        const auto latest = manifest(old);

        // The next start.
        qunsetenv("TRAINDECK_DATA_DIR");
        QCOMPARE(Preferences::applyDataFolder(QCoreApplication::applicationName(), true),
                 QString());
        QCOMPARE(Preferences::dataFolder(), target);
        QCOMPARE(manifest(target), latest);
        QVERIFY(!QFileInfo::exists(old));
        QCOMPARE(Preferences::pendingOldDataFolder(), QString());
        qunsetenv("TRAINDECK_DATA_DIR");
    }

    void refusedMovesLoseNothing_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<int>("activeJobs");
        QTest::addColumn<QString>("message");
        const QString old = m_dir.filePath(QStringLiteral("data-kept"));
        QTest::newRow("inside")
            << old + QStringLiteral("/sub") << 0
            << QStringLiteral("%1/sub is inside the current data folder %1: the data cannot "
                              "move into itself. Choose a folder outside it.")
                   .arg(old);
        QTest::newRow("itself") << old << 0
                                << QStringLiteral("%1 is inside the current data folder %1: the "
                                                  "data cannot move into itself. Choose a folder "
                                                  "outside it.")
                                       .arg(old);
        const QString full = m_dir.filePath(QStringLiteral("not-empty"));
        QTest::newRow("not empty")
            << full << 0
            << QStringLiteral("%1 is not empty: TrainDeck moves its data only into an empty "
                              "folder, so that nothing of yours is mixed in or overwritten. "
                              "Choose an empty or new folder.")
                   .arg(full);
        QTest::newRow("unwritable")
            << QStringLiteral("/proc/traindeck-data") << 0
            << QStringLiteral("Cannot write in /proc: %1. Choose a folder you may write to.");
        QTest::newRow("jobs running")
            << m_dir.filePath(QStringLiteral("fresh")) << 2
            << QStringLiteral("2 job(s) are running or waiting, and write into the data folder "
                              "as they run. Wait for them to finish, or cancel them, then move "
                              "the data folder.");
    }

    void refusedMovesLoseNothing()
    {
        QFETCH(QString, target);
        QFETCH(int, activeJobs);
        QFETCH(QString, message);
        const QString old = m_dir.filePath(QStringLiteral("data-kept"));
        QDir(old).removeRecursively();
        makeData(QStringLiteral("data-kept"));
        const QString full = m_dir.filePath(QStringLiteral("not-empty"));
        QDir(full).removeRecursively();
        writeFile(full + QStringLiteral("/yours.txt"), "your file");
        QSettings().setValue(Preferences::DataFolderKey, old);
        qunsetenv("TRAINDECK_DATA_DIR");
        Preferences::applyDataFolder(QCoreApplication::applicationName(), true);
        const auto before = manifest(old);
        const bool targetExisted = QFileInfo::exists(target);

        Preferences p;
        QSignalSpy changed(&p, &Preferences::changed);
        const auto moved = p.moveDataFolder(target, activeJobs);
        QVERIFY(!moved.ok());
        if (message.contains(QStringLiteral("%1")))
            QVERIFY2(moved.error().message.startsWith(message.section(u':', 0, 0) + u':'),
                     qPrintable(moved.error().message));
        else
            QCOMPARE(moved.error().message, message);
        QCOMPARE(changed.size(), 0);
        QCOMPARE(manifest(old), before);
        QCOMPARE(QSettings().value(Preferences::DataFolderKey).toString(), old);
        QCOMPARE(Preferences::pendingOldDataFolder(), QString());
        QCOMPARE(QFileInfo::exists(target), targetExisted);
        QCOMPARE(manifest(full).size(), 1); // the user's own file, untouched
        qunsetenv("TRAINDECK_DATA_DIR");
    }

    // finish() removes from the old folder only what is proven the same in the new one.
    void finishKeepsWhatIsNotProvenCopied()
    {
        const QString from = m_dir.filePath(QStringLiteral("finish-from"));
        const QString to = m_dir.filePath(QStringLiteral("finish-to"));
        writeFile(from + QStringLiteral("/a.log"), "a");
        writeFile(from + QStringLiteral("/b.log"), "b");
        QVERIFY(DataFolderMove::copy(from, to).ok());
        // The new copy of b cannot be replaced: a folder stands where the file was.
        QFile::remove(to + QStringLiteral("/b.log"));
        QDir().mkpath(to + QStringLiteral("/b.log/blocker"));
        const DataFolderMove::Report report = DataFolderMove::finish(from, to);
        QCOMPARE(report.removed, 1);
        QCOMPARE(report.kept, QStringList{QStringLiteral("b.log (could not be copied again)")});
        QCOMPARE(report.oldGone, false);
        QVERIFY(!QFileInfo::exists(from + QStringLiteral("/a.log")));
        QFile b(from + QStringLiteral("/b.log"));
        QVERIFY(b.open(QIODevice::ReadOnly));
        QCOMPARE(b.readAll(), QByteArray("b"));
    }
};

QTEST_GUILESS_MAIN(TestPreferences)
#include "tst_preferences.moc"
