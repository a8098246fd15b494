// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// HistoryStore on real SQLite files: a run survives a restart, each earlier schema version
// is migrated with its rows, WAL is on, damaged or locked files are kept with a message and a
// fresh history works, every filter field selects in SQL, retention prunes by age and size
// and never a running job's run, a link or a path outside the archive.
#include "libs/history/historyschema.h"
#include "libs/history/historystore.h"
#include "tests/support/awaitresult.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::History;

/// A Result that must be ok; its error's message otherwise.
#define VERIFY_OK(expr) \
    do { \
        const auto r_ = (expr); \
        QVERIFY2(r_.ok(), r_.ok() ? "" : qPrintable(r_.error().message)); \
    } while (false)

namespace {

QDateTime at(const QString &iso)
{
    return QDateTime::fromString(iso, Qt::ISODateWithMs).toUTC();
}

HistoryRecord makeRecord(const QString &name,
                         const QDateTime &created,
                         JobStatus status = JobStatus::Complete,
                         const QString &runtime = QStringLiteral("torch-distributed"))
{
    JobSnapshot s;
    s.name = name;
    s.connection = QStringLiteral("local");
    s.backend = BackendKind::Local;
    s.runtimeName = runtime;
    s.framework = QStringLiteral("torch");
    s.status = status;
    s.numNodes = 2;
    s.created = created;
    s.started = created.addSecs(2);
    if (status == JobStatus::Complete || status == JobStatus::Failed)
        s.finished = created.addSecs(60);
    s.logDir = QStringLiteral("/tmp/jobs/%1/logs").arg(name);
    StepSnapshot st;
    st.name = QStringLiteral("node-0");
    st.rank = 0;
    st.state = status == JobStatus::Failed ? StepState::Failed : StepState::Succeeded;
    st.exitCode = status == JobStatus::Failed ? 1 : 0;
    st.objectName = QStringLiteral("proc");
    st.objectId = QStringLiteral("1234");
    st.startedAt = s.started;
    st.finishedAt = s.finished;
    s.steps = {st};
    s.events = {{created,
                 QStringLiteral("node-0"),
                 QStringLiteral("Started"),
                 QStringLiteral("it started"),
                 false}};
    HistoryRecord r = HistoryRecord::fromSnapshot(s);
    r.firstSeen = created;
    r.lastSeen = created.addSecs(60);
    return r;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

/// Runs `statements` on `path` through a connection of the test's own.
void runSql(const QString &path, const QStringList &statements)
{
    const QString name = QStringLiteral("test-%1").arg(quintptr(&statements));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        for (const QString &s : statements) {
            QSqlQuery q(db);
            QVERIFY2(q.exec(s), qPrintable(s));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

QString pragma(const QString &path, const QString &what)
{
    const QString name = QStringLiteral("pragma-%1").arg(what);
    QString out;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("PRAGMA ") + what) && q.next())
                out = q.value(0).toString();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return out;
}

QStringList names(const QList<HistoryRecord> &rows)
{
    QStringList out;
    for (const HistoryRecord &r : rows)
        out << r.job.name;
    return out;
}

} // namespace

class TestHistoryStore : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_n = 0;

    QString freshPath() { return m_dir.filePath(QStringLiteral("h%1/history.sqlite").arg(++m_n)); }
    QString archiveRoot() { return m_dir.filePath(QStringLiteral("archive%1").arg(m_n)); }

    QList<HistoryRecord> all(HistoryStore &store, const HistoryFilter &f = {})
    {
        Result<QList<HistoryRecord>> r = await(store.query(f));
        if (!r)
            qWarning() << r.error().message;
        return r.valueOr({});
    }

    /// A file made by the store with `rows` runs, closed again.
    QString populated(int rows)
    {
        const QString path = freshPath();
        HistoryStore store(path, archiveRoot());
        if (!await(store.open()).ok())
            return {};
        for (int i = 0; i < rows; ++i) {
            HistoryRecord r = makeRecord(QStringLiteral("job-%1").arg(i),
                                         at(QStringLiteral("2026-01-01T00:00:00.000Z")).addSecs(i));
            r.specYaml = QString(2000, QChar(u'a' + i % 26));
            if (!await(store.upsert(r)).ok())
                return {};
        }
        return path;
    }

