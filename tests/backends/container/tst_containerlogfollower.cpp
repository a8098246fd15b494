// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// ContainerLogFollower reading by polls (as on Podman) from a scripted engine: a line that the
// engine cut between two frames in two different seconds comes back from a read `since` the
// second of its tail as the tail alone. The follower must skip that tail in place of the whole
// line, and store every line once. Found by ui.loadwindow on real Podman: one line of 4
// million was stored twice (docs/reliability.md).
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

/// Podman's answer to `logs?timestamps=1&since=S`: every frame written at or after S, each
/// with its own whole-second timestamp, in the multiplexed stream format.
QByteArray answer(const std::vector<Frame> &frames, qint64 since)
{
    QByteArray body;
    for (const Frame &f : frames) {
        if (f.second < since)
            continue;
        const QByteArray text
            = QDateTime::fromSecsSinceEpoch(f.second, Qt::UTC).toString(Qt::ISODate).toLatin1()
              + ' ' + f.payload;
        const quint32 n = quint32(text.size());
        const char header[8] = {1, 0, 0, 0, char(n >> 24), char(n >> 16), char(n >> 8), char(n)};
        body += QByteArray(header, 8) + text;
    }
    return "HTTP/1.1 200 OK\r\nContent-Type: application/vnd.docker.multiplexed-stream\r\n"
           "Content-Length: "
           + QByteArray::number(body.size()) + "\r\n\r\n" + body;
}

/// The engine: the first read sees `first`, every later one `later`; the read numbered
/// `cutRead` (from 0) is cut before its body, as when the engine restarts or an SSH master
/// dies under it.
class ScriptedPodman : public Tests::ScriptedEnginePeer
{
public:
    ScriptedPodman(QString path,
                   std::vector<Frame> first,
                   std::vector<Frame> later,
                   int cutRead = -1)
        : ScriptedEnginePeer(std::move(path),
                             [this](QLocalSocket *s, const QByteArray &head) { reply(s, head); })
        , m_first(std::move(first))
        , m_later(std::move(later))
        , m_cutRead(cutRead)
    {}
    std::atomic<int> reads{0};

private:
    void reply(QLocalSocket *s, const QByteArray &head)
    {
        const QByteArray target = head.split(' ').value(1);
        const QUrlQuery q(QUrl(QString::fromLatin1(target)).query());
        const qint64 since = q.queryItemValue(QStringLiteral("since")).toLongLong();
        const int n = reads++;
        const QByteArray whole = answer(n == 0 ? m_first : m_later, since);
        if (n != m_cutRead)
            return writeAll(s, whole);
        writeAll(s, whole.left(whole.indexOf("\r\n\r\n") + 4));
        s->disconnectFromServer();
    }

    std::vector<Frame> m_first;
    std::vector<Frame> m_later;
    int m_cutRead;
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
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // "b" began in the first second and ended in the next: its tail is a frame of T0 + 1,
        // the second the next read starts from.
        const std::vector<Frame> first
            = {{T0, "a\n"}, {T0, "b-head "}, {T0 + 1, "b-tail\n"}, {T0 + 1, "c\n"}};
        std::vector<Frame> later = first;
        later.push_back({T0 + 2, "d\n"});
        ScriptedPodman engine(dir.filePath(QStringLiteral("podman.sock")), first, later);
        engine.start();
        QTRY_VERIFY(engine.listening.load());

        EngineClient client(*Transport::Endpoint::parse(
            QStringLiteral("unix://") + dir.filePath(QStringLiteral("podman.sock"))));
        const QString logs = dir.filePath(QStringLiteral("logs"));
        QVERIFY(QDir().mkpath(logs));
        ContainerLogFollower follower(
            &client, QStringLiteral("c0ffee"), logs, QStringLiteral("node-0"), true);
        bool completed = false;
        connect(&follower, &ContainerLogFollower::completed, this, [&] { completed = true; });
        follower.start();
        // The second read is the one `since` the tail's second; the container then exits.
        QTRY_VERIFY_WITH_TIMEOUT(engine.reads.load() >= 2, 20000);
        follower.finishAfterExit();
        QTRY_VERIFY_WITH_TIMEOUT(completed, 20000);

        QCOMPARE(stored(logs), QByteArray("a\nb-head b-tail\nc\nd\n"));
        engine.quit();
        engine.wait(5000);
    }

    // A read `since` a second is cut before it has seen again the stored lines of that second
    // (whose counts it had set aside): the next read must not take them for new. Reading on
    // from the counts stored "c" twice, as a clean-clone run saw after an SSH master was
    // killed on Podman (docs/reliability.md).
    void cutReadRepeatsNothing()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::vector<Frame> first = {{T0, "a\n"}, {T0, "b\n"}, {T0 + 1, "c\n"}};
        std::vector<Frame> later = first;
        later.push_back({T0 + 1, "d\n"});
        later.push_back({T0 + 2, "e\n"});
        ScriptedPodman engine(dir.filePath(QStringLiteral("podman.sock")), first, later, 1);
        engine.start();
        QTRY_VERIFY(engine.listening.load());
        EngineClient client(*Transport::Endpoint::parse(
            QStringLiteral("unix://") + dir.filePath(QStringLiteral("podman.sock"))));
        const QString logs = dir.filePath(QStringLiteral("logs"));
        QVERIFY(QDir().mkpath(logs));
        ContainerLogFollower follower(
            &client, QStringLiteral("c0ffee"), logs, QStringLiteral("node-0"), true);
        bool completed = false;
        int cut = 0;
        connect(&follower, &ContainerLogFollower::completed, this, [&] { completed = true; });
        // What the supervisor does when a read breaks.
        connect(&follower, &ContainerLogFollower::ended, this, [&](bool clean, const QString &) {
            if (clean)
                return;
            ++cut;
            QTimer::singleShot(50, &follower, [&] { follower.start(); });
        });
        follower.start();
        QTRY_VERIFY_WITH_TIMEOUT(cut == 1 && engine.reads.load() >= 3, 20000);
        follower.finishAfterExit();
        QTRY_VERIFY_WITH_TIMEOUT(completed, 20000);
        QCOMPARE(stored(logs), QByteArray("a\nb\nc\nd\ne\n"));
        engine.quit();
        engine.wait(5000);
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
        ScriptedPodman engine(dir.filePath(QStringLiteral("podman.sock")), frames, frames);
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
