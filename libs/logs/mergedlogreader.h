// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/logs/logreader.h"

#include <memory>
#include <vector>

namespace TrainDeck::Logs {

/// Several steps' logs interleaved by line time (ties keep step order) for the merged view.
///
/// Memory is one byte per line (the step of each merged line) plus a checkpoint of every
/// step's line count each 1024 lines, so ten million merged lines cost about 10 MB.
///
/// Lines are merged in refresh batches: each refresh() orders the lines that arrived since
/// the last one and appends them. A line that reaches its file later than a newer line of
/// another step already merged stays after it; a finished job opened afresh is fully ordered.
class MergedLogReader final : public LogSource
{
public:
    MergedLogReader() = default;
    Q_DISABLE_COPY_MOVE(MergedLogReader)

    /// Adds a step (shared with its own pane: refreshing it twice is harmless). Steps keep
    /// the order they were added in; at most 255.
    void addReader(std::shared_ptr<LogReader> reader, const QString &step);
    int stepCount() const { return int(m_readers.size()); }
    const LogReader &reader(int step) const { return *m_readers[size_t(step)]; }

    qint64 refresh() override;
    qint64 lineCount() const override { return qint64(m_steps.size()); }
    QByteArrayView line(qint64 i) const override;
    qint64 lineTime(qint64 i) const override;
    int lineStep(qint64 i) const override;
    QStringList stepNames() const override { return m_names; }

    /// Lines of `step` merged so far.
    qint64 mergedLineCount(int step) const { return m_merged[size_t(step)]; }
    /// The step's own line number of merged line `i`.
    qint64 stepLine(qint64 i) const;
    /// The merged line of `step`'s line `line`, -1 when it is not merged yet.
    qint64 mergedIndexOf(int step, qint64 line) const;

private:
    static constexpr qint64 CheckpointEvery = 1024;
    qint64 checkpoint(qint64 block, int step) const;

    std::vector<std::shared_ptr<LogReader>> m_readers;
    QStringList m_names;
    std::vector<quint8> m_steps; ///< step of each merged line
    std::vector<qint64>
        m_checkpoints; ///< per block of CheckpointEvery lines: each step's count before it
    std::vector<qint64> m_merged; ///< lines of each step merged so far
};

} // namespace TrainDeck::Logs
