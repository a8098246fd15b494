// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/cli/historycommand.h"

#include "core/codec/document.h"
#include "core/support/jsonutil.h"
#include "libs/history/historystore.h"

#include <QCoreApplication>
#include <QDir>

namespace TrainDeck::Cli {

using namespace History;

QString HistoryCommand::summary() const
{
    return tr("list the runs the history keeps (also of jobs the backends removed); prune it");
}

QString HistoryCommand::usage() const
{
    return tr(
        "Usage: traindeck-cli history [--name TEXT] [--runtime R] [--backend B]\n"
        "                             [--connection C] [--status S] [--from DATE] [--to DATE]\n"
        "                             [--metric NAME [--min X] [--max X]] [--limit N]\n"
        "                             [--json] [--db FILE] [--archive DIR]\n"
        "       traindeck-cli history prune [--older-than DAYS] [--max-archive-size BYTES]\n"
        "                             [--db FILE] [--archive DIR]\n\n"
        "Lists the runs in the history database, newest first: every job TrainDeck\n"
        "recorded, also after its backend removed it (GONE). The database is\n"
        "$TRAINDECK_HISTORY_DB, else history.sqlite in TrainDeck's data folder, the one\n"
        "the desktop app writes; archived logs are in history-archive beside it.\n\n"
        "  --name TEXT      the job name contains TEXT (any case)\n"
        "  --runtime R      the runtime is R\n"
        "  --backend B      local, docker, podman or kubernetes\n"
        "  --connection C   the connection is C (local, unix:///run/docker.sock, ...)\n"
        "  --status S       Created, Running, Complete, Failed, Suspended or Unknown\n"
        "  --from DATE      created on or after DATE (YYYY-MM-DD, local time)\n"
        "  --to DATE        created on or before DATE\n"
        "  --metric NAME    runs with metric NAME, whose last value is in [--min, --max]\n"
        "  --limit N        the N newest runs only\n"
        "  --json           one JSON array of runs (see docs/history.md)\n"
        "  --db FILE        use this database file\n"
        "  --archive DIR    the archive folder (default: history-archive beside the database)\n\n"
        "prune removes runs that finished more than DAYS days ago with their archived\n"
        "logs, then the oldest runs' archived logs until all fit in BYTES (K, M, G\n"
        "suffixes). Runs whose job still runs are never pruned.\n");
}

void HistoryCommand::addOptions(CliParser &parser) const
{
    parser.addFlags({QStringLiteral("json")});
    parser.addValues({QStringLiteral("name"),
                      QStringLiteral("runtime"),
                      QStringLiteral("backend"),
                      QStringLiteral("connection"),
                      QStringLiteral("status"),
                      QStringLiteral("from"),
                      QStringLiteral("to"),
                      QStringLiteral("metric"),
                      QStringLiteral("min"),
                      QStringLiteral("max"),
                      QStringLiteral("limit"),
                      QStringLiteral("db"),
                      QStringLiteral("archive"),
                      QStringLiteral("older-than"),
                      QStringLiteral("max-archive-size")});
}

namespace {

nlohmann::ordered_json toJson(const HistoryRecord &r)
{
    nlohmann::ordered_json o;
    o["id"] = r.id;
    o["name"] = Json::str(r.job.name);
    o["backend"] = Json::str(enumName(r.job.backend).toLower());
    o["connection"] = Json::str(r.job.connection);
    o["runtime"] = Json::str(r.job.runtimeName);
    o["numNodes"] = r.job.numNodes;
    o["status"] = Json::str(enumName(r.job.status));
    o["reason"] = Json::str(r.job.statusReason);
    o["message"] = Json::str(r.job.statusMessage);
    o["created"] = Json::time(r.job.created);
    o["started"] = Json::time(r.job.started);
    o["finished"] = Json::time(r.job.finished);
    o["failedStep"] = Json::str(r.failedStep);
    o["lastErrorLine"] = Json::str(r.lastErrorLine);
    o["archivedLogDir"] = Json::str(r.archivedLogDir);
    o["goneFromBackend"] = r.goneFromBackend;
    o["firstSeen"] = Json::time(r.firstSeen);
    o["lastSeen"] = Json::time(r.lastSeen);
    auto m = nlohmann::ordered_json::array();
    for (const MetricSummary &s : r.metrics)
        m.push_back({{"name", Json::str(s.name)},
                     {"last", s.last},
                     {"min", s.min},
                     {"max", s.max},
                     {"count", s.count}});
    o["metrics"] = m;
    return o;
}

std::optional<qint64> parseBytes(QString text)
{
    text = text.trimmed().toUpper();
    qint64 unit = 1;
    if (text.endsWith(u'K'))
        unit = 1024;
    else if (text.endsWith(u'M'))
        unit = 1024 * 1024;
    else if (text.endsWith(u'G'))
        unit = 1024LL * 1024 * 1024;
    if (unit > 1)
        text.chop(1);
    bool ok = false;
    const qint64 n = text.toLongLong(&ok);
    if (!ok || n <= 0)
        return std::nullopt;
    return n * unit;
}

} // namespace

int HistoryCommand::run(const CliParser &o, QTextStream &out, QTextStream &err)
{
    const QStringList pos = o.positional();
    const bool prune = pos.value(0) == QLatin1String("prune");
    if (pos.size() > (prune ? 1 : 0)) {
        err << tr("history: unexpected argument '%1'").arg(pos.value(prune ? 1 : 0)) << '\n'
            << usage();
        return ExitUsage;
    }
    const QString db = o.has(QStringLiteral("db"))
                           ? QFileInfo(o.value(QStringLiteral("db"))).absoluteFilePath()
                           : HistoryStore::defaultDatabasePath();
    const QString archive
        = o.has(QStringLiteral("archive"))
              ? QFileInfo(o.value(QStringLiteral("archive"))).absoluteFilePath()
              : (o.has(QStringLiteral("db"))
                     ? QFileInfo(db).dir().filePath(QStringLiteral("history-archive"))
                     : HistoryStore::defaultArchiveRoot());

    RetentionPolicy policy;
    HistoryFilter filter;
    if (prune) {
        if (o.has(QStringLiteral("older-than"))) {
            bool ok = false;
            policy.maxAgeDays = o.value(QStringLiteral("older-than")).toInt(&ok);
            if (!ok || policy.maxAgeDays <= 0) {
                err << tr("history prune: --older-than needs a number of days above 0") << '\n';
                return ExitUsage;
            }
        }
        if (o.has(QStringLiteral("max-archive-size"))) {
            const auto bytes = parseBytes(o.value(QStringLiteral("max-archive-size")));
            if (!bytes) {
                err << tr("history prune: --max-archive-size needs a size above 0 such as "
                          "500M or 2G")
                    << '\n';
                return ExitUsage;
            }
            policy.maxArchiveBytes = *bytes;
        }
        if (policy.isUnlimited()) {
            err << tr("history prune needs --older-than DAYS or --max-archive-size BYTES") << '\n';
            return ExitUsage;
        }
    } else {
        filter.details = false;
        filter.text = o.value(QStringLiteral("name"));
        filter.runtime = o.value(QStringLiteral("runtime"));
        filter.connection = o.value(QStringLiteral("connection"));
        if (o.has(QStringLiteral("backend"))) {
            filter.backend = backendKindFromString(o.value(QStringLiteral("backend")));
            if (!filter.backend) {
                err << tr("history: --backend is one of local, docker, podman, kubernetes") << '\n';
                return ExitUsage;
            }
        }
        if (o.has(QStringLiteral("status"))) {
            QString s = o.value(QStringLiteral("status")).toLower();
            if (!s.isEmpty())
                s[0] = s[0].toUpper();
            filter.status = jobStatusFromString(s);
            if (!filter.status) {
                err << tr("history: --status is one of Created, Running, Complete, Failed, "
                          "Suspended, Unknown")
                    << '\n';
                return ExitUsage;
            }
        }
        for (const auto &[option, date] : {std::pair{QStringLiteral("from"), &filter.from},
                                           {QStringLiteral("to"), &filter.to}}) {
            if (!o.has(option))
                continue;
            *date = QDate::fromString(o.value(option), Qt::ISODate);
            if (!date->isValid()) {
                err << tr("history: --%1 needs a date as YYYY-MM-DD").arg(option) << '\n';
                return ExitUsage;
            }
        }
        filter.metricName = o.value(QStringLiteral("metric"));
        for (const auto &[option, bound] : {std::pair{QStringLiteral("min"), &filter.metricMin},
                                            {QStringLiteral("max"), &filter.metricMax}}) {
            if (!o.has(option))
                continue;
            bool ok = false;
            const double v = o.value(option).toDouble(&ok);
            if (!ok || filter.metricName.isEmpty()) {
                err << tr("history: --%1 needs a number, and --metric NAME").arg(option) << '\n';
                return ExitUsage;
            }
            *bound = v;
        }
        if (o.has(QStringLiteral("limit"))) {
            bool ok = false;
            filter.limit = o.value(QStringLiteral("limit")).toInt(&ok);
            if (!ok || filter.limit <= 0) {
                err << tr("history: --limit needs a number above 0") << '\n';
                return ExitUsage;
            }
        }
    }

    HistoryStore store(db, archive);
    QString recovered;
    QObject::connect(&store, &HistoryStore::recovered, &store, [&recovered](const QString &m) {
        recovered = m;
    });
    const Result<void> opened = await(store.open());
    // recovered() is queued to this thread before open() resolves.
    QCoreApplication::processEvents();
    if (!recovered.isEmpty())
        err << recovered << '\n';
    if (!opened) {
        err << opened.error().toString() << '\n';
        return ExitError;
    }

    if (prune) {
        const Result<PruneReport> report = await(store.prune(policy));
        if (!report) {
            err << report.error().toString() << '\n';
            return ExitError;
        }
        out << tr("removed %1 runs and %2 archives (%3 bytes); left %4 runs that still run")
                   .arg(report->rowsRemoved)
                   .arg(report->archivesRemoved)
                   .arg(report->bytesFreed)
                   .arg(report->skippedRunning)
            << '\n';
        for (const QString &p : report->problems)
            err << p << '\n';
        return report->problems.isEmpty() ? ExitOk : ExitError;
    }

    const Result<QList<HistoryRecord>> rows = await(store.query(filter));
    if (!rows) {
        err << rows.error().toString() << '\n';
        return ExitError;
    }
    if (o.has(QStringLiteral("json"))) {
        auto arr = nlohmann::ordered_json::array();
        for (const HistoryRecord &r : *rows)
            arr.push_back(toJson(r));
        out << QString::fromUtf8(Document::toJson(arr));
        return ExitOk;
    }
    const QStringList header{tr("ID"),
                             tr("NAME"),
                             tr("BACKEND"),
                             tr("RUNTIME"),
                             tr("STATUS"),
                             tr("CREATED"),
                             tr("FAILED STEP"),
                             tr("METRICS")};
    QList<QStringList> table{header};
    for (const HistoryRecord &r : *rows) {
        QStringList metrics;
        for (const MetricSummary &m : r.metrics)
            metrics << QStringLiteral("%1=%2").arg(m.name).arg(m.last);
        table << QStringList{
            QString::number(r.id),
            r.job.name,
            enumName(r.job.backend).toLower(),
            r.job.runtimeName,
            enumName(r.job.status) + (r.goneFromBackend ? tr(" (GONE)") : QString()),
            r.job.created.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")),
            r.failedStep,
            metrics.join(u' ')};
    }
    QList<qsizetype> widths(header.size(), 0);
    for (const QStringList &row : table)
        for (qsizetype i = 0; i < row.size(); ++i)
            widths[i] = std::max(widths[i], row[i].size());
    for (const QStringList &row : table) {
        QString line;
        for (qsizetype i = 0; i < row.size(); ++i)
            line += i + 1 < row.size() ? row[i].leftJustified(widths[i] + 2) : row[i];
        out << line.trimmed() << '\n';
    }
    return ExitOk;
}

} // namespace TrainDeck::Cli
