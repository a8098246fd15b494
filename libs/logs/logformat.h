// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <QStringList>

namespace TrainDeck::Logs {

/// The on-disk layout of a job's log folder, shared by every writer and reader.
///
/// Per step: `<step>.log` holds the raw bytes the step printed (appended, never rewritten);
/// `<step>.idx` holds one 16-byte little-endian record per line start: the byte offset of the
/// line in the .log (qint64), then the time the line arrived (qint64 msecs since the epoch).
/// Records are appended; a torn last record (crash mid-write) is ignored by readers.
/// The local backend (backends/local/steplogindex.cpp) writes the same format.
class LogFormat
{
public:
    static constexpr qint64 RecordSize = 16;

    static QString logFile(const QString &dir, const QString &step);
    static QString indexFile(const QString &dir, const QString &step);
    /// The steps with a .log file in `dir`, in step order: dataset-initializer,
    /// model-initializer, node-0..node-N (numerically), then any others by name.
    static QStringList steps(const QString &dir);
    /// Sort key helper for step order (see steps()).
    static bool stepLess(const QString &a, const QString &b);
};

} // namespace TrainDeck::Logs
