// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/local/localworker.h"

#include "backends/local/processlauncher.h"
#include "libs/logs/lasterrorline.h"
#include "libs/statusapi/statusserver.h"

#include "core/backend/plannedgpus.h"
#include "core/codec/trainjobcodec.h"
#include "core/files/safefs.h"
#include "core/pipeline/pipeline.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QLoggingCategory>
#include <QProcessEnvironment>
#include <QRandomGenerator>
#include <QSet>
#include <QTcpServer>

#include <csignal>
#include <cstdio>
#include <cstring>
#include <fcntl.h>

// Off by default: internal diagnostics never reach users (QT_LOGGING_RULES turns them on).
Q_LOGGING_CATEGORY(lcLocal, "traindeck.local", QtCriticalMsg)

namespace TrainDeck::Local {

namespace {
/// In a job's folder while it is being submitted: "<pid> <start ticks>" of the process that
/// submits it (see LocalWorker::makeJobDir).
const QString SubmittingMarker = QStringLiteral(".submitting");
} // namespace

namespace {

/// A rendezvous port for a new job: one the kernel says is free now (bind to port 0; the node
/// processes bind it a moment later) and that no live job of ours was given. Never a fixed
/// fallback: two jobs on the same port would join each other's rendezvous.
Result<int> freePort(const QSet<int> &taken)
{
    for (int attempt = 0; attempt < 20; ++attempt) {
        QTcpServer server;
        if (!server.listen(QHostAddress::LocalHost, 0)) {
            return Error::make(Error::Kind::Io,
                               LocalBackend::tr("cannot find a free TCP port on 127.0.0.1 for "
                                                "the rendezvous (%1); check the local network "
                                                "settings")
                                   .arg(server.errorString()));
        }
        if (!taken.contains(server.serverPort()))
            return int(server.serverPort());
    }
    return Error::make(Error::Kind::Io,
                       LocalBackend::tr("cannot find a TCP port on 127.0.0.1 that no running "
                                        "job uses; wait for a job to finish and submit again"));
}

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

/// Why a failed step failed, from the end of its log: the line TrainDeck's own launcher or
/// initializer wrote ("traindeck: pip could not install X from Y") when it had the last word,
/// else the exception of the script's traceback or its last error line. A launcher note
/// followed by the script's own output ("traindeck: creating the Python environment", then a
/// SyntaxError) is not the cause.
QString failureLine(const QString &logFile)
{
    QFile f(logFile);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const qint64 tail = 64 * 1024;
    if (f.size() > tail)
        f.seek(f.size() - tail);
    const QByteArray bytes = f.readAll();
    const QList<QByteArray> lines = bytes.split('\n');
    for (auto it = lines.crbegin(); it != lines.crend(); ++it) {
        if (it->trimmed().isEmpty())
            continue;
        for (const char *prefix : {"traindeck: ", "traindeck-initializer: "}) {
            if (it->startsWith(prefix))
                return QString::fromUtf8(it->mid(qsizetype(strlen(prefix))).trimmed());
        }
        break;
    }
    const auto error = Logs::LastErrorLine::find(QByteArrayView(bytes));
    return error ? error->text : QString();
}

bool isTerminal(StepState s)
{
    return s == StepState::Succeeded || s == StepState::Failed;
}

} // namespace

LocalWorker::LocalWorker(LocalBackend::Options options)
    : JobWorker(options.catalog)
    , m_options(std::move(options))
    , m_timer(new QTimer(this))
    , m_resourceTimer(new QTimer(this))
{
    m_timer->setInterval(m_options.pollMs);
    connect(m_timer, &QTimer::timeout, this, &LocalWorker::poll);
    m_resourceTimer->setInterval(resourceIntervalMs);
    connect(m_resourceTimer, &QTimer::timeout, this, &LocalWorker::sampleResources);
}

LocalWorker::~LocalWorker() = default;

QString LocalWorker::jobDir(const QString &name) const
{
    return QDir(m_options.jobsDir).filePath(name);
}

void LocalWorker::ensurePolling()
{
    if (!m_timer->isActive())
        m_timer->start();
}

void LocalWorker::startResources(const QString &name)
{
    m_watched.insert(name);
    m_saidUnavailable.remove(name);
    if (!m_resourceTimer->isActive())
        m_resourceTimer->start();
    // The first reading at once: CPU needs two, so the first sample has memory and I/O only.
    sampleResources();
}

void LocalWorker::stopResources(const QString &name)
{
    m_watched.remove(name);
    m_saidUnavailable.remove(name);
    if (const auto it = m_jobs.constFind(name); it != m_jobs.constEnd())
        for (const auto &st : it->state.steps)
            if (st.pid > 0)
                m_sampler.forget(st.pid);
    if (m_watched.isEmpty())
        m_resourceTimer->stop();
}

void LocalWorker::sampleResources()
{
    struct Running
    {
        QString job;
        QString step;
        qint64 group;
        int gpus;
    };
    QList<Running> running;
    QSet<QString> busy;
    for (const QString &name : std::as_const(m_watched)) {
        const auto it = m_jobs.constFind(name);
        if (it == m_jobs.constEnd()) {
            if (!m_saidUnavailable.contains(name)) {
                m_saidUnavailable.insert(name);
                Q_EMIT resourcesUnavailable(name, LocalBackend::tr("no job named '%1'").arg(name));
            }
            continue;
        }
        const QHash<QString, int> gpus
            = it->havePlan ? PlannedGpus::perStep(it->plan) : QHash<QString, int>();
        for (const auto &st : it->state.steps) {
            // The step leads its own process group: its pid is the group's id.
            if (st.state != StepState::Running || st.pid <= 0
                || !ProcessLauncher::isAlive(st.pid, st.startTicks))
                continue;
            running.append({name, st.name, st.pid, gpus.value(st.name)});
            busy.insert(name);
        }
    }
    for (const QString &name : std::as_const(m_watched)) {
        if (busy.contains(name) || !m_jobs.contains(name)) {
            if (busy.contains(name))
                m_saidUnavailable.remove(name);
            continue;
        }
        if (!m_saidUnavailable.contains(name)) {
            m_saidUnavailable.insert(name);
            Q_EMIT resourcesUnavailable(name,
                                        LocalBackend::tr("No process of job '%1' is running, so "
                                                         "there is nothing to measure; samples "
                                                         "start when a step runs.")
                                            .arg(name));
        }
    }
    QList<qint64> groups;
    for (const Running &r : std::as_const(running))
        groups.append(r.group);
    const QHash<qint64, ResourceSample> measured
        = m_sampler.sample(groups, QDateTime::currentMSecsSinceEpoch());
    QHash<QString, QList<ResourceSample>> byJob;
    for (const Running &r : std::as_const(running)) {
        const auto s = measured.constFind(r.group);
        if (s == measured.constEnd())
            continue;
        ResourceSample sample = *s;
        sample.step = r.step;
        sample.gpus = r.gpus;
        byJob[r.job].append(sample);
    }
    for (auto it = byJob.cbegin(); it != byJob.cend(); ++it)
        Q_EMIT resourcesSampled(it.key(), it.value());
}

void LocalWorker::start()
{
    discoverJobs();
    ensurePolling();
    Q_EMIT connectionChanged(Backend::ConnectionState::Connected, {});
}

Result<JobPlan> LocalWorker::plan(const TrainJob &job) const
{
    return plan(job, 29500);
}

Result<JobPlan> LocalWorker::plan(const TrainJob &job, int masterPort) const
{
    const auto runtime = runtimeFor(job);
    if (!runtime)
        return runtime.error();
    PlanContext ctx;
    ctx.backend = BackendKind::Local;
    ctx.workdir = QDir(jobDir(job.name)).filePath(QStringLiteral("workspace"));
    ctx.venvRoot = m_options.venvRoot;
    ctx.python = m_options.python;
    ctx.systemSitePackages = m_options.systemSitePackages;
    ctx.masterPort = masterPort;
    return Pipeline::standard().plan(job, *runtime, ctx);
}

void LocalWorker::submit(const TrainJob &job, NamePromise promise)
{
    resolve(promise, submit(job));
}

Result<QString> LocalWorker::submit(const TrainJob &spec)
{
    if (auto ok = Backend::checkJobName(spec.name); !ok)
        return ok.error().inField(QStringLiteral("metadata.name"));
    if (m_jobs.contains(spec.name) || QFileInfo::exists(jobDir(spec.name))
        || QFileInfo(jobDir(spec.name)).isSymLink()) {
        return Error::make(Error::Kind::Conflict,
                           LocalBackend::tr("a job named '%1' exists already; delete it or pick "
                                            "another name")
                               .arg(spec.name))
            .inField(QStringLiteral("metadata.name"));
    }
    QSet<int> taken;
    for (const Job &other : std::as_const(m_jobs)) {
        if (!other.state.finished.isValid())
            taken.insert(other.state.masterPort);
    }
    const Result<int> port = freePort(taken);
    if (!port)
        return port.error();
    auto planned = plan(spec, *port);
    if (!planned)
        return planned.error();
    JobPlan &p = *planned;

    // Every folder and file of the job is new, made by this submission (mkdir and
    // O_CREAT|O_EXCL|O_NOFOLLOW): nothing left in the data folder can redirect a write.
    // Private modes whatever the umask: folders 0700, files 0600, launchers 0700.
    const QString dir = jobDir(spec.name);
    bool made = false;
    auto undo = [&] {
        if (made)
            (void)SafeFs::removeChild(m_options.jobsDir, spec.name);
    };
    Result<void> ok = SafeFs::makeDirs(m_options.jobsDir, SafeFs::PrivateDir);
    if (ok)
        ok = makeJobDir(spec.name);
    made = ok.ok();
    const QString workdir = QDir(dir).filePath(QStringLiteral("workspace"));
    if (QDir::cleanPath(p.workdir) != QDir::cleanPath(workdir) && ok)
        ok = Error::make(
            Error::Kind::Io,
            LocalBackend::tr("the plan's workspace %1 is not %2").arg(p.workdir, workdir));
    for (const QString &sub : {QStringLiteral("logs"),
                               QStringLiteral("run"),
                               QStringLiteral("workspace"),
                               QStringLiteral("workspace/.traindeck"),
                               QStringLiteral("workspace/dataset"),
                               QStringLiteral("workspace/model")}) {
        if (ok)
            ok = SafeFs::makeNewDir(QDir(dir).filePath(sub), SafeFs::PrivateDir);
    }
    if (!ok) {
        undo();
        return Error::make(
            Error::Kind::Io,
            LocalBackend::tr("cannot create the job folder %1: %2").arg(dir, ok.error().message));
    }
    for (const PlanFile &f : p.files) {
        const QString rel = QDir::cleanPath(f.path);
        if (rel.isEmpty() || QDir::isAbsolutePath(rel) || rel == QLatin1String("..")
            || rel.startsWith(QLatin1String("../"))) {
            undo();
            return Error::make(
                Error::Kind::Validation,
                LocalBackend::tr("the plan's file %1 is not inside the workspace").arg(f.path));
        }
        const QString path = QDir(p.workdir).filePath(rel);
        const QString parent = QFileInfo(path).absolutePath();
        Result<void> w = QFileInfo(parent).isDir() && !QFileInfo(parent).isSymLink()
                             ? Result<void>()
                             : SafeFs::makeDirs(parent, SafeFs::PrivateDir);
        if (w)
            w = SafeFs::writeNewFile(
                path, f.content, f.executable ? SafeFs::PrivateExecutable : SafeFs::PrivateFile);
        if (!w) {
            undo();
            return w.error();
        }
    }
    // The progress API, as the controller's TrainJobStatus plugin gives it to trainer
    // containers only: every node step gets the URL, the CA and its token file, both kept
    // in the job's folder (docs/progress-api.md). Initializers get nothing.
    if (m_options.progress.isValid()) {
        const QString secrets = QDir(dir).filePath(QStringLiteral("status"));
        auto env
            = m_options.progress.prepareJob(dir, spec.name, QStringLiteral("127.0.0.1"), secrets);
        if (!env) {
            undo();
            return env.error();
        }
        for (PlanStep &ps : p.steps) {
            if (ps.kind != StepKind::Node)
                continue;
            for (const EnvVar &e : *env)
                setEnv(ps.env, e.name, e.value);
        }
    }
    // The job file as submitted (secrets stay out: they live only in this process's memory).
    if (auto w = SafeFs::writeNewFile(QDir(dir).filePath(QStringLiteral("trainjob.yaml")),
                                      TrainJobCodec::toKeptYaml(spec),
                                      SafeFs::PrivateFile);
        !w) {
        undo();
        return w.error();
    }

    Job job;
    job.plan = p;
    job.havePlan = true;
    job.state.name = spec.name;
    job.state.runtimeName = p.runtimeName;
    job.state.framework = p.framework;
    job.state.numNodes = p.numNodes;
    job.state.masterPort = p.masterPort;
    job.state.created = QDateTime::currentDateTimeUtc();
    job.state.plan = p.toJson(false);
    for (const PlanStep &ps : p.steps) {
        LocalJobState::Step st;
        st.name = ps.name;
        st.kind = ps.kind;
        st.rank = ps.rank;
        st.state = StepState::Pending;
        job.state.steps.append(st);
    }
    job.state.addEvent(
        spec.name,
        QStringLiteral("Submitted"),
        LocalBackend::tr("%n node(s) on runtime %1, rendezvous port %2", nullptr, p.numNodes)
            .arg(p.runtimeName)
            .arg(p.masterPort));
    m_jobs.insert(spec.name, std::move(job));
    Job &j = m_jobs[spec.name];
    save(j);
    // Whole now: its state says what it is.
    QFile::remove(QDir(dir).filePath(SubmittingMarker));
    advance(j);
    publish(j);
    ensurePolling();
    return spec.name;
}

Result<void> LocalWorker::startStep(Job &job, const QString &stepName)
{
    LocalJobState::Step *st = job.state.step(stepName);
    const PlanStep *ps = job.plan.step(stepName);
    if (!st || !ps)
        return Error::make(Error::Kind::NotFound, stepName);
    ProcessLauncher::Spec spec;
    spec.argv = ps->command + ps->args;
    // The user's environment plus the step's, PATH kept (the SDK wipes it: sdk#717).
    spec.env = QProcessEnvironment::systemEnvironment();
    for (const EnvVar &e : ps->env) {
        if (!e.isReference())
            spec.env.insert(e.name, e.value);
    }
    spec.workingDir = ps->workingDir;
    spec.niceness = m_options.niceness;
    spec.logFile
        = QDir(jobDir(job.state.name)).filePath(QStringLiteral("logs/%1.log").arg(stepName));
    spec.exitFile
        = QDir(jobDir(job.state.name)).filePath(QStringLiteral("run/%1.exit").arg(stepName));
    auto started = ProcessLauncher::start(spec);
    st->started = QDateTime::currentDateTimeUtc();
    if (!started) {
        st->state = StepState::Failed;
        st->message = started.error().message;
        st->finished = st->started;
        job.state.addEvent(stepName, QStringLiteral("FailedToStart"), st->message, true);
        return started.error();
    }
    st->pid = started->pid;
    st->startTicks = started->startTicks;
    st->state = StepState::Running;
    job.state.addEvent(
        stepName, QStringLiteral("Started"), LocalBackend::tr("process %1").arg(st->pid));
    return {};
}

void LocalWorker::terminate(Job &job, const QString &why)
{
    if (!job.terminating) {
        job.terminating = true;
        job.killDeadlineMs = nowMs() + m_options.graceMs;
        qCDebug(lcLocal) << "terminating" << job.state.name << why;
    }
    for (LocalJobState::Step &st : job.state.steps) {
        if (st.state == StepState::Running) {
            ProcessLauncher::signalGroup(st.pid, SIGTERM);
            if (st.message.isEmpty())
                st.message = LocalBackend::tr("stopped: %1").arg(why);
        } else if (st.state == StepState::Pending) {
            st.state = StepState::Failed;
            st.message = why;
        }
    }
}

void LocalWorker::indexLogs(Job &job)
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const QDir logs(QDir(jobDir(job.state.name)).filePath(QStringLiteral("logs")));
    for (const LocalJobState::Step &st : job.state.steps) {
        if (st.state == StepState::Pending)
            continue;
        auto it = job.logIndex.find(st.name);
        if (it == job.logIndex.end()) {
            it = job.logIndex
                     .emplace(st.name,
                              StepLogIndex(logs.filePath(st.name + QStringLiteral(".log")),
                                           logs.filePath(st.name + QStringLiteral(".idx"))))
                     .first;
        }
        it->second.pump(now);
    }
}

