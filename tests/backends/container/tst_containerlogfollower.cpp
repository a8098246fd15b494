// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// ContainerLogFollower reading by polls (as on Podman) from a scripted engine. Podman stamps
// lines with whole seconds and cuts lines between frames, sometimes in two different seconds;
// a read `since` the second of a tail returned the tail alone, and one line of 4 million was
// stored twice (ui.loadwindow, docs/reliability.md). Each poll now reads whole seconds up to
// the newest line's and the next goes on from there in the same assembler: every line is
// stored once and sent once, however the engine cut it, and whatever breaks a read.
#include "backends/container/containerlogfollower.h"
#include "backends/container/engineclient.h"
#include "libs/transport/endpoint.h"
#include "tests/support/privatetmpfs.h"
#include "tests/support/scriptedenginepeer.h"

#include <QDateTime>
#include <QFile>
#include <QLocalSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUrlQuery>

#include <atomic>
#include <limits>
#include <vector>

using namespace TrainDeck;
using namespace TrainDeck::Container;

namespace {

constexpr qint64 T0 = 1795000000; // a second in November 2026

struct Frame
{
    qint64 second;
    QByteArray payload;
};

/// The payload of one frame as Podman sends it with timestamps=1: whole seconds.
QByteArray stamped(const Frame &f)
{
    return QDateTime::fromSecsSinceEpoch(f.second, Qt::UTC).toString(Qt::ISODate).toLatin1() + ' '
           + f.payload;
}

/// Podman's answer to `logs?timestamps=1&since=S&until=U&tail=N`: the frames written at or
/// after S and up to U (a frame of second X has a time within X; `until=X` ends before it,
/// `until=X.999999999` after it), or with tail=N the last N of them, each with its own
/// whole-second timestamp, in the multiplexed stream format.
QByteArray answer(const std::vector<Frame> &frames, const QUrlQuery &q)
{
    const qint64 since = q.queryItemValue(QStringLiteral("since")).toLongLong();
    const QString untilText = q.queryItemValue(QStringLiteral("until"));
    const qint64 until = untilText.isEmpty()
                             ? std::numeric_limits<qint64>::max()
                             : untilText.section(QLatin1Char('.'), 0, 0).toLongLong()
                                   + (untilText.contains(QLatin1Char('.')) ? 1 : 0);
    const int tail = q.queryItemValue(QStringLiteral("tail")).toInt();
    QByteArray body;
    for (size_t i = tail > 0 && size_t(tail) < frames.size() ? frames.size() - tail : 0;
         i < frames.size();
         ++i) {
        const Frame &f = frames[i];
        if (f.second < since || f.second >= until)
            continue;
        const QByteArray text = stamped(f);
        const quint32 n = quint32(text.size());
        const char header[8] = {1, 0, 0, 0, char(n >> 24), char(n >> 16), char(n >> 8), char(n)};
        body += QByteArray(header, 8) + text;
    }
    return "HTTP/1.1 200 OK\r\nContent-Type: application/vnd.docker.multiplexed-stream\r\n"
           "Content-Length: "
           + QByteArray::number(body.size()) + "\r\n\r\n" + body;
}

/// The engine: read number n (from 0; a one-line read from the end, tail=1, is not counted)
/// sees the log `view(n)`, and so does a tail=1 read just before it; the read numbered
/// `cutRead` is cut before its body, as when the engine restarts or an SSH master dies
/// under it.
class ScriptedPodman : public Tests::ScriptedEnginePeer
{
public:
    using View = std::function<std::vector<Frame>(int read)>;
    ScriptedPodman(QString path, View view, int cutRead = -1)
        : ScriptedEnginePeer(std::move(path),
                             [this](QLocalSocket *s, const QByteArray &head) { reply(s, head); })
        , m_view(std::move(view))
        , m_cutRead(cutRead)
    {}
    /// The first read sees `first`, every later one `later`.
    static View firstThenLater(std::vector<Frame> first, std::vector<Frame> later)
    {
        return [first, later](int n) {
            return n == 0 ? first : later;
        };
    }
    std::atomic<int> reads{0};

private:
    void reply(QLocalSocket *s, const QByteArray &head)
    {
        const QByteArray target = head.split(' ').value(1);
        const QUrlQuery q(QUrl(QString::fromLatin1(target)).query());
        if (q.queryItemValue(QStringLiteral("tail")) == QLatin1String("1"))
            return writeAll(s, answer(m_view(reads.load()), q));
        const int n = reads++;
        const QByteArray whole = answer(m_view(n), q);
        if (n != m_cutRead)
            return writeAll(s, whole);
        writeAll(s, whole.left(whole.indexOf("\r\n\r\n") + 4));
        s->disconnectFromServer();
    }

