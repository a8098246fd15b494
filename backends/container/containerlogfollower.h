// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "backends/container/loglineassembler.h"
#include "libs/logs/logwriter.h"

#include "libs/transport/httpreply.h"

#include <QElapsedTimer>
#include <QMap>
#include <QObject>

#include <QPointer>
#include <nlohmann/json.hpp>

class QTimer;

namespace TrainDeck::Container {

class EngineClient;

/// Copies one container's log into the log store while it runs, exactly once.
///
/// Each step's store has a cursor file (<step>.cursor: lines taken from stdout and from
/// stderr, and whether the log is complete). A follower asks the engine for the whole log
/// and skips, per stream, the lines the store already has, so a stream cut by an engine
/// restart or a TrainDeck restart resumes without losing or repeating a line, whatever
/// order the engine interleaves the two streams in this time.
class ContainerLogFollower final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ContainerLogFollower)

public:
    struct Cursor
    {
        qint64 stdoutLines = 0;
        qint64 stderrLines = 0;
        bool complete = false;
    };

    /// `poll`: read the log in repeated non-following requests instead of one following
    /// stream. Podman 4.3's following stream drops frames when a container writes fast
    /// (measured here: 108,057 of 200,325 frames), while its plain reads are whole.
    ContainerLogFollower(EngineClient *engine,
                         QString containerId,
                         QString logDir,
                         QString step,
                         bool poll,
                         QObject *parent = nullptr);
    ~ContainerLogFollower() override;

    void start();
    bool isRunning() const { return m_reply != nullptr; }
    bool pollMode() const { return m_pollMode; }
    /// The container has exited and the follow stream ended: reads what the stream did not
    /// deliver (Podman ends a follow stream at exit before it has sent the whole log), from
    /// the last stored second on, then marks the log complete and emits completed().
    void finishAfterExit();
    void stop();

    static Cursor readCursor(const QString &logDir, const QString &step);
    qint64 linesWritten() const { return m_written; }
    /// What the engine sent, in log bytes (timestamps included), over every read so far, and
    /// how many reads that took: the price of reading by polls, which bench_podmanpoll weighs.
    qint64 bytesRead() const { return m_bytesRead; }
    int reads() const { return m_reads; }
    /// What the store may hold in memory while its disk is full (LogWriter's bound).
    void setMaxPendingBytes(qsizetype bytes) { m_maxPending = bytes; }

Q_SIGNALS:
    /// The stream is over. `clean`: it ended normally (usually: the container exited);
    /// otherwise `reason` says why it broke.
    void ended(bool clean, const QString &reason);
    /// The whole log is in the store.
    void completed();
    /// The store cannot take the log (a full or read-only disk), said once until it takes
    /// it again. What it could not take is read again from the engine later: none is lost.
    void problem(const TrainDeck::Error &error);

private:
    /// One read of the log from `since` (unix seconds; empty: the start) to before `until`
    /// (empty: the end). `keepAssembler`: the read goes on where the last one stopped, so a
    /// line it left unfinished goes on too.
    void request(const QString &since,
                 const QString &until,
                 bool follow,
                 bool keepAssembler,
                 std::function<void(Result<nlohmann::json>)> done);
    void markComplete();
    /// The pause before the next poll: longer as reads grow dearer (see the definition).
    int nextPollDelayMs() const;
    /// Poll mode: asks for the newest line's second, then read()s up to it. `final`: the
    /// container has exited; one open-ended read to the end of the log.
    void poll(bool final);
    /// One poll's read, up to before the second `until` (0 with `final`: to the end).
    void read(bool final, qint64 until);
    /// The second the next read starts at (0: the start of the log); see read().
    qint64 readStart() const;
    void readFailed(const QString &reason);
    void scheduleNextPoll();
    void
    onLine(Transport::LogDemuxer::Stream stream, QByteArrayView line, const LogTimestamp &time);
    void flush();
    void writeCursor();
    void report(const Error &error);
    /// The cursor file, and the store's writer; false (and ended()) when it cannot open.
    bool openWriter();
    /// Ends the read after the store refused a line: the lines from it on are read again
    /// by the next read, which the owner starts after ended(false).
    void dropRead(const QString &reason);
    /// Ends the read in flight, if any, without its completion running.
    void abortRead();

    EngineClient *m_engine;
    QString m_containerId;
    QString m_logDir;
    QString m_step;
    Cursor m_cursor;
    Cursor m_skip; ///< lines of this replay to drop: the store has them
    Cursor m_seen; ///< lines of this replay so far, per stream
    /// Per stream (0 stdout, 1 stderr): how many lines of each recent second the store
    /// has, so a read `since` a second knows what to skip.
    QMap<qint64, qint64> m_perSecond[2];
    bool m_sawAll = false;     ///< the last read got past every stored line
    qint64 m_pendingSince = 0; ///< second where an unfinished line began, 0: none
    /// The last read got every line before m_boundUntil (a second): the next one starts there,
    /// in the same assembler, skipping nothing.
    bool m_bounded = false;
    qint64 m_boundUntil = 0;
    /// The newest second the last poll found, since when, and whether it was read open-ended.
    qint64 m_quietSecond = 0;
    QElapsedTimer m_quietClock;
    bool m_quietRead = false;
    bool m_pollMode = false;
    bool m_finishing = false;
    int m_pollIntervalMs = 250;
    static constexpr int PollCostFactor = 4;
    static constexpr int MaxPollIntervalMs = 5000;
    QElapsedTimer m_readClock;
    qint64 m_lastReadMs = 0;
    std::unique_ptr<Logs::LogWriter> m_out;
    std::unique_ptr<LogLineAssembler> m_assembler;
    QPointer<Transport::HttpReply> m_reply;
    QTimer *m_flushTimer;
    bool m_dirty = false;
    bool m_stopping = false;
    qint64 m_written = 0;
    qint64 m_bytesRead = 0;
    int m_reads = 0;
    qsizetype m_maxPending = 0; ///< 0: LogWriter's default
    bool m_refused = false;     ///< this read hit a line the store refused
    QString m_refusedWhy;
    bool m_reported = false; ///< problem() said, not taken back by a write since
};

} // namespace TrainDeck::Container
