// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// What reading a Podman container's log by polls costs while the container writes it.
// Podman 4.3's follow stream drops frames under a flood, so TrainDeck reads its logs by
// repeated plain reads (ContainerLogFollower's poll mode), and each of them makes Podman parse
// the log file from its start. Two containers: a flood (400,000 lines at 100,000 a second,
// about 40 MB with timestamps) and a steady log (40,000 lines at 2,000 a second for 20 s).
// TrainDeck follows each live, from its start to the log's complete mark, as the backend does.
// The baseline, in the same run: the same container run with nothing reading, then one read of
// its whole log (curl, to /dev/null), the cheapest way to have every byte once. Measured: the
// Podman service's CPU time (/proc/PID/stat) and the log bytes the engine sent. Targets: the
// bytes <= 1.05x the log's (each line sent once), the flood's CPU <= 1.5x, and the steady
// log read at most once per second of its output (each read parses the whole file, which no
// request can avoid on Podman 4.3, so that is the bound on its CPU). Exits 1 when a target or
// a sanity check (every line stored once) is missed. Needs the engines of
// scripts/engines/start (engines.env).
#include "backends/container/containerlogfollower.h"
#include "backends/container/engineclient.h"
#include "bench/enginecalls.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>
#include <unistd.h>

using namespace TrainDeck;
using namespace TrainDeck::Container;
using Json = nlohmann::json;
using Bench::call;

