// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/stepinspection.h"
#include "core/support/result.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>

#include <functional>

namespace TrainDeck::Kubernetes {

/// Reads a Pod (GET /api/v1/namespaces/{ns}/pods/{name}) into a StepInspection of one of its
/// containers: image, command and args, env (a value from a Secret or ConfigMap shown as
/// where it comes from), volumeMounts with the volume each mounts, ports, and from
/// status.containerStatuses the state, exit code, restart count and times. The pod is
/// untrusted: wrong types are skipped and lists and values bounded as for containers.
class KubePodInspection
{
    Q_DECLARE_TR_FUNCTIONS(KubePodInspection)
public:
    static constexpr int maxEntries = 1000;
    static constexpr int maxSmallLists = 256;
    static constexpr int maxValueChars = 8192;

    /// `container`: the step's container in the pod (node, dataset-initializer, ...); the
    /// pod's first container when none has that name.
    static Result<StepInspection> parse(const nlohmann::ordered_json &pod,
                                        const QString &container,
                                        const std::function<bool(const QString &)> &isSecret);
};

} // namespace TrainDeck::Kubernetes
