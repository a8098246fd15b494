// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/stepinspection.h"
#include "core/support/result.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>

#include <functional>

namespace TrainDeck::Container {

/// Reads an engine's GET /containers/{id}/json answer (Docker, or Podman's compat API) into
/// a StepInspection. The answer is untrusted: wrong types are skipped, and what a view
/// shows is bounded (so many variables, mounts, ports and arguments, so long a value), with
/// StepInspection::truncated saying what was cut.
class ContainerInspection
{
    Q_DECLARE_TR_FUNCTIONS(ContainerInspection)
public:
    static constexpr int maxEntries = 1000;    ///< env variables, arguments
    static constexpr int maxSmallLists = 256;  ///< mounts, ports
    static constexpr int maxValueChars = 8192; ///< one value, one argument, one path

    /// `isSecret` says whether an env name's value must be masked.
    static Result<StepInspection> parse(const nlohmann::json &answer,
                                        const std::function<bool(const QString &)> &isSecret);
};

} // namespace TrainDeck::Container
