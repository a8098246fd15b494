// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/history/historyarchiver.h"

#include "core/files/safefs.h"
#include "libs/logs/logformat.h"
#include "libs/logs/logline.h"
#include "libs/logs/logreader.h"
#include "libs/metrics/metriclineparser.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMap>

#include <tuple>

namespace TrainDeck::History {

Result<QString>
HistoryArchiver::archiveLogs(const QString &logDir, const QString &archiveRoot, qint64 runId)
{
    if (runId < 0)
        return Error::make(Error::Kind::Validation, tr("The run has no history id yet."));
    const QDir source(logDir);
    if (logDir.isEmpty() || !source.exists())
        return Error::make(Error::Kind::NotFound,
                           tr("The job's log folder %1 does not exist (any more); its logs "
                              "cannot be archived.")
                               .arg(QDir::toNativeSeparators(logDir)));
    if (Result<void> root = SafeFs::makeDirs(archiveRoot); !root)
        return root.error();
    Result<QString> runDir = SafeFs::childPath(archiveRoot, QString::number(runId));
    if (!runDir)
        return runDir.error();
    const QString target = QDir(*runDir).filePath(QStringLiteral("logs"));
    if (QFileInfo(*runDir).isSymLink() || QFileInfo(target).isSymLink())
        return Error::make(Error::Kind::Validation,
                           tr("%1 is a link; the archive writes only into its own folders.")
                               .arg(QDir::toNativeSeparators(target)));
    if (Result<void> made = SafeFs::makeDirs(target); !made)
        return made.error();
    const QFileInfoList files = source.entryInfoList(
        {QStringLiteral("*.log"), QStringLiteral("*.idx")}, QDir::Files | QDir::Hidden, QDir::Name);
    for (const QFileInfo &fi : files) {
        if (fi.isSymLink())
            continue;
        const QString to = QDir(target).filePath(fi.fileName());
        if (QFileInfo(to).isSymLink() || QFileInfo::exists(to))
            QFile::remove(to);
        if (!QFile::copy(fi.filePath(), to))
            return Error::make(Error::Kind::Io,
                               tr("Could not copy %1 into the history archive %2; check the "
                                  "free space and the folder's permissions.")
                                   .arg(QDir::toNativeSeparators(fi.filePath()),
                                        QDir::toNativeSeparators(target)));
        QFile::setPermissions(to, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    }
    return target;
}

QList<MetricSummary> HistoryArchiver::summarize(const QString &logDir,
                                                const QList<Metrics::MetricPattern> &patterns)
{
    struct Acc
    {
        MetricSummary s;
        std::tuple<qint64, qint64, int> lastKey{-2, 0, 0};
    };
    QMap<QString, Acc> acc;
    Metrics::MetricLineParser parser(patterns);
    QList<Metrics::MetricSample> samples;
    int order = 0;
    for (const QString &step : Logs::LogFormat::steps(logDir)) {
        Logs::LogReader reader = Logs::LogReader::forStep(logDir, step);
        reader.refresh();
        const qint64 n = reader.lineCount();
        for (qint64 i = 0; i < n; ++i) {
            samples.clear();
            parser.parse(reader.line(i), step, reader.lineTime(i), samples);
            for (const Metrics::MetricSample &m : samples) {
                Acc &a = acc[m.name];
                if (a.s.count == 0) {
                    a.s.name = m.name;
                    a.s.min = a.s.max = m.value;
                }
                a.s.min = std::min(a.s.min, m.value);
                a.s.max = std::max(a.s.max, m.value);
                ++a.s.count;
                // Later lines win ties, so a step counter that does not move still ends
                // on the value printed last.
                const std::tuple<qint64, qint64, int> key{m.step, m.wallMsecs, ++order};
                if (key >= a.lastKey) {
                    a.lastKey = key;
                    a.s.last = m.value;
                }
            }
        }
    }
    QList<MetricSummary> out;
    for (const Acc &a : std::as_const(acc))
        out.append(a.s);
    return out;
}

QString HistoryArchiver::lastErrorLine(const QString &logDir, const QString &step)
{
    if (!QFileInfo::exists(Logs::LogFormat::logFile(logDir, step)))
        return {};
    Logs::LogReader reader = Logs::LogReader::forStep(logDir, step);
    reader.refresh();
    const qint64 n = reader.lineCount();
    QString found;
    bool inTraceback = false;
    for (qint64 i = 0; i < n; ++i) {
        const QByteArrayView line = Logs::LogLine::collapseCarriageReturns(reader.line(i));
        const QString text = Logs::LogLine::plainText(line).trimmed();
        if (text.startsWith(QLatin1String("Traceback (most recent call last):"))) {
            inTraceback = true;
            continue;
        }
        if (inTraceback) {
            // The frames are indented; the first line that is not ends the traceback and
            // names the exception.
            const QString raw = Logs::LogLine::plainText(line);
            if (raw.isEmpty() || raw.at(0).isSpace())
                continue;
            inTraceback = false;
            found = text;
            continue;
        }
        const Logs::Severity s = Logs::LogLine::severity(line);
        if (s == Logs::Severity::Error || s == Logs::Severity::Critical)
            found = text;
    }
    return found;
}

} // namespace TrainDeck::History
