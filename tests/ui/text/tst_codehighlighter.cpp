// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/text/codehighlighter.h"
#include "ui/text/monospacefont.h"

#include <QPlainTextEdit>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

using namespace TrainDeck::Ui;

namespace {

/// The foreground colour given to the character at `column` of line `line`.
QColor colourAt(const QTextDocument &doc, int line, int column)
{
    const QTextBlock block = doc.findBlockByNumber(line);
    for (const QTextLayout::FormatRange &r : block.layout()->formats()) {
        if (column >= r.start && column < r.start + r.length)
            return r.format.foreground().color();
    }
    return {};
}

/// A font set-up of our choosing, to prove the resolver without the machine's fonts: the
/// platform's "fixed" font is `systemFamily`; a font renders as the first of its families
/// that is installed (the platform's default, proportional, when none is), and renders
/// fixed pitch when that family is in `fixed`.
class FakeFonts final : public MonospaceFont::FontSource
{
public:
    QString systemFamily;
    QStringList installed;
    QStringList fixed;
    QString platformDefault = QStringLiteral("Fake Sans");

    QFont systemFixedFont() const override
    {
        QFont f(systemFamily);
        f.setPointSize(11);
        return f;
    }
    QString renderedFamily(const QFont &font) const
    {
        for (const QString &f : font.families()) {
            if (installed.contains(f))
                return f;
        }
        return platformDefault;
    }
    bool rendersFixedPitch(const QFont &font) const override
    {
        return fixed.contains(renderedFamily(font));
    }
    QStringList families() const override { return installed; }
    bool isFixedPitchFamily(const QString &family) const override { return fixed.contains(family); }
};

} // namespace

