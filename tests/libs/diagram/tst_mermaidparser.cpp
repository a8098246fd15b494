// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The Mermaid flowchart parser, against golden dumps in data/parser/ (one .mmd input
// and one .golden dump per case; TRAINDECK_UPDATE_GOLDEN=1 rewrites the dumps, which must
// then be read and checked by a person before committing).
#include "libs/diagram/mermaidparser.h"
#include "libs/diagram/mermaidwriter.h"
#include "tests/support/prerequisite.h"

#include <QDir>
#include <QFile>
#include <QMetaEnum>
#include <QTest>

#include <algorithm>

using namespace TrainDeck;
using namespace TrainDeck::Diagram;

namespace {

template<class E>
QString name(E v)
{
    return QString::fromLatin1(QMetaEnum::fromType<E>().valueToKey(int(v)));
}

QString esc(const QString &s)
{
    QString t = s;
    t.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    t.replace(QLatin1Char('\n'), QLatin1String("\\n"));
    t.replace(QLatin1Char('"'), QLatin1String("\\\""));
    return QLatin1Char('"') + t + QLatin1Char('"');
}

QString styleText(const Style &s)
{
    return s.toMermaid();
}

// A canonical, order-preserving text form of everything the parser produces.
QString dump(const Flowchart &c, bool withPositions = true)
{
    QStringList out;
    out << QStringLiteral("direction %1").arg(name(c.direction));
    for (const QString &cd : c.classDefOrder)
        out << QStringLiteral("classDef %1 {%2}").arg(cd, styleText(c.classDefs.value(cd)));
    for (const Node &n : c.nodes) {
        QString line = QStringLiteral("node %1 %2 %3").arg(n.id, name(n.shape), esc(n.label));
        if (!n.subgraph.isEmpty())
            line += QStringLiteral(" in=") + n.subgraph;
        if (!n.classes.isEmpty())
            line += QStringLiteral(" classes=") + n.classes.join(QLatin1Char(','));
        if (!n.style.isEmpty())
            line += QStringLiteral(" style={") + styleText(n.style) + QLatin1Char('}');
        if (withPositions)
            line += QStringLiteral(" @%1:%2").arg(n.line).arg(n.column);
        out << line;
    }
    for (const Edge &e : c.edges) {
        QString line = QStringLiteral("edge %1 -> %2 %3 tail=%4 head=%5 len=%6")
                           .arg(e.from, e.to, name(e.stroke), name(e.tailHead), name(e.headHead))
                           .arg(e.length);
        if (!e.label.isEmpty())
            line += QStringLiteral(" label=") + esc(e.label);
        if (!e.style.isEmpty())
            line += QStringLiteral(" style={") + styleText(e.style) + QLatin1Char('}');
        if (withPositions)
            line += QStringLiteral(" @%1:%2").arg(e.line).arg(e.column);
        out << line;
    }
    for (const Subgraph &s : c.subgraphs) {
        QString line = QStringLiteral("subgraph %1 title=%2").arg(esc(s.id), esc(s.title));
        if (!s.parent.isEmpty())
            line += QStringLiteral(" parent=") + s.parent;
        if (s.direction)
            line += QStringLiteral(" direction=") + name(*s.direction);
        line += QStringLiteral(" nodes=[") + s.nodes.join(QLatin1Char(',')) + QLatin1Char(']');
        out << line;
    }
    if (c.defaultLinkStyle)
        out << QStringLiteral("linkStyle default {%1}").arg(styleText(*c.defaultLinkStyle));
    for (const Error &w : c.warnings)
        out << QStringLiteral("warning %1:%2 %3").arg(w.line).arg(w.column).arg(w.message);
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString dumpResult(const Result<Flowchart> &r)
{
    if (!r)
        return QStringLiteral("error %1:%2 %3\n")
            .arg(r.error().line)
            .arg(r.error().column)
            .arg(r.error().message);
    return dump(*r);
}

QString dataDir()
{
    return QStringLiteral(TRAINDECK_SOURCE_DIR "/tests/libs/diagram/data/parser");
}

} // namespace

class TestMermaidParser final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void golden_data();
    void golden();
    void everyErrorCaseFails_data() { golden_data(); }
    void everyErrorCaseFails();
    void truncatedAtEveryPosition_data() { golden_data(); }
    void truncatedAtEveryPosition();
    void utf8SplitAtEveryByte();
    void roundTripThroughWriter_data() { golden_data(); }
    void roundTripThroughWriter();
    void details();
};

void TestMermaidParser::golden_data()
{
    QTest::addColumn<QString>("base");
    const QStringList files
        = QDir(dataDir()).entryList({QStringLiteral("*.mmd")}, QDir::Files, QDir::Name);
    QVERIFY2(files.size() >= 40, "at least 40 golden cases");
    for (const QString &f : files) {
        const QString base = f.chopped(4);
        QTest::addRow("%s", qPrintable(base)) << base;
    }
}

