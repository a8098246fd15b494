// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/diagram/mermaidscanner.h"

#include <QRegularExpression>

namespace TrainDeck::Diagram::Internal {

bool MermaidScanner::skipBlankAndComments()
{
    while (!atEnd()) {
        const QChar c = peek();
        if (c.isSpace() || c == QLatin1Char(';'))
            ++m_pos;
        else if (lookingAt(QLatin1String("%%")))
            skipToLineEnd();
        else
            break;
    }
    return true;
}

QString MermaidScanner::readWord()
{
    const int start = m_pos;
    while (!atEnd() && (isIdChar(peek()) || peek() == QLatin1Char('-')))
        ++m_pos;
    return m_text.mid(start, m_pos - start);
}

// Ids may contain single dashes (node-0) but stop before an edge operator (node-0-->x).
QString MermaidScanner::readId()
{
    const int start = m_pos;
    while (!atEnd()) {
        const QChar c = peek();
        if (isIdChar(c)) {
            ++m_pos;
        } else if (c == QLatin1Char('-') && m_pos > start && isIdChar(peek(1))) {
            ++m_pos;
        } else {
            break;
        }
    }
    return m_text.mid(start, m_pos - start);
}

// Reads a label up to `close` (already past the opener). Quoted labels may hold any
// character, including the closer and newlines; plain ones end at the line's end.
bool MermaidScanner::parseLabel(QLatin1String close,
                                int openPos,
                                QLatin1String open,
                                QString *label)
{
    skipSpaces();
    if (peek() == QLatin1Char('"')) {
        const int quotePos = m_pos++;
        const int endQuote = m_text.indexOf(QLatin1Char('"'), m_pos);
        if (endQuote < 0)
            return fail(quotePos, tr("the quoted label is not closed; add a '\"'"));
        *label = decodeLabel(m_text.mid(m_pos, endQuote - m_pos));
        m_pos = endQuote + 1;
        skipSpaces();
        if (close.size() == 0)
            return true;
        if (!lookingAt(close))
            return fail(m_pos,
                        tr("expected '%1' after the quoted label to close '%2' at line "
                           "%3, column %4, but found %5")
                            .arg(close, open)
                            .arg(lineOf(openPos))
                            .arg(columnOf(openPos))
                            .arg(describe(m_pos)));
        m_pos += int(close.size());
        return true;
    }
    const int start = m_pos;
    const int nl = m_text.indexOf(QLatin1Char('\n'), m_pos);
    const int lineEnd = nl < 0 ? int(m_text.size()) : nl;
    const int found = m_text.indexOf(close, m_pos);
    if (found < 0 || found > lineEnd)
        return fail(openPos,
                    tr("'%1' at line %2, column %3 is not closed with '%4' on the same "
                       "line; close it, or quote a label that holds brackets")
                        .arg(open)
                        .arg(lineOf(openPos))
                        .arg(columnOf(openPos))
                        .arg(close));
    const QString raw = m_text.mid(start, found - start);
    if (raw.contains(QLatin1Char('"')))
        return fail(start + int(raw.indexOf(QLatin1Char('"'))),
                    tr("a quote inside an unquoted label; quote the whole label "
                       "(A[\"say #quot;hi#quot;\"]) instead"));
    *label = decodeLabel(raw.trimmed());
    m_pos = found + int(close.size());
    return true;
}

QString MermaidScanner::decodeLabel(QString s)
{
    static const QRegularExpression br(QStringLiteral("<br\\s*/?>"),
                                       QRegularExpression::CaseInsensitiveOption);
    s.replace(br, QStringLiteral("\n"));
    if (!s.contains(QLatin1Char('#')))
        return s;
    // Mermaid's entity codes: #quot; #amp; #lt; #gt; #nbsp; #35; #9829;
    static const QRegularExpression entity(QStringLiteral("#([a-z]+|[0-9]+);"));
    QString out;
    int last = 0;
    auto it = entity.globalMatch(s);
    while (it.hasNext()) {
        const auto m = it.next();
        out += QStringView(s).mid(last, m.capturedStart() - last);
        const QString name = m.captured(1);
        bool num = false;
        const uint code = name.toUInt(&num);
        const char32_t cp = code;
        if (num && code > 0 && code <= 0x10FFFF && QChar::isPrint(cp))
            out += QString::fromUcs4(&cp, 1);
        else if (name == QLatin1String("quot"))
            out += QLatin1Char('"');
        else if (name == QLatin1String("amp"))
            out += QLatin1Char('&');
        else if (name == QLatin1String("lt"))
            out += QLatin1Char('<');
        else if (name == QLatin1String("gt"))
            out += QLatin1Char('>');
        else if (name == QLatin1String("nbsp"))
            out += QChar(0xA0);
        else
            out += m.captured(0);
        last = m.capturedEnd();
    }
    out += QStringView(s).mid(last);
    return out;
}

bool MermaidScanner::readArrowEnd(ArrowHead *head)
{
    const QChar c = peek();
    if (c == QLatin1Char('>')) {
        ++m_pos;
        *head = ArrowHead::Arrow;
        return true;
    }
    // `--o B` is a circle end, `--oB` an open link to node oB.
    if ((c == QLatin1Char('o') || c == QLatin1Char('x')) && !isIdChar(peek(1))
        && peek(1) != QLatin1Char('-')) {
        ++m_pos;
        *head = c == QLatin1Char('o') ? ArrowHead::Circle : ArrowHead::Cross;
        return true;
    }
    *head = ArrowHead::None;
    return false;
}

bool MermaidScanner::tryEdgeOp(EdgeOp *op, bool *found)
{
    *found = false;
    const int opStart = m_pos;
    // Start markers: `<-->`, `o--o`, `x--x`.
    ArrowHead tail = ArrowHead::None;
    const QChar c0 = peek();
    const QChar c1 = peek(1);
    const bool bodyNext = c1 == QLatin1Char('-') || c1 == QLatin1Char('=');
    if (c0 == QLatin1Char('<') && bodyNext) {
        tail = ArrowHead::Arrow;
        ++m_pos;
    } else if ((c0 == QLatin1Char('o') || c0 == QLatin1Char('x')) && bodyNext
               && (peek(2) == QLatin1Char('-') || peek(2) == QLatin1Char('=')
                   || peek(2) == QLatin1Char('.'))) {
        tail = c0 == QLatin1Char('o') ? ArrowHead::Circle : ArrowHead::Cross;
        ++m_pos;
    }
    const QChar body = peek();
    if (body == QLatin1Char('~')) {
        int n = 0;
        while (peek() == QLatin1Char('~')) {
            ++m_pos;
            ++n;
        }
        if (n < 3)
            return fail(opStart, tr("an invisible link is written '~~~'"));
        *found = true;
        op->stroke = EdgeStroke::Invisible;
        op->length = n - 2;
    } else if (body == QLatin1Char('-') || body == QLatin1Char('=')) {
        const int runStart = m_pos;
        while (peek() == body)
            ++m_pos;
        const int n = m_pos - runStart;
        *found = true;
        op->tail = tail;
        if (body == QLatin1Char('-') && peek() == QLatin1Char('.')) {
            // Dotted: -.-> -..-> -.- or `-. label .->`.
            op->stroke = EdgeStroke::Dotted;
            int dots = 0;
            while (peek() == QLatin1Char('.')) {
                ++m_pos;
                ++dots;
            }
            op->length = dots;
            if (peek() == QLatin1Char('-')) {
                ++m_pos;
                readArrowEnd(&op->head);
            } else if (peek() == QLatin1Char(' ') || peek() == QLatin1Char('\t')) {
                if (!parseEdgeLabelForm(QLatin1Char('.'), op, opStart))
                    return false;
            } else {
                return fail(opStart, tr("incomplete dotted edge; write '-.->' or '-.-'"));
            }
        } else {
            op->stroke = body == QLatin1Char('=') ? EdgeStroke::Thick : EdgeStroke::Normal;
            ArrowHead head = ArrowHead::None;
            if (n >= 2 && readArrowEnd(&head)) {
                op->head = head;
                op->length = n - 1;
            } else if (n >= 3) {
                op->head = ArrowHead::None;
                op->length = n - 2;
            } else if (n == 2 && (peek() == QLatin1Char(' ') || peek() == QLatin1Char('\t'))) {
                if (!parseEdgeLabelForm(body, op, opStart))
                    return false;
            } else {
                m_pos = opStart;
                return fail(opStart,
                            body == QLatin1Char('=')
                                ? tr("incomplete thick edge; write '==>' or '==='")
                                : tr("incomplete edge; write '-->', '---', '-.->' or "
                                     "'-- label -->'"));
            }
        }
    } else {
        m_pos = opStart;
        return true;
    }
    if (tail == ArrowHead::Arrow && op->head != ArrowHead::Arrow)
        warn(opStart,
             tr("an edge that starts with '<' should end with '>'; drawn with both "
                "arrowheads"));
    if (tail == ArrowHead::Arrow)
        op->head = ArrowHead::Arrow;
    // `|label|` after the operator.
    const int save = m_pos;
    skipSpaces();
    if (peek() == QLatin1Char('|')) {
        const int barPos = m_pos++;
        if (!op->label.isEmpty())
            return fail(barPos,
                        tr("the edge has two labels; keep either '-- text -->' or "
                           "'-->|text|'"));
        QString label;
        if (!parseLabel(QLatin1String("|"), barPos, QLatin1String("|"), &label))
            return false;
        op->label = label;
    } else {
        m_pos = save;
    }
    return true;
}

// `-- label -->`, `== label ==>`, `-. label .->`: the text runs to the closing operator.
bool MermaidScanner::parseEdgeLabelForm(QChar body, EdgeOp *op, int opStart)
{
    const int textStart = m_pos;
    while (!atEnd() && peek() != QLatin1Char('\n')) {
        if (peek() == QLatin1Char('"')) {
            const int q = m_text.indexOf(QLatin1Char('"'), m_pos + 1);
            if (q < 0)
                return fail(m_pos, tr("the quoted label is not closed; add a '\"'"));
            m_pos = q + 1;
            continue;
        }
        const int here = m_pos;
        if (body == QLatin1Char('.')) {
            if (peek() == QLatin1Char('.') && peek(1) == QLatin1Char('-')) {
                QString text = m_text.mid(textStart, here - textStart).trimmed();
                m_pos += 2;
                readArrowEnd(&op->head);
                if (text.startsWith(QLatin1Char('"')) && text.endsWith(QLatin1Char('"'))
                    && text.size() >= 2)
                    text = text.mid(1, text.size() - 2);
                op->label = decodeLabel(text);
                return true;
            }
            ++m_pos;
            continue;
        }
        if (peek() == body) {
            int n = 0;
            while (peek(n) == body)
                ++n;
            const QChar after = peek(n);
            const bool arrowEnd = after == QLatin1Char('>')
                                  || ((after == QLatin1Char('o') || after == QLatin1Char('x'))
                                      && !isIdChar(peek(n + 1)));
            if (n >= 2 && (arrowEnd || n >= 3)) {
                QString text = m_text.mid(textStart, here - textStart).trimmed();
                m_pos += n;
                ArrowHead head = ArrowHead::None;
                if (readArrowEnd(&head)) {
                    op->head = head;
                    op->length = n - 1;
                } else {
                    op->head = ArrowHead::None;
                    op->length = n - 2;
                }
                if (text.startsWith(QLatin1Char('"')) && text.endsWith(QLatin1Char('"'))
                    && text.size() >= 2)
                    text = text.mid(1, text.size() - 2);
                op->label = decodeLabel(text);
                return true;
            }
            m_pos += n;
            continue;
        }
        ++m_pos;
    }
    const QString closer = body == QLatin1Char('.')   ? QStringLiteral("'.->' or '.-'")
                           : body == QLatin1Char('=') ? QStringLiteral("'==>' or '==='")
                                                      : QStringLiteral("'-->' or '---'");
    return fail(
        opStart,
        tr("the edge label started here is not closed with %1 on the same line").arg(closer));
}

} // namespace TrainDeck::Diagram::Internal
