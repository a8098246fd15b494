// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/runtime.h"
#include "core/domain/trainjob.h"
#include "core/pipeline/plancontext.h"

namespace TrainDeck {

/// The mutable state plugins build up between the runtime and the plan, like the
/// controller's runtime.Info: the ML-policy plugins fill in node counts and env, the
/// initializer plugin the initializer steps, the component builder turns it into a JobPlan.
struct RuntimeInfo
{
    const Runtime *runtime = nullptr;
    PlanContext context;
    QString jobName;

    int numNodes = 1;
    int numProcPerNode = 1;
    QString masterAddress;
    int masterPort = 0;
    /// Env for every node, then per-rank env (index = rank), then the trainer's own env.
    EnvList nodeEnv;
    QList<EnvList> rankEnv;
    /// The node image and argv once policy and trainer have been applied.
    QString nodeImage;
    QStringList nodeCommand;
    QStringList nodeArgs;
    ResourceMap nodeResources;
    QList<int> nodePorts;
    /// Files the nodes need (hostfiles, generated scripts).
    QList<QPair<QString, QByteArray>> files;
    bool gangStart = false;
    QStringList warnings;
};

} // namespace TrainDeck
