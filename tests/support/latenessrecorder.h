// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QElapsedTimer>
#include <QTimer>

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <vector>

#ifdef Q_OS_LINUX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace TrainDeck::Tests {

/// How late the calling thread's event loop runs: a 1 ms precise timer, each tick measured
/// against the one before (a loop held for 20 ms shows 19 ms). The load test, its minimal
/// baseline window and the UI benchmarks all measure with this one. Header only, Qt Core only.
///
/// Each tick also records how long the thread waited for a CPU since the tick before, from
/// the kernel's scheduler statistics (/proc/thread-self/schedstat, Linux): a hold is then the
/// scheduler's part (the thread could run, but other programs had the CPUs) and the process's
/// own part (running its events, or blocked in a call). On a machine whose cores are all
/// busy, the first is what any window gets; only the second is the program's doing.
class LatenessRecorder
{
public:
    LatenessRecorder()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(1);
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            const qint64 wait = runQueueWaitNs();
            const double late = std::max(0.0, double(now - m_last) / 1e6 - 1.0);
            const double waited
                = wait >= 0 && m_lastWait >= 0 ? double(wait - m_lastWait) / 1e6 : 0.0;
            m_lateness.push_back(late);
            m_own.push_back(std::max(0.0, late - waited));
            if (m_onLate && late > m_lateThresholdMs)
                m_onLate(late, double(now) / 1e9, waited);
            m_last = now;
            m_lastWait = wait;
        });
    }
    ~LatenessRecorder()
    {
#ifdef Q_OS_LINUX
        if (m_statFd >= 0)
            ::close(m_statFd);
#endif
    }
    LatenessRecorder(const LatenessRecorder &) = delete;
    LatenessRecorder &operator=(const LatenessRecorder &) = delete;

    /// Call on the thread whose event loop is measured: the scheduler statistics are that
    /// thread's.
    void start()
    {
#ifdef Q_OS_LINUX
        if (m_statFd < 0)
            m_statFd = ::open("/proc/thread-self/schedstat", O_RDONLY | O_CLOEXEC);
#endif
        m_clock.start();
        m_last = m_clock.nsecsElapsed();
        m_lastWait = runQueueWaitNs();
        m_timer.start();
    }
    void stop()
    {
        m_timer.stop();
    }
    /// Called with each tick later than `thresholdMs`, the seconds since start() and how much
    /// of the lateness the thread spent waiting for a CPU.
    void onLate(double thresholdMs,
                std::function<void(double lateMs, double atSeconds, double waitedMs)> f)
    {
        m_lateThresholdMs = thresholdMs;
        m_onLate = std::move(f);
    }
    /// Whether the holds could be split (the kernel's scheduler statistics were readable).
    bool splitsHolds() const
    {
        return m_lastWait >= 0;
    }
    /// The longest hold less the time the thread waited for a CPU in it: the program's own.
    double worstOwn() const
    {
        if (m_lateness.empty())
            return 0;
        const auto longest = std::max_element(m_lateness.begin(), m_lateness.end());
        return m_own[size_t(longest - m_lateness.begin())];
    }
    /// The largest own part of any hold, which need not be the longest hold's.
    double longestOwn() const
    {
        return m_own.empty() ? 0 : *std::max_element(m_own.begin(), m_own.end());
    }

    size_t ticks() const
    {
        return m_lateness.size();
    }
    double percentile(double p) const
    {
        if (m_lateness.empty())
            return 0;
        std::vector<double> s = m_lateness;
        std::sort(s.begin(), s.end());
        return s[size_t(double(s.size() - 1) * p)];
    }
    double worst() const
    {
        return m_lateness.empty() ? 0 : *std::max_element(m_lateness.begin(), m_lateness.end());
    }

    /// A thread's total time runnable but not running, in ns, from its open
    /// /proc/<pid>/task/<tid>/schedstat; -1 where unknown. The second of the file's three
    /// numbers (Documentation/scheduler/sched-stats.rst). pread from 0 makes the kernel write
    /// the file anew, without an open and a close on each tick.
    static qint64 runQueueWaitNs(int statFd)
    {
#ifdef Q_OS_LINUX
        if (statFd < 0)
            return -1;
        char buf[96];
        const ssize_t n = ::pread(statFd, buf, sizeof buf - 1, 0);
        if (n <= 0)
            return -1;
        buf[n] = '\0';
        char *end = nullptr;
        (void)std::strtoull(buf, &end, 10);
        if (end == buf)
            return -1;
        char *waitEnd = nullptr;
        const unsigned long long wait = std::strtoull(end, &waitEnd, 10);
        return waitEnd == end ? -1 : qint64(wait);
#else
        Q_UNUSED(statFd);
        return -1;
#endif
    }

private:
    qint64 runQueueWaitNs() const
    {
        return runQueueWaitNs(m_statFd);
    }

    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    qint64 m_lastWait = -1;
    int m_statFd = -1;
    std::vector<double> m_lateness;
    std::vector<double> m_own;
    double m_lateThresholdMs = 0;
    std::function<void(double, double, double)> m_onLate;
};

} // namespace TrainDeck::Tests
