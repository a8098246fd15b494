// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The watch stream decoder: events however the bytes are cut (byte by byte, glued, split
// inside strings and escapes), and every malformed stream refused with where and why.
#include "backends/kubernetes/watchdecoder.h"

#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Kubernetes;

namespace {

const QByteArray Stream
    = R"({"type":"ADDED","object":{"kind":"TrainJob","metadata":{"name":"a","resourceVersion":"5"}}})"
      "\n"
      // (moc cannot read backslashes inside raw strings: this one is spelled out)
      "{\"type\":\"MODIFIED\",\"object\":{\"metadata\":{\"name\":\"a}{\\\"]\","
      "\"resourceVersion\":\"6\"},\"x\":[1,{\"y\":\"\\\\\"}]}}"
      "\n"
      R"({"type":"BOOKMARK","object":{"kind":"TrainJob","metadata":{"resourceVersion":"9"}}})"
      R"({"type":"DELETED","object":{"metadata":{"name":"a","resourceVersion":"10"}}})"
      "\r\n  \n"
      R"({"type":"ERROR","object":{"kind":"Status","code":410,"reason":"Expired"}})"
      "\n";

QList<WatchEvent> feedInPieces(const QByteArray &bytes, qsizetype piece)
{
    WatchDecoder d;
    QList<WatchEvent> out;
    for (qsizetype i = 0; i < bytes.size(); i += piece) {
        auto events = d.feed(QByteArrayView(bytes).sliced(i, qMin(piece, bytes.size() - i)));
        if (!events)
            qFatal("unexpected error: %s", qPrintable(events.error().message));
        out += *events;
    }
    if (d.pending() != 0)
        qFatal("bytes left over: %lld", qlonglong(d.pending()));
    return out;
}

QString str(const nlohmann::ordered_json &j)
{
    return j.is_string() ? QString::fromStdString(j.get<std::string>())
                         : QStringLiteral("<not a string>");
}

} // namespace

