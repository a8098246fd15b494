// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"

#include <QFuture>
#include <QList>
#include <QObject>
#include <QRegularExpression>

#include <functional>
#include <vector>

namespace TrainDeck::Logs {

class LogReader;

/// What to look for: a plain string (case-sensitive or not) or a regular expression,
/// matched against each line's bytes decoded as UTF-8 (without its "\n" / "\r\n"), and
/// without its escape sequences when it has any (LogLine::stripEscapes).
struct LogSearchQuery
{
    QString pattern;
    bool caseSensitive = false;
    bool regex = false;

    bool isEmpty() const { return pattern.isEmpty(); }
    bool operator==(const LogSearchQuery &) const = default;
};

/// A stretch of one step's log to search: lines from `firstLine`, which starts at byte
/// `startOffset`, up to byte `endOffset`.
struct LogSearchRange
{
    QString logPath;
    qint64 firstLine = 0;
    qint64 startOffset = 0;
    qint64 endOffset = 0;
};

/// Finds the lines of a log that match a query, off the UI thread.
///
/// Plain strings are searched as bytes over the log file read in large chunks (memmem, or a
/// case-folding Boyer-Moore-Horspool for ASCII patterns), and line numbers come from counting
/// '\n' with SIMD; no line is decoded. Regular expressions and non-ASCII case-insensitive
/// patterns decode line by line. The search reads its own copy of the file (pread-style
/// reads, no mapping), so it never races the reader a view uses and adds no resident memory.
///
/// A filter is the same result used as a line mapping by the view.
class LogSearch final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogSearch)

public:
    using Results = std::vector<std::vector<qint64>>; ///< matching lines, per range
    /// Called with bytes done and total; return false to cancel.
    using Progress = std::function<bool(qint64 done, qint64 total)>;

    explicit LogSearch(QObject *parent = nullptr);
    ~LogSearch() override;

    /// The lines of `reader` from `fromLine` on, as far as its last refresh() saw.
    static LogSearchRange rangeOf(const LogReader &reader, qint64 fromLine = 0);
    /// Synchronous: the matching line numbers (ascending) of `range`.
    static Result<std::vector<qint64>> findLines(const LogSearchRange &range,
                                                 const LogSearchQuery &query,
                                                 const Progress &progress = {});
    /// Does `line` (one line's bytes) match? The slow reference used for highlighting.
    static bool matches(QByteArrayView line, const LogSearchQuery &query);

    /// Starts searching in a worker (QThreadPool); cancels a search still running.
    void start(const QList<LogSearchRange> &ranges, const LogSearchQuery &query);
    void cancel();
    bool isRunning() const;
    /// The last finished search's results (one list per range).
    const Results &results() const { return m_results; }
    LogSearchQuery query() const { return m_query; }

Q_SIGNALS:
    /// 0..1000 over the bytes to search.
    void progressChanged(int permille);
    /// The search ended; `ok` is false when it was cancelled or failed.
    void finished(bool ok);

private:
    QFuture<Results> m_future;
    QObject *m_watcher = nullptr;
    Results m_results;
    LogSearchQuery m_query;
    quint64 m_generation = 0;
};

} // namespace TrainDeck::Logs
