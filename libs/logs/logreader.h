// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/logs/logsource.h"

#include <QFile>
#include <QString>

#include <vector>

namespace TrainDeck::Logs {

/// Reads one step's `<step>.log` and `<step>.idx` (see LogFormat) by mapping both files, so
/// that only the lines a view asks for are ever touched: ten million lines cost a few pages.
///
/// The files may grow while they are read (a LogWriter in another thread or process):
/// refresh() maps them again. Lines the log already holds but the index does not yet (the
/// local backend indexes on its poll tick) are found by scanning the unindexed tail and get
/// the last known time. Line numbers are the same as counting '\n' from the start of the log.
/// Not thread-safe: use it from one thread (LogSearch opens the files on its own).
class LogReader final : public LogSource
{
public:
    LogReader(QString logPath, QString indexPath);
    static LogReader forStep(const QString &dir, const QString &step);
    LogReader(LogReader &&other) noexcept;
    ~LogReader() override;
    Q_DISABLE_COPY(LogReader)

    qint64 refresh() override;
    qint64 lineCount() const override { return m_indexed + qint64(m_tail.size()); }
    QByteArrayView line(qint64 i) const override;
    qint64 lineTime(qint64 i) const override;
    int lineStep(qint64) const override { return 0; }
    QStringList stepNames() const override { return {m_step}; }

    /// Byte offset in the log where line `i` starts (i == lineCount() gives byteSize()).
    qint64 lineOffset(qint64 i) const;
    /// Log bytes known at the last refresh().
    qint64 byteSize() const { return m_logSize; }
    /// The last line ends with '\n' (false while a line is still being written).
    bool lastLineComplete() const;
    QString logPath() const { return m_logPath; }
    QString indexPath() const { return m_indexPath; }
    void setStepName(const QString &step) { m_step = step; }
    /// The index stopped matching the log at some line (see refresh()); the lines after it
    /// come from scanning the log, with the time of the last line the index knew.
    bool indexDamaged() const { return m_indexDamaged; }

private:
    void reset();
    bool remap(QFile &file, uchar *&map, qint64 &mappedSize, qint64 size);
    qint64 recordOffset(qint64 i) const;
    qint64 recordTime(qint64 i) const;
    void scanTail();

    QString m_logPath;
    QString m_indexPath;
    QString m_step;
    QFile m_log;
    QFile m_index;
    uchar *m_logMap = nullptr;
    uchar *m_indexMap = nullptr;
    qint64 m_logMapped = 0;
    qint64 m_indexMapped = 0;
    qint64 m_logSize = 0;
    qint64 m_indexed = 0;       ///< trusted index records
    std::vector<qint64> m_tail; ///< starts of lines after the last indexed one
    qint64 m_tailScanned = 0;   ///< tail bytes up to here were scanned
    qint64 m_tailTime = 0;
    bool m_indexDamaged = false;
};

} // namespace TrainDeck::Logs
