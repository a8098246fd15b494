// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Safety rules (docs/security.md) on the local backend, with real processes and the
// real traindeck-cli: a name like ".." never reaches the file system (it wiped every
// backend's jobs and orphaned the running job's processes), and TrainDeck's data folder is
// private whatever the umask. The GUI deletes through the same Backend::remove, so what holds
// here holds there.
#include "backends/local/localbackend.h"
#include "tests/support/clirun.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/stat.h>

using namespace TrainDeck;
using namespace TrainDeck::Local;

namespace {

TrainJob scriptJob(const QString &name, const QString &code)
{
    TrainJob job;
    job.name = name;
    job.runtimeRef.name = QStringLiteral("torch-distributed");
    CustomTrainer t;
    t.inlineCode = code;
    t.numNodes = 1;
    job.trainer = t;
    return job;
}

template<class T>
T await(QFuture<T> f)
{
    QElapsedTimer t;
    t.start();
    while (!f.isFinished() && t.elapsed() < 120000)
        QTest::qWait(10);
    if (!f.isFinished())
        qFatal("a backend call did not finish in 120 s");
    return f.result();
}

void writeFile(const QString &path, const QByteArray &data)
{
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(data);
}

int modeOf(const QString &path)
{
    struct stat st;
    if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
        return -1;
    return int(st.st_mode & 07777);
}

} // namespace

