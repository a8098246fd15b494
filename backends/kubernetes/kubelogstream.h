// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/error.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>

#include <optional>

namespace TrainDeck::Kubernetes {

class KubeClient;

/// One container's log (GET /api/v1/namespaces/NS/pods/POD/log), whole or followed as it is
/// written. The bytes arrive as the server sends them; lines may be cut anywhere.
class KubeLogStream final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(KubeLogStream)

public:
    struct Options
    {
        QString container; ///< empty: the pod's only container
        bool follow = false;
        bool timestamps = false; ///< each line starts with an RFC 3339 time and a space
        QDateTime sinceTime;     ///< only lines written at or after it
        int tailLines = -1;      ///< the last N lines only; -1: all
        qint64 limitBytes = 0;   ///< 0: no limit
        bool previous = false;   ///< the log of the container before the last restart
    };

    KubeLogStream(KubeClient *client,
                  QString nameSpace,
                  QString pod,
                  Options options,
                  QObject *parent = nullptr);
    ~KubeLogStream() override;

    void start();
    /// Stops reading; finished() does not follow.
    void stop();

    bool isFinished() const { return m_finished; }
    const std::optional<Error> &error() const { return m_error; }
    qint64 bytesReceived() const { return m_bytes; }

Q_SIGNALS:
    void opened();
    void data(const QByteArray &bytes);
    /// The log ended (the container ended, or the whole log was read), or it could not be
    /// read: error() says why.
    void finished();

private:
    QPointer<KubeClient> m_client;
    QString m_nameSpace;
    QString m_pod;
    Options m_options;
    QObject *m_stream = nullptr;
    bool m_finished = false;
    bool m_stopped = false;
    std::optional<Error> m_error;
    qint64 m_bytes = 0;
};

} // namespace TrainDeck::Kubernetes
