// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QString>

#include <functional>

class QTimer;

namespace TrainDeck {
struct JobSnapshot;
}

namespace TrainDeck::Models {

class JobTableModel;

/// Tells when a running job has gone quiet: no new log line (any step's `.log` or `.idx`
/// grew, seen by stat alone, see docs/logs.md), no new progress-API figure and no
/// noteActivity() for longer than its timeout. The timeout is the job's own when set
/// (setJobTimeout, kept in the settings under the job so it outlives a restart), else the
/// global default (settings key notifications/stallMinutes, 10 minutes; 0 turns alerts off).
///
/// A coarse timer looks at the model's running rows every checkInterval(); nothing is read
/// per line, and the only file access is a stat of each step's two log files. stalled() comes
/// once per stall, resumed() when activity returns (or a longer timeout makes the job no
/// longer overdue); jobs that finish or leave are forgotten. The watcher marks the model's
/// rows (JobTableModel::setStalled) for the badge. Tests replace the clock and the interval.
class StallWatcher final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StallWatcher)

public:
    static constexpr int DefaultCheckIntervalMs = 5000;
    static constexpr int DefaultStallMinutes = 10;
    /// A job timeout meaning "the global default" (no override of its own).
    static constexpr int UseDefault = -1;
    static const QString DefaultMinutesKey; ///< notifications/stallMinutes
    static const QString JobTimeoutsGroup;  ///< notifications/stallJobs: seconds per job

    explicit StallWatcher(JobTableModel *model, QObject *parent = nullptr);
    ~StallWatcher() override;

    /// Milliseconds on any steady scale; the system clock unless a test sets one.
    void setClock(std::function<qint64()> msecs);
    int checkInterval() const;
    /// 0 stops the timer (tests then call check()).
    void setCheckInterval(int ms);

    /// Minutes; 0 = off. Read from the settings, written back by the setter.
    int defaultMinutes() const { return m_defaultMinutes; }
    void setDefaultMinutes(int minutes);
    /// The job's own timeout in seconds (0 = off for this job), or UseDefault.
    int jobTimeout(const QString &connection, const QString &job) const;
    /// Seconds > 0, 0 (off for this job) or UseDefault (forget the override). Saved at once.
    void setJobTimeout(const QString &connection, const QString &job, int seconds);
    /// What applies to the job, in seconds; 0 = no alert.
    int effectiveTimeout(const QString &connection, const QString &job) const;

    /// Something showed the job is alive (a metric parsed from its log, a progress report):
    /// its quiet time starts again. Ignored for jobs not being watched.
    void noteActivity(const QString &connection, const QString &job);

    /// JobTableModel::key of the jobs watched now, sorted.
    QStringList watched() const;
    bool isStalled(const QString &connection, const QString &job) const;
    int stalledCount() const;
    /// Seconds since the job's last activity, -1 when it is not watched.
    qint64 idleSeconds(const QString &connection, const QString &job) const;

public Q_SLOTS:
    /// Looks at every running job now (the timer calls it).
    void check();

Q_SIGNALS:
    void stalled(const QString &connection, const QString &job, qint64 idleSeconds);
    void resumed(const QString &connection, const QString &job);
    /// The number of stalled jobs changed (a stall, a resume, a stalled job that finished).
    void stalledCountChanged(int count);

private:
    struct Watched
    {
        QString connection;
        QString name;
        qint64 lastActivity = 0; ///< on the watcher's clock
        qint64 logBytes = -1;    ///< sum of the steps' .log and .idx sizes
        QDateTime progressUpdated;
        bool stalled = false;
    };

    /// Bytes of every step's log files and the newest modification time, by stat.
    static std::pair<qint64, QDateTime> logState(const JobSnapshot &s);
    void evaluate(Watched &w, qint64 now);
    void setStalled(Watched &w, bool overdue, qint64 now, bool emitResumed);
    static QString settingsKey(const QString &connection, const QString &job);

    JobTableModel *m_model;
    QTimer *m_timer;
    std::function<qint64()> m_clock;
    int m_defaultMinutes = DefaultStallMinutes;
    mutable QHash<QString, int> m_timeouts; ///< key() -> override read from the settings
    QHash<QString, Watched> m_watched;      ///< by JobTableModel::key
    int m_stalledCount = 0;
};

} // namespace TrainDeck::Models
