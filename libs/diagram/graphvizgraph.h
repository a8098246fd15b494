// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/diagram/diagramlayout.h"
#include "libs/diagram/flowchart.h"

#include <QByteArray>
#include <QMutex>

#include <vector>

struct Agraph_s;
struct Agnode_s;
struct Agedge_s;
struct GVC_s;

namespace TrainDeck::Diagram {

struct DiagramTheme;

namespace Internal {

/// A Flowchart as a Graphviz graph, shared by the layout and the Graphviz renderer.
///
/// Graphviz keeps global state (the error hook, the plugin context, cgraph's string pool),
/// so nothing in libgvc or libcgraph is thread-safe: every user holds mutex() for as long as
/// a graph exists, from build to destruction.
class GraphvizGraph final
{
public:
    enum class Mode {
        Layout, ///< geometry only: unclipped routes, no arrowheads, our own sizes if measured
        Render, ///< for Graphviz's own renderers: styled, clipped, with arrowheads and text
    };

    GraphvizGraph(const Flowchart &chart,
                  Mode mode,
                  const TextMeasure &measure,
                  const DiagramTheme &theme);
    ~GraphvizGraph();
    GraphvizGraph(const GraphvizGraph &) = delete;
    GraphvizGraph &operator=(const GraphvizGraph &) = delete;

    static QMutex &mutex();
    /// The process-wide context (plugins loaded once); call with mutex() held.
    static GVC_s *context();
    /// Messages Graphviz reported since the last call; call with mutex() held.
    static QString takeMessages();

    Agraph_s *graph() const { return m_graph; }
    /// Node of a Flowchart node id, or of a subgraph id (its representative node).
    Agnode_s *node(const QString &id) const;
    Agedge_s *edge(int index) const { return m_edges.at(size_t(index)); }
    const QHash<QString, Agraph_s *> &clusters() const { return m_clusters; }

private:
    void build(const Flowchart &chart, const TextMeasure &measure, const DiagramTheme &theme);

    Mode m_mode;
    Agraph_s *m_graph = nullptr;
    QHash<QString, Agnode_s *> m_nodes;
    QHash<QString, Agraph_s *> m_clusters;
    QHash<QString, Agnode_s *> m_clusterAnchors;
    std::vector<Agedge_s *> m_edges;
};

} // namespace Internal
} // namespace TrainDeck::Diagram
