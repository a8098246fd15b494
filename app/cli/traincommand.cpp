// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/cli/traincommand.h"

#include "app/cli/jobplanner.h"
#include "app/cli/jobwaiter.h"
#include "core/backend/backend.h"

#include <QEventLoop>
#include <QTimer>

namespace TrainDeck::Cli {

QString TrainCommand::summary() const
{
    return tr("submit a TrainJob to a backend, optionally following its logs");
}

QString TrainCommand::usage() const
{
    return tr(
        "Usage: traindeck-cli train FILE [--backend local|docker|podman] [--host URL]\n"
        "                           [--name NAME] [--follow] [--timestamps] [--timeout SEC]\n"
        "                           [--runtimes PATH]... [--pull-policy "
        "IfNotPresent|Always|Never]\n"
        "                           [--dataset-initializer-image IMAGE]\n"
        "                           [--model-initializer-image IMAGE] [--initializer-timeout "
        "SEC]\n\n"
        "Validates and plans the TrainJob in FILE and starts it. Prints the job name.\n"
        "FILE may hold several documents (---), as kubectl apply -f takes them: every\n"
        "TrainJob in it is submitted (one name a line), runtimes defined in it serve its\n"
        "jobs, and nothing is submitted when any job is not valid.\n\n"
        "  --backend B      where to run it (default: local processes)\n"
        "  --host URL       the engine's address (docker/podman), e.g. unix:///run/docker.sock\n"
        "  --insecure-skip-tls-verify\n"
        "                   TLS without checking the engine's certificate (any\n"
        "                   DOCKER_TLS_VERIFY value means verify); prints a warning\n"
        "  --name NAME      the job's name (default: the file's metadata.name, else a\n"
        "                   generated one); for a file with one TrainJob\n"
        "  --follow         print every step's log as `[node-1] text` until the job ends;\n"
        "                   the exit status is then 0 only if the job completes; for a\n"
        "                   file with one TrainJob\n"
        "  --timestamps     with --follow: put the time each line arrived before it\n"
        "  --timeout SEC    with --follow: give up after SEC seconds (exit 1)\n"
        "  --pull-policy P  docker/podman: IfNotPresent (default), Always or Never\n"
        "  --dataset-initializer-image IMAGE, --model-initializer-image IMAGE\n"
        "                   docker/podman: the initializer images (default: Kubeflow's)\n"
        "  --initializer-timeout SEC\n"
        "                   docker/podman: fail an initializer that runs longer (600)\n");
}

namespace {

// The engine backends create the nodes only once the initializers have succeeded, and this
// process is what drives that: stay until every step exists (as the SDK's train() does), then
// leave the job running on its own.
void waitForSteps(Backend &backend, const QString &name, QTextStream &err)
{
    if (backend.kind() != BackendKind::Docker && backend.kind() != BackendKind::Podman)
        return;
    bool told = false;
    for (;;) {
        auto snap = await(backend.job(name));
        if (!snap || snap->isFinished())
            return;
        bool allCreated = true;
        for (const StepSnapshot &s : snap->steps)
            allCreated = allCreated && !s.objectId.isEmpty();
        if (allCreated)
            return;
        if (!told) {
            err << TrainCommand::tr("job %1: waiting for its initializers before the nodes start")
                       .arg(name)
                << '\n';
            told = true;
        }
        QEventLoop wait;
        QTimer::singleShot(200, &wait, &QEventLoop::quit);
        wait.exec();
    }
}

} // namespace

void TrainCommand::addOptions(CliParser &parser) const
{
    parser.addConnectionOptions();
    parser.addFlags({QStringLiteral("follow"), QStringLiteral("timestamps")});
    parser.addValues({QStringLiteral("name"),
                      QStringLiteral("timeout"),
                      QStringLiteral("runtimes"),
                      QStringLiteral("pull-policy"),
                      QStringLiteral("dataset-initializer-image"),
                      QStringLiteral("model-initializer-image"),
                      QStringLiteral("initializer-timeout")});
}

int TrainCommand::run(const CliParser &o, QTextStream &out, QTextStream &err)
{
    if (o.positional().size() != 1) {
        err << tr("train needs exactly one TrainJob file") << '\n' << usage();
        return ExitUsage;
    }
    const QString file = o.positional().first();
    const RuntimeCatalog catalog = o.catalog(err);
    auto jobs = loadJobFile(file, catalog, QString(), err);
    if (!jobs)
        return ExitInvalid;
    for (const char *single : {"name", "follow"}) {
        if (jobs->size() > 1 && o.has(QLatin1String(single))) {
            err << tr("--%1 takes a file with one TrainJob; %2 holds %3")
                       .arg(QLatin1String(single), file)
                       .arg(jobs->size())
                << '\n';
            return ExitUsage;
        }
    }
    if (o.has(QStringLiteral("name"))) {
        jobs->first().name = o.value(QStringLiteral("name"));
        jobs->first().generatedName = false;
    }
    int rc = ExitOk;
    auto backend = connectBackend(o, err, &rc);
    if (!backend)
        return rc;
    auto report = [&](Error e) {
        if (e.file.isEmpty())
            e.file = file;
        err << e.toString() << '\n';
        return e.kind == Error::Kind::Validation || e.kind == Error::Kind::NotFound
                       || e.kind == Error::Kind::Conflict
                   ? ExitInvalid
                   : ExitError;
    };
    // All or nothing: every job of the file is planned by the backend before any is submitted.
    if (jobs->size() > 1) {
        int firstBad = ExitOk;
        for (const TrainJob &job : std::as_const(*jobs)) {
            auto planned = await(backend->plan(job));
            if (!planned) {
                const int bad = report(planned.error());
                firstBad = firstBad == ExitOk ? bad : firstBad;
            }
        }
        if (firstBad != ExitOk) {
            err << tr("nothing was submitted: fix the jobs above first") << '\n';
            return firstBad;
        }
    }
    QStringList names;
    for (const TrainJob &job : std::as_const(*jobs)) {
        auto submitted = await(backend->submit(job));
        if (!submitted) {
            const int bad = report(submitted.error());
            if (!names.isEmpty())
                err << tr("submitted before the failure: %1").arg(names.join(QStringLiteral(", ")))
                    << '\n';
            return bad;
        }
        names << *submitted;
    }
    if (!o.has(QStringLiteral("follow"))) {
        for (const QString &name : std::as_const(names)) {
            waitForSteps(*backend, name, err);
            out << name << '\n';
        }
        return ExitOk;
    }
    const QString name = names.first();
    err << tr("job %1 submitted; following its logs").arg(name) << '\n';
    auto snap = await(backend->job(name));
    QStringList steps;
    if (snap) {
        for (const StepSnapshot &s : snap->steps)
            steps << s.name;
    }
    LogFollower follower(backend->logDir(name), steps, true, o.has(QStringLiteral("timestamps")));
    const auto r = JobWaiter::wait(*backend,
                                   name,
                                   {JobStatus::Complete},
                                   o.value(QStringLiteral("timeout"), QStringLiteral("0")).toInt(),
                                   &follower,
                                   out);
    out.flush();
    switch (r.outcome) {
    case JobWaiter::Outcome::Reached:
        err << tr("job %1: %2").arg(name, enumName(r.last.status)) << '\n';
        return ExitOk;
    case JobWaiter::Outcome::Failed:
        err << tr("job %1: Failed: %2").arg(name, r.last.statusMessage) << '\n';
        return ExitInvalid;
    case JobWaiter::Outcome::TimedOut:
        err << tr("job %1: still %2 after the timeout").arg(name, enumName(r.last.status)) << '\n';
        return ExitInvalid;
    default:
        err << tr("job %1 disappeared: %2").arg(name, r.error) << '\n';
        return ExitError;
    }
}

} // namespace TrainDeck::Cli
