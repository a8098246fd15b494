// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QCommandLineOption>
#include <QList>
#include <QString>

namespace TrainDeck::App {

/// A manual page in man(7) macros, written from the same texts and option tables as the
/// program's --help, so that the page never says something else. Text is escaped for roff:
/// backslashes, a dot or quote that would start a request, and a '-' that starts a word (an
/// option: \- is a minus sign that man renders and searches as '-').
class RoffWriter
{
public:
    /// `.TH`: `name` in upper case, section 1; `source` is the footer ("TrainDeck 0.1.0").
    RoffWriter(const QString &name, const QString &source);

    void section(const QString &title);
    void subsection(const QString &title);
    /// A filled paragraph: line breaks in `text` are spaces.
    void paragraph(const QString &text);
    /// Text kept as it is, line by line (a usage text, a synopsis).
    void preformatted(const QString &text);
    /// A tagged paragraph: `tag` is roff already (see option()), `text` is escaped.
    void item(const QString &tag, const QString &text);
    /// Raw roff, already escaped.
    void raw(const QString &roff);

    /// Bold option names with the value name in italics: `\fB\-o\fR, \fB\-\-output\fR \fIOUT\fR`.
    static QString option(const QCommandLineOption &option);
    static QString bold(const QString &text);
    static QString escape(const QString &text);

    const QString &text() const { return m_text; }

private:
    QString m_text;
};

} // namespace TrainDeck::App
