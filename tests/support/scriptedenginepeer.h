// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QLocalServer>
#include <QLocalSocket>
#include <QThread>

#include <atomic>
#include <functional>
#include <memory>

namespace TrainDeck::Tests {

/// An engine on a Unix socket, in its own thread, whose answers a test scripts: `answer` gets
/// each request's head (request line and headers, without the blank line) and writes the reply
/// on the socket itself, by blocking writes in this thread (an engine's pace is its own, not
/// the client's). Requests without a body only: the Engine API's GETs.
class ScriptedEnginePeer : public QThread
{
public:
    using Answer = std::function<void(QLocalSocket *socket, const QByteArray &head)>;

    ScriptedEnginePeer(QString path, Answer answer)
        : m_path(std::move(path))
        , m_answer(std::move(answer))
    {}

    std::atomic<bool> listening{false};

    /// Writes `data` and waits until the socket has taken it (or closed).
    static void writeAll(QLocalSocket *s, const QByteArray &data)
    {
        s->write(data);
        while (s->bytesToWrite() > 0 && s->state() == QLocalSocket::ConnectedState)
            s->waitForBytesWritten(1000);
    }

protected:
    void run() override
    {
        QLocalServer server;
        if (!server.listen(m_path))
            return;
        listening = true;
        QObject::connect(&server, &QLocalServer::newConnection, [&server, this] {
            while (QLocalSocket *s = server.nextPendingConnection()) {
                auto buffer = std::make_shared<QByteArray>();
                QObject::connect(s, &QLocalSocket::readyRead, s, [s, buffer, this] {
                    *buffer += s->readAll();
                    while (buffer->contains("\r\n\r\n")) {
                        const QByteArray head = buffer->left(buffer->indexOf("\r\n\r\n"));
                        buffer->remove(0, head.size() + 4);
                        m_answer(s, head);
                    }
                });
                QObject::connect(s, &QLocalSocket::disconnected, s, &QObject::deleteLater);
            }
        });
        exec();
    }

private:
    QString m_path;
    Answer m_answer;
};

} // namespace TrainDeck::Tests
