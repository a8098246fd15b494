// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/local/steplogindex.h"

#include "core/files/safefs.h"

#include <QFile>
#include <QtEndian>

#include <algorithm>

namespace TrainDeck::Local {

namespace {

constexpr qint64 RecordSize = 16;

} // namespace

StepLogIndex::StepLogIndex(QString logFile, QString indexFile)
    : m_log(std::move(logFile))
    , m_index(std::move(indexFile))
{}

void StepLogIndex::resume()
{
    m_resumed = true;
    const QList<Entry> entries = load(m_index);
    if (entries.isEmpty())
        return;
    // Continue after the last indexed line: the caller's next pump() sees its rest, and the
    // lines after it get their time then.
    QFile log(m_log);
    if (!log.open(QIODevice::ReadOnly))
        return;
    const qint64 last = entries.last().offset;
    if (!log.seek(last))
        return;
    const QByteArray rest = log.read(1024 * 1024);
    const qsizetype nl = rest.indexOf('\n');
    if (nl < 0) {
        m_consumed = last + rest.size();
        m_atLineStart = false;
    } else {
        m_consumed = last + nl + 1;
        m_atLineStart = true;
    }
    // A torn record is cut away so that appends stay aligned.
    QFile idx(m_index);
    if (idx.size() % RecordSize != 0)
        idx.resize(idx.size() - idx.size() % RecordSize);
}

int StepLogIndex::pump(qint64 nowMsecs)
{
    if (!m_resumed)
        resume();
    QFile log(m_log);
    if (!log.open(QIODevice::ReadOnly) || log.size() <= m_consumed)
        return 0;
    if (!log.seek(m_consumed))
        return 0;
    QByteArray records;
    int lines = 0;
    // Read in bounded chunks so that a burst of output costs bounded memory.
    while (!log.atEnd()) {
        const QByteArray chunk = log.read(4 * 1024 * 1024);
        if (chunk.isEmpty())
            break;
        for (qsizetype i = 0; i < chunk.size(); ++i) {
            if (m_atLineStart) {
                char rec[RecordSize];
                qToLittleEndian<qint64>(m_consumed + i, rec);
                qToLittleEndian<qint64>(nowMsecs, rec + 8);
                records.append(rec, RecordSize);
                ++lines;
            }
            m_atLineStart = chunk.at(i) == '\n';
        }
        m_consumed += chunk.size();
    }
    if (!records.isEmpty())
        (void)SafeFs::appendFile(m_index, records, SafeFs::PrivateFile);
    return lines;
}

QList<StepLogIndex::Entry> StepLogIndex::load(const QString &indexFile)
{
    QList<Entry> out;
    QFile f(indexFile);
    if (!f.open(QIODevice::ReadOnly))
        return out;
    const QByteArray data = f.readAll();
    const qsizetype n = data.size() / RecordSize;
    out.reserve(n);
    for (qsizetype i = 0; i < n; ++i) {
        const char *p = data.constData() + i * RecordSize;
        out.append({qFromLittleEndian<qint64>(p), qFromLittleEndian<qint64>(p + 8)});
    }
    return out;
}

qint64 StepLogIndex::timeAt(const QList<Entry> &index, qint64 offset)
{
    auto it = std::upper_bound(index.cbegin(), index.cend(), offset, [](qint64 o, const Entry &e) {
        return o < e.offset;
    });
    if (it == index.cbegin())
        return 0;
    return std::prev(it)->msecs;
}

} // namespace TrainDeck::Local
