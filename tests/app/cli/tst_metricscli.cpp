// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// traindeck-cli metrics against a real local job whose script prints metrics in several
// shapes: every sample exactly in --csv (following the job and after it), the table, the
// patterns saved for the runtime and given on the command line, and the errors.
#include "tests/support/clirun.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

class TestMetricsCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_data;
    QTemporaryDir m_config;

    CliRun cli(const QStringList &args, int timeoutMs = 180000)
    {
        return CliRun::run(args,
                           {{QStringLiteral("TRAINDECK_DATA_DIR"), m_data.path()},
                            {QStringLiteral("XDG_CONFIG_HOME"), m_config.path()}},
                           timeoutMs);
    }

    QString writeJob(const QString &name, const QString &script)
    {
        const QString dir = m_data.filePath(QStringLiteral("src-") + name);
        QDir().mkpath(dir);
        QFile py(QDir(dir).filePath(QStringLiteral("train.py")));
        py.open(QIODevice::WriteOnly);
        py.write(script.toUtf8());
        QFile yaml(QDir(dir).filePath(QStringLiteral("job.yaml")));
        yaml.open(QIODevice::WriteOnly);
        yaml.write(QStringLiteral("apiVersion: trainer.kubeflow.org/v1alpha1\n"
                                  "kind: TrainJob\n"
                                  "metadata:\n"
                                  "  name: %1\n"
                                  "  annotations:\n"
                                  "    traindeck.io/script: train.py\n"
                                  "spec:\n"
                                  "  runtimeRef: {name: torch-distributed}\n"
                                  "  trainer:\n"
                                  "    numNodes: 1\n")
                       .arg(name)
                       .toUtf8());
        return yaml.fileName();
    }

    /// The CSV rows with each wall_time checked (ISO 8601 UTC, within the test's run) and
    /// replaced by T.
    static QStringList rowsWithoutTimes(const QString &csv, qint64 from, qint64 to)
    {
        QStringList rows = csv.split(QStringLiteral("\r\n"));
        if (rows.isEmpty() || !rows.last().isEmpty())
            return {QStringLiteral("no CRLF after the last row: ") + csv};
        rows.removeLast();
        for (qsizetype i = 1; i < rows.size(); ++i) {
            QStringList f = rows[i].split(QLatin1Char(','));
            if (f.size() != 5)
                return {QStringLiteral("bad row: ") + rows[i]};
            const QDateTime t = QDateTime::fromString(f[3], Qt::ISODateWithMs);
            if (!t.isValid() || t.timeSpec() != Qt::UTC || t.toMSecsSinceEpoch() < from
                || t.toMSecsSinceEpoch() > to)
                return {QStringLiteral("bad wall_time: ") + rows[i]};
            f[3] = QStringLiteral("T");
            rows[i] = f.join(QLatin1Char(','));
        }
        return rows;
    }

    const QString script = QStringLiteral(
        "import json, sys, time\n"
        "print('starting on', sys.version.split()[0], 'at 10.0.0.1 on 2026-11-24', flush=True)\n"
        "time.sleep(1.5)\n"
        "print('INFO:root:step=1 loss=0.5 lr=0.001', flush=True)\n"
        "print(json.dumps({'step': 2, 'loss': 0.25, 'phase': 'train'}), flush=True)\n"
        "sys.stdout.write('\\r 50%|#####     | 1/2 [00:01<00:01,  1.00it/s]')\n"
        "sys.stdout.flush()\n"
        "time.sleep(0.5)\n"
        "sys.stdout.write('\\r100%|##########| 2/2 [00:02<00:00,  1.00it/s, acc=0.875]\\n')\n"
        "print(\"{'train_loss': 0.375, 'epoch': 1.0}\", flush=True)\n"
        "print('custom throughput 812.5, memory 3.5 GB', flush=True)\n");

