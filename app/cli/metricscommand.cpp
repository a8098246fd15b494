// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/cli/metricscommand.h"

#include "app/cli/jobwaiter.h"
#include "core/backend/backend.h"
#include "libs/metrics/metricpatternstore.h"
#include "libs/metrics/metricstail.h"

#include <QDateTime>

#include <charconv>

namespace TrainDeck::Cli {

using namespace TrainDeck::Metrics;

namespace {

/// The shortest text that reads back as the same double (0.1, not 0.10000000000000001).
QString number(double v)
{
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    return QString::fromLatin1(buf, int(r.ptr - buf));
}

/// An RFC 4180 field: quoted when it holds a comma, a quote or a line break.
QString csvField(const QString &s)
{
    if (!s.contains(QLatin1Char(',')) && !s.contains(QLatin1Char('"'))
        && !s.contains(QLatin1Char('\n')) && !s.contains(QLatin1Char('\r')))
        return s;
    return QLatin1Char('"') + QString(s).replace(QLatin1Char('"'), QStringLiteral("\"\""))
           + QLatin1Char('"');
}

QString csvRow(const MetricSample &s)
{
    return csvField(s.node) + QLatin1Char(',') + csvField(s.name) + QLatin1Char(',')
           + (s.step >= 0 ? QString::number(s.step) : QString()) + QLatin1Char(',')
           + QDateTime::fromMSecsSinceEpoch(s.wallMsecs, Qt::UTC).toString(Qt::ISODateWithMs)
           + QLatin1Char(',') + number(s.value) + QStringLiteral("\r\n");
}

QString duration(qint64 seconds)
{
    if (seconds < 0)
        return QStringLiteral("?");
    return QStringLiteral("%1:%2:%3")
        .arg(seconds / 3600)
        .arg(seconds / 60 % 60, 2, 10, QLatin1Char('0'))
        .arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

} // namespace

QString MetricsCommand::summary() const
{
    return tr("print the training metrics and progress parsed from a job's logs");
}

QString MetricsCommand::usage() const
{
    return tr("Usage: traindeck-cli metrics JOB [--follow] [--csv] [--pattern P]... [--backend B]\n"
              "                               [--host URL]\n\n"
              "Prints the metrics read from the job's logs: the last value of each metric per\n"
              "step (node) with its training step, then the progress bars the logs show and\n"
              "the progress the job reported. --csv prints every sample instead, as\n"
              "node,name,step,wall_time,value. With --follow, keeps printing new samples until\n"
              "the job ends. --pattern adds a pattern for this run: NAME=REGEX with a group\n"
              "(?<value>...), or a REGEX with groups (?<name>...) and (?<value>...); patterns\n"
              "saved for the job's runtime apply too. See docs/monitoring.md.\n");
}

void MetricsCommand::addOptions(CliParser &parser) const
{
    parser.addConnectionOptions();
    parser.addFlags({QStringLiteral("follow"), QStringLiteral("csv")});
    parser.addValues({QStringLiteral("pattern")});
}

int MetricsCommand::run(const CliParser &o, QTextStream &out, QTextStream &err)
{
    if (o.positional().size() != 1) {
        err << tr("metrics needs a job name") << '\n' << usage();
        return ExitUsage;
    }
    QList<MetricPattern> patterns;
    for (const QString &given : o.values(QStringLiteral("pattern"))) {
        QString name;
        QString regex = given;
        if (!given.contains(QStringLiteral("(?<name>"))) {
            const qsizetype eq = given.indexOf(QLatin1Char('='));
            if (eq <= 0) {
                err << tr("metrics: --pattern '%1' names no metric; write NAME=REGEX, or a "
                          "REGEX with a group (?<name>...)")
                           .arg(given)
                    << '\n';
                return ExitUsage;
            }
            name = given.first(eq);
            regex = given.sliced(eq + 1);
        }
        auto p = MetricPattern::create(name, regex);
        if (!p) {
            err << tr("metrics: --pattern: %1").arg(p.error().message) << '\n';
            return ExitUsage;
        }
        patterns.append(*p);
    }
    int rc = ExitOk;
    auto backend = connectBackend(o, err, &rc);
    if (!backend)
        return rc;
    const QString job = o.positional().first();
    auto snap = await(backend->job(job));
    if (!snap) {
        err << snap.error().message << '\n';
        return ExitInvalid;
    }
    auto saved = MetricPatternStore().patterns(snap->runtimeName);
    if (!saved) {
        err << saved.error().message << '\n';
        return ExitError;
    }
    patterns = *saved + patterns;

    const bool csv = o.has(QStringLiteral("csv"));
    MetricsTail tail(backend->logDir(job), patterns);
    QList<MetricSample> samples;
    QHash<QString, TrainingProgress> bars; ///< the last bar per step
    QStringList barOrder;
    if (csv)
        out << "node,name,step,wall_time,value\r\n";
    auto read = [&](bool last) {
        QList<MetricSample> fresh;
        QList<TrainingProgress> progress;
        tail.poll(fresh, progress, last);
        for (const TrainingProgress &p : std::as_const(progress)) {
            if (!bars.contains(p.node))
                barOrder << p.node;
            bars.insert(p.node, p);
        }
        if (csv) {
            for (const MetricSample &s : std::as_const(fresh))
                out << csvRow(s);
            out.flush();
        }
        samples += fresh;
    };
    JobSnapshot last = *snap;
    if (o.has(QStringLiteral("follow"))) {
        const JobWaiter::Result r
            = JobWaiter::wait(*backend, job, {JobStatus::Complete, JobStatus::Failed}, 0, read);
        if (r.outcome == JobWaiter::Outcome::NotFound) {
            err << r.error << '\n';
            return ExitInvalid;
        }
        last = r.last;
    } else {
        read(snap->isFinished());
    }
    if (csv)
        return ExitOk;

    // The last value of each metric per step, in the order they first appeared.
    QList<std::pair<QString, QString>> order;
    QHash<std::pair<QString, QString>, MetricSample> lastValue;
    for (const MetricSample &s : std::as_const(samples)) {
        const auto key = std::make_pair(s.node, s.name);
        if (!lastValue.contains(key))
            order.append(key);
        lastValue.insert(key, s);
    }
    if (order.isEmpty()) {
        out << tr("no metrics in the logs of %1").arg(job) << '\n';
    } else {
        qsizetype wNode = 4, wName = 6, wStep = 4;
        for (const auto &k : order) {
            wNode = qMax(wNode, k.first.size());
            wName = qMax(wName, k.second.size());
            wStep = qMax(wStep, QString::number(lastValue[k].step).size());
        }
        out << QStringLiteral("NODE").leftJustified(wNode) << "  "
            << QStringLiteral("METRIC").leftJustified(wName) << "  "
            << QStringLiteral("STEP").rightJustified(wStep) << "  VALUE\n";
        for (const auto &k : order) {
            const MetricSample &s = lastValue[k];
            out << s.node.leftJustified(wNode) << "  " << s.name.leftJustified(wName) << "  "
                << (s.step >= 0 ? QString::number(s.step) : QStringLiteral("-"))
                       .rightJustified(wStep)
                << "  " << number(s.value) << '\n';
        }
    }
    for (const QString &node : std::as_const(barOrder)) {
        const TrainingProgress &p = bars[node];
        out << tr("progress %1: %2%").arg(node, number(p.percent));
        if (p.total >= 0)
            out << tr(" (%1/%2)").arg(p.current).arg(p.total);
        out << tr(", elapsed %1, remaining %2")
                   .arg(duration(p.elapsedSeconds), duration(p.remainingSeconds))
            << '\n';
    }
    if (last.progressPercent >= 0) {
        out << tr("progress reported by the job: %1%").arg(last.progressPercent);
        if (last.remainingSeconds >= 0)
            out << tr(", remaining %1").arg(duration(last.remainingSeconds));
        out << '\n';
    }
    return ExitOk;
}

} // namespace TrainDeck::Cli
