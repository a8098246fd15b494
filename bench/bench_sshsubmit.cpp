// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Submit -> 4 nodes running, and log ingest, over SSH against the same over the engine's local
// socket, on the same engine in the same run (docs/ssh.md). Two ContainerBackends, one with
// the engine's unix:// address and one with the ssh:// address of the private sshd of
// scripts/engines/sshd in front of it (Docker: dial-stdio; Podman: forwarded socket), take
// turns submitting the same 4-node job, each node printing Lines lines of 93 bytes. Clocks:
// submit -> the engine's 4th "start" event for the job (seen on an events stream over the local
// socket, opened before the clock starts), and submit -> every node's log complete in the local
// log store. Prints medians (min..max) and the SSH/local ratios; there is no target, the
// figures are for the note. Exits 1 when a round fails (a failed call, a missing start, a log
// that never completed).
#include "backends/container/containerbackend.h"
#include "backends/container/engineclient.h"
#include "libs/transport/httpreply.h"
#include "libs/transport/sshmaster.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

using namespace TrainDeck;
using namespace TrainDeck::Container;
using Json = nlohmann::json;

namespace {

constexpr int Nodes = 4;
constexpr int Rounds = 3;
constexpr int Lines = 20000;
constexpr qint64 LineBytes = 93; // "line %06d " + 80 x + '\n'
const QString JobLabel = QStringLiteral("trainer.kubeflow.org/trainjob-name");

void spin(const std::function<bool()> &done, int timeoutMs = 180000)
{
    QElapsedTimer t;
    t.start();
    while (!done() && t.elapsed() < timeoutMs)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
}

struct Figures
{
    QList<double> seconds;
    bool sane = true;
    void add(double s)
    {
        if (s < 0)
            sane = false;
        else
            seconds << s;
    }
    double median() const
    {
        if (seconds.isEmpty())
            return -1;
        QList<double> v = seconds;
        std::sort(v.begin(), v.end());
        return v.at(v.size() / 2);
    }
    double best() const
    {
        return seconds.isEmpty() ? -1 : *std::min_element(seconds.begin(), seconds.end());
    }
    double worst() const
    {
        return seconds.isEmpty() ? -1 : *std::max_element(seconds.begin(), seconds.end());
    }
};

std::unique_ptr<ContainerBackend>
backend(const QString &engine, const QString &url, const QString &dir)
{
    ContainerBackend::Options o;
    o.engine = engine == QLatin1String("docker") ? BackendKind::Docker : BackendKind::Podman;
    o.host = url;
    o.jobsDir = dir + QStringLiteral("/jobs");
    o.workdirRoot = dir + QStringLiteral("/work");
    o.pollMs = 500;
    auto b = std::make_unique<ContainerBackend>(o);
    b->start();
    auto up = b->connected();
    spin([&] { return up.isFinished(); });
    if (!up.isFinished() || !up.result()) {
        std::fprintf(stderr, "%s: did not connect to %s\n", qPrintable(engine), qPrintable(url));
        return nullptr;
    }
    return b;
}

/// One round: {seconds to the 4th start, seconds to complete logs}, -1 on failure.
std::pair<double, double>
round(ContainerBackend &b, EngineClient &engine, const QString &image, const QString &name)
{
    TrainJob job;
    job.name = name;
    job.runtimeRef.name = QStringLiteral("torch-distributed");
    CustomTrainerContainer t;
    t.image = image;
    t.command = {QStringLiteral("python3"),
                 QStringLiteral("-c"),
                 QStringLiteral("import sys\nw = sys.stdout.write\nfor i in range(%1):\n    "
                                "w('line %06d ' % i + 'x' * 80 + '\\n')\nsys.stdout.flush()")
                     .arg(Lines)};
    t.numNodes = Nodes;
    job.trainer = t;
    auto gone = b.remove(name);
    spin([&] { return gone.isFinished(); });

    auto starts = std::make_shared<int>(0);
    auto startSeconds = std::make_shared<double>(-1);
    QElapsedTimer clock;
    Transport::HttpReply *stream = engine.events(
        {{"type", {"container"}},
         {"event", {"start"}},
         {"label", {(JobLabel + u'=' + name).toStdString()}}},
        [starts, startSeconds, &clock](const Json &ev) {
            if (ev.value("Action", std::string()) == "start" && ++*starts == Nodes)
                *startSeconds = clock.nsecsElapsed() / 1e9;
        },
        [](Result<Json>) {});
    QElapsedTimer settle;
    settle.start();
    spin([&] { return settle.elapsed() > 200; });

    clock.start();
    auto f = b.submit(job);
    const qint64 want = Lines * LineBytes;
    double logSeconds = -1;
    spin([&] {
        if (logSeconds < 0) {
            bool all = true;
            for (int r = 0; r < Nodes && all; ++r)
                all = QFileInfo(QDir(b.logDir(name)).filePath(QStringLiteral("node-%1.log").arg(r)))
                          .size()
                      >= want;
            if (all)
                logSeconds = clock.nsecsElapsed() / 1e9;
        }
        return logSeconds >= 0 && *startSeconds >= 0;
    });
    if (stream)
        stream->abort();
    spin([&] { return f.isFinished(); });
    if (f.isFinished() && !f.result())
        std::fprintf(stderr, "submit: %s\n", qPrintable(f.result().error().message));
    gone = b.remove(name);
    spin([&] { return gone.isFinished(); });
    return {*startSeconds, logSeconds};
}

bool bench(const QString &engineName, const QString &localUrl, const QString &sshUrl)
{
    const QString image = qEnvironmentVariable("TRAINDECK_TEST_IMAGE");
    QTemporaryDir dir;
    auto local = backend(engineName, localUrl, dir.filePath(QStringLiteral("local")));
    auto ssh = backend(engineName, sshUrl, dir.filePath(QStringLiteral("ssh")));
    if (!local || !ssh)
        return false;
    EngineClient engine(*Transport::Endpoint::parse(localUrl));
    Figures localStart, sshStart, localLogs, sshLogs;
    // Interleaved, so drift in the engine's speed hits both alike.
    for (int r = 0; r < Rounds; ++r) {
        auto [ls, ll] = round(*local, engine, image, QStringLiteral("bench-local-%1").arg(r));
        auto [ss, sl] = round(*ssh, engine, image, QStringLiteral("bench-ssh-%1").arg(r));
        localStart.add(ls);
        localLogs.add(ll);
        sshStart.add(ss);
        sshLogs.add(sl);
    }
    std::printf("%-7s %d nodes, %d lines x %lld bytes each; median of %d (min..max)\n",
                qPrintable(engineName),
                Nodes,
                Lines,
                LineBytes,
                Rounds);
    const auto line = [](const char *what, const Figures &f) {
        std::printf("        %-44s: %6.3f s (%.3f..%.3f)\n", what, f.median(), f.best(), f.worst());
    };
    line("submit -> 4 running, local socket", localStart);
    line("submit -> 4 running, over SSH", sshStart);
    line("submit -> all logs in the store, local socket", localLogs);
    line("submit -> all logs in the store, over SSH", sshLogs);
    std::printf("        ratio SSH/local: start %.2fx, logs %.2fx\n",
                sshStart.median() / localStart.median(),
                sshLogs.median() / localLogs.median());
    const bool sane = localStart.sane && sshStart.sane && localLogs.sane && sshLogs.sane;
    if (!sane)
        std::printf("        ERROR: a round failed\n");
    Transport::SshMaster::stop(*Transport::Endpoint::parse(sshUrl));
    return sane;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString port = qEnvironmentVariable("TRAINDECK_TEST_SSH_PORT");
    if (qEnvironmentVariable("TRAINDECK_TEST_IMAGE").isEmpty() || port.isEmpty()) {
        std::fprintf(stderr,
                     "bench_sshsubmit needs the engines and their sshd: source engines.env of "
                     "scripts/engines/start (scripts/bench does this)\n");
        return 2;
    }
    qputenv("TRAINDECK_SSH_CONFIG", qgetenv("TRAINDECK_TEST_SSH_CONFIG"));
    QTemporaryDir runtime;
    qputenv("TRAINDECK_SSH_RUNTIME_DIR", runtime.path().toUtf8());
    const QString ssh = QStringLiteral("ssh://%1@127.0.0.1:%2")
                            .arg(qEnvironmentVariable("TRAINDECK_TEST_SSH_USER"), port);
    const bool docker
        = bench(QStringLiteral("docker"), qEnvironmentVariable("TRAINDECK_TEST_DOCKER_HOST"), ssh);
    const bool podman = bench(QStringLiteral("podman"),
                              qEnvironmentVariable("TRAINDECK_TEST_PODMAN_HOST"),
                              ssh + qEnvironmentVariable("TRAINDECK_TEST_SSH_PODMAN_SOCKET"));
    return docker && podman ? 0 : 1;
}
