// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// traindeck-cli history against a database HistoryStore wrote (as the desktop app does): the
// table and the JSON, each filter option, the default path from TRAINDECK_HISTORY_DB, prune by
// age (a running job's run stays), a damaged file kept aside with the message on stderr, and
// the usage errors.
#include "libs/history/historystore.h"
#include "tests/support/awaitresult.h"
#include "tests/support/clirun.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::History;

class TestHistoryCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;
    QString m_archive;

    CliRun cli(const QStringList &args, const QHash<QString, QString> &env = {})
    {
        QHash<QString, QString> e = env;
        e.insert(QStringLiteral("TRAINDECK_DATA_DIR"), m_dir.filePath(QStringLiteral("data")));
        return CliRun::run(args, e, 60000);
    }

    static QStringList names(const CliRun &run)
    {
        QStringList out;
        const QJsonArray a = QJsonDocument::fromJson(run.out.toUtf8()).array();
        for (const QJsonValue &v : a)
            out << v.toObject().value(QStringLiteral("name")).toString();
        return out;
    }

    QStringList query(const QStringList &options)
    {
        const CliRun run = cli(
            QStringList{
                QStringLiteral("history"), QStringLiteral("--db"), m_db, QStringLiteral("--json")}
            + options);
        if (!run.exited(0))
            return {QStringLiteral("<%1: %2>").arg(run.ended(), run.err)};
        return names(run);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath(QStringLiteral("h/history.sqlite"));
        m_archive = m_dir.filePath(QStringLiteral("h/history-archive"));
        HistoryStore store(m_db, m_archive);
        QVERIFY(await(store.open()).ok());
        const QDateTime now = QDateTime::currentDateTimeUtc();
        struct Row
        {
            const char *name;
            int ageDays;
            JobStatus status;
            BackendKind backend;
            double loss;
        };
        const QList<Row> rows{{"old-done", 40, JobStatus::Complete, BackendKind::Local, 0.5},
                              {"old-running", 41, JobStatus::Running, BackendKind::Local, 2},
                              {"fail-run", 2, JobStatus::Failed, BackendKind::Docker, 3},
                              {"good-run", 1, JobStatus::Complete, BackendKind::Local, 0.25}};
        for (const Row &row : rows) {
            JobSnapshot s;
            s.name = QString::fromLatin1(row.name);
            s.backend = row.backend;
            s.connection = row.backend == BackendKind::Docker ? QStringLiteral("unix:///d.sock")
                                                              : QStringLiteral("local");
            s.runtimeName = QStringLiteral("torch-distributed");
            s.status = row.status;
            s.numNodes = 1;
            s.created = now.addDays(-row.ageDays);
            if (row.status != JobStatus::Running)
                s.finished = s.created.addSecs(30);
            StepSnapshot st;
            st.name = QStringLiteral("node-0");
            st.state = row.status == JobStatus::Failed ? StepState::Failed : StepState::Succeeded;
            st.finishedAt = s.finished;
            s.steps = {st};
            HistoryRecord r = HistoryRecord::fromSnapshot(s);
            r.metrics = {{QStringLiteral("loss"), row.loss, row.loss, 9, 3}};
            if (row.status == JobStatus::Failed)
                r.lastErrorLine = QStringLiteral("ValueError: bad");
            Result<HistoryRecord> stored = await(store.upsert(r));
            QVERIFY(stored.ok());
            const QString logs
                = QDir(m_archive).filePath(QStringLiteral("%1/logs").arg(stored->id));
            QVERIFY(QDir().mkpath(logs));
            QFile f(QDir(logs).filePath(QStringLiteral("node-0.log")));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("loss=1\n");
            f.close();
            r.archivedLogDir = logs;
            QVERIFY(await(store.upsert(r)).ok());
        }
        QVERIFY(await(store.markGone(QStringLiteral("unix:///d.sock"), {})).ok());
    }

    void listsAndFilters()
    {
        QCOMPARE(query({}), (QStringList{"good-run", "fail-run", "old-done", "old-running"}));
        QCOMPARE(query({QStringLiteral("--name"), QStringLiteral("OLD")}),
                 (QStringList{"old-done", "old-running"}));
        QCOMPARE(query({QStringLiteral("--status"), QStringLiteral("failed")}),
                 QStringList{"fail-run"});
        QCOMPARE(query({QStringLiteral("--backend"), QStringLiteral("docker")}),
                 QStringList{"fail-run"});
        QCOMPARE(query({QStringLiteral("--connection"), QStringLiteral("local")}),
                 (QStringList{"good-run", "old-done", "old-running"}));
        QCOMPARE(query({QStringLiteral("--runtime"), QStringLiteral("nothing")}), QStringList{});
        QCOMPARE(query({QStringLiteral("--metric"),
                        QStringLiteral("loss"),
                        QStringLiteral("--min"),
                        QStringLiteral("0.3"),
                        QStringLiteral("--max"),
                        QStringLiteral("2.5")}),
                 (QStringList{"old-done", "old-running"}));
        const QString today = QDate::currentDate().toString(Qt::ISODate);
        const QString weekAgo = QDate::currentDate().addDays(-7).toString(Qt::ISODate);
        QCOMPARE(query({QStringLiteral("--from"), weekAgo, QStringLiteral("--to"), today}),
                 (QStringList{"good-run", "fail-run"}));
        QCOMPARE(query({QStringLiteral("--limit"), QStringLiteral("1")}), QStringList{"good-run"});

        // The JSON of a failed run that its backend forgot.
        const CliRun run = cli({QStringLiteral("history"),
                                QStringLiteral("--db"),
                                m_db,
                                QStringLiteral("--json"),
                                QStringLiteral("--status"),
                                QStringLiteral("Failed")});
        QVERIFY2(run.exited(0), qPrintable(run.ended() + run.err));
        const QJsonObject o = QJsonDocument::fromJson(run.out.toUtf8()).array().at(0).toObject();
        QCOMPARE(o.value(QStringLiteral("backend")).toString(), QStringLiteral("docker"));
        QCOMPARE(o.value(QStringLiteral("status")).toString(), QStringLiteral("Failed"));
        QCOMPARE(o.value(QStringLiteral("failedStep")).toString(), QStringLiteral("node-0"));
        QCOMPARE(o.value(QStringLiteral("lastErrorLine")).toString(),
                 QStringLiteral("ValueError: bad"));
        QCOMPARE(o.value(QStringLiteral("goneFromBackend")).toBool(), true);
        const QJsonObject loss = o.value(QStringLiteral("metrics")).toArray().at(0).toObject();
        QCOMPARE(loss.value(QStringLiteral("name")).toString(), QStringLiteral("loss"));
        QCOMPARE(loss.value(QStringLiteral("last")).toDouble(), 3.0);
        QCOMPARE(loss.value(QStringLiteral("max")).toDouble(), 9.0);

        // The table, from the database TRAINDECK_HISTORY_DB names.
        const CliRun table
            = cli({QStringLiteral("history")}, {{QStringLiteral("TRAINDECK_HISTORY_DB"), m_db}});
        QVERIFY2(table.exited(0), qPrintable(table.ended() + table.err));
        const QStringList lines = table.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 5);
        QVERIFY2(lines[0].startsWith(QStringLiteral("ID  NAME")), qPrintable(lines[0]));
        QVERIFY2(lines[2].contains(QStringLiteral("fail-run")), qPrintable(table.out));
        QVERIFY2(lines[2].contains(QStringLiteral("Failed (GONE)")), qPrintable(table.out));
        QVERIFY2(lines[2].contains(QStringLiteral("loss=3")), qPrintable(table.out));
    }

    void usageErrors()
    {
        for (const QStringList &args :
             {QStringList{QStringLiteral("--status"), QStringLiteral("done")},
              QStringList{QStringLiteral("--from"), QStringLiteral("yesterday")},
              QStringList{QStringLiteral("--min"), QStringLiteral("1")},
              QStringList{QStringLiteral("--limit"), QStringLiteral("0")},
              QStringList{QStringLiteral("prune")},
              QStringList{
                  QStringLiteral("prune"), QStringLiteral("--older-than"), QStringLiteral("x")},
              QStringList{QStringLiteral("extra")}}) {
            const CliRun run
                = cli(QStringList{QStringLiteral("history"), QStringLiteral("--db"), m_db} + args);
            QVERIFY2(run.exited(2), qPrintable(args.join(u' ') + u' ' + run.ended()));
            QVERIFY2(!run.err.isEmpty(), qPrintable(args.join(u' ')));
        }
    }

    void prunesByAge()
    {
        const CliRun run = cli({QStringLiteral("history"),
                                QStringLiteral("prune"),
                                QStringLiteral("--db"),
                                m_db,
                                QStringLiteral("--older-than"),
                                QStringLiteral("30")});
        QVERIFY2(run.exited(0), qPrintable(run.ended() + run.err));
        QCOMPARE(run.out,
                 QStringLiteral("removed 1 runs and 1 archives (7 bytes); left 1 runs that still "
                                "run\n"));
        QCOMPARE(query({}), (QStringList{"good-run", "fail-run", "old-running"}));
        QCOMPARE(QDir(m_archive).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size(), 3);
    }

    void damagedDatabaseIsKept()
    {
        const QString db = m_dir.filePath(QStringLiteral("bad/history.sqlite"));
        QVERIFY(QDir().mkpath(QFileInfo(db).absolutePath()));
        QFile f(db);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(4096, '\x5a'));
        f.close();
        const CliRun run = cli({QStringLiteral("history"), QStringLiteral("--db"), db});
        QVERIFY2(run.exited(0), qPrintable(run.ended() + run.err));
        const QStringList kept = QDir(QFileInfo(db).absolutePath())
                                     .entryList({QStringLiteral("history.sqlite.broken-*")});
        QCOMPARE(kept.size(), 1);
        QVERIFY2(run.err.contains(QDir(QFileInfo(db).absolutePath()).filePath(kept.first())),
                 qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("nothing was deleted")), qPrintable(run.err));
        QFile k(QDir(QFileInfo(db).absolutePath()).filePath(kept.first()));
        QVERIFY(k.open(QIODevice::ReadOnly));
        QCOMPARE(k.readAll(), QByteArray(4096, '\x5a'));
    }
};

QTEST_GUILESS_MAIN(TestHistoryCli)
#include "tst_historycli.moc"