bool LocalWorker::advance(Job &job)
{
    bool changed = false;
    // Lines are timed as they are seen, before the exit code is: the last lines of a step
    // that just ended still get their time.
    indexLogs(job);
    // 1. Reap or probe running steps.
    for (LocalJobState::Step &st : job.state.steps) {
        if (st.state != StepState::Running)
            continue;
        std::optional<int> code = ProcessLauncher::reap(st.pid);
        if (!code && !ProcessLauncher::isAlive(st.pid, st.startTicks)) {
            // Not our child (TrainDeck was restarted) or already reaped: the runner wrote the
            // exit code next to the log.
            QFile exitFile(
                QDir(jobDir(job.state.name)).filePath(QStringLiteral("run/%1.exit").arg(st.name)));
            if (exitFile.open(QIODevice::ReadOnly)) {
                bool ok = false;
                const int c = exitFile.readAll().trimmed().toInt(&ok);
                code = ok ? c : 1;
            } else {
                code = 128 + SIGKILL;
                st.message = LocalBackend::tr("the process ended without an exit status (killed?)");
            }
        }
        if (!code)
            continue;
        // The process group leader is gone; make sure nothing it started lingers.
        if (!ProcessLauncher::groupMembers(st.pid).isEmpty())
            ProcessLauncher::signalGroup(st.pid, SIGKILL);
        st.exitCode = *code;
        st.finished = QDateTime::currentDateTimeUtc();
        st.state = *code == 0 ? StepState::Succeeded : StepState::Failed;
        if (*code != 0 && st.message.isEmpty())
            st.message = failureLine(
                QDir(jobDir(job.state.name)).filePath(QStringLiteral("logs/%1.log").arg(st.name)));
        if (*code == 97 && st.message.isEmpty())
            st.message = LocalBackend::tr("the environment could not be prepared (see the log)");
        else if (*code > 128 && st.message.isEmpty())
            st.message = LocalBackend::tr("killed by signal %1").arg(*code - 128);
        job.state.addEvent(st.name,
                           *code == 0 ? QStringLiteral("Succeeded") : QStringLiteral("Failed"),
                           st.message.isEmpty()
                               ? LocalBackend::tr("exit code %1").arg(*code)
                               : LocalBackend::tr("exit code %1: %2").arg(*code).arg(st.message),
                           *code != 0);
        changed = true;
    }

    // 2. A failed step stops the rest, as a failed pod fails the JobSet.
    bool anyFailed = job.state.cancelled || !job.state.failure.isEmpty();
    for (const LocalJobState::Step &st : job.state.steps)
        anyFailed = anyFailed || st.state == StepState::Failed;
    if (anyFailed) {
        if (job.state.hasLiveSteps() || !job.terminating) {
            bool pendingLeft = false;
            for (const LocalJobState::Step &st : job.state.steps)
                pendingLeft = pendingLeft || st.state == StepState::Pending;
            if (job.state.hasLiveSteps() || pendingLeft) {
                terminate(job,
                          job.state.cancelled ? LocalBackend::tr("cancelled")
                                              : LocalBackend::tr("another step failed"));
                changed = true;
            }
        }
        if (job.terminating && nowMs() >= job.killDeadlineMs) {
            for (const LocalJobState::Step &st : job.state.steps) {
                if (st.state == StepState::Running)
                    ProcessLauncher::signalGroup(st.pid, SIGKILL);
            }
        }
    } else {
        // 3. Start what is ready: initializers first, then every node at once (gang start).
        bool initializersDone = true;
        bool anyInitializerPending = false;
        for (const LocalJobState::Step &st : job.state.steps) {
            if (st.kind != StepKind::Node && st.state != StepState::Succeeded)
                initializersDone = false;
            if (st.kind != StepKind::Node && st.state == StepState::Pending)
                anyInitializerPending = true;
        }
        QStringList toStart;
        for (const LocalJobState::Step &st : job.state.steps) {
            if (st.state != StepState::Pending)
                continue;
            if (st.kind != StepKind::Node && anyInitializerPending)
                toStart << st.name;
            else if (st.kind == StepKind::Node && initializersDone)
                toStart << st.name;
        }
        if (!toStart.isEmpty() && !job.havePlan) {
            job.state.failure = LocalBackend::tr(
                "TrainDeck was restarted before the nodes started and does not store secrets; "
                "submit the job again");
            changed = true;
        } else {
            for (const QString &name : toStart) {
                if (auto r = startStep(job, name); !r)
                    job.state.failure = LocalBackend::tr("step %1 could not start: %2")
                                            .arg(name, r.error().message);
                changed = true;
            }
        }
    }

    if (!job.state.hasLiveSteps() && !job.state.finished.isValid()) {
        bool allTerminal = true;
        for (const LocalJobState::Step &st : job.state.steps)
            allTerminal = allTerminal && isTerminal(st.state);
        if (allTerminal || !job.state.failure.isEmpty()) {
            for (LocalJobState::Step &st : job.state.steps) {
                if (st.state == StepState::Pending) {
                    st.state = StepState::Failed;
                    st.message = job.state.failure;
                }
            }
            job.state.finished = QDateTime::currentDateTimeUtc();
            changed = true;
        }
    }
    if (changed) {
        indexLogs(job); // the last words of a step that just ended
        save(job);
    }
    return changed;
}

