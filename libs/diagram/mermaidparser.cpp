// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/diagram/mermaidparser.h"

#include "libs/diagram/mermaidscanner.h"

#include <QRegularExpression>

#include <algorithm>

namespace TrainDeck::Diagram {

using Internal::EdgeOp;
using Internal::isIdChar;
using Internal::MermaidScanner;

namespace {

struct ShapeSyntax
{
    QLatin1String open;
    QLatin1String close;
    NodeShape shape;
};

// Longest openers first: "(((" must win over "((" and "(".
const ShapeSyntax kShapes[] = {
    {QLatin1String("((("), QLatin1String(")))"), NodeShape::DoubleCircle},
    {QLatin1String("(("), QLatin1String("))"), NodeShape::Circle},
    {QLatin1String("(["), QLatin1String("])"), NodeShape::Stadium},
    {QLatin1String("("), QLatin1String(")"), NodeShape::Rounded},
    {QLatin1String("[["), QLatin1String("]]"), NodeShape::Subroutine},
    {QLatin1String("[("), QLatin1String(")]"), NodeShape::Cylinder},
    {QLatin1String("[/"), QLatin1String("/]"), NodeShape::Parallelogram},
    {QLatin1String("[\\"), QLatin1String("\\]"), NodeShape::ParallelogramAlt},
    {QLatin1String("["), QLatin1String("]"), NodeShape::Rect},
    {QLatin1String("{{"), QLatin1String("}}"), NodeShape::Hexagon},
    {QLatin1String("{"), QLatin1String("}"), NodeShape::Rhombus},
    {QLatin1String(">"), QLatin1String("]"), NodeShape::Asymmetric},
};

struct PendingStyle
{
    QStringList ids;
    QString className; // `class` statements
    Style style;       // `style` statements
    int line = 0;
    int column = 0;
};

struct PendingLinkStyle
{
    QList<int> indices; // empty: default
    Style style;
    int line = 0;
    int column = 0;
};

/// One parse: the text, a cursor, and what has been built so far. Errors stop the run; the
/// first one is kept.
class ParseRun final : private MermaidScanner
{
    Q_DECLARE_TR_FUNCTIONS(MermaidParser)
public:
    explicit ParseRun(const QString &text)
        : MermaidScanner(text)
    {}

    Result<Flowchart> run();

private:
    bool parseHeader();
    bool parseStatement();
    bool parseSubgraph(int start);
    bool parseEnd(int start);
    bool parseDirection(int start);
    bool parseClassDef(int start);
    bool parseClass(int start);
    bool parseStyle(int start);
    bool parseLinkStyle(int start);
    bool parseStyleList(const QString &text, int pos, Style *out);
    bool parseNodeStatement(int start);
    bool parseGroup(QStringList *ids);
    bool parseNode(QString *id);
    bool endStatement(const QString &what);
    Node &touchNode(const QString &id, int pos);
    bool finish();

