// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/history/historyrecorder.h"

#include "core/codec/trainjobcodec.h"
#include "libs/history/historyarchiver.h"
#include "libs/history/historystore.h"
#include "libs/metrics/metricpatternstore.h"

#include <QDateTime>
#include <QTimer>
#include <QtConcurrent>

namespace TrainDeck::History {

namespace {

struct Spec
{
    bool settled = false; ///< known, or known to be missing: not asked again
    QString yaml;
};

struct Archived
{
    bool complete = false; ///< the backend's logs were whole
    Result<QString> dir = QString();
    QList<MetricSummary> metrics;
    QString errorLine;
};

} // namespace

HistoryRecorder::HistoryRecorder(HistoryStore *store, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_patternsPath(Metrics::MetricPatternStore::defaultPath())
{}

HistoryRecorder::~HistoryRecorder()
{
    for (const QMetaObject::Connection &c : std::as_const(m_connections))
        disconnect(c);
}

void HistoryRecorder::setMetricPatternsPath(const QString &path)
{
    m_patternsPath = path;
}

bool HistoryRecorder::isIdle() const
{
    if (m_inFlight > 0)
        return false;
    for (const Run &r : m_runs) {
        if (r.busy || r.dirty || (r.timer && r.timer->isActive()))
            return false;
    }
    return true;
}

QString HistoryRecorder::keyOf(const JobSnapshot &s)
{
    return s.connection + u'\n' + s.name + u'\n'
           + QString::number(s.created.isValid() ? s.created.toMSecsSinceEpoch() : 0);
}

void HistoryRecorder::attach(Backend *backend)
{
    if (!backend || m_backends.contains(backend))
        return;
    m_backends.append(backend);
    m_connections << connect(backend,
                             &Backend::jobChanged,
                             this,
                             [this, backend](const JobSnapshot &s) { onJobChanged(backend, s); });
    m_connections << connect(backend,
                             &Backend::jobRemoved,
                             this,
                             [this, backend](const QString &name) { onJobRemoved(backend, name); });
    m_connections << connect(backend,
                             &Backend::connectionChanged,
                             this,
                             [this, backend](Backend::ConnectionState state) {
                                 // A reconnected backend may have lost jobs meanwhile.
                                 if (state == Backend::ConnectionState::Connected)
                                     sync(backend);
                             });
    m_connections << connect(backend, &QObject::destroyed, this, [this, backend] {
        m_backends.removeAll(nullptr);
        m_backends.removeAll(backend);
    });
    sync(backend);
}

void HistoryRecorder::detach(Backend *backend)
{
    m_backends.removeAll(backend);
    disconnect(backend, nullptr, this, nullptr);
    for (Run &r : m_runs) {
        if (r.backend == backend)
            r.backend = nullptr;
    }
}

void HistoryRecorder::sync(Backend *backend)
{
    const QString connection = backend->connection();
    backend->jobs().then(this,
                         [this, backend = QPointer<Backend>(backend), connection](
                             const Result<QList<JobSnapshot>> &jobs) {
                             if (!jobs || !backend)
                                 return;
                             QSet<QString> names;
                             for (const JobSnapshot &s : *jobs) {
                                 names.insert(s.name);
                                 onJobChanged(backend, s);
                             }
                             m_present[connection] = names;
                             m_store->markGone(connection,
                                               QStringList(names.cbegin(), names.cend()));
                         });
}

void HistoryRecorder::onJobChanged(Backend *backend, const JobSnapshot &snapshot)
{
    const QString key = keyOf(snapshot);
    auto it = m_runs.find(key);
    if (it == m_runs.end()) {
        it = m_runs.insert(key, Run{});
        it->firstSeen = QDateTime::currentDateTimeUtc();
    }
    it->backend = backend;
    it->latest = snapshot;
    it->removed = false;
    m_present[snapshot.connection].insert(snapshot.name);
    schedule(key);
}

void HistoryRecorder::onJobRemoved(Backend *backend, const QString &name)
{
    const QString connection = backend->connection();
    QSet<QString> &present = m_present[connection];
    present.remove(name);
    for (auto it = m_runs.begin(); it != m_runs.end(); ++it) {
        if (it->latest.connection != connection || it->latest.name != name)
            continue;
        it->removed = true;
        // A snapshot still waiting goes out now, already marked gone.
        if ((it->timer && it->timer->isActive()) || it->dirty) {
            if (it->timer)
                it->timer->stop();
            write(it.key());
        }
    }
    m_store->markGone(connection, QStringList(present.cbegin(), present.cend()));
}

void HistoryRecorder::schedule(const QString &key)
{
    Run &r = m_runs[key];
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const qint64 wait = CoalesceMs - (now - r.lastWriteMs);
    if (r.latest.isFinished() || wait <= 0) {
        if (r.timer)
            r.timer->stop();
        write(key);
        return;
    }
    if (!r.timer) {
        r.timer = new QTimer(this);
        r.timer->setSingleShot(true);
        connect(r.timer, &QTimer::timeout, this, [this, key] { write(key); });
    }
    if (!r.timer->isActive())
        r.timer->start(int(wait));
}

void HistoryRecorder::write(const QString &key)
{
    Run &r = m_runs[key];
    if (r.busy) {
        r.dirty = true;
        return;
    }
    r.busy = true;
    r.dirty = false;
    ++m_inFlight;
    r.lastWriteMs = QDateTime::currentMSecsSinceEpoch();
    const JobSnapshot snapshot = r.latest;
    Backend *backend = r.specDone ? nullptr : r.backend.data();
    // Backends outlive the recorder's use of them (detach before deleting one); the spec is
    // one small file, read in the pool.
    QtConcurrent::run([backend, snapshot] {
        Spec spec;
        if (!backend)
            return spec;
        Result<TrainJob> job = backend->submittedJob(snapshot);
        spec.settled = job.ok() || job.error().kind == Error::Kind::NotFound;
        if (job)
            spec.yaml = QString::fromUtf8(TrainJobCodec::toKeptYaml(*job));
        return spec;
    }).then(this, [this, key, snapshot](const Spec &spec) {
        Run &r = m_runs[key];
        if (spec.settled)
            r.specDone = true;
        HistoryRecord record = HistoryRecord::fromSnapshot(snapshot);
        record.firstSeen = r.firstSeen;
        record.specYaml = spec.yaml;
        record.goneFromBackend = r.removed;
        m_store->upsert(record).then(this,
                                     [this, key, snapshot](const Result<HistoryRecord> &stored) {
                                         if (!stored) {
                                             Q_EMIT problem(stored.error().message);
                                             finishWrite(key);
                                             return;
                                         }
                                         Run &r = m_runs[key];
                                         r.id = stored->id;
                                         // Recorded by an earlier session: neither read nor copied
                                         // again.
                                         if (!stored->specYaml.isEmpty())
                                             r.specDone = true;
                                         if (!stored->archivedLogDir.isEmpty())
                                             r.archived = true;
                                         Q_EMIT recorded(*stored);
                                         if (snapshot.isFinished() && !r.archived && !r.removed)
                                             archive(key, *stored);
                                         else
                                             finishWrite(key);
                                     });
    });
}

void HistoryRecorder::archive(const QString &key, const HistoryRecord &stored)
{
    Run &r = m_runs[key];
    Backend *backend = r.backend.data();
    if (!backend) {
        finishWrite(key);
        return;
    }
    const QString root = m_store->archiveRoot();
    const QString patternsPath = m_patternsPath;
    const JobSnapshot snapshot = stored.job;
    const QString failedStep = stored.failedStep;
    const qint64 id = stored.id;
    QtConcurrent::run([backend, snapshot, root, patternsPath, failedStep, id] {
        Archived out;
        out.complete = backend->logsComplete(snapshot);
        if (!out.complete)
            return out;
        out.dir = HistoryArchiver::archiveLogs(snapshot.logDir, root, id);
        if (!out.dir)
            return out;
        // User patterns that cannot be read only lose their extra metrics, never the run.
        const QList<Metrics::MetricPattern> patterns
            = Metrics::MetricPatternStore(patternsPath).patterns(snapshot.runtimeName).valueOr({});
        out.metrics = HistoryArchiver::summarize(*out.dir, patterns);
        if (!failedStep.isEmpty())
            out.errorLine = HistoryArchiver::lastErrorLine(*out.dir, failedStep);
        return out;
    }).then(this, [this, key, stored](const Archived &out) {
        Run &r = m_runs[key];
        if (!out.complete) {
            // Engines stream the last lines after the job ends: come back later.
            QTimer::singleShot(ArchiveRetryMs, this, [this, key] {
                if (m_runs.contains(key) && !m_runs[key].archived)
                    write(key);
            });
            finishWrite(key);
            return;
        }
        r.archived = true;
        if (!out.dir) {
            Q_EMIT problem(out.dir.error().message);
            finishWrite(key);
            return;
        }
        HistoryRecord record = stored;
        record.archivedLogDir = *out.dir;
        record.metrics = out.metrics;
        record.lastErrorLine = out.errorLine;
        record.goneFromBackend = r.removed;
        m_store->upsert(record).then(this, [this, key](const Result<HistoryRecord> &done) {
            if (done)
                Q_EMIT recorded(*done);
            else
                Q_EMIT problem(done.error().message);
            finishWrite(key);
        });
    });
}

void HistoryRecorder::finishWrite(const QString &key)
{
    Run &r = m_runs[key];
    r.busy = false;
    --m_inFlight;
    if (r.dirty) {
        r.dirty = false;
        schedule(key);
    }
}

} // namespace TrainDeck::History
