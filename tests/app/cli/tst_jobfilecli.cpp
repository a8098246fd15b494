// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// traindeck-cli on job files with several documents: plan, diagram and train take
// runtimes and TrainJobs in one file, as `kubectl apply -f` does; train submits every job or,
// when any is invalid, none. And a job file's script stays inside its folder: the
// real CLI refuses ../victim/id_rsa and submits nothing. Local jobs run real processes.
#include "core/catalog/runtimecatalog.h"
#include "core/codec/document.h"
#include "tests/support/clirun.h"
#include "tests/support/jobfiles.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;

class TestJobFileCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_data;
    QTemporaryDir m_files;

    CliRun cli(const QStringList &args, int timeoutMs = 180000)
    {
        return CliRun::run(
            args, {{QStringLiteral("TRAINDECK_DATA_DIR"), m_data.path()}}, timeoutMs);
    }
    QString file(const QString &rel) const { return m_files.filePath(rel); }

    QStringList jobNames()
    {
        const CliRun r = cli({QStringLiteral("jobs"), QStringLiteral("--json")});
        if (r.exitCode != 0)
            return {QStringLiteral("<jobs failed: %1>").arg(r.err)};
        const auto j = nlohmann::json::parse(r.out.toStdString(), nullptr, false);
        QStringList names;
        if (j.is_array()) {
            for (const auto &o : j)
                names << QString::fromStdString(o.value("name", ""));
        }
        names.sort();
        return names;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_data.isValid());
        QVERIFY(m_files.isValid());
        QVERIFY(JobFiles::write(file(QStringLiteral("train.py")),
                                "print('multi-document job ran', flush=True)\n"));
        QVERIFY(JobFiles::write(file(QStringLiteral("shadow.yaml")),
                                JobFiles::runtime("torch-distributed", "ClusterTrainingRuntime")
                                    + "---\n"
                                    + JobFiles::trainJob("shadowed-job", "torch-distributed")));
        QVERIFY(JobFiles::write(file(QStringLiteral("two.yaml")),
                                JobFiles::trainJob("first-job", "torch-distributed") + "---\n"
                                    + JobFiles::trainJob("second-job", "torch-distributed")));
        QVERIFY(JobFiles::write(file(QStringLiteral("runtime-only.yaml")),
                                JobFiles::runtime("torch-distributed", "ClusterTrainingRuntime")));
        QVERIFY(
            JobFiles::write(file(QStringLiteral("configmap.yaml")),
                            JobFiles::trainJob("with-configmap", "torch-distributed")
                                + "---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\n"));
        // Valid for the codec, refused by validation: nothing may be submitted.
        QVERIFY(JobFiles::write(file(QStringLiteral("one-bad.yaml")),
                                JobFiles::trainJob("good-one", "torch-distributed") + "---\n"
                                    + JobFiles::trainJob("bad-one", "no-such-runtime")));
    }

    void planSaysWhichRuntimeServes()
    {
        const CliRun r = cli({QStringLiteral("plan"),
                              file(QStringLiteral("shadow.yaml")),
                              QStringLiteral("--backend"),
                              QStringLiteral("local")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(file(QStringLiteral("shadow.yaml"))
                                + QStringLiteral(":1: note: runtime 'torch-distributed' defined "
                                                 "in this file is used by its jobs instead of "
                                                 "the bundled runtime of that name")),
                 qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral("shadowed-job")));
    }

    void planEveryJobOrOne()
    {
        CliRun r = cli(
            {QStringLiteral("plan"), file(QStringLiteral("two.yaml")), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        auto j = nlohmann::json::parse(r.out.toStdString(), nullptr, false);
        QVERIFY(j.is_array());
        QCOMPARE(j.size(), size_t(2));
        QCOMPARE(QString::fromStdString(j[0].value("jobName", "")), QStringLiteral("first-job"));
        QCOMPARE(QString::fromStdString(j[1].value("jobName", "")), QStringLiteral("second-job"));

        r = cli({QStringLiteral("plan"),
                 file(QStringLiteral("two.yaml")),
                 QStringLiteral("--json"),
                 QStringLiteral("--job"),
                 QStringLiteral("second-job")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        j = nlohmann::json::parse(r.out.toStdString(), nullptr, false);
        QVERIFY(j.is_object());
        QCOMPARE(QString::fromStdString(j.value("jobName", "")), QStringLiteral("second-job"));

        r = cli({QStringLiteral("plan"),
                 file(QStringLiteral("two.yaml")),
                 QStringLiteral("--job"),
                 QStringLiteral("third-job")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("no TrainJob named 'third-job' in this file; it "
                                               "holds: first-job, second-job")),
                 qPrintable(r.err));
    }

    void diagramNeedsOneJob()
    {
        CliRun r = cli({QStringLiteral("diagram"),
                        file(QStringLiteral("two.yaml")),
                        QStringLiteral("--format"),
                        QStringLiteral("mermaid")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("holds 2 TrainJobs (first-job, second-job): "
                                               "choose one with --job NAME")),
                 qPrintable(r.err));
        r = cli({QStringLiteral("diagram"),
                 file(QStringLiteral("two.yaml")),
                 QStringLiteral("--format"),
                 QStringLiteral("mermaid"),
                 QStringLiteral("--job"),
                 QStringLiteral("first-job")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.startsWith(QStringLiteral("flowchart")));
        QVERIFY(r.out.contains(QStringLiteral("node-0")));
    }

    void refusedFilesSayWhy()
    {
        CliRun r = cli({QStringLiteral("train"), file(QStringLiteral("runtime-only.yaml"))});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("defines only runtimes (torch-distributed) and no "
                                               "TrainJob")),
                 qPrintable(r.err));
        r = cli({QStringLiteral("train"), file(QStringLiteral("configmap.yaml"))});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(file(QStringLiteral("configmap.yaml")) + QStringLiteral(":15:")),
                 qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("TrainDeck does not handle a ConfigMap here")));
        QCOMPARE(jobNames(), QStringList());
    }

    void oneInvalidJobSubmitsNothing()
    {
        const CliRun r = cli({QStringLiteral("train"), file(QStringLiteral("one-bad.yaml"))});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("runtime 'no-such-runtime' was not found")),
                 qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("nothing was submitted")));
        QCOMPARE(jobNames(), QStringList());
    }

    void trainSubmitsEveryJob()
    {
        CliRun r = cli({QStringLiteral("train"), file(QStringLiteral("two.yaml"))});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.out, QStringLiteral("first-job\nsecond-job\n"));
        for (const QString &name : {QStringLiteral("first-job"), QStringLiteral("second-job")}) {
            r = cli({QStringLiteral("wait"),
                     name,
                     QStringLiteral("--status"),
                     QStringLiteral("Complete"),
                     QStringLiteral("--timeout"),
                     QStringLiteral("300")});
            QVERIFY2(r.exitCode == 0, qPrintable(name + QStringLiteral(": ") + r.err));
            r = cli({QStringLiteral("logs"), name});
            QVERIFY2(r.out.contains(QStringLiteral("multi-document job ran")), qPrintable(r.out));
        }
        QCOMPARE(jobNames(),
                 (QStringList{QStringLiteral("first-job"), QStringLiteral("second-job")}));
        r = cli({QStringLiteral("train"),
                 file(QStringLiteral("two.yaml")),
                 QStringLiteral("--name"),
                 QStringLiteral("x")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QStringLiteral("--name takes a file with one TrainJob")));
    }

    // A script outside the job file's folder, through the real CLI.
    void scriptOutsideTheFolderIsNeverRead()
    {
        const QByteArray secret = "-----BEGIN OPENSSH PRIVATE KEY----- td-test-secret-7c1f\n";
        QVERIFY(JobFiles::write(file(QStringLiteral("victim/id_rsa")), secret));
        QVERIFY(JobFiles::write(
            file(QStringLiteral("repo/job.yaml")),
            JobFiles::trainJob(
                "steals-key", "torch-distributed", "ClusterTrainingRuntime", "../victim/id_rsa")));
        QVERIFY(JobFiles::write(file(QStringLiteral("linked/job.yaml")),
                                JobFiles::trainJob("steals-by-link", "torch-distributed")));
        QVERIFY(QFile::link(file(QStringLiteral("victim/id_rsa")),
                            file(QStringLiteral("linked/train.py"))));
        for (const QString &job :
             {QStringLiteral("repo/job.yaml"), QStringLiteral("linked/job.yaml")}) {
            for (const QString &command :
                 {QStringLiteral("validate"), QStringLiteral("plan"), QStringLiteral("train")}) {
                const CliRun r = cli(
                    {command, file(job), QStringLiteral("--backend"), QStringLiteral("local")});
                QVERIFY2(r.exitCode == 1,
                         qPrintable(command + QStringLiteral(": ") + r.err + r.out));
                QVERIFY2((r.err + r.out).contains(QStringLiteral("outside the job file's folder")),
                         qPrintable(command + QStringLiteral(": ") + r.err + r.out));
                QVERIFY(!(r.err + r.out).contains(QStringLiteral("td-test-secret-7c1f")));
            }
        }
        QVERIFY(!jobNames().contains(QStringLiteral("steals-key")));
        QVERIFY(!jobNames().contains(QStringLiteral("steals-by-link")));
        // No copy of the key anywhere in TrainDeck's data.
        QDirIterator it(m_data.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY2(!f.readAll().contains("td-test-secret-7c1f"), qPrintable(f.fileName()));
        }
    }
};

QTEST_GUILESS_MAIN(TestJobFileCli)
#include "tst_jobfilecli.moc"
