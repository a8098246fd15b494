// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "loglineassembler.h"
#include "steplogappender.h"

#include "httpreply.h"

#include <QObject>
#include <QPointer>

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

    ContainerLogFollower(EngineClient *engine,
                         QString containerId,
                         QString logDir,
                         QString step,
                         QObject *parent = nullptr);
    ~ContainerLogFollower() override;

    void start();
    bool isRunning() const { return m_reply != nullptr; }
    /// The stream ended and the container had exited: the log is whole.
    void markComplete();
    void stop();

    static Cursor readCursor(const QString &logDir, const QString &step);
    qint64 linesWritten() const { return m_written; }

Q_SIGNALS:
    /// The stream is over. `clean`: it ended normally (usually: the container exited);
    /// otherwise `reason` says why it broke.
    void ended(bool clean, const QString &reason);

private:
    void
    onLine(Transport::LogDemuxer::Stream stream, QByteArrayView line, const LogTimestamp &time);
    void flush();
    void writeCursor();

    EngineClient *m_engine;
    QString m_containerId;
    QString m_logDir;
    QString m_step;
    Cursor m_cursor;
    Cursor m_skip; ///< lines of this replay to drop: the store has them
    Cursor m_seen; ///< lines of this replay so far, per stream
    StepLogAppender m_out;
    std::unique_ptr<LogLineAssembler> m_assembler;
    QPointer<Transport::HttpReply> m_reply;
    QTimer *m_flushTimer;
    bool m_dirty = false;
    qint64 m_written = 0;
};

} // namespace TrainDeck::Container
