// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/error.h"
#include "libs/diagram/flowchart.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <algorithm>
#include <optional>
#include <vector>

namespace TrainDeck::Diagram::Internal {

inline bool isIdChar(QChar c)
{
    return c.isLetterOrNumber() || c == QLatin1Char('_');
}

/// An edge operator as read: `-->`, `-.->|label|`, `<== text ==>` ...
struct EdgeOp
{
    EdgeStroke stroke = EdgeStroke::Normal;
    ArrowHead tail = ArrowHead::None;
    ArrowHead head = ArrowHead::None;
    int length = 1;
    QString label;
};

/// The lexical level of MermaidParser: a cursor over the text with 1-based line and column
/// positions, the first error and the warnings, and the tokens whose syntax does not depend
/// on the statement they appear in (ids, words, quoted and plain labels, edge operators).
/// MermaidParser's grammar builds on it; no I/O.
class MermaidScanner
{
    Q_DECLARE_TR_FUNCTIONS(MermaidParser)
public:
    explicit MermaidScanner(const QString &text)
        : m_text(text)
    {
        m_lineStarts.push_back(0);
        for (int i = 0; i < m_text.size(); ++i) {
            if (m_text.at(i) == QLatin1Char('\n'))
                m_lineStarts.push_back(i + 1);
        }
    }

protected:
    // Cursor helpers.
    bool atEnd() const { return m_pos >= m_text.size(); }
    QChar peek(int ahead = 0) const
    {
        const int i = m_pos + ahead;
        return i < m_text.size() ? m_text.at(i) : QChar();
    }
    bool lookingAt(QLatin1String s) const { return QStringView(m_text).mid(m_pos).startsWith(s); }
    void skipSpaces()
    {
        while (!atEnd()
               && (peek() == QLatin1Char(' ') || peek() == QLatin1Char('\t')
                   || peek() == QLatin1Char('\r')))
            ++m_pos;
    }
    bool atStatementEnd() const
    {
        return atEnd() || peek() == QLatin1Char('\n') || peek() == QLatin1Char(';')
               || lookingAt(QLatin1String("%%"));
    }
    void skipToLineEnd()
    {
        while (!atEnd() && peek() != QLatin1Char('\n'))
            ++m_pos;
    }
    /// Rest of the statement (up to ';', newline or a comment), trimmed.
    QString restOfStatement()
    {
        const int start = m_pos;
        while (!atStatementEnd())
            ++m_pos;
        return m_text.mid(start, m_pos - start).trimmed();
    }
    int lineOf(int pos) const
    {
        return int(std::upper_bound(m_lineStarts.cbegin(), m_lineStarts.cend(), pos)
                   - m_lineStarts.cbegin());
    }
    int columnOf(int pos) const { return pos - m_lineStarts.at(lineOf(pos) - 1) + 1; }
    bool fail(int pos, const QString &message)
    {
        if (!m_error)
            m_error = Error::make(Error::Kind::Parse, message).at({}, lineOf(pos), columnOf(pos));
        return false;
    }
    void warn(int pos, const QString &message)
    {
        m_warnings << Error::make(Error::Kind::Parse, message).at({}, lineOf(pos), columnOf(pos));
    }
    QString describe(int pos) const
    {
        if (pos >= m_text.size())
            return tr("the end of the text");
        const QChar c = m_text.at(pos);
        if (c == QLatin1Char('\n'))
            return tr("the end of the line");
        return QStringLiteral("'%1'").arg(c);
    }

    bool skipBlankAndComments();
    QString readWord();
    QString readId();
    bool parseLabel(QLatin1String close, int openPos, QLatin1String open, QString *label);
    bool tryEdgeOp(EdgeOp *op, bool *found);
    bool parseEdgeLabelForm(QChar body, EdgeOp *op, int opStart);
    bool readArrowEnd(ArrowHead *head);

    static QString decodeLabel(QString s);

    const QString &m_text;
    int m_pos = 0;
    std::vector<int> m_lineStarts;
    std::optional<Error> m_error;
    QList<Error> m_warnings; ///< in the order they were found
};

} // namespace TrainDeck::Diagram::Internal
