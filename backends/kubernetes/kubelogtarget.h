// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

#include <nlohmann/json.hpp>

#include <optional>

namespace TrainDeck::Kubernetes {

/// What the log supervisor needs to know about the pod of one step, as the worker last saw
/// it (KubeLogSupervisor::update).
struct PodLogTarget
{
    QString step; ///< dataset-initializer, model-initializer, node-0, ...
    QString nameSpace;
    QString pod;
    QString podUid;
    QString container;
    bool started = false;    ///< the container runs or has terminated: it has a log
    bool terminated = false; ///< the current container has terminated
    int restartCount = 0;
    std::optional<int> lastExitCode; ///< of the previous container, when it restarted

    /// The target of `container` in `pod` (a Pod object as the API serves it), from its
    /// metadata and status.containerStatuses. A container without a status yet has not
    /// started.
    static PodLogTarget
    fromPod(const nlohmann::ordered_json &pod, const QString &step, const QString &container);

    bool operator==(const PodLogTarget &) const = default;
};

} // namespace TrainDeck::Kubernetes
