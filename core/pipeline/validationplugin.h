// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/pipeline/plugin.h"

#include <QCoreApplication>

namespace TrainDeck {

/// PreExecution checks every backend shares: names, runtime and trainer compatibility,
/// storage URIs, env names, resources, packages, the script, and what a backend cannot do.
class ValidationPlugin final : public CustomValidationPlugin
{
    Q_DECLARE_TR_FUNCTIONS(ValidationPlugin)
public:
    QString name() const override { return QStringLiteral("Validation"); }
    void validate(const RuntimeInfo &info, const TrainJob &job, QList<Error> &out) const override;

    /// A Kubernetes quantity such as 2, 500m, 1.5, 4Gi or 10G.
    static bool isQuantity(const QString &q);
    /// How messages name a field of kubernetesOnlyFields(), e.g. "The namespace
    /// (metadata.namespace)".
    static QString kubernetesOnlyOptionName(const QString &field);
};

} // namespace TrainDeck
