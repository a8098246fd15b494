// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "models/stallwatcher.h"

#include "core/backend/jobsnapshot.h"
#include "libs/logs/logformat.h"
#include "models/jobtablemodel.h"

#include <QFileInfo>
#include <QSet>
#include <QSettings>
#include <QTimer>
#include <QUrl>

namespace TrainDeck::Models {

const QString StallWatcher::DefaultMinutesKey = QStringLiteral("notifications/stallMinutes");
const QString StallWatcher::JobTimeoutsGroup = QStringLiteral("notifications/stallJobs");

StallWatcher::StallWatcher(JobTableModel *model, QObject *parent)
    : QObject(parent)
    , m_model(model)
    , m_timer(new QTimer(this))
    , m_clock([] { return QDateTime::currentMSecsSinceEpoch(); })
{
    m_defaultMinutes = qMax(0, QSettings().value(DefaultMinutesKey, DefaultStallMinutes).toInt());
    // Stalls are minutes long: a look every few seconds is precise enough and costs a few
    // stat calls per running job.
    m_timer->setInterval(DefaultCheckIntervalMs);
    connect(m_timer, &QTimer::timeout, this, &StallWatcher::check);
    m_timer->start();
    // A finished job stops counting at once, not at the next look.
    connect(model, &JobTableModel::jobFinished, this, [this](const JobSnapshot &s) {
        const auto it = m_watched.find(JobTableModel::key(s.connection, s.name));
        if (it == m_watched.end())
            return;
        setStalled(*it, false, m_clock(), false);
        m_watched.erase(it);
    });
}

StallWatcher::~StallWatcher() = default;

void StallWatcher::setClock(std::function<qint64()> msecs)
{
    m_clock = std::move(msecs);
}

int StallWatcher::checkInterval() const
{
    return m_timer->isActive() ? m_timer->interval() : 0;
}

void StallWatcher::setCheckInterval(int ms)
{
    if (ms <= 0) {
        m_timer->stop();
        return;
    }
    m_timer->start(ms);
}

void StallWatcher::setDefaultMinutes(int minutes)
{
    m_defaultMinutes = qMax(0, minutes);
    QSettings().setValue(DefaultMinutesKey, m_defaultMinutes);
    check();
}

QString StallWatcher::settingsKey(const QString &connection, const QString &job)
{
    // Connections are socket paths and URLs: encoded, so that no '/' opens a settings group.
    return JobTimeoutsGroup + u'/'
           + QString::fromLatin1(QUrl::toPercentEncoding(JobTableModel::key(connection, job)));
}

int StallWatcher::jobTimeout(const QString &connection, const QString &job) const
{
    const QString k = JobTableModel::key(connection, job);
    const auto it = m_timeouts.constFind(k);
    if (it != m_timeouts.cend())
        return *it;
    const QVariant v = QSettings().value(settingsKey(connection, job));
    const int seconds = v.isValid() ? qMax(0, v.toInt()) : UseDefault;
    m_timeouts.insert(k, seconds);
    return seconds;
}

void StallWatcher::setJobTimeout(const QString &connection, const QString &job, int seconds)
{
    QSettings settings;
    if (seconds < 0) {
        seconds = UseDefault;
        settings.remove(settingsKey(connection, job));
    } else {
        settings.setValue(settingsKey(connection, job), seconds);
    }
    m_timeouts.insert(JobTableModel::key(connection, job), seconds);
    // The new timeout applies now, to what the logs say now (a line written since the last
    // look counts): a job overdue under it stalls at once, one no longer overdue is released.
    check();
}

int StallWatcher::effectiveTimeout(const QString &connection, const QString &job) const
{
    const int own = jobTimeout(connection, job);
    return own == UseDefault ? m_defaultMinutes * 60 : own;
}

void StallWatcher::noteActivity(const QString &connection, const QString &job)
{
    const auto it = m_watched.find(JobTableModel::key(connection, job));
    if (it == m_watched.end())
        return;
    it->lastActivity = m_clock();
    evaluate(*it, it->lastActivity);
}

QStringList StallWatcher::watched() const
{
    QStringList keys = m_watched.keys();
    keys.sort();
    return keys;
}

bool StallWatcher::isStalled(const QString &connection, const QString &job) const
{
    return m_watched.value(JobTableModel::key(connection, job)).stalled;
}

int StallWatcher::stalledCount() const
{
    return m_stalledCount;
}

qint64 StallWatcher::idleSeconds(const QString &connection, const QString &job) const
{
    const auto it = m_watched.constFind(JobTableModel::key(connection, job));
    if (it == m_watched.cend())
        return -1;
    return qMax<qint64>(0, m_clock() - it->lastActivity) / 1000;
}

std::pair<qint64, QDateTime> StallWatcher::logState(const JobSnapshot &s)
{
    if (s.logDir.isEmpty())
        return {0, {}};
    // The snapshot names the steps, so no directory listing is needed; a job that lists none
    // yet (still being set up) is looked up in its folder.
    QStringList steps;
    for (const StepSnapshot &step : s.steps)
        steps.append(step.name);
    if (steps.isEmpty())
        steps = Logs::LogFormat::steps(s.logDir);
    qint64 bytes = 0;
    QDateTime newest;
    for (const QString &step : std::as_const(steps)) {
        for (const QString &path : {Logs::LogFormat::logFile(s.logDir, step),
                                    Logs::LogFormat::indexFile(s.logDir, step)}) {
            const QFileInfo info(path);
            if (!info.exists())
                continue;
            bytes += info.size();
            const QDateTime modified = info.lastModified();
            if (!newest.isValid() || modified > newest)
                newest = modified;
        }
    }
    return {bytes, newest};
}

void StallWatcher::check()
{
    const qint64 now = m_clock();
    QSet<QString> running;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const JobSnapshot *s = m_model->snapshot(row);
        if (!s || s->status != JobStatus::Running)
            continue;
        const QString k = JobTableModel::key(s->connection, s->name);
        running.insert(k);
        const auto [bytes, modified] = logState(*s);
        auto it = m_watched.find(k);
        if (it == m_watched.end()) {
            Watched w;
            w.connection = s->connection;
            w.name = s->name;
            // A job found running (at start-up, after a reconnect) has been quiet since its
            // logs last changed, not since TrainDeck looked.
            w.lastActivity = now;
            if (modified.isValid())
                w.lastActivity = qMin(now, now - modified.msecsTo(QDateTime::currentDateTimeUtc()));
            w.logBytes = bytes;
            w.progressUpdated = s->progressUpdated;
            it = m_watched.insert(k, w);
        } else if (bytes != it->logBytes || s->progressUpdated != it->progressUpdated) {
            it->logBytes = bytes;
            it->progressUpdated = s->progressUpdated;
            it->lastActivity = now;
        }
        evaluate(*it, now);
    }
    for (auto it = m_watched.begin(); it != m_watched.end();) {
        if (running.contains(it.key())) {
            ++it;
            continue;
        }
        setStalled(*it, false, now, false);
        it = m_watched.erase(it);
    }
}

void StallWatcher::evaluate(Watched &w, qint64 now)
{
    const qint64 timeout = effectiveTimeout(w.connection, w.name);
    const qint64 idle = qMax<qint64>(0, now - w.lastActivity);
    const bool overdue = timeout > 0 && idle >= timeout * 1000;
    setStalled(w, overdue, now, true);
}

void StallWatcher::setStalled(Watched &w, bool overdue, qint64 now, bool emitResumed)
{
    const qint64 idleSeconds = qMax<qint64>(0, now - w.lastActivity) / 1000;
    if (overdue) {
        // The badge's tooltip counts on while the job stays quiet.
        m_model->setStalled(w.connection, w.name, idleSeconds);
        if (w.stalled)
            return;
        w.stalled = true;
        ++m_stalledCount;
        Q_EMIT stalled(w.connection, w.name, idleSeconds);
        Q_EMIT stalledCountChanged(m_stalledCount);
        return;
    }
    if (!w.stalled)
        return;
    w.stalled = false;
    --m_stalledCount;
    m_model->setStalled(w.connection, w.name, -1);
    if (emitResumed)
        Q_EMIT resumed(w.connection, w.name);
    Q_EMIT stalledCountChanged(m_stalledCount);
}

} // namespace TrainDeck::Models
