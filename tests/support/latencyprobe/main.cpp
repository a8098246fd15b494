// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The baseline of the window's latency tests: a minimal Qt Widgets window on the same display
// and the same machine, with the same 1 ms probe timer as the test, and nothing else. A load
// test runs it beside TrainDeck's window; what it measures is what the machine itself does to
// any window at that moment. It probes until its standard input closes or says "stop", then
// prints "p99 <ms> max <ms> ticks <n> own <ms> ownmax <ms>" and exits: own is the longest hold
// less the time the thread waited for a CPU in it (LatenessRecorder::worstOwn), ownmax the
// largest such part of any hold (longestOwn); both -1 where unknown.
#include "tests/support/latenessrecorder.h"

#include <QApplication>
#include <QLabel>
#include <QSocketNotifier>

#include <cstdio>
#include <string_view>
#include <unistd.h>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QLabel window(QStringLiteral("latency baseline"));
    window.resize(300, 100);
    window.show();

    TrainDeck::Tests::LatenessRecorder probe;
    probe.start();

    QSocketNotifier input(STDIN_FILENO, QSocketNotifier::Read);
    QObject::connect(&input, &QSocketNotifier::activated, [&] {
        char buf[64];
        const ssize_t n = read(STDIN_FILENO, buf, sizeof buf);
        if (n <= 0 || std::string_view(buf, size_t(n)).find("stop") != std::string_view::npos)
            app.quit();
    });
    std::printf("ready\n");
    std::fflush(stdout);
    app.exec();

    std::printf("p99 %.2f max %.2f ticks %zu own %.2f ownmax %.2f\n",
                probe.percentile(0.99),
                probe.worst(),
                probe.ticks(),
                probe.splitsHolds() ? probe.worstOwn() : -1.0,
                probe.splitsHolds() ? probe.longestOwn() : -1.0);
    return 0;
}
