// SPDX-License-Identifier: Apache-2.0
#include "mermaidwriter.h"

#include <QRegularExpression>

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

void writeNodes(const Flowchart &chart,
                const QString &subgraphId,
                const QString &indent,
                QString &out)
{
    for (const Node &n : chart.nodes) {
        if (n.subgraph == subgraphId)
            out += indent + MermaidWriter::nodeDefinition(n) + QLatin1Char('\n');
    }
    for (const Subgraph &s : chart.subgraphs) {
        if (s.parent != subgraphId)
            continue;
        if (isPlainId(s.id))
            out += indent + QStringLiteral("subgraph ") + s.id + QStringLiteral(" [")
                   + MermaidWriter::quoteLabel(s.title) + QStringLiteral("]\n");
        else
            out += indent + QStringLiteral("subgraph ") + MermaidWriter::quoteLabel(s.title)
                   + QLatin1Char('\n');
        if (s.direction)
            out += indent + QStringLiteral("    direction ") + directionToMermaid(*s.direction)
                   + QLatin1Char('\n');
        writeNodes(chart, s.id, indent + QStringLiteral("    "), out);
        out += indent + QStringLiteral("end\n");
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
    for (const QString &name : chart.classDefOrder)
        out += QStringLiteral("    classDef ") + name + QLatin1Char(' ')
               + chart.classDefs.value(name).toMermaid() + QLatin1Char('\n');
    writeNodes(chart, QString(), QStringLiteral("    "), out);
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
