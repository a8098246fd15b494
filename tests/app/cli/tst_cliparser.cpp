// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// traindeck-cli's command lines: one parser per command, with the options it declares; what
// is wrong names the command and the way to its help.
#include "tests/support/clirun.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

namespace {

CliRun cli(const QStringList &args)
{
    return CliRun::run(args, {{QStringLiteral("TRAINDECK_LANG"), QStringLiteral("en")}}, 60000);
}

const QString Demo = QStringLiteral(TRAINDECK_SOURCE_DIR "/resources/examples/demo-job.yaml");

} // namespace

class TestCliParser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void helpPerCommand_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("option");
        // Each command's own usage, with an option only it takes.
        QTest::addRow("runtimes") << QStringLiteral("runtimes") << QStringLiteral("--json");
        QTest::addRow("validate") << QStringLiteral("validate") << QStringLiteral("--runtimes");
        QTest::addRow("plan") << QStringLiteral("plan") << QStringLiteral("--reveal-secrets");
        QTest::addRow("diagram") << QStringLiteral("diagram") << QStringLiteral("--expand");
        QTest::addRow("train") << QStringLiteral("train") << QStringLiteral("--pull-policy");
        QTest::addRow("jobs") << QStringLiteral("jobs") << QStringLiteral("--host");
        QTest::addRow("logs") << QStringLiteral("logs") << QStringLiteral("--step");
        QTest::addRow("metrics") << QStringLiteral("metrics") << QStringLiteral("--pattern");
        QTest::addRow("wait") << QStringLiteral("wait") << QStringLiteral("--status");
        QTest::addRow("delete") << QStringLiteral("delete") << QStringLiteral("--backend");
    }

    void helpPerCommand()
    {
        QFETCH(QString, command);
        QFETCH(QString, option);
        for (const QString &help : {QStringLiteral("--help"), QStringLiteral("-h")}) {
            // Help wins over anything else on the line, a bad option included.
            const CliRun r = cli({command, QStringLiteral("--bogus"), help});
            QVERIFY2(r.exited(0), qPrintable(r.ended() + r.err));
            QVERIFY2(r.out.startsWith(QStringLiteral("Usage: traindeck-cli %1").arg(command)),
                     qPrintable(r.out));
            QVERIFY2(r.out.contains(option), qPrintable(r.out));
            QCOMPARE(r.err, QString());
        }
    }

    void unknownOptionNamesTheCommand()
    {
        CliRun r = cli({QStringLiteral("plan"), Demo, QStringLiteral("--colour")});
        QVERIFY2(r.exited(2), qPrintable(r.ended()));
        QCOMPARE(r.out, QString());
        QCOMPARE(r.err,
                 QStringLiteral("plan: unknown option --colour. Run 'traindeck-cli plan --help' "
                                "for its options.\n"));
        // An option another command takes is still unknown here.
        r = cli({QStringLiteral("runtimes"), QStringLiteral("--follow")});
        QVERIFY2(r.exited(2), qPrintable(r.ended()));
        QCOMPARE(r.err,
                 QStringLiteral("runtimes: unknown option --follow. Run 'traindeck-cli runtimes "
                                "--help' for its options.\n"));
        // A short option nobody declared.
        r = cli({QStringLiteral("jobs"), QStringLiteral("-x")});
        QVERIFY2(r.exited(2), qPrintable(r.ended()));
        QCOMPARE(r.err,
                 QStringLiteral("jobs: unknown option -x. Run 'traindeck-cli jobs --help' for its "
                                "options.\n"));
    }

    void missingValueNamesTheOption()
    {
        const CliRun r = cli({QStringLiteral("plan"), Demo, QStringLiteral("--backend")});
        QVERIFY2(r.exited(2), qPrintable(r.ended()));
        QCOMPARE(r.err,
                 QStringLiteral("plan: --backend needs a value. Run 'traindeck-cli plan --help' "
                                "for its options.\n"));
    }

    void valuesInEveryForm()
    {
        // --name=value, the last of a repeated option, and an option after the file.
        CliRun r = cli({QStringLiteral("plan"),
                        QStringLiteral("--backend=mars"),
                        Demo,
                        QStringLiteral("--backend"),
                        QStringLiteral("venus")});
        QVERIFY2(r.exited(2), qPrintable(r.ended()));
        QVERIFY2(r.err.startsWith(QStringLiteral("unknown backend 'venus'")), qPrintable(r.err));
        r = cli({QStringLiteral("plan"), Demo, QStringLiteral("--backend=docker")});
        QVERIFY2(r.exited(0), qPrintable(r.ended() + r.err));
        QVERIFY(!r.out.isEmpty());
        // After "--" everything is an argument, even what looks like an option.
        r = cli({QStringLiteral("validate"), QStringLiteral("--"), QStringLiteral("--json")});
        QVERIFY2(r.exited(1), qPrintable(r.ended() + r.err));
        QVERIFY2(r.out.startsWith(QStringLiteral("--json:")), qPrintable(r.out));
        // diagram's -o is --output.
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("demo.mmd"));
        r = cli({QStringLiteral("diagram"), Demo, QStringLiteral("-o"), out});
        QVERIFY2(r.exited(0), qPrintable(r.ended() + r.err));
        QVERIFY(QFileInfo(out).size() > 0);
    }
};

QTEST_GUILESS_MAIN(TestCliParser)
#include "tst_cliparser.moc"
