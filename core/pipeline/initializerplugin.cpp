// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/pipeline/initializerplugin.h"

namespace TrainDeck {

Result<void>
InitializerPlugin::build(const RuntimeInfo &info, const TrainJob &job, JobPlan &plan) const
{
    auto add = [&](StepKind kind,
                   const EnvList &typedEnv,
                   const QString &imageOverride,
                   const QString &subdir) {
        PlanStep st;
        st.kind = kind;
        st.name = stepName(kind);
        st.env = typedEnv;
        setEnv(st.env, QStringLiteral("OUTPUT_PATH"), QStringLiteral("/workspace/") + subdir);
        st.image = imageOverride;
        if (st.image.isEmpty() && info.runtime) {
            if (const ReplicatedJob *rj = info.runtime->replicatedJob(st.name))
                st.image = rj->image;
        }
        st.timeoutSeconds = info.context.initializerTimeoutSeconds;
        plan.steps.append(st);
    };
    if (job.dataset.isSet())
        add(StepKind::DatasetInitializer,
            initializerEnv(job.dataset),
            job.dataset.image,
            QStringLiteral("dataset"));
    if (job.model.isSet())
        add(StepKind::ModelInitializer,
            initializerEnv(job.model),
            job.model.image,
            QStringLiteral("model"));
    return {};
}

} // namespace TrainDeck
