// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>
#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

class QPlainTextEdit;

namespace TrainDeck::Ui {

/// A small rule-based highlighter for the languages TrainDeck shows: Python scripts, YAML
/// and JSON objects, shell commands. It stands in for KSyntaxHighlighting, which needs
/// Qt >= 6.5 (Debian 12 has 6.4). Colours follow the palette's lightness; call
/// updateTheme() after a palette change (a view's changeEvent(PaletteChange) does).
class CodeHighlighter final : public QSyntaxHighlighter
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CodeHighlighter)

public:
    enum Language { Python, Yaml, Json, Shell };
    Q_ENUM(Language)

    /// Kinds of token, exposed so tests can check what a character was coloured as.
    enum Token { Keyword, String, Number, Comment, Key, Builtin, Punctuation, TokenCount };
    Q_ENUM(Token)

    CodeHighlighter(QTextDocument *document, Language language);

    Language language() const { return m_language; }
    void setLanguage(Language language);
    /// Picks colours for `dark` (true) or light backgrounds and rehighlights.
    void updateTheme(bool dark);
    bool isDark() const { return m_dark; }
    QTextCharFormat tokenFormat(Token token) const { return m_formats[token]; }

    /// Guess from a file name: .py, .yaml/.yml, .json, .sh; Yaml otherwise.
    static Language languageForFileName(const QString &fileName);

    /// The best highlighter this build has for `editor`, in a fixed-width font:
    /// KSyntaxHighlighting when compiled in, else a CodeHighlighter that follows the
    /// editor's palette (light or dark) from then on. Owned by the editor's document.
    static QSyntaxHighlighter *install(QPlainTextEdit *editor, Language language);

protected:
    void highlightBlock(const QString &text) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Rule
    {
        QRegularExpression pattern;
        Token token;
        int group = 0;
    };

    void buildRules();
    void applyRules(const QString &text);

    Language m_language;
    bool m_dark = false;
    QTextCharFormat m_formats[TokenCount];
    QList<Rule> m_rules;
    QRegularExpression m_tripleQuote;
};

} // namespace TrainDeck::Ui
