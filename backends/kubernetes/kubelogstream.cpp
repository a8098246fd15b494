// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/kubernetes/kubelogstream.h"

#include "backends/kubernetes/kubeclient.h"

namespace TrainDeck::Kubernetes {

KubeLogStream::KubeLogStream(
    KubeClient *client, QString nameSpace, QString pod, Options options, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_nameSpace(std::move(nameSpace))
    , m_pod(std::move(pod))
    , m_options(std::move(options))
{}

KubeLogStream::~KubeLogStream()
{
    stop();
}

void KubeLogStream::start()
{
    if (!m_client || m_stream)
        return;
    m_stopped = false;
    const Options &o = m_options;
    KubeCall call;
    call.target
        = KubeResource::pods().path(m_nameSpace, m_pod, QStringLiteral("log")) + '?'
          + KubeClient::query(
              {{"container", o.container},
               {"follow", o.follow ? QStringLiteral("true") : QString()},
               {"timestamps", o.timestamps ? QStringLiteral("true") : QString()},
               {"sinceTime",
                o.sinceTime.isValid() ? o.sinceTime.toUTC().toString(Qt::ISODate) : QString()},
               {"tailLines", o.tailLines >= 0 ? QString::number(o.tailLines) : QString()},
               {"limitBytes", o.limitBytes > 0 ? QString::number(o.limitBytes) : QString()},
               {"previous", o.previous ? QStringLiteral("true") : QString()}});
    if (call.target.endsWith('?'))
        call.target.chop(1);
    call.accept = "*/*";
    call.context = m_client->context(
        QStringLiteral("get"), KubeResource::pods(), m_nameSpace, m_pod + QStringLiteral("/log"));
    m_stream = m_client->stream(
        call,
        [this](QByteArrayView bytes) {
            if (m_stopped)
                return;
            m_bytes += bytes.size();
            Q_EMIT data(bytes.toByteArray());
        },
        [this](std::optional<Error> error) {
            if (m_stopped)
                return;
            if (!error) {
                Q_EMIT opened();
                return;
            }
            m_error = std::move(error);
            m_finished = true;
            Q_EMIT finished();
        },
        [this](std::optional<Error> error) {
            if (m_stopped)
                return;
            m_error = std::move(error);
            m_finished = true;
            Q_EMIT finished();
        });
    // Ours: when this object goes, the stream goes with it, before any callback can run.
    m_stream->setParent(this);
}

void KubeLogStream::stop()
{
    m_stopped = true;
    if (QObject *stream = std::exchange(m_stream, nullptr))
        stream->deleteLater();
}

} // namespace TrainDeck::Kubernetes
