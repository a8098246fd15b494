// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "models/jobprogresstracker.h"

#include "libs/metrics/metricsfollower.h"
#include "models/jobtablemodel.h"

#include <QSet>
#include <QTimer>

namespace TrainDeck::Models {

JobProgressTracker::JobProgressTracker(JobTableModel *model, QObject *parent)
    : QObject(parent)
    , m_model(model)
    , m_timer(new QTimer(this))
{
    Metrics::registerMetricTypes();
    // The model applies its updates in batches; one look at its rows per half second is
    // plenty for a column that changes with a progress bar's redraws.
    m_timer->setSingleShot(true);
    m_timer->setInterval(500);
    connect(m_timer, &QTimer::timeout, this, &JobProgressTracker::rescan);
    connect(model, &QAbstractItemModel::rowsInserted, this, &JobProgressTracker::schedule);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &JobProgressTracker::schedule);
    connect(model, &QAbstractItemModel::modelReset, this, &JobProgressTracker::schedule);
    connect(model, &QAbstractItemModel::dataChanged, this, &JobProgressTracker::schedule);
    schedule();
}

JobProgressTracker::~JobProgressTracker() = default;

void JobProgressTracker::setMaxFollowers(int n)
{
    m_maxFollowers = qMax(0, n);
    schedule();
}

QStringList JobProgressTracker::followed() const
{
    QStringList keys = m_followed.keys();
    keys.sort();
    return keys;
}

void JobProgressTracker::schedule()
{
    if (!m_timer->isActive())
        m_timer->start();
}

void JobProgressTracker::rescan()
{
    QList<const JobSnapshot *> running;
    QSet<QString> keys;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const JobSnapshot *s = m_model->snapshot(row);
        if (!s || s->status != JobStatus::Running || s->logDir.isEmpty())
            continue;
        running.append(s);
        keys.insert(JobTableModel::key(s->connection, s->name));
    }
    // A finished or removed job's follower goes first, making room; its last progress stays
    // on its row.
    for (auto it = m_followed.begin(); it != m_followed.end();) {
        if (keys.contains(it.key()))
            ++it;
        else
            it = m_followed.erase(it);
    }
    for (const JobSnapshot *s : std::as_const(running)) {
        const QString key = JobTableModel::key(s->connection, s->name);
        if (m_followed.contains(key) || m_followed.size() >= m_maxFollowers)
            continue;
        auto f = std::make_shared<Followed>();
        f->connection = s->connection;
        f->name = s->name;
        f->follower = std::make_unique<Metrics::MetricsFollower>(s->logDir);
        connect(f->follower.get(),
                &Metrics::MetricsFollower::parsed,
                this,
                [this, key](const QList<Metrics::MetricSample> &,
                            const QList<Metrics::TrainingProgress> &progress) {
                    if (!progress.isEmpty())
                        onProgress(key, progress);
                });
        m_followed.insert(key, f);
        f->follower->start();
    }
}

void JobProgressTracker::onProgress(const QString &key,
                                    const QList<Metrics::TrainingProgress> &progress)
{
    const auto f = m_followed.value(key);
    if (!f)
        return;
    for (const Metrics::TrainingProgress &p : progress)
        if (p.isKnown())
            f->nodes.insert(p.node, p);
    if (f->nodes.isEmpty())
        return;
    Metrics::TrainingProgress slowest;
    bool first = true;
    for (const Metrics::TrainingProgress &p : std::as_const(f->nodes)) {
        if (first || p.percent < slowest.percent) {
            const qint64 remaining
                = first ? p.remainingSeconds : qMax(slowest.remainingSeconds, p.remainingSeconds);
            slowest = p;
            slowest.remainingSeconds = remaining;
        } else {
            slowest.remainingSeconds = qMax(slowest.remainingSeconds, p.remainingSeconds);
        }
        first = false;
    }
    m_model->setLogProgress(f->connection, f->name, slowest);
}

} // namespace TrainDeck::Models
