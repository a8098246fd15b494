// SPDX-License-Identifier: Apache-2.0
#include "scripthighlighter.h"

#include <QFontDatabase>
#include <QPlainTextEdit>

#if WITH_KSYNTAXHIGHLIGHTING
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>
#endif

namespace TrainDeck::Ui {

namespace {

// Block states of the Python highlighter: inside a triple-quoted string of either kind.
constexpr int InTripleDouble = 1;
constexpr int InTripleSingle = 2;

QTextCharFormat charFormat(const QColor &colour, bool bold = false, bool italic = false)
{
    QTextCharFormat f;
    f.setForeground(colour);
    if (bold)
        f.setFontWeight(QFont::Bold);
    f.setFontItalic(italic);
    return f;
}

} // namespace

ScriptHighlighter::ScriptHighlighter(Language language, QTextDocument *document)
    : QSyntaxHighlighter(document)
    , m_language(language)
{
    buildRules();
}

void ScriptHighlighter::updateColours(const QPalette &palette)
{
    m_dark = palette.color(QPalette::Base).lightness() < 128;
    buildRules();
    rehighlight();
}

void ScriptHighlighter::buildRules()
{
    // Colours that read well on both a white and a near-black editor background.
    const QColor keyword = m_dark ? QColor(0xc6, 0x78, 0xdd) : QColor(0x8b, 0x1c, 0xa8);
    const QColor builtin = m_dark ? QColor(0x61, 0xaf, 0xef) : QColor(0x1f, 0x5f, 0xbf);
    const QColor string = m_dark ? QColor(0x98, 0xc3, 0x79) : QColor(0x2e, 0x7d, 0x32);
    const QColor number = m_dark ? QColor(0xd1, 0x9a, 0x66) : QColor(0xb3, 0x5c, 0x00);
    const QColor comment = m_dark ? QColor(0x7f, 0x84, 0x8e) : QColor(0x80, 0x80, 0x80);
    const QColor decorator = m_dark ? QColor(0xe5, 0xc0, 0x7b) : QColor(0x9e, 0x6a, 0x00);

    m_rules.clear();
    m_stringFormat = charFormat(string);
    m_commentFormat = charFormat(comment, false, true);
    if (m_language == Language::Python) {
        static const char *const keywords[]
            = {"and",      "as",     "assert", "async",  "await",  "break",  "class",   "continue",
               "def",      "del",    "elif",   "else",   "except", "False",  "finally", "for",
               "from",     "global", "if",     "import", "in",     "is",     "lambda",  "None",
               "nonlocal", "not",    "or",     "pass",   "raise",  "return", "True",    "try",
               "while",    "with",   "yield",  "match",  "case"};
        QStringList words;
        for (const char *k : keywords)
            words << QString::fromLatin1(k);
        m_rules.append({QRegularExpression(QStringLiteral("\\b(%1)\\b").arg(words.join(u'|'))),
                        charFormat(keyword, true),
                        0});
        m_rules.append(
            {QRegularExpression(QStringLiteral(
                 "\\b(print|len|range|int|float|str|dict|list|tuple|set|open|super|self|"
                 "isinstance|enumerate|zip|min|max|sum|abs|round|sorted|os|sys|torch)\\b")),
             charFormat(builtin),
             0});
        m_rules.append({QRegularExpression(QStringLiteral("\\bdef\\s+([A-Za-z_][A-Za-z0-9_]*)")),
                        charFormat(builtin, true),
                        1});
        m_rules.append(
            {QRegularExpression(QStringLiteral("\\b([0-9]+(\\.[0-9]*)?([eE][+-]?[0-9]+)?)\\b")),
             charFormat(number),
             0});
        m_rules.append({QRegularExpression(QStringLiteral("^\\s*(@[A-Za-z_][A-Za-z0-9_.]*)")),
                        charFormat(decorator),
                        1});
    } else {
        m_rules.append({QRegularExpression(QStringLiteral("^\\s*(- )?([^:#'\"\\s][^:#]*):(\\s|$)")),
                        charFormat(builtin, true),
                        2});
        m_rules.append(
            {QRegularExpression(QStringLiteral(":\\s+(true|false|null|~|[0-9.]+[A-Za-z]*)\\s*$")),
             charFormat(number),
             1});
        m_rules.append({QRegularExpression(QStringLiteral("^(---|\\.\\.\\.)\\s*$")),
                        charFormat(keyword, true),
                        0});
        m_rules.append(
            {QRegularExpression(QStringLiteral("[|>][-+]?\\s*$")), charFormat(keyword), 0});
    }
}

void ScriptHighlighter::highlightBlock(const QString &text)
{
    if (m_language == Language::Python)
        highlightPython(text);
    else
        highlightYaml(text);
}

void ScriptHighlighter::highlightPython(const QString &text)
{
    for (const Rule &rule : std::as_const(m_rules)) {
        auto it = rule.pattern.globalMatch(text);
        while (it.hasNext()) {
            const auto m = it.next();
            setFormat(
                int(m.capturedStart(rule.group)), int(m.capturedLength(rule.group)), rule.format);
        }
    }
    // Strings and comments last, scanning left to right so that a '#' inside a string is not a
    // comment and a quote inside a comment is not a string.
    setCurrentBlockState(0);
    int i = 0;
    const int n = int(text.size());
    auto tripleAt = [&](int pos, QChar q) {
        return pos + 2 < n && text[pos] == q && text[pos + 1] == q && text[pos + 2] == q;
    };
    int open = previousBlockState();
    if (open == InTripleDouble || open == InTripleSingle) {
        const QChar q = open == InTripleDouble ? u'"' : u'\'';
        int end = -1;
        for (int j = 0; j < n; ++j) {
            if (text[j] == u'\\') {
                ++j;
                continue;
            }
            if (tripleAt(j, q)) {
                end = j + 3;
                break;
            }
        }
        if (end < 0) {
            setFormat(0, n, m_stringFormat);
            setCurrentBlockState(open);
            return;
        }
        setFormat(0, end, m_stringFormat);
        i = end;
    }
    while (i < n) {
        const QChar c = text[i];
        if (c == u'#') {
            setFormat(i, n - i, m_commentFormat);
            return;
        }
        if (c == u'"' || c == u'\'') {
            if (tripleAt(i, c)) {
                int j = i + 3;
                int end = -1;
                for (; j < n; ++j) {
                    if (text[j] == u'\\') {
                        ++j;
                        continue;
                    }
                    if (tripleAt(j, c)) {
                        end = j + 3;
                        break;
                    }
                }
                if (end < 0) {
                    setFormat(i, n - i, m_stringFormat);
                    setCurrentBlockState(c == u'"' ? InTripleDouble : InTripleSingle);
                    return;
                }
                setFormat(i, end - i, m_stringFormat);
                i = end;
                continue;
            }
            int j = i + 1;
            while (j < n && text[j] != c) {
                if (text[j] == u'\\')
                    ++j;
                ++j;
            }
            const int end = qMin(n, j + 1);
            setFormat(i, end - i, m_stringFormat);
            i = end;
            continue;
        }
        ++i;
    }
}

void ScriptHighlighter::highlightYaml(const QString &text)
{
    for (const Rule &rule : std::as_const(m_rules)) {
        auto it = rule.pattern.globalMatch(text);
        while (it.hasNext()) {
            const auto m = it.next();
            setFormat(
                int(m.capturedStart(rule.group)), int(m.capturedLength(rule.group)), rule.format);
        }
    }
    const int n = int(text.size());
    for (int i = 0; i < n; ++i) {
        const QChar c = text[i];
        if (c == u'#' && (i == 0 || text[i - 1].isSpace())) {
            setFormat(i, n - i, m_commentFormat);
            return;
        }
        if (c == u'"' || c == u'\'') {
            int j = i + 1;
            while (j < n && text[j] != c) {
                if (c == u'"' && text[j] == u'\\')
                    ++j;
                ++j;
            }
            const int end = qMin(n, j + 1);
            setFormat(i, end - i, m_stringFormat);
            i = end - 1;
        }
    }
}

QSyntaxHighlighter *ScriptHighlighter::install(QPlainTextEdit *editor, Language language)
{
    editor->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
#if WITH_KSYNTAXHIGHLIGHTING
    // One repository for the whole application: loading the definitions is expensive.
    static KSyntaxHighlighting::Repository repository;
    auto *h = new KSyntaxHighlighting::SyntaxHighlighter(editor->document());
    h->setDefinition(repository.definitionForName(
        language == Language::Python ? QStringLiteral("Python") : QStringLiteral("YAML")));
    h->setTheme(editor->palette().color(QPalette::Base).lightness() < 128
                    ? repository.defaultTheme(KSyntaxHighlighting::Repository::DarkTheme)
                    : repository.defaultTheme(KSyntaxHighlighting::Repository::LightTheme));
    return h;
#else
    auto *h = new ScriptHighlighter(language, editor->document());
    h->updateColours(editor->palette());
    return h;
#endif
}

} // namespace TrainDeck::Ui
