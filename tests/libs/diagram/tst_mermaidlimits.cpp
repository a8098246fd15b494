// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Mermaid input is bounded. 100,000 nested subgraphs (2 MB) crashed
// `traindeck-cli diagram --format mermaid` with SIGSEGV (the writer recursed once per level);
// a chart of any size was read, parsed and laid out whole. Each limit is an error that names
// it, from the parser and from the CLI, and the writer survives a deep chart built in code.
#include "libs/diagram/mermaidparser.h"
#include "libs/diagram/mermaidwriter.h"
#include "tests/support/clirun.h"
#include "tests/support/sanitizer.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Diagram;

namespace {

QByteArray nested(int depth)
{
    QByteArray t = "flowchart TB\n";
    t.reserve(depth * 24);
    for (int i = 0; i < depth; ++i)
        t += "subgraph s" + QByteArray::number(i) + "\n";
    t += "a --> b\n";
    for (int i = 0; i < depth; ++i)
        t += "end\n";
    return t;
}

QByteArray manyNodes(int n)
{
    QByteArray t = "flowchart LR\n";
    for (int i = 0; i < n; ++i)
        t += "n" + QByteArray::number(i) + "\n";
    return t;
}

QString parseError(const QByteArray &text)
{
    const auto r = MermaidParser::parse(text);
    return r ? QString() : r.error().message;
}

} // namespace

class TestMermaidLimits final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &bytes)
    {
        QFile f(m_dir.filePath(name));
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            return {};
        return f.fileName();
    }

