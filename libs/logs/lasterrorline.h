// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/logs/logsource.h"

#include <QByteArrayView>
#include <QString>

#include <optional>

namespace TrainDeck::Logs {

/// The line that says why a step failed, for a failure notification or a history row: the
/// last line of the log that is either the final exception line of a Python traceback
/// ("ValueError: bad shape") or a line LogLine::severity() rates Error or Critical.
///
/// A traceback runs from its "Traceback (most recent call last):" header through its indented
/// frames to the first line that is not indented: that line is the exception. Frames never
/// count on their own (source lines in them may well say ERROR), and a header left open at the
/// end of the log gives the header itself. Text before the header on its line (a launcher's
/// "[rank0]: " prefix) is the prefix of every line of that traceback and is cut from the
/// exception line. Pure: reads only what it is given.
class LastErrorLine
{
public:
    struct Found
    {
        qint64 line = -1; ///< its number in the source (0-based)
        QString text;     ///< without escapes or surrounding blanks, at most MaxLength chars

        bool operator==(const Found &) const = default;
    };

    /// Only this many lines before the end are looked at: a failure is told at the end.
    static constexpr qint64 DefaultMaxLines = 20000;
    static constexpr int MaxLength = 400;

    /// Over the lines the source has now (call its refresh() first).
    static std::optional<Found> find(const LogSource &source, qint64 maxLines = DefaultMaxLines);
    /// Over a log's bytes, lines split at '\n'.
    static std::optional<Found> find(QByteArrayView log, qint64 maxLines = DefaultMaxLines);
    /// Over the step's files in a log folder (see LogFormat); nothing when it has no log.
    /// Reads files: call it off the UI thread.
    static std::optional<Found>
    findInStep(const QString &logDir, const QString &step, qint64 maxLines = DefaultMaxLines);
};

} // namespace TrainDeck::Logs