class TestLocalSafety : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QHash<QString, JobSnapshot> m_last;

    std::unique_ptr<LocalBackend> makeBackend(LocalBackend::Options o)
    {
        auto b = std::make_unique<LocalBackend>(o);
        connect(b.get(), &Backend::jobChanged, this, [this](const JobSnapshot &s) {
            m_last[s.name] = s;
        });
        b->start();
        return b;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        if (!QFile::exists(QStringLiteral("/usr/bin/python3")))
            QFAIL("Debian's /usr/bin/python3 is required; run scripts/test, which installs it");
    }

    // `delete ..` answered "deleted" and removed <data>/jobs, every backend's
    // jobs, while a job ran; `delete .` removed the local jobs. Every name that is not a job
    // name is refused before any file-system call, and nothing changes.
    void deleteOfNonJobNamesIsRefused()
    {
        const QString data = m_dir.filePath(QStringLiteral("api"));
        const QString dockerState = data + QStringLiteral("/jobs/docker/other/state.json");
        writeFile(dockerState, "{}");
        LocalBackend::Options o;
        o.jobsDir = data + QStringLiteral("/jobs/local");
        o.venvRoot = m_dir.filePath(QStringLiteral("venvs"));
        auto b = makeBackend(o);
        QTRY_COMPARE(b->connectionState(), Backend::ConnectionState::Connected);

        const QString job = QStringLiteral("sleeper");
        auto submitted = await(b->submit(scriptJob(
            job, QStringLiteral("import time\nprint('up', flush=True)\ntime.sleep(300)\n"))));
        QVERIFY2(submitted, submitted ? "" : qPrintable(submitted.error().toString()));
        QTRY_VERIFY_WITH_TIMEOUT(m_last.value(job).step(QStringLiteral("node-0"))
                                     && m_last.value(job).step(QStringLiteral("node-0"))->state
                                            == StepState::Running,
                                 60000);
        const qint64 pid = m_last.value(job).step(QStringLiteral("node-0"))->objectId.toLongLong();
        QVERIFY(pid > 0);
        const auto cleanup = qScopeGuard([&] { (void)await(b->remove(job)); });

        for (const QString &name : {QStringLiteral(".."),
                                    QStringLiteral("."),
                                    QString(),
                                    QStringLiteral("a/b"),
                                    QStringLiteral("../local"),
                                    QStringLiteral("sleeper/.."),
                                    QStringLiteral("../docker/other")}) {
            const auto removed = await(b->remove(name));
            QVERIFY2(!removed, qPrintable(QStringLiteral("delete '%1' was accepted").arg(name)));
            QCOMPARE(removed.error().kind, Error::Kind::Validation);
            QVERIFY2(removed.error().message.contains(QStringLiteral("is not a valid job name")),
                     qPrintable(removed.error().message));
            const auto cancelled = await(b->cancel(name));
            QVERIFY(!cancelled);
            QCOMPARE(cancelled.error().kind, Error::Kind::Validation);
            QVERIFY(!await(b->job(name)));
        }
        // Nothing was touched: the other backend's job, ours, and its running process.
        QVERIFY(QFile::exists(dockerState));
        QVERIFY(QFile::exists(o.jobsDir + QStringLiteral("/sleeper/state.json")));
        QCOMPARE(::kill(pid_t(pid), 0), 0);
        const auto still = await(b->job(job));
        QVERIFY(still);
        QCOMPARE(still->status, JobStatus::Running);
    }

    // A job folder whose state.json is garbage or cut short (a crash while writing it on a
    // file system without atomic rename, a hand edit) is not listed, but never silently: the
    // connection's warning names each folder, its file and why, and says what to do. Nothing
    // in those folders is touched, and the jobs that load are listed as before.
    void damagedStateFilesAreReportedAndKept()
    {
        const QString data = m_dir.filePath(QStringLiteral("damaged"));
        LocalBackend::Options o;
        o.jobsDir = data + QStringLiteral("/jobs/local");
        o.venvRoot = m_dir.filePath(QStringLiteral("venvs"));
        const QString donor = QStringLiteral("donor");
        QByteArray donorState;
        {
            auto b = makeBackend(o);
            QTRY_COMPARE(b->connectionState(), Backend::ConnectionState::Connected);
            auto submitted = await(b->submit(scriptJob(donor, QStringLiteral("print('done')\n"))));
            QVERIFY2(submitted, submitted ? "" : qPrintable(submitted.error().toString()));
            QTRY_COMPARE_WITH_TIMEOUT(m_last.value(donor).status, JobStatus::Complete, 60000);
            QFile f(o.jobsDir + QStringLiteral("/donor/state.json"));
            QVERIFY(f.open(QIODevice::ReadOnly));
            donorState = f.readAll();
            QVERIFY(donorState.size() > 100);
        }
        m_last.clear();
        const QString garbage = o.jobsDir + QStringLiteral("/garbage/state.json");
        const QString cut = o.jobsDir + QStringLiteral("/cut/state.json");
        const QString cutLog = o.jobsDir + QStringLiteral("/cut/logs/node-0.log");
        writeFile(garbage, QByteArray("\x00\xff{{not json", 12));
        writeFile(cut, donorState.left(donorState.size() / 2));
        writeFile(cutLog, "the logs of a job whose state was lost\n");
        // A job folder copied by hand: its state still names the donor, whose files a delete
        // or a log index through it would touch.
        const QString copied = o.jobsDir + QStringLiteral("/copied/state.json");
        writeFile(copied, donorState);

        auto b = makeBackend(o);
        QTRY_COMPARE(b->connectionState(), Backend::ConnectionState::Connected);
        QTRY_VERIFY_WITH_TIMEOUT(!b->connectionWarning().isEmpty(), 10000);
        const QString warning = b->connectionWarning();
        QVERIFY2(warning.startsWith(QStringLiteral("3 job(s) in %1 could not be loaded")
                                        .arg(QDir::toNativeSeparators(o.jobsDir))),
                 qPrintable(warning));
        QVERIFY2(warning.contains(QStringLiteral("garbage: ") + garbage), qPrintable(warning));
        QVERIFY2(warning.contains(QStringLiteral("cut: ") + cut), qPrintable(warning));
        QVERIFY2(warning.contains(QStringLiteral("the job state is not JSON")),
                 qPrintable(warning));
        QVERIFY2(warning.contains(QStringLiteral("Restore each state.json")), qPrintable(warning));
        QVERIFY2(warning.contains(QStringLiteral("copied: ") + copied), qPrintable(warning));
        QVERIFY2(warning.contains(
                     QStringLiteral("the job state names job 'donor', not 'copied' as its folder")),
                 qPrintable(warning));
        QVERIFY(!m_last.contains(QStringLiteral("copied")));
        QCOMPARE(QFileInfo(copied).size(), donorState.size());
        // The job that loads is there; the damaged ones are not listed, and kept byte for byte.
        QTRY_COMPARE(m_last.value(donor).status, JobStatus::Complete);
        QVERIFY(!m_last.contains(QStringLiteral("garbage")));
        QVERIFY(!m_last.contains(QStringLiteral("cut")));
        QCOMPARE(QFileInfo(garbage).size(), 12);
        QCOMPARE(QFileInfo(cut).size(), donorState.size() / 2);
        QVERIFY(QFile::exists(cutLog));

        // Moving a damaged folder away ends its part of the warning; repairing the other's
        // state lists it.
        QVERIFY(QDir(o.jobsDir + QStringLiteral("/garbage")).removeRecursively());
        QVERIFY(QDir(o.jobsDir + QStringLiteral("/copied")).removeRecursively());
        QTRY_VERIFY_WITH_TIMEOUT(b->connectionWarning().startsWith(QStringLiteral("1 job(s) in ")),
                                 10000);
        QVERIFY(!b->connectionWarning().contains(QStringLiteral("garbage")));
        QByteArray repaired = donorState;
        repaired.replace("\"donor\"", "\"cut\"");
        QFile::remove(cut);
        writeFile(cut, repaired);
        QTRY_VERIFY_WITH_TIMEOUT(m_last.contains(QStringLiteral("cut")), 10000);
        QTRY_COMPARE(b->connectionWarning(), QString());
    }

    // The same attack through the real traindeck-cli, as the review reproduced it.
    void cliDeleteDotDotIsRefused_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("dot-dot") << QStringLiteral("..");
        QTest::newRow("dot") << QStringLiteral(".");
        QTest::newRow("slash") << QStringLiteral("x/../..");
    }
    void cliDeleteDotDotIsRefused()
    {
        QFETCH(QString, name);
        const QString data = m_dir.filePath(QStringLiteral("cli-") + QString::number(qHash(name)));
        const QString local = data + QStringLiteral("/jobs/local/kept/state.json");
        const QString docker = data + QStringLiteral("/jobs/docker/kept/state.json");
        writeFile(local, "not json: a job folder without a readable state");
        writeFile(docker, "{}");
        const CliRun r = CliRun::run(
            {QStringLiteral("delete"), name, QStringLiteral("--backend"), QStringLiteral("local")},
            {{QStringLiteral("TRAINDECK_DATA_DIR"), data}},
            60000);
        QVERIFY2(r.exitCode != 0, qPrintable(r.out + r.err));
        QVERIFY2(r.err.contains(QStringLiteral("is not a valid job name")), qPrintable(r.err));
        QVERIFY2(!r.out.contains(QStringLiteral("deleted")), qPrintable(r.out));
        QVERIFY(QFile::exists(local));
        QVERIFY(QFile::exists(docker));
    }

    // The data folder 0700 and its files 0600 whatever the umask (launch.sh
    // got --x--x for group and other). Run a job under umask 0 and look at every entry.
    void dataFolderIsPrivateUnderUmaskZero()
    {
        const QString data = m_dir.filePath(QStringLiteral("private-data"));
        qputenv("TRAINDECK_DATA_DIR", QFile::encodeName(data));
        const mode_t old = ::umask(0);
        const auto restore = qScopeGuard([old] {
            ::umask(old);
            qunsetenv("TRAINDECK_DATA_DIR");
        });
        LocalBackend::Options o; // the defaults: <data>/jobs/local, <data>/venvs
        auto b = makeBackend(o);
        QTRY_COMPARE(b->connectionState(), Backend::ConnectionState::Connected);
        const QString job = QStringLiteral("private");
        auto submitted = await(b->submit(scriptJob(job, QStringLiteral("print('ok')\n"))));
        QVERIFY2(submitted, submitted ? "" : qPrintable(submitted.error().toString()));
        QTRY_VERIFY_WITH_TIMEOUT(m_last.value(job).isFinished(), 120000);
        QCOMPARE(m_last.value(job).status, JobStatus::Complete);

        QCOMPARE(modeOf(data), 0700);
        const QString jobs = data + QStringLiteral("/jobs");
        QStringList wrong;
        int files = 0;
        QDirIterator it(jobs,
                        QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString p = it.next();
            const QFileInfo fi(p);
            const bool launcher = fi.fileName() == QLatin1String("launch.sh");
            const int want = fi.isDir() ? 0700 : launcher ? 0700 : 0600;
            files += fi.isFile() ? 1 : 0;
            if (modeOf(p) != want)
                wrong << QStringLiteral("%1 is %2, want %3")
                             .arg(p)
                             .arg(modeOf(p), 4, 8, QLatin1Char('0'))
                             .arg(want, 4, 8, QLatin1Char('0'));
        }
        QCOMPARE(modeOf(jobs), 0700);
        const QString dir = jobs + QStringLiteral("/local/private");
        for (const QString &f : {QStringLiteral("/state.json"),
                                 QStringLiteral("/trainjob.yaml"),
                                 QStringLiteral("/logs/node-0.log"),
                                 QStringLiteral("/logs/node-0.idx"),
                                 QStringLiteral("/run/node-0.exit"),
                                 QStringLiteral("/workspace/.traindeck/launch.sh")})
            QVERIFY2(QFile::exists(dir + f), qPrintable(dir + f));
        QVERIFY(files >= 6);
        QCOMPARE(wrong, QStringList());
        QVERIFY(await(b->remove(job)));
    }
};

QTEST_GUILESS_MAIN(TestLocalSafety)
#include "tst_localsafety.moc"
