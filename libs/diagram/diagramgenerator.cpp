// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/diagram/diagramgenerator.h"

#include "libs/diagram/mermaidwriter.h"

#include <QFileInfo>

namespace TrainDeck::Diagram {

namespace {

/// Builds a Flowchart in the order a Mermaid text would declare it: nodes join the innermost
/// open subgraph, and subgraphs list parents before children, as MermaidParser does.
class ChartBuilder
{
public:
    ChartBuilder() { m_chart.direction = Direction::LeftRight; }

    void node(const QString &id, const QString &label, NodeShape shape = NodeShape::Rect)
    {
        Node n;
        n.id = id;
        n.label = label;
        n.shape = shape;
        if (!m_open.isEmpty()) {
            n.subgraph = m_open.constLast();
            subgraph(n.subgraph).nodes << id;
        }
        m_chart.nodes << n;
    }
    void edge(const QString &from,
              const QString &to,
              const QString &label = {},
              EdgeStroke stroke = EdgeStroke::Normal,
              ArrowHead tail = ArrowHead::None)
    {
        Edge e;
        e.from = from;
        e.to = to;
        e.label = label;
        e.stroke = stroke;
        e.tailHead = tail;
        m_chart.edges << e;
    }
    void beginSubgraph(const QString &id, const QString &title)
    {
        Subgraph s;
        s.id = id;
        s.title = title;
        s.parent = m_open.isEmpty() ? QString() : m_open.constLast();
        m_chart.subgraphs << s;
        m_open << id;
    }
    void endSubgraph() { m_open.removeLast(); }
    void classDef(const QString &name, const Style &style, const QStringList &members)
    {
        m_chart.classDefs.insert(name, style);
        m_chart.classDefOrder << name;
        for (const QString &id : members) {
            if (Node *n = m_chart.node(id))
                n->classes << name;
        }
    }
    Flowchart take() { return std::move(m_chart); }

private:
    Subgraph &subgraph(const QString &id)
    {
        for (Subgraph &s : m_chart.subgraphs) {
            if (s.id == id)
                return s;
        }
        Q_UNREACHABLE();
    }

