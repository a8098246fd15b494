// SPDX-License-Identifier: Apache-2.0
#include "logfollower.h"

#include <QDir>
#include <QFile>

namespace TrainDeck::Cli {

LogFollower::LogFollower(QString logDir, QStringList steps, bool prefix)
    : m_dir(std::move(logDir))
    , m_steps(std::move(steps))
    , m_prefix(prefix)
{}

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
        QByteArray data = m_partial.take(step) + f.readAll();
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
