// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/metrics/metricstail.h"

#include <QDir>

namespace TrainDeck::Metrics {

namespace {

void keepLast(QList<TrainingProgress> &progress, const TrainingProgress &p)
{
    for (TrainingProgress &old : progress) {
        if (old.node == p.node) {
            old = p;
            return;
        }
    }
    progress.append(p);
}

} // namespace

MetricsTail::MetricsTail(QString logDir, QList<MetricPattern> patterns)
    : m_dir(std::move(logDir))
    , m_parser(std::move(patterns))
{}

MetricsTail::~MetricsTail() = default;

void MetricsTail::discover()
{
    const QStringList logs
        = QDir(m_dir).entryList({QStringLiteral("*.log")}, QDir::Files, QDir::Name);
    for (const QString &file : logs) {
        const QString step = file.chopped(4);
        const bool known = std::any_of(
            m_steps.begin(), m_steps.end(), [&](const Step &s) { return s.name == step; });
        if (known)
            continue;
        Step s;
        s.name = step;
        s.reader = std::make_unique<Logs::LogReader>(Logs::LogReader::forStep(m_dir, step));
        s.reader->setStepName(step);
        m_steps.push_back(std::move(s));
    }
}

bool MetricsTail::poll(QList<MetricSample> &samples,
                       QList<TrainingProgress> &progress,
                       bool final,
                       qint64 maxLines)
{
    discover();
    bool more = false;
    qint64 budget = maxLines < 0 ? std::numeric_limits<qint64>::max() : maxLines;
    TrainingProgress p;
    for (Step &s : m_steps) {
        const qint64 count = s.reader->refresh();
        if (count < s.next) // the log was replaced: a job of the same name ran again
            s.next = 0;
        const qint64 complete = final || s.reader->lastLineComplete() ? count : count - 1;
        for (; s.next < complete; ++s.next) {
            if (budget-- <= 0) {
                more = true;
                break;
            }
            if (m_parser.parse(
                    s.reader->line(s.next), s.name, s.reader->lineTime(s.next), samples, &p))
                keepLast(progress, p);
        }
        if (more)
            break;
        if (complete == count)
            continue;
        // The unfinished last line: a bar's redraws before its last '\r' are whole.
        const QByteArrayView line = s.reader->line(count - 1);
        const qsizetype cr = line.lastIndexOf('\r');
        if (cr <= 0 || (s.partialLine == count - 1 && s.partialSeen == cr))
            continue;
        s.partialLine = count - 1;
        s.partialSeen = cr;
        QList<MetricSample> ignored; // they come once, from the finished line
        if (m_parser.parse(line.first(cr), s.name, s.reader->lineTime(count - 1), ignored, &p))
            keepLast(progress, p);
    }
    return more;
}

} // namespace TrainDeck::Metrics
