// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/roffwriter.h"

#include <QStringList>

namespace TrainDeck::App {

namespace {

/// One line of text as roff: a line that starts with '.' or '\'' would be a request.
QString escapeLine(const QString &line, bool everyDash)
{
    QString out;
    out.reserve(line.size() + 8);
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (c == QLatin1Char('\\')) {
            out += QLatin1String("\\e");
        } else if (c == QLatin1Char('-')) {
            // A word's first '-' (and the second of "--") is a minus: an option. Inside a word
            // ("comma-separated") it stays a hyphen, except in text kept as it is, which is
            // command lines.
            const QChar before = i > 0 ? line.at(i - 1) : QChar(QLatin1Char(' '));
            const bool starts = !before.isLetterOrNumber();
            out += everyDash || starts ? QLatin1String("\\-") : QLatin1String("-");
        } else {
            out += c;
        }
    }
    if (out.startsWith(QLatin1Char('.')) || out.startsWith(QLatin1Char('\'')))
        out.prepend(QLatin1String("\\&"));
    return out;
}

} // namespace

RoffWriter::RoffWriter(const QString &name, const QString &source)
{
    m_text = QStringLiteral(".TH \"%1\" \"1\" \"\" \"%2\" \"User Commands\"\n")
                 .arg(escape(name.toUpper()), escape(source));
    // Command and option names are never split across lines; text is set ragged-right.
    m_text += QLatin1String(".nh\n.ad l\n");
}

void RoffWriter::section(const QString &title)
{
    m_text += QStringLiteral(".SH \"%1\"\n").arg(escape(title));
}

void RoffWriter::subsection(const QString &title)
{
    m_text += QStringLiteral(".SS \"%1\"\n").arg(escape(title));
}

void RoffWriter::paragraph(const QString &text)
{
    QString joined = text.simplified();
    m_text += QLatin1String(".PP\n") + escape(joined) + QLatin1Char('\n');
}

void RoffWriter::preformatted(const QString &text)
{
    m_text += QLatin1String(".PP\n.nf\n");
    QString body = text;
    while (body.endsWith(QLatin1Char('\n')))
        body.chop(1);
    for (const QString &line : body.split(QLatin1Char('\n'))) {
        // An empty line in no-fill mode is a blank line; roff wants it said so.
        m_text += line.trimmed().isEmpty() ? QStringLiteral(".sp") : escapeLine(line, true);
        m_text += QLatin1Char('\n');
    }
    m_text += QLatin1String(".fi\n");
}

void RoffWriter::item(const QString &tag, const QString &text)
{
    m_text += QLatin1String(".TP\n") + tag + QLatin1Char('\n') + escape(text.simplified())
              + QLatin1Char('\n');
}

void RoffWriter::raw(const QString &roff)
{
    m_text += roff;
    if (!m_text.endsWith(QLatin1Char('\n')))
        m_text += QLatin1Char('\n');
}

QString RoffWriter::option(const QCommandLineOption &option)
{
    QStringList names;
    for (const QString &n : option.names())
        names << bold((n.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + n);
    QString out = names.join(QLatin1String(", "));
    if (!option.valueName().isEmpty())
        out += QLatin1Char(' ') + QStringLiteral("\\fI%1\\fR").arg(escape(option.valueName()));
    return out;
}

QString RoffWriter::bold(const QString &text)
{
    return QStringLiteral("\\fB%1\\fR").arg(escape(text));
}

QString RoffWriter::escape(const QString &text)
{
    QStringList lines;
    for (const QString &line : text.split(QLatin1Char('\n')))
        lines << escapeLine(line, false);
    return lines.join(QLatin1Char('\n'));
}

} // namespace TrainDeck::App
