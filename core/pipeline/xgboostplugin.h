// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/pipeline/plugin.h"

#include <QCoreApplication>

namespace TrainDeck {

/// xgboost: the Rabit tracker env DMLC_TRACKER_URI, DMLC_TRACKER_PORT, DMLC_TASK_ID and
/// DMLC_NUM_WORKER (workers = nodes x GPUs per node, or nodes without GPUs).
class XGBoostPlugin final
    : public EnforceMLPolicyPlugin
    , public CustomValidationPlugin
{
    Q_DECLARE_TR_FUNCTIONS(XGBoostPlugin)
public:
    QString name() const override { return QStringLiteral("XGBoost"); }
    bool enforceMLPolicy(RuntimeInfo &info, const TrainJob &job) const override;
    void validate(const RuntimeInfo &info, const TrainJob &job, QList<Error> &out) const override;
    /// Env names this policy sets, which a TrainJob may not set itself.
    static QStringList reservedEnv();
};

} // namespace TrainDeck