    Flowchart m_chart;
    QStringList m_stack;                 // open subgraph ids, innermost last
    QHash<QString, bool> m_explicitNode; // node ids given a shape or label somewhere
    QList<PendingStyle> m_pendingStyles;
    QList<PendingLinkStyle> m_pendingLinkStyles;
};

Result<Flowchart> ParseRun::run()
{
    if (!skipBlankAndComments())
        return *m_error;
    if (!parseHeader())
        return *m_error;
    while (true) {
        if (!skipBlankAndComments())
            return *m_error;
        if (atEnd())
            break;
        const int statementStart = m_pos;
        if (!parseStatement())
            return *m_error;
        // One statement adds at most a few nodes per character, and MaxBytes bounds those.
        if (m_chart.nodes.size() > MermaidParser::MaxNodes) {
            fail(statementStart,
                 tr("the chart has more than %1 nodes, more than TrainDeck draws; split it "
                    "into smaller charts")
                     .arg(MermaidParser::MaxNodes));
            return *m_error;
        }
    }
    if (!m_stack.isEmpty()) {
        const Subgraph *open = m_chart.subgraph(m_stack.constLast());
        m_error = Error::make(Error::Kind::Parse,
                              tr("subgraph '%1' is not closed; add 'end' after its last line")
                                  .arg(m_stack.constLast()))
                      .at({}, open ? open->line : lineOf(m_pos), open ? open->column : 1);
        return *m_error;
    }
    if (!finish())
        return *m_error;
    m_chart.warnings = std::move(m_warnings);
    return std::move(m_chart);
}

bool ParseRun::parseHeader()
{
    const int start = m_pos;
    if (lookingAt(QLatin1String("---"))) {
        // YAML front matter (title, config): we have no use for it, and skipping it keeps
        // files written for mermaid.live readable here.
        const int close = m_text.indexOf(QLatin1String("\n---"), m_pos + 3);
        if (close < 0)
            return fail(start,
                        tr("front matter opened with '---' is not closed; add a '---' line "
                           "before the 'flowchart' line"));
        warn(start, tr("front matter (title, config) is ignored"));
        m_pos = close + 4;
        skipBlankAndComments();
    }
    const int wordPos = m_pos;
    const QString word = readWord();
    if (word != QLatin1String("graph") && word != QLatin1String("flowchart")
        && word != QLatin1String("flowchart-elk")) {
        if (atEnd() && word.isEmpty())
            return fail(wordPos,
                        tr("the text is empty; a flowchart starts with 'flowchart TD' "
                           "or 'graph LR'"));
        return fail(wordPos,
                    tr("expected 'flowchart' or 'graph' (with TB, TD, BT, LR or RL) but "
                       "found '%1'; only Mermaid flowcharts are supported")
                        .arg(word.isEmpty() ? QString(peek()) : word));
    }
    if (word == QLatin1String("flowchart-elk"))
        warn(wordPos, tr("the ELK renderer is not available; Graphviz lays this chart out"));
    skipSpaces();
    if (atStatementEnd())
        return true; // Mermaid's default: top to bottom
    const int dirPos = m_pos;
    const QString dir = readWord();
    const auto d = directionFromMermaid(dir);
    if (!d)
        return fail(dirPos,
                    tr("unknown direction '%1'; use TB, TD, BT, LR or RL")
                        .arg(dir.isEmpty() ? QString(peek()) : dir));
    m_chart.direction = *d;
    skipSpaces();
    if (!atStatementEnd())
        return fail(m_pos,
                    tr("unexpected %1 after the direction; start the diagram on the next "
                       "line")
                        .arg(describe(m_pos)));
    return true;
}

bool ParseRun::parseStatement()
{
    const int start = m_pos;
    if (isIdChar(peek())) {
        const int save = m_pos;
        const QString word = readWord();
        const bool keywordSpot = atEnd() || peek().isSpace() || peek() == QLatin1Char(';');
        if (keywordSpot) {
            if (word == QLatin1String("subgraph"))
                return parseSubgraph(start);
            if (word == QLatin1String("end"))
                return parseEnd(start);
            if (word == QLatin1String("direction"))
                return parseDirection(start);
            if (word == QLatin1String("classDef"))
                return parseClassDef(start);
            if (word == QLatin1String("class"))
                return parseClass(start);
            if (word == QLatin1String("style"))
                return parseStyle(start);
            if (word == QLatin1String("linkStyle"))
                return parseLinkStyle(start);
            if (word == QLatin1String("click") || word == QLatin1String("callback")
                || word == QLatin1String("href")) {
                warn(start,
                     tr("'%1' is not supported (the view opens a step's log on click); "
                        "statement skipped")
                         .arg(word));
                restOfStatement();
                return true;
            }
        }
        if (word == QLatin1String("accTitle") || word == QLatin1String("accDescr")) {
            warn(start, tr("'%1' is not drawn; statement skipped").arg(word));
            if (QStringView(m_text).mid(m_pos).trimmed().startsWith(QLatin1Char('{'))) {
                const int close = m_text.indexOf(QLatin1Char('}'), m_pos);
                m_pos = close < 0 ? int(m_text.size()) : close + 1;
            } else {
                restOfStatement();
            }
            return true;
        }
        m_pos = save;
        return parseNodeStatement(start);
    }
    return fail(start,
                tr("unexpected %1; a statement starts with a node id or a keyword "
                   "(subgraph, end, classDef, class, style, linkStyle)")
                    .arg(describe(start)));
}

bool ParseRun::parseSubgraph(int start)
{
    skipSpaces();
    const int idPos = m_pos;
    QString id;
    QString title;
    if (peek() == QLatin1Char('"')) {
        if (!parseLabel(QLatin1String(""), idPos, QLatin1String(""), &title))
            return false;
        id = title;
    } else {
        id = readId();
        if (id.isEmpty())
            return fail(idPos,
                        tr("subgraph needs an id or a title, as in 'subgraph cluster1 "
                           "[Title]'"));
        skipSpaces();
        if (peek() == QLatin1Char('[')) {
            const int open = m_pos++;
            if (!parseLabel(QLatin1String("]"), open, QLatin1String("["), &title))
                return false;
        } else if (!atStatementEnd()) {
            // `subgraph Local Docker Environment`: Mermaid uses the whole text as id and title.
            id += QLatin1Char(' ') + restOfStatement();
            title = id;
        } else {
            title = id;
        }
    }
    if (m_stack.size() >= MermaidParser::MaxDepth)
        return fail(start,
                    tr("subgraphs are nested more than %1 deep here; TrainDeck draws at most "
                       "%1 levels, so close some with 'end' first")
                        .arg(MermaidParser::MaxDepth));
    if (m_chart.subgraphs.size() >= MermaidParser::MaxSubgraphs)
        return fail(start,
                    tr("the chart has more than %1 subgraphs, more than TrainDeck draws; "
                       "split it into smaller charts")
                        .arg(MermaidParser::MaxSubgraphs));
    if (m_chart.subgraph(id))
        return fail(idPos,
                    tr("subgraph '%1' is defined twice; give each subgraph its own id").arg(id));
    Subgraph sg;
    sg.id = id;
    sg.title = title;
    sg.parent = m_stack.isEmpty() ? QString() : m_stack.constLast();
    sg.line = lineOf(start);
    sg.column = columnOf(start);
    m_chart.subgraphs << sg;
    m_stack << id;
    return endStatement(tr("the subgraph title"));
}

bool ParseRun::parseEnd(int start)
{
    if (m_stack.isEmpty())
        return fail(start,
                    tr("'end' without an open subgraph; remove it or add a 'subgraph' "
                       "line before"));
    m_stack.removeLast();
    return endStatement(QStringLiteral("'end'"));
}

bool ParseRun::parseDirection(int)
{
    skipSpaces();
    const int dirPos = m_pos;
    const QString word = readWord();
    const auto d = directionFromMermaid(word);
    if (!d)
        return fail(dirPos,
                    tr("unknown direction '%1'; use TB, TD, BT, LR or RL")
                        .arg(word.isEmpty() ? describe(dirPos) : word));
    if (m_stack.isEmpty()) {
        m_chart.direction = *d;
    } else {
        for (Subgraph &s : m_chart.subgraphs) {
            if (s.id == m_stack.constLast())
                s.direction = d;
        }
    }
    return endStatement(tr("the direction"));
}

// `fill:#f9f,stroke:#333,stroke-width:2px,color:#fff`; commas inside rgb(...) do not split.
bool ParseRun::parseStyleList(const QString &text, int pos, Style *out)
{
    if (text.isEmpty())
        return fail(pos, tr("missing style properties; write them as 'fill:#eef,stroke:#99c'"));
    QStringList parts;
    int depth = 0;
    QString cur;
    for (QChar c : text) {
        if (c == QLatin1Char('('))
            ++depth;
        else if (c == QLatin1Char(')'))
            depth = std::max(0, depth - 1);
        if (c == QLatin1Char(',') && depth == 0) {
            parts << cur;
            cur.clear();
        } else {
            cur += c;
        }
    }
    parts << cur;
    static const QRegularExpression colour(
        QStringLiteral("^(#[0-9a-fA-F]{3,4}|#[0-9a-fA-F]{6}|#[0-9a-fA-F]{8}|[a-zA-Z]+|"
                       "rgba?\\([0-9.,%\\s]+\\)|hsla?\\([0-9.,%\\s]+\\))$"));
    for (const QString &raw : std::as_const(parts)) {
        const QString part = raw.trimmed();
        if (part.isEmpty())
            continue;
        const int colon = part.indexOf(QLatin1Char(':'));
        if (colon <= 0) {
            warn(pos, tr("style property '%1' has no value; write it as 'name:value'").arg(part));
            continue;
        }
        const QString name = part.left(colon).trimmed();
        const QString value = part.mid(colon + 1).trimmed();
        const bool isColour = name == QLatin1String("fill") || name == QLatin1String("stroke")
                              || name == QLatin1String("color");
        if (isColour && !colour.match(value).hasMatch()) {
            warn(pos,
                 tr("'%1' is not a colour for %2; use #rgb, #rrggbb, a name or rgb()")
                     .arg(value, name));
            continue;
        }
        if (name == QLatin1String("fill"))
            out->fill = value;
        else if (name == QLatin1String("stroke"))
            out->stroke = value;
        else if (name == QLatin1String("color"))
            out->color = value;
        else if (name == QLatin1String("stroke-width"))
            out->strokeWidth = value;
        else if (name == QLatin1String("stroke-dasharray"))
            out->strokeDasharray = value;
        else
            warn(pos, tr("style property '%1' is not drawn; ignored").arg(name));
    }
    return true;
}

bool ParseRun::parseClassDef(int start)
{
    skipSpaces();
    const int namesPos = m_pos;
    QStringList names;
    while (true) {
        const QString n = readId();
        if (n.isEmpty())
            return fail(m_pos,
                        tr("classDef needs a class name, as in 'classDef done "
                           "fill:#dfd'"));
        names << n;
        if (peek() != QLatin1Char(','))
            break;
        ++m_pos;
    }
    skipSpaces();
    const int stylePos = m_pos;
    Style style;
    if (!parseStyleList(restOfStatement(), stylePos, &style))
        return false;
    Q_UNUSED(namesPos)
    for (const QString &n : std::as_const(names)) {
        if (!m_chart.classDefs.contains(n))
            m_chart.classDefOrder << n;
        m_chart.classDefs[n] = m_chart.classDefs.value(n).mergedWith(style);
    }
    Q_UNUSED(start)
    return true;
}

bool ParseRun::parseClass(int start)
{
    skipSpaces();
    PendingStyle p;
    p.line = lineOf(start);
    p.column = columnOf(start);
    while (true) {
        const QString n = readId();
        if (n.isEmpty())
            return fail(m_pos,
                        tr("class needs node ids and a class name, as in 'class A,B "
                           "done'"));
        p.ids << n;
        if (peek() != QLatin1Char(','))
            break;
        ++m_pos;
        skipSpaces();
    }
    skipSpaces();
    const int namePos = m_pos;
    p.className = readId();
    if (p.className.isEmpty())
        return fail(namePos,
                    tr("class needs a class name after the node ids, as in 'class A,B "
                       "done'"));
    m_pendingStyles << p;
    return endStatement(tr("the class name"));
}

bool ParseRun::parseStyle(int start)
{
    skipSpaces();
    PendingStyle p;
    p.line = lineOf(start);
    p.column = columnOf(start);
    const QString id = readId();
    if (id.isEmpty())
        return fail(m_pos,
                    tr("style needs a node id and properties, as in 'style A "
                       "fill:#eef'"));
    p.ids << id;
    skipSpaces();
    const int stylePos = m_pos;
    if (!parseStyleList(restOfStatement(), stylePos, &p.style))
        return false;
    m_pendingStyles << p;
    return true;
}

bool ParseRun::parseLinkStyle(int start)
{
    skipSpaces();
    PendingLinkStyle p;
    p.line = lineOf(start);
    p.column = columnOf(start);
    if (lookingAt(QLatin1String("default"))) {
        m_pos += 7;
    } else {
        while (true) {
            const int numPos = m_pos;
            while (!atEnd() && peek().isDigit())
                ++m_pos;
            bool ok = false;
            const int n = m_text.mid(numPos, m_pos - numPos).toInt(&ok);
            if (!ok)
                return fail(numPos,
                            tr("linkStyle needs edge numbers (counted from 0) or "
                               "'default', as in 'linkStyle 0,2 stroke:#f66'"));
            p.indices << n;
            if (peek() != QLatin1Char(','))
                break;
            ++m_pos;
        }
    }
    skipSpaces();
    const int stylePos = m_pos;
    if (!parseStyleList(restOfStatement(), stylePos, &p.style))
        return false;
    m_pendingLinkStyles << p;
    return true;
}

bool ParseRun::endStatement(const QString &what)
{
    skipSpaces();
    if (atStatementEnd())
        return true;
    return fail(m_pos,
                tr("unexpected %1 after %2; put one statement per line or separate "
                   "them with ';'")
                    .arg(describe(m_pos), what));
}

Node &ParseRun::touchNode(const QString &id, int pos)
{
    Node *n = m_chart.node(id);
    if (!n) {
        Node fresh;
        fresh.id = id;
        fresh.label = id;
        fresh.line = lineOf(pos);
        fresh.column = columnOf(pos);
        m_chart.nodes << fresh;
        n = &m_chart.nodes.last();
    }
    // A node belongs to the first subgraph that mentions it, which is where Mermaid draws it.
    if (n->subgraph.isEmpty() && !m_stack.isEmpty()) {
        n->subgraph = m_stack.constLast();
        for (Subgraph &s : m_chart.subgraphs) {
            if (s.id == n->subgraph)
                s.nodes << id;
        }
    }
    return *n;
}

bool ParseRun::parseNodeStatement(int start)
{
    QStringList left;
    if (!parseGroup(&left))
        return false;
    bool any = false;
    while (true) {
        skipSpaces();
        if (atStatementEnd())
            return true;
        const int opPos = m_pos;
        EdgeOp op;
        bool found = false;
        if (!tryEdgeOp(&op, &found))
            return false;
        if (!found) {
            const QString first = left.constFirst();
            if (!any && left.size() == 1 && m_pos == opPos
                && QStringView(m_text).mid(start, opPos - start).trimmed() == first
                && (isIdChar(peek()) || peek() == QLatin1Char(':'))) {
                // `title Something`, `accessibility: ...`: not a flowchart statement we know.
                warn(start, tr("unknown statement '%1'; skipped").arg(first));
                const Node *n = m_chart.node(first);
                if (n && !m_explicitNode.contains(first) && n->line == lineOf(start)
                    && n->column == columnOf(start)) {
                    // The statement created the node; take it back.
                    for (Subgraph &s : m_chart.subgraphs)
                        s.nodes.removeAll(first);
                    m_chart.nodes.removeIf([&](const Node &x) { return x.id == first; });
                }
                restOfStatement();
                return true;
            }
            return fail(opPos,
                        tr("unexpected %1; expected an edge such as '-->', '---', "
                           "'-.->' or '==>', '&', or the end of the statement")
                            .arg(describe(opPos)));
        }
        skipSpaces();
        if (atStatementEnd())
            return fail(m_pos,
                        tr("the edge at line %1, column %2 has no target node; add one "
                           "after the arrow")
                            .arg(lineOf(opPos))
                            .arg(columnOf(opPos)));
        QStringList right;
        if (!parseGroup(&right))
            return false;
        for (const QString &from : std::as_const(left)) {
            for (const QString &to : std::as_const(right)) {
                Edge e;
                e.from = from;
                e.to = to;
                e.label = op.label;
                e.stroke = op.stroke;
                e.tailHead = op.tail;
                e.headHead = op.head;
                e.length = op.length;
                e.line = lineOf(opPos);
                e.column = columnOf(opPos);
                // Checked per edge: 'a1 & ... & a1000 --> b1 & ... & b1000' is a million.
                if (m_chart.edges.size() >= MermaidParser::MaxEdges)
                    return fail(opPos,
                                tr("the chart has more than %1 edges, more than TrainDeck "
                                   "draws; split it into smaller charts")
                                    .arg(MermaidParser::MaxEdges));
                m_chart.edges << e;
            }
        }
        any = true;
        left = right;
    }
}

bool ParseRun::parseGroup(QStringList *ids)
{
    while (true) {
        QString id;
        if (!parseNode(&id))
            return false;
        ids->append(id);
        const int save = m_pos;
        skipSpaces();
        if (peek() != QLatin1Char('&')) {
            m_pos = save;
            return true;
        }
        ++m_pos;
        skipSpaces();
        if (atStatementEnd() || !isIdChar(peek()))
            return fail(m_pos, tr("'&' must be followed by a node id, as in 'A & B --> C'"));
    }
}

bool ParseRun::parseNode(QString *idOut)
{
    const int idPos = m_pos;
    const QString id = readId();
    if (id.isEmpty())
        return fail(idPos,
                    tr("expected a node id (letters, digits, '_' or '-') but found %1")
                        .arg(describe(idPos)));
    // Every word that starts a statement: a node of that name could not be written back, as
    // the writer's "class --> B" reads as a class statement (fuzz_mermaid).
    static const QStringList keywords = {QStringLiteral("end"),
                                         QStringLiteral("subgraph"),
                                         QStringLiteral("direction"),
                                         QStringLiteral("classDef"),
                                         QStringLiteral("class"),
                                         QStringLiteral("style"),
                                         QStringLiteral("linkStyle"),
                                         QStringLiteral("click"),
                                         QStringLiteral("callback"),
                                         QStringLiteral("href"),
                                         QStringLiteral("accTitle"),
                                         QStringLiteral("accDescr")};
    if (keywords.contains(id))
        return fail(idPos,
                    tr("'%1' is a keyword and cannot be a node id; capitalise it or use "
                       "another id")
                        .arg(id));
    Node &node = touchNode(id, idPos);
    // Mermaid allows a space between id and shape in practice; so do we.
    const int save = m_pos;
    skipSpaces();
    bool shaped = false;
    for (const ShapeSyntax &s : kShapes) {
        if (!lookingAt(s.open))
            continue;
        // `A -->`: a '>' only opens an asymmetric shape right after the id.
        if (s.shape == NodeShape::Asymmetric && m_pos != save)
            break;
        const int openPos = m_pos;
        m_pos += int(s.open.size());
        QString label;
        NodeShape shape = s.shape;
        if (s.shape == NodeShape::Parallelogram || s.shape == NodeShape::ParallelogramAlt) {
            // [/ ... /] or [/ ... \] (trapezoid); [\ ... \] or [\ ... /].
            const QLatin1String closeA = s.close;
            const QLatin1String closeB
                = s.shape == NodeShape::Parallelogram ? QLatin1String("\\]") : QLatin1String("/]");
            const int a = m_text.indexOf(closeA, m_pos);
            const int b = m_text.indexOf(closeB, m_pos);
            const int nl = m_text.indexOf(QLatin1Char('\n'), m_pos);
            auto before = [&](int x) {
                return x >= 0 && (nl < 0 || x < nl);
            };
            QLatin1String close = closeA;
            if (before(b) && (!before(a) || b < a)) {
                close = closeB;
                shape = s.shape == NodeShape::Parallelogram ? NodeShape::Trapezoid
                                                            : NodeShape::TrapezoidAlt;
            }
            if (!parseLabel(close, openPos, s.open, &label))
                return false;
        } else if (!parseLabel(s.close, openPos, s.open, &label)) {
            return false;
        }
        node.shape = shape;
        node.label = label;
        m_explicitNode.insert(id, true);
        shaped = true;
        break;
    }
    if (!shaped)
        m_pos = save;
    if (lookingAt(QLatin1String(":::"))) {
        m_pos += 3;
        const int clsPos = m_pos;
        const QString cls = readId();
        if (cls.isEmpty())
            return fail(clsPos, tr("':::' must be followed by a class name"));
        Node *n = m_chart.node(id);
        if (!n->classes.contains(cls))
            n->classes << cls;
    }
    *idOut = id;
    return true;
}

bool ParseRun::finish()
{
    // An edge may point at a subgraph; readId() created a placeholder node for such ids.
    QHash<QString, bool> subgraphIds;
    for (const Subgraph &s : std::as_const(m_chart.subgraphs))
        subgraphIds.insert(s.id, true);
    if (!subgraphIds.isEmpty()) {
        QStringList dropped;
        for (const Node &n : std::as_const(m_chart.nodes)) {
            if (subgraphIds.contains(n.id) && !m_explicitNode.contains(n.id))
                dropped << n.id;
        }
        if (!dropped.isEmpty()) {
            m_chart.nodes.removeIf([&](const Node &n) { return dropped.contains(n.id); });
            for (Subgraph &s : m_chart.subgraphs)
                s.nodes.removeIf([&](const QString &id) { return dropped.contains(id); });
        }
        for (const Node &n : std::as_const(m_chart.nodes)) {
            if (subgraphIds.contains(n.id))
                warn(m_lineStarts.at(n.line - 1) + n.column - 1,
                     tr("node '%1' has the id of a subgraph; edges to '%1' go to the node")
                         .arg(n.id));
        }
    }
    QStringList warnedClasses;
    for (const PendingStyle &p : std::as_const(m_pendingStyles)) {
        const int pos = m_lineStarts.at(p.line - 1) + p.column - 1;
        if (!p.className.isEmpty() && !m_chart.classDefs.contains(p.className)
            && !warnedClasses.contains(p.className)) {
            warn(pos, tr("class '%1' has no classDef; nodes keep their style").arg(p.className));
            warnedClasses << p.className;
        }
        for (const QString &id : p.ids) {
            Node *n = m_chart.node(id);
            if (!n) {
                if (!subgraphIds.contains(id))
                    warn(pos,
                         tr("'%1' is not a node; its %2 is ignored")
                             .arg(id, p.className.isEmpty() ? tr("style") : tr("class")));
                continue;
            }
            if (!p.className.isEmpty()) {
                if (!n->classes.contains(p.className))
                    n->classes << p.className;
            } else {
                n->style = n->style.mergedWith(p.style);
            }
        }
    }
    for (const Node &n : std::as_const(m_chart.nodes)) {
        for (const QString &c : n.classes) {
            if (!m_chart.classDefs.contains(c) && !warnedClasses.contains(c)) {
                warnedClasses << c;
                warn(m_lineStarts.at(n.line - 1) + n.column - 1,
                     tr("class '%1' on node '%2' has no classDef").arg(c, n.id));
            }
        }
    }
    for (const PendingLinkStyle &p : std::as_const(m_pendingLinkStyles)) {
        const int pos = m_lineStarts.at(p.line - 1) + p.column - 1;
        if (p.indices.isEmpty()) {
            m_chart.defaultLinkStyle
                = m_chart.defaultLinkStyle.value_or(Style{}).mergedWith(p.style);
            continue;
        }
        for (int i : p.indices) {
            if (i < 0 || i >= m_chart.edges.size())
                return fail(pos,
                            tr("linkStyle %1 refers to a missing edge; the chart has %n "
                               "edge(s), numbered from 0",
                               nullptr,
                               int(m_chart.edges.size()))
                                .arg(i));
            m_chart.edges[i].style = m_chart.edges[i].style.mergedWith(p.style);
        }
    }
    return true;
}

} // namespace

namespace {

Error tooLarge(qsizetype size)
{
    return Error::make(Error::Kind::Parse,
                       MermaidParser::tr("the chart is %1 KiB; TrainDeck reads Mermaid charts of "
                                         "at most %2 KiB, so split it into smaller charts")
                           .arg((size + 1023) / 1024)
                           .arg(MermaidParser::MaxBytes / 1024));
}

} // namespace

Result<Flowchart> MermaidParser::parse(const QString &text)
{
    // Characters, not bytes: a QString of MaxBytes characters holds at least MaxBytes bytes.
    if (text.size() > MaxBytes)
        return tooLarge(text.size());
    ParseRun run(text);
    return run.run();
}

Result<Flowchart> MermaidParser::parse(const QByteArray &utf8)
{
    if (utf8.size() > MaxBytes)
        return tooLarge(utf8.size());
    return parse(QString::fromUtf8(utf8));
}

} // namespace TrainDeck::Diagram
