// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "models/jobtablemodel.h"

#include "core/backend/backend.h"
#include "models/rowranges.h"

#include <QLocale>
#include <QTimer>

#include <algorithm>
#include <bit>

namespace TrainDeck::Models {

namespace {

const QChar KeySeparator(0x1f);

} // namespace

JobTableModel::JobTableModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_batchTimer(new QTimer(this))
    , m_tickTimer(new QTimer(this))
{
    m_batchTimer->setSingleShot(true);
    m_batchTimer->setInterval(DefaultBatchIntervalMs);
    connect(m_batchTimer, &QTimer::timeout, this, &JobTableModel::flush);
    m_tickTimer->setInterval(1000);
    connect(m_tickTimer, &QTimer::timeout, this, &JobTableModel::tick);
    m_tickTimer->start();
}

JobTableModel::~JobTableModel() = default;

void JobTableModel::addBackend(Backend *backend)
{
    if (!backend || m_backends.contains(backend))
        return;
    m_backends.append(backend);
    m_backendNames.insert(backend->connection(), backend->displayName());
    // A connection's identity may change once it connects: an engine is "Docker" until it
    // knows its endpoint, and its jobs carry the endpoint. So removals and names are keyed
    // by the connection as it is when they arrive, never by the one seen here.
    const QPointer<Backend> guard(backend);
    // Queued: backends emit from their worker thread.
    connect(backend, &Backend::jobChanged, this, [this, guard](const JobSnapshot &snapshot) {
        if (guard && !m_backendNames.contains(snapshot.connection))
            m_backendNames.insert(snapshot.connection, guard->displayName());
        enqueueChanged(snapshot);
    });
    connect(backend, &Backend::jobRemoved, this, [this, guard](const QString &name) {
        if (guard)
            enqueueRemoved(guard->connection(), name);
    });
    connect(backend, &Backend::connectionChanged, this, [this, guard] {
        if (guard)
            m_backendNames.insert(guard->connection(), guard->displayName());
    });
}

void JobTableModel::removeBackend(Backend *backend)
{
    if (!backend || !m_backends.removeOne(backend))
        return;
    disconnect(backend, nullptr, this, nullptr);
    const QString connection = backend->connection();
    flush();
    for (const JobSnapshot &s : std::as_const(m_rows)) {
        if (s.connection == connection)
            enqueueRemoved(s.connection, s.name);
    }
    flush();
    m_backendNames.remove(connection);
}

QString JobTableModel::backendDisplayName(const QString &connection) const
{
    return m_backendNames.value(connection);
}

QString JobTableModel::key(const QString &connection, const QString &name)
{
    return connection + KeySeparator + name;
}

void JobTableModel::enqueueChanged(const JobSnapshot &snapshot)
{
    const QString k = key(snapshot.connection, snapshot.name);
    const auto it = m_pendingOfKey.constFind(k);
    if (it != m_pendingOfKey.cend()) {
        m_pending[*it].snapshot = snapshot;
    } else {
        m_pendingOfKey.insert(k, int(m_pending.size()));
        m_pending.append({snapshot.connection, snapshot.name, snapshot});
    }
    scheduleFlush();
}

void JobTableModel::enqueueRemoved(const QString &connection, const QString &name)
{
    const QString k = key(connection, name);
    const auto it = m_pendingOfKey.constFind(k);
    if (it != m_pendingOfKey.cend()) {
        m_pending[*it].snapshot.reset();
    } else {
        m_pendingOfKey.insert(k, int(m_pending.size()));
        m_pending.append({connection, name, std::nullopt});
    }
    scheduleFlush();
}

void JobTableModel::setLogProgress(const QString &connection,
                                   const QString &name,
                                   const Metrics::TrainingProgress &progress)
{
    const QString k = key(connection, name);
    if (m_logProgress.value(k) == progress)
        return;
    m_logProgress.insert(k, progress);
    // Log progress arrives already batched (the follower's ~100 ms): one cell per call.
    const int row = rowOf(connection, name);
    if (row >= 0)
        Q_EMIT dataChanged(index(row, ProgressColumn), index(row, ProgressColumn));
}

void JobTableModel::setStalled(const QString &connection, const QString &name, qint64 idleSeconds)
{
    const QString k = key(connection, name);
    const qint64 was = m_stalled.value(k, -1);
    if (was == idleSeconds || (was < 0 && idleSeconds < 0))
        return;
    if (idleSeconds < 0)
        m_stalled.remove(k);
    else
        m_stalled.insert(k, idleSeconds);
    const int row = rowOf(connection, name);
    if (row >= 0)
        Q_EMIT dataChanged(
            index(row, StatusColumn), index(row, StatusColumn), {StalledRole, Qt::ToolTipRole});
}

int JobTableModel::stalledCount() const
{
    int n = 0;
    for (auto it = m_stalled.cbegin(); it != m_stalled.cend(); ++it) {
        const int row = m_rowOfKey.value(it.key(), -1);
        n += row >= 0 && m_rows.at(row).status == JobStatus::Running ? 1 : 0;
    }
    return n;
}

QString JobTableModel::stalledText(qint64 idleSeconds)
{
    if (idleSeconds < 60)
        return tr("No log line or metric for %n s", nullptr, int(idleSeconds));
    return tr("No log line or metric for %n min", nullptr, int(idleSeconds / 60));
}

JobTableModel::Progress JobTableModel::progress(const JobSnapshot &s) const
{
    if (s.progressPercent >= 0)
        return {double(s.progressPercent), qint64(s.remainingSeconds), true};
    const auto it = m_logProgress.constFind(key(s.connection, s.name));
    if (it == m_logProgress.cend() || !it->isKnown())
        return {};
    return {it->percent, it->remainingSeconds, false};
}

void JobTableModel::scheduleFlush()
{
    // Not restarted by later arrivals: a steady stream must still be shown every interval.
    if (!m_batchTimer->isActive())
        m_batchTimer->start();
}

int JobTableModel::batchInterval() const
{
    return m_batchTimer->interval();
}

void JobTableModel::setBatchInterval(int ms)
{
    m_batchTimer->setInterval(std::max(0, ms));
}

void JobTableModel::setTickInterval(int ms)
{
    if (ms <= 0) {
        m_tickTimer->stop();
        return;
    }
    m_tickTimer->start(ms);
}

void JobTableModel::setClock(std::function<QDateTime()> clock)
{
    m_clock = std::move(clock);
}

QDateTime JobTableModel::now() const
{
    return m_clock ? m_clock() : QDateTime::currentDateTimeUtc();
}

void JobTableModel::reindex(int fromRow)
{
    for (int i = fromRow; i < m_rows.size(); ++i)
        m_rowOfKey.insert(key(m_rows.at(i).connection, m_rows.at(i).name), i);
}

void JobTableModel::flush()
{
    m_batchTimer->stop();
    if (m_pending.isEmpty())
        return;
    QList<Pending> pending = std::exchange(m_pending, {});
    m_pendingOfKey.clear();

    // Removals first, highest range first so that lower row numbers stay valid.
    QList<int> removedRows;
    for (const Pending &p : std::as_const(pending)) {
        if (p.snapshot)
            continue;
        const int row = m_rowOfKey.value(key(p.connection, p.name), -1);
        if (row >= 0)
            removedRows.append(row);
    }
    const auto removedRanges = rowRanges(removedRows);
    for (auto it = removedRanges.crbegin(); it != removedRanges.crend(); ++it) {
        beginRemoveRows({}, it->first, it->second);
        for (int r = it->first; r <= it->second; ++r) {
            const QString k = key(m_rows.at(r).connection, m_rows.at(r).name);
            m_rowOfKey.remove(k);
            m_logProgress.remove(k);
            m_stalled.remove(k);
        }
        m_rows.remove(it->first, it->second - it->first + 1);
        endRemoveRows();
    }
    if (!removedRanges.isEmpty())
        reindex(removedRanges.first().first);

    QList<int> changedRows;
    // Rows by what changed: a proxy sorted on a column re-sorts only rows whose changes touch
    // it, so a status update must not claim the Name column's values changed.
    QList<int> valueRows;
    QList<int> detailRows;
    int valueColumns = 0;
    QList<JobSnapshot> inserted;
    QList<JobSnapshot> finished;
    const QDateTime recent = now().addSecs(-60);
    for (Pending &p : pending) {
        if (!p.snapshot)
            continue;
        JobSnapshot &s = *p.snapshot;
        const int row = m_rowOfKey.value(key(p.connection, p.name), -1);
        if (row < 0) {
            if (s.isFinished() && s.finished.isValid() && s.finished >= recent)
                finished.append(s);
            inserted.append(std::move(s));
            continue;
        }
        JobSnapshot &old = m_rows[row];
        if (old == s)
            continue;
        if (!old.isFinished() && s.isFinished())
            finished.append(s);
        bool detail = false;
        int columns = changedColumns(old, s, &detail);
        // The same for progress from the log, which the snapshots do not carry.
        if (old.isFinished() != s.isFinished() && s.progressPercent < 0
            && m_logProgress.contains(key(p.connection, p.name)))
            columns |= 1 << ProgressColumn;
        if (columns) {
            valueColumns |= columns;
            valueRows.append(row);
        }
        if (detail)
            detailRows.append(row);
        old = std::move(s);
        changedRows.append(row);
    }

    if (valueColumns) {
        const int first = std::countr_zero(unsigned(valueColumns));
        const int last = std::bit_width(unsigned(valueColumns)) - 1;
        emitChanged(valueRows, first, last, {});
    }
    // The status detail alone changed: the Status column's tooltip, no value.
    if (!(valueColumns & (1 << StatusColumn)))
        emitChanged(detailRows, StatusColumn, StatusColumn, {Qt::ToolTipRole, StatusDetailRole});

    const int insertedCount = int(inserted.size());
    if (insertedCount > 0) {
        const int first = int(m_rows.size());
        beginInsertRows({}, first, first + insertedCount - 1);
        m_rows.append(std::move(inserted));
        reindex(first);
        endInsertRows();
    }

    Q_EMIT batchApplied(int(changedRows.size()), insertedCount, int(removedRows.size()));
    for (const JobSnapshot &s : std::as_const(finished))
        Q_EMIT jobFinished(s);
}

int JobTableModel::changedColumns(const JobSnapshot &a, const JobSnapshot &b, bool *detailChanged)
{
    int columns = 0;
    const auto mark = [&columns](bool differs, int column) {
        if (differs)
            columns |= 1 << column;
    };
    // The name and connection are the row's key and never differ here.
    mark(a.runtimeName != b.runtimeName, RuntimeColumn);
    mark(a.backend != b.backend, BackendColumn);
    mark(a.status != b.status || a.isCancelled() != b.isCancelled(), StatusColumn);
    mark(a.numNodes != b.numNodes, NodesColumn);
    mark(a.origin != b.origin, MadeByColumn);
    mark(a.created != b.created || a.started != b.started, AgeColumn);
    mark(a.started != b.started || a.finished != b.finished, DurationColumn);
    // Finishing hides the time left (display()); a job without progress shows no change.
    mark(a.progressPercent != b.progressPercent || a.remainingSeconds != b.remainingSeconds
             || (a.isFinished() != b.isFinished() && b.progressPercent >= 0),
         ProgressColumn);
    *detailChanged = a.status != b.status || a.statusReason != b.statusReason
                     || a.statusMessage != b.statusMessage || a.origin != b.origin
                     || a.steps.size() != b.steps.size();
    return columns;
}

void JobTableModel::emitChanged(const QList<int> &rows,
                                int firstColumn,
                                int lastColumn,
                                const QList<int> &roles)
{
    if (rows.isEmpty())
        return;
    // Many rows: one signal over their span costs the views less than many small ones.
    if (rows.size() > m_rows.size() / 2) {
        const auto [lo, hi] = std::minmax_element(rows.cbegin(), rows.cend());
        Q_EMIT dataChanged(index(*lo, firstColumn), index(*hi, lastColumn), roles);
        return;
    }
    for (const auto &[first, last] : rowRanges(rows))
        Q_EMIT dataChanged(index(first, firstColumn), index(last, lastColumn), roles);
}

void JobTableModel::tick()
{
    if (m_rows.isEmpty())
        return;
    ++m_ticks;
    const bool anyRunning = std::any_of(m_rows.cbegin(), m_rows.cend(), [](const JobSnapshot &s) {
        return !s.isFinished() && s.started.isValid();
    });
    // Ages only change their text once a minute past the first; durations of running jobs
    // change every second.
    if (anyRunning || m_ticks % 30 == 0)
        Q_EMIT dataChanged(index(0, AgeColumn), index(int(m_rows.size()) - 1, DurationColumn));
}

const JobSnapshot *JobTableModel::snapshot(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows.at(row) : nullptr;
}

const JobSnapshot *JobTableModel::snapshot(const QString &connection, const QString &name) const
{
    return snapshot(rowOf(connection, name));
}

int JobTableModel::rowOf(const QString &connection, const QString &name) const
{
    return m_rowOfKey.value(key(connection, name), -1);
}

QString JobTableModel::statusText(JobStatus status)
{
    switch (status) {
    case JobStatus::Created:
        return tr("Created");
    case JobStatus::Running:
        return tr("Running");
    case JobStatus::Complete:
        return tr("Complete");
    case JobStatus::Failed:
        return tr("Failed");
    case JobStatus::Suspended:
        return tr("Suspended");
    case JobStatus::Unknown:
        break;
    }
    return tr("Unknown");
}

QString JobTableModel::statusText(const JobSnapshot &job)
{
    return job.isCancelled() ? tr("Cancelled") : statusText(job.status);
}

QString JobTableModel::originText(JobSnapshot::Origin origin)
{
    switch (origin) {
    case JobSnapshot::Origin::TrainDeck:
        return tr("TrainDeck");
    case JobSnapshot::Origin::KubeflowSdk:
        return tr("Kubeflow SDK");
    case JobSnapshot::Origin::Unknown:
        break;
    }
    return tr("Unknown");
}

QString JobTableModel::unknownStatusText(const JobSnapshot &job)
{
    if (job.status != JobStatus::Unknown || job.origin != JobSnapshot::Origin::Unknown)
        return {};
    QString why = job.backend == BackendKind::Kubernetes
                      ? tr("This job was made outside TrainDeck, by a tool TrainDeck cannot name: "
                           "TrainDeck did not submit it from here and it carries no label that "
                           "says who did.")
                      : tr("This job was made outside TrainDeck, by a tool TrainDeck cannot name: "
                           "its containers carry neither TrainDeck's label (traindeck.io/"
                           "managed-by) nor all the labels the Kubeflow SDK sets "
                           "(trainer.kubeflow.org/step and network-id).");
    why += u' ';
    why += job.steps.isEmpty()
               ? tr("Its status is unknown: TrainDeck found no step (container or pod) of it "
                    "whose state it could read.")
               : tr("Its status is unknown: none of its %n step(s) reports a state TrainDeck "
                    "can read.",
                    nullptr,
                    int(job.steps.size()));
    if (!job.statusMessage.isEmpty())
        why += u'\n' + job.statusMessage;
    return why;
}

QString JobTableModel::originToolTip(const JobSnapshot &job)
{
    switch (job.origin) {
    case JobSnapshot::Origin::TrainDeck:
        return tr("Submitted from TrainDeck");
    case JobSnapshot::Origin::KubeflowSdk:
        return tr("Made by the Kubeflow Python SDK: its containers carry the SDK's labels and "
                  "not TrainDeck's");
    case JobSnapshot::Origin::Unknown:
        break;
    }
    if (const QString why = unknownStatusText(job); !why.isEmpty())
        return why;
    return tr("Made outside TrainDeck, by a tool TrainDeck cannot name");
}

QString JobTableModel::formatDuration(qint64 seconds)
{
    if (seconds < 0)
        seconds = 0;
    if (seconds < 60)
        return tr("%1s").arg(seconds);
    const qint64 minutes = seconds / 60;
    if (minutes < 60)
        return tr("%1m %2s").arg(minutes).arg(seconds % 60);
    const qint64 hours = minutes / 60;
    if (hours < 24)
        return tr("%1h %2m").arg(hours).arg(minutes % 60);
    return tr("%1d %2h").arg(hours / 24).arg(hours % 24);
}

qint64 JobTableModel::durationSeconds(const JobSnapshot &s) const
{
    if (!s.started.isValid())
        return -1;
    const QDateTime end = s.finished.isValid() ? s.finished : now();
    return s.started.secsTo(end);
}

qint64 JobTableModel::ageSeconds(const JobSnapshot &s) const
{
    const QDateTime born = s.created.isValid() ? s.created : s.started;
    return born.isValid() ? born.secsTo(now()) : -1;
}

int JobTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int JobTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant JobTableModel::display(const JobSnapshot &s, int column) const
{
    switch (column) {
    case NameColumn:
        return s.name;
    case RuntimeColumn:
        return s.runtimeName;
    case BackendColumn: {
        const QString name = m_backendNames.value(s.connection);
        return name.isEmpty() ? enumName(s.backend) : name;
    }
    case StatusColumn:
        return statusText(s);
    case NodesColumn:
        return s.numNodes;
    case AgeColumn: {
        const qint64 age = ageSeconds(s);
        return age < 0 ? QStringLiteral("—") : formatDuration(age);
    }
    case DurationColumn: {
        const qint64 d = durationSeconds(s);
        return d < 0 ? QStringLiteral("—") : formatDuration(d);
    }
    case MadeByColumn:
        return originText(s.origin);
    case ProgressColumn: {
        const Progress p = progress(s);
        if (p.percent < 0)
            return QStringLiteral("—");
        const QString percent = tr("%1 %").arg(qRound(p.percent));
        // A finished job has nothing left, whatever its last report said.
        if (p.remainingSeconds < 0 || s.isFinished())
            return percent;
        return tr("%1 · %2 left").arg(percent, formatDuration(p.remainingSeconds));
    }
    }
    return {};
}

QVariant JobTableModel::raw(const JobSnapshot &s, int column) const
{
    switch (column) {
    case NameColumn:
        return s.name;
    case RuntimeColumn:
        return s.runtimeName;
    case BackendColumn:
        return display(s, BackendColumn);
    case StatusColumn:
        return int(s.status);
    case NodesColumn:
        return s.numNodes;
    case AgeColumn:
        return ageSeconds(s);
    case DurationColumn:
        return durationSeconds(s);
    case ProgressColumn:
        return progress(s).percent;
    case MadeByColumn:
        return originText(s.origin);
    }
    return {};
}

QVariant JobTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const JobSnapshot &s = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(s, index.column());
    case Qt::ToolTipRole:
        // The detail is the Status column's alone: were the Name column to show it too, each
        // status update would touch the column a proxy most often sorts on, and re-sort.
        if (index.column() == MadeByColumn)
            return originToolTip(s);
        if (index.column() == StatusColumn) {
            if (const QString why = unknownStatusText(s); !why.isEmpty())
                return why;
            const qint64 idle = data(index, StalledRole).toLongLong();
            if (idle >= 0)
                return stalledText(idle) + u'\n' + data(index, StatusDetailRole).toString();
            return data(index, StatusDetailRole);
        }
        if (index.column() == AgeColumn && s.created.isValid())
            return tr("Created %1").arg(QLocale().toString(s.created.toLocalTime()));
        if (index.column() == ProgressColumn) {
            const Progress p = progress(s);
            if (p.percent < 0)
                return tr("The job reports no progress (progress API or a progress bar in its "
                          "log)");
            return p.fromApi ? tr("From the progress API") : tr("From the job's log");
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() >= NodesColumn && index.column() <= ProgressColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case RawValueRole:
        return raw(s, index.column());
    case StatusRole:
        return QVariant::fromValue(s.status);
    case KeyRole:
        return key(s.connection, s.name);
    case JobNameRole:
        return s.name;
    case ConnectionRole:
        return s.connection;
    case RuntimeNameRole:
        return s.runtimeName;
    case BackendKindRole:
        return QVariant::fromValue(s.backend);
    case ProgressRole:
        return progress(s).percent;
    case StalledRole:
        // A job that finished is no longer stalled, whatever the watcher last said.
        return s.status == JobStatus::Running ? m_stalled.value(key(s.connection, s.name), -1)
                                              : qint64(-1);
    case CancelledRole:
        return s.isCancelled();
    case OriginRole:
        return QVariant::fromValue(s.origin);
    case StatusDetailRole: {
        QStringList parts{statusText(s)};
        if (!s.statusReason.isEmpty())
            parts << s.statusReason;
        if (!s.statusMessage.isEmpty())
            parts << s.statusMessage;
        return parts.join(QStringLiteral(" — "));
    }
    }
    return {};
}

QVariant JobTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Name");
    case RuntimeColumn:
        return tr("Runtime");
    case BackendColumn:
        return tr("Backend");
    case StatusColumn:
        return tr("Status");
    case NodesColumn:
        return tr("Nodes");
    case AgeColumn:
        return tr("Age");
    case DurationColumn:
        return tr("Duration");
    case ProgressColumn:
        return tr("Progress");
    case MadeByColumn:
        return tr("Made by");
    }
    return {};
}

QHash<int, QByteArray> JobTableModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(RawValueRole, "rawValue");
    names.insert(StatusRole, "status");
    names.insert(KeyRole, "key");
    names.insert(JobNameRole, "jobName");
    names.insert(ConnectionRole, "connection");
    names.insert(RuntimeNameRole, "runtimeName");
    names.insert(BackendKindRole, "backendKind");
    names.insert(StatusDetailRole, "statusDetail");
    names.insert(ProgressRole, "progress");
    names.insert(StalledRole, "stalled");
    names.insert(CancelledRole, "cancelled");
    names.insert(OriginRole, "origin");
    return names;
}

} // namespace TrainDeck::Models