    View m_view;
    int m_cutRead;
};

/// A scripted Podman on a socket of its own, a client of it, a logs folder and a follower
/// reading node-0's log by polls: what most tests here start from. The engine stops however
/// the test ends.
struct Rig
{
    explicit Rig(ScriptedPodman::View view, int cutRead = -1)
        : engine(dir.filePath(QStringLiteral("podman.sock")), std::move(view), cutRead)
        , client(*Transport::Endpoint::parse(QStringLiteral("unix://")
                                             + dir.filePath(QStringLiteral("podman.sock"))))
        , logs(dir.filePath(QStringLiteral("logs")))
        , follower(&client, QStringLiteral("c0ffee"), logs, QStringLiteral("node-0"), true)
    {
        engine.start();
        QObject::connect(&follower, &ContainerLogFollower::completed, [this] { completed = true; });
    }
    ~Rig()
    {
        engine.quit();
        engine.wait(5000);
    }
    /// The engine listens and the logs folder exists.
    bool ready()
    {
        return dir.isValid() && QDir().mkpath(logs)
               && QTest::qWaitFor([this] { return engine.listening.load(); }, 5000);
    }

    QTemporaryDir dir;
    ScriptedPodman engine;
    EngineClient client;
    QString logs;
    ContainerLogFollower follower;
    bool completed = false;
};

} // namespace

class TestContainerLogFollower : public QObject
{
    Q_OBJECT

    /// What the store holds of node-0's log.
    static QByteArray stored(const QString &logs)
    {
        QFile f(QDir(logs).filePath(QStringLiteral("node-0.log")));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(no log)");
    }

private Q_SLOTS:
    void lineCutAcrossASecondIsStoredOnce()
    {
        // "b" began in the first second and ended in the next: its tail is a frame of T0 + 1,
        // the second the next read starts from.
        const std::vector<Frame> first
            = {{T0, "a\n"}, {T0, "b-head "}, {T0 + 1, "b-tail\n"}, {T0 + 1, "c\n"}};
        std::vector<Frame> later = first;
        later.push_back({T0 + 2, "d\n"});
        Rig rig(ScriptedPodman::firstThenLater(first, later));
        QVERIFY(rig.ready());
        rig.follower.start();
        // The first read ends before T0 + 1 with "b" unfinished; the second goes on from
        // there with its tail. The container then exits.
        QTRY_VERIFY_WITH_TIMEOUT(rig.engine.reads.load() >= 2, 20000);
        rig.follower.finishAfterExit();
        QTRY_VERIFY_WITH_TIMEOUT(rig.completed, 20000);

        QCOMPARE(stored(rig.logs), QByteArray("a\nb-head b-tail\nc\nd\n"));
    }

