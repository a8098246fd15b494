// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QElapsedTimer>
#include <QTimer>

#include <algorithm>
#include <functional>
#include <vector>

namespace TrainDeck::Tests {

/// How late the calling thread's event loop runs: a 1 ms precise timer, each tick measured
/// against the one before (a loop held for 20 ms shows 19 ms). The load test, its minimal
/// baseline window and the UI benchmarks all measure with this one. Header only, Qt Core only.
class LatenessRecorder
{
public:
    LatenessRecorder()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(1);
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            m_lateness.push_back(std::max(0.0, double(now - m_last) / 1e6 - 1.0));
            if (m_onLate && m_lateness.back() > m_lateThresholdMs)
                m_onLate(m_lateness.back(), double(now) / 1e9);
            m_last = now;
        });
    }

    void start()
    {
        m_clock.start();
        m_last = m_clock.nsecsElapsed();
        m_timer.start();
    }
    void stop() { m_timer.stop(); }
    /// Called with each tick later than `thresholdMs` and the seconds since start().
    void onLate(double thresholdMs, std::function<void(double lateMs, double atSeconds)> f)
    {
        m_lateThresholdMs = thresholdMs;
        m_onLate = std::move(f);
    }

    size_t ticks() const { return m_lateness.size(); }
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

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    std::vector<double> m_lateness;
    double m_lateThresholdMs = 0;
    std::function<void(double, double)> m_onLate;
};

} // namespace TrainDeck::Tests
