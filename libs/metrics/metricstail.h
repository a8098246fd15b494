// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/logs/logreader.h"
#include "libs/metrics/metriclineparser.h"

#include <memory>
#include <vector>

namespace TrainDeck::Metrics {

/// Reads the metrics one job's log store folder gained since the last poll: one LogReader per
/// `<step>.log` (step files that appear later are picked up), complete lines only. A line
/// still being written is parsed once its '\n' arrives; until then, when it is a progress bar
/// redrawn with '\r', its redraws that are already whole give progress (but no samples, which
/// come once, from the finished line). Not thread-safe: MetricsFollower runs one in its
/// worker thread, `traindeck-cli metrics` one in its own.
class MetricsTail
{
public:
    explicit MetricsTail(QString logDir, QList<MetricPattern> patterns = {});
    ~MetricsTail();
    Q_DISABLE_COPY_MOVE(MetricsTail)

    /// Parses up to `maxLines` new lines (all with -1), appending to `samples` and
    /// `progress` (the last progress per step). With `final`, a last line without '\n' counts
    /// as complete (the job ended). Returns whether lines are left over for the next call.
    bool poll(QList<MetricSample> &samples,
              QList<TrainingProgress> &progress,
              bool final = false,
              qint64 maxLines = -1);

    QString logDir() const { return m_dir; }

private:
    struct Step
    {
        QString name;
        std::unique_ptr<Logs::LogReader> reader;
        qint64 next = 0;           ///< first line not parsed yet
        qint64 partialLine = -1;   ///< the unfinished line whose redraws were read
        qsizetype partialSeen = 0; ///< its bytes read for progress so far
    };
    void discover();
    void parseRange(Step &s,
                    qint64 last,
                    QList<MetricSample> &samples,
                    QList<TrainingProgress> &progress);

    QString m_dir;
    MetricLineParser m_parser;
    MetricBatch m_batch;
    std::vector<Step> m_steps;
};

} // namespace TrainDeck::Metrics
