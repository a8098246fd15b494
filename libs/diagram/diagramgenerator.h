// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/pipeline/jobplan.h"
#include "core/support/result.h"
#include "libs/diagram/flowchart.h"

#include <QCoreApplication>

namespace TrainDeck::Diagram {

/// Draws what a backend will really create for a job, as a Flowchart built from its JobPlan
/// (mermaid() writes that chart as Mermaid text for export).
///
/// Node ids that stand for steps are the step names (`dataset-initializer`,
/// `model-initializer`, `node-0` ...), so live step states map onto the chart by name. Fixed
/// ids: `client`, `engine`, `images`, `network`, `script`, `venv`, `workspace`, `logs`,
/// `cleanup`, `trainjob`, `validation`, `mlpolicy`, `build`, `status`, `jobset`; subgraphs
/// `job`, `initializers`, `nodes`, `controller`.
///
/// | backend            | chain                                                            |
/// |--------------------|------------------------------------------------------------------|
/// | Docker, Podman     | client → engine → images, network → initializers → workspace →   |
/// |                    | nodes (rank 0 linked to every rank) → logs; engine ⇢ cleanup      |
/// | Local              | client → scripts → venv → initializers → workspace → node         |
/// |                    | processes → logs; client ⇢ cleanup                                |
/// | Kubernetes         | client → TrainJob → controller (validation → ML policy → build → |
/// |                    | status) → JobSet → initializer pods → node pods → logs            |
///
/// Jobs with more than `collapseAbove` nodes show node-0, node-1, a summary node
/// (summaryNodeId()) standing for the middle ranks, and the last rank, unless `expandNodes`.
class DiagramGenerator final
{
    Q_DECLARE_TR_FUNCTIONS(DiagramGenerator)
public:
    struct Options
    {
        int collapseAbove = 8;
        bool expandNodes = false;
    };

    static QString mermaid(const JobPlan &plan, const Options &options);
    static QString mermaid(const JobPlan &plan) { return mermaid(plan, Options{}); }
    /// The chart; fails only if the generator drew an edge to an id it never declared (a bug).
    static Result<Flowchart> flowchart(const JobPlan &plan, const Options &options);
    static Result<Flowchart> flowchart(const JobPlan &plan) { return flowchart(plan, Options{}); }

    static QString summaryNodeId() { return QStringLiteral("nodes-summary"); }
    /// Step names the summary node stands for (empty when nothing is collapsed).
    static QStringList collapsedSteps(const JobPlan &plan, const Options &options);

private:
    static Flowchart buildChart(const JobPlan &plan, const Options &options);
};

} // namespace TrainDeck::Diagram
