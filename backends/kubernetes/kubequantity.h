// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

#include <optional>

namespace TrainDeck::Kubernetes {

/// A Kubernetes resource quantity (apimachinery's resource.Quantity) read as a number:
/// "250m" cores, "12345678n" (metrics-server's CPU), "1.5", "64Mi", "1G", "1e3". Pure.
class KubeQuantity
{
public:
    /// The value in base units (cores, bytes); nullopt for anything that is not a quantity.
    static std::optional<double> parse(const QString &quantity);
};

} // namespace TrainDeck::Kubernetes
