// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Docker's multiplexed log frames and the line assembly on top of them, fed split at every
// byte position, with the engines' real quirks from docs/container.md, "Engine API facts": Docker
// cuts a long line into 16 KiB frames, Podman sends every write() as a frame, both prefix every
// frame with its own timestamp (Docker 9 fraction digits, Podman whole seconds).
#include "backends/container/loglineassembler.h"
#include "libs/transport/logdemuxer.h"

#include <QDateTime>
#include <QTest>
#include <QTimeZone>

using namespace TrainDeck;
using namespace TrainDeck::Transport;
using namespace TrainDeck::Container;

namespace {
QByteArray frame(int stream, const QByteArray &payload)
{
    QByteArray h(8, '\0');
    h[0] = char(stream);
    const quint32 n = quint32(payload.size());
    h[4] = char(n >> 24);
    h[5] = char(n >> 16);
    h[6] = char(n >> 8);
    h[7] = char(n);
    return h + payload;
}

struct Line
{
    int stream;
    QByteArray text;
    qint64 seconds;
    int nanos;
    bool operator==(const Line &) const = default;
};

QList<Line> assemble(const QByteArray &wire, qsizetype cut, bool finish = true)
{
    QList<Line> out;
    LogLineAssembler a(true, [&out](LogDemuxer::Stream s, QByteArrayView l, const LogTimestamp &t) {
        out.append({int(s), l.toByteArray(), t.seconds, t.nanos});
    });
    LogDemuxer d(false, [&a](LogDemuxer::Stream s, QByteArrayView data, bool start, bool end) {
        a.frame(s, data, start, end);
    });
    if (!d.feed(QByteArrayView(wire).first(cut)).ok()
        || !d.feed(QByteArrayView(wire).sliced(cut)).ok())
        return {};
    if (finish)
        a.finish();
    return out;
}
} // namespace

