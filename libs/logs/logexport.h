// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace TrainDeck::Logs {

class LogReader;
class LogSource;

/// Writes logs out of the store, never truncated.
class LogExport
{
    Q_DECLARE_TR_FUNCTIONS(LogExport)

public:
    /// The whole log of one step: a byte-exact copy of its .log as far as `reader` has seen.
    static Result<void> wholeStep(const LogReader &reader, const QString &path);
    /// Lines of `source` (all of them when `lines` is null), each as its raw bytes and '\n';
    /// with `stepPrefix`, each line starts with "[step] " (the merged view).
    static Result<void> lines(const LogSource &source,
                              const std::vector<qint64> *lines,
                              const QString &path,
                              bool stepPrefix);
    /// Lines [first, last] of `source` (or of the mapping `lines` when not null).
    static Result<void> lineRange(const LogSource &source,
                                  const std::vector<qint64> *lines,
                                  qint64 first,
                                  qint64 last,
                                  const QString &path,
                                  bool stepPrefix);
};

} // namespace TrainDeck::Logs
