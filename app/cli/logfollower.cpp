// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/cli/logfollower.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QtEndian>

#include <algorithm>

namespace TrainDeck::Cli {

LogFollower::LogFollower(QString logDir, QStringList steps, bool prefix, bool timestamps)
    : m_dir(std::move(logDir))
    , m_steps(std::move(steps))
    , m_prefix(prefix)
    , m_timestamps(timestamps)
{}

QString LogFollower::timeOf(const QString &step, qint64 offset)
{
    // Read what the backend appended to the index since last time (16-byte records).
    QFile idx(QDir(m_dir).filePath(step + QStringLiteral(".idx")));
    qint64 &read = m_indexRead[step];
    if (idx.open(QIODevice::ReadOnly) && idx.size() > read && idx.seek(read)) {
        const QByteArray data = idx.read((idx.size() - read) / 16 * 16);
        read += data.size();
        auto &entries = m_index[step];
        for (qsizetype i = 0; i + 16 <= data.size(); i += 16)
            entries.append({qFromLittleEndian<qint64>(data.constData() + i),
                            qFromLittleEndian<qint64>(data.constData() + i + 8)});
    }
    const auto &entries = m_index[step];
    auto it = std::upper_bound(
        entries.cbegin(), entries.cend(), offset, [](qint64 o, const QPair<qint64, qint64> &e) {
            return o < e.first;
        });
    // Not indexed yet (the backend polls): the line is arriving now.
    const qint64 ms = it == entries.cbegin() || std::prev(it)->first != offset
                          ? QDateTime::currentMSecsSinceEpoch()
                          : std::prev(it)->second;
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODateWithMs);
}

void LogFollower::pump(QTextStream &out, bool flush)
{
    for (const QString &step : m_steps) {
        QFile f(QDir(m_dir).filePath(step + QStringLiteral(".log")));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        qint64 &offset = m_offsets[step];
        if (f.size() < offset)
            offset = 0; // truncated or replaced: start over rather than lose lines
        if (!f.seek(offset))
            continue;
        const QByteArray partial = m_partial.take(step);
        const qint64 base = offset - partial.size(); // file offset of data[0]
        QByteArray data = partial + f.readAll();
        offset = f.pos();
        qsizetype start = 0;
        for (;;) {
            const qsizetype nl = data.indexOf('\n', start);
            if (nl < 0)
                break;
            QByteArray line = data.mid(start, nl - start);
            if (line.endsWith('\r'))
                line.chop(1);
            // tqdm-style progress: keep only what the last carriage return left visible.
            if (const qsizetype cr = line.lastIndexOf('\r'); cr >= 0)
                line = line.mid(cr + 1);
            if (m_prefix)
                out << '[' << step << "] ";
            if (m_timestamps)
                out << timeOf(step, base + start) << ' ';
            out << QString::fromUtf8(line) << '\n';
            start = nl + 1;
        }
        QByteArray rest = data.mid(start);
        if (flush && !rest.isEmpty()) {
            if (m_prefix)
                out << '[' << step << "] ";
            out << QString::fromUtf8(rest) << '\n';
            rest.clear();
        }
        m_partial.insert(step, rest);
    }
    out.flush();
}

} // namespace TrainDeck::Cli