    void checkRecovered(const QString &path, const QByteArray &original, const QString &expectedWhy)
    {
        HistoryStore store(path, archiveRoot());
        QSignalSpy spy(&store, &HistoryStore::recovered);
        Result<void> opened = await(store.open());
        QVERIFY2(opened.ok(), opened.ok() ? "" : qPrintable(opened.error().message));
        QTRY_COMPARE(spy.size(), 1);
        const QString message = spy.at(0).at(0).toString();
        const QString keptAs = spy.at(0).at(1).toString();
        QVERIFY2(keptAs.startsWith(path + QStringLiteral(".broken-")), qPrintable(keptAs));
        QCOMPARE(readAll(keptAs), original);
        QVERIFY2(message.contains(keptAs), qPrintable(message));
        QVERIFY2(message.contains(expectedWhy), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("nothing was deleted")), qPrintable(message));
        // A fresh history in the original place, and it works.
        QCOMPARE(await(store.activeDatabasePath()), path);
        QVERIFY(all(store).isEmpty());
        VERIFY_OK(await(
            store.upsert(makeRecord(QStringLiteral("after"), QDateTime::currentDateTimeUtc()))));
        QCOMPARE(names(all(store)), QStringList{QStringLiteral("after")});
        QCOMPARE(pragma(path, QStringLiteral("user_version")),
                 QString::number(HistorySchema::CurrentVersion));
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void survivesRestart()
    {
        const QString path = freshPath();
        HistoryRecord r = makeRecord(QStringLiteral("restart-job"),
                                     at(QStringLiteral("2026-03-04T05:06:07.089Z")),
                                     JobStatus::Failed);
        r.specYaml = QStringLiteral("apiVersion: trainer.kubeflow.org/v1alpha1\nkind: TrainJob\n");
        r.planJson = QStringLiteral("{\"steps\":[]}");
        r.lastErrorLine = QStringLiteral("ValueError: boom");
        r.archivedLogDir = QStringLiteral("/somewhere/logs");
        r.metrics = {{QStringLiteral("loss"), 0.5, 0.25, 2.0, 7},
                     {QStringLiteral("acc"), 0.9, 0.1, 0.9, 3}};
        r.job.progressPercent = 40;
        r.job.metrics = {{QStringLiteral("loss"), QStringLiteral("0.5")}};
        r.job.workdir = QStringLiteral("/w");
        r.job.setOrigin(JobSnapshot::Origin::KubeflowSdk);
        HistoryRecord stored;
        {
            HistoryStore store(path, archiveRoot());
            VERIFY_OK(await(store.open()));
            QSignalSpy changed(&store, &HistoryStore::recordChanged);
            Result<HistoryRecord> up = await(store.upsert(r));
            QVERIFY(up.ok());
            stored = *up;
            QVERIFY(stored.id > 0);
            QTRY_COMPARE(changed.size(), 1);
        }
        HistoryRecord expected = r;
        expected.id = stored.id;
        std::sort(expected.metrics.begin(), expected.metrics.end(), [](auto &a, auto &b) {
            return a.name < b.name;
        });
        QCOMPARE(stored.job, expected.job);
        QCOMPARE(stored, expected);
        HistoryStore again(path, archiveRoot());
        QSignalSpy recovered(&again, &HistoryStore::recovered);
        VERIFY_OK(await(again.open()));
        const QList<HistoryRecord> rows = all(again);
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.first(), expected);
        QCOMPARE(await(again.record(stored.id)).valueOr({}), expected);
        QCOMPARE(recovered.size(), 0);

