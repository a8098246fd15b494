// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/pipeline/jobplan.h"

#include <QObject>

#include <nlohmann/json.hpp>

#include <optional>

namespace TrainDeck::Container {

/// Translates a plan into what the Engine API is sent: the create body of a step's
/// container, the body of the job network, and what the pull policy asks of each image.
/// Pure: no engine, no files, no clock, so every field is checked without an engine
/// (tests/backends/container/tst_containerspec.cpp). docs/container.md lists the fields.
class ContainerSpec final
{
    Q_GADGET

public:
    using Json = nlohmann::json;

    /// What to do about one image before the containers are created.
    enum class ImageAction {
        Use,    ///< on the engine already and the policy allows it
        Pull,   ///< pull it (Always, or IfNotPresent and missing)
        Refuse, ///< missing and the policy is Never: the submission fails
    };
    Q_ENUM(ImageAction)

    /// POST /containers/create body of `step`: image, env (references left out), labels
    /// with the network id and the managed-by mark, command as Entrypoint and args as Cmd
    /// (Kubernetes semantics), working dir, hostname, the plan's volumes as binds,
    /// resources as NanoCpus / Memory / DeviceRequests, and the job network with the
    /// step's object name as alias.
    static Json createBody(const JobPlan &plan,
                           const PlanStep &step,
                           const QString &networkId,
                           const QString &progressGateway = {});
    /// POST /networks/create body of the job network, marked as TrainDeck's.
    static Json networkBody(const PlanNetwork &network);
    /// The plan's images, each once, in step order.
    static QStringList images(const JobPlan &plan);
    /// True when the policy pulls without asking the engine first (Always).
    static bool pullsAlways(const QString &pullPolicy);
    /// The policy's answer for an image that is (`present`) or is not on the engine.
    static ImageAction imageAction(const QString &pullPolicy, bool present);
    /// Kubernetes quantities in the engine's units ("500m" cpu -> 0.5, "1Gi" -> 1073741824).
    static std::optional<double> quantity(const QString &q);
};

} // namespace TrainDeck::Container