private Q_SLOTS:
    void followCsvThenTable()
    {
        // A pattern saved for the job's runtime applies; one given on the command line too.
        QDir().mkpath(m_config.filePath(QStringLiteral("TrainDeck")));
        QFile saved(m_config.filePath(QStringLiteral("TrainDeck/metric-patterns.json")));
        QVERIFY(saved.open(QIODevice::WriteOnly));
        saved.write(R"({"version": 1, "runtimes": {"torch-distributed": [)"
                    R"({"name": "memory_gb", "regex": "memory (?<value>\\S+) GB"}]}})");
        saved.close();

        const qint64 from = QDateTime::currentMSecsSinceEpoch();
        const QString file = writeJob(QStringLiteral("cli-metrics"), script);
        CliRun r = cli({QStringLiteral("train"), file});
        QVERIFY2(r.exited(0), qPrintable(r.ended() + r.err));
        r = cli({QStringLiteral("metrics"),
                 QStringLiteral("cli-metrics"),
                 QStringLiteral("--follow"),
                 QStringLiteral("--csv"),
                 QStringLiteral("--pattern"),
                 QStringLiteral("throughput=custom throughput (?<value>[0-9.]+)")});
        const qint64 to = QDateTime::currentMSecsSinceEpoch();
        QVERIFY2(r.exited(0), qPrintable(r.ended() + r.err));
        QCOMPARE(r.err, QString());
        const QStringList expected{
            "node,name,step,wall_time,value",
            "node-0,loss,1,T,0.5",
            "node-0,lr,1,T,0.001",
            "node-0,loss,2,T,0.25",
            "node-0,acc,,T,0.875",
            "node-0,train_loss,,T,0.375",
            "node-0,epoch,,T,1",
            "node-0,memory_gb,,T,3.5",
            "node-0,throughput,,T,812.5",
        };
        QCOMPARE(rowsWithoutTimes(r.out, from, to), expected);

        // After the job: the same samples, and the table of the last values.
        r = cli({QStringLiteral("metrics"),
                 QStringLiteral("cli-metrics"),
                 QStringLiteral("--csv"),
                 QStringLiteral("--pattern"),
                 QStringLiteral("throughput=custom throughput (?<value>[0-9.]+)")});
        QVERIFY2(r.exited(0), qPrintable(r.ended() + r.err));
        QCOMPARE(rowsWithoutTimes(r.out, from, to), expected);
        r = cli({QStringLiteral("metrics"), QStringLiteral("cli-metrics")});
        QVERIFY2(r.exited(0), qPrintable(r.ended() + r.err));
        QCOMPARE(r.out,
                 QStringLiteral("NODE    METRIC      STEP  VALUE\n"
                                "node-0  loss           2  0.25\n"
                                "node-0  lr             1  0.001\n"
                                "node-0  acc            -  0.875\n"
                                "node-0  train_loss     -  0.375\n"
                                "node-0  epoch          -  1\n"
                                "node-0  memory_gb      -  3.5\n"
                                "progress node-0: 100% (2/2), elapsed 0:00:02, remaining "
                                "0:00:00\n"));
    }

    void errors()
    {
        CliRun r = cli({QStringLiteral("metrics"), QStringLiteral("no-such-job")});
        QVERIFY2(r.exited(1), qPrintable(r.ended()));
        QCOMPARE(r.err, QStringLiteral("no job named 'no-such-job'\n"));
        r = cli({QStringLiteral("metrics"),
                 QStringLiteral("no-such-job"),
                 QStringLiteral("--pattern"),
                 QStringLiteral("loss=(")});
        QVERIFY2(r.exited(2), qPrintable(r.ended()));
        QCOMPARE(r.err,
                 QStringLiteral("metrics: --pattern: the pattern '(' is not a valid "
                                "regular expression: missing closing parenthesis at "
                                "offset 1\n"));
        r = cli({QStringLiteral("metrics"),
                 QStringLiteral("no-such-job"),
                 QStringLiteral("--pattern"),
                 QStringLiteral("loss=loss (\\S+)")});
        QVERIFY2(r.exited(2), qPrintable(r.ended()));
        QCOMPARE(r.err,
                 QStringLiteral("metrics: --pattern: the pattern 'loss (\\S+)' has no "
                                "group named 'value'; put (?<value>...) around the "
                                "number it should read\n"));
        r = cli({QStringLiteral("metrics"),
                 QStringLiteral("no-such-job"),
                 QStringLiteral("--pattern"),
                 QStringLiteral("(?<value>\\d+)")});
        QVERIFY2(r.exited(2), qPrintable(r.ended()));
        QCOMPARE(r.err,
                 QStringLiteral("metrics: --pattern '(?<value>\\d+)' names no metric; "
                                "write NAME=REGEX, or a REGEX with a group "
                                "(?<name>...)\n"));
        r = cli({QStringLiteral("metrics")});
        QVERIFY2(r.exited(2), qPrintable(r.ended()));
        QVERIFY2(r.err.startsWith(QStringLiteral("metrics needs a job name\nUsage:")),
                 qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestMetricsCli)
#include "tst_metricscli.moc"