Result<void> LocalWorker::makeJobDir(const QString &name)
{
    // Made under a name no job can have, with a marker naming this process, then renamed
    // into place: the job's folder never exists without the marker or its state.json, so a
    // TrainDeck killed while it submits leaves a folder that says whose it was.
    const QString staging = QDir(m_options.jobsDir)
                                .filePath(QStringLiteral(".submit-%1-%2")
                                              .arg(name)
                                              .arg(QRandomGenerator::global()->generate(), 0, 36));
    if (auto ok = SafeFs::makeNewDir(staging, SafeFs::PrivateDir); !ok)
        return ok;
    const qint64 pid = QCoreApplication::applicationPid();
    const QByteArray me = QByteArray::number(pid) + ' '
                          + QByteArray::number(ProcessLauncher::startTicksOf(pid)) + '\n';
    Result<void> ok
        = SafeFs::writeNewFile(QDir(staging).filePath(SubmittingMarker), me, SafeFs::PrivateFile);
    if (ok
        && ::renameat2(AT_FDCWD,
                       QFile::encodeName(staging).constData(),
                       AT_FDCWD,
                       QFile::encodeName(jobDir(name)).constData(),
                       RENAME_NOREPLACE)
               != 0) {
        ok = Error::make(errno == EEXIST ? Error::Kind::Conflict : Error::Kind::Io,
                         LocalBackend::tr("cannot create the folder %1: %2")
                             .arg(jobDir(name), QString::fromLocal8Bit(strerror(errno))));
    }
    if (!ok)
        (void)SafeFs::removeChild(m_options.jobsDir, QFileInfo(staging).fileName());
    return ok;
}

