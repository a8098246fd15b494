// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The HTTP client over a Unix socket against a scripted peer: keep-alive reuse, streamed
// bodies, timeouts, aborts and a peer that hangs up.
#include "libs/transport/httpclient.h"
#include "libs/transport/httpreply.h"

#include <QLocalServer>
#include <QLocalSocket>
#include <QLoggingCategory>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Transport;

/// Answers each request with the next scripted response; counts connections.
class ScriptedPeer : public QObject
{
public:
    explicit ScriptedPeer(const QString &path)
    {
        server.listen(path);
        connect(&server, &QLocalServer::newConnection, this, [this] {
            while (QLocalSocket *s = server.nextPendingConnection()) {
                ++connections;
                connect(s, &QLocalSocket::readyRead, this, [this, s] {
                    buffer[s] += s->readAll();
                    while (buffer[s].contains("\r\n\r\n")) {
                        const qsizetype end = buffer[s].indexOf("\r\n\r\n") + 4;
                        requests << buffer[s].left(end);
                        buffer[s].remove(0, end);
                        if (!responses.isEmpty()) {
                            const QByteArray r = responses.takeFirst();
                            if (r == "HANGUP")
                                s->disconnectFromServer();
                            else if (r != "SILENCE")
                                s->write(r);
                        }
                    }
                });
            }
        });
    }
    QLocalServer server;
    QList<QByteArray> responses;
    QList<QByteArray> requests;
    QHash<QLocalSocket *, QByteArray> buffer;
    int connections = 0;
};

class TestHttpClient : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString sock() const { return m_dir.filePath(QStringLiteral("e.sock")); }

    static QStringList &traced()
    {
        static QStringList lines;
        return lines;
    }
    static void collect(QtMsgType, const QMessageLogContext &context, const QString &message)
    {
        if (qstrcmp(context.category, "traindeck.transport") == 0)
            traced() << message;
    }

