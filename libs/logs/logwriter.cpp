// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/logs/logwriter.h"

#include "libs/logs/logformat.h"
#include "libs/logs/logstorelogging.h"

#include "core/files/safefs.h"

#include <QDir>
#include <QFileInfo>
#include <QtEndian>

#include <cerrno>
#include <climits>
#include <cstring>
#include <unistd.h>

namespace TrainDeck::Logs {

namespace {

constexpr qint64 RecordSize = LogFormat::RecordSize;

Error ioError(const QString &what, const QFile &f)
{
    return Error::make(Error::Kind::Io,
                       QStringLiteral("%1 %2: %3").arg(what, f.fileName(), f.errorString()))
        .at(f.fileName());
}

/// Writes `buf` at the file's position: what was written leaves `buf`, what was not stays
/// for the next try (a full disk takes part of a write, then nothing). Returns errno, 0 when
/// all of it was written.
int writePending(QFile &f, QByteArray &buf)
{
    const int fd = f.handle();
    qsizetype done = 0;
    int err = 0;
    while (done < buf.size()) {
        const ssize_t n = ::write(fd, buf.constData() + done, size_t(buf.size() - done));
        if (n > 0) {
            done += n;
        } else if (n < 0 && errno == EINTR) {
            continue;
        } else {
            err = n < 0 ? errno : ENOSPC;
            break;
        }
    }
    if (done == buf.size())
        buf.resize(0);
    else
        buf.remove(0, done);
    return err;
}

} // namespace

LogWriter::~LogWriter()
{
    (void)flush();
}

Result<std::unique_ptr<LogWriter>> LogWriter::openStep(const QString &dir, const QString &step)
{
    if (auto made = SafeFs::makeDirs(dir, SafeFs::PrivateDir); !made)
        return Error::make(
            Error::Kind::Io,
            tr("cannot create the log folder %1: %2").arg(dir, made.error().message));
    return open(LogFormat::logFile(dir, step), LogFormat::indexFile(dir, step));
}

Result<std::unique_ptr<LogWriter>> LogWriter::open(const QString &logPath, const QString &indexPath)
{
    std::unique_ptr<LogWriter> w(new LogWriter);
    w->m_log.setFileName(logPath);
    w->m_index.setFileName(indexPath);
    // Own buffers instead of QFile's: one write() per flush, never per line.
    const auto mode = QIODevice::ReadWrite | QIODevice::Unbuffered;
    // Logs are private (0600 whatever the umask) and never written through a link.
    const auto privateMode = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
    for (QFile *f : {&w->m_log, &w->m_index})
        if (QFileInfo(f->fileName()).isSymLink())
            return Error::make(Error::Kind::Io,
                               tr("%1 is a symbolic link; TrainDeck does not write logs "
                                  "through links. Remove it.")
                                   .arg(f->fileName()));
    if (!w->m_log.open(mode) || !w->m_log.setPermissions(privateMode))
        return ioError(tr("cannot open the log"), w->m_log);
    if (!w->m_index.open(mode) || !w->m_index.setPermissions(privateMode))
        return ioError(tr("cannot open the log index"), w->m_index);
    if (Result<void> r = w->resume(); !r)
        return r.error();
    w->m_logBuf.reserve(w->m_threshold + 4096);
    w->m_sinceFlush.start();
    return w;
}

Result<void> LogWriter::resume()
{
    const qint64 logSize = m_log.size();
    qint64 idxSize = m_index.size();
    qint64 records = idxSize / RecordSize;
    // Only records that describe this log are kept: each one the start of a line, after the
    // one before it, inside the log. The first that is not (a cut log, a torn or foreign
    // index, garbage) ends the trusted part; the lines after it are indexed again below.
    qint64 lastOffset = -1;
    qint64 lastTime = 0;
    qint64 trusted = 0;
    if (records > 0 && logSize > 0) {
        const uchar *log = m_log.map(0, logSize);
        if (!log)
            return ioError(tr("cannot read the log"), m_log);
        if (!m_index.seek(0))
            return ioError(tr("cannot read the log index"), m_index);
        constexpr qint64 ChunkRecords = 64 * 1024;
        QByteArray chunk;
        bool damaged = false;
        bool stopped = false;
        qint64 cutAt = -1;
        qint64 lastPastEnd = -1;
        for (qint64 seen = 0; seen < records && !stopped;) {
            const qint64 n = qMin(ChunkRecords, records - seen);
            seen += n;
            chunk = m_index.read(n * RecordSize);
            if (chunk.size() != n * RecordSize) {
                m_log.unmap(const_cast<uchar *>(log));
                return ioError(tr("cannot read the log index"), m_index);
            }
            for (qint64 i = 0; i < n && !stopped; ++i) {
                const char *rec = chunk.constData() + i * RecordSize;
                const qint64 off = qFromLittleEndian<qint64>(rec);
                if (cutAt >= 0) {
                    // After a record past the end, only more of them, in order, make a cut.
                    if (off <= lastPastEnd) {
                        damaged = true;
                        stopped = true;
                    }
                    lastPastEnd = off;
                    continue;
                }
                // The next line start exactly: no '\n' between the previous record and this
                // one but the one just before it, so no line is skipped either.
                const bool next
                    = trusted == 0
                          ? off == 0
                          : off > lastOffset && off < logSize && log[off - 1] == '\n'
                                && std::memchr(log + lastOffset, '\n', size_t(off - 1 - lastOffset))
                                       == nullptr;
                if (next) {
                    lastOffset = off;
                    lastTime = qFromLittleEndian<qint64>(rec + 8);
                    ++trusted;
                } else if (trusted > 0 && off >= logSize && off > lastOffset) {
                    cutAt = trusted; // the log was cut below its index (a lost write)
                    lastPastEnd = off;
                } else {
                    damaged = true;
                    stopped = true;
                }
            }
        }
        m_log.unmap(const_cast<uchar *>(log));
        if (damaged) {
            m_repairedFrom = trusted;
            qCWarning(lcLogs).noquote()
                << tr("The log index %1 did not match its log from line %2 on; the lines "
                      "after it were indexed again from the log.")
                       .arg(m_index.fileName())
                       .arg(trusted + 1);
        }
    }
    records = trusted;
    if (records * RecordSize != idxSize && !m_index.resize(records * RecordSize))
        return ioError(tr("cannot repair the log index"), m_index);
    m_lines = records;
    m_size = logSize;
    if (logSize == 0) {
        m_atLineStart = true;
    } else {
        // Lines the log holds after the last indexed one were never indexed: index them now
        // with the last known time (or the log's modification time when there is none).
        qint64 pos = lastOffset;
        if (pos < 0) {
            lastTime = QFileInfo(m_log).lastModified().toMSecsSinceEpoch();
            addRecord(0, lastTime);
            pos = 0;
        }
        if (!m_log.seek(pos))
            return ioError(tr("cannot read the log"), m_log);
        QByteArray chunk;
        char last = '\n';
        while (pos < logSize) {
            chunk = m_log.read(qMin<qint64>(4 * 1024 * 1024, logSize - pos));
            if (chunk.isEmpty())
                return ioError(tr("cannot read the log"), m_log);
            const char *p = chunk.constData();
            const qsizetype n = chunk.size();
            for (const char *nl = static_cast<const char *>(std::memchr(p, '\n', n)); nl;
                 nl = static_cast<const char *>(std::memchr(nl + 1, '\n', p + n - nl - 1))) {
                const qint64 start = pos + (nl - p) + 1;
                if (start < logSize)
                    addRecord(start, lastTime);
                if (nl + 1 == p + n)
                    break;
            }
            last = chunk.back();
            pos += n;
        }
        m_atLineStart = last == '\n';
    }
    if (!m_log.seek(logSize) || !m_index.seek(records * RecordSize))
        return ioError(tr("cannot seek in the log"), m_log);
    return flush();
}

void LogWriter::addRecord(qint64 offset, qint64 msecs)
{
    char rec[RecordSize];
    qToLittleEndian<qint64>(offset, rec);
    qToLittleEndian<qint64>(msecs, rec + 8);
    m_indexBuf.append(rec, RecordSize);
    ++m_lines;
}

Result<void> LogWriter::append(QByteArrayView bytes, qint64 msecs)
{
    const qsizetype n = bytes.size();
    if (n == 0)
        return {};
    if (m_logBuf.size() + n > m_maxPending && m_logBuf.size() >= qMin(m_threshold, m_maxPending)) {
        // The disk has taken nothing for a while: retry, and refuse what does not fit in
        // memory rather than grow without end. The caller keeps it (an engine's log can
        // be read again from its cursor).
        if (Result<void> r = flush(); !r && m_logBuf.size() + n > m_maxPending)
            return Error::make(
                       Error::Kind::Io,
                       tr("%1 Its last %2 MiB wait in memory, which is all TrainDeck keeps; "
                          "newer output is not stored until there is space again.")
                           .arg(r.error().message)
                           .arg(m_logBuf.size() / (1024 * 1024)))
                .at(m_log.fileName());
    }
    const char *p = bytes.data();
    // While earlier bytes wait for space, these queue behind them.
    const bool direct = n >= m_threshold && m_logBuf.isEmpty();
    if (direct) {
        // Buffered bytes first, and no record of this chunk may reach the index before it.
        if (Result<void> r = flush(); !r)
            return r;
    }
    if (m_atLineStart)
        addRecord(m_size, msecs);
    for (const char *nl = static_cast<const char *>(std::memchr(p, '\n', n)); nl;
         nl = static_cast<const char *>(std::memchr(nl + 1, '\n', p + n - nl - 1))) {
        if (nl + 1 == p + n)
            break;
        addRecord(m_size + (nl - p) + 1, msecs);
    }
    m_atLineStart = p[n - 1] == '\n';
    if (direct) {
        // Large chunks skip the buffer; what the disk does not take waits in it.
        QByteArray chunk = QByteArray::fromRawData(p, n);
        const int err = writePending(m_log, chunk);
        if (err)
            m_logBuf.append(chunk.constData(), chunk.size()); // a deep copy of the rest
        m_size += n;
        return flush();
    }
    m_logBuf.append(p, n);
    m_size += n;
    if (m_logBuf.size() >= m_threshold || m_indexBuf.size() >= m_threshold
        || m_sinceFlush.elapsed() >= m_maxLatencyMs)
        return flush();
    return {};
}

Result<void> LogWriter::flush()
{
    m_sinceFlush.restart();
    // The index only after all of the log it points into.
    const auto failed = [this](const QString &what, const QFile &f, int err) {
        QString advice;
        if (err == ENOSPC || err == EDQUOT)
            advice = tr("The disk is full. %n byte(s) of this log wait in memory and are "
                        "written, in order, once there is space: free space on that disk or "
                        "move the data folder (Preferences, Data).",
                        nullptr,
                        int(qMin<qsizetype>(m_logBuf.size() + m_indexBuf.size(), INT_MAX)));
        else if (err == EROFS)
            advice = tr("The file system is read-only: choose a data folder on a writable "
                        "disk (Preferences, Data, or TRAINDECK_DATA_DIR).");
        return Error::make(
                   Error::Kind::Io,
                   QStringLiteral("%1 %2: %3 %4")
                       .arg(what, f.fileName(), QString::fromLocal8Bit(strerror(err)), advice)
                       .trimmed())
            .at(f.fileName());
    };
    if (!m_logBuf.isEmpty()) {
        if (const int err = writePending(m_log, m_logBuf))
            return failed(tr("cannot write the log"), m_log, err);
    }
    if (!m_indexBuf.isEmpty()) {
        if (const int err = writePending(m_index, m_indexBuf))
            return failed(tr("cannot write the log index"), m_index, err);
    }
    return {};
}

} // namespace TrainDeck::Logs
