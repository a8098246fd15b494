// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/jobsnapshot.h"
#include "core/support/result.h"

#include <nlohmann/json.hpp>

namespace TrainDeck::Local {

/// What the local backend remembers of a job, in <jobs>/<job>/state.json, so that a
/// restarted TrainDeck lists it with its true status and picks up its processes. Secrets are
/// never written: the stored plan has them masked.
struct LocalJobState
{
    struct Step
    {
        QString name;
        StepKind kind = StepKind::Node;
        int rank = -1;
        StepState state = StepState::Pending;
        qint64 pid = 0;
        quint64 startTicks = 0;
        std::optional<int> exitCode;
        QString message;
        QDateTime started;
        QDateTime finished;
    };

    QString name;
    QString runtimeName;
    QString framework;
    int numNodes = 0;
    int masterPort = 0;
    QDateTime created;
    QDateTime finished;
    bool cancelled = false;
    QString failure; ///< a job-level failure that is not a step's (e.g. a launch error)
    QList<Step> steps;
    QList<JobEvent> events;      ///< what happened, in order (submitted, started, exited, ...)
    nlohmann::ordered_json plan; ///< JobPlan::toJson() with secrets masked

    Step *step(const QString &stepName);
    const Step *step(const QString &stepName) const;
    bool hasLiveSteps() const;
    void addEvent(const QString &object,
                  const QString &reason,
                  const QString &message,
                  bool warning = false);

    nlohmann::ordered_json toJson() const;
    static Result<LocalJobState> fromJson(const nlohmann::ordered_json &j);
    Result<void> save(const QString &path) const;
    static Result<LocalJobState> load(const QString &path);
};

} // namespace TrainDeck::Local