bool LocalWorker::removeInterruptedSubmit(const QString &entry)
{
    // Only a folder with this backend's marker whose maker is gone: that submit can never
    // finish, and nothing else wrote there (the job was never listed, so it never ran).
    QFile marker(QDir(jobDir(entry)).filePath(SubmittingMarker));
    if (QFileInfo(marker.fileName()).isSymLink() || !marker.open(QIODevice::ReadOnly))
        return false;
    const QList<QByteArray> who = marker.read(64).trimmed().split(' ');
    marker.close();
    bool pidOk = false;
    bool ticksOk = false;
    const qint64 pid = who.size() == 2 ? who[0].toLongLong(&pidOk) : 0;
    const quint64 ticks = who.size() == 2 ? who[1].toULongLong(&ticksOk) : 0;
    // A marker without a start time cannot prove its maker gone: kept.
    if (!pidOk || !ticksOk || ticks == 0 || ProcessLauncher::isAlive(pid, ticks))
        return false;
    const auto removed = SafeFs::removeChild(m_options.jobsDir, entry);
    if (removed && *removed)
        qCInfo(lcLocal).noquote()
            << tr("Removed %1: a TrainDeck (process %2) stopped while it submitted this job, "
                  "which never ran.")
                   .arg(jobDir(entry))
                   .arg(pid);
    return removed && *removed;
}

