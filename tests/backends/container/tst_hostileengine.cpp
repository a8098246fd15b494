// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// A hostile engine: a scripted peer on a Unix socket, in its own thread, that answers the
// Engine API the ways a broken or malicious engine might. Each request through EngineClient
// must end, within its timeout, either with the right answer (a response split at every
// byte) or with a clear error that says what was wrong: a peer that stalls, a 100 MB body,
// a Content-Length longer or shorter than the body, a body that is not JSON, a log stream
// closed inside a frame. A 1 ms timer meanwhile measures this thread's event loop, which
// must never stand still for long: the client's thread is the one a backend worker runs in.
#include "backends/container/engineclient.h"
#include "libs/transport/endpoint.h"
#include "libs/transport/httpclient.h"
#include "libs/transport/httpreply.h"
#include "libs/transport/httprequest.h"
#include "tests/support/scriptedenginepeer.h"

#include <QElapsedTimer>
#include <QLocalSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <memory>
#include <optional>

using namespace TrainDeck;
using namespace TrainDeck::Container;
using Json = nlohmann::json;

namespace {

enum class Mode {
    Good,
    SplitEveryByte,
    Stall,
    HugeBody,
    LongerLength,
    ShorterLength,
    InvalidJson,
    LogStreamClosedMidFrame,
};

const QByteArray VersionBody = R"({"Version":"20.10.24","ApiVersion":"1.41","Os":"linux"})";

QByteArray response(const QByteArray &body, qint64 contentLength = -1)
{
    return "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nServer: hostile/1\r\n"
           "Content-Length: "
           + QByteArray::number(contentLength < 0 ? body.size() : contentLength) + "\r\n\r\n"
           + body;
}

/// The engine: each request on a connection is answered as `mode` says.
class HostilePeer : public Tests::ScriptedEnginePeer
{
public:
    explicit HostilePeer(QString path)
        : ScriptedEnginePeer(std::move(path),
                             [this](QLocalSocket *s, const QByteArray &) { answer(s); })
    {}
    std::atomic<Mode> mode{Mode::Good};

private:
    void answer(QLocalSocket *s)
    {
        switch (mode.load()) {
        case Mode::Good:
            return writeAll(s, response(VersionBody));
        case Mode::SplitEveryByte: {
            const QByteArray r = response(VersionBody);
            for (char c : r) {
                writeAll(s, QByteArray(1, c));
                QThread::usleep(300);
            }
            return;
        }
        case Mode::Stall:
            return; // the headers never come
        case Mode::HugeBody: {
            constexpr qint64 size = 100 * 1024 * 1024;
            writeAll(s, response("[", size));
            const QByteArray chunk(1024 * 1024 - 2, '1');
            qint64 sent = 1;
            while (sent < size && s->state() == QLocalSocket::ConnectedState) {
                const QByteArray piece = sent + chunk.size() + 2 >= size
                                             ? QByteArray(size - sent - 1, '1') + "]"
                                             : chunk + ",1"; // still a JSON array
                writeAll(s, piece);
                sent += piece.size();
            }
            return;
        }
        case Mode::LongerLength:
            writeAll(s, response(R"({"Version":)", 1000));
            s->disconnectFromServer();
            return;
        case Mode::ShorterLength:
            // Five bytes announced, the whole object sent: the rest would be read as the
            // start of the next response on a kept-alive connection.
            return writeAll(s, response(VersionBody, 5));
        case Mode::InvalidJson:
            return writeAll(s, response(R"({"Version": "20.10", "ApiVersion": )"));
        case Mode::LogStreamClosedMidFrame: {
            QByteArray frame("\x01\x00\x00\x00\x00\x00\x00\x64", 8); // stdout, 100 bytes
            frame += "only ten b";
            writeAll(s,
                     "HTTP/1.1 200 OK\r\nContent-Type: application/vnd.docker.raw-stream\r\n"
                     "Connection: close\r\n\r\n"
                         + frame);
            s->disconnectFromServer();
            return;
        }
        }
    }
};

} // namespace