private Q_SLOTS:
    // QT_LOGGING_RULES="traindeck.transport.debug=true" must show each exchange: what was
    // asked of which engine, and how it ended (status, bytes, time, or the error).
    void traceNamesEveryExchange()
    {
        ScriptedPeer peer(sock());
        peer.responses = {"HTTP/1.1 404 Not Found\r\nContent-Length: 2\r\n\r\n{}", "HANGUP"};
        HttpClient client(*Endpoint::parse(sock()));
        traced().clear();
        QLoggingCategory::setFilterRules(QStringLiteral("traindeck.transport.debug=true"));
        const QtMessageHandler previous = qInstallMessageHandler(collect);
        for (const char *target : {"/v1.41/containers/j-node-0/json", "/_ping"}) {
            HttpRequest req;
            req.target = target;
            std::unique_ptr<HttpReply> reply(client.send(req));
            QSignalSpy done(reply.get(), &HttpReply::finished);
            QVERIFY(done.wait(5000));
        }
        qInstallMessageHandler(previous);
        QLoggingCategory::setFilterRules(QString());
        QCOMPARE(traced().size(), 4);
        QCOMPARE(traced().at(0),
                 QStringLiteral("GET /v1.41/containers/j-node-0/json -> unix://") + sock());
        QVERIFY2(traced().at(1).startsWith(
                     QStringLiteral("GET /v1.41/containers/j-node-0/json 404 2 bytes in ")),
                 qPrintable(traced().at(1)));
        QCOMPARE(traced().at(2), QStringLiteral("GET /_ping -> unix://") + sock());
        QVERIFY2(traced().at(3).startsWith(QStringLiteral("GET /_ping failed after ")),
                 qPrintable(traced().at(3)));
    }

    void keepAliveReusesOneConnection()
    {
        ScriptedPeer peer(sock());
        peer.responses = {"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nOK",
                          "HTTP/1.1 201 Created\r\nContent-Length: 4\r\n\r\n{\"a\"",
                          "HTTP/1.1 204 No Content\r\n\r\n"};
        HttpClient client(*Endpoint::parse(sock()));
        for (int want : {200, 201, 204}) {
            HttpRequest req;
            req.target = "/_ping";
            std::unique_ptr<HttpReply> reply(client.send(req));
            QSignalSpy done(reply.get(), &HttpReply::finished);
            QVERIFY(done.wait(5000));
            QVERIFY(!reply->error());
            QCOMPARE(reply->status(), want);
        }
        QCOMPARE(peer.connections, 1);
        QVERIFY(peer.requests[0].startsWith("GET /_ping HTTP/1.1\r\nHost: localhost\r\n"));
    }

    void postCarriesBodyAndLength()
    {
        ScriptedPeer peer(sock());
        peer.responses = {"HTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\n{}"};
        HttpClient client(*Endpoint::parse(sock()));
        HttpRequest req;
        req.method = "POST";
        req.target = "/v1.41/networks/create";
        req.body = R"({"Name":"j-net"})";
        std::unique_ptr<HttpReply> reply(client.send(req));
        QSignalSpy done(reply.get(), &HttpReply::finished);
        QVERIFY(done.wait(5000));
        QVERIFY(peer.requests[0].contains("Content-Type: application/json\r\n"));
        QVERIFY(peer.requests[0].contains("Content-Length: 16\r\n"));
    }

    void streamGoesToTheSinkPieceByPiece()
    {
        ScriptedPeer peer(sock());
        peer.responses = {"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4\r\nabcd\r\n"};
        HttpClient client(*Endpoint::parse(sock()));
        HttpRequest req;
        req.target = "/v1.41/events";
        req.stream = true;
        req.timeoutMs = 2000; // headers only: the stream itself may last forever
        std::unique_ptr<HttpReply> reply(client.send(req));
        QByteArray got;
        reply->setBodySink([&got](QByteArrayView d) { got.append(d); });
        QTRY_COMPARE_WITH_TIMEOUT(got, QByteArray("abcd"), 5000);
        QTest::qWait(2500); // past the timeout: a stream is not cut off
        QVERIFY(!reply->isFinished());
        QCOMPARE(reply->body(), QByteArray()); // nothing is held for a stream with a sink
        reply->abort();
        QVERIFY(reply->isFinished());
        QCOMPARE(reply->error()->kind, Error::Kind::Cancelled);
    }

    void timeoutNamesTheEngine()
    {
        ScriptedPeer peer(sock());
        peer.responses = {"SILENCE"};
        HttpClient client(*Endpoint::parse(sock()));
        HttpRequest req;
        req.target = "/v1.41/info";
        req.timeoutMs = 300;
        std::unique_ptr<HttpReply> reply(client.send(req));
        QSignalSpy done(reply.get(), &HttpReply::finished);
        QVERIFY(done.wait(5000));
        QVERIFY(reply->error());
        QCOMPARE(reply->error()->kind, Error::Kind::Timeout);
        QVERIFY(reply->error()->message.contains(sock()));
    }

    void peerHangingUpIsATransportError()
    {
        ScriptedPeer peer(sock());
        peer.responses = {"HANGUP"};
        HttpClient client(*Endpoint::parse(sock()));
        HttpRequest req;
        req.target = "/v1.41/info";
        std::unique_ptr<HttpReply> reply(client.send(req));
        QSignalSpy done(reply.get(), &HttpReply::finished);
        QVERIFY(done.wait(5000));
        QVERIFY(reply->error());
        QCOMPARE(reply->error()->kind, Error::Kind::Transport);
    }

    void noSocketSaysWhichOne()
    {
        HttpClient client(*Endpoint::parse(m_dir.filePath(QStringLiteral("missing.sock"))));
        HttpRequest req;
        req.target = "/_ping";
        std::unique_ptr<HttpReply> reply(client.send(req));
        QSignalSpy done(reply.get(), &HttpReply::finished);
        QVERIFY(done.wait(5000));
        QVERIFY(reply->error());
        QVERIFY2(reply->error()->message.contains(QLatin1String("missing.sock")),
                 qPrintable(reply->error()->message));
    }

    void endpointForms()
    {
        QCOMPARE(Endpoint::parse(QStringLiteral("unix:///run/docker.sock"))->path,
                 QStringLiteral("/run/docker.sock"));
        auto tcp = Endpoint::parse(QStringLiteral("tcp://10.1.2.3:2375"));
        QVERIFY(tcp);
        QCOMPARE(tcp->port, quint16(2375));
        QVERIFY(!tcp->tls);
        QVERIFY(Endpoint::parse(QStringLiteral("https://h"))->tls);
        QCOMPARE(Endpoint::parse(QStringLiteral("https://h"))->port, quint16(2376));
        auto bad = Endpoint::parse(QStringLiteral("ftp://x"));
        QVERIFY(!bad);
        QVERIFY(bad.error().message.contains(QLatin1String("unix:///")));
        QVERIFY(!Endpoint::parse(QStringLiteral("unix://relative.sock")));
        QVERIFY(!Endpoint::parse(QString()));
    }
};

QTEST_GUILESS_MAIN(TestHttpClient)
#include "tst_httpclient.moc"
