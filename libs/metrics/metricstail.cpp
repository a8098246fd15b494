// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/metrics/metricstail.h"

#include "libs/metrics/metricnamepool.h"

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
    for (Step &s : m_steps) {
        const qint64 count = s.reader->refresh();
        if (count < s.next) // the log was replaced: a job of the same name ran again
            s.next = 0;
        const qint64 complete = final || s.reader->lastLineComplete() ? count : count - 1;
        const qint64 last = complete - s.next > budget ? s.next + budget : complete;
        if (last < complete)
            more = true;
        if (last > s.next) {
            budget -= last - s.next;
            parseRange(s, last, samples, progress);
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
        TrainingProgress p;
        if (m_parser.parse(line.first(cr), s.name, s.reader->lineTime(count - 1), ignored, &p))
            keepLast(progress, p);
    }
    return more;
}

void MetricsTail::parseRange(Step &s,
                             qint64 last,
                             QList<MetricSample> &samples,
                             QList<TrainingProgress> &progress)
{
    // The lines [s.next, last) lie one after the other in the mapped log: the parser reads
    // them in one pass (MetricLineParser::parseLines).
    const Logs::LogReader &reader = *s.reader;
    const qint64 from = reader.lineOffset(s.next);
    const qint64 to = reader.lineOffset(last);
    const char *begin = reader.line(s.next).data();
    m_batch.clear();
    if (begin && to >= from && to <= reader.byteSize()
        && m_parser.parseLines(begin, begin + (to - from), m_batch) == last - s.next) {
        const QString node = MetricNamePool::intern(QStringView(s.name));
        samples.reserve(samples.size() + qsizetype(m_batch.samples.size()));
        qint64 timeOf = -1;
        qint64 time = 0;
        for (const MetricBatch::Sample &b : m_batch.samples) {
            if (b.line != timeOf) {
                timeOf = b.line;
                time = reader.lineTime(s.next + b.line);
            }
            samples.append(MetricSample{node, m_parser.name(b.name), b.step, time, b.value});
        }
        for (MetricBatch::Progress &b : m_batch.progress) {
            b.progress.node = s.name;
            b.progress.wallMsecs = reader.lineTime(s.next + b.line);
            keepLast(progress, b.progress);
        }
        s.next = last;
        return;
    }
    // The index does not match the log's line ends (it is being written): line by line.
    TrainingProgress p;
    for (; s.next < last; ++s.next) {
        if (m_parser.parse(reader.line(s.next), s.name, reader.lineTime(s.next), samples, &p))
            keepLast(progress, p);
    }
}

} // namespace TrainDeck::Metrics
