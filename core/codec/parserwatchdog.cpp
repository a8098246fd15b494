// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/codec/parserwatchdog.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <ctime>

#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

namespace TrainDeck {

namespace {
std::atomic<bool> g_enabled{true};
std::atomic<long long> g_limitMs{ParserWatchdog::DefaultLimit.count()};
std::atomic<unsigned long long> g_runs{0};
} // namespace

void ParserWatchdog::setEnabled(bool enabled)
{
    g_enabled = enabled;
}

bool ParserWatchdog::isEnabled()
{
    return g_enabled;
}

void ParserWatchdog::setLimit(std::chrono::milliseconds limit)
{
    g_limitMs = std::max<long long>(1, limit.count());
}

std::chrono::milliseconds ParserWatchdog::limit()
{
    return std::chrono::milliseconds{g_limitMs.load()};
}

unsigned long long ParserWatchdog::runCount()
{
    return g_runs;
}

ParserWatchdog::Outcome ParserWatchdog::run(const std::function<void()> &parser,
                                            std::chrono::milliseconds limit)
{
    ++g_runs;
    const pid_t child = ::fork();
    if (child < 0)
        return Outcome::Unavailable;
    if (child == 0) {
        // Only the parser runs here, then _exit: no atexit handlers, no Qt teardown of a
        // copy of the parent's state. glibc keeps malloc usable in the child of a threaded
        // parent. A crash ends the child at once: the parent's crash handlers (a desktop
        // crash reporter, QtTest's, a sanitizer's) would report it as the app's, and take
        // longer than the limit doing so.
        for (const int sig : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT})
            ::signal(sig, SIG_DFL);
        try {
            parser();
        } catch (...) {}
        ::_exit(0);
    }
    // Poll with a growing pause: most files finish within a millisecond or two.
    using Clock = std::chrono::steady_clock;
    const auto deadline = Clock::now() + limit;
    long pauseNs = 50'000;
    for (;;) {
        int status = 0;
        const pid_t done = ::waitpid(child, &status, WNOHANG);
        if (done == child)
            return WIFSIGNALED(status) ? Outcome::Crashed : Outcome::Finished;
        if (done < 0 && errno != EINTR)
            return Outcome::Finished; // reaped elsewhere (a SIGCHLD handler): it ended
        if (Clock::now() >= deadline) {
            ::kill(child, SIGKILL);
            while (::waitpid(child, &status, 0) < 0 && errno == EINTR) {}
            return Outcome::TimedOut;
        }
        const timespec pause{0, pauseNs};
        ::nanosleep(&pause, nullptr);
        pauseNs = std::min(pauseNs * 2, 5'000'000L);
    }
}

} // namespace TrainDeck