    // Reading by polls sends each line over the wire once while the container runs: every
    // poll reads whole seconds up to the newest line's (which a one-line read from the end
    // names), and goes on from there; a line cut across two seconds goes on in the next
    // read. Read open-ended, every poll sent the newest second again (bench_podmanpoll
    // measured 1.4x the log's bytes under a flood, 2.6x for a steady log).
    void pollsSendEachLineOnce()
    {
        std::vector<Frame> all;
        QByteArray expected;
        for (int k = 0; k < 6; ++k) {
            for (int i = 0; i < 3; ++i) {
                const QByteArray line
                    = "s" + QByteArray::number(k) + " line " + QByteArray::number(i) + '\n';
                all.push_back({T0 + k, line});
                expected += line;
            }
            if (k == 2) {
                all.push_back({T0 + 2, "cut-head "});
                all.push_back({T0 + 3, "cut-tail\n"});
                expected += "cut-head cut-tail\n";
            }
        }
        // Read n sees the log up to second T0 + n + 1, and the last second from read 4 on.
        const auto upTo = [all](qint64 last) {
            std::vector<Frame> out;
            for (const Frame &f : all)
                if (f.second <= last)
                    out.push_back(f);
            return out;
        };
        Rig rig([upTo](int n) { return upTo(T0 + qMin(n + 1, 5)); });
        QVERIFY(rig.ready());
        rig.follower.start();

        // Seconds T0 to T0 + 4 are whole once the log shows T0 + 5: 16 lines.
        QTRY_COMPARE_WITH_TIMEOUT(rig.follower.linesWritten(), qint64(16), 20000);
        qint64 sent = 0;
        for (const Frame &f : upTo(T0 + 4))
            sent += stamped(f).size();
        // Polls go on while nothing new is whole, without reading the log again (for less
        // than the second after which a log that stays quiet is read open-ended).
        QTest::qWait(800);
        QCOMPARE(rig.engine.reads.load(), 5);
        QCOMPARE(rig.follower.bytesRead(), sent);

        rig.follower.finishAfterExit();
        QTRY_VERIFY_WITH_TIMEOUT(rig.completed, 20000);
        QCOMPARE(stored(rig.logs), expected);
    }

    // A log that goes quiet: its newest second never becomes whole (no later line comes), so
    // reading whole seconds only would hold its last lines back until the container exits. A
    // container printing "burning" and then computing for minutes showed nothing on Podman
    // (backends.container.containerbackend). Once the newest second has stayed the newest for
    // a second, it is read open-ended; the final read then skips what that read stored.
    void quietLogShowsItsLastLines()
    {
        const std::vector<Frame> frames = {{T0, "a\n"}, {T0 + 1, "b\n"}, {T0 + 1, "burning\n"}};
        Rig rig(ScriptedPodman::firstThenLater(frames, frames));
        QVERIFY(rig.ready());
        rig.follower.start();
        QTRY_COMPARE_WITH_TIMEOUT(stored(rig.logs), QByteArray("a\nb\nburning\n"), 10000);
        QVERIFY(!rig.completed);
        // Quiet: no more reads of it.
        const int reads = rig.engine.reads.load();
        QTest::qWait(1500);
        QCOMPARE(rig.engine.reads.load(), reads);
        rig.follower.finishAfterExit();
        QTRY_VERIFY_WITH_TIMEOUT(rig.completed, 20000);
        QCOMPARE(stored(rig.logs), QByteArray("a\nb\nburning\n"));
    }

    // A read `since` a second is cut before it has seen again the stored lines of that second
    // (whose counts it had set aside): the next read must not take them for new. Reading on
    // from the counts stored "c" twice, as a clean-clone run saw after an SSH master was
    // killed on Podman (docs/reliability.md).
    void cutReadRepeatsNothing()
    {
        const std::vector<Frame> first = {{T0, "a\n"}, {T0, "b\n"}, {T0 + 1, "c\n"}};
        std::vector<Frame> later = first;
        later.push_back({T0 + 1, "d\n"});
        later.push_back({T0 + 2, "e\n"});
        Rig rig(ScriptedPodman::firstThenLater(first, later), 1);
        QVERIFY(rig.ready());
        int cut = 0;
        // What the supervisor does when a read breaks.
        connect(
            &rig.follower, &ContainerLogFollower::ended, this, [&](bool clean, const QString &) {
                if (clean)
                    return;
                ++cut;
                QTimer::singleShot(50, &rig.follower, [&] { rig.follower.start(); });
            });
        rig.follower.start();
        QTRY_VERIFY_WITH_TIMEOUT(cut == 1 && rig.engine.reads.load() >= 3, 20000);
        rig.follower.finishAfterExit();
        QTRY_VERIFY_WITH_TIMEOUT(rig.completed, 20000);
        QCOMPARE(stored(rig.logs), QByteArray("a\nb\nc\nd\ne\n"));
    }

