// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/diagram/diagramgenerator.h"

#include "libs/diagram/mermaidparser.h"
#include "libs/diagram/mermaidwriter.h"

#include <QFileInfo>

namespace TrainDeck::Diagram {

namespace {

QString q(const QString &label)
{
    return MermaidWriter::quoteLabel(label);
}

QString envValue(const PlanStep &s, const QString &name)
{
    for (const EnvVar &e : s.env) {
        if (e.name == name)
            return e.value;
    }
    return {};
}

QString collectiveName(MLPolicyKind p)
{
    switch (p) {
    case MLPolicyKind::Torch:
        return QStringLiteral("DDP");
    case MLPolicyKind::Mpi:
        return QStringLiteral("MPI");
    case MLPolicyKind::Jax:
        return QStringLiteral("jax.distributed");
    case MLPolicyKind::XGBoost:
        return QStringLiteral("Rabit");
    case MLPolicyKind::Flux:
        return QStringLiteral("Flux");
    case MLPolicyKind::Plain:
        break;
    }
    return QStringLiteral("rendezvous");
}

QString elide(const QString &s, int max)
{
    return s.size() <= max ? s : s.left(max / 2 - 1) + QStringLiteral("…") + s.right(max / 2 - 1);
}

} // namespace

QStringList DiagramGenerator::collapsedSteps(const JobPlan &plan, const Options &o)
{
    const QList<const PlanStep *> nodes = plan.nodeSteps();
    if (o.expandNodes || nodes.size() <= std::max(o.collapseAbove, 3))
        return {};
    QStringList out;
    for (int i = 2; i < nodes.size() - 1; ++i)
        out << nodes.at(i)->name;
    return out;
}

QString DiagramGenerator::mermaid(const JobPlan &plan, const Options &o)
{
    const QString ind = QStringLiteral("    ");
    QString out;
    QStringList edges;
    auto edge = [&](const QString &from, const QString &op, const QString &to) {
        edges << ind + from + QLatin1Char(' ') + op + QLatin1Char(' ') + to;
    };
    const bool containers
        = plan.backend == BackendKind::Docker || plan.backend == BackendKind::Podman;
    const bool kube = plan.backend == BackendKind::Kubernetes;
    const QString engineName
        = plan.backend == BackendKind::Podman ? tr("Podman engine") : tr("Docker Engine");

    out += QStringLiteral("flowchart LR\n");
    out += ind + QStringLiteral("client([%1])\n").arg(q(tr("TrainDeck")));

    const QList<const PlanStep *> inits = plan.initializerSteps();
    const QList<const PlanStep *> nodes = plan.nodeSteps();
    const QStringList hidden = collapsedSteps(plan, o);

    // What comes before the job: the engine, the scripts, or the controller.
    QString feed; // the node the job's first steps hang from
    if (containers) {
        out += ind + QStringLiteral("engine{{%1}}\n").arg(q(engineName));
        QStringList images;
        for (const PlanStep &s : plan.steps) {
            if (!s.image.isEmpty() && !images.contains(s.image))
                images << s.image;
        }
        out += ind + QStringLiteral("images[(%1)]\n").arg(q(tr("images") + QLatin1Char('\n') + [&] {
            QStringList e;
            for (const QString &i : std::as_const(images))
                e << elide(i, 64);
            return e.join(QLatin1Char('\n'));
        }()));
        const QString netName
            = plan.networks.isEmpty() ? tr("bridge") : plan.networks.constFirst().name;
        out += ind
               + QStringLiteral("network[/%1/]\n")
                     .arg(q(tr("network") + QLatin1Char('\n') + netName));
        edge(QStringLiteral("client"),
             QStringLiteral("-->|%1|").arg(q(tr("API"))),
             QStringLiteral("engine"));
        edge(QStringLiteral("engine"),
             QStringLiteral("-->|%1|").arg(q(tr("1. pull"))),
             QStringLiteral("images"));
        edge(QStringLiteral("engine"),
             QStringLiteral("-->|%1|").arg(q(tr("2. create"))),
             QStringLiteral("network"));
        feed = QStringLiteral("network");
    } else if (kube) {
        out += ind
               + QStringLiteral("trainjob[/%1/]\n")
                     .arg(q(tr("TrainJob") + QLatin1Char('\n') + plan.jobName));
        out += ind + QStringLiteral("subgraph controller [%1]\n").arg(q(tr("Trainer controller")));
        out += ind + ind + QStringLiteral("validation{%1}\n").arg(q(tr("validation")));
        out += ind + ind
               + QStringLiteral("mlpolicy[%1]\n")
                     .arg(q(tr("ML policy") + QLatin1Char('\n') + enumName(plan.policy)));
        out += ind + ind + QStringLiteral("build[[%1]]\n").arg(q(tr("build")));
        out += ind + ind
               + QStringLiteral("status([%1])\n")
                     .arg(q(tr("status") + QLatin1Char('\n') + tr("Created → Running →")
                            + QLatin1Char('\n') + tr("Complete | Failed")));
        out += ind + QStringLiteral("end\n");
        out += ind
               + QStringLiteral("jobset[[%1]]\n")
                     .arg(q(tr("JobSet") + QLatin1Char('\n') + plan.jobName));
        edge(QStringLiteral("client"),
             QStringLiteral("-->|%1|").arg(q(tr("1. submit"))),
             QStringLiteral("trainjob"));
        edge(QStringLiteral("trainjob"), QStringLiteral("-->"), QStringLiteral("validation"));
        edge(QStringLiteral("validation"), QStringLiteral("-->"), QStringLiteral("mlpolicy"));
        edge(QStringLiteral("mlpolicy"), QStringLiteral("-->"), QStringLiteral("build"));
        edge(QStringLiteral("build"), QStringLiteral("-->"), QStringLiteral("status"));
        edge(QStringLiteral("build"),
             QStringLiteral("-->|%1|").arg(q(tr("2. create"))),
             QStringLiteral("jobset"));
        // The client watches the status; drawn from the client so the chart has no cycle.
        edge(QStringLiteral("client"),
             QStringLiteral("-.->|%1|").arg(q(tr("3. watch"))),
             QStringLiteral("status"));
        feed = QStringLiteral("jobset");
    } else {
        QStringList files;
        for (const PlanFile &f : plan.files)
            files << QFileInfo(f.path).fileName();
        out += ind
               + QStringLiteral("script[%1]\n")
                     .arg(q(tr("scripts") + QLatin1Char('\n')
                            + elide(files.mid(0, 3).join(QStringLiteral(", ")), 40)));
        out += ind
               + QStringLiteral("venv[(%1)]\n")
                     .arg(q(tr("venv") + QLatin1Char('\n') + tr("python3 + packages")));
        edge(QStringLiteral("client"),
             QStringLiteral("-->|%1|").arg(q(tr("1. generate"))),
             QStringLiteral("script"));
        edge(QStringLiteral("script"),
             QStringLiteral("-->|%1|").arg(q(tr("2. create or reuse"))),
             QStringLiteral("venv"));
        feed = QStringLiteral("venv");
    }

    const QString kindWord = containers ? tr("container") : kube ? tr("pod") : tr("process");
    out += ind
           + QStringLiteral("subgraph job [%1]\n")
                 .arg(q(tr("TrainJob %1 · %2").arg(plan.jobName, plan.runtimeName)));
    const QString ind2 = ind + ind;
    const QString ind3 = ind2 + ind;
    if (!inits.isEmpty()) {
        out += ind2 + QStringLiteral("subgraph initializers [%1]\n").arg(q(tr("initializers")));
        for (const PlanStep *s : inits) {
            const QString uri = envValue(*s, QStringLiteral("STORAGE_URI"));
            out += ind3
                   + QStringLiteral("%1(%2)\n")
                         .arg(
                             s->name,
                             q(s->name
                               + (uri.isEmpty() ? QString() : QLatin1Char('\n') + elide(uri, 40))));
        }
        out += ind2 + QStringLiteral("end\n");
    }
    out += ind2 + QStringLiteral("workspace[(%1)]\n").arg(q(QStringLiteral("/workspace")));
    out += ind2
           + QStringLiteral("subgraph nodes [%1]\n")
                 .arg(q(tr("%1 × %2 · %3 per node")
                            .arg(plan.numNodes)
                            .arg(plan.framework.isEmpty() ? enumName(plan.policy) : plan.framework)
                            .arg(plan.numProcPerNode == 1
                                     ? tr("1 process")
                                     : tr("%1 processes").arg(plan.numProcPerNode))));
    QStringList shown;
    for (const PlanStep *s : nodes) {
        if (hidden.contains(s->name)) {
            if (s->name == hidden.constFirst()) {
                out += ind3
                       + QStringLiteral("%1[[%2]]\n")
                             .arg(summaryNodeId(),
                                  q(tr("%1 … %2").arg(hidden.constFirst(), hidden.constLast())
                                    + QLatin1Char('\n')
                                    + tr("%n more node(s)", nullptr, int(hidden.size()))));
                shown << summaryNodeId();
            }
            continue;
        }
        const QString role
            = s->rank == 0 && nodes.size() > 1 ? tr("rank 0 · master") : tr("rank %1").arg(s->rank);
        out += ind3
               + QStringLiteral("%1(%2)\n").arg(s->name, q(s->name + QLatin1Char('\n') + role));
        shown << s->name;
    }
    out += ind2 + QStringLiteral("end\n");
    out += ind + QStringLiteral("end\n");
    out += ind
           + QStringLiteral("logs>%1]\n")
                 .arg(q(tr("logs") + QLatin1Char('\n') + tr("one pane per step")));
    if (!kube)
        out += ind
               + QStringLiteral("cleanup[%1]\n")
                     .arg(q(tr("cleanup") + QLatin1Char('\n')
                            + (containers ? tr("remove containers + network")
                                          : tr("stop processes"))));

    // Dependencies: initializers fill the shared workspace, which every node reads.
    if (inits.isEmpty()) {
        edge(feed, QStringLiteral("-->"), QStringLiteral("workspace"));
    } else {
        for (const PlanStep *s : inits) {
            edge(feed, QStringLiteral("-->"), s->name);
            edge(s->name,
                 QStringLiteral("-->|%1|").arg(
                     q(s->kind == StepKind::DatasetInitializer ? tr("dataset") : tr("model"))),
                 QStringLiteral("workspace"));
        }
    }
    edge(QStringLiteral("workspace"),
         QStringLiteral("-->|%1|").arg(q(tr("mounted in each %1").arg(kindWord))),
         QStringLiteral("nodes"));
    if (shown.size() > 1) {
        const QString link = q(collectiveName(plan.policy));
        for (int i = 1; i < shown.size(); ++i)
            edge(shown.constFirst(), QStringLiteral("<-->|%1|").arg(link), shown.at(i));
    }
    edge(QStringLiteral("nodes"),
         QStringLiteral("-.->|%1|").arg(q(kube ? tr("4. logs") : tr("3. logs"))),
         QStringLiteral("logs"));
    if (containers)
        edge(QStringLiteral("engine"),
             QStringLiteral("-.->|%1|").arg(q(tr("4. cleanup"))),
             QStringLiteral("cleanup"));
    else if (!kube)
        edge(QStringLiteral("client"),
             QStringLiteral("-.->|%1|").arg(q(tr("4. cleanup"))),
             QStringLiteral("cleanup"));

    out += edges.join(QLatin1Char('\n')) + QLatin1Char('\n');
    // Classes let the view and the exports tell infrastructure from steps.
    out += ind + QStringLiteral("classDef infra fill:#f8fafc,stroke:#94a3b8,color:#334155\n");
    QStringList infra = {QStringLiteral("client"), QStringLiteral("logs")};
    if (containers)
        infra << QStringLiteral("engine") << QStringLiteral("images") << QStringLiteral("network")
              << QStringLiteral("cleanup");
    else if (kube)
        infra << QStringLiteral("trainjob") << QStringLiteral("jobset");
    else
        infra << QStringLiteral("script") << QStringLiteral("venv") << QStringLiteral("cleanup");
    out += ind + QStringLiteral("class %1 infra\n").arg(infra.join(QLatin1Char(',')));
    return out;
}

Result<Flowchart> DiagramGenerator::flowchart(const JobPlan &plan, const Options &options)
{
    return MermaidParser::parse(mermaid(plan, options));
}

} // namespace TrainDeck::Diagram
