// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The response parser, fed every response split at every byte position (streaming
// bodies, chunked encoding, keep-alive).
#include "libs/transport/httpresponseparser.h"

#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Transport;

namespace {
struct Collected
{
    int status = 0;
    HeaderList headers;
    QByteArray body;
    int completions = 0;
};

HttpResponseParser::Callbacks collect(Collected &c)
{
    return {[&c](int s, const HeaderList &h) {
                c.status = s;
                c.headers = h;
            },
            [&c](QByteArrayView d) { c.body.append(d); },
            [&c]() {
                ++c.completions;
            }};
}
} // namespace

class TestHttpParser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void splitsAnywhere_data()
    {
        QTest::addColumn<QByteArray>("wire");
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<bool>("keepAlive");
        QTest::addColumn<bool>("needsEof");
        QTest::newRow("content-length")
            << QByteArray("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
                          "13\r\n\r\n{\"Id\":\"abc\"}\n")
            << 200 << QByteArray("{\"Id\":\"abc\"}\n") << true << false;
        QTest::newRow("chunked stream, terminal chunk, connection kept")
            << QByteArray("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
                          "5\r\nhello\r\n1a\r\n abcdefghijklmnopqrstuvwxy\r\n0\r\n\r\n")
            << 200 << QByteArray("hello abcdefghijklmnopqrstuvwxy") << true << false;
        QTest::newRow("204 without body")
            << QByteArray("HTTP/1.1 204 No Content\r\nApi-Version: 1.41\r\n\r\n") << 204
            << QByteArray() << true << false;
        const QByteArray podman = "{\"cause\":\"no such container\",\"response\":404}";
        QTest::newRow("404 with podman error body")
            << QByteArray("HTTP/1.1 404 Not Found\r\nContent-Length: "
                          + QByteArray::number(podman.size()) + "\r\n\r\n" + podman)
            << 404 << podman << true << false;
        QTest::newRow("body to EOF (Connection: close)")
            << QByteArray("HTTP/1.1 200 OK\r\nConnection: close\r\n\r\nall of it") << 200
            << QByteArray("all of it") << false << true;
        QTest::newRow("chunk extension and trailer")
            << QByteArray("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
                          "3;ext=1\r\nabc\r\n0\r\nX-Trailer: y\r\n\r\n")
            << 200 << QByteArray("abc") << true << false;
    }

    void splitsAnywhere()
    {
        QFETCH(QByteArray, wire);
        QFETCH(int, status);
        QFETCH(QByteArray, body);
        QFETCH(bool, keepAlive);
        QFETCH(bool, needsEof);
        for (qsizetype cut = 0; cut <= wire.size(); ++cut) {
            Collected c;
            HttpResponseParser p(collect(c));
            QVERIFY2(p.feed(QByteArrayView(wire).first(cut)).ok(),
                     qPrintable(QString::number(cut)));
            QVERIFY2(p.feed(QByteArrayView(wire).sliced(cut)).ok(),
                     qPrintable(QString::number(cut)));
            if (needsEof) {
                QVERIFY(!p.complete());
                QVERIFY(p.finish().ok());
            }
            QCOMPARE(c.completions, 1);
            QCOMPARE(c.status, status);
            QCOMPARE(c.body, body);
            QCOMPARE(p.keepAlive(), keepAlive);
        }
        // And one byte at a time.
        Collected c;
        HttpResponseParser p(collect(c));
        for (char ch : wire)
            QVERIFY(p.feed(QByteArrayView(&ch, 1)).ok());
        if (needsEof)
            QVERIFY(p.finish().ok());
        QCOMPARE(c.body, body);
        QCOMPARE(c.completions, 1);
    }

    void headersKeepTheirCaseAndAreFoundWithout()
    {
        Collected c;
        HttpResponseParser p(collect(c));
        QVERIFY(p.feed("HTTP/1.1 200 OK\r\nLibpod-Api-Version: 4.3.1\r\nServer: Libpod/4.3.1 "
                       "(linux)\r\nContent-Length: 2\r\n\r\nOK")
                    .ok());
        QCOMPARE(HttpResponseParser::header(c.headers, "libpod-api-version"), QByteArray("4.3.1"));
        QCOMPARE(HttpResponseParser::header(c.headers, "SERVER"),
                 QByteArray("Libpod/4.3.1 (linux)"));
        QVERIFY(HttpResponseParser::header(c.headers, "Ostype").isEmpty());
    }

    void headResponseHasNoBody()
    {
        Collected c;
        HttpResponseParser p(collect(c));
        p.reset(true);
        QVERIFY(p.feed("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n").ok());
        QVERIFY(p.complete());
        QCOMPARE(c.body, QByteArray());
    }

    void reusedForTheNextResponse()
    {
        Collected c;
        HttpResponseParser p(collect(c));
        QVERIFY(p.feed("HTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\na").ok());
        p.reset();
        QVERIFY(p.feed("HTTP/1.1 201 Created\r\nContent-Length: 1\r\n\r\nb").ok());
        QCOMPARE(c.completions, 2);
        QCOMPARE(c.status, 201);
        QCOMPARE(c.body, QByteArray("ab"));
    }

    void malformedInputIsAnErrorNamingIt_data()
    {
        QTest::addColumn<QByteArray>("wire");
        QTest::newRow("not http") << QByteArray("SSH-2.0-OpenSSH_9.2\r\n");
        QTest::newRow("bad status") << QByteArray("HTTP/1.1 2x0 OK\r\n\r\n");
        QTest::newRow("bad chunk size")
            << QByteArray("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n");
        QTest::newRow("bad header") << QByteArray("HTTP/1.1 200 OK\r\nNo colon here\r\n\r\n");
    }

    void malformedInputIsAnErrorNamingIt()
    {
        QFETCH(QByteArray, wire);
        Collected c;
        HttpResponseParser p(collect(c));
        auto r = p.feed(wire);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, Error::Kind::Parse);
        QVERIFY2(r.error().message.contains(QLatin1String("malformed HTTP response")),
                 qPrintable(r.error().message));
    }

    void cutShortIsATransportError()
    {
        Collected c;
        HttpResponseParser p(collect(c));
        QVERIFY(p.feed("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc").ok());
        auto r = p.finish();
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, Error::Kind::Transport);

        HttpResponseParser q(collect(c));
        auto silent = q.finish();
        QVERIFY(!silent.ok());
        QVERIFY(silent.error().message.contains(QLatin1String("without answering")));
    }

    void bytesAfterACompleteResponseAreRefused()
    {
        Collected c;
        HttpResponseParser p(collect(c));
        auto r = p.feed("HTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\naGARBAGE");
        QVERIFY(!r.ok());
    }
};

QTEST_GUILESS_MAIN(TestHttpParser)
#include "tst_httpparser.moc"