    Flowchart m_chart;
    QStringList m_open;
};

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

QString DiagramGenerator::mermaid(const JobPlan &plan, const Options &options)
{
    return MermaidWriter::write(buildChart(plan, options));
}

Result<Flowchart> DiagramGenerator::flowchart(const JobPlan &plan, const Options &options)
{
    Flowchart chart = buildChart(plan, options);
    // The chart is built, not parsed, so nothing checked its edges: an edge to an unknown id
    // would be a generator bug that the layout would only report as a missing node.
    for (const Edge &e : std::as_const(chart.edges)) {
        for (const QString &id : {e.from, e.to}) {
            if (!chart.node(id) && !chart.subgraph(id))
                return Error::make(Error::Kind::Parse,
                                   tr("the generated chart has an edge to '%1', which is neither "
                                      "a node nor a subgraph")
                                       .arg(id));
        }
    }
    return chart;
}

Flowchart DiagramGenerator::buildChart(const JobPlan &plan, const Options &o)
{
    ChartBuilder b;
    const bool containers
        = plan.backend == BackendKind::Docker || plan.backend == BackendKind::Podman;
    const bool kube = plan.backend == BackendKind::Kubernetes;
    const QString engineName
        = plan.backend == BackendKind::Podman ? tr("Podman engine") : tr("Docker Engine");
    const QString nl(QLatin1Char('\n'));

    b.node(QStringLiteral("client"), tr("TrainDeck"), NodeShape::Stadium);

    const QList<const PlanStep *> inits = plan.initializerSteps();
    const QList<const PlanStep *> nodes = plan.nodeSteps();
    const QStringList hidden = collapsedSteps(plan, o);

    // What comes before the job: the engine, the scripts, or the controller.
    QString feed; // the node the job's first steps hang from
    if (containers) {
        b.node(QStringLiteral("engine"), engineName, NodeShape::Hexagon);
        QStringList images;
        for (const PlanStep &s : plan.steps) {
            if (!s.image.isEmpty() && !images.contains(s.image))
                images << s.image;
        }
        QStringList elided;
        for (const QString &i : std::as_const(images))
            elided << elide(i, 64);
        b.node(QStringLiteral("images"),
               tr("images") + nl + elided.join(QLatin1Char('\n')),
               NodeShape::Cylinder);
        const QString netName
            = plan.networks.isEmpty() ? tr("bridge") : plan.networks.constFirst().name;
        b.node(QStringLiteral("network"), tr("network") + nl + netName, NodeShape::Parallelogram);
        b.edge(QStringLiteral("client"), QStringLiteral("engine"), tr("API"));
        b.edge(QStringLiteral("engine"), QStringLiteral("images"), tr("1. pull"));
        b.edge(QStringLiteral("engine"), QStringLiteral("network"), tr("2. create"));
        feed = QStringLiteral("network");
    } else if (kube) {
        b.node(QStringLiteral("trainjob"),
               tr("TrainJob") + nl + plan.jobName,
               NodeShape::Parallelogram);
        b.beginSubgraph(QStringLiteral("controller"), tr("Trainer controller"));
        b.node(QStringLiteral("validation"), tr("validation"), NodeShape::Rhombus);
        b.node(QStringLiteral("mlpolicy"), tr("ML policy") + nl + enumName(plan.policy));
        b.node(QStringLiteral("build"), tr("build"), NodeShape::Subroutine);
        b.node(QStringLiteral("status"),
               tr("status") + nl + tr("Created → Running →") + nl + tr("Complete | Failed"),
               NodeShape::Stadium);
        b.endSubgraph();
        b.node(QStringLiteral("jobset"), tr("JobSet") + nl + plan.jobName, NodeShape::Subroutine);
        b.edge(QStringLiteral("client"), QStringLiteral("trainjob"), tr("1. submit"));
        b.edge(QStringLiteral("trainjob"), QStringLiteral("validation"));
        b.edge(QStringLiteral("validation"), QStringLiteral("mlpolicy"));
        b.edge(QStringLiteral("mlpolicy"), QStringLiteral("build"));
        b.edge(QStringLiteral("build"), QStringLiteral("status"));
        b.edge(QStringLiteral("build"), QStringLiteral("jobset"), tr("2. create"));
        // The client watches the status; drawn from the client so the chart has no cycle.
        b.edge(
            QStringLiteral("client"), QStringLiteral("status"), tr("3. watch"), EdgeStroke::Dotted);
        feed = QStringLiteral("jobset");
    } else {
        QStringList files;
        for (const PlanFile &f : plan.files)
            files << QFileInfo(f.path).fileName();
        b.node(QStringLiteral("script"),
               tr("scripts") + nl + elide(files.mid(0, 3).join(QStringLiteral(", ")), 40));
        b.node(QStringLiteral("venv"),
               tr("venv") + nl + tr("python3 + packages"),
               NodeShape::Cylinder);
        b.edge(QStringLiteral("client"), QStringLiteral("script"), tr("1. generate"));
        b.edge(QStringLiteral("script"), QStringLiteral("venv"), tr("2. create or reuse"));
        feed = QStringLiteral("venv");
    }

    const QString kindWord = containers ? tr("container") : kube ? tr("pod") : tr("process");
    b.beginSubgraph(QStringLiteral("job"),
                    tr("TrainJob %1 · %2").arg(plan.jobName, plan.runtimeName));
    if (!inits.isEmpty()) {
        b.beginSubgraph(QStringLiteral("initializers"), tr("initializers"));
        for (const PlanStep *s : inits) {
            const QString uri = envValue(*s, QStringLiteral("STORAGE_URI"));
            b.node(s->name,
                   s->name + (uri.isEmpty() ? QString() : nl + elide(uri, 40)),
                   NodeShape::Rounded);
        }
        b.endSubgraph();
    }
    b.node(QStringLiteral("workspace"), QStringLiteral("/workspace"), NodeShape::Cylinder);
    b.beginSubgraph(QStringLiteral("nodes"),
                    tr("%1 × %2 · %3 per node")
                        .arg(plan.numNodes)
                        .arg(plan.framework.isEmpty() ? enumName(plan.policy) : plan.framework)
                        .arg(tr("%n process(es)", nullptr, plan.numProcPerNode)));
    QStringList shown;
    for (const PlanStep *s : nodes) {
        if (hidden.contains(s->name)) {
            if (s->name == hidden.constFirst()) {
                b.node(summaryNodeId(),
                       tr("%1 … %2").arg(hidden.constFirst(), hidden.constLast()) + nl
                           + tr("%n more node(s)", nullptr, int(hidden.size())),
                       NodeShape::Subroutine);
                shown << summaryNodeId();
            }
            continue;
        }
        const QString role
            = s->rank == 0 && nodes.size() > 1 ? tr("rank 0 · master") : tr("rank %1").arg(s->rank);
        b.node(s->name, s->name + nl + role, NodeShape::Rounded);
        shown << s->name;
    }
    b.endSubgraph();
    b.endSubgraph();
    b.node(
        QStringLiteral("logs"), tr("logs") + nl + tr("one pane per step"), NodeShape::Asymmetric);
    if (!kube)
        b.node(QStringLiteral("cleanup"),
               tr("cleanup") + nl
                   + (containers ? tr("remove containers + network") : tr("stop processes")));

    // Dependencies: initializers fill the shared workspace, which every node reads.
    if (inits.isEmpty()) {
        b.edge(feed, QStringLiteral("workspace"));
    } else {
        for (const PlanStep *s : inits) {
            b.edge(feed, s->name);
            b.edge(s->name,
                   QStringLiteral("workspace"),
                   s->kind == StepKind::DatasetInitializer ? tr("dataset") : tr("model"));
        }
    }
    b.edge(QStringLiteral("workspace"),
           QStringLiteral("nodes"),
           tr("mounted in each %1").arg(kindWord));
    if (shown.size() > 1) {
        const QString link = collectiveName(plan.policy);
        for (int i = 1; i < shown.size(); ++i)
            b.edge(shown.constFirst(), shown.at(i), link, EdgeStroke::Normal, ArrowHead::Arrow);
    }
    b.edge(QStringLiteral("nodes"),
           QStringLiteral("logs"),
           kube ? tr("4. logs") : tr("3. logs"),
           EdgeStroke::Dotted);
    if (containers)
        b.edge(QStringLiteral("engine"),
               QStringLiteral("cleanup"),
               tr("4. cleanup"),
               EdgeStroke::Dotted);
    else if (!kube)
        b.edge(QStringLiteral("client"),
               QStringLiteral("cleanup"),
               tr("4. cleanup"),
               EdgeStroke::Dotted);

    // Classes let the view and the exports tell infrastructure from steps.
    QStringList infra = {QStringLiteral("client"), QStringLiteral("logs")};
    if (containers)
        infra << QStringLiteral("engine") << QStringLiteral("images") << QStringLiteral("network")
              << QStringLiteral("cleanup");
    else if (kube)
        infra << QStringLiteral("trainjob") << QStringLiteral("jobset");
    else
        infra << QStringLiteral("script") << QStringLiteral("venv") << QStringLiteral("cleanup");
    b.classDef(QStringLiteral("infra"),
               Style{QStringLiteral("#f8fafc"),
                     QStringLiteral("#94a3b8"),
                     QStringLiteral("#334155"),
                     {},
                     {}},
               infra);
    return b.take();
}

} // namespace TrainDeck::Diagram