private Q_SLOTS:
    void depthLimit()
    {
        // At the limit it parses; one more level is an error at the subgraph that opens it.
        QVERIFY(MermaidParser::parse(nested(MermaidParser::MaxDepth)));
        const auto r = MermaidParser::parse(nested(MermaidParser::MaxDepth + 1));
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Parse);
        QCOMPARE(r.error().line, MermaidParser::MaxDepth + 2);
        QCOMPARE(r.error().message,
                 QStringLiteral("subgraphs are nested more than 32 deep here; TrainDeck draws at "
                                "most 32 levels, so close some with 'end' first"));
    }

    void nodeLimit()
    {
        QVERIFY(MermaidParser::parse(manyNodes(MermaidParser::MaxNodes)));
        QCOMPARE(parseError(manyNodes(MermaidParser::MaxNodes + 1)),
                 QStringLiteral("the chart has more than 2000 nodes, more than TrainDeck draws; "
                                "split it into smaller charts"));
    }

    void edgeLimitInsideOneStatement()
    {
        // 100 x 100 sources and targets: 10,000 edges from one 1.6 KB line. The limit must
        // stop it while the edges are made, not after.
        QByteArray left;
        QByteArray right;
        for (int i = 0; i < 100; ++i) {
            left += (i ? " & a" : "a") + QByteArray::number(i);
            right += (i ? " & b" : "b") + QByteArray::number(i);
        }
        QCOMPARE(parseError("flowchart LR\n" + left + " --> " + right + "\n"),
                 QStringLiteral("the chart has more than 5000 edges, more than TrainDeck draws; "
                                "split it into smaller charts"));
    }

    void subgraphLimit()
    {
        QByteArray t = "flowchart LR\n";
        for (int i = 0; i <= MermaidParser::MaxSubgraphs; ++i)
            t += "subgraph g" + QByteArray::number(i) + "\nend\n";
        QCOMPARE(parseError(t),
                 QStringLiteral("the chart has more than 500 subgraphs, more than TrainDeck "
                                "draws; split it into smaller charts"));
    }

    void sizeLimit()
    {
        QByteArray t = "flowchart LR\n%% ";
        t += QByteArray(MermaidParser::MaxBytes, 'x');
        QElapsedTimer timer;
        timer.start();
        QCOMPARE(parseError(t),
                 QStringLiteral("the chart is 1025 KiB; TrainDeck reads Mermaid charts of at most "
                                "1024 KiB, so split it into smaller charts"));
        QVERIFY(timer.elapsed() < 1000 * TrainDeck::Tests::TimeScale);
    }

    void writerSurvivesADeepChartBuiltInCode()
    {
        // The parser refuses such a chart; code may still build one (the architecture view
        // does). 100,000 levels crashed the recursive writer.
        Flowchart chart;
        constexpr int Depth = 100000;
        for (int i = 0; i < Depth; ++i) {
            Subgraph s;
            s.id = QStringLiteral("s%1").arg(i);
            s.title = s.id;
            s.parent = i ? QStringLiteral("s%1").arg(i - 1) : QString();
            chart.subgraphs << s;
        }
        Node n;
        n.id = QStringLiteral("deepest");
        n.label = n.id;
        n.subgraph = QStringLiteral("s%1").arg(Depth - 1);
        chart.nodes << n;
        QElapsedTimer timer;
        timer.start();
        const QString text = MermaidWriter::write(chart);
        QVERIFY2(timer.elapsed() < 10000 * TrainDeck::Tests::TimeScale,
                 qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(text.count(QStringLiteral("subgraph s")), Depth);
        QCOMPARE(text.count(QStringLiteral("end\n")), Depth);
        // Indentation stops at the parser's depth: the text grows with the depth, not its square.
        const QString deepest
            = QString(4 * (1 + MermaidParser::MaxDepth), u' ') + QStringLiteral("deepest\n");
        QVERIFY(text.contains(deepest));
        QVERIFY(text.size() < Depth * 400);
    }

    void writerRoundTripIsUnchanged()
    {
        const QByteArray source = "flowchart TB\n"
                                  "    top\n"
                                  "    subgraph a [\"A\"]\n"
                                  "        x\n"
                                  "        subgraph b [\"B\"]\n"
                                  "            direction LR\n"
                                  "            y\n"
                                  "        end\n"
                                  "    end\n"
                                  "    subgraph c [\"C\"]\n"
                                  "        z\n"
                                  "    end\n"
                                  "    x --> y\n";
        const auto chart = MermaidParser::parse(source);
        QVERIFY(chart);
        QCOMPARE(MermaidWriter::write(*chart).toUtf8(), source);
    }

    // ---- traindeck-cli diagram

    void cliNestedSubgraphsAreAnErrorNotACrash_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addRow("mermaid") << QStringLiteral("mermaid");
        QTest::addRow("svg") << QStringLiteral("svg");
    }

    void cliNestedSubgraphsAreAnErrorNotACrash()
    {
        // The file of the report: 100,000 nested subgraphs, 2 MB. Refused by its size now.
        QFETCH(QString, format);
        const QString file = write(QStringLiteral("nested.mmd"), nested(100000));
        QVERIFY(!file.isEmpty());
        const CliRun r = CliRun::run(
            {QStringLiteral("diagram"), file, QStringLiteral("--format"), format}, {}, 60000);
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.startsWith(QStringLiteral("cannot read %1: the file is ").arg(file)),
                 qPrintable(r.err));
        QVERIFY2(r.err.trimmed().endsWith(QStringLiteral("; a Mermaid chart may be at most 1 MiB")),
                 qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void cliDeepNestingWithinTheSizeIsAnError_data()
    {
        cliNestedSubgraphsAreAnErrorNotACrash_data();
    }

    void cliDeepNestingWithinTheSizeIsAnError()
    {
        QFETCH(QString, format);
        const QString file = write(QStringLiteral("deep.mmd"), nested(20000));
        QVERIFY(!file.isEmpty());
        QVERIFY(QFileInfo(file).size() < MermaidParser::MaxBytes);
        const CliRun r = CliRun::run(
            {QStringLiteral("diagram"), file, QStringLiteral("--format"), format}, {}, 60000);
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err.trimmed(),
                 QStringLiteral("%1:34:1: error: subgraphs are nested more than 32 deep here; "
                                "TrainDeck draws at most 32 levels, so close some with 'end' "
                                "first")
                     .arg(file));
        QVERIFY(r.out.isEmpty());
    }

    void cliHugeNodeCountIsAnError()
    {
        const QString file = write(QStringLiteral("nodes.mmd"), manyNodes(100000));
        QVERIFY(!file.isEmpty());
        QElapsedTimer timer;
        timer.start();
        const CliRun r = CliRun::run({QStringLiteral("diagram"), file}, {}, 60000);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith(file
                                  + QStringLiteral(":2002:1: error: the chart has more than "
                                                   "2000 nodes")),
                 qPrintable(r.err));
        QVERIFY2(timer.elapsed() < 20000 * TrainDeck::Tests::TimeScale,
                 qPrintable(QString::number(timer.elapsed())));
    }

    void cliOversizedChartIsRefusedBeforeParsing()
    {
        QByteArray t = "flowchart LR\n";
        t += QByteArray(MermaidParser::MaxBytes, '\n');
        const QString file = write(QStringLiteral("big.mmd"), t);
        const CliRun r = CliRun::run({QStringLiteral("diagram"), file}, {}, 60000);
        QCOMPARE(r.exitCode, 3);
        QCOMPARE(r.err.trimmed(),
                 QStringLiteral("cannot read %1: the file is 1.0 MiB; a Mermaid chart may be at "
                                "most 1 MiB")
                     .arg(file));
    }
};

QTEST_GUILESS_MAIN(TestMermaidLimits)
#include "tst_mermaidlimits.moc"
