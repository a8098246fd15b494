// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// `traindeck-cli diagram` end to end, on the real binary.
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run
{
    int code = -1;
    QByteArray out;
    QByteArray err;
};

Run cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(TRAINDECK_CLI_PATH), QStringList{QStringLiteral("diagram")} + args);
    if (!p.waitForFinished(60000))
        return {};
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

QString example()
{
    return QStringLiteral(TRAINDECK_SOURCE_DIR
                          "/resources/examples/four-node-with-initializers.yaml");
}

} // namespace

class TestDiagramCli final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void mermaidToEveryFormat();
    void trainJobToDiagram_data();
    void trainJobToDiagram();
    void badInput_data();
    void badInput();

private:
    QTemporaryDir m_dir;
};

void TestDiagramCli::mermaidToEveryFormat()
{
    const QString mmd = m_dir.filePath(QStringLiteral("chart.mmd"));
    QFile f(mmd);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("flowchart LR\n  a([start]) -->|go| b{{engine}}\n  subgraph s [Frame]\n    c[(db)]\n"
            "  end\n  b -.-> c\n  title nothing\n");
    f.close();

    const QString svg = m_dir.filePath(QStringLiteral("out.svg"));
    Run r = cli({mmd, QStringLiteral("-o"), svg});
    QCOMPARE(r.code, 0);
    // The unknown statement is reported as a warning with its position.
    QVERIFY2(r.err.contains("chart.mmd:7:3: warning: unknown statement 'title'"), r.err);
    QFile svgFile(svg);
    QVERIFY(svgFile.open(QIODevice::ReadOnly));
    const QByteArray svgBytes = svgFile.readAll();
    QVERIFY(svgBytes.contains("<svg"));
    QVERIFY(svgBytes.contains(">engine<"));

    const QString png = m_dir.filePath(QStringLiteral("out.png"));
    r = cli({mmd, QStringLiteral("--format"), QStringLiteral("png"), QStringLiteral("-o"), png});
    QCOMPARE(r.code, 0);
    const QImage image(png);
    QVERIFY(!image.isNull());
    QVERIFY(image.width() > 200 && image.height() > 100);
    int nonWhite = 0;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            nonWhite += image.pixelColor(x, y) != QColor(Qt::white);
    QVERIFY(nonWhite > 100);

    r = cli({mmd, QStringLiteral("--format"), QStringLiteral("mermaid")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.startsWith("flowchart LR\n"));
    QVERIFY(r.out.contains("b{{\"engine\"}}"));
}

void TestDiagramCli::trainJobToDiagram_data()
{
    QTest::addColumn<QString>("backend");
    QTest::addColumn<QByteArray>("mustContain");
    QTest::addRow("docker") << QStringLiteral("docker") << QByteArray("Docker Engine");
    QTest::addRow("podman") << QStringLiteral("podman") << QByteArray("Podman engine");
    QTest::addRow("local") << QStringLiteral("local") << QByteArray("venv");
    QTest::addRow("kubernetes") << QStringLiteral("kubernetes") << QByteArray("JobSet");
}

void TestDiagramCli::trainJobToDiagram()
{
    QFETCH(const QString, backend);
    QFETCH(const QByteArray, mustContain);
    Run r = cli({example(),
                 QStringLiteral("--backend"),
                 backend,
                 QStringLiteral("--format"),
                 QStringLiteral("mermaid")});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(mustContain), r.out);
    QVERIFY(r.out.contains("node-3(\"node-3"));
    const QString png = m_dir.filePath(backend + QStringLiteral(".png"));
    r = cli({example(), QStringLiteral("--backend"), backend, QStringLiteral("-o"), png});
    QCOMPARE(r.code, 0);
    QVERIFY(!QImage(png).isNull());
}

void TestDiagramCli::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QByteArray>("message");
    QTest::addRow("no input") << QStringList{} << 2 << QByteArray("exactly one input file");
    QTest::addRow("bad format") << QStringList{example(),
                                               QStringLiteral("--format"),
                                               QStringLiteral("gif")}
                                << 2 << QByteArray("unknown format 'gif'");
    QTest::addRow("bad backend") << QStringList{example(),
                                                QStringLiteral("--backend"),
                                                QStringLiteral("mars")}
                                 << 2 << QByteArray("unknown backend 'mars'");
    QTest::addRow("mermaid error")
        << QStringList{QStringLiteral(TRAINDECK_SOURCE_DIR
                                      "/tests/libs/diagram/data/parser/err_unterminated_label.mmd")}
        << 1 << QByteArray("err_unterminated_label.mmd:2:2: error: '[' at line 2");
    QTest::addRow("missing mmd") << QStringList{QStringLiteral("/nonexistent/x.mmd")} << 3
                                 << QByteArray("cannot read");
    QTest::addRow("unwritable output")
        << QStringList{example(), QStringLiteral("-o"), QStringLiteral("/nonexistent/dir/x.svg")}
        << 3 << QByteArray("cannot write");
}

void TestDiagramCli::badInput()
{
    QFETCH(const QStringList, args);
    QFETCH(const int, code);
    QFETCH(const QByteArray, message);
    const Run r = cli(args);
    QCOMPARE(r.code, code);
    QVERIFY2(r.err.contains(message), r.err);
}

QTEST_GUILESS_MAIN(TestDiagramCli)
#include "tst_diagramcli.moc"
