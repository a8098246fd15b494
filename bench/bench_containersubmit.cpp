// SPDX-License-Identifier: Apache-2.0
// Issue #3: submit -> all 4 nodes running. TrainDeck's ContainerBackend (image check, job
// network, 4 containers created then started, status from the engine) against the
// equivalent engine CLI commands run one after another (network create, 4 x create,
// 4 x start), on the same engine in the same run. Target: <= 1.0x the CLI's time.
#include "containerbackend.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>

#include <cstdio>

using namespace TrainDeck;
using namespace TrainDeck::Container;

namespace {

const QString Sleeper = QStringLiteral("import time; time.sleep(120)");

bool run(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    p.waitForFinished(-1);
    if (p.exitCode() != 0)
        std::fprintf(stderr,
                     "%s %s: %s\n",
                     qPrintable(program),
                     qPrintable(args.join(u' ')),
                     p.readAllStandardError().constData());
    return p.exitCode() == 0;
}

double cliSeconds(const QString &engine, const QString &url, const QString &image, int round)
{
    const QString prog
        = engine == QLatin1String("docker") ? QStringLiteral("docker") : QStringLiteral("podman");
    const QStringList conn = engine == QLatin1String("docker")
                                 ? QStringList{QStringLiteral("-H"), url}
                                 : QStringList{QStringLiteral("--url"), url};
    const QString job = QStringLiteral("bench-cli-%1-%2").arg(engine).arg(round);
    QElapsedTimer t;
    t.start();
    run(prog,
        conn
            + QStringList{
                QStringLiteral("network"), QStringLiteral("create"), job + QStringLiteral("-net")});
    for (int r = 0; r < 4; ++r)
        run(prog,
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
                              QStringLiteral("trainer.kubeflow.org/trainjob-name=") + job,
                              image,
                              QStringLiteral("python3"),
                              QStringLiteral("-c"),
                              Sleeper});
    for (int r = 0; r < 4; ++r)
        run(prog,
            conn
                + QStringList{QStringLiteral("start"),
                              QStringLiteral("%1-node-%2").arg(job).arg(r)});
    const double s = t.nsecsElapsed() / 1e9;
    for (int r = 0; r < 4; ++r)
        run(prog,
            conn
                + QStringList{QStringLiteral("rm"),
                              QStringLiteral("-f"),
                              QStringLiteral("%1-node-%2").arg(job).arg(r)});
    run(prog,
        conn
            + QStringList{
                QStringLiteral("network"), QStringLiteral("rm"), job + QStringLiteral("-net")});
    return s;
}

double traindeckSeconds(ContainerBackend &b, const QString &engine, const QString &image, int round)
{
    TrainJob job;
    job.name = QStringLiteral("bench-td-%1-%2").arg(engine).arg(round);
    job.runtimeRef.name = QStringLiteral("torch-distributed");
    CustomTrainerContainer t;
    t.image = image;
    t.command = {QStringLiteral("python3"), QStringLiteral("-c"), Sleeper};
    t.numNodes = 4;
    job.trainer = t;
    bool allRunning = false;
    auto conn = QObject::connect(&b, &Backend::jobChanged, [&](const JobSnapshot &s) {
        if (s.name != job.name)
            return;
        int running = 0;
        for (const StepSnapshot &st : s.steps)
            running += st.kind == StepKind::Node && st.state == StepState::Running;
        allRunning = running == 4;
    });
    QElapsedTimer t0;
    t0.start();
    auto f = b.submit(job);
    while (!allRunning)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
    const double s = t0.nsecsElapsed() / 1e9;
    QObject::disconnect(conn);
    if (!f.result())
        std::fprintf(stderr, "submit: %s\n", qPrintable(f.result().error().message));
    auto gone = b.remove(job.name);
    while (!gone.isFinished())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    return s;
}

void bench(const QString &engine, const QString &url, const QString &image)
{
    QTemporaryDir dir;
    ContainerBackend::Options o;
    o.engine = engine == QLatin1String("docker") ? BackendKind::Docker : BackendKind::Podman;
    o.host = url;
    o.jobsDir = dir.filePath(QStringLiteral("jobs"));
    o.workdirRoot = dir.filePath(QStringLiteral("work"));
    ContainerBackend b(o);
    b.start();
    auto up = b.connected();
    while (!up.isFinished())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    if (!up.result()) {
        std::fprintf(
            stderr, "%s: %s\n", qPrintable(engine), qPrintable(up.result().error().message));
        return;
    }
    double bestCli = 1e9, bestOurs = 1e9;
    for (int round = 0; round < 3; ++round) {
        bestCli = qMin(bestCli, cliSeconds(engine, url, image, round));
        bestOurs = qMin(bestOurs, traindeckSeconds(b, engine, image, round));
    }
    std::printf("%-7s submit -> 4 nodes running, best of 3\n", qPrintable(engine));
    std::printf("        %s CLI (network create, 4 x create, 4 x start): %6.3f s\n",
                qPrintable(engine),
                bestCli);
    std::printf("        TrainDeck ContainerBackend                       : %6.3f s\n", bestOurs);
    std::printf("        ratio TrainDeck/CLI time: %.2fx (target <= 1.0x)\n", bestOurs / bestCli);
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
    bench(QStringLiteral("docker"), qEnvironmentVariable("TRAINDECK_TEST_DOCKER_HOST"), image);
    bench(QStringLiteral("podman"), qEnvironmentVariable("TRAINDECK_TEST_PODMAN_HOST"), image);
    return 0;
}
