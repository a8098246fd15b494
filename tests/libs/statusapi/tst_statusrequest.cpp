// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The progress API's request parser, fed every request split at every byte position, and its
// limits.
#include "libs/statusapi/statusrequest.h"

#include <QTest>

using namespace TrainDeck::StatusApi;
using State = StatusRequestParser::State;

class TestStatusRequest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void splitsAnywhere_data()
    {
        QTest::addColumn<QByteArray>("wire");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QByteArray>("remainder");
        const QByteArray body = "{\"trainerStatus\": {\"progressPercentage\": 42}}";
        // What requests.post(json=...) sends, as the SDK's update_trainjob_status calls it.
        QTest::newRow("sdk content-length")
            << ("POST /apis/trainer.kubeflow.org/v1alpha1/namespaces/default/trainjobs/j/status "
                "HTTP/1.1\r\nHost: 127.0.0.1:4443\r\nUser-Agent: python-requests/2.28.1\r\n"
                "Accept-Encoding: gzip, deflate\r\nAccept: */*\r\nConnection: keep-alive\r\n"
                "Authorization: Bearer abc\r\nContent-Type: application/json\r\nContent-Length: "
                + QByteArray::number(body.size()) + "\r\n\r\n" + body)
            << body << QByteArray();
        QTest::newRow("chunked with extension and trailer, pipelined next")
            << QByteArray("POST /x HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"
                          "5;ext=1\r\nhello\r\n6\r\n world\r\n0\r\nX-T: 1\r\n\r\nGET /")
            << QByteArray("hello world") << QByteArray("GET /");
        QTest::newRow("no body") << QByteArray("GET / HTTP/1.1\r\nHost: a\r\n\r\n") << QByteArray()
                                 << QByteArray();
    }
    void splitsAnywhere()
    {
        QFETCH(QByteArray, wire);
        QFETCH(QByteArray, body);
        QFETCH(QByteArray, remainder);
        for (qsizetype cut = 0; cut <= wire.size(); ++cut) {
            StatusRequestParser p;
            State s = p.feed(wire.left(cut));
            if (cut < wire.size() - remainder.size())
                QCOMPARE(s, State::NeedMore);
            s = p.feed(wire.mid(cut));
            QCOMPARE(s, State::Complete);
            QCOMPARE(p.request().body, body);
            QCOMPARE(p.remainder(), remainder);
        }
        // and one byte at a time
        StatusRequestParser p;
        State s = State::NeedMore;
        for (char c : wire)
            s = p.feed(QByteArray(1, c));
        QCOMPARE(s, State::Complete);
        QCOMPARE(p.request().body, body);
    }

    void headers()
    {
        StatusRequestParser p;
        QCOMPARE(p.feed("POST /a?b=c HTTP/1.1\r\nAuthorization:   Bearer  t  \r\n"
                        "X-Empty:\r\n\r\n"),
                 State::Complete);
        QCOMPARE(p.request().method, QByteArray("POST"));
        QCOMPARE(p.request().target, QByteArray("/a?b=c"));
        QCOMPARE(p.request().header("authorization"), QByteArray("Bearer  t"));
        QCOMPARE(p.request().header("x-empty"), QByteArray(""));
        QVERIFY(p.request().header("missing").isNull());
    }

    void refuses_data()
    {
        QTest::addColumn<QByteArray>("wire");
        QTest::addColumn<State>("state");
        QTest::newRow("two spaces in request line")
            << QByteArray("POST  / HTTP/1.1\r\n\r\n") << State::BadRequest;
        QTest::newRow("HTTP/2 version") << QByteArray("POST / HTTP/2\r\n\r\n") << State::BadRequest;
        QTest::newRow("bare LF") << QByteArray("POST / HTTP/1.1\nA: b\r\n\r\n")
                                 << State::BadRequest;
        QTest::newRow("space before colon")
            << QByteArray("POST / HTTP/1.1\r\nA : b\r\n\r\n") << State::BadRequest;
        QTest::newRow("no colon") << QByteArray("POST / HTTP/1.1\r\nAb\r\n\r\n")
                                  << State::BadRequest;
        QTest::newRow("control in value")
            << QByteArray("POST / HTTP/1.1\r\nA: b\x01\r\n\r\n") << State::BadRequest;
        QTest::newRow("two lengths differ")
            << QByteArray("POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n")
            << State::BadRequest;
        QTest::newRow("signed length")
            << QByteArray("POST / HTTP/1.1\r\nContent-Length: +1\r\n\r\n") << State::BadRequest;
        QTest::newRow("gzip coding")
            << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: gzip\r\n\r\n")
            << State::BadRequest;
        QTest::newRow("chunked and length") << QByteArray(
            "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n")
                                            << State::BadRequest;
        QTest::newRow("bad chunk size")
            << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n")
            << State::BadRequest;
        QTest::newRow("chunk without CRLF")
            << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n1\r\nab\r\n")
            << State::BadRequest;
        QTest::newRow("length over 64 KiB")
            << QByteArray("POST / HTTP/1.1\r\nContent-Length: 65537\r\n\r\n")
            << State::BodyTooLarge;
        QTest::newRow("chunks over 64 KiB")
            << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n10001\r\n")
            << State::BodyTooLarge;
        QTest::newRow("head over 16 KiB, unterminated")
            << (QByteArray("POST / HTTP/1.1\r\nA: ") + QByteArray(17000, 'a'))
            << State::HeadersTooBig;
    }
    void refuses()
    {
        QFETCH(QByteArray, wire);
        QFETCH(State, state);
        StatusRequestParser p;
        QCOMPARE(p.feed(wire), state);
        // Once refused it stays refused.
        QCOMPARE(p.feed("more"), state);
    }

    void exactLimitIsAccepted()
    {
        const QByteArray body(65536, 'x');
        StatusRequestParser p;
        QCOMPARE(p.feed("POST / HTTP/1.1\r\nContent-Length: 65536\r\n\r\n" + body),
                 State::Complete);
        QCOMPARE(p.request().body.size(), 65536);
    }
};

QTEST_APPLESS_MAIN(TestStatusRequest)
#include "tst_statusrequest.moc"