class TestHostileEngine : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<HostilePeer> m_peer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    qint64 m_worst = 0;
    QTimer m_probe;

    Transport::Endpoint endpoint() const
    {
        auto e = Transport::Endpoint::parse(QStringLiteral("unix://")
                                            + m_dir.filePath(QStringLiteral("engine.sock")));
        return *e;
    }

    /// Runs `call` on a fresh client and waits for its callback; the wait itself is bounded.
    Result<Json> version(Mode mode, int waitMs = 60000)
    {
        m_peer->mode = mode;
        EngineClient client(endpoint());
        std::optional<Result<Json>> out;
        client.version([&out](Result<Json> r) { out = std::move(r); });
        QElapsedTimer t;
        t.start();
        while (!out && t.elapsed() < waitMs)
            QTest::qWait(5);
        if (!out)
            return Error::make(Error::Kind::Timeout, QStringLiteral("TEST: no answer at all"));
        return *out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_peer = std::make_unique<HostilePeer>(m_dir.filePath(QStringLiteral("engine.sock")));
        m_peer->start();
        QTRY_VERIFY(m_peer->listening.load());
        m_clock.start();
        m_probe.setTimerType(Qt::PreciseTimer);
        m_probe.setInterval(1);
        connect(&m_probe, &QTimer::timeout, this, [this] {
            const qint64 now = m_clock.elapsed();
            m_worst = std::max(m_worst, now - m_last);
            m_last = now;
        });
    }

    void init()
    {
        m_last = m_clock.elapsed();
        m_worst = 0;
        m_probe.start();
    }

    void cleanup()
    {
        m_probe.stop();
        qInfo("longest event-loop gap: %lld ms", m_worst);
        // Nothing this client does may hold its thread: a body read or parsed in one piece
        // would show here as a gap of seconds.
        QVERIFY2(m_worst < 500,
                 qPrintable(QStringLiteral("the event loop stood still for %1 ms").arg(m_worst)));
    }

    void cleanupTestCase()
    {
        m_peer->quit();
        m_peer->wait(10000);
    }

    void goodAnswerIsRead()
    {
        const auto r = version(Mode::Good);
        QVERIFY2(r, r ? "" : qPrintable(r.error().toString()));
        QCOMPARE(QString::fromStdString((*r)["ApiVersion"].get<std::string>()),
                 QStringLiteral("1.41"));
    }

    void answerSplitAtEveryByteIsRead()
    {
        const auto r = version(Mode::SplitEveryByte);
        QVERIFY2(r, r ? "" : qPrintable(r.error().toString()));
        QCOMPARE(QString::fromStdString(r->dump()),
                 QString::fromUtf8(Json::parse(VersionBody.toStdString()).dump().c_str()));
    }

    void stallingPeerTimesOut()
    {
        m_peer->mode = Mode::Stall;
        Transport::HttpClient http(endpoint());
        Transport::HttpRequest req;
        req.target = "/v1.41/version";
        req.timeoutMs = 1500;
        QElapsedTimer t;
        t.start();
        // The caller owns a reply (HttpClient::send).
        const std::unique_ptr<Transport::HttpReply> reply(http.send(req));
        QTRY_VERIFY_WITH_TIMEOUT(reply->isFinished(), 10000);
        const qint64 took = t.elapsed();
        QVERIFY(reply->error());
        QCOMPARE(reply->error()->kind, Error::Kind::Timeout);
        QVERIFY2(reply->error()->message.contains(QStringLiteral("did not answer within 1.5 s")),
                 qPrintable(reply->error()->message));
        QVERIFY2(took >= 1400 && took < 4000, qPrintable(QString::number(took)));
    }

    void hundredMegabyteBodyIsRefused()
    {
        const auto r = version(Mode::HugeBody);
        QVERIFY2(!r, "a 100 MB answer was taken whole");
        QVERIFY2(r.error().message.contains(QStringLiteral("too large")),
                 qPrintable(r.error().toString()));
        QVERIFY2(r.error().message.contains(QStringLiteral("104857600")),
                 qPrintable(r.error().toString()));
    }

    void bodyShorterThanItsLengthIsAnError()
    {
        const auto r = version(Mode::LongerLength);
        QVERIFY(!r);
        QVERIFY2(r.error().message.contains(QStringLiteral("before the answer ended"))
                     || r.error().message.contains(QStringLiteral("closed the connection")),
                 qPrintable(r.error().toString()));
    }

    void bodyLongerThanItsLengthIsAnError()
    {
        // The client keeps the connection for the next request only when nothing was left
        // over: here the first answer's extra bytes must not become the second's start.
        m_peer->mode = Mode::ShorterLength;
        EngineClient client(endpoint());
        std::optional<Result<Json>> first;
        client.version([&first](Result<Json> r) { first = std::move(r); });
        QTRY_VERIFY_WITH_TIMEOUT(first.has_value(), 20000);
        QVERIFY2(!*first, "five bytes of an object were taken as an answer");
        QVERIFY2(first->error().message.contains(
                     QStringLiteral("the server sent bytes after a complete response")),
                 qPrintable(first->error().toString()));
        m_peer->mode = Mode::Good;
        std::optional<Result<Json>> second;
        client.version([&second](Result<Json> r) { second = std::move(r); });
        QTRY_VERIFY_WITH_TIMEOUT(second.has_value(), 20000);
        QVERIFY2(*second, *second ? "" : qPrintable(second->error().toString()));
        QCOMPARE(QString::fromStdString((**second)["Version"].get<std::string>()),
                 QStringLiteral("20.10.24"));
    }

    void invalidJsonIsAnError()
    {
        const auto r = version(Mode::InvalidJson);
        QVERIFY2(!r, "a body that is not JSON was taken as an answer");
        QVERIFY2(r.error().message.contains(QStringLiteral("not JSON")),
                 qPrintable(r.error().toString()));
        QVERIFY2(r.error().message.contains(QStringLiteral("/version")),
                 qPrintable(r.error().toString()));
    }

    void logStreamClosedInsideAFrameIsAnError()
    {
        m_peer->mode = Mode::LogStreamClosedMidFrame;
        EngineClient client(endpoint());
        QByteArray got;
        std::optional<Result<Json>> done;
        EngineClient::LogOptions o;
        client.logs(
            QStringLiteral("c0ffee"),
            o,
            [&got](Transport::LogDemuxer::Stream, QByteArrayView data, bool, bool) {
                got += data.toByteArray();
            },
            [&done](Result<Json> r) { done = std::move(r); });
        QTRY_VERIFY_WITH_TIMEOUT(done.has_value(), 20000);
        QCOMPARE(got, QByteArray("only ten b"));
        QVERIFY(!*done);
        QVERIFY2(done->error().message.contains(QStringLiteral("90")),
                 qPrintable(done->error().toString()));
    }
};

QTEST_MAIN(TestHostileEngine)
#include "tst_hostileengine.moc"
