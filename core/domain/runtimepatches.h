// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <nlohmann/json.hpp>

namespace TrainDeck {

/// TrainJob.spec.runtimePatches: the list of patches (each owned by a `manager`) that the
/// controller applies to the runtime's JobSet template for one job, on Kubernetes only. The
/// node selector, tolerations, volumes and the like of a job's pods are set here. TrainDeck
/// keeps the list as JSON and checks it against the shape the TrainJob CRD accepts, so that a
/// mistake is reported with its path before the API server refuses the whole job.
class RuntimePatches
{
    Q_DECLARE_TR_FUNCTIONS(RuntimePatches)
public:
    /// The CRD's limits.
    static constexpr int MaxPatches = 16;
    static constexpr int MaxManagerLength = 253;

    struct Problem
    {
        QString path; ///< from the TrainJob's root, e.g. spec.runtimePatches[1].manager
        QString message;
    };

    /// Every way `patches` (the value of spec.runtimePatches; null counts as absent) breaks
    /// the CRD's schema: a list of at most 16 objects, each with a unique non-empty `manager`,
    /// an optional `time` and an optional `trainingRuntimeSpec.template` patching the JobSet's
    /// metadata and, per replicated job, the pod template with only the fields the CRD lists.
    static QList<Problem> check(const nlohmann::ordered_json &patches);

    /// The replicated job of the bundled runtimes that runs the training nodes.
    static inline const QString NodeJob = QStringLiteral("node");
    /// A patch by `manager` that puts the pods of replicated job `job` on nodes with the
    /// label key=value.
    static nlohmann::ordered_json nodeSelectorPatch(const QString &manager,
                                                    const QString &job,
                                                    const QString &key,
                                                    const QString &value);
    /// A patch by `manager` that lets the pods of replicated job `job` run on nodes tainted
    /// key=value:effect (any value of `key` when `value` is empty).
    static nlohmann::ordered_json tolerationPatch(const QString &manager,
                                                  const QString &job,
                                                  const QString &key,
                                                  const QString &value,
                                                  const QString &effect);
};

} // namespace TrainDeck
