// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/pipeline/plugin.h"

#include <QCoreApplication>

namespace TrainDeck {

/// jax: JAX_NUM_PROCESSES, JAX_PROCESS_ID and JAX_COORDINATOR_ADDRESS per node.
class JaxPlugin final
    : public EnforceMLPolicyPlugin
    , public CustomValidationPlugin
{
    Q_DECLARE_TR_FUNCTIONS(JaxPlugin)
public:
    QString name() const override { return QStringLiteral("JAX"); }
    bool enforceMLPolicy(RuntimeInfo &info, const TrainJob &job) const override;
    void validate(const RuntimeInfo &info, const TrainJob &job, QList<Error> &out) const override;
    /// Env names this policy sets, which a TrainJob may not set itself.
    static QStringList reservedEnv();
};

} // namespace TrainDeck