        // A newer snapshot alone keeps what only the history knows.
        HistoryRecord update = HistoryRecord::fromSnapshot(r.job);
        update.job.statusMessage = QStringLiteral("later");
        Result<HistoryRecord> merged = await(again.upsert(update));
        QVERIFY(merged.ok());
        QCOMPARE(merged->id, stored.id);
        QCOMPARE(merged->specYaml, r.specYaml);
        QCOMPARE(merged->archivedLogDir, r.archivedLogDir);
        QCOMPARE(merged->metrics, expected.metrics);
        QCOMPARE(merged->lastErrorLine, r.lastErrorLine);
        QCOMPARE(merged->firstSeen, r.firstSeen);
        QCOMPARE(merged->job.statusMessage, QStringLiteral("later"));
        QCOMPARE(all(again).size(), 1);
    }

    void walIsOn()
    {
        const QString path = freshPath();
        HistoryStore store(path, archiveRoot());
        VERIFY_OK(await(store.open()));
        QCOMPARE(await(store.journalMode()), QStringLiteral("wal"));
        // Persistent in the file: another connection sees it.
        QCOMPARE(pragma(path, QStringLiteral("journal_mode")), QStringLiteral("wal"));
    }

    void migratesFromVersion1()
    {
        const QString path = freshPath();
        QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
        QStringList v1 = HistorySchema::statementsToVersion(1);
        v1 << QStringLiteral("INSERT INTO runs (connection, name, created_ms, backend, runtime, "
                             "framework, num_nodes, started_ms, finished_ms, status, reason, "
                             "message, failed_step, last_error_line, spec_yaml, plan_json, "
                             "steps_json, events_json, extra_json, first_seen_ms, last_seen_ms) "
                             "VALUES ('docker', 'old-run', 1700000000000, 'Docker', 'torch-x', "
                             "'torch', 3, 1700000001000, 1700000061000, 'Failed', 'Error', 'bad', "
                             "'node-1', 'RuntimeError: x', 'kind: TrainJob', '{}', "
                             "'[{\"name\":\"node-1\",\"state\":\"Failed\",\"exitCode\":2}]', "
                             "'[]', '{\"logDir\":\"/l\"}', 1700000000500, 1700000070000)")
           << QStringLiteral("PRAGMA user_version = 1");
        runSql(path, v1);
        QCOMPARE(pragma(path, QStringLiteral("user_version")), QStringLiteral("1"));

        HistoryStore store(path, archiveRoot());
        QSignalSpy recovered(&store, &HistoryStore::recovered);
        VERIFY_OK(await(store.open()));
        QCOMPARE(recovered.size(), 0);
        const QList<HistoryRecord> rows = all(store);
        QCOMPARE(rows.size(), 1);
        const HistoryRecord &r = rows.first();
        QCOMPARE(r.job.name, QStringLiteral("old-run"));
        QCOMPARE(r.job.connection, QStringLiteral("docker"));
        QCOMPARE(r.job.backend, BackendKind::Docker);
        QCOMPARE(r.job.runtimeName, QStringLiteral("torch-x"));
        QCOMPARE(r.job.numNodes, 3);
        QCOMPARE(r.job.created, QDateTime::fromMSecsSinceEpoch(1700000000000, Qt::UTC));
        QCOMPARE(r.job.finished, QDateTime::fromMSecsSinceEpoch(1700000061000, Qt::UTC));
        QCOMPARE(r.job.status, JobStatus::Failed);
        QCOMPARE(r.failedStep, QStringLiteral("node-1"));
        QCOMPARE(r.lastErrorLine, QStringLiteral("RuntimeError: x"));
        QCOMPARE(r.specYaml, QStringLiteral("kind: TrainJob"));
        QCOMPARE(r.job.steps.size(), 1);
        QCOMPARE(r.job.steps.first().exitCode, std::optional<int>(2));
        QCOMPARE(r.job.logDir, QStringLiteral("/l"));
        QCOMPARE(r.archivedLogDir, QString());
        QCOMPARE(r.goneFromBackend, false);
        QVERIFY(r.metrics.isEmpty());
        QCOMPARE(pragma(path, QStringLiteral("user_version")), QStringLiteral("2"));
        // Version 2's parts work on the migrated file.
        HistoryRecord withMetrics = r;
        withMetrics.metrics = {{QStringLiteral("loss"), 1, 0.5, 3, 4}};
        VERIFY_OK(await(store.upsert(withMetrics)));
        VERIFY_OK(await(store.markGone(QStringLiteral("docker"), {})));
        HistoryFilter f;
        f.metricName = QStringLiteral("loss");
        const QList<HistoryRecord> after = all(store, f);
        QCOMPARE(after.size(), 1);
        QCOMPARE(after.first().id, r.id);
        QCOMPARE(after.first().goneFromBackend, true);
    }

    void migratesFromVersion0()
    {
        // Version 0: an empty file (made by a TrainDeck that crashed before its first run).
        const QString path = freshPath();
        QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        HistoryStore store(path, archiveRoot());
        QSignalSpy recovered(&store, &HistoryStore::recovered);
        VERIFY_OK(await(store.open()));
        QCOMPARE(recovered.size(), 0);
        VERIFY_OK(
            await(store.upsert(makeRecord(QStringLiteral("a"), QDateTime::currentDateTimeUtc()))));
        QCOMPARE(pragma(path, QStringLiteral("user_version")), QStringLiteral("2"));
    }

    void truncatedFileIsKept()
    {
        const QString path = populated(300);
        QVERIFY(!path.isEmpty());
        QByteArray bytes = readAll(path);
        QVERIFY(bytes.size() > 100000);
        bytes.truncate(bytes.size() / 2 + 123);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(bytes);
        }
        checkRecovered(path, bytes, QStringLiteral("cannot be read"));
    }

    void garbageFileIsKept()
    {
        const QString path = freshPath();
        QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
        QByteArray garbage;
        for (int i = 0; i < 8192; ++i)
            garbage.append(char((i * 7919 + 13) % 251));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(garbage);
        f.close();
        checkRecovered(path, garbage, QStringLiteral("cannot be read"));
    }

    void newerVersionIsKept()
    {
        const QString path = populated(2);
        runSql(path, {QStringLiteral("PRAGMA user_version = 99")});
        const QByteArray bytes = readAll(path);
        checkRecovered(path, bytes, QStringLiteral("newer TrainDeck (schema version 99"));
    }

    void lockedFileIsLeftAlone()
    {
        const QString path = populated(3);
        const QByteArray bytes = readAll(path);
        // Another process holds the write lock, as a second TrainDeck or an sqlite3 shell in
        // a transaction would.
        QProcess holder;
        holder.start(QStringLiteral("python3"),
                     {QStringLiteral("-c"),
                      QStringLiteral("import sqlite3, sys\n"
                                     "c = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
                                     "c.execute('BEGIN EXCLUSIVE')\n"
                                     "print('locked', flush=True)\n"
                                     "sys.stdin.read()\n"),
                      path});
        QVERIFY(holder.waitForStarted());
        QByteArray said;
        QTRY_VERIFY2_WITH_TIMEOUT((said += holder.readAllStandardOutput()).contains("locked"),
                                  holder.readAllStandardError().constData(),
                                  10000);
        {
            HistoryStore store(path, archiveRoot());
            QSignalSpy spy(&store, &HistoryStore::recovered);
            VERIFY_OK(await(store.open()));
            QTRY_COMPARE(spy.size(), 1);
            const QString message = spy.at(0).at(0).toString();
            QCOMPARE(spy.at(0).at(1).toString(), path);
            const QString active = await(store.activeDatabasePath());
            QVERIFY2(active.startsWith(path + QStringLiteral(".session-")), qPrintable(active));
            QVERIFY2(message.contains(QStringLiteral("locked by another program")),
                     qPrintable(message));
            QVERIFY2(message.contains(active), qPrintable(message));
            QVERIFY(all(store).isEmpty());
            VERIFY_OK(await(store.upsert(
                makeRecord(QStringLiteral("meanwhile"), QDateTime::currentDateTimeUtc()))));
            QCOMPARE(names(all(store)), QStringList{QStringLiteral("meanwhile")});
            // The locked file was not renamed, not touched.
            QCOMPARE(readAll(path), bytes);
            QVERIFY(QDir(QFileInfo(path).absolutePath())
                        .entryList({QStringLiteral("*.broken-*")})
                        .isEmpty());
        }
        holder.closeWriteChannel();
        QVERIFY(holder.waitForFinished(10000));
        // Once released, the original opens with its runs.
        HistoryStore store(path, archiveRoot());
        QSignalSpy spy(&store, &HistoryStore::recovered);
        VERIFY_OK(await(store.open()));
        QCOMPARE(all(store).size(), 3);
        QCOMPARE(spy.size(), 0);
    }

    void filtersEveryField()
    {
        const QString path = freshPath();
        HistoryStore store(path, archiveRoot());
        VERIFY_OK(await(store.open()));
        struct Row
        {
            QString name;
            QString created;
            JobStatus status;
            QString runtime;
            BackendKind backend;
            QString connection;
            double loss; // < 0: no loss metric
        };
        const QList<Row> rows{
            {"alpha-1",
             "2026-05-01T10:00:00Z",
             JobStatus::Complete,
             "torch-distributed",
             BackendKind::Local,
             "local",
             0.5},
            {"alpha-2",
             "2026-05-02T10:00:00Z",
             JobStatus::Failed,
             "torch-distributed",
             BackendKind::Docker,
             "unix:///run/docker.sock",
             1.5},
            {"beta_x",
             "2026-05-03T10:00:00Z",
             JobStatus::Running,
             "deepspeed",
             BackendKind::Podman,
             "unix:///run/podman.sock",
             -1},
            {"betaxx",
             "2026-05-04T10:00:00Z",
             JobStatus::Complete,
             "deepspeed",
             BackendKind::Local,
             "local",
             0.1},
            {"gam%ma",
             "2026-05-05T10:00:00Z",
             JobStatus::Complete,
             "torch-distributed",
             BackendKind::Local,
             "local",
             2.5},
        };
        for (const Row &row : rows) {
            HistoryRecord r = makeRecord(row.name, at(row.created), row.status, row.runtime);
            r.job.backend = row.backend;
            r.job.connection = row.connection;
            if (row.loss >= 0)
                r.metrics = {{QStringLiteral("loss"), row.loss, 0, 9, 10},
                             {QStringLiteral("acc"), 1 - row.loss / 10, 0, 1, 10}};
            VERIFY_OK(await(store.upsert(r)));
        }
        const auto check = [&](const HistoryFilter &f, const QStringList &expected) {
            return names(all(store, f)) == expected;
        };
        QCOMPARE(names(all(store)),
                 (QStringList{"gam%ma", "betaxx", "beta_x", "alpha-2", "alpha-1"}));
        HistoryFilter f;
        f.text = QStringLiteral("ALPHA");
        QVERIFY(check(f, {"alpha-2", "alpha-1"}));
        f.text = QStringLiteral("beta_");
        QVERIFY(check(f, {"beta_x"})); // _ is a character, not a wildcard
        f.text = QStringLiteral("%");
        QVERIFY(check(f, {"gam%ma"}));
        f.text = QStringLiteral("'; DROP TABLE runs; --");
        QVERIFY(check(f, {}));
        QCOMPARE(all(store).size(), 5);
        f = {};
        f.runtime = QStringLiteral("deepspeed");
        QVERIFY(check(f, {"betaxx", "beta_x"}));
        f = {};
        f.backend = BackendKind::Docker;
        QVERIFY(check(f, {"alpha-2"}));
        f = {};
        f.connection = QStringLiteral("local");
        QVERIFY(check(f, {"gam%ma", "betaxx", "alpha-1"}));
        f = {};
        f.status = JobStatus::Complete;
        QVERIFY(check(f, {"gam%ma", "betaxx", "alpha-1"}));
        f = {};
        f.from = QDate(2026, 5, 3);
        QVERIFY(check(f, {"gam%ma", "betaxx", "beta_x"}));
        f.to = QDate(2026, 5, 4);
        QVERIFY(check(f, {"betaxx", "beta_x"}));
        f = {};
        f.to = QDate(2026, 5, 1);
        QVERIFY(check(f, {"alpha-1"}));
        f = {};
        f.metricName = QStringLiteral("loss");
        QVERIFY(check(f, {"gam%ma", "betaxx", "alpha-2", "alpha-1"}));
        f.metricMin = 0.5;
        QVERIFY(check(f, {"gam%ma", "alpha-2", "alpha-1"}));
        f.metricMax = 1.5;
        QVERIFY(check(f, {"alpha-2", "alpha-1"}));
        f.metricMin.reset();
        QVERIFY(check(f, {"betaxx", "alpha-2", "alpha-1"}));
        f = {};
        f.metricName = QStringLiteral("nothing");
        QVERIFY(check(f, {}));
        f = {};
        f.limit = 2;
        QVERIFY(check(f, {"gam%ma", "betaxx"}));
        // Fields combine; rows keep their metrics.
        f = {};
        f.connection = QStringLiteral("local");
        f.status = JobStatus::Complete;
        f.runtime = QStringLiteral("torch-distributed");
        f.limit = 1;
        const QList<HistoryRecord> one = all(store, f);
        QCOMPARE(names(one), QStringList{"gam%ma"});
        QCOMPARE(one.first().metrics.size(), 2);
        QCOMPARE(one.first().metric(QStringLiteral("loss"))->last, 2.5);
        QCOMPARE(await(store.runtimeNames()).valueOr({}),
                 (QStringList{"deepspeed", "torch-distributed"}));
        QCOMPARE(await(store.metricNames()).valueOr({}), (QStringList{"acc", "loss"}));
    }

    void marksGoneAndRemoves()
    {
        HistoryStore store(freshPath(), archiveRoot());
        VERIFY_OK(await(store.open()));
        const QDateTime t = QDateTime::currentDateTimeUtc();
        for (const char *n : {"one", "two", "three"})
            VERIFY_OK(await(store.upsert(makeRecord(QString::fromLatin1(n), t))));
        VERIFY_OK(await(store.markGone(QStringLiteral("local"), {QStringLiteral("two")})));
        QStringList gone;
        qint64 twoId = -1;
        for (const HistoryRecord &r : all(store)) {
            if (r.goneFromBackend)
                gone << r.job.name;
            if (r.job.name == QLatin1String("two"))
                twoId = r.id;
        }
        gone.sort();
        QCOMPARE(gone, (QStringList{"one", "three"}));
        QSignalSpy removed(&store, &HistoryStore::recordsRemoved);
        QCOMPARE(await(store.remove({twoId})).valueOr(-1), 1);
        QTRY_COMPARE(removed.size(), 1);
        QCOMPARE(removed.at(0).at(0).value<QList<qint64>>(), QList<qint64>{twoId});
        QCOMPARE(all(store).size(), 2);
        QCOMPARE(await(store.record(twoId)).ok(), false);
    }

    void prunesByAgeNeverRunningNorForeign()
    {
        const QString path = freshPath();
        const QString root = archiveRoot();
        QVERIFY(QDir().mkpath(root));
        HistoryStore store(path, root);
        VERIFY_OK(await(store.open()));
        const QDateTime old = QDateTime::currentDateTimeUtc().addDays(-40);
        const QDateTime recent = QDateTime::currentDateTimeUtc().addDays(-1);
        const auto archive = [&](const QString &name, int bytes) {
            const QString dir = QDir(root).filePath(name + QStringLiteral("/logs"));
            QDir().mkpath(dir);
            QFile f(QDir(dir).filePath(QStringLiteral("node-0.log")));
            f.open(QIODevice::WriteOnly);
            f.write(QByteArray(bytes, 'x'));
            return dir;
        };
        // A foreign folder the database names, and a link in the archive leading to one.
        const QString foreign = m_dir.filePath(QStringLiteral("foreign%1").arg(m_n));
        QVERIFY(QDir().mkpath(foreign));
        QFile keep(QDir(foreign).filePath(QStringLiteral("keep.log")));
        QVERIFY(keep.open(QIODevice::WriteOnly));
        keep.write("precious");
        keep.close();
        QVERIFY(QFile::link(foreign, QDir(root).filePath(QStringLiteral("linked"))));

        HistoryRecord a = makeRecord(QStringLiteral("old-done"), old);
        a.archivedLogDir = archive(QStringLiteral("1"), 100);
        HistoryRecord b = makeRecord(QStringLiteral("old-running"), old, JobStatus::Running);
        b.archivedLogDir = archive(QStringLiteral("2"), 100);
        HistoryRecord c = makeRecord(QStringLiteral("old-foreign"), old);
        c.archivedLogDir = foreign;
        HistoryRecord d = makeRecord(QStringLiteral("old-link"), old, JobStatus::Failed);
        d.archivedLogDir = QDir(root).filePath(QStringLiteral("linked"));
        HistoryRecord e = makeRecord(QStringLiteral("recent"), recent);
        e.archivedLogDir = archive(QStringLiteral("5"), 100);
        for (const HistoryRecord &r : {a, b, c, d, e})
            VERIFY_OK(await(store.upsert(r)));

        RetentionPolicy policy;
        policy.maxAgeDays = 30;
        Result<PruneReport> report = await(store.prune(policy));
        QVERIFY(report.ok());
        QCOMPARE(report->rowsRemoved, 3);
        QCOMPARE(report->skippedRunning, 1);
        QCOMPARE(report->archivesRemoved, 1);
        QCOMPARE(report->bytesFreed, 100);
        QCOMPARE(report->problems.size(), 2);
        QStringList left = names(all(store));
        left.sort();
        QCOMPARE(left, (QStringList{"old-running", "recent"}));
        QVERIFY(!QFileInfo::exists(QDir(root).filePath(QStringLiteral("1"))));
        QVERIFY(QFileInfo::exists(b.archivedLogDir));
        QVERIFY(QFileInfo::exists(e.archivedLogDir));
        QCOMPARE(readAll(QDir(foreign).filePath(QStringLiteral("keep.log"))),
                 QByteArray("precious"));
        QVERIFY(QFileInfo(QDir(root).filePath(QStringLiteral("linked"))).isSymLink());
    }

    void prunesBySizeOldestFirst()
    {
        const QString root = archiveRoot();
        QVERIFY(QDir().mkpath(root));
        HistoryStore store(freshPath(), root);
        VERIFY_OK(await(store.open()));
        const QDateTime t0 = QDateTime::currentDateTimeUtc().addDays(-5);
        QStringList dirs;
        const QList<JobStatus> statuses{
            JobStatus::Running, JobStatus::Complete, JobStatus::Failed, JobStatus::Complete};
        for (int i = 0; i < 4; ++i) {
            const QString dir = QDir(root).filePath(QStringLiteral("%1/logs").arg(i));
            QVERIFY(QDir().mkpath(dir));
            QFile f(QDir(dir).filePath(QStringLiteral("node-0.log")));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray(1000, 'x'));
            f.close();
            HistoryRecord r
                = makeRecord(QStringLiteral("run-%1").arg(i), t0.addSecs(i), statuses[i]);
            r.archivedLogDir = dir;
            VERIFY_OK(await(store.upsert(r)));
            dirs << dir;
        }
        RetentionPolicy policy;
        policy.maxArchiveBytes = 2000;
        Result<PruneReport> report = await(store.prune(policy));
        QVERIFY(report.ok());
        QCOMPARE(report->rowsRemoved, 0);
        QCOMPARE(report->archivesRemoved, 2);
        QCOMPARE(report->bytesFreed, 2000);
        QCOMPARE(report->skippedRunning, 1);
        QVERIFY(report->problems.isEmpty());
        QVERIFY(QFileInfo::exists(dirs[0])); // running: kept though oldest
        QVERIFY(!QFileInfo::exists(QDir(root).filePath(QStringLiteral("1"))));
        QVERIFY(!QFileInfo::exists(QDir(root).filePath(QStringLiteral("2"))));
        QVERIFY(QFileInfo::exists(dirs[3]));
        for (const HistoryRecord &r : all(store)) {
            const bool pruned
                = r.job.name == QLatin1String("run-1") || r.job.name == QLatin1String("run-2");
            QCOMPARE(r.archivedLogDir.isEmpty(), pruned);
        }
        QCOMPARE(all(store).size(), 4);
    }
};

QTEST_GUILESS_MAIN(TestHistoryStore)
#include "tst_historystore.moc"
