// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/pipeline/jobplan.h"
#include "core/pipeline/runtimeinfo.h"
#include "core/support/result.h"

#include <QDateTime>
#include <QList>

namespace TrainDeck {

/// The extension points of the Trainer Pipeline Framework, run by Pipeline in the
/// framework's order:
///
/// | phase         | extension point        | what it does here                          |
/// |---------------|------------------------|--------------------------------------------|
/// | PreExecution  | CustomValidation       | names, URIs, env, node counts, resources   |
/// | Build         | EnforceMLPolicy        | node count, PET_* / JAX_* / DMLC_* / OMPI  |
/// | Build         | EnforcePodGroupPolicy  | all-or-nothing start of the nodes          |
/// | Build         | ComponentBuilder       | initializers, then the backend's steps     |
/// | PostExecution | TrainJobStatus         | job status from step states                |
class Plugin
{
public:
    virtual ~Plugin() = default;
    virtual QString name() const = 0;
};

class CustomValidationPlugin : public virtual Plugin
{
public:
    /// Appends one Error (kind Validation, with field path) per problem found.
    virtual void
    validate(const RuntimeInfo &info, const TrainJob &job, QList<Error> &out) const = 0;
};

class EnforceMLPolicyPlugin : public virtual Plugin
{
public:
    /// Returns true when this plugin handled the runtime's policy.
    virtual bool enforceMLPolicy(RuntimeInfo &info, const TrainJob &job) const = 0;
};

class EnforcePodGroupPolicyPlugin : public virtual Plugin
{
public:
    virtual void enforcePodGroupPolicy(RuntimeInfo &info, const TrainJob &job) const = 0;
};

class ComponentBuilderPlugin : public virtual Plugin
{
public:
    /// Whether this builder contributes to plans for `backend`.
    virtual bool appliesTo(BackendKind backend) const = 0;
    virtual Result<void>
    build(const RuntimeInfo &info, const TrainJob &job, JobPlan &plan) const = 0;
};

/// What a backend observed of one step; input to the status plugin.
struct StepObservation
{
    QString name;
    StepKind kind = StepKind::Node;
    StepState state = StepState::Unknown;
    std::optional<int> exitCode;
    QString message;
    QDateTime finishedAt; ///< orders failures: the first one is the cause
};

struct JobStatusReport
{
    JobStatus status = JobStatus::Unknown;
    QString reason;  ///< e.g. StepFailed, Cancelled, AllStepsSucceeded
    QString message; ///< for a person: which step failed with which exit code
};

class TrainJobStatusPlugin : public virtual Plugin
{
public:
    virtual JobStatusReport
    status(const QList<StepObservation> &steps, bool suspended, bool cancelled) const = 0;
};

} // namespace TrainDeck