void LocalWorker::discoverJobs()
{
    const QDir dir(m_options.jobsDir);
    // A submit killed before its folder got its name.
    for (const QString &n : dir.entryList({QStringLiteral(".submit-*")},
                                          QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot))
        removeInterruptedSubmit(n);
    const QStringList names = dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &n : names) {
        // A folder whose name no job could have is not TrainDeck's: left alone.
        if (m_jobs.contains(n) || !Backend::checkJobName(n))
            continue;
        const QString statePath = QDir(jobDir(n)).filePath(QStringLiteral("state.json"));
        const QFileInfo stateInfo(statePath);
        if (!stateInfo.exists()) {
            // Being created by another process, a submit killed half-way (removed once its
            // maker is gone), or not a job's folder (left alone).
            removeInterruptedSubmit(n);
            continue;
        }
        // A state file that did not load is tried again only once it changes.
        const auto bad = m_unreadable.constFind(n);
        if (bad != m_unreadable.cend() && bad->modified == stateInfo.lastModified())
            continue;
        auto st = LocalJobState::load(statePath);
        // The folder is the job's identity (its logs, what a delete removes): a state that
        // names another job (a folder copied by hand, an edit) would act on that one's files.
        if (st && st->name != n)
            st = Error::make(Error::Kind::Parse,
                             LocalBackend::tr(
                                 "the job state names job '%1', not '%2' as its folder; rename "
                                 "one of them")
                                 .arg(st->name.left(80), n))
                     .at(statePath);
        if (!st) {
            m_unreadable.insert(n, {stateInfo.lastModified(), st.error().toString()});
            qCWarning(lcLocal) << "skipping job" << n << ":" << st.error().toString();
            continue;
        }
        m_unreadable.remove(n);
        Job job;
        job.state = std::move(*st);
        m_jobs.insert(n, std::move(job));
        Job &j = m_jobs[n];
        advance(j);
        publish(j);
    }
    // Deleted by another process (traindeck-cli delete while the window is open).
    const QSet<QString> present(names.cbegin(), names.cend());
    reportUnreadable(present);
    QStringList gone;
    for (auto it = m_jobs.cbegin(); it != m_jobs.cend(); ++it) {
        if (!removalPending(it.key()) && !present.contains(it.key()))
            gone << it.key();
    }
    for (const QString &n : std::as_const(gone)) {
        m_jobs.remove(n);
        Q_EMIT jobRemoved(n);
    }
}

