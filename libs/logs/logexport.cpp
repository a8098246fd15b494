// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/logs/logexport.h"

#include "libs/logs/logreader.h"

#include <QSaveFile>

namespace TrainDeck::Logs {

namespace {

Error writeError(const QString &path, const QString &why)
{
    return Error::make(
               Error::Kind::Io,
               QCoreApplication::translate("LogExport", "cannot write %1: %2").arg(path, why))
        .at(path);
}

} // namespace

Result<void> LogExport::wholeStep(const LogReader &reader, const QString &path)
{
    QFile in(reader.logPath());
    if (!in.open(QIODevice::ReadOnly))
        return Error::make(Error::Kind::Io,
                           tr("cannot read %1: %2").arg(reader.logPath(), in.errorString()));
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        return writeError(path, out.errorString());
    // Stream in chunks: a log may be far larger than memory.
    qint64 left = reader.byteSize();
    QByteArray chunk;
    while (left > 0) {
        chunk = in.read(qMin<qint64>(left, 4 * 1024 * 1024));
        if (chunk.isEmpty())
            return Error::make(Error::Kind::Io, tr("%1 ended early").arg(reader.logPath()));
        if (out.write(chunk) != chunk.size())
            return writeError(path, out.errorString());
        left -= chunk.size();
    }
    if (!out.commit())
        return writeError(path, out.errorString());
    return {};
}

Result<void> LogExport::lines(const LogSource &source,
                              const std::vector<qint64> *lines,
                              const QString &path,
                              bool stepPrefix)
{
    const qint64 count = lines ? qint64(lines->size()) : source.lineCount();
    return lineRange(source, lines, 0, count - 1, path, stepPrefix);
}

Result<void> LogExport::lineRange(const LogSource &source,
                                  const std::vector<qint64> *lines,
                                  qint64 first,
                                  qint64 last,
                                  const QString &path,
                                  bool stepPrefix)
{
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        return writeError(path, out.errorString());
    const QStringList steps = source.stepNames();
    std::vector<QByteArray> prefixes;
    for (const QString &s : steps)
        prefixes.push_back('[' + s.toUtf8() + "] ");
    const qint64 rows = lines ? qint64(lines->size()) : source.lineCount();
    first = qMax<qint64>(first, 0);
    last = qMin<qint64>(last, rows - 1);
    QByteArray buf;
    buf.reserve(1024 * 1024);
    for (qint64 r = first; r <= last; ++r) {
        const qint64 i = lines ? (*lines)[size_t(r)] : r;
        if (stepPrefix) {
            const int s = source.lineStep(i);
            if (s >= 0 && size_t(s) < prefixes.size())
                buf.append(prefixes[size_t(s)]);
        }
        buf.append(source.line(i));
        buf.append('\n');
        if (buf.size() >= 1024 * 1024) {
            if (out.write(buf) != buf.size())
                return writeError(path, out.errorString());
            buf.resize(0);
        }
    }
    if (out.write(buf) != buf.size() || !out.commit())
        return writeError(path, out.errorString());
    return {};
}

} // namespace TrainDeck::Logs
