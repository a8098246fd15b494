// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/logs/mergedlogreader.h"

#include "core/support/result.h"

namespace TrainDeck::Logs {

void MergedLogReader::addReader(std::shared_ptr<LogReader> reader, const QString &step)
{
    TD_ASSERT(m_readers.size() < 255, return );
    // Checkpoints hold one count per step: widen them for the new step (it had 0 lines).
    const size_t oldSteps = m_readers.size();
    const size_t blocks = oldSteps ? m_checkpoints.size() / oldSteps : 0;
    std::vector<qint64> widened;
    widened.reserve(blocks * (oldSteps + 1));
    for (size_t b = 0; b < blocks; ++b) {
        widened.insert(widened.end(),
                       m_checkpoints.begin() + qsizetype(b * oldSteps),
                       m_checkpoints.begin() + qsizetype((b + 1) * oldSteps));
        widened.push_back(0);
    }
    m_checkpoints = std::move(widened);
    m_readers.push_back(std::move(reader));
    m_names.append(step);
    m_merged.push_back(0);
}

qint64 MergedLogReader::checkpoint(qint64 block, int step) const
{
    return m_checkpoints[size_t(block) * m_readers.size() + size_t(step)];
}

qint64 MergedLogReader::refresh()
{
    const size_t steps = m_readers.size();
    std::vector<qint64> next = m_merged;
    std::vector<qint64> end(steps);
    for (size_t s = 0; s < steps; ++s)
        end[s] = m_readers[s]->refresh();
    while (true) {
        // A linear scan beats a heap for the handful of steps a job has.
        int best = -1;
        qint64 bestTime = 0;
        for (size_t s = 0; s < steps; ++s) {
            if (next[s] >= end[s])
                continue;
            const qint64 t = m_readers[s]->lineTime(next[s]);
            if (best < 0 || t < bestTime) {
                best = int(s);
                bestTime = t;
            }
        }
        if (best < 0)
            break;
        if (qint64(m_steps.size()) % CheckpointEvery == 0)
            m_checkpoints.insert(m_checkpoints.end(), next.begin(), next.end());
        m_steps.push_back(quint8(best));
        ++next[size_t(best)];
    }
    m_merged = std::move(next);
    return lineCount();
}

qint64 MergedLogReader::stepLine(qint64 i) const
{
    if (i < 0 || i >= lineCount())
        return -1;
    const qint64 block = i / CheckpointEvery;
    const int step = m_steps[size_t(i)];
    qint64 line = checkpoint(block, step);
    for (qint64 j = block * CheckpointEvery; j < i; ++j)
        line += m_steps[size_t(j)] == step;
    return line;
}

QByteArrayView MergedLogReader::line(qint64 i) const
{
    const qint64 l = stepLine(i);
    return l < 0 ? QByteArrayView() : m_readers[m_steps[size_t(i)]]->line(l);
}

qint64 MergedLogReader::lineTime(qint64 i) const
{
    const qint64 l = stepLine(i);
    return l < 0 ? 0 : m_readers[m_steps[size_t(i)]]->lineTime(l);
}

int MergedLogReader::lineStep(qint64 i) const
{
    return i < 0 || i >= lineCount() ? -1 : m_steps[size_t(i)];
}

qint64 MergedLogReader::mergedIndexOf(int step, qint64 line) const
{
    if (step < 0 || size_t(step) >= m_readers.size() || line < 0 || line >= m_merged[size_t(step)])
        return -1;
    // The last block whose checkpoint count for `step` is <= line holds the line.
    const qint64 blocks = (lineCount() + CheckpointEvery - 1) / CheckpointEvery;
    qint64 lo = 0;
    qint64 hi = blocks - 1;
    while (lo < hi) {
        const qint64 mid = (lo + hi + 1) / 2;
        if (checkpoint(mid, step) <= line)
            lo = mid;
        else
            hi = mid - 1;
    }
    qint64 count = checkpoint(lo, step);
    for (qint64 j = lo * CheckpointEvery; j < lineCount(); ++j) {
        if (m_steps[size_t(j)] == step) {
            if (count == line)
                return j;
            ++count;
        }
    }
    return -1;
}

} // namespace TrainDeck::Logs