void LocalWorker::reportUnreadable(const QSet<QString> &present)
{
    for (auto it = m_unreadable.begin(); it != m_unreadable.end();) {
        if (present.contains(it.key()))
            ++it;
        else
            it = m_unreadable.erase(it); // its folder is gone: nothing to say any more
    }
    // Said where the connection's state is shown, so that a job missing from the list is
    // never a mystery; its folder, logs included, is left exactly as it is.
    QString warning;
    if (!m_unreadable.isEmpty()) {
        QStringList lines;
        for (auto it = m_unreadable.cbegin(); it != m_unreadable.cend(); ++it)
            lines << tr("%1: %2").arg(it.key(), it->why);
        warning
            = tr("%n job(s) in %1 could not be loaded and are not listed:\n%2\n"
                 "Restore each state.json from a backup, or move the job's folder out of "
                 "%1 to keep its logs elsewhere.",
                 nullptr,
                 int(m_unreadable.size()))
                  .arg(QDir::toNativeSeparators(m_options.jobsDir), lines.join(QLatin1Char('\n')));
    }
    if (warning != m_unreadableWarning) {
        m_unreadableWarning = warning;
        Q_EMIT connectionWarningChanged(warning);
    }
}

void LocalWorker::poll()
{
    // Jobs another process (traindeck-cli, a second window) submitted or deleted meanwhile.
    if (!m_discovery.isValid() || m_discovery.hasExpired(1000)) {
        m_discovery.start();
        discoverJobs();
    }
    QStringList removable;
    for (auto it = m_jobs.begin(); it != m_jobs.end(); ++it) {
        Job &job = it.value();
        // A script may report and exit between two polls: read before anything else.
        if (readProgress(job))
            publish(job);
        if (job.state.finished.isValid() && !job.state.hasLiveSteps()) {
            if (removalPending(it.key()))
                removable << it.key();
            continue;
        }
        if (advance(job))
            publish(job);
        if (removalPending(it.key()) && !job.state.hasLiveSteps())
            removable << it.key();
    }
    for (const QString &n : removable)
        finishRemoval(n);
}

