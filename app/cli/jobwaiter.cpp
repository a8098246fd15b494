// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/cli/jobwaiter.h"

#include "app/cli/clicommand.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>

namespace TrainDeck::Cli {

JobWaiter::Result JobWaiter::wait(Backend &backend,
                                  const QString &job,
                                  const QSet<JobStatus> &statuses,
                                  int timeoutSeconds,
                                  LogFollower *follower,
                                  QTextStream &out)
{
    std::function<void(bool)> pump;
    if (follower)
        pump = [follower, &out](bool last) {
            follower->pump(out, last);
        };
    return wait(backend, job, statuses, timeoutSeconds, pump);
}

JobWaiter::Result JobWaiter::wait(Backend &backend,
                                  const QString &job,
                                  const QSet<JobStatus> &statuses,
                                  int timeoutSeconds,
                                  const std::function<void(bool last)> &follower)
{
    Result result;
    auto first = await(backend.job(job));
    if (!first.ok()) {
        result.outcome = Outcome::NotFound;
        result.error = first.error().message;
        return result;
    }
    result.last = *first;
    QEventLoop loop;
    auto check = [&](const JobSnapshot &s) {
        if (s.name != job)
            return;
        result.last = s;
        if (statuses.contains(s.status)) {
            result.outcome = Outcome::Reached;
            loop.quit();
        } else if (s.status == JobStatus::Failed) {
            result.outcome = Outcome::Failed;
            loop.quit();
        }
    };
    QObject::connect(&backend, &Backend::jobChanged, &loop, check);
    QObject::connect(&backend, &Backend::jobRemoved, &loop, [&](const QString &n) {
        if (n == job) {
            result.outcome = Outcome::Removed;
            loop.quit();
        }
    });
    QTimer pump;
    pump.setInterval(100);
    QObject::connect(&pump, &QTimer::timeout, &loop, [&] {
        if (follower)
            follower(false);
    });
    pump.start();
    QTimer deadline;
    deadline.setSingleShot(true);
    QObject::connect(&deadline, &QTimer::timeout, &loop, [&] {
        result.outcome = Outcome::TimedOut;
        loop.quit();
    });
    if (timeoutSeconds > 0)
        deadline.start(timeoutSeconds * 1000);
    result.outcome = Outcome::TimedOut;
    check(result.last);
    if (result.outcome == Outcome::TimedOut)
        loop.exec();
    if (follower) {
        // A finished job's last lines may still be streaming in from the engine: wait for
        // the store to say the logs are whole (bounded, so a broken engine cannot hang us).
        QElapsedTimer settle;
        settle.start();
        while (result.outcome != Outcome::Removed && !backend.logsComplete(result.last)
               && settle.elapsed() < 30000) {
            follower(false);
            QTimer t;
            t.setSingleShot(true);
            QObject::connect(&t, &QTimer::timeout, &loop, &QEventLoop::quit);
            t.start(100);
            loop.exec();
        }
        // Let the processes' last writes land before the final read.
        follower(true);
    }
    return result;
}

} // namespace TrainDeck::Cli
