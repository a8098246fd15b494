// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/metrics/metricsample.h"

#include <QHash>
#include <QObject>
#include <QString>

#include <memory>

class QTimer;

namespace TrainDeck::Metrics {
class MetricsFollower;
}

namespace TrainDeck::Models {

class JobTableModel;

/// The jobs table's Progress column for jobs that report progress only in their logs (a tqdm
/// or Lightning bar): follows the log store of every running job the model lists with a
/// MetricsFollower and feeds the least advanced node's progress (its percent, the longest
/// time left: the job ends with its slowest node) to JobTableModel::setLogProgress. A
/// follower starts when a job runs and stops when it finishes or goes; the last progress
/// stays on the row. At most maxFollowers() jobs are followed at once (each follower reads
/// in a thread of its own); jobs past that show the progress API's figures only.
class JobProgressTracker final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobProgressTracker)

public:
    static constexpr int DefaultMaxFollowers = 16;

    explicit JobProgressTracker(JobTableModel *model, QObject *parent = nullptr);
    ~JobProgressTracker() override;

    int maxFollowers() const { return m_maxFollowers; }
    void setMaxFollowers(int n);
    /// The keys (JobTableModel::key) of the jobs followed now.
    QStringList followed() const;

    /// Looks at the model's rows now (the model's signals schedule this on their own).
    void rescan();

private:
    struct Followed
    {
        QString connection;
        QString name;
        std::unique_ptr<Metrics::MetricsFollower> follower;
        QHash<QString, Metrics::TrainingProgress> nodes; ///< latest per node
    };

    void schedule();
    void onProgress(const QString &key, const QList<Metrics::TrainingProgress> &progress);

    JobTableModel *m_model;
    QTimer *m_timer;
    int m_maxFollowers = DefaultMaxFollowers;
    QHash<QString, std::shared_ptr<Followed>> m_followed; ///< by JobTableModel::key
};

} // namespace TrainDeck::Models
