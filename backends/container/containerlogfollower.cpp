// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/container/containerlogfollower.h"

#include "backends/container/engineclient.h"
#include "libs/transport/httpreply.h"

#include "core/files/safefs.h"

#include <QDateTime>
#include <QElapsedTimer>
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
    request({}, {}, true, false, [this](Result<nlohmann::json> r) {
        Q_EMIT ended(r.ok(), r.ok() ? QString() : r.error().message);
    });
}

void ContainerLogFollower::poll(bool final)
{
    if (final)
        return read(true, 0);
    // Podman stamps lines with whole seconds, and a read `since` a second sends all of that
    // second again: polled open-ended, a flood's newest second went over the wire every time.
    // So each poll reads whole seconds only, up to the second of the newest line, which a
    // one-line read from the end names cheaply (Podman reads the file backwards for it, while
    // every other read parses the file from its start). conmon writes lines in the order of
    // their times, so every line of an earlier second is in the file by then.
    EngineClient::LogOptions opts;
    opts.follow = false;
    opts.timestamps = true;
    opts.tail = 1;
    auto newest = std::make_shared<LogLineAssembler>(
        true, [](LogDemuxer::Stream, QByteArrayView, const LogTimestamp &) {});
    m_reply = m_engine->logs(
        m_containerId,
        opts,
        [newest](LogDemuxer::Stream s, QByteArrayView data, bool start, bool end) {
            newest->frame(s, data, start, end);
        },
        [this, newest](Result<nlohmann::json> r) {
            m_reply = nullptr;
            if (m_stopping)
                return;
            if (!r)
                return readFailed(r.error().message);
            qint64 second = 0;
            for (auto s : {LogDemuxer::Stream::Stdout, LogDemuxer::Stream::Stderr})
                second = qMax(second, newest->lineEndTime(s).seconds);
            if (m_finishing)
                return read(true, 0);
            if (second > readStart())
                return read(false, second);
            // The newest second is not whole yet. When it stays the newest for a second of
            // ours, the log has gone quiet: read it open-ended once, or its last lines wait
            // for the next line or the container's exit ('burning', then a long computation).
            if (second != m_quietSecond) {
                m_quietSecond = second;
                m_quietRead = false;
                m_quietClock.start();
            } else if (second > 0 && !m_quietRead && m_quietClock.elapsed() >= 1000) {
                m_quietRead = true;
                return read(false, 0);
            }
            scheduleNextPoll();
        });
}

qint64 ContainerLogFollower::readStart() const
{
    if (m_bounded)
        return m_boundUntil;
    if (!m_sawAll || (m_perSecond[0].isEmpty() && m_perSecond[1].isEmpty()))
        return 0;
    qint64 since = qMax(m_perSecond[0].isEmpty() ? 0 : m_perSecond[0].lastKey(),
                        m_perSecond[1].isEmpty() ? 0 : m_perSecond[1].lastKey());
    if (m_pendingSince > 0)
        since = qMin(since, m_pendingSince);
    return since;
}

