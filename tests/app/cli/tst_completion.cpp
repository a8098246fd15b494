// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The shell completion the build writes (build/completion, target traindeck_docs), loaded
// into a real bash as bash-completion loads it: commands, every option each command's --help
// lists, option values, and the names of a real job (made by `traindeck-cli train` in a
// temporary data folder) and of the runtimes. zsh's completion: the same tables, and valid
// zsh.
#include "tests/app/cli/helptext.h"
#include "tests/support/prerequisite.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace {

const QString CompletionDir = QStringLiteral(TRAINDECK_BINARY_DIR "/completion");
const QString BashScript = CompletionDir + QStringLiteral("/traindeck-cli");
const QString ZshScript = CompletionDir + QStringLiteral("/_traindeck-cli");

QString read(const QString &file)
{
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

} // namespace

class TestCompletion : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString dataDir() const { return m_dir.filePath(QStringLiteral("data")); }

    /// What bash completes for the command line `words` (the last one is being typed), with
    /// the completion sourced in a bash without any start-up file and the built
    /// traindeck-cli first on PATH. Sorted.
    QStringList complete(const QStringList &words)
    {
        QProcess bash;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"),
                   QFileInfo(QStringLiteral(TRAINDECK_CLI_PATH)).absolutePath() + QLatin1Char(':')
                       + env.value(QStringLiteral("PATH")));
        env.insert(QStringLiteral("TRAINDECK_DATA_DIR"), dataDir());
        env.insert(QStringLiteral("TRAINDECK_LANG"), QStringLiteral("en"));
        bash.setProcessEnvironment(env);
        bash.start(QStringLiteral("bash"),
                   QStringList{QStringLiteral("--norc"),
                               QStringLiteral("--noprofile"),
                               QStringLiteral("-c"),
                               QStringLiteral("set -u; source \"$1\"; shift; COMP_WORDS=(\"$@\"); "
                                              "COMP_CWORD=$(($# - 1)); _traindeck_cli; "
                                              "printf '%s\\n' \"${COMPREPLY[@]}\""),
                               QStringLiteral("bash"),
                               BashScript}
                       + words);
        if (!bash.waitForFinished(120000)) {
            bash.kill();
            bash.waitForFinished();
            qWarning("bash did not finish");
            return {QStringLiteral("<timed out>")};
        }
        const QString err = QString::fromUtf8(bash.readAllStandardError());
        if (bash.exitCode() != 0 || !err.isEmpty())
            return {QStringLiteral("<bash exit %1: %2>").arg(bash.exitCode()).arg(err)};
        QStringList out = QString::fromUtf8(bash.readAllStandardOutput())
                              .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        out.sort();
        return out;
    }

    static QStringList sorted(QStringList list)
    {
        list.sort();
        return list;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFile::exists(BashScript), qPrintable(BashScript));
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("bash")).isEmpty(), "bash");
    }

    void commands()
    {
        const QStringList commands = HelpText::commands();
        QVERIFY2(commands.size() >= 14, qPrintable(commands.join(u' ')));
        QCOMPARE(
            complete({QStringLiteral("traindeck-cli"), QString()}),
            sorted(commands + QStringList{QStringLiteral("--help"), QStringLiteral("--version")}));
        QCOMPARE(complete({QStringLiteral("traindeck-cli"), QStringLiteral("lo")}),
                 QStringList{QStringLiteral("logs")});
        QCOMPARE(complete({QStringLiteral("traindeck-cli"), QStringLiteral("--v")}),
                 QStringList{QStringLiteral("--version")});
    }

    void everyOptionOfEveryCommand_data()
    {
        QTest::addColumn<QString>("command");
        for (const QString &command : HelpText::commands())
            QTest::newRow(qPrintable(command)) << command;
    }

    void everyOptionOfEveryCommand()
    {
        QFETCH(QString, command);
        const QStringList offered
            = complete({QStringLiteral("traindeck-cli"), command, QStringLiteral("-")});
        const QStringList listed = HelpText::commandOptions(command);
        QVERIFY2(!listed.isEmpty(), qPrintable(command));
        QStringList missing;
        for (const QString &option : listed) {
            // -h is --help's short form, which the completion offers as --help.
            if (option != QLatin1String("-h") && !offered.contains(option))
                missing << option;
        }
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("%1 --help lists %2; offered: %3")
                                .arg(command, missing.join(u' '), offered.join(u' '))));
        // One option's prefix: only the options that start so.
        QCOMPARE(
            complete(
                {QStringLiteral("traindeck-cli"), QStringLiteral("logs"), QStringLiteral("--fo")}),
            QStringList{QStringLiteral("--follow")});
    }

    void optionValues()
    {
        QCOMPARE(complete({QStringLiteral("traindeck-cli"),
                           QStringLiteral("logs"),
                           QStringLiteral("--backend"),
                           QString()}),
                 sorted({QStringLiteral("local"),
                         QStringLiteral("docker"),
                         QStringLiteral("podman"),
                         QStringLiteral("kubernetes")}));
        QCOMPARE(complete({QStringLiteral("traindeck-cli"),
                           QStringLiteral("wait"),
                           QStringLiteral("job"),
                           QStringLiteral("--status"),
                           QStringLiteral("C")}),
                 sorted({QStringLiteral("Created"), QStringLiteral("Complete")}));
        QCOMPARE(complete({QStringLiteral("traindeck-cli"),
                           QStringLiteral("diagram"),
                           QStringLiteral("--format"),
                           QStringLiteral("p")}),
                 QStringList{QStringLiteral("png")});
        // A free value (a new job's name) is not completed with anything.
        QCOMPARE(complete({QStringLiteral("traindeck-cli"),
                           QStringLiteral("train"),
                           QStringLiteral("--name"),
                           QString()}),
                 QStringList());
        QCOMPARE(
            complete(
                {QStringLiteral("traindeck-cli"), QStringLiteral("history"), QStringLiteral("pr")}),
            QStringList{QStringLiteral("prune")});
    }

    void files()
    {
        const QString dir = m_dir.filePath(QStringLiteral("files"));
        QVERIFY(QDir().mkpath(dir));
        for (const char *name : {"job.yaml", "jobs.yaml", "other.yaml"}) {
            QFile f(QDir(dir).filePath(QLatin1String(name)));
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        QCOMPARE(complete({QStringLiteral("traindeck-cli"),
                           QStringLiteral("validate"),
                           dir + QStringLiteral("/jo")}),
                 sorted({dir + QStringLiteral("/job.yaml"), dir + QStringLiteral("/jobs.yaml")}));
        QCOMPARE(complete({QStringLiteral("traindeck-cli"),
                           QStringLiteral("diagram"),
                           QStringLiteral("-o"),
                           dir + QStringLiteral("/ot")}),
                 QStringList{dir + QStringLiteral("/other.yaml")});
    }

    void jobNames()
    {
        // A real job in the temporary data folder, made as a user makes one.
        const QString src = m_dir.filePath(QStringLiteral("src"));
        QVERIFY(QDir().mkpath(src));
        QFile py(QDir(src).filePath(QStringLiteral("train.py")));
        QVERIFY(py.open(QIODevice::WriteOnly));
        py.write("print('done')\n");
        py.close();
        QFile yaml(QDir(src).filePath(QStringLiteral("job.yaml")));
        QVERIFY(yaml.open(QIODevice::WriteOnly));
        yaml.write("apiVersion: trainer.kubeflow.org/v1alpha1\n"
                   "kind: TrainJob\n"
                   "metadata:\n"
                   "  name: completion-job\n"
                   "  annotations:\n"
                   "    traindeck.io/script: train.py\n"
                   "spec:\n"
                   "  runtimeRef: {name: torch-distributed}\n"
                   "  trainer:\n"
                   "    numNodes: 1\n");
        yaml.close();
        const CliRun train
            = CliRun::run({QStringLiteral("train"), yaml.fileName(), QStringLiteral("--follow")},
                          {{QStringLiteral("TRAINDECK_DATA_DIR"), dataDir()}},
                          300000);
        QVERIFY2(train.exited(0), qPrintable(train.ended() + train.out + train.err));

        for (const char *command : {"logs", "metrics", "wait", "delete"}) {
            QCOMPARE(complete({QStringLiteral("traindeck-cli"),
                               QLatin1String(command),
                               QStringLiteral("comp")}),
                     QStringList{QStringLiteral("completion-job")});
        }
        // With the connection options already on the line, passed on to `jobs --names`.
        QCOMPARE(complete({QStringLiteral("traindeck-cli"),
                           QStringLiteral("logs"),
                           QStringLiteral("--backend"),
                           QStringLiteral("local"),
                           QString()}),
                 QStringList{QStringLiteral("completion-job")});
        // No job of another prefix.
        QCOMPARE(
            complete(
                {QStringLiteral("traindeck-cli"), QStringLiteral("logs"), QStringLiteral("x")}),
            QStringList());
    }

    void runtimeNames()
    {
        const CliRun names = HelpText::cli({QStringLiteral("runtimes"), QStringLiteral("--names")});
        QVERIFY2(names.exited(0), qPrintable(names.ended() + names.err));
        QStringList runtimes = names.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY2(runtimes.contains(QStringLiteral("torch-distributed")), qPrintable(names.out));
        QCOMPARE(complete({QStringLiteral("traindeck-cli"),
                           QStringLiteral("history"),
                           QStringLiteral("--runtime"),
                           QString()}),
                 sorted(runtimes));
        QCOMPARE(complete({QStringLiteral("traindeck-cli"),
                           QStringLiteral("history"),
                           QStringLiteral("--runtime"),
                           QStringLiteral("torch-dis")}),
                 QStringList{QStringLiteral("torch-distributed")});
    }

    void builtScriptsAreCurrent()
    {
        for (const QString &shell : {QStringLiteral("bash"), QStringLiteral("zsh")}) {
            const CliRun r = HelpText::cli({QStringLiteral("--completion"), shell});
            QVERIFY2(r.exited(0), qPrintable(r.ended() + r.err));
            QCOMPARE(r.out, read(shell == QLatin1String("bash") ? BashScript : ZshScript));
        }
        QVERIFY(HelpText::cli({QStringLiteral("--completion"), QStringLiteral("fish")}).exited(2));
    }

    void zshHasEveryCommandAndOption()
    {
        const QString zsh = read(ZshScript);
        QVERIFY2(zsh.startsWith(QStringLiteral("#compdef traindeck-cli\n")),
                 qPrintable(zsh.left(100)));
        QStringList missing;
        for (const QString &command : HelpText::commands()) {
            const QString branch = zsh.section(QStringLiteral("\n    %1)\n").arg(command), 1)
                                       .section(QStringLiteral("\n      ;;\n"), 0, 0);
            if (branch.isEmpty() || !zsh.contains(QStringLiteral("    '%1:").arg(command))) {
                missing << command;
                continue;
            }
            for (const QString &option : HelpText::commandOptions(command)) {
                if (option != QLatin1String("-h")
                    && !branch.contains(QStringLiteral("'*%1").arg(option)))
                    missing << command + QLatin1Char(' ') + option;
            }
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1String(", "))));
    }

    void zshParsesIt()
    {
        const QString zsh = QStandardPaths::findExecutable(QStringLiteral("zsh"));
        TRAINDECK_REQUIRE(
            !zsh.isEmpty(), QStringLiteral("zsh"), QStringLiteral("apt-get install zsh"));
        QProcess p;
        p.start(zsh, {QStringLiteral("-n"), ZshScript});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(QString::fromUtf8(p.readAllStandardError()), QString());
        QCOMPARE(p.exitCode(), 0);
    }
};

QTEST_GUILESS_MAIN(TestCompletion)
#include "tst_completion.moc"