void TestMermaidParser::golden()
{
    QFETCH(const QString, base);
    QFile in(dataDir() + QLatin1Char('/') + base + QStringLiteral(".mmd"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QString actual = dumpResult(MermaidParser::parse(in.readAll()));
    const QString goldenPath = dataDir() + QLatin1Char('/') + base + QStringLiteral(".golden");
    if (qEnvironmentVariableIsSet("TRAINDECK_UPDATE_GOLDEN")) {
        // Rewriting is never a check: under scripts/test the goldens are compared, not written.
        QVERIFY2(!Prerequisite::strict(),
                 "TRAINDECK_UPDATE_GOLDEN is set under scripts/test; unset it (only "
                 "scripts/update-golden sets it)");
        QFile out(goldenPath);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(actual.toUtf8());
    }
    QFile golden(goldenPath);
    QVERIFY2(golden.open(QIODevice::ReadOnly), qPrintable(goldenPath));
    QCOMPARE(actual, QString::fromUtf8(golden.readAll()));
}

// Cases named err_* must fail with a position; the rest must parse.
void TestMermaidParser::everyErrorCaseFails()
{
    QFETCH(const QString, base);
    QFile in(dataDir() + QLatin1Char('/') + base + QStringLiteral(".mmd"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QByteArray text = in.readAll();
    const auto r = MermaidParser::parse(text);
    if (base.startsWith(QLatin1String("err_"))) {
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Parse);
        QVERIFY(r.error().line >= 1);
        QVERIFY(r.error().column >= 1);
        QVERIFY(r.error().line <= text.count('\n') + 1);
        QVERIFY(!r.error().message.isEmpty());
    } else {
        QVERIFY2(r.ok(), qPrintable(r ? QString() : r.error().message));
        if (base.startsWith(QLatin1String("warn_")))
            QVERIFY(!r->warnings.isEmpty());
    }
}

// The parser reads whole documents, so the byte-split rule becomes: every prefix of every
// case parses or fails cleanly, with a position inside the prefix.
void TestMermaidParser::truncatedAtEveryPosition()
{
    QFETCH(const QString, base);
    QFile in(dataDir() + QLatin1Char('/') + base + QStringLiteral(".mmd"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QByteArray text = in.readAll();
    for (int cut = 0; cut <= text.size(); ++cut) {
        const QByteArray prefix = text.left(cut);
        const auto r = MermaidParser::parse(prefix);
        if (!r) {
            QVERIFY2(r.error().line >= 1 && r.error().line <= prefix.count('\n') + 1,
                     qPrintable(QStringLiteral("cut %1: line %2").arg(cut).arg(r.error().line)));
            QVERIFY(r.error().column >= 1);
        } else {
            for (const Edge &e : r->edges) {
                QVERIFY(r->node(e.from) || r->subgraph(e.from));
                QVERIFY(r->node(e.to) || r->subgraph(e.to));
            }
        }
    }
}

void TestMermaidParser::utf8SplitAtEveryByte()
{
    const QByteArray text = QByteArrayLiteral("flowchart LR\n"
                                              "a[\"Grüße 世界 ✓\"] -->|\"→ next\"| b((ü))\n");
    const auto whole = MermaidParser::parse(text);
    QVERIFY(whole.ok());
    QCOMPARE(whole->node(QStringLiteral("a"))->label, QStringLiteral("Grüße 世界 ✓"));
    for (int cut = 1; cut < text.size(); ++cut) {
        // A split through a multi-byte sequence must not crash or hang, and joining the
        // halves again gives the original result.
        const QByteArray joined = text.left(cut) + text.mid(cut);
        QCOMPARE(dump(*MermaidParser::parse(joined)), dump(*whole));
        (void)MermaidParser::parse(text.left(cut));
    }
}

void TestMermaidParser::roundTripThroughWriter()
{
    QFETCH(const QString, base);
    QFile in(dataDir() + QLatin1Char('/') + base + QStringLiteral(".mmd"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    const auto first = MermaidParser::parse(in.readAll());
    if (!first)
        return;
    const QString written = MermaidWriter::write(*first);
    const auto second = MermaidParser::parse(written);
    QVERIFY2(second.ok(), qPrintable(written + (second ? QString() : second.error().message)));
    // Same chart, node order aside (the writer groups nodes by subgraph); no warnings are
    // expected from our own output.
    auto canonical = [](Flowchart c) {
        std::stable_sort(c.nodes.begin(), c.nodes.end(), [](const Node &a, const Node &b) {
            return a.id < b.id;
        });
        c.warnings.clear();
        return dump(c, false);
    };
    QCOMPARE(canonical(*second), canonical(*first));
    QVERIFY2(second->warnings.size() <= first->warnings.size(), qPrintable(written));
}

void TestMermaidParser::details()
{
    // Step ids with dashes directly followed by an arrow.
    auto r = MermaidParser::parse(QStringLiteral("flowchart LR\nnode-0-->node-1\n"));
    QVERIFY(r.ok());
    QCOMPARE(r->edges.size(), 1);
    QCOMPARE(r->edges.first().from, QStringLiteral("node-0"));
    QCOMPARE(r->edges.first().to, QStringLiteral("node-1"));
    // `A & B --> C & D` is the cross product.
    r = MermaidParser::parse(QStringLiteral("graph TD\nA & B --> C & D\n"));
    QVERIFY(r.ok());
    QCOMPARE(r->edges.size(), 4);
    // Effective style: default class, then classes, then `style`.
    r = MermaidParser::parse(QStringLiteral("graph TD\nclassDef default fill:#111,stroke:#222\n"
                                            "classDef c fill:#333\nA:::c\nstyle A stroke:#444\n"));
    QVERIFY(r.ok());
    const Style s = r->effectiveStyle(*r->node(QStringLiteral("A")));
    QCOMPARE(s.fill, QStringLiteral("#333"));
    QCOMPARE(s.stroke, QStringLiteral("#444"));
    // Error positions are 1-based line and column of the offending token.
    r = MermaidParser::parse(QStringLiteral("graph TD\n  A --> B\n  C -> D\n"));
    QVERIFY(!r);
    QCOMPARE(r.error().line, 3);
    QCOMPARE(r.error().column, 5);
}

QTEST_GUILESS_MAIN(TestMermaidParser)
#include "tst_mermaidparser.moc"