void ContainerLogFollower::read(bool final, qint64 until)
{
    // Where this read starts (readStart()), and which of its lines the store has:
    //  - after a read that got every line up to a second, at that second, skipping nothing:
    //    a line cut across it goes on in the same assembler;
    //  - else, after open-ended reads, at the oldest second that may hold a line not stored
    //    whole (the newest stored second, or an earlier one where an unfinished line began),
    //    skipping by count, per stream, the lines of those seconds that the store has;
    //  - else (the first read here, or after one broke) the whole log, skipping per stream
    //    what the store has.
    // `until` > 0: whole seconds only, up to before that one, which poll() knows is in the
    // file; the next read goes on from there. 0: to the end of the log (the final read, or a
    // quiet log's newest second).
    const bool goOn = m_bounded;
    const qint64 since = readStart();
    const qint64 keepFrom = qMin(since, m_pendingSince > 0 ? m_pendingSince : since) - 60;
    if (goOn) {
        m_skip = {};
    } else if (since > 0) {
        for (int si = 0; si < 2; ++si) {
            qint64 n = 0;
            for (auto it = m_perSecond[si].lowerBound(since); it != m_perSecond[si].end(); ++it)
                n += it.value();
            (si ? m_skip.stderrLines : m_skip.stdoutLines) = n;
            // Those lines are seen again now; older ones never will be.
            while (!m_perSecond[si].isEmpty() && m_perSecond[si].lastKey() >= since)
                m_perSecond[si].remove(m_perSecond[si].lastKey());
        }
    } else {
        m_skip = m_cursor;
        m_perSecond[0].clear();
        m_perSecond[1].clear();
    }
    for (auto &perSecond : m_perSecond)
        while (!perSecond.isEmpty() && perSecond.firstKey() < keepFrom)
            perSecond.remove(perSecond.firstKey());
    m_bounded = false;
    // Up to the last nanosecond before `until`: Podman's `until` keeps a line stamped exactly
    // on it, which the next read, `since` that second, would send again.
    const QString before
        = until > 0 ? QString::number(until - 1) + QStringLiteral(".999999999") : QString();
    request(since > 0 ? QString::number(since) : QString(),
            before,
            false,
            goOn,
            [this, final, until](Result<nlohmann::json> r) {
                if (!r)
                    return readFailed(r.error().message);
                // Fewer lines than the store has: they lie past `until` (a restart after a
                // read to the end); the next read starts over from the cursor.
                m_sawAll = m_seen.stdoutLines >= m_skip.stdoutLines
                           && m_seen.stderrLines >= m_skip.stderrLines;
                m_pendingSince = m_assembler ? m_assembler->pendingSince() : 0;
                m_bounded = until > 0 && m_sawAll;
                m_boundUntil = until;
                if (final || m_finishing) {
                    if (!final)
                        return read(true, 0); // on to the end
                    markComplete();
                    Q_EMIT completed();
                    return;
                }
                scheduleNextPoll();
            });
}

void ContainerLogFollower::readFailed(const QString &reason)
{
    // A read cut short (an engine restart, an SSH master killed) may not have seen again
    // every stored line of the seconds it started from, whose counts read() dropped for it,
    // and may have left the assembler inside a line: the next read starts over from the
    // cursor. Reading on from those counts stored such lines twice.
    m_sawAll = false;
    m_bounded = false;
    m_perSecond[0].clear();
    m_perSecond[1].clear();
    m_finishing = false;
    Q_EMIT ended(false, reason);
}

void ContainerLogFollower::scheduleNextPoll()
{
    QTimer::singleShot(nextPollDelayMs(), this, [this] {
        if (!m_reply && !m_stopping && !m_cursor.complete)
            poll(m_finishing);
    });
}

int ContainerLogFollower::nextPollDelayMs() const
{
    // Podman parses the whole log file for every read, whatever `since` says (measured: 1.8 s
    // for a 100 MB log to answer with nothing), so a read's cost grows with the log. Waiting
    // PollCostFactor times as long as the last read took keeps the engine's time spent on
    // this log under a fifth, at the price of a later view of a very long log's new lines.
    const qint64 paced = m_lastReadMs * PollCostFactor;
    return int(qBound(qint64(m_pollIntervalMs), paced, qint64(MaxPollIntervalMs)));
}

void ContainerLogFollower::request(const QString &since,
                                   const QString &until,
                                   bool follow,
                                   bool keepAssembler,
                                   std::function<void(Result<nlohmann::json>)> done)
{
    m_seen = {};
    m_refused = false;
    if (!keepAssembler || !m_assembler)
        m_assembler = std::make_unique<LogLineAssembler>(
            true, [this](LogDemuxer::Stream s, QByteArrayView line, const LogTimestamp &t) {
                onLine(s, line, t);
            });
    EngineClient::LogOptions opts;
    opts.follow = follow;
    opts.timestamps = true;
    opts.since = since;
    opts.until = until;
    ++m_reads;
    m_readClock.start();
    m_reply = m_engine->logs(
        m_containerId,
        opts,
        [this](LogDemuxer::Stream s, QByteArrayView data, bool start, bool end) {
            m_bytesRead += data.size();
            m_assembler->frame(s, data, start, end);
        },
        [this, done = std::move(done)](Result<nlohmann::json> r) {
            m_reply = nullptr;
            m_lastReadMs = m_readClock.elapsed();
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
    // The counts per second and the assembler describe lines the store may not have: the
    // next read starts over from the cursor, skipping what the store took.
    m_sawAll = false;
    m_bounded = false;
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
