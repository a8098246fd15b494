// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Log ingest from a container that printed 1M lines. TrainDeck's real path (Engine
// API over the Unix socket, demuxer, line assembly with timestamps, LogWriter into the store)
// against `curl --unix-socket SOCK .../logs?stdout=1&stderr=1&timestamps=1 > /dev/null` on the
// same container, in the same run: the same request TrainDeck makes, so both read the same
// bytes. Target: >= 0.8x curl. Exits 1 when the target is missed or a sanity check fails
// (lines stored, bytes read). Needs the engines of scripts/engines/start (engines.env).
#include "backends/container/containerlogfollower.h"
#include "backends/container/engineclient.h"
#include "bench/enginecalls.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <cstdio>

using namespace TrainDeck;
using namespace TrainDeck::Container;
using Json = nlohmann::json;
using Bench::call;

namespace {

double curlSeconds(const QString &sock, const QString &id, qint64 *bytes)
{
    QElapsedTimer t;
    t.start();
    *bytes = Bench::curlWholeLog(sock, id);
    return t.nsecsElapsed() / 1e9;
}

double traindeckSeconds(EngineClient &engine, const QString &id, bool poll, qint64 *lines)
{
    QTemporaryDir dir;
    ContainerLogFollower f(&engine, id, dir.path(), QStringLiteral("node-0"), poll);
    bool done = false;
    QObject::connect(&f, &ContainerLogFollower::completed, [&] { done = true; });
    QObject::connect(&f, &ContainerLogFollower::ended, [&](bool ok, const QString &why) {
        if (!ok) {
            std::fprintf(stderr, "log read failed: %s\n", qPrintable(why));
            done = true;
        }
    });
    QElapsedTimer t;
    t.start();
    f.finishAfterExit(); // one whole read of an exited container's log into the store
    while (!done)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    const double s = t.nsecsElapsed() / 1e9;
    *lines = f.linesWritten();
    return s;
}

/// Runs one engine's comparison; false when the target or a sanity check is missed.
bool bench(const QString &engineName, const QString &url, const QString &image, int lineCount)
{
    EngineClient engine(*Transport::Endpoint::parse(url));
    std::optional<Result<EngineIdentity>> id;
    engine.ping([&](Result<EngineIdentity> r) { id = r; });
    while (!id)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    if (!*id) {
        std::fprintf(stderr, "%s: %s\n", qPrintable(engineName), qPrintable(id->error().message));
        return false;
    }
    const QString name = QStringLiteral("bench-logs-%1").arg(engineName);
    (void)call([&](auto d) { engine.removeContainer(name, true, d); });
    const QString code = QStringLiteral("import sys\nw = sys.stdout.write\nfor i in range(%1):\n"
                                        "    w('step %d loss 0.%06d lr 0.0001 throughput 1234.5 "
                                        "samples/s tag=bench\\n' % (i, i))\n")
                             .arg(lineCount);
    Json body = {{"Image", image.toStdString()},
                 {"Cmd", {"python3", "-c", code.toStdString()}},
                 {"HostConfig", {{"NetworkMode", "none"}}}};
    auto created = call([&](auto d) { engine.createContainer(name, body, d); });
    if (!created) {
        std::fprintf(
            stderr, "%s: %s\n", qPrintable(engineName), qPrintable(created.error().message));
        return false;
    }
    const QString cid = QString::fromStdString((*created)["Id"].get<std::string>());
    (void)call([&](auto d) { engine.startContainer(cid, d); });
    (void)call([&](auto d) { engine.waitContainer(cid, QStringLiteral("not-running"), d); });

    const QString sock = engine.endpoint().path;
    double bestCurl = 1e9, bestOurs = 1e9;
    qint64 bytes = 0, lines = 0;
    bool sane = true;
    for (int round = 0; round < 3; ++round) {
        qint64 b = 0, l = 0;
        bestCurl = qMin(bestCurl, curlSeconds(sock, cid, &b));
        bestOurs = qMin(bestOurs, traindeckSeconds(engine, cid, engine.identity().podman, &l));
        // Every round reads the same log: the same bytes and lines each time.
        if (round > 0 && (b != bytes || l != lines)) {
            std::printf(
                "        ERROR: round %d read %lld bytes / %lld lines, round 0 %lld / %lld\n",
                round,
                b,
                l,
                bytes,
                lines);
            sane = false;
        }
        bytes = b;
        lines = l;
    }
    std::printf("%-7s 1 container, %lld lines stored (%.1f MB on the wire for curl)\n",
                qPrintable(engineName),
                lines,
                bytes / 1e6);
    std::printf("        curl to /dev/null : %7.3f s  %6.2f M lines/s\n",
                bestCurl,
                lineCount / bestCurl / 1e6);
    std::printf(
        "        TrainDeck ingest  : %7.3f s  %6.2f M lines/s (timestamps, demux, lines, store)\n",
        bestOurs,
        lineCount / bestOurs / 1e6);
    const double ratio = bestCurl / bestOurs;
    const bool met = ratio >= 0.8;
    std::printf("        ratio TrainDeck/curl throughput: %.2fx (target >= 0.8x: %s)\n",
                ratio,
                met ? "met" : "MISSED");
    if (lines != lineCount) {
        std::printf("        ERROR: %lld lines stored, expected %d\n", lines, lineCount);
        sane = false;
    }
    // Each line on the wire is an 8-byte frame header, a timestamp and the text: curl must
    // have read at least the text and the headers, or it did not read what TrainDeck read.
    if (bytes < qint64(lineCount) * (8 + 60)) {
        std::printf("        ERROR: curl read %lld bytes for %d lines\n", bytes, lineCount);
        sane = false;
    }
    (void)call([&](auto d) { engine.removeContainer(cid, true, d); });
    return met && sane;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString image = qEnvironmentVariable("TRAINDECK_TEST_IMAGE");
    if (image.isEmpty()) {
        std::fprintf(stderr,
                     "bench_containerlogs needs the engines: source engines.env of "
                     "scripts/engines/start (scripts/bench does this)\n");
        return 2;
    }
    const int lines = qEnvironmentVariableIntValue("TRAINDECK_BENCH_LINES") > 0
                          ? qEnvironmentVariableIntValue("TRAINDECK_BENCH_LINES")
                          : 1000000;
    const bool docker = bench(
        QStringLiteral("docker"), qEnvironmentVariable("TRAINDECK_TEST_DOCKER_HOST"), image, lines);
    const bool podman = bench(
        QStringLiteral("podman"), qEnvironmentVariable("TRAINDECK_TEST_PODMAN_HOST"), image, lines);
    return docker && podman ? 0 : 1;
}
