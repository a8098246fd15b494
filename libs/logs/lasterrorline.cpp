// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/logs/lasterrorline.h"

#include "libs/logs/logformat.h"
#include "libs/logs/logline.h"
#include "libs/logs/logreader.h"

#include <QFileInfo>

#include <functional>

namespace TrainDeck::Logs {

namespace {

constexpr QByteArrayView TracebackHeader = "Traceback (most recent call last):";

/// What one line looks like once escapes and progress-bar redraws are gone.
QByteArray clean(QByteArrayView raw)
{
    QByteArray out;
    LogLine::stripEscapes(LogLine::collapseCarriageReturns(raw), out);
    return out;
}

QString shown(QByteArrayView bytes)
{
    QString text = QString::fromUtf8(bytes).trimmed();
    if (text.size() > LastErrorLine::MaxLength)
        text = text.left(LastErrorLine::MaxLength - 1) + QChar(0x2026);
    return text;
}

bool isBlank(QByteArrayView bytes)
{
    for (char c : bytes)
        if (c != ' ' && c != '\t' && c != '\r')
            return false;
    return true;
}

/// One pass over lines [first, count) of whatever `lineAt` reads.
std::optional<LastErrorLine::Found>
scan(qint64 first, qint64 count, const std::function<QByteArrayView(qint64)> &lineAt)
{
    std::optional<LastErrorLine::Found> found;
    bool inTraceback = false;
    QByteArray prefix;
    for (qint64 i = first; i < count; ++i) {
        const QByteArray line = clean(lineAt(i));
        const qsizetype header = line.indexOf(TracebackHeader);
        if (header >= 0) {
            // A new traceback (also one chained after "During handling of the above
            // exception"): the header stands for it until its exception line comes.
            inTraceback = true;
            prefix = line.left(header);
            found = LastErrorLine::Found{i, shown(QByteArrayView(line).sliced(header))};
            continue;
        }
        if (inTraceback && line.startsWith(prefix)) {
            const QByteArrayView rest = QByteArrayView(line).sliced(prefix.size());
            if (isBlank(rest) || rest.front() == ' ' || rest.front() == '\t')
                continue; // a frame, its source line or a caret line
            inTraceback = false;
            found = LastErrorLine::Found{i, shown(rest)};
            continue;
        }
        // Lines of other writers may fall between a traceback's lines; they count as usual.
        const Severity s = LogLine::severity(line);
        if (s == Severity::Error || s == Severity::Critical)
            found = LastErrorLine::Found{i, shown(line)};
    }
    return found;
}

} // namespace

std::optional<LastErrorLine::Found> LastErrorLine::find(const LogSource &source, qint64 maxLines)
{
    const qint64 count = source.lineCount();
    const qint64 first = qMax<qint64>(0, count - qMax<qint64>(0, maxLines));
    return scan(first, count, [&source](qint64 i) { return source.line(i); });
}

std::optional<LastErrorLine::Found> LastErrorLine::find(QByteArrayView log, qint64 maxLines)
{
    // Line starts, as LogReader numbers them: a trailing '\n' opens no further line.
    QList<qsizetype> starts;
    if (!log.isEmpty())
        starts.append(0);
    for (qsizetype at = log.indexOf('\n'); at >= 0; at = log.indexOf('\n', at + 1))
        if (at + 1 < log.size())
            starts.append(at + 1);
    const qint64 count = starts.size();
    const auto lineAt = [&](qint64 i) {
        const qsizetype start = starts.at(i);
        const qsizetype end = i + 1 < count ? starts.at(i + 1) - 1 : log.size();
        QByteArrayView line = log.sliced(start, end - start);
        if (line.endsWith('\n'))
            line.chop(1);
        if (line.endsWith('\r'))
            line.chop(1);
        return line;
    };
    return scan(qMax<qint64>(0, count - qMax<qint64>(0, maxLines)), count, lineAt);
}

std::optional<LastErrorLine::Found>
LastErrorLine::findInStep(const QString &logDir, const QString &step, qint64 maxLines)
{
    const QString log = LogFormat::logFile(logDir, step);
    if (!QFileInfo::exists(log))
        return std::nullopt;
    LogReader reader(log, LogFormat::indexFile(logDir, step));
    reader.refresh();
    return find(reader, maxLines);
}

} // namespace TrainDeck::Logs
