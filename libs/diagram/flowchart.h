// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/error.h"

#include <QHash>
#include <QList>
#include <QMetaType>
#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

/// The graph model of a Mermaid flowchart: what MermaidParser produces, GraphvizLayout lays
/// out, and the writers and the architecture view draw. Plain values, no I/O.
namespace TrainDeck::Diagram {
Q_NAMESPACE

/// Layout direction: TB (also written TD), BT, LR, RL.
enum class Direction { TopBottom, BottomTop, LeftRight, RightLeft };
Q_ENUM_NS(Direction)

/// Node shapes, named after the Mermaid syntax that produces them.
enum class NodeShape {
    Rect,             ///< A[text]
    Rounded,          ///< A(text)
    Stadium,          ///< A([text])
    Subroutine,       ///< A[[text]]
    Cylinder,         ///< A[(text)]
    Circle,           ///< A((text))
    DoubleCircle,     ///< A(((text)))
    Rhombus,          ///< A{text}
    Hexagon,          ///< A{{text}}
    Asymmetric,       ///< A>text]
    Parallelogram,    ///< A[/text/]
    ParallelogramAlt, ///< A[\text\]
    Trapezoid,        ///< A[/text\]
    TrapezoidAlt,     ///< A[\text/]
};
Q_ENUM_NS(NodeShape)

/// How an edge's line is drawn.
enum class EdgeStroke { Normal, Dotted, Thick, Invisible };
Q_ENUM_NS(EdgeStroke)

/// What sits at one end of an edge.
enum class ArrowHead { None, Arrow, Circle, Cross };
Q_ENUM_NS(ArrowHead)

/// The subset of CSS Mermaid's classDef/style/linkStyle carry that we draw. Empty: unset.
struct Style
{
    QString fill;
    QString stroke;
    QString color; ///< text colour
    QString strokeWidth;
    QString strokeDasharray;

    bool isEmpty() const;
    /// Properties set in `over` replace ours.
    Style mergedWith(const Style &over) const;
    /// `fill:#f9f,stroke:#333` in Mermaid's order.
    QString toMermaid() const;
    friend bool operator==(const Style &, const Style &) = default;
};

struct Node
{
    QString id;
    QString label; ///< display text; lines separated by '\n'
    NodeShape shape = NodeShape::Rect;
    QStringList classes;
    Style style;      ///< from `style id ...`
    QString subgraph; ///< innermost subgraph id, empty at top level
    int line = 0;     ///< where the node first appeared (1-based)
    int column = 0;
    friend bool operator==(const Node &, const Node &) = default;
};

struct Edge
{
    QString from;
    QString to;
    QString label;
    EdgeStroke stroke = EdgeStroke::Normal;
    ArrowHead tailHead = ArrowHead::None;  ///< at `from`
    ArrowHead headHead = ArrowHead::Arrow; ///< at `to`
    int length = 1; ///< extra dashes in Mermaid ask for a longer edge (minimum rank distance)
    Style style;    ///< from linkStyle
    int line = 0;
    int column = 0;
    friend bool operator==(const Edge &, const Edge &) = default;
};

struct Subgraph
{
    QString id;
    QString title;
    QString parent; ///< enclosing subgraph id, empty at top level
    std::optional<Direction> direction;
    QStringList nodes; ///< direct member node ids, in order of appearance
    int line = 0;
    int column = 0;
    friend bool operator==(const Subgraph &, const Subgraph &) = default;
};

/// A parsed flowchart. Nodes, edges and subgraphs keep the order in which they appeared, so
/// writing it back gives a stable text.
struct Flowchart
{
    Direction direction = Direction::TopBottom;
    QList<Node> nodes;
    QList<Edge> edges;
    QList<Subgraph> subgraphs; ///< parents before children
    QHash<QString, Style> classDefs;
    QStringList classDefOrder; ///< classDefs keys in order of definition
    std::optional<Style> defaultLinkStyle;
    QList<Error> warnings; ///< statements that were skipped or partly understood

    const Node *node(const QString &id) const;
    Node *node(const QString &id);
    const Subgraph *subgraph(const QString &id) const;
    int nodeIndex(const QString &id) const;
    /// The style a node is drawn with: classDef default, its classes in order, then its own
    /// `style` statement.
    Style effectiveStyle(const Node &node) const;
    /// Subgraph ids from the outermost to `id` itself.
    QStringList subgraphPath(const QString &id) const;

private:
    /// Lookup cache, rebuilt whenever it disagrees with `nodes` (callers edit nodes freely).
    mutable QHash<QString, int> m_nodeIndex;
};

QString directionToMermaid(Direction d);
std::optional<Direction> directionFromMermaid(const QString &word);

} // namespace TrainDeck::Diagram