bool LocalWorker::readProgress(Job &job)
{
    const QString dir = jobDir(job.state.name);
    const QFileInfo info(QDir(dir).filePath(StatusApi::StatusServer::statusFileName()));
    const QDateTime modified = info.exists() ? info.lastModified() : QDateTime();
    if (modified == job.progressModified)
        return false;
    job.progressModified = modified;
    auto read = StatusApi::StatusServer::readStatus(dir);
    job.progress = read ? *read : StatusApi::TrainerStatus{};
    return true;
}

JobSnapshot LocalWorker::toSnapshot(const Job &job) const
{
    JobSnapshot s;
    s.name = job.state.name;
    s.backend = BackendKind::Local;
    s.connection = QStringLiteral("local");
    s.runtimeName = job.state.runtimeName;
    s.framework = job.state.framework;
    s.numNodes = job.state.numNodes;
    s.created = job.state.created;
    s.finished = job.state.finished;
    s.logDir = QDir(jobDir(job.state.name)).filePath(QStringLiteral("logs"));
    s.events = job.state.events;
    s.workdir = QDir(jobDir(job.state.name)).filePath(QStringLiteral("workspace"));
    for (const LocalJobState::Step &st : job.state.steps) {
        StepSnapshot ss;
        ss.name = st.name;
        ss.kind = st.kind;
        ss.rank = st.rank;
        ss.state = st.state;
        ss.exitCode = st.exitCode;
        ss.message = st.message;
        ss.objectName = QStringLiteral("%1-%2").arg(job.state.name, st.name);
        ss.objectId = st.pid > 0 ? QString::number(st.pid) : QString();
        ss.startedAt = st.started;
        ss.finishedAt = st.finished;
        s.steps.append(ss);
    }
    JobStatusReport r = Pipeline::standard().status(s.observations(), false, job.state.cancelled);
    if (!job.state.failure.isEmpty() && r.status != JobStatus::Failed
        && !job.state.hasLiveSteps()) {
        r = {JobStatus::Failed, QStringLiteral("LaunchFailed"), job.state.failure};
    } else if (!job.state.failure.isEmpty() && r.status == JobStatus::Failed
               && r.reason != QLatin1String("Cancelled")) {
        r.message = job.state.failure;
    }
    // A finished-looking job whose steps still run is still Running (cleanup in progress).
    if (r.status == JobStatus::Failed && job.state.hasLiveSteps()
        && r.reason == QLatin1String("Cancelled"))
        r.status = JobStatus::Failed;
    s.status = r.status;
    s.statusReason = r.reason;
    s.statusMessage = r.message;
    s.spanFromSteps();
    job.progress.fill(s);
    return s;
}

void LocalWorker::publish(Job &job)
{
    JobWorker::publish(toSnapshot(job), job.lastEmitted);
}

void LocalWorker::save(const Job &job) const
{
    const auto r
        = job.state.save(QDir(jobDir(job.state.name)).filePath(QStringLiteral("state.json")));
    if (!r)
        qCWarning(lcLocal) << "cannot save job state:" << r.error().toString();
}

QList<JobSnapshot> LocalWorker::snapshots() const
{
    QList<JobSnapshot> out;
    for (const Job &j : m_jobs)
        out << toSnapshot(j);
    return byCreation(std::move(out));
}

Result<JobSnapshot> LocalWorker::snapshot(const QString &name) const
{
    if (auto ok = Backend::checkJobName(name); !ok)
        return ok.error();
    const auto it = m_jobs.constFind(name);
    if (it == m_jobs.cend())
        return Error::make(Error::Kind::NotFound, LocalBackend::tr("no job named '%1'").arg(name));
    return toSnapshot(*it);
}

void LocalWorker::inspectStep(const QString &name, const QString &step, InspectionPromise promise)
{
    resolve(promise, inspectStep(name, step));
}