class TestLogDemuxer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void framesSplitAnywhere()
    {
        const QByteArray wire
            = frame(1, "hello\n") + frame(2, "oops\n") + frame(1, QByteArray()) + frame(1, "x");
        for (qsizetype cut = 0; cut <= wire.size(); ++cut) {
            QByteArray out[3];
            int frames = 0;
            LogDemuxer d(false, [&](LogDemuxer::Stream s, QByteArrayView data, bool start, bool) {
                if (start)
                    ++frames;
                out[int(s)].append(data);
            });
            QVERIFY(d.feed(QByteArrayView(wire).first(cut)).ok());
            QVERIFY(d.feed(QByteArrayView(wire).sliced(cut)).ok());
            QVERIFY(d.finish().ok());
            QCOMPARE(out[1], QByteArray("hello\nx"));
            QCOMPARE(out[2], QByteArray("oops\n"));
            QCOMPARE(frames, 4);
        }
    }

    void ttyStreamsPassThrough()
    {
        QByteArray got;
        LogDemuxer d(true, [&](LogDemuxer::Stream s, QByteArrayView data, bool, bool) {
            QCOMPARE(s, LogDemuxer::Stream::Stdout);
            got.append(data);
        });
        QVERIFY(d.feed("raw\r\nbytes").ok());
        QCOMPARE(got, QByteArray("raw\r\nbytes"));
    }

    void badHeaderSaysWhatItFound()
    {
        LogDemuxer d(false, [](LogDemuxer::Stream, QByteArrayView, bool, bool) {});
        auto r = d.feed("2026-11-22T08:06:25Z hello\n");
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, Error::Kind::Parse);
        QVERIFY(r.error().message.contains(QLatin1String("TTY")));
    }

    void truncatedFrameIsReported()
    {
        LogDemuxer d(false, [](LogDemuxer::Stream, QByteArrayView, bool, bool) {});
        QVERIFY(d.feed(frame(1, "hello\n").left(10)).ok());
        auto r = d.finish();
        QVERIFY(!r.ok());
        QVERIFY(r.error().message.contains(QLatin1String("inside a frame")));
    }

    void timestampsOfBothEngines()
    {
        auto docker = LogTimestamp::parse("2026-11-22T08:07:00.668953000Z");
        QVERIFY(docker);
        QCOMPARE(docker->nanos, 668953000);
        auto podman = LogTimestamp::parse("2026-11-22T08:06:25Z");
        QVERIFY(podman);
        QCOMPARE(podman->nanos, 0);
        QCOMPARE(docker->seconds - podman->seconds, 35);
        QVERIFY(*podman < *docker);
        QCOMPARE(LogTimestamp::parse("2026-11-22T08:07:00.5Z")->nanos, 500000000);
        QVERIFY(!LogTimestamp::parse("hello"));
        QVERIFY(!LogTimestamp::parse("2026-11-22T08:07:00.Z"));
        QVERIFY(docker->hasFraction);
        QVERIFY(!podman->hasFraction);
        QVERIFY(LogTimestamp::parse("2026-11-22T08:07:00.000000000Z")->hasFraction);
    }

    void storedTimeKeepsFractionsOfASecond()
    {
        const auto docker = *LogTimestamp::parse("2026-11-22T08:07:00.668953000Z");
        const qint64 dockerMs = docker.seconds * 1000 + 668;
        // Docker's own fraction, whenever the line arrives.
        QCOMPARE(docker.storedMsecs(dockerMs + 5), dockerMs);
        QCOMPARE(docker.storedMsecs(dockerMs + 60000), dockerMs);
        const auto podman = *LogTimestamp::parse("2026-11-22T08:06:25Z");
        const qint64 second = podman.seconds * 1000;
        // Podman's whole second: a live line takes its arrival time inside that second...
        QCOMPARE(podman.storedMsecs(second + 250), second + 250);
        QCOMPARE(podman.storedMsecs(second + 999), second + 999);
        QCOMPARE(podman.storedMsecs(second), second);
        // ...a line read later, or from a clock behind the engine's, the engine's second.
        QCOMPARE(podman.storedMsecs(second + 1000), second);
        QCOMPARE(podman.storedMsecs(second + 3600000), second);
        QCOMPARE(podman.storedMsecs(second - 1), second);
    }

    void dockerLongLineInThreeFramesIsOneLine()
    {
        const QByteArray ts = "2026-11-22T08:07:01.061122243Z ";
        const QByteArray line(40000, 'x');
        const QByteArray wire = frame(1, ts + "before\n") + frame(1, ts + line.left(16384))
                                + frame(1, ts + line.mid(16384, 16384))
                                + frame(1, ts + line.mid(32768) + "\n") + frame(2, ts + "err1\n");
        for (qsizetype cut = 0; cut <= wire.size(); cut += (cut < 200 ? 1 : 997)) {
            const QList<Line> got = assemble(wire, cut);
            QCOMPARE(got.size(), 3);
            QCOMPARE(got[0].text, QByteArray("before\n"));
            QCOMPARE(got[1].text, line + "\n");
            QCOMPARE(got[1].nanos, 61122243);
            QCOMPARE(got[2].stream, 2);
            QCOMPARE(got[2].text, QByteArray("err1\n"));
        }
    }

    void podmanPartialWritesAreJoined()
    {
        // print("server accepted from", addr, msg) under python -u, as Podman sent it.
        const QByteArray ts = "2026-11-22T08:06:25Z ";
        const QByteArray wire = frame(1, ts + "server accepted from") + frame(1, ts + " ")
                                + frame(1, ts + "('10.89.0.3', 55270)") + frame(1, ts + " ")
                                + frame(1, ts + "ping") + frame(1, ts + "\n")
                                + frame(1, "2026-11-22T08:06:26Z next\n");
        for (qsizetype cut = 0; cut <= wire.size(); ++cut) {
            const QList<Line> got = assemble(wire, cut);
            QCOMPARE(got.size(), 2);
            QCOMPARE(got[0].text, QByteArray("server accepted from ('10.89.0.3', 55270) ping\n"));
            QCOMPARE(got[1].text, QByteArray("next\n"));
            QCOMPARE(got[1].seconds - got[0].seconds, 1);
        }
    }

    void streamsAreJoinedSeparately()
    {
        const QByteArray ts = "2026-11-22T08:06:25.000000001Z ";
        const QByteArray wire = frame(1, ts + "out-a") + frame(2, ts + "err-a")
                                + frame(1, ts + "out-b\n") + frame(2, ts + "err-b\n");
        const QList<Line> got = assemble(wire, 0);
        QCOMPARE(got.size(), 2);
        // 2026-11-22T08:06:25Z, computed independently of the parser under test.
        const qint64 seconds
            = QDateTime(QDate(2026, 11, 22), QTime(8, 6, 25), QTimeZone::utc()).toSecsSinceEpoch();
        QCOMPARE(seconds, Q_INT64_C(1795334785));
        QCOMPARE(got[0], (Line{1, "out-aout-b\n", seconds, 1}));
        QCOMPARE(got[1], (Line{2, "err-aerr-b\n", seconds, 1}));
    }

    void lastLineWithoutNewlineComesOutOnFinish()
    {
        const QByteArray wire = frame(1, "2026-11-22T08:06:25Z tail");
        QCOMPARE(assemble(wire, 3, false).size(), 0);
        const QList<Line> got = assemble(wire, 3, true);
        QCOMPARE(got.size(), 1);
        QCOMPARE(got[0].text, QByteArray("tail"));
    }

    void emptyLinesCrlfAndInvalidUtf8AreKeptAsBytes()
    {
        const QByteArray ts = "2026-11-22T08:06:25Z ";
        const QByteArray wire
            = frame(1, ts + "\n") + frame(1, ts + "dos\r\n") + frame(1, ts + "\xff\xfe bad\n");
        for (qsizetype cut = 0; cut <= wire.size(); ++cut) {
            const QList<Line> got = assemble(wire, cut);
            QCOMPARE(got.size(), 3);
            QCOMPARE(got[0].text, QByteArray("\n"));
            QCOMPARE(got[1].text, QByteArray("dos\r\n"));
            QCOMPARE(got[2].text, QByteArray("\xff\xfe bad\n"));
        }
    }
};

QTEST_GUILESS_MAIN(TestLogDemuxer)
#include "tst_logdemuxer.moc"
