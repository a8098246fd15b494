// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/local/procsampler.h"

#include <QDir>
#include <QFile>
#include <QSet>

#include <unistd.h>

namespace TrainDeck::Local {

namespace {

std::optional<qint64> number(QByteArrayView field)
{
    bool ok = false;
    const qint64 v = field.toByteArray().toLongLong(&ok);
    return ok ? std::optional<qint64>(v) : std::nullopt;
}

/// The value of a "Key: 123 kB" or "key: 123" line, or nullopt.
std::optional<qint64> keyed(QByteArrayView bytes, QByteArrayView key)
{
    for (QByteArrayView line : QByteArray::fromRawData(bytes.data(), bytes.size()).split('\n')) {
        line = line.trimmed();
        if (!line.startsWith(key) || line.size() <= key.size() || line.at(key.size()) != ':')
            continue;
        QByteArrayView rest = line.sliced(key.size() + 1).trimmed();
        qint64 scale = 1;
        if (rest.endsWith(" kB")) {
            rest.chop(3);
            scale = 1024;
        }
        if (const auto v = number(rest.trimmed()); v && *v >= 0)
            return *v * scale;
        return std::nullopt;
    }
    return std::nullopt;
}

} // namespace

std::optional<ProcSampler::Stat> ProcSampler::parseStat(QByteArrayView bytes)
{
    const qsizetype open = bytes.indexOf('(');
    const qsizetype close = bytes.lastIndexOf(')');
    if (open <= 0 || close < open || close + 2 >= bytes.size())
        return std::nullopt;
    Stat s;
    const auto pid = number(bytes.first(open).trimmed());
    if (!pid || *pid <= 0)
        return std::nullopt;
    s.pid = *pid;
    // Fields from 3 (state) on, split on single spaces as the kernel writes them.
    const QList<QByteArray> f = bytes.sliced(close + 2).toByteArray().trimmed().split(' ');
    // state(3) ppid(4) pgrp(5) session(6) ... utime(14) stime(15) ... starttime(22)
    if (f.size() < 20 || f.at(0).size() != 1)
        return std::nullopt;
    s.state = f.at(0).at(0);
    const auto ppid = number(f.at(1));
    const auto pgrp = number(f.at(2));
    const auto session = number(f.at(3));
    const auto utime = number(f.at(11));
    const auto stime = number(f.at(12));
    const auto start = number(f.at(19));
    if (!ppid || !pgrp || !session || !utime || !stime || !start || *utime < 0 || *stime < 0
        || *start < 0)
        return std::nullopt;
    s.ppid = *ppid;
    s.pgrp = *pgrp;
    s.session = *session;
    s.utime = quint64(*utime);
    s.stime = quint64(*stime);
    s.startTicks = quint64(*start);
    return s;
}

std::optional<qint64> ProcSampler::parseSmapsRollupPss(QByteArrayView bytes)
{
    return keyed(bytes, "Pss");
}

std::optional<qint64> ProcSampler::parseStatmResidentPages(QByteArrayView bytes)
{
    const QList<QByteArray> f = bytes.toByteArray().trimmed().split(' ');
    if (f.size() < 2)
        return std::nullopt;
    const auto v = number(f.at(1));
    return v && *v >= 0 ? v : std::nullopt;
}

ProcSampler::Io ProcSampler::parseIo(QByteArrayView bytes)
{
    Io io;
    io.readBytes = keyed(bytes, "read_bytes").value_or(-1);
    io.writeBytes = keyed(bytes, "write_bytes").value_or(-1);
    return io;
}

ProcSampler::ProcSampler(QString procRoot)
    : m_procRoot(std::move(procRoot))
{}

qint64 ProcSampler::ticksPerSecond()
{
    static const qint64 t = qMax<long>(1, sysconf(_SC_CLK_TCK));
    return t;
}

qint64 ProcSampler::pageSize()
{
    static const qint64 p = qMax<long>(1, sysconf(_SC_PAGESIZE));
    return p;
}

QByteArray ProcSampler::read(qint64 pid, const char *file) const
{
    QFile f(QStringLiteral("%1/%2/%3").arg(m_procRoot).arg(pid).arg(QLatin1String(file)));
    // /proc files report size 0: read until the end rather than by size.
    return f.open(QIODevice::ReadOnly | QIODevice::Unbuffered) ? f.readAll() : QByteArray();
}

void ProcSampler::forget(qint64 group)
{
    m_groups.remove(group);
}

QHash<qint64, ResourceSample> ProcSampler::sample(const QList<qint64> &groups, qint64 nowMsecs)
{
    const QSet<qint64> wanted(groups.cbegin(), groups.cend());
    // One pass over /proc for every group: pid -> its stat, for members of a wanted group.
    QHash<qint64, QList<Stat>> members;
    const QStringList entries = QDir(m_procRoot).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &e : entries) {
        bool ok = false;
        const qint64 pid = e.toLongLong(&ok);
        if (!ok)
            continue;
        const auto st = parseStat(read(pid, "stat"));
        // Zombies have given back their memory and their ticks went to their parent.
        if (st && wanted.contains(st->pgrp) && st->state != 'Z')
            members[st->pgrp].append(*st);
    }
    QHash<qint64, ResourceSample> out;
    for (qint64 g : groups) {
        const auto it = members.constFind(g);
        if (it == members.constEnd()) {
            m_groups.remove(g);
            continue;
        }
        Group &group = m_groups[g];
        const bool first = group.lastMsecs == 0;
        quint64 delta = 0;
        qint64 memory = 0;
        qint64 readNow = 0;
        qint64 writeNow = 0;
        bool ioNow = false;
        QHash<qint64, Member> seen;
        for (const Stat &st : *it) {
            Member m;
            m.startTicks = st.startTicks;
            m.cpuTicks = st.utime + st.stime;
            const auto prev = group.members.constFind(st.pid);
            const bool known
                = prev != group.members.constEnd() && prev->startTicks == st.startTicks;
            // A member born since the last sample spent all its ticks in the interval.
            delta += known ? (m.cpuTicks >= prev->cpuTicks ? m.cpuTicks - prev->cpuTicks : 0)
                           : (first ? 0 : m.cpuTicks);
            if (const auto pss = parseSmapsRollupPss(read(st.pid, "smaps_rollup")))
                memory += *pss;
            else if (const auto pages = parseStatmResidentPages(read(st.pid, "statm")))
                memory += *pages * pageSize();
            m.io = parseIo(read(st.pid, "io"));
            if (m.io.readBytes >= 0 && m.io.writeBytes >= 0) {
                readNow += m.io.readBytes;
                writeNow += m.io.writeBytes;
                ioNow = true;
            }
            seen.insert(st.pid, m);
        }
        // What members that ended had read and written stays in the step's total.
        for (auto m = group.members.cbegin(); m != group.members.cend(); ++m) {
            const auto now = seen.constFind(m.key());
            if (now != seen.constEnd() && now->startTicks == m->startTicks)
                continue;
            if (m->io.readBytes >= 0 && m->io.writeBytes >= 0) {
                group.endedRead += m->io.readBytes;
                group.endedWrite += m->io.writeBytes;
            }
        }
        group.ioSeen = group.ioSeen || ioNow;
        ResourceSample s;
        s.msecs = nowMsecs;
        s.memoryBytes = memory;
        if (!first && nowMsecs > group.lastMsecs)
            s.cpuPercent = double(delta) * 1000.0 * 100.0
                           / (double(ticksPerSecond()) * double(nowMsecs - group.lastMsecs));
        if (group.ioSeen) {
            s.blockReadBytes = group.endedRead + readNow;
            s.blockWriteBytes = group.endedWrite + writeNow;
        }
        group.members = std::move(seen);
        group.lastMsecs = nowMsecs;
        out.insert(g, s);
    }
    // Groups not asked for any more.
    for (auto it = m_groups.begin(); it != m_groups.end();)
        it = wanted.contains(it.key()) ? std::next(it) : m_groups.erase(it);
    return out;
}

} // namespace TrainDeck::Local