namespace {

/// The Podman service's CPU time so far (user + system, all threads), in seconds.
double serviceCpu(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray stat = f.readAll();
    // Fields after the command name, which is in parentheses and may hold spaces.
    const QList<QByteArray> rest = stat.mid(stat.lastIndexOf(')') + 2).split(' ');
    if (rest.size() < 13)
        return -1;
    const double ticks = double(sysconf(_SC_CLK_TCK));
    return (rest[11].toLongLong() + rest[12].toLongLong()) / ticks;
}

/// Waits for the container to exit by inspecting it five times a second, as the backend
/// learns of exits: Podman 4.3's compat `wait` spins (measured: 10.3 s of service CPU for a
/// container that slept 8 s), which would swamp what is measured here.
void whenExited(EngineClient &engine, const QString &cid, std::function<void(bool)> done)
{
    engine.inspectContainer(cid, [&engine, cid, done](Result<Json> r) {
        if (!r)
            return done(false);
        if ((*r)["State"].value("Running", false)) {
            QTimer::singleShot(200, [&engine, cid, done] { whenExited(engine, cid, done); });
            return;
        }
        done(true);
    });
}

struct Live
{
    double seconds = 0;
    double cpu = 0;
    qint64 lines = 0;
    qint64 bytes = 0;
    int reads = 0;
    bool ok = false;
};

/// Runs the container and follows its log by polls until the log is complete.
Live followLive(EngineClient &engine, const QString &cid, qint64 servicePid)
{
    Live out;
    QTemporaryDir dir;
    ContainerLogFollower f(&engine, cid, dir.path(), QStringLiteral("node-0"), true);
    bool done = false;
    QObject::connect(&f, &ContainerLogFollower::completed, [&] {
        out.ok = true;
        done = true;
    });
    QObject::connect(&f, &ContainerLogFollower::ended, [&](bool ok, const QString &why) {
        // A poll that ends cleanly is the normal rhythm; a broken one is a failure here.
        if (!ok) {
            std::fprintf(stderr, "log read failed: %s\n", qPrintable(why));
            done = true;
        }
    });
    const double cpu0 = serviceCpu(servicePid);
    QElapsedTimer t;
    t.start();
    if (auto r = call([&](auto d) { engine.startContainer(cid, d); }); !r) {
        std::fprintf(stderr, "start: %s\n", qPrintable(r.error().message));
        return out;
    }
    f.start();
    whenExited(engine, cid, [&](bool ok) {
        if (!ok) {
            std::fprintf(stderr, "inspect failed\n");
            done = true;
            return;
        }
        f.finishAfterExit();
    });
    while (!done)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    out.seconds = t.nsecsElapsed() / 1e9;
    out.cpu = serviceCpu(servicePid) - cpu0;
    out.lines = f.linesWritten();
    out.bytes = f.bytesRead();
    out.reads = f.reads();
    return out;
}

/// The baseline: the same container run with nothing reading its log, then one read of the
/// whole log by curl (to /dev/null): the Podman service's CPU time from start to the last
/// byte; `bytes`: what curl read, -1 when it failed.
double runThenReadOnce(EngineClient &engine, const QString &cid, qint64 servicePid, qint64 *bytes)
{
    const double cpu0 = serviceCpu(servicePid);
    (void)call([&](auto d) { engine.startContainer(cid, d); });
    std::optional<bool> exited;
    whenExited(engine, cid, [&](bool ok) { exited = ok; });
    while (!exited)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    *bytes = Bench::curlWholeLog(engine.endpoint().path, cid);
    return serviceCpu(servicePid) - cpu0;
}

/// One read of the finished log by TrainDeck: the log's bytes as the follower counts them.
qint64 onceBytes(EngineClient &engine, const QString &cid, qint64 *lines)
{
    QTemporaryDir dir;
    ContainerLogFollower f(&engine, cid, dir.path(), QStringLiteral("node-0"), true);
    bool done = false;
    QObject::connect(&f, &ContainerLogFollower::completed, [&] { done = true; });
    QObject::connect(
        &f, &ContainerLogFollower::ended, [&](bool ok, const QString &) { done = done || !ok; });
    f.finishAfterExit();
    while (!done)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    *lines = f.linesWritten();
    return f.bytesRead();
}

/// A container printing `lineCount` lines at `rate` a second: one run followed live by polls,
/// one run read once after its exit. False when a target or a sanity check is missed.
bool scenario(EngineClient &engine,
              const QString &image,
              qint64 servicePid,
              const QString &label,
              int lineCount,
              int rate,
              int rounds)
{
    // In bursts of a thousand lines (or fewer at low rates), as a training loop prints.
    const int burst = qMin(1000, qMax(1, rate / 10));
    const QString code = QStringLiteral("import sys, time\nw = sys.stdout.write\nt0 = time.time()\n"
                                        "for i in range(%1):\n"
                                        "    w('step %d loss 0.%06d lr 0.0001 throughput 1234.5 "
                                        "samples/s tag=bench\\n' % (i, i))\n"
                                        "    if i % %3 == %3 - 1:\n"
                                        "        sys.stdout.flush()\n"
                                        "        d = t0 + (i + 1) / %2 - time.time()\n"
                                        "        if d > 0:\n"
                                        "            time.sleep(d)\n")
                             .arg(lineCount)
                             .arg(rate)
                             .arg(burst);
    const Json body = {{"Image", image.toStdString()},
                       {"Cmd", {"python3", "-c", code.toStdString()}},
                       {"HostConfig", {{"NetworkMode", "none"}}}};
    // Rounds alternate the two ways, each on fresh containers: the best CPU of each way is
    // compared (the service's CPU time varies with what else the machine does), and the most
    // bytes and reads of any live round are held to their targets.
    qint64 curlBytes = 0;
    double onceCpu = 1e9;
    Live live;
    live.cpu = 1e9;
    qint64 onceLines = 0, logBytes = 0;
    for (int round = 0; round < rounds; ++round) {
        QString ids[2];
        for (int i = 0; i < 2; ++i) {
            const QString name = QStringLiteral("bench-podmanpoll-%1-%2").arg(label).arg(i);
            (void)call([&](auto d) { engine.removeContainer(name, true, d); });
            auto created = call([&](auto d) { engine.createContainer(name, body, d); });
            if (!created) {
                std::fprintf(stderr, "create: %s\n", qPrintable(created.error().message));
                return false;
            }
            ids[i] = QString::fromStdString((*created)["Id"].get<std::string>());
        }
        onceCpu = qMin(onceCpu, runThenReadOnce(engine, ids[0], servicePid, &curlBytes));
        const Live l = followLive(engine, ids[1], servicePid);
        logBytes = onceBytes(engine, ids[1], &onceLines);
        for (const QString &id : ids)
            (void)call([&](auto d) { engine.removeContainer(id, true, d); });
        const bool first = round == 0;
        live.cpu = qMin(live.cpu, l.cpu);
        live.seconds = first ? l.seconds : qMax(live.seconds, l.seconds);
        live.reads = first ? l.reads : qMax(live.reads, l.reads);
        live.bytes = first ? l.bytes : qMax(live.bytes, l.bytes);
        live.lines = first || l.lines != lineCount ? l.lines : live.lines;
        live.ok = (first || live.ok) && l.ok;
        if (!l.ok || curlBytes <= 0)
            break;
    }

    bool sane = live.ok && curlBytes > 0;
    std::printf("podman  %s: 1 container, %d lines printed at %d/s (%.1f MB on the wire)\n",
                qPrintable(label),
                lineCount,
                rate,
                curlBytes / 1e6);
    std::printf("        run, then one read (curl): service CPU %6.2f s\n", onceCpu);
    std::printf("        run followed by polls     : service CPU %6.2f s, %.2f s, %d reads, "
                "%.1f MB read (the log: %.1f MB), %lld lines stored\n",
                live.cpu,
                live.seconds,
                live.reads,
                live.bytes / 1e6,
                logBytes / 1e6,
                live.lines);
    const double cpuRatio = live.cpu / onceCpu;
    const double byteRatio = double(live.bytes) / double(logBytes);
    const bool flood = rate >= 10000;
    const bool cpuMet = !flood || cpuRatio <= 1.5;
    const bool bytesMet = byteRatio <= 1.05;
    // One read per second the output spans (its seconds may straddle one more), the first
    // (which may come before any second is whole, and read nothing), and the final one.
    const int maxReads = lineCount / rate + 4;
    const bool readsMet = live.reads <= maxReads;
    if (flood)
        std::printf("        ratio service CPU polls/once: %.2fx (target <= 1.5x: %s)\n",
                    cpuRatio,
                    cpuMet ? "met" : "MISSED");
    else
        std::printf("        ratio service CPU polls/once: %.2fx (no target: each read parses "
                    "the whole file)\n",
                    cpuRatio);
    std::printf("        ratio bytes read polls/once : %.2fx (target <= 1.05x: %s)\n",
                byteRatio,
                bytesMet ? "met" : "MISSED");
    std::printf("        reads: %d (target <= %d, one per second of output: %s)\n",
                live.reads,
                maxReads,
                readsMet ? "met" : "MISSED");
    if (live.lines != lineCount || onceLines != lineCount) {
        std::printf("        ERROR: %lld lines stored live, %lld by one read, expected %d\n",
                    live.lines,
                    onceLines,
                    lineCount);
        sane = false;
    }
    return cpuMet && bytesMet && readsMet && sane;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString image = qEnvironmentVariable("TRAINDECK_TEST_IMAGE");
    const QString url = qEnvironmentVariable("TRAINDECK_TEST_PODMAN_HOST");
    QFile pidFile(qEnvironmentVariable("TRAINDECK_TEST_PODMAN_PIDFILE"));
    if (image.isEmpty() || url.isEmpty() || !pidFile.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr,
                     "bench_podmanpoll needs the engines: source engines.env of "
                     "scripts/engines/start (scripts/bench does this)\n");
        return 2;
    }
    const qint64 servicePid = pidFile.readAll().trimmed().toLongLong();
    if (serviceCpu(servicePid) < 0) {
        std::fprintf(stderr, "no Podman service with pid %lld\n", servicePid);
        return 2;
    }
    EngineClient engine(*Transport::Endpoint::parse(url));
    std::optional<Result<EngineIdentity>> id;
    engine.ping([&](Result<EngineIdentity> r) { id = r; });
    while (!id)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    if (!*id || !id->value().podman) {
        std::fprintf(stderr, "no Podman at %s\n", qPrintable(url));
        return 2;
    }
    const bool flood
        = scenario(engine, image, servicePid, QStringLiteral("flood"), 400000, 100000, 2);
    const bool steady
        = scenario(engine, image, servicePid, QStringLiteral("steady"), 40000, 2000, 1);
    return flood && steady ? 0 : 1;
}
