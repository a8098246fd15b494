// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

// What the UI benchmarks share: a probe of the event loop's lateness, and the median and
// spread of repeated figures. Header only: each benchmark is one executable.

#include "tests/support/latenessrecorder.h"

#include <QApplication>
#include <QByteArray>
#include <QElapsedTimer>
#include <QTimer>

#include <algorithm>
#include <functional>
#include <vector>

namespace TrainDeck::Bench {

/// Runs the event loop for `ms`.
inline void settle(QApplication &app, int ms)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < ms)
        app.processEvents(QEventLoop::AllEvents, 10);
}

/// Median and spread of repeated measurements.
struct Spread
{
    std::vector<double> v;
    void add(double x) { v.push_back(x); }
    double median() const
    {
        std::vector<double> s = v;
        std::sort(s.begin(), s.end());
        return s.empty() ? -1 : s[s.size() / 2];
    }
    double min() const { return v.empty() ? -1 : *std::min_element(v.begin(), v.end()); }
    double max() const { return v.empty() ? -1 : *std::max_element(v.begin(), v.end()); }
    QByteArray text(const char *unit) const
    {
        return QByteArray::number(median(), 'f', 3) + ' ' + unit + " ("
               + QByteArray::number(min(), 'f', 3) + ".." + QByteArray::number(max(), 'f', 3) + ")";
    }
};

/// The event loop's lateness over `seconds`: a 1 ms precise timer's ticks, each measured
/// against the one before; a UI that blocks the loop for 20 ms shows a 19 ms lateness.
struct Lateness
{
    double p99 = 0;
    double worst = 0;
};

inline Lateness probeLateness(QApplication &app, int seconds)
{
    Tests::LatenessRecorder probe;
    QElapsedTimer clock;
    clock.start();
    probe.start();
    while (clock.elapsed() < qint64(seconds) * 1000)
        app.processEvents(QEventLoop::AllEvents, 5);
    probe.stop();
    return {probe.percentile(0.99), probe.worst()};
}

} // namespace TrainDeck::Bench
