// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/pipeline/plugin.h"

#include <QCoreApplication>

namespace TrainDeck {

/// mpi (deepspeed, mlx): a hostfile with one line per node and the OpenMPI env; the launcher
/// counts as node 0 when runLauncherAsNode.
class MpiPlugin final
    : public EnforceMLPolicyPlugin
    , public CustomValidationPlugin
{
    Q_DECLARE_TR_FUNCTIONS(MpiPlugin)
public:
    QString name() const override { return QStringLiteral("MPI"); }
    bool enforceMLPolicy(RuntimeInfo &info, const TrainJob &job) const override;
    void validate(const RuntimeInfo &info, const TrainJob &job, QList<Error> &out) const override;
    /// Env names this policy sets, which a TrainJob may not set itself.
    static QStringList reservedEnv();
};

} // namespace TrainDeck