    // The disk under the store fills up: the store keeps what it can in memory, then refuses
    // (LogWriter's bound, made small here). The follower says so once, does not count the
    // refused lines as stored, and reads them again from the engine until the disk takes
    // them: once space is freed the log is whole, in order, each line once. It skipped the
    // refusal before, and those lines were lost.
    void fullDiskDelaysLinesButLosesNone()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString disk = dir.filePath(QStringLiteral("disk"));
        PrivateTmpfs tmpfs;
        TRAINDECK_MOUNT_TMPFS(tmpfs, disk, "256k");
        const QString logs = disk + QStringLiteral("/logs");
        QVERIFY(QDir().mkpath(logs));

        std::vector<Frame> frames;
        QByteArray expected;
        for (int i = 0; i < 400; ++i) {
            const QByteArray line = "line " + QByteArray::number(i).rightJustified(4, '0') + ' '
                                    + QByteArray(90, 'x') + '\n';
            frames.push_back({T0 + i / 100, line});
            expected += line;
        }
        ScriptedPodman engine(dir.filePath(QStringLiteral("podman.sock")),
                              ScriptedPodman::firstThenLater(frames, frames));
        engine.start();
        QTRY_VERIFY(engine.listening.load());
        EngineClient client(*Transport::Endpoint::parse(
            QStringLiteral("unix://") + dir.filePath(QStringLiteral("podman.sock"))));

        ContainerLogFollower follower(
            &client, QStringLiteral("c0ffee"), logs, QStringLiteral("node-0"), true);
        follower.setMaxPendingBytes(8 * 1024);
        // The disk is full before the first line.
        QFile filler(disk + QStringLiteral("/filler"));
        QVERIFY(PrivateTmpfs::fillUp(filler));

        QStringList problems;
        bool completed = false;
        bool exited = false;
        int restarts = 0;
        connect(&follower, &ContainerLogFollower::problem, this, [&](const Error &e) {
            problems << e.message;
        });
        connect(&follower, &ContainerLogFollower::completed, this, [&] { completed = true; });
        // What the supervisor does when a read ends early.
        connect(&follower, &ContainerLogFollower::ended, this, [&](bool clean, const QString &) {
            if (clean)
                return;
            ++restarts;
            QTimer::singleShot(100, &follower, [&] {
                follower.start();
                if (exited)
                    follower.finishAfterExit();
            });
        });
        follower.start();
        QTRY_VERIFY_WITH_TIMEOUT(restarts >= 3, 20000);
        QCOMPARE(problems.size(), 1); // said once, however often it is refused
        QVERIFY2(problems.first().contains(QStringLiteral("The disk is full")),
                 qPrintable(problems.first()));
        QVERIFY2(problems.first().contains(QStringLiteral("wait in memory")),
                 qPrintable(problems.first()));
        // The container exits while the disk is full: the log is not complete yet.
        exited = true;
        follower.finishAfterExit();
        QTest::qWait(1000);
        QVERIFY(!completed);

        QVERIFY(filler.resize(0));
        filler.close();
        QVERIFY(QFile::remove(filler.fileName()));
        QTRY_VERIFY_WITH_TIMEOUT(completed, 30000);
        const QByteArray log = stored(logs);
        QCOMPARE(log.size(), expected.size());
        QVERIFY(log == expected);
        QCOMPARE(follower.linesWritten(), qint64(400));
        engine.quit();
        engine.wait(5000);
    }
};

QTEST_GUILESS_MAIN(TestContainerLogFollower)
#include "tst_containerlogfollower.moc"