class TestWatchDecoder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyCut_data()
    {
        QTest::addColumn<int>("piece");
        for (int piece : {1, 2, 3, 7, 64, 100000})
            QTest::addRow("%d-byte pieces", piece) << piece;
    }

    void everyCut()
    {
        QFETCH(int, piece);
        const QList<WatchEvent> events = feedInPieces(Stream, piece);
        QCOMPARE(events.size(), 5);
        QCOMPARE(events[0].type, WatchEvent::Type::Added);
        QCOMPARE(str(events[0].object["metadata"]["name"]), QStringLiteral("a"));
        QCOMPARE(events[1].type, WatchEvent::Type::Modified);
        // Braces and brackets inside strings, escaped quotes and backslashes do not end
        // an object early.
        QCOMPARE(str(events[1].object["metadata"]["name"]), QStringLiteral("a}{\"]"));
        QCOMPARE(str(events[1].object["x"][1]["y"]), QStringLiteral("\\"));
        QCOMPARE(events[2].type, WatchEvent::Type::Bookmark);
        QCOMPARE(str(events[2].object["metadata"]["resourceVersion"]), QStringLiteral("9"));
        QCOMPARE(events[3].type, WatchEvent::Type::Deleted);
        QCOMPARE(events[4].type, WatchEvent::Type::Error);
        QCOMPARE(events[4].object["code"].get<int>(), 410);
    }

    void partialEventWaits()
    {
        WatchDecoder d;
        const QByteArray first = Stream.left(Stream.indexOf('\n') + 1);
        auto none = d.feed(first.left(first.size() - 3));
        QVERIFY(none.ok());
        QCOMPARE(none->size(), 0);
        QCOMPARE(d.pending(), first.size() - 3);
        auto one = d.feed(first.mid(first.size() - 3));
        QVERIFY(one.ok());
        QCOMPARE(one->size(), 1);
        QCOMPARE(d.pending(), 0);
        QCOMPARE(d.offset(), first.size());
    }

    void broken_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("message");
        QTest::addRow("not an object")
            << QByteArray("\n[1]")
            << QStringLiteral(
                   "the watch stream holds '[' at byte 1 where an event object should begin");
        QTest::addRow("html from a proxy")
            << QByteArray("<html>")
            << QStringLiteral(
                   "the watch stream holds '<' at byte 0 where an event object should begin");
        QTest::addRow("control byte")
            << QByteArray("\x01")
            << QStringLiteral(
                   "the watch stream holds '\\x01' at byte 0 where an event object should begin");
        QTest::addRow("no type") << QByteArray(R"({"object":{}})")
                                 << QStringLiteral("the watch stream holds an event that cannot be "
                                                   "used at byte 0: it has no \"type\"");
        QTest::addRow("type not a string")
            << QByteArray(R"( {"type":1,"object":{}})")
            << QStringLiteral("the watch stream holds an event that cannot be used at byte 1: it "
                              "has no \"type\"");
        QTest::addRow("unknown type")
            << QByteArray(R"({"type":"UPDATED","object":{}})")
            << QStringLiteral("the watch stream holds an event that cannot be used at byte 0: "
                              "unknown type \"UPDATED\"");
        QTest::addRow("object missing")
            << QByteArray(R"({"type":"ADDED"})")
            << QStringLiteral("the watch stream holds an event that cannot be used at byte 0: its "
                              "\"object\" is missing or not an object");
        QTest::addRow("object not an object")
            << QByteArray(R"({"type":"ADDED","object":"x"})")
            << QStringLiteral("the watch stream holds an event that cannot be used at byte 0: its "
                              "\"object\" is missing or not an object");
        QTest::addRow("bad json") << QByteArray(R"({"type":"ADDED",,"object":{}})")
                                  << QStringLiteral("the watch stream holds an event that cannot "
                                                    "be used at byte 0: it is not valid JSON");
        QTest::addRow("mismatched bracket")
            << QByteArray(R"({"type":"ADDED","object":{]})")
            << QStringLiteral("the watch stream holds an event that cannot be used at byte 0: it "
                              "is not valid JSON");
    }

    void broken()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, message);
        // Whole and byte by byte: the same error.
        WatchDecoder whole;
        auto r = whole.feed(bytes);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, Error::Kind::Parse);
        QCOMPARE(r.error().message, message);
        WatchDecoder bytewise;
        std::optional<Error> error;
        for (char c : bytes) {
            auto step = bytewise.feed(QByteArrayView(&c, 1));
            if (!step) {
                error = step.error();
                break;
            }
        }
        QVERIFY(error.has_value());
        QCOMPARE(error->message, message);
        // A failed decoder stays failed.
        auto after = whole.feed(R"({"type":"ADDED","object":{}})");
        QVERIFY(!after.ok());
        QCOMPARE(after.error().message, message);
    }

    void oversizedEventRefused()
    {
        WatchDecoder d;
        QByteArray start = "{\"type\":\"ADDED\",\"object\":{\"data\":\"";
        QVERIFY(d.feed(start).ok());
        const QByteArray chunk(1024 * 1024, 'x');
        std::optional<Error> error;
        for (int i = 0; i < 70 && !error; ++i) {
            auto r = d.feed(chunk);
            if (!r)
                error = r.error();
        }
        QVERIFY(error.has_value());
        QCOMPARE(error->message,
                 QStringLiteral("the watch stream holds an event of more than 64 MiB at byte 0; "
                                "the stream is broken"));
    }

    void wireNames()
    {
        for (auto t : {WatchEvent::Type::Added,
                       WatchEvent::Type::Modified,
                       WatchEvent::Type::Deleted,
                       WatchEvent::Type::Bookmark,
                       WatchEvent::Type::Error})
            QCOMPARE(WatchEvent::fromWireName(WatchEvent::wireName(t)), t);
        QVERIFY(!WatchEvent::fromWireName("added").has_value());
    }
};

QTEST_GUILESS_MAIN(TestWatchDecoder)
#include "tst_watchdecoder.moc"
