// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/resourcesample.h"

#include <QByteArrayView>
#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace TrainDeck::Local {

/// Measures whole process groups from /proc: every step runs in its own session and so
/// leads its own process group (ProcessLauncher), and everything it starts (DataLoader
/// workers, torchrun's children) stays in that group. Per group and sample:
/// - CPU %: the group's utime+stime ticks since the previous sample over the wall time
///   between them (100 = one core busy); -1 on the first sample of a group;
/// - memory: the sum of the members' Pss from smaps_rollup (shared pages divided among the
///   processes that share them, so forked workers sharing a framework's libraries are not
///   counted many times over as a sum of RSS would), RSS from statm where smaps_rollup is
///   not there (kernels before 4.14);
/// - block I/O: read_bytes/write_bytes of /proc/PID/io, kept for members that ended, -1
///   when no member's io is readable;
/// - network: not measurable per process group (the counters of /proc/net are the whole
///   network namespace's), always -1.
/// The parsers are pure and public for tests; sample() reads the files. Not thread-safe:
/// one sampler per thread.
class ProcSampler
{
public:
    struct Stat
    {
        qint64 pid = 0;
        char state = '?';
        qint64 ppid = 0;
        qint64 pgrp = 0;
        qint64 session = 0;
        quint64 utime = 0; ///< clock ticks
        quint64 stime = 0;
        quint64 startTicks = 0; ///< ticks after boot
    };
    struct Io
    {
        qint64 readBytes = -1;
        qint64 writeBytes = -1;
    };

    /// /proc/PID/stat. The command name may hold spaces and parentheses: the fields are
    /// counted from its last ')'. nullopt for anything malformed.
    static std::optional<Stat> parseStat(QByteArrayView bytes);
    /// The "Pss:" line of /proc/PID/smaps_rollup, in bytes.
    static std::optional<qint64> parseSmapsRollupPss(QByteArrayView bytes);
    /// The resident field (second) of /proc/PID/statm, in pages.
    static std::optional<qint64> parseStatmResidentPages(QByteArrayView bytes);
    /// read_bytes and write_bytes of /proc/PID/io (-1 each when absent).
    static Io parseIo(QByteArrayView bytes);

    explicit ProcSampler(QString procRoot = QStringLiteral("/proc"));

    /// One sample of each process group in `groups` (its leader's pid), measured now at
    /// `nowMsecs`; a group with no live member is left out. The step name is left empty.
    QHash<qint64, ResourceSample> sample(const QList<qint64> &groups, qint64 nowMsecs);
    /// Forgets a group's history (its step ended, or nobody watches it any more).
    void forget(qint64 group);
    /// Clock ticks per second and page size, as sysconf says.
    static qint64 ticksPerSecond();
    static qint64 pageSize();

private:
    struct Member
    {
        quint64 startTicks = 0;
        quint64 cpuTicks = 0;
        Io io;
    };
    struct Group
    {
        qint64 lastMsecs = 0;
        QHash<qint64, Member> members; ///< pid -> last seen
        qint64 endedRead = 0;          ///< io of members that ended
        qint64 endedWrite = 0;
        bool ioSeen = false;
    };

    QByteArray read(qint64 pid, const char *file) const;

    QString m_procRoot;
    QHash<qint64, Group> m_groups;
};

} // namespace TrainDeck::Local