class TestCodeHighlighter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void python()
    {
        QTextDocument doc(QStringLiteral("def main():\n"
                                         "    \"\"\"Train.\n"
                                         "    more\"\"\"\n"
                                         "    x = 42  # the answer 'quoted'\n"
                                         "    print('hi')\n"));
        CodeHighlighter h(&doc, CodeHighlighter::Python);
        h.updateTheme(false);
        const QColor keyword = h.tokenFormat(CodeHighlighter::Keyword).foreground().color();
        const QColor string = h.tokenFormat(CodeHighlighter::String).foreground().color();
        const QColor comment = h.tokenFormat(CodeHighlighter::Comment).foreground().color();
        QCOMPARE(colourAt(doc, 0, 0), keyword);
        QCOMPARE(colourAt(doc, 1, 6), string);
        QCOMPARE(colourAt(doc, 2, 4), string); // inside the docstring's second line
        QCOMPARE(colourAt(doc, 3, 8), h.tokenFormat(CodeHighlighter::Number).foreground().color());
        QCOMPARE(colourAt(doc, 3, 26), comment); // a quote inside a comment stays comment
        QCOMPARE(colourAt(doc, 4, 11), string);
        QVERIFY(!colourAt(doc, 3, 4).isValid()); // plain identifier
    }

    void yamlJsonShell()
    {
        QTextDocument yaml(QStringLiteral("metadata:\n  name: torch  # note\n  replicas: 3\n"));
        CodeHighlighter y(&yaml, CodeHighlighter::Yaml);
        QCOMPARE(colourAt(yaml, 0, 0), y.tokenFormat(CodeHighlighter::Key).foreground().color());
        QCOMPARE(colourAt(yaml, 1, 2), y.tokenFormat(CodeHighlighter::Key).foreground().color());
        QCOMPARE(colourAt(yaml, 1, 16),
                 y.tokenFormat(CodeHighlighter::Comment).foreground().color());
        QCOMPARE(colourAt(yaml, 2, 12),
                 y.tokenFormat(CodeHighlighter::Number).foreground().color());

        QTextDocument json(QStringLiteral("{\"a\": [1, true, \"s\"]}"));
        CodeHighlighter j(&json, CodeHighlighter::Json);
        QCOMPARE(colourAt(json, 0, 1), j.tokenFormat(CodeHighlighter::Key).foreground().color());
        QCOMPARE(colourAt(json, 0, 7), j.tokenFormat(CodeHighlighter::Number).foreground().color());
        QCOMPARE(colourAt(json, 0, 10),
                 j.tokenFormat(CodeHighlighter::Keyword).foreground().color());
        QCOMPARE(colourAt(json, 0, 17),
                 j.tokenFormat(CodeHighlighter::String).foreground().color());

        QTextDocument sh(QStringLiteral("export X=$HOME; torchrun --nnodes 2 train.py # go\n"));
        CodeHighlighter s(&sh, CodeHighlighter::Shell);
        QCOMPARE(colourAt(sh, 0, 0), s.tokenFormat(CodeHighlighter::Keyword).foreground().color());
        QCOMPARE(colourAt(sh, 0, 10), s.tokenFormat(CodeHighlighter::Builtin).foreground().color());
        QCOMPARE(colourAt(sh, 0, 27), s.tokenFormat(CodeHighlighter::Key).foreground().color());
    }

    void themeFollowsLightness()
    {
        QTextDocument doc(QStringLiteral("import os\n"));
        CodeHighlighter h(&doc, CodeHighlighter::Python);
        h.updateTheme(false);
        const QColor light = colourAt(doc, 0, 0);
        h.updateTheme(true);
        QVERIFY(h.isDark());
        const QColor dark = colourAt(doc, 0, 0);
        QVERIFY(dark.lightness() > light.lightness());
        QCOMPARE(CodeHighlighter::languageForFileName(QStringLiteral("a/train.PY")),
                 CodeHighlighter::Python);
        QCOMPARE(CodeHighlighter::languageForFileName(QStringLiteral("x.json")),
                 CodeHighlighter::Json);
        QCOMPARE(CodeHighlighter::languageForFileName(QStringLiteral("run.sh")),
                 CodeHighlighter::Shell);
        QCOMPARE(CodeHighlighter::languageForFileName(QStringLiteral("job.yml")),
                 CodeHighlighter::Yaml);
    }

    // The builder's editors get theirs through install(): a fixed-width font, and colours that
    // follow the editor's palette when the desktop turns dark.
    void installedFollowsTheEditorsPalette()
    {
        QPlainTextEdit editor;
        QPalette light = editor.palette();
        light.setColor(QPalette::Base, Qt::white);
        editor.setPalette(light);
        auto *h = qobject_cast<CodeHighlighter *>(
            CodeHighlighter::install(&editor, CodeHighlighter::Python));
        QVERIFY(h);
        QCOMPARE(h->language(), CodeHighlighter::Python);
        QVERIFY(!h->isDark());
        QVERIFY(QFontInfo(editor.font()).fixedPitch());
        editor.setPlainText(QStringLiteral("import os\n"));
        const QColor before = colourAt(*editor.document(), 0, 0);
        QPalette dark = light;
        dark.setColor(QPalette::Base, QColor(0x1e, 0x1f, 0x22));
        editor.setPalette(dark);
        QVERIFY(h->isDark());
        QVERIFY(colourAt(*editor.document(), 0, 0).lightness() > before.lightness());
    }

    // The platform's fixed font is proportional on some machines (the
    // offscreen platform with a desktop theme's fonts); the editors must still get monospace.
    void monospaceWhenTheSystemFixedFontIsProportional()
    {
        FakeFonts fonts;
        fonts.systemFamily = QStringLiteral("Fake Sans"); // "fixed" maps to a proportional face
        fonts.installed = {QStringLiteral("Fake Sans"),
                           QStringLiteral("Fake Serif"),
                           QStringLiteral("Liberation Mono"),
                           QStringLiteral("Zed Mono")};
        fonts.fixed = {QStringLiteral("Liberation Mono"), QStringLiteral("Zed Mono")};
        const QFont f = MonospaceFont::resolve(fonts);
        QCOMPARE(fonts.renderedFamily(f), QStringLiteral("Liberation Mono"));
        QVERIFY(fonts.rendersFixedPitch(f));
        QCOMPARE(f.styleHint(), QFont::Monospace);
        QVERIFY(f.fixedPitch());
        QCOMPARE(f.pointSize(), 11); // the system fixed font's size is kept
    }

    void monospaceFromTheDatabaseWhenNoKnownFamilyIsInstalled()
    {
        FakeFonts fonts;
        fonts.systemFamily = QStringLiteral("Fake Sans");
        fonts.installed = {QStringLiteral("Fake Sans"), QStringLiteral("Odd Typewriter")};
        fonts.fixed = {QStringLiteral("Odd Typewriter")};
        QCOMPARE(fonts.renderedFamily(MonospaceFont::resolve(fonts)),
                 QStringLiteral("Odd Typewriter"));
    }

    void theSystemFixedFontIsKeptWhenItIsFixed()
    {
        FakeFonts fonts;
        fonts.systemFamily = QStringLiteral("Sys Mono");
        fonts.installed = {QStringLiteral("Sys Mono"), QStringLiteral("DejaVu Sans Mono")};
        fonts.fixed = {QStringLiteral("Sys Mono"), QStringLiteral("DejaVu Sans Mono")};
        const QFont f = MonospaceFont::resolve(fonts);
        QCOMPARE(fonts.renderedFamily(f), QStringLiteral("Sys Mono"));
        // Asked for explicitly: the system's family first, then the usual monospace families.
        QCOMPARE(f.families().first(), QStringLiteral("Sys Mono"));
        QVERIFY(f.families().contains(QStringLiteral("DejaVu Sans Mono")));
        QVERIFY(f.families().contains(QStringLiteral("Monospace")));
        QCOMPARE(f.styleHint(), QFont::Monospace);
    }

    void noFixedFamilyAtAllGivesTheBestWish()
    {
        FakeFonts fonts;
        fonts.systemFamily = QStringLiteral("Fake Sans");
        fonts.installed = {QStringLiteral("Fake Sans")};
        const QFont f = MonospaceFont::resolve(fonts);
        QCOMPARE(f.styleHint(), QFont::Monospace);
        QVERIFY(f.fixedPitch());
    }

    // On this machine, whatever it has installed: the editors, log views and lists that show
    // code get a font that renders fixed pitch.
    void realFontsAreFixedPitch()
    {
        const QFont f = MonospaceFont::font();
        QVERIFY2(QFontInfo(f).fixedPitch(), qPrintable(QFontInfo(f).family()));
        QPlainTextEdit editor;
        (void)CodeHighlighter::install(&editor, CodeHighlighter::Yaml);
        QVERIFY2(QFontInfo(editor.font()).fixedPitch(),
                 qPrintable(QFontInfo(editor.font()).family()));
    }
};

QTEST_MAIN(TestCodeHighlighter)
#include "tst_codehighlighter.moc"
