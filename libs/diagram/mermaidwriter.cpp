// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/diagram/mermaidwriter.h"

#include "libs/diagram/mermaidparser.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <vector>

namespace TrainDeck::Diagram {

namespace {

QPair<QLatin1String, QLatin1String> delimiters(NodeShape shape)
{
    switch (shape) {
    case NodeShape::Rect:
        return {QLatin1String("["), QLatin1String("]")};
    case NodeShape::Rounded:
        return {QLatin1String("("), QLatin1String(")")};
    case NodeShape::Stadium:
        return {QLatin1String("(["), QLatin1String("])")};
    case NodeShape::Subroutine:
        return {QLatin1String("[["), QLatin1String("]]")};
    case NodeShape::Cylinder:
        return {QLatin1String("[("), QLatin1String(")]")};
    case NodeShape::Circle:
        return {QLatin1String("(("), QLatin1String("))")};
    case NodeShape::DoubleCircle:
        return {QLatin1String("((("), QLatin1String(")))")};
    case NodeShape::Rhombus:
        return {QLatin1String("{"), QLatin1String("}")};
    case NodeShape::Hexagon:
        return {QLatin1String("{{"), QLatin1String("}}")};
    case NodeShape::Asymmetric:
        return {QLatin1String(">"), QLatin1String("]")};
    case NodeShape::Parallelogram:
        return {QLatin1String("[/"), QLatin1String("/]")};
    case NodeShape::ParallelogramAlt:
        return {QLatin1String("[\\"), QLatin1String("\\]")};
    case NodeShape::Trapezoid:
        return {QLatin1String("[/"), QLatin1String("\\]")};
    case NodeShape::TrapezoidAlt:
        return {QLatin1String("[\\"), QLatin1String("/]")};
    }
    return {QLatin1String("["), QLatin1String("]")};
}

QString headText(ArrowHead h, bool atTail)
{
    switch (h) {
    case ArrowHead::None:
        return {};
    case ArrowHead::Arrow:
        return atTail ? QStringLiteral("<") : QStringLiteral(">");
    case ArrowHead::Circle:
        return QStringLiteral("o");
    case ArrowHead::Cross:
        return QStringLiteral("x");
    }
    return {};
}

bool isPlainId(const QString &id)
{
    static const QRegularExpression plain(QStringLiteral("^[\\w]+(-[\\w]+)*$"),
                                          QRegularExpression::UseUnicodePropertiesOption);
    return plain.match(id).hasMatch() && id != QLatin1String("end")
           && id != QLatin1String("subgraph");
}

/// Nodes and subgraphs, nested. Iterative with an explicit stack and an index of children,
/// not one call per level over every subgraph: a chart of 100,000 nested subgraphs crashed
/// the recursive version (SIGSEGV) and took quadratic time. The parser bounds the depth
/// now, but a Flowchart can be built in code, so the writer stands on its own: indentation
/// stops growing past the parser's depth (or the text would grow with the square of the
/// depth), and a parent cycle (a subgraph inside itself) is written once, not forever.
void writeNodes(const Flowchart &chart, QString &out)
{
    QHash<QString, QList<int>> nodesOf;
    for (int i = 0; i < chart.nodes.size(); ++i)
        nodesOf[chart.nodes.at(i).subgraph] << i;
    QHash<QString, QList<int>> childrenOf;
    for (int i = 0; i < chart.subgraphs.size(); ++i)
        childrenOf[chart.subgraphs.at(i).parent] << i;
    const auto indent = [](qsizetype depth) {
        return QString(4 * (1 + std::min<qsizetype>(depth, MermaidParser::MaxDepth)), u' ');
    };

    struct Frame
    {
        QString id;   ///< the subgraph being written, empty for the top level
        int next = 0; ///< the next child subgraph to open
    };
    QSet<QString> opened;
    std::vector<Frame> stack;
    const auto enter = [&](const QString &id) {
        const QString in = indent(qsizetype(stack.size()));
        for (int n : nodesOf.value(id))
            out += in + MermaidWriter::nodeDefinition(chart.nodes.at(n)) + QLatin1Char('\n');
        stack.push_back({id, 0});
    };
    enter(QString());
    while (!stack.empty()) {
        const QString id = stack.back().id;
        const QList<int> &children = childrenOf[id];
        if (stack.back().next >= children.size()) {
            stack.pop_back();
            if (!stack.empty())
                out += indent(qsizetype(stack.size()) - 1) + QStringLiteral("end\n");
            continue;
        }
        const Subgraph &s = chart.subgraphs.at(children.at(stack.back().next++));
        if (opened.contains(s.id))
            continue;
        opened.insert(s.id);
        const QString in = indent(qsizetype(stack.size()) - 1);
        if (isPlainId(s.id))
            out += in + QStringLiteral("subgraph ") + s.id + QStringLiteral(" [")
                   + MermaidWriter::quoteLabel(s.title) + QStringLiteral("]\n");
        else
            out += in + QStringLiteral("subgraph ") + MermaidWriter::quoteLabel(s.title)
                   + QLatin1Char('\n');
        if (s.direction)
            out += in + QStringLiteral("    direction ") + directionToMermaid(*s.direction)
                   + QLatin1Char('\n');
        enter(s.id);
    }
}

} // namespace

QString MermaidWriter::quoteLabel(const QString &label)
{
    QString s = label;
    // Only escape what would otherwise be read back differently.
    static const QRegularExpression entityLike(QStringLiteral("#(?=([a-z]+|[0-9]+);)"));
    s.replace(entityLike, QStringLiteral("#35;"));
    s.replace(QLatin1Char('"'), QLatin1String("#quot;"));
    static const QRegularExpression brLike(QStringLiteral("<(?=br\\s*/?>)"),
                                           QRegularExpression::CaseInsensitiveOption);
    s.replace(brLike, QStringLiteral("#lt;"));
    s.replace(QLatin1Char('\n'), QLatin1String("<br/>"));
    return QLatin1Char('"') + s + QLatin1Char('"');
}

QString MermaidWriter::nodeDefinition(const Node &n)
{
    if (n.shape == NodeShape::Rect && n.label == n.id)
        return n.id;
    const auto [open, close] = delimiters(n.shape);
    return n.id + open + quoteLabel(n.label) + close;
}

QString MermaidWriter::edgeOperator(const Edge &e)
{
    const int extra = qMax(0, e.length - 1);
    QString op = headText(e.tailHead, true);
    const bool headed = e.headHead != ArrowHead::None;
    switch (e.stroke) {
    case EdgeStroke::Normal:
        op += QString(headed ? 2 + extra : 3 + extra, QLatin1Char('-'));
        break;
    case EdgeStroke::Thick:
        op += QString(headed ? 2 + extra : 3 + extra, QLatin1Char('='));
        break;
    case EdgeStroke::Dotted:
        op += QLatin1Char('-') + QString(1 + extra, QLatin1Char('.')) + QLatin1Char('-');
        break;
    case EdgeStroke::Invisible:
        return QString(3 + extra, QLatin1Char('~'));
    }
    op += headText(e.headHead, false);
    if (!e.label.isEmpty())
        op += QLatin1Char('|') + quoteLabel(e.label) + QLatin1Char('|');
    return op;
}

QString MermaidWriter::write(const Flowchart &chart)
{
    QString out
        = QStringLiteral("flowchart ") + directionToMermaid(chart.direction) + QLatin1Char('\n');
    // A classDef whose every property was dropped (each with a warning) has nothing to write,
    // and "classDef done " alone does not parse (fuzz_mermaid); styles and linkStyles below
    // are left out alike. Its nodes keep their class.
    for (const QString &name : chart.classDefOrder) {
        if (!chart.classDefs.value(name).isEmpty())
            out += QStringLiteral("    classDef ") + name + QLatin1Char(' ')
                   + chart.classDefs.value(name).toMermaid() + QLatin1Char('\n');
    }
    writeNodes(chart, out);
    for (const Edge &e : chart.edges)
        out += QStringLiteral("    ") + e.from + QLatin1Char(' ') + edgeOperator(e)
               + QLatin1Char(' ') + e.to + QLatin1Char('\n');
    // `class` per class name keeps the text short for generated charts with many nodes.
    QMap<QString, QStringList> byClass;
    for (const Node &n : chart.nodes) {
        for (const QString &c : n.classes)
            byClass[c] << n.id;
    }
    for (auto it = byClass.cbegin(); it != byClass.cend(); ++it)
        out += QStringLiteral("    class ") + it.value().join(QLatin1Char(',')) + QLatin1Char(' ')
               + it.key() + QLatin1Char('\n');
    for (const Node &n : chart.nodes) {
        if (!n.style.isEmpty())
            out += QStringLiteral("    style ") + n.id + QLatin1Char(' ') + n.style.toMermaid()
                   + QLatin1Char('\n');
    }
    if (chart.defaultLinkStyle && !chart.defaultLinkStyle->isEmpty())
        out += QStringLiteral("    linkStyle default ") + chart.defaultLinkStyle->toMermaid()
               + QLatin1Char('\n');
    for (int i = 0; i < chart.edges.size(); ++i) {
        if (!chart.edges.at(i).style.isEmpty())
            out += QStringLiteral("    linkStyle %1 ").arg(i) + chart.edges.at(i).style.toMermaid()
                   + QLatin1Char('\n');
    }
    return out;
}

} // namespace TrainDeck::Diagram
