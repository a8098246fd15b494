// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/resourcesample.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <nlohmann/json.hpp>

#include <map>

namespace TrainDeck::Transport {
class HttpReply;
}

namespace TrainDeck::Container {

class ContainerJob;
class EngineClient;

/// Measures one watched job: keeps one stats stream (`GET /containers/{id}/stats?stream=1`)
/// open per running step container, decodes each object (ContainerStats) and emits it as a
/// sample. Docker sends one per second, Podman one every five. A stream ends when its
/// container stops; a step whose container is replaced (a restart) gets a new stream at the
/// next update(); a stream that broke while its container runs is opened again after a
/// pause. Lives in the worker thread; deleting it closes every stream.
class ContainerStatsFollower final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ContainerStatsFollower)

public:
    /// Pause before a broken stream of a still running container is opened again.
    static constexpr int retryMsecs = 2000;

    ContainerStatsFollower(QString jobName, QObject *parent = nullptr);
    ~ContainerStatsFollower() override;

    /// Opens streams for `job`'s running containers and closes those of the others, through
    /// `engine`. Says resourcesUnavailable (once) when no container of the job runs.
    void update(const ContainerJob &job, EngineClient *engine);
    /// Closes every stream (the engine went away or the job is being removed); the next
    /// update() opens them again.
    void closeAll();
    /// Steps with an open stream, for tests and diagnostics.
    QStringList streaming() const;

Q_SIGNALS:
    void sampled(const QString &job, const QList<TrainDeck::ResourceSample> &samples);
    void unavailable(const QString &job, const QString &reason);
    /// A stream ended or broke: call update() again in a moment to open what still runs.
    void refreshWanted(int delayMs);

private:
    struct Stream
    {
        QString containerId;
        QPointer<Transport::HttpReply> reply; ///< null once ended
        qint64 retryAt = 0; ///< after an end: not reopened before this (ms since the epoch)
    };

    void open(const QString &step, const QString &containerId, EngineClient *engine);
    void onSample(const QString &step, const nlohmann::json &object);
    void onEnded(const QString &step, Transport::HttpReply *reply);
    /// Aborts a reply later: never from inside its own callbacks.
    static void abortLater(QPointer<Transport::HttpReply> reply);

    QString m_job;
    QHash<QString, int> m_gpus;          ///< step -> GPUs the plan asked for
    std::map<QString, Stream> m_streams; ///< step -> its stream
    bool m_saidUnavailable = false;
};

} // namespace TrainDeck::Container
