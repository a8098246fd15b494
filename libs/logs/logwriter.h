// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>

#include <memory>

namespace TrainDeck::Logs {

/// Appends one step's output to `<step>.log` and its line index to `<step>.idx` (format: see
/// LogFormat). One writer per step file; not thread-safe (one thread appends).
///
/// Writes are buffered: bytes reach the files when the buffer passes flushThreshold(), when
/// more than maxLatencyMs() passed since the last flush at the next append(), or on flush().
/// Call flush() when a burst ends (e.g. at the end of each read-ready handler) so that views
/// see the last lines. The .log is always written before the .idx records that point into it,
/// so a reader never sees a record past the end of the log.
///
/// Reopening existing files resumes: a torn index record is cut, lines the log holds but the
/// index misses (crash between the two writes) are indexed with the last known time, and
/// whether the next byte starts a line is read from the end of the log.
class LogWriter
{
    Q_DECLARE_TR_FUNCTIONS(LogWriter)
    Q_DISABLE_COPY_MOVE(LogWriter)

public:
    ~LogWriter();

    static Result<std::unique_ptr<LogWriter>> open(const QString &logPath,
                                                   const QString &indexPath);
    /// The writer of `step` in the job log folder `dir` (created if needed).
    static Result<std::unique_ptr<LogWriter>> openStep(const QString &dir, const QString &step);

    /// Appends raw bytes that arrived at `msecs`; a record is added for every line that starts
    /// in them (a line starts at the first byte after a '\n', and at the very first byte).
    /// When the disk is full (or fails) the bytes are kept, in order, and written by a later
    /// append() or flush(); the error says so. Nothing is written twice or skipped. Only
    /// when MaxPendingBytes already wait is `bytes` refused (an error, and nothing of it
    /// kept): the caller keeps it.
    Result<void> append(QByteArrayView bytes, qint64 msecs);
    /// Writes what waits; an error (a full disk) leaves the rest waiting for the next call.
    Result<void> flush();

    /// Lines started so far (the index record count, buffered ones included).
    qint64 lineCount() const { return m_lines; }
    /// Bytes in the log, buffered ones included.
    qint64 size() const { return m_size; }
    /// The next byte appended starts a new line.
    bool atLineStart() const { return m_atLineStart; }
    /// The line from which the index on disk did not match the log when it was opened, and
    /// was rebuilt from the log; -1 when it matched (a log cut by a crash is not a mismatch).
    qint64 repairedFrom() const { return m_repairedFrom; }

    /// What a full disk may leave waiting in memory (see append()).
    static constexpr qsizetype MaxPendingBytes = 64 * 1024 * 1024;
    /// Bytes of the log and index not written yet: buffered, or refused by a full disk.
    qsizetype pendingBytes() const { return m_logBuf.size() + m_indexBuf.size(); }

    /// Below MaxPendingBytes where memory is tighter (and in tests, to reach it quickly).
    void setMaxPendingBytes(qsizetype bytes) { m_maxPending = qMin(bytes, MaxPendingBytes); }
    qsizetype maxPendingBytes() const { return m_maxPending; }
    void setFlushThreshold(qsizetype bytes) { m_threshold = bytes; }
    qsizetype flushThreshold() const { return m_threshold; }
    void setMaxLatencyMs(int ms) { m_maxLatencyMs = ms; }
    int maxLatencyMs() const { return m_maxLatencyMs; }

private:
    LogWriter() = default;
    Result<void> resume();
    void addRecord(qint64 offset, qint64 msecs);

    QFile m_log;
    QFile m_index;
    QByteArray m_logBuf;
    QByteArray m_indexBuf;
    qint64 m_size = 0;
    qint64 m_lines = 0;
    bool m_atLineStart = true;
    qint64 m_repairedFrom = -1;
    qsizetype m_threshold = 256 * 1024;
    qsizetype m_maxPending = MaxPendingBytes;
    int m_maxLatencyMs = 100;
    QElapsedTimer m_sinceFlush;
};

} // namespace TrainDeck::Logs
