// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/diagram/flowchart.h"

namespace TrainDeck::Diagram {

bool Style::isEmpty() const
{
    return fill.isEmpty() && stroke.isEmpty() && color.isEmpty() && strokeWidth.isEmpty()
           && strokeDasharray.isEmpty();
}

Style Style::mergedWith(const Style &over) const
{
    Style s = *this;
    if (!over.fill.isEmpty())
        s.fill = over.fill;
    if (!over.stroke.isEmpty())
        s.stroke = over.stroke;
    if (!over.color.isEmpty())
        s.color = over.color;
    if (!over.strokeWidth.isEmpty())
        s.strokeWidth = over.strokeWidth;
    if (!over.strokeDasharray.isEmpty())
        s.strokeDasharray = over.strokeDasharray;
    return s;
}

QString Style::toMermaid() const
{
    QStringList parts;
    if (!fill.isEmpty())
        parts << QStringLiteral("fill:") + fill;
    if (!stroke.isEmpty())
        parts << QStringLiteral("stroke:") + stroke;
    if (!strokeWidth.isEmpty())
        parts << QStringLiteral("stroke-width:") + strokeWidth;
    if (!strokeDasharray.isEmpty())
        parts << QStringLiteral("stroke-dasharray:") + strokeDasharray;
    if (!color.isEmpty())
        parts << QStringLiteral("color:") + color;
    return parts.join(QLatin1Char(','));
}

int Flowchart::nodeIndex(const QString &id) const
{
    auto it = m_nodeIndex.constFind(id);
    if (it != m_nodeIndex.cend() && *it < nodes.size() && nodes.at(*it).id == id)
        return *it;
    // A complete, consistent cache that lacks the id means the id is absent; anything else
    // means someone edited `nodes` since, so rebuild.
    if (it == m_nodeIndex.cend() && m_nodeIndex.size() == nodes.size())
        return -1;
    m_nodeIndex.clear();
    m_nodeIndex.reserve(nodes.size());
    for (int i = 0; i < nodes.size(); ++i)
        m_nodeIndex.insert(nodes.at(i).id, i);
    return m_nodeIndex.value(id, -1);
}

const Node *Flowchart::node(const QString &id) const
{
    const int i = nodeIndex(id);
    return i < 0 ? nullptr : &nodes.at(i);
}

Node *Flowchart::node(const QString &id)
{
    const int i = nodeIndex(id);
    return i < 0 ? nullptr : &nodes[i];
}

const Subgraph *Flowchart::subgraph(const QString &id) const
{
    for (const Subgraph &s : subgraphs) {
        if (s.id == id)
            return &s;
    }
    return nullptr;
}

Style Flowchart::effectiveStyle(const Node &n) const
{
    Style s = classDefs.value(QStringLiteral("default"));
    for (const QString &c : n.classes)
        s = s.mergedWith(classDefs.value(c));
    return s.mergedWith(n.style);
}

QStringList Flowchart::subgraphPath(const QString &id) const
{
    QStringList path;
    QString cur = id;
    // Bounded by the subgraph count so a malformed parent cycle cannot hang us.
    for (int guard = 0; !cur.isEmpty() && guard <= subgraphs.size(); ++guard) {
        const Subgraph *s = subgraph(cur);
        if (!s)
            break;
        path.prepend(cur);
        cur = s->parent;
    }
    return path;
}

QString directionToMermaid(Direction d)
{
    switch (d) {
    case Direction::TopBottom:
        return QStringLiteral("TB");
    case Direction::BottomTop:
        return QStringLiteral("BT");
    case Direction::LeftRight:
        return QStringLiteral("LR");
    case Direction::RightLeft:
        return QStringLiteral("RL");
    }
    return QStringLiteral("TB");
}

std::optional<Direction> directionFromMermaid(const QString &word)
{
    if (word == QLatin1String("TB") || word == QLatin1String("TD"))
        return Direction::TopBottom;
    if (word == QLatin1String("BT"))
        return Direction::BottomTop;
    if (word == QLatin1String("LR"))
        return Direction::LeftRight;
    if (word == QLatin1String("RL"))
        return Direction::RightLeft;
    return std::nullopt;
}

} // namespace TrainDeck::Diagram
