// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/history/historyschema.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace TrainDeck::History {

namespace {

/// Version 1: the runs. Times are milliseconds since the epoch (UTC), NULL when unknown; an
/// unknown created time is 0 so that the unique key still holds (NULLs are all distinct).
QStringList from0()
{
    return {
        QStringLiteral("CREATE TABLE runs ("
                       "id INTEGER PRIMARY KEY AUTOINCREMENT,"
                       "connection TEXT NOT NULL,"
                       "name TEXT NOT NULL,"
                       "created_ms INTEGER NOT NULL,"
                       "backend TEXT NOT NULL,"
                       "runtime TEXT NOT NULL DEFAULT '',"
                       "framework TEXT NOT NULL DEFAULT '',"
                       "num_nodes INTEGER NOT NULL DEFAULT 0,"
                       "started_ms INTEGER,"
                       "finished_ms INTEGER,"
                       "status TEXT NOT NULL,"
                       "reason TEXT NOT NULL DEFAULT '',"
                       "message TEXT NOT NULL DEFAULT '',"
                       "failed_step TEXT NOT NULL DEFAULT '',"
                       "last_error_line TEXT NOT NULL DEFAULT '',"
                       "spec_yaml TEXT NOT NULL DEFAULT '',"
                       "plan_json TEXT NOT NULL DEFAULT '',"
                       "steps_json TEXT NOT NULL DEFAULT '[]',"
                       "events_json TEXT NOT NULL DEFAULT '[]',"
                       "extra_json TEXT NOT NULL DEFAULT '{}',"
                       "first_seen_ms INTEGER,"
                       "last_seen_ms INTEGER,"
                       "UNIQUE (connection, name, created_ms))"),
        QStringLiteral("CREATE INDEX runs_created ON runs (created_ms)"),
    };
}

/// Version 2: what outlives the backend (the archived logs' folder, the gone flag), the
/// metric summaries, and an index for each filter so that 10,000 runs filter in
/// milliseconds.
QStringList from1()
{
    return {
        QStringLiteral("ALTER TABLE runs ADD COLUMN archived_log_dir TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE runs ADD COLUMN gone INTEGER NOT NULL DEFAULT 0"),
        QStringLiteral("CREATE TABLE metrics ("
                       "run_id INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,"
                       "name TEXT NOT NULL,"
                       "last REAL NOT NULL,"
                       "min REAL NOT NULL,"
                       "max REAL NOT NULL,"
                       "count INTEGER NOT NULL,"
                       "PRIMARY KEY (run_id, name)) WITHOUT ROWID"),
        QStringLiteral("CREATE INDEX metrics_name_last ON metrics (name, last)"),
        QStringLiteral("CREATE INDEX runs_status ON runs (status, created_ms)"),
        QStringLiteral("CREATE INDEX runs_runtime ON runs (runtime, created_ms)"),
        QStringLiteral("CREATE INDEX runs_backend ON runs (backend, created_ms)"),
        QStringLiteral("CREATE INDEX runs_connection ON runs (connection, created_ms)"),
        QStringLiteral("CREATE INDEX runs_archived ON runs (archived_log_dir) "
                       "WHERE archived_log_dir != ''"),
    };
}

} // namespace

QStringList HistorySchema::migrationFrom(int from)
{
    switch (from) {
    case 0:
        return from0();
    case 1:
        return from1();
    default:
        return {};
    }
}

QStringList HistorySchema::statementsToVersion(int version)
{
    QStringList out;
    for (int v = 0; v < version && v < CurrentVersion; ++v)
        out += migrationFrom(v);
    return out;
}

Result<void> HistorySchema::migrate(QSqlDatabase &db, int from)
{
    for (int v = from; v < CurrentVersion; ++v) {
        for (const QString &statement : migrationFrom(v)) {
            QSqlQuery q(db);
            if (!q.exec(statement))
                return Error::make(Error::Kind::Io,
                                   QCoreApplication::translate("HistorySchema",
                                                               "Could not update the history "
                                                               "database from version %1: %2")
                                       .arg(v)
                                       .arg(q.lastError().text()));
        }
    }
    QSqlQuery q(db);
    // The version is a number we own, never user text.
    if (!q.exec(QStringLiteral("PRAGMA user_version = %1").arg(CurrentVersion)))
        return Error::make(Error::Kind::Io, q.lastError().text());
    return {};
}

} // namespace TrainDeck::History
