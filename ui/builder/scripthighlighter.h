// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>
#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

class QPlainTextEdit;

namespace TrainDeck::Ui {

/// A small highlighter for the builder's editors: Python for scripts, YAML for the job.
/// It is the fallback when KSyntaxHighlighting (KF6, Qt >= 6.5) is not available, which is
/// always the case on Debian 12, so it is what the tests exercise.
class ScriptHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT
public:
    enum class Language { Python, Yaml };
    Q_ENUM(Language)

    ScriptHighlighter(Language language, QTextDocument *document);

    Language language() const { return m_language; }
    /// Picks the colours again from the palette (light or dark) and re-highlights.
    void updateColours(const QPalette &palette);

    /// The best highlighter this build has for `editor`: KSyntaxHighlighting when compiled
    /// in, else a ScriptHighlighter. Owned by the editor's document.
    static QSyntaxHighlighter *install(QPlainTextEdit *editor, Language language);

protected:
    void highlightBlock(const QString &text) override;

private:
    struct Rule
    {
        QRegularExpression pattern;
        QTextCharFormat format;
        int group = 0;
    };
    void buildRules();
    void highlightPython(const QString &text);
    void highlightYaml(const QString &text);

    Language m_language;
    bool m_dark = false;
    QList<Rule> m_rules;
    QTextCharFormat m_stringFormat;
    QTextCharFormat m_commentFormat;
};

} // namespace TrainDeck::Ui
