// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/text/codehighlighter.h"

#include "ui/text/monospacefont.h"

#include <QEvent>
#include <QFileInfo>
#include <QGuiApplication>
#include <QPalette>
#include <QPlainTextEdit>

#if WITH_KSYNTAXHIGHLIGHTING
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>
#endif

namespace TrainDeck::Ui {

namespace {

enum BlockState { Normal = 0, InTripleDouble = 1, InTripleSingle = 2 };

} // namespace

CodeHighlighter::CodeHighlighter(QTextDocument *document, Language language)
    : QSyntaxHighlighter(document)
    , m_language(language)
    , m_tripleQuote(QStringLiteral(R"(\"\"\"|''')"))
{
    const QColor base = QGuiApplication::palette().color(QPalette::Base);
    m_dark = base.lightness() < 128;
    updateTheme(m_dark);
}

CodeHighlighter::Language CodeHighlighter::languageForFileName(const QString &fileName)
{
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    if (suffix == QLatin1String("py"))
        return Python;
    if (suffix == QLatin1String("json"))
        return Json;
    if (suffix == QLatin1String("sh") || suffix == QLatin1String("bash"))
        return Shell;
    return Yaml;
}

QSyntaxHighlighter *CodeHighlighter::install(QPlainTextEdit *editor, Language language)
{
    MonospaceFont::apply(editor);
    const bool dark = editor->palette().color(QPalette::Base).lightness() < 128;
#if WITH_KSYNTAXHIGHLIGHTING
    // One repository for the whole application: loading the definitions is expensive.
    static KSyntaxHighlighting::Repository repository;
    static const char *const names[] = {"Python", "YAML", "JSON", "Bash"};
    auto *h = new KSyntaxHighlighting::SyntaxHighlighter(editor->document());
    h->setDefinition(repository.definitionForName(QString::fromLatin1(names[language])));
    h->setTheme(repository.defaultTheme(dark ? KSyntaxHighlighting::Repository::DarkTheme
                                             : KSyntaxHighlighting::Repository::LightTheme));
    return h;
#else
    auto *h = new CodeHighlighter(editor->document(), language);
    h->updateTheme(dark);
    editor->installEventFilter(h);
    return h;
#endif
}

bool CodeHighlighter::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::PaletteChange) {
        if (auto *editor = qobject_cast<QPlainTextEdit *>(watched)) {
            const bool dark = editor->palette().color(QPalette::Base).lightness() < 128;
            if (dark != m_dark)
                updateTheme(dark);
        }
    }
    return QSyntaxHighlighter::eventFilter(watched, event);
}

void CodeHighlighter::setLanguage(Language language)
{
    if (language == m_language)
        return;
    m_language = language;
    buildRules();
    rehighlight();
}

void CodeHighlighter::updateTheme(bool dark)
{
    m_dark = dark;
    // Two tuned sets rather than computed colours: contrast matters more than hue here.
    const auto colour = [dark](const char *light, const char *darkName) {
        return QColor(QLatin1String(dark ? darkName : light));
    };
    m_formats[Keyword].setForeground(colour("#8959a8", "#c397d8"));
    m_formats[Keyword].setFontWeight(QFont::DemiBold);
    m_formats[String].setForeground(colour("#718c00", "#b9ca4a"));
    m_formats[Number].setForeground(colour("#c45a00", "#e78c45"));
    m_formats[Comment].setForeground(colour("#8e908c", "#969896"));
    m_formats[Comment].setFontItalic(true);
    m_formats[Key].setForeground(colour("#2a6fb0", "#7aa6da"));
    m_formats[Builtin].setForeground(colour("#3e999f", "#70c0b1"));
    m_formats[Punctuation].setForeground(colour("#6c6f73", "#a0a4a8"));
    buildRules();
    rehighlight();
}

