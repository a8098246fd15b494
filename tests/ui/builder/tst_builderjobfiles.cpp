// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The builder's Import (and a drop on the window, which calls it) takes the job files Kubeflow
// writes: a runtime and a TrainJob in one file, several TrainJobs, a runtime only, a document
// of another kind. A script outside the job file's folder is read only when
// the user says so, and the question names the file.
#include "core/catalog/runtimecatalog.h"
#include "core/codec/document.h"
#include "tests/support/awaitresult.h"
#include "tests/support/jobfiles.h"
#include "ui/builder/jobbuilderdialog.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Ui;

class TestBuilderJobFiles : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<JobBuilderDialog> m_builder;

    QString file(const QString &rel) const { return m_dir.filePath(rel); }
    static QByteArray readAll(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private Q_SLOTS:
    void init()
    {
        m_builder = std::make_unique<JobBuilderDialog>();
        m_builder->setRuntimes(RuntimeCatalog::bundled().runtimes());
        m_builder->setBackendKind(BackendKind::Local);
    }
    void cleanup() { m_builder.reset(); }

    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(JobFiles::write(file(QStringLiteral("train.py")), "print('hi')\n"));
    }

    void exportedScriptPathIsRelativeToTheExportedFile()
    {
        QVERIFY(QDir().mkpath(file(QStringLiteral("proj"))));
        QVERIFY(QDir().mkpath(file(QStringLiteral("out"))));
        QVERIFY(JobFiles::write(file(QStringLiteral("proj/train.py")), "print('loss=1')\n"));
        QVERIFY(await(m_builder->loadScript(file(QStringLiteral("proj/train.py")))).ok());

        const QString beside = file(QStringLiteral("proj/job.yaml"));
        QVERIFY(m_builder->saveYamlFile(beside, false).ok());
        QVERIFY2(readAll(beside).contains("traindeck.io/script: train.py\n"),
                 readAll(beside).constData());
        const QString elsewhere = file(QStringLiteral("out/job.yaml"));
        QVERIFY(m_builder->saveYamlFile(elsewhere, false).ok());
        QVERIFY2(readAll(elsewhere).contains("traindeck.io/script: ../proj/train.py\n"),
                 readAll(elsewhere).constData());
        // Never the absolute path of the machine it was written on.
        QVERIFY(!readAll(elsewhere).contains(m_dir.path().toUtf8()));

        // The file beside the script reads back with it.
        JobBuilderDialog again;
        again.setRuntimes(RuntimeCatalog::bundled().runtimes());
        QVERIFY(await(again.loadYamlFile(beside)).ok());
        const TrainJob loaded = again.job();
        const auto &c = std::get<CustomTrainer>(loaded.trainer);
        QCOMPARE(c.scriptContent, QByteArray("print('loss=1')\n"));

        // A job read from a file, exported into another folder: relative to the new file.
        const QString third = file(QStringLiteral("out/again.yaml"));
        QVERIFY(again.saveYamlFile(third, false).ok());
        QVERIFY2(readAll(third).contains("traindeck.io/script: ../proj/train.py\n"),
                 readAll(third).constData());
    }

    void runtimeDefinedInTheFileServesTheJob()
    {
        QVERIFY(JobFiles::write(
            file(QStringLiteral("own.yaml")),
            JobFiles::runtime("file-torch") + "---\n"
                + JobFiles::trainJob("uses-file-runtime", "file-torch", "TrainingRuntime")));
        QVERIFY(await(m_builder->loadYamlFile(file(QStringLiteral("own.yaml")))).ok());
        auto *runtime = m_builder->findChild<QComboBox *>(QStringLiteral("runtime"));
        QVERIFY(runtime);
        QCOMPARE(runtime->currentData().toString(), QStringLiteral("file-torch"));
        QCOMPARE(runtime->currentText(), QStringLiteral("file-torch (defined in the job's file)"));
        QVERIFY(m_builder->notice().contains(QStringLiteral("The runtime file-torch is defined in "
                                                            "this file")));
        m_builder->validateNow();
        QVERIFY2(m_builder->isJobValid(),
                 m_builder->problems().isEmpty()
                     ? ""
                     : qPrintable(m_builder->problems().first().toString()));
        const TrainJob job = m_builder->job();
        QVERIFY(job.fileRuntime.has_value());
        QCOMPARE(job.fileRuntime->name, QStringLiteral("file-torch"));
        QVERIFY(m_builder->planText().contains(QStringLiteral("uses-file-runtime")));
    }

    void severalJobsOneAtATime()
    {
        QVERIFY(JobFiles::write(file(QStringLiteral("two.yaml")),
                                JobFiles::trainJob("first-job", "torch-distributed") + "---\n"
                                    + JobFiles::trainJob("second-job", "torch-distributed")));
        QVERIFY(await(m_builder->loadYamlFile(file(QStringLiteral("two.yaml")))).ok());
        QCOMPARE(m_builder->job().name, QStringLiteral("first-job"));
        QVERIFY2(m_builder->notice().contains(
                     QStringLiteral("The file holds 2 TrainJobs (first-job, second-job); this is "
                                    "first-job")),
                 qPrintable(m_builder->notice()));
        QVERIFY(await(m_builder->loadYamlFile(file(QStringLiteral("two.yaml")),
                                              QStringLiteral("second-job")))
                    .ok());
        QCOMPARE(m_builder->job().name, QStringLiteral("second-job"));
        QVERIFY(!await(m_builder->loadYamlFile(file(QStringLiteral("two.yaml")),
                                               QStringLiteral("third")))
                     .ok());
        QVERIFY(m_builder->notice().contains(QStringLiteral("has no TrainJob named 'third'")));
    }

    void filesThatHoldNoJobOrAnotherKindSaySo()
    {
        QVERIFY(JobFiles::write(file(QStringLiteral("runtime.yaml")),
                                JobFiles::runtime("just-a-runtime")));
        QVERIFY(!await(m_builder->loadYamlFile(file(QStringLiteral("runtime.yaml")))).ok());
        QVERIFY2(m_builder->notice().contains(QStringLiteral("defines only runtimes "
                                                             "(just-a-runtime) and no TrainJob")),
                 qPrintable(m_builder->notice()));
        QVERIFY(JobFiles::write(file(QStringLiteral("cm.yaml")),
                                JobFiles::trainJob("with-cm", "torch-distributed")
                                    + "---\napiVersion: v1\nkind: Secret\nmetadata:\n  name: s\n"));
        QVERIFY(!await(m_builder->loadYamlFile(file(QStringLiteral("cm.yaml")))).ok());
        QVERIFY2(m_builder->notice().contains(QStringLiteral(":15: kind: TrainDeck does not "
                                                             "handle a Secret here")),
                 qPrintable(m_builder->notice()));
        // Nothing of the refused file reached the form.
        QVERIFY(m_builder->job().name != QStringLiteral("with-cm"));
    }

    void scriptOutsideTheFolderIsReadOnlyWhenTheUserAgrees()
    {
        QVERIFY(JobFiles::write(file(QStringLiteral("victim/id_rsa")),
                                "PRIVATE KEY td-builder-secret\n"));
        QVERIFY(JobFiles::write(
            file(QStringLiteral("repo/job.yaml")),
            JobFiles::trainJob(
                "outside", "torch-distributed", "ClusterTrainingRuntime", "../victim/id_rsa")));
        QStringList asked;
        bool answer = false;
        m_builder->setReadOutsideScriptAnswer([&](const QString &jobFile, const QString &script) {
            asked << jobFile << script;
            return answer;
        });
        QVERIFY(await(m_builder->loadYamlFile(file(QStringLiteral("repo/job.yaml")))).ok());
        QCOMPARE(
            asked,
            (QStringList{file(QStringLiteral("repo/job.yaml")),
                         QFileInfo(file(QStringLiteral("victim/id_rsa"))).canonicalFilePath()}));
        TrainJob loaded = m_builder->job();
        const auto *c = std::get_if<CustomTrainer>(&loaded.trainer);
        QVERIFY(c);
        QVERIFY(!c->scriptLoaded);
        QVERIFY(!c->scriptContent.contains("td-builder-secret"));
        m_builder->validateNow();
        QVERIFY(!m_builder->isJobValid());
        auto *submit = m_builder->findChild<QPushButton *>(QStringLiteral("submitButton"));
        QVERIFY(submit && !submit->isEnabled());

        asked.clear();
        answer = true;
        QVERIFY(await(m_builder->loadYamlFile(file(QStringLiteral("repo/job.yaml")))).ok());
        QCOMPARE(asked.size(), 2);
        loaded = m_builder->job();
        c = std::get_if<CustomTrainer>(&loaded.trainer);
        QVERIFY(c && c->scriptLoaded);
        QVERIFY(c->scriptContent.contains("td-builder-secret"));

        // A script inside the folder is read without a question.
        asked.clear();
        QVERIFY(JobFiles::write(file(QStringLiteral("repo/train.py")), "print('inside')\n"));
        QVERIFY(JobFiles::write(file(QStringLiteral("repo/inside.yaml")),
                                JobFiles::trainJob("inside", "torch-distributed")));
        QVERIFY(await(m_builder->loadYamlFile(file(QStringLiteral("repo/inside.yaml")))).ok());
        QVERIFY(asked.isEmpty());
    }
};

QTEST_MAIN(TestBuilderJobFiles)
#include "tst_builderjobfiles.moc"
