// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/container/containerlogfollower.h"

#include "backends/container/engineclient.h"
#include "libs/transport/httpreply.h"

#include "core/files/safefs.h"

#include <QDateTime>
#include <QFile>
#include <QTimer>

namespace TrainDeck::Container {

using Transport::LogDemuxer;

namespace {
QString cursorPath(const QString &logDir, const QString &step)
{
    return logDir + QLatin1Char('/') + step + QStringLiteral(".cursor");
}
} // namespace

ContainerLogFollower::ContainerLogFollower(EngineClient *engine,
                                           QString containerId,
                                           QString logDir,
                                           QString step,
                                           bool poll,
                                           QObject *parent)
    : QObject(parent)
    , m_engine(engine)
    , m_containerId(std::move(containerId))
    , m_logDir(std::move(logDir))
    , m_step(std::move(step))
    , m_flushTimer(new QTimer(this))
{
    // Readers see new lines within a fifth of a second; writes stay batched.
    m_pollMode = poll;
    m_flushTimer->setInterval(200);
    connect(m_flushTimer, &QTimer::timeout, this, &ContainerLogFollower::flush);
}

ContainerLogFollower::~ContainerLogFollower()
{
    stop();
}

ContainerLogFollower::Cursor ContainerLogFollower::readCursor(const QString &logDir,
                                                              const QString &step)
{
    Cursor c;
    QFile f(cursorPath(logDir, step));
    if (!f.open(QIODevice::ReadOnly))
        return c;
    const QList<QByteArray> parts = f.readAll().simplified().split(' ');
    if (parts.size() >= 2) {
        c.stdoutLines = parts[0].toLongLong();
        c.stderrLines = parts[1].toLongLong();
    }
    c.complete = parts.size() >= 3 && parts[2] == "complete";
    return c;
}

void ContainerLogFollower::writeCursor()
{
    (void)SafeFs::replaceFile(cursorPath(m_logDir, m_step),
                              QByteArray::number(m_cursor.stdoutLines) + ' '
                                  + QByteArray::number(m_cursor.stderrLines)
                                  + (m_cursor.complete ? " complete\n" : "\n"));
}

bool ContainerLogFollower::openWriter()
{
    m_cursor = readCursor(m_logDir, m_step);
    auto w = Logs::LogWriter::openStep(m_logDir, m_step);
    if (!w) {
        Q_EMIT ended(false, w.error().message);
        return false;
    }
    m_out = std::move(*w);
    if (m_maxPending > 0)
        m_out->setMaxPendingBytes(m_maxPending);
    return true;
}

void ContainerLogFollower::start()
{
    if (m_reply)
        return;
    if (m_finishing) {
        // The container has exited: what is left is the final read, not a new stream.
        poll(true);
        return;
    }
    // The cursor file on the first start; after that the cursor in memory, which counts
    // what the store took, also what waits in memory for a full disk (the file cannot be
    // written then, and reading it back would store those lines twice).
    if (!m_out) {
        m_cursor = readCursor(m_logDir, m_step);
        if (m_cursor.complete || !openWriter())
            return;
    }
    if (m_cursor.complete)
        return;
    if (m_pollMode)
        return poll(false);
    // The whole log, skipping per stream what the store has: exact whatever the order of
    // the two streams in this replay.
    m_skip = m_cursor;
    request({}, true, [this](Result<nlohmann::json> r) {
        Q_EMIT ended(r.ok(), r.ok() ? QString() : r.error().message);
    });
}

void ContainerLogFollower::poll(bool final)
{
    // From the oldest second that may hold a line we have not stored whole: the newest
    // stored second, or an earlier one where an unfinished line began. Lines of those
    // seconds that the store has are skipped by count, per stream.
    qint64 since = 0;
    if (m_sawAll && (!m_perSecond[0].isEmpty() || !m_perSecond[1].isEmpty())) {
        since = qMax(m_perSecond[0].isEmpty() ? 0 : m_perSecond[0].lastKey(),
                     m_perSecond[1].isEmpty() ? 0 : m_perSecond[1].lastKey());
        if (m_pendingSince > 0)
            since = qMin(since, m_pendingSince);
        for (int si = 0; si < 2; ++si) {
            qint64 n = 0;
            for (auto it = m_perSecond[si].lowerBound(since); it != m_perSecond[si].end(); ++it)
                n += it.value();
            (si ? m_skip.stderrLines : m_skip.stdoutLines) = n;
            // Those lines are seen again now; older ones never will be.
            while (!m_perSecond[si].isEmpty() && m_perSecond[si].lastKey() >= since)
                m_perSecond[si].remove(m_perSecond[si].lastKey());
            while (!m_perSecond[si].isEmpty() && m_perSecond[si].firstKey() < since - 60)
                m_perSecond[si].remove(m_perSecond[si].firstKey());
        }
    } else {
        // Nothing counted yet in this session: the whole log, skipping what is stored.
        m_skip = m_cursor;
        m_perSecond[0].clear();
        m_perSecond[1].clear();
    }
    request(since > 0 ? QString::number(since) : QString(),
            false,
            [this, final](Result<nlohmann::json> r) {
                if (!r) {
                    // A read cut short (an engine restart, an SSH master killed) may not
                    // have seen again every stored line of the seconds it started from, whose
                    // counts poll() dropped for it: the next read starts over from the
                    // cursor. Reading on from those counts stored such lines twice.
                    m_sawAll = false;
                    m_perSecond[0].clear();
                    m_perSecond[1].clear();
                    m_finishing = false;
                    Q_EMIT ended(false, r.error().message);
                    return;
                }
                m_sawAll = m_seen.stdoutLines >= m_skip.stdoutLines
                           && m_seen.stderrLines >= m_skip.stderrLines;
                if (final || m_finishing) {
                    if (!final)
                        return poll(true);
                    markComplete();
                    Q_EMIT completed();
                    return;
                }
                m_pendingSince = m_assembler ? m_assembler->pendingSince() : 0;
                QTimer::singleShot(m_pollIntervalMs, this, [this] {
                    if (!m_reply && !m_stopping && !m_cursor.complete)
                        poll(false);
                });
            });
}

void ContainerLogFollower::request(const QString &since,
                                   bool follow,
                                   std::function<void(Result<nlohmann::json>)> done)
{
    m_seen = {};
    m_refused = false;
    m_assembler = std::make_unique<LogLineAssembler>(
        true, [this](LogDemuxer::Stream s, QByteArrayView line, const LogTimestamp &t) {
            onLine(s, line, t);
        });
    EngineClient::LogOptions opts;
    opts.follow = follow;
    opts.timestamps = true;
    opts.since = since;
    m_reply = m_engine->logs(
        m_containerId,
        opts,
        [this](LogDemuxer::Stream s, QByteArrayView data, bool start, bool end) {
            m_assembler->frame(s, data, start, end);
        },
        [this, done = std::move(done)](Result<nlohmann::json> r) {
            m_reply = nullptr;
            m_flushTimer->stop();
            if (m_stopping)
                return;
            flush();
            // Its end came before the refusal was acted on: not the end of the log.
            if (m_refused)
                return dropRead(m_refusedWhy);
            done(r);
        });
    m_flushTimer->start();
}

void ContainerLogFollower::finishAfterExit()
{
    // A read in flight runs the final one when it ends (see poll(), and start()'s stream,
    // whose end comes back here). Without one, the final read must start now: returning
    // because an earlier call set m_finishing left the log without its complete mark for
    // good, and `train --follow` waiting for it.
    if (m_stopping || m_cursor.complete || (m_finishing && m_reply))
        return;
    if (!m_out && !openWriter())
        return;
    if (m_cursor.complete)
        return;
    m_finishing = true;
    // A poll in flight finishes first and then runs the final one (see poll()).
    if (!m_reply)
        poll(true);
}

void ContainerLogFollower::onLine(LogDemuxer::Stream stream,
                                  QByteArrayView line,
                                  const LogTimestamp &t)
{
    const int si = stream == LogDemuxer::Stream::Stderr ? 1 : 0;
    qint64 &seen = si ? m_seen.stderrLines : m_seen.stdoutLines;
    const qint64 skip = si ? m_skip.stderrLines : m_skip.stdoutLines;
    const bool stored = ++seen <= skip;
    // Counted by the second the line ended in, not the one it began in: a line that Podman
    // (one frame per read of the pipe) or Docker (16 KiB frames) cut across a second comes
    // back from `since` that second as its tail alone, which must take the place of the whole
    // line in the count, or the next stored line is written twice.
    const LogTimestamp &end = m_assembler->lineEndTime(stream);
    if (const qint64 second = end.seconds > 0 ? end.seconds : t.seconds; second > 0)
        ++m_perSecond[si][second];
    if (stored || m_refused)
        return;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const qint64 ms = t.seconds > 0 ? t.storedMsecs(now) : now;
    const qint64 before = m_out->size();
    if (auto r = m_out->append(line, ms); !r) {
        report(r.error());
        if (m_out->size() == before && !line.isEmpty()) {
            // Refused, not kept: this line and those after it come again with the next read,
            // from the cursor, which does not count them.
            m_refused = true;
            m_refusedWhy = r.error().message;
            QTimer::singleShot(0, this, [this] {
                if (m_refused)
                    dropRead(m_refusedWhy);
            });
            return;
        }
    } else if (m_out->pendingBytes() == 0) {
        m_reported = false;
    }
    ++(si ? m_cursor.stderrLines : m_cursor.stdoutLines);
    ++m_written;
    m_dirty = true;
}

void ContainerLogFollower::report(const Error &error)
{
    if (!std::exchange(m_reported, true))
        Q_EMIT problem(error);
}

void ContainerLogFollower::dropRead(const QString &reason)
{
    // The counts per second describe lines the store may not have: the next read starts
    // over from the cursor, skipping what the store took.
    m_sawAll = false;
    m_perSecond[0].clear();
    m_perSecond[1].clear();
    abortRead();
    m_dirty = true;
    flush();
    m_refused = false;
    Q_EMIT ended(false, reason);
}

void ContainerLogFollower::flush()
{
    if (!m_dirty)
        return;
    m_dirty = false;
    if (m_out) {
        if (auto r = m_out->flush(); !r)
            report(r.error());
        else
            m_reported = false;
    }
    writeCursor();
}

void ContainerLogFollower::markComplete()
{
    if (m_assembler)
        m_assembler->finish();
    m_cursor.complete = true;
    m_dirty = true;
    flush();
    m_out.reset();
}

void ContainerLogFollower::abortRead()
{
    m_flushTimer->stop();
    if (m_reply) {
        // Its end must not run the read's own completion (m_stopping).
        QPointer<Transport::HttpReply> r = m_reply;
        m_reply = nullptr;
        m_stopping = true;
        r->abort();
        m_stopping = false;
    }
}

void ContainerLogFollower::stop()
{
    abortRead();
    flush();
}

} // namespace TrainDeck::Container