Result<StepInspection> LocalWorker::inspectStep(const QString &name, const QString &stepName) const
{
    if (auto ok = Backend::checkJobName(name); !ok)
        return ok.error();
    const auto it = m_jobs.constFind(name);
    if (it == m_jobs.cend())
        return Error::make(Error::Kind::NotFound, LocalBackend::tr("no job named '%1'").arg(name));
    const Job &job = *it;
    const LocalJobState::Step *st = job.state.step(stepName);
    if (!st)
        return Error::make(Error::Kind::NotFound,
                           LocalBackend::tr("job '%1' has no step '%2'").arg(name, stepName));
    if (st->pid <= 0)
        return Error::make(Error::Kind::NotFound,
                           LocalBackend::tr("step '%1' of job '%2' has no process yet: inspect "
                                            "it once it has started.")
                               .arg(stepName, name));
    StepInspection out;
    out.job = name;
    out.step = stepName;
    out.id = QString::number(st->pid);
    out.idKind = QStringLiteral("process");
    out.state = enumName(st->state);
    out.exitCode = st->exitCode;
    out.started = st->started;
    out.finished = st->finished;
    const QString workspace = QDir(jobDir(name)).filePath(QStringLiteral("workspace"));
    // What the step was started with: the full plan while this process runs the job, else
    // the plan kept in state.json, whose secret values are masked already.
    QStringList secretEnv;
    QList<int> ports;
    if (job.havePlan) {
        secretEnv = job.plan.secretEnv;
        if (const PlanStep *ps = job.plan.step(stepName)) {
            out.name = ps->objectName;
            out.command = ps->command + ps->args;
            out.workingDir = ps->workingDir;
            for (const EnvVar &e : ps->env)
                if (!e.isReference())
                    out.env.append({e.name, e.value, false});
            ports = ps->ports;
        }
    } else {
        const nlohmann::ordered_json &plan = job.state.plan;
        auto str = [](const nlohmann::ordered_json &o, const char *key) {
            auto f = o.find(key);
            return f != o.end() && f->is_string() ? QString::fromStdString(f->get<std::string>())
                                                  : QString();
        };
        auto strings = [](const nlohmann::ordered_json &o, const char *key, QStringList &into) {
            auto f = o.find(key);
            if (f == o.end() || !f->is_array())
                return;
            for (const auto &a : *f)
                if (a.is_string())
                    into << QString::fromStdString(a.get<std::string>());
        };
        if (auto steps = plan.find("steps"); steps != plan.end() && steps->is_array()) {
            for (const auto &ps : *steps) {
                if (!ps.is_object() || str(ps, "name") != stepName)
                    continue;
                out.name = str(ps, "objectName");
                strings(ps, "command", out.command);
                strings(ps, "args", out.command);
                out.workingDir = str(ps, "workingDir");
                if (auto env = ps.find("env"); env != ps.end() && env->is_array())
                    for (const auto &e : *env)
                        if (e.is_object()) {
                            // The kept plan masked the secrets, those the user marked too.
                            const QString value = str(e, "value");
                            out.env.append(
                                {str(e, "name"), value, value == StepInspection::Masked});
                        }
                if (auto p = ps.find("ports"); p != ps.end() && p->is_array())
                    for (const auto &port : *p)
                        if (port.is_number_integer())
                            ports << port.get<int>();
            }
        }
    }
    for (StepInspection::Env &e : out.env) {
        e.secret = e.secret || isSecretEnvName(e.name) || secretEnv.contains(e.name);
        if (e.secret)
            e.value = StepInspection::Masked;
    }
    // A process sees the host's files: the workspace is the one folder TrainDeck gives it.
    out.mounts.append({workspace, out.workingDir.isEmpty() ? workspace : out.workingDir, false});
    for (int port : std::as_const(ports))
        out.ports.append({port, QStringLiteral("tcp"), QStringLiteral("127.0.0.1"), port});
    return out;
}

void LocalWorker::cancel(const QString &name, BoolPromise promise)
{
    resolve(promise, cancel(name));
}

Result<bool> LocalWorker::cancel(const QString &name)
{
    if (auto ok = Backend::checkJobName(name); !ok)
        return ok.error();
    auto it = m_jobs.find(name);
    if (it == m_jobs.end())
        return Error::make(Error::Kind::NotFound, LocalBackend::tr("no job named '%1'").arg(name));
    Job &job = *it;
    if (job.state.finished.isValid() && !job.state.hasLiveSteps())
        return false;
    job.state.cancelled = true;
    job.state.addEvent(
        name, QStringLiteral("Cancelled"), LocalBackend::tr("cancelled by the user"), true);
    advance(job);
    publish(job);
    ensurePolling();
    return true;
}

void LocalWorker::remove(const QString &name, BoolPromise promise)
{
    // Before anything else: ".." or "a/b" must never reach a path.
    if (auto ok = Backend::checkJobName(name); !ok) {
        promise->addResult(ok.error());
        promise->finish();
        return;
    }
    auto it = m_jobs.find(name);
    if (it == m_jobs.end()) {
        // A folder without a readable state still belongs to us: remove it too.
        const auto removed = SafeFs::removeChild(m_options.jobsDir, name);
        if (!removed)
            promise->addResult(removed.error());
        else if (*removed)
            promise->addResult(true);
        else
            promise->addResult(Error::make(Error::Kind::NotFound,
                                           LocalBackend::tr("no job named '%1'").arg(name)));
        promise->finish();
        return;
    }
    addRemovalWaiter(name, std::move(promise));
    if (it->state.hasLiveSteps()) {
        it->state.cancelled = true;
        advance(*it);
        publish(*it);
        ensurePolling();
    } else {
        finishRemoval(name);
    }
}

void LocalWorker::finishRemoval(const QString &name)
{
    auto it = m_jobs.find(name);
    if (it == m_jobs.end())
        return;
    m_jobs.erase(it);
    const auto removed = SafeFs::removeChild(m_options.jobsDir, name);
    if (removed)
        resolveRemovals(name, true);
    else
        resolveRemovals(name,
                        Error::make(Error::Kind::Io,
                                    LocalBackend::tr("could not delete every file of %1: %2")
                                        .arg(jobDir(name), removed.error().message)));
    Q_EMIT jobRemoved(name);
}

} // namespace TrainDeck::Local
