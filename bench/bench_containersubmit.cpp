// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Submit -> all 4 nodes running. TrainDeck's ContainerBackend (image check, job
// network, 4 containers created then started, status from the engine) against a minimal
// in-process client making the same Engine API calls one after another (image inspect,
// network create, 4 x container create, 4 x start) over the same socket, on the same engine
// in the same run. Both clocks stop at the same observed event: the engine's 4th "start"
// event for the job, seen on an events stream opened before the clock starts. The engine CLI
// doing the same (network create, 4 x create, 4 x start, cold processes) is a second line
// for context. Target: TrainDeck <= 1.0x the minimal client. Exits 1 when the target is
// missed or a round fails its sanity check (a failed call, fewer than 4 starts).
#include "backends/container/containerbackend.h"
#include "backends/container/engineclient.h"
#include "libs/transport/httpreply.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

using namespace TrainDeck;
using namespace TrainDeck::Container;
using Json = nlohmann::json;

namespace {

const QString Sleeper = QStringLiteral("import time; time.sleep(120)");
const QString JobLabel = QStringLiteral("trainer.kubeflow.org/trainjob-name");
constexpr int Nodes = 4;
constexpr int Rounds = 5;

void spin(const std::function<bool()> &done, int timeoutMs = 120000)
{
    QElapsedTimer t;
    t.start();
    while (!done() && t.elapsed() < timeoutMs)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
}

Result<Json> call(const std::function<void(EngineClient::Done)> &fn)
{
    std::optional<Result<Json>> r;
    fn([&](Result<Json> x) { r = std::move(x); });
    spin([&] { return r.has_value(); });
    if (!r)
        return Error::make(Error::Kind::Io, QStringLiteral("no answer within 120 s"));
    return *r;
}

/// Watches the engine's events and stops a clock at the 4th container start of one job:
/// the same observed event for every contender.
class StartWatch
{
public:
    StartWatch(EngineClient &engine, const QString &job)
        : m_state(std::make_shared<State>())
    {
        // The callbacks hold the state, not this object: an aborted stream may report later.
        m_stream = engine.events(
            {{"type", {"container"}},
             {"event", {"start"}},
             {"label", {(JobLabel + QLatin1Char('=') + job).toStdString()}}},
            [st = m_state](const Json &ev) {
                if (ev.value("Action", std::string()) != "start" || ++st->starts != Nodes)
                    return;
                st->seconds = st->clock.nsecsElapsed() / 1e9;
            },
            [st = m_state](Result<Json> r) {
                if (!r && !st->closing)
                    st->error = r.error().message;
            });
        // The stream is open once the engine answered its headers; a short settle is enough.
        QElapsedTimer settle;
        settle.start();
        spin([&] { return settle.elapsed() > 200; });
    }
    ~StartWatch()
    {
        m_state->closing = true;
        if (m_stream)
            m_stream->abort();
    }
    void start() { m_state->clock.start(); }
    /// Seconds from start() to the 4th start event, or -1 after 120 s or a stream error.
    double wait()
    {
        spin([&] { return m_state->seconds >= 0 || !m_state->error.isEmpty(); });
        if (!m_state->error.isEmpty())
            std::fprintf(stderr, "events: %s\n", qPrintable(m_state->error));
        return m_state->seconds;
    }

private:
    struct State
    {
        QElapsedTimer clock;
        int starts = 0;
        double seconds = -1;
        QString error;
        bool closing = false;
    };
    std::shared_ptr<State> m_state;
    Transport::HttpReply *m_stream = nullptr;
};

void removeJob(EngineClient &engine, const QString &job)
{
    const auto list = call([&](auto d) { engine.listContainers({JobLabel + u'=' + job}, d); });
    if (list)
        for (const Json &c : *list)
            (void)call([&](auto d) {
                engine.removeContainer(QString::fromStdString(c["Id"].get<std::string>()), true, d);
            });
    (void)call([&](auto d) { engine.removeNetwork(job + QStringLiteral("-net"), d); });
}

/// The minimal client: the backend's Engine API calls, made sequentially, no backend logic.
double
minimalClientSeconds(EngineClient &engine, const QString &image, const QString &workdir, int round)
{
    const QString job = QStringLiteral("bench-api-%1").arg(round);
    removeJob(engine, job);
    StartWatch watch(engine, job);
    watch.start();
    bool ok = bool(call([&](auto d) { engine.inspectImage(image, d); }));
    const QString net = job + QStringLiteral("-net");
    ok = ok && call([&](auto d) { engine.createNetwork(net, {{JobLabel, job}}, d); });
    QStringList ids;
    for (int r = 0; ok && r < Nodes; ++r) {
        const QString name = QStringLiteral("%1-node-%2").arg(job).arg(r);
        const Json body
            = {{"Image", image.toStdString()},
               {"Entrypoint", {"python3", "-c", Sleeper.toStdString()}},
               {"Env",
                {"PET_NNODES=4",
                 "PET_NODE_RANK=" + std::to_string(r),
                 "PET_MASTER_ADDR=" + job.toStdString() + "-node-0",
                 "PET_MASTER_PORT=29500"}},
               {"Labels", {{JobLabel.toStdString(), job.toStdString()}}},
               {"WorkingDir", "/workspace"},
               {"Hostname", name.toStdString()},
               {"HostConfig",
                {{"Binds", {(workdir + QStringLiteral(":/workspace")).toStdString()}},
                 {"NetworkMode", net.toStdString()}}},
               {"NetworkingConfig",
                {{"EndpointsConfig", {{net.toStdString(), {{"Aliases", {name.toStdString()}}}}}}}}};
        const auto created = call([&](auto d) { engine.createContainer(name, body, d); });
        ok = bool(created);
        if (created)
            ids << QString::fromStdString((*created)["Id"].get<std::string>());
        else
            std::fprintf(stderr, "create: %s\n", qPrintable(created.error().message));
    }
    for (const QString &id : std::as_const(ids))
        ok = ok && call([&](auto d) { engine.startContainer(id, d); });
    const double s = ok ? watch.wait() : -1;
    removeJob(engine, job);
    return s;
}

bool runCli(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    p.waitForFinished(-1);
    const bool ok = p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    if (!ok)
        std::fprintf(stderr,
                     "%s %s: %s\n",
                     qPrintable(program),
                     qPrintable(args.join(u' ')),
                     p.readAllStandardError().constData());
    return ok;
}

double cliSeconds(EngineClient &engine,
                  const QString &engineName,
                  const QString &url,
                  const QString &image,
                  int round)
{
    const bool docker = engineName == QLatin1String("docker");
    const QString prog = docker ? QStringLiteral("docker") : QStringLiteral("podman");
    const QStringList conn = docker ? QStringList{QStringLiteral("-H"), url}
                                    : QStringList{QStringLiteral("--url"), url};
    const QString job = QStringLiteral("bench-cli-%1").arg(round);
    removeJob(engine, job);
    StartWatch watch(engine, job);
    watch.start();
    bool ok = runCli(prog,
                     conn
                         + QStringList{QStringLiteral("network"),
                                       QStringLiteral("create"),
                                       job + QStringLiteral("-net")});
    for (int r = 0; ok && r < Nodes; ++r)
        ok = runCli(prog,
                    conn
                        + QStringList{QStringLiteral("create"),
                                      QStringLiteral("--name"),
                                      QStringLiteral("%1-node-%2").arg(job).arg(r),
                                      QStringLiteral("--network"),
                                      job + QStringLiteral("-net"),
                                      QStringLiteral("-e"),
                                      QStringLiteral("PET_NNODES=4"),
                                      QStringLiteral("-e"),
                                      QStringLiteral("PET_NODE_RANK=%1").arg(r),
                                      QStringLiteral("-l"),
                                      JobLabel + u'=' + job,
                                      image,
                                      QStringLiteral("python3"),
                                      QStringLiteral("-c"),
                                      Sleeper});
    for (int r = 0; ok && r < Nodes; ++r)
        ok = runCli(prog,
                    conn
                        + QStringList{QStringLiteral("start"),
                                      QStringLiteral("%1-node-%2").arg(job).arg(r)});
    const double s = ok ? watch.wait() : -1;
    removeJob(engine, job);
    return s;
}

double traindeckSeconds(ContainerBackend &b, EngineClient &engine, const QString &image, int round)
{
    TrainJob job;
    job.name = QStringLiteral("bench-td-%1").arg(round);
    job.runtimeRef.name = QStringLiteral("torch-distributed");
    CustomTrainerContainer t;
    t.image = image;
    t.command = {QStringLiteral("python3"), QStringLiteral("-c"), Sleeper};
    t.numNodes = Nodes;
    job.trainer = t;
    auto gone = b.remove(job.name);
    spin([&] { return gone.isFinished(); });
    StartWatch watch(engine, job.name);
    watch.start();
    auto f = b.submit(job);
    const double s = watch.wait();
    spin([&] { return f.isFinished(); });
    const bool ok = f.isFinished() && f.result();
    if (f.isFinished() && !f.result())
        std::fprintf(stderr, "submit: %s\n", qPrintable(f.result().error().message));
    gone = b.remove(job.name);
    spin([&] { return gone.isFinished(); });
    return ok ? s : -1;
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

bool bench(const QString &engineName, const QString &url, const QString &image)
{
    QTemporaryDir dir;
    ContainerBackend::Options o;
    o.engine = engineName == QLatin1String("docker") ? BackendKind::Docker : BackendKind::Podman;
    o.host = url;
    o.jobsDir = dir.filePath(QStringLiteral("jobs"));
    o.workdirRoot = dir.filePath(QStringLiteral("work"));
    ContainerBackend b(o);
    b.start();
    auto up = b.connected();
    spin([&] { return up.isFinished(); });
    if (!up.isFinished() || !up.result()) {
        std::fprintf(stderr,
                     "%s: TrainDeck did not connect to %s\n",
                     qPrintable(engineName),
                     qPrintable(url));
        return false;
    }
    EngineClient engine(*Transport::Endpoint::parse(url));
    const auto pinged = [&] {
        std::optional<Result<EngineIdentity>> id;
        engine.ping([&](Result<EngineIdentity> r) { id = r; });
        spin([&] { return id.has_value(); });
        return id && *id;
    }();
    if (!pinged) {
        std::fprintf(stderr, "%s: the minimal client did not connect\n", qPrintable(engineName));
        return false;
    }
    const QString workdir = dir.filePath(QStringLiteral("api-work"));
    QDir().mkpath(workdir);
    Figures api, ours, cli;
    // Interleaved rounds, so drift in the engine's speed hits every contender alike.
    for (int round = 0; round < Rounds; ++round) {
        api.add(minimalClientSeconds(engine, image, workdir, round));
        ours.add(traindeckSeconds(b, engine, image, round));
        cli.add(cliSeconds(engine, engineName, url, image, round));
    }
    const double ratio = ours.median() / api.median();
    const bool met = api.sane && ours.sane && ratio <= 1.0;
    std::printf("%-7s submit -> the engine's 4th 'start' event, median of %d (min..max)\n",
                qPrintable(engineName),
                Rounds);
    std::printf("        minimal in-process client, same API calls in sequence: %6.3f s "
                "(%.3f..%.3f)\n",
                api.median(),
                api.best(),
                api.worst());
    std::printf("        TrainDeck ContainerBackend                           : %6.3f s "
                "(%.3f..%.3f)\n",
                ours.median(),
                ours.best(),
                ours.worst());
    std::printf("        %s CLI, 9 processes (context, not the target)     : %6.3f s "
                "(%.3f..%.3f)\n",
                qPrintable(engineName),
                cli.median(),
                cli.best(),
                cli.worst());
    std::printf("        ratio TrainDeck/minimal client: %.2fx (target <= 1.0x: %s); "
                "TrainDeck/CLI: %.2fx\n",
                ratio,
                met ? "met" : "MISSED",
                ours.median() / cli.median());
    if (!api.sane || !ours.sane || !cli.sane)
        std::printf("        ERROR: a round failed (minimal client %s, TrainDeck %s, CLI %s)\n",
                    api.sane ? "ok" : "failed",
                    ours.sane ? "ok" : "failed",
                    cli.sane ? "ok" : "failed");
    return met && cli.sane;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString image = qEnvironmentVariable("TRAINDECK_TEST_IMAGE");
    if (image.isEmpty()) {
        std::fprintf(stderr,
                     "bench_containersubmit needs the engines: source engines.env of "
                     "scripts/engines/start (scripts/bench does this)\n");
        return 2;
    }
    const bool docker = bench(
        QStringLiteral("docker"), qEnvironmentVariable("TRAINDECK_TEST_DOCKER_HOST"), image);
    const bool podman = bench(
        QStringLiteral("podman"), qEnvironmentVariable("TRAINDECK_TEST_PODMAN_HOST"), image);
    return docker && podman ? 0 : 1;
}
