// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"

#include <QStringList>

class QSqlDatabase;

namespace TrainDeck::History {

/// The history database's schema and its versions (docs/history.md). The version lives in
/// `PRAGMA user_version`. A new database is made by running every migration from version 0,
/// so the code that turns an old database into the current one is the code every database
/// went through: the DDL of each old version stays in the migration that starts from it.
///
/// | version | what                                                                    |
/// |---------|-------------------------------------------------------------------------|
/// | 1       | runs (one row per run, unique by connection, name and created time)     |
/// | 2       | runs.archived_log_dir and runs.gone; metrics (a summary per metric);    |
/// |         | indexes for every filter                                                |
class HistorySchema
{
public:
    static constexpr int CurrentVersion = 2;

    /// The statements that take an empty database (version 0) to `version`, exactly as the
    /// migrations run them. Tests build old databases with them.
    static QStringList statementsToVersion(int version);
    /// The statements that take a database of `from` to from + 1.
    static QStringList migrationFrom(int from);
    /// Runs the migrations from `from` to CurrentVersion and sets user_version, all inside
    /// the caller's transaction.
    static Result<void> migrate(QSqlDatabase &db, int from);
};

} // namespace TrainDeck::History