void CodeHighlighter::buildRules()
{
    m_rules.clear();
    const auto rule = [this](const QString &pattern, Token token, int group = 0) {
        m_rules.append({QRegularExpression(pattern), token, group});
    };
    const QString number = QStringLiteral(R"(\b-?(0x[0-9a-fA-F]+|\d+(\.\d+)?([eE][-+]?\d+)?)\b)");
    switch (m_language) {
    case Python:
        rule(QStringLiteral(
                 R"(\b(and|as|assert|async|await|break|class|continue|def|del|elif|else|except|)"
                 R"(finally|for|from|global|if|import|in|is|lambda|nonlocal|not|or|pass|raise|)"
                 R"(return|try|while|with|yield|None|True|False)\b)"),
             Keyword);
        rule(QStringLiteral(
                 R"(\b(print|len|range|int|float|str|dict|list|set|tuple|open|super|self|)"
                 R"(isinstance|enumerate|zip|sum|min|max)\b)"),
             Builtin);
        rule(QStringLiteral(R"(@[A-Za-z_][\w.]*)"), Builtin);
        rule(number, Number);
        rule(QStringLiteral(R"([rbfRBF]{0,2}"([^"\\]|\\.)*"|[rbfRBF]{0,2}'([^'\\]|\\.)*')"),
             String);
        rule(QStringLiteral(R"(#.*$)"), Comment);
        break;
    case Yaml:
        rule(QStringLiteral(R"(^\s*(- )?([\w./-]+|"[^"]*")\s*(?=:(\s|$)))"), Key, 2);
        rule(QStringLiteral(R"(^\s*-(?=\s|$))"), Punctuation);
        rule(QStringLiteral(R"((?<=[:\-]\s)(true|false|null|~|yes|no)\s*$)"), Keyword);
        rule(QStringLiteral(R"((?<=[:\-]\s)-?\d+(\.\d+)?\s*$)"), Number);
        rule(QStringLiteral(R"("([^"\\]|\\.)*"|'[^']*')"), String);
        rule(QStringLiteral(R"([|>][-+]?\s*$)"), Punctuation);
        rule(QStringLiteral(R"(^---\s*$|^\.\.\.\s*$)"), Punctuation);
        rule(QStringLiteral(R"((^|\s)#.*$)"), Comment);
        break;
    case Json:
        rule(QStringLiteral(R"([{}\[\],:])"), Punctuation);
        rule(number, Number);
        rule(QStringLiteral(R"(\b(true|false|null)\b)"), Keyword);
        rule(QStringLiteral(R"("([^"\\]|\\.)*")"), String);
        rule(QStringLiteral(R"(("([^"\\]|\\.)*")\s*:)"), Key, 1);
        break;
    case Shell:
        rule(QStringLiteral(
                 R"(\b(if|then|else|elif|fi|for|while|do|done|case|esac|in|function|return|)"
                 R"(export|local|set|exec)\b)"),
             Keyword);
        rule(QStringLiteral(R"(\$\{?[A-Za-z_][A-Za-z0-9_]*\}?|\$[0-9@#?*])"), Builtin);
        rule(QStringLiteral(R"((^|\s)--?[A-Za-z][\w-]*)"), Key);
        rule(QStringLiteral(R"("([^"\\]|\\.)*"|'[^']*')"), String);
        rule(QStringLiteral(R"((^|\s)#.*$)"), Comment);
        break;
    }
}

void CodeHighlighter::applyRules(const QString &text)
{
    // Later rules win: strings after keywords, comments last, so "# x = 'a'" is a comment.
    for (const Rule &r : std::as_const(m_rules)) {
        auto it = r.pattern.globalMatch(text);
        while (it.hasNext()) {
            const auto m = it.next();
            if (m.capturedLength(r.group) > 0)
                setFormat(int(m.capturedStart(r.group)),
                          int(m.capturedLength(r.group)),
                          m_formats[r.token]);
        }
    }
}

void CodeHighlighter::highlightBlock(const QString &text)
{
    applyRules(text);
    if (m_language != Python) {
        setCurrentBlockState(Normal);
        return;
    }
    // Docstrings and other triple-quoted strings span blocks.
    int start = 0;
    int state = previousBlockState() > 0 ? previousBlockState() : Normal;
    while (start <= text.size()) {
        if (state == Normal) {
            const auto m = m_tripleQuote.match(text, start);
            if (!m.hasMatch())
                break;
            // A triple quote after a '#' on the line is part of the comment.
            const int hash = int(text.left(m.capturedStart()).indexOf(QLatin1Char('#')));
            if (hash >= 0 && format(hash) == m_formats[Comment])
                break;
            state = m.captured() == QLatin1String("\"\"\"") ? InTripleDouble : InTripleSingle;
            const int open = int(m.capturedStart());
            const QString quote = m.captured();
            const int close = int(text.indexOf(quote, open + 3));
            if (close < 0) {
                setFormat(open, int(text.size()) - open, m_formats[String]);
                break;
            }
            setFormat(open, close + 3 - open, m_formats[String]);
            state = Normal;
            start = close + 3;
        } else {
            const QString quote
                = state == InTripleDouble ? QStringLiteral("\"\"\"") : QStringLiteral("'''");
            const int close = int(text.indexOf(quote, start));
            if (close < 0) {
                setFormat(start, int(text.size()) - start, m_formats[String]);
                break;
            }
            setFormat(start, close + 3 - start, m_formats[String]);
            state = Normal;
            start = close + 3;
        }
    }
    setCurrentBlockState(state);
}

} // namespace TrainDeck::Ui
