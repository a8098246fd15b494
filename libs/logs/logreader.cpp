// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/logs/logreader.h"

#include "libs/logs/logformat.h"

#include <QFileInfo>
#include <QtEndian>

#include <cstring>

namespace TrainDeck::Logs {

namespace {

constexpr qint64 RecordSize = LogFormat::RecordSize;

} // namespace

LogReader::LogReader(QString logPath, QString indexPath)
    : m_logPath(std::move(logPath))
    , m_indexPath(std::move(indexPath))
{
    m_step = QFileInfo(m_logPath).completeBaseName();
    m_log.setFileName(m_logPath);
    m_index.setFileName(m_indexPath);
}

LogReader LogReader::forStep(const QString &dir, const QString &step)
{
    LogReader r(LogFormat::logFile(dir, step), LogFormat::indexFile(dir, step));
    r.m_step = step;
    return r;
}

LogReader::LogReader(LogReader &&other) noexcept
    : LogReader(other.m_logPath, other.m_indexPath)
{
    m_step = other.m_step;
    other.reset();
}

LogReader::~LogReader()
{
    reset();
}

void LogReader::reset()
{
    if (m_logMap)
        m_log.unmap(m_logMap);
    if (m_indexMap)
        m_index.unmap(m_indexMap);
    m_logMap = m_indexMap = nullptr;
    m_logMapped = m_indexMapped = 0;
    m_logSize = 0;
    m_indexed = 0;
    m_indexDamaged = false;
    m_tail.clear();
    m_tailScanned = 0;
    m_tailTime = 0;
    m_log.close();
    m_index.close();
}

bool LogReader::remap(QFile &file, uchar *&map, qint64 &mappedSize, qint64 size)
{
    if (size == mappedSize)
        return true;
    if (map)
        file.unmap(map);
    map = nullptr;
    mappedSize = 0;
    if (size == 0)
        return true;
    // A fresh mapping of the grown file; pages already read stay in the page cache.
    map = file.map(0, size);
    if (!map)
        return false;
    mappedSize = size;
    return true;
}

qint64 LogReader::recordOffset(qint64 i) const
{
    return qFromLittleEndian<qint64>(m_indexMap + i * RecordSize);
}

qint64 LogReader::recordTime(qint64 i) const
{
    return qFromLittleEndian<qint64>(m_indexMap + i * RecordSize + 8);
}

qint64 LogReader::refresh()
{
    if (!m_log.isOpen() && !m_log.open(QIODevice::ReadOnly))
        return lineCount();
    if (!m_index.isOpen() && m_index.exists())
        (void)m_index.open(QIODevice::ReadOnly);
    const qint64 logSize = m_log.size();
    if (logSize < m_logSize) {
        // The log was replaced (a job of the same name ran again): start over.
        const QString step = m_step;
        reset();
        m_step = step;
        if (!m_log.open(QIODevice::ReadOnly))
            return 0;
        if (m_index.exists())
            (void)m_index.open(QIODevice::ReadOnly);
    }
    if (!remap(m_log, m_logMap, m_logMapped, logSize))
        return lineCount();
    m_logSize = logSize;
    const qint64 idxSize = m_index.isOpen() ? m_index.size() / RecordSize * RecordSize : 0;
    if (!m_indexDamaged && idxSize >= m_indexMapped
        && remap(m_index, m_indexMap, m_indexMapped, idxSize)) {
        qint64 records = idxSize / RecordSize;
        // Trust only records inside the log we mapped.
        while (records > m_indexed && recordOffset(records - 1) >= m_logSize)
            --records;
        // ... and only those that start a line, each after the one before. From the first
        // that does not, the index is not this log's (damaged, or another run's): the lines
        // are then found by scanning the log, as for the unindexed tail.
        const char *log = reinterpret_cast<const char *>(m_logMap);
        qint64 prev = m_indexed > 0 ? recordOffset(m_indexed - 1) : -1;
        for (qint64 i = m_indexed; i < records; ++i) {
            const qint64 off = recordOffset(i);
            const bool lineStart
                = i == 0 ? off == 0 : off > prev && off < m_logSize && log[off - 1] == '\n';
            if (!lineStart) {
                m_indexDamaged = true;
                records = i;
                break;
            }
            prev = off;
        }
        if (records != m_indexed) {
            m_indexed = records;
            m_tailTime = recordTime(records - 1);
            const qint64 last = recordOffset(records - 1);
            // Tail lines that are now indexed leave the tail.
            auto it = std::upper_bound(m_tail.begin(), m_tail.end(), last);
            m_tail.erase(m_tail.begin(), it);
            m_tailScanned = qMax(m_tailScanned, last);
        }
    }
    scanTail();
    return lineCount();
}

void LogReader::scanTail()
{
    if (m_logSize == 0)
        return;
    if (m_indexed == 0 && m_tail.empty()) {
        m_tail.push_back(0);
        m_tailScanned = 0;
    }
    const char *p = reinterpret_cast<const char *>(m_logMap);
    qint64 pos = m_tailScanned;
    while (pos < m_logSize) {
        const void *nl = std::memchr(p + pos, '\n', size_t(m_logSize - pos));
        if (!nl) {
            pos = m_logSize;
            break;
        }
        const qint64 start = static_cast<const char *>(nl) - p + 1;
        if (start < m_logSize)
            m_tail.push_back(start);
        pos = start;
    }
    // Rescan next time from the last line's start while it is unterminated, or from its
    // '\n': the line after it starts once the log grows.
    m_tailScanned = p[m_logSize - 1] != '\n' ? lineOffset(lineCount() - 1) : m_logSize - 1;
}

qint64 LogReader::lineOffset(qint64 i) const
{
    if (i < 0)
        return 0;
    if (i < m_indexed)
        return recordOffset(i);
    const qint64 t = i - m_indexed;
    if (t < qint64(m_tail.size()))
        return m_tail[size_t(t)];
    return m_logSize;
}

QByteArrayView LogReader::line(qint64 i) const
{
    if (i < 0 || i >= lineCount() || !m_logMap)
        return {};
    const qint64 start = lineOffset(i);
    const qint64 end = lineOffset(i + 1);
    if (start >= end || end > m_logSize)
        return {};
    const char *p = reinterpret_cast<const char *>(m_logMap) + start;
    qint64 n = end - start;
    // Cut at the first '\n': a line is never longer, even while the index lags the log.
    if (const void *nl = std::memchr(p, '\n', size_t(n)))
        n = static_cast<const char *>(nl) - p;
    if (n > 0 && p[n - 1] == '\r')
        --n;
    return QByteArrayView(p, n);
}

qint64 LogReader::lineTime(qint64 i) const
{
    if (i < 0 || i >= lineCount())
        return 0;
    if (i < m_indexed)
        return recordTime(i);
    return m_tailTime;
}

bool LogReader::lastLineComplete() const
{
    return m_logSize == 0 || m_logMap[m_logSize - 1] == '\n';
}

} // namespace TrainDeck::Logs
