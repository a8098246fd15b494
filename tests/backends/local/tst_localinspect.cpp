// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Inspect a step (Backend::inspectStep) of a real local job: the step's process (its pid
// while it runs), the command it was started with, the env TrainDeck set with secrets masked,
// the workspace, the exit code; and the same after a restart, from the kept state.
#include "backends/local/localbackend.h"
#include "tests/support/awaitresult.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Local;

class TestLocalInspect : public QObject
{
    Q_OBJECT

    QTemporaryDir m_data;
    QHash<QString, JobSnapshot> m_last;

    std::unique_ptr<LocalBackend> makeBackend()
    {
        LocalBackend::Options o;
        o.jobsDir = m_data.filePath(QStringLiteral("jobs"));
        o.venvRoot = m_data.filePath(QStringLiteral("venvs"));
        auto b = std::make_unique<LocalBackend>(o);
        connect(b.get(), &Backend::jobChanged, this, [this](const JobSnapshot &s) {
            m_last[s.name] = s;
        });
        b->start();
        return b;
    }

    static void checkEnv(const StepInspection &in)
    {
        const StepInspection::Env *plain = in.envVar(QStringLiteral("PLAIN_SETTING"));
        QVERIFY(plain);
        QCOMPARE(plain->value, QStringLiteral("hello"));
        QVERIFY(!plain->secret);
        const StepInspection::Env *key = in.envVar(QStringLiteral("WANDB_API_KEY"));
        QVERIFY(key);
        QVERIFY(key->secret);
        QCOMPARE(key->value, StepInspection::Masked);
        const StepInspection::Env *marked = in.envVar(QStringLiteral("MY_MARKED"));
        QVERIFY(marked);
        QVERIFY(marked->secret);
        QCOMPARE(marked->value, StepInspection::Masked);
        for (const StepInspection::Env &e : in.env)
            QVERIFY2(!e.value.contains(QStringLiteral("s3cr3t")), qPrintable(e.name));
    }

private Q_SLOTS:
    void inspectsProcess()
    {
        auto b = makeBackend();
        TrainJob job;
        job.name = QStringLiteral("inspect-local");
        job.runtimeRef.name = QStringLiteral("torch-distributed");
        CustomTrainer t;
        t.inlineCode = QStringLiteral("import time\ntime.sleep(2)\nprint('inspected')\n");
        t.numNodes = 1;
        t.env = {{QStringLiteral("PLAIN_SETTING"), QStringLiteral("hello"), {}},
                 {QStringLiteral("WANDB_API_KEY"), QStringLiteral("s3cr3t-key"), {}},
                 {QStringLiteral("MY_MARKED"), QStringLiteral("s3cr3t-marked"), {}}};
        job.trainer = t;
        job.secretEnv = {QStringLiteral("MY_MARKED")};
        auto name = await(b->submit(job));
        QVERIFY2(name, name ? "" : qPrintable(name.error().message));
        QTRY_VERIFY_WITH_TIMEOUT(m_last.value(*name).step(QStringLiteral("node-0"))
                                     && m_last.value(*name).step(QStringLiteral("node-0"))->state
                                            == StepState::Running,
                                 30000);

        auto running = await(b->inspectStep(*name, QStringLiteral("node-0")));
        QVERIFY2(running, running ? "" : qPrintable(running.error().message));
        QCOMPARE(running->idKind, QStringLiteral("process"));
        QCOMPARE(running->id, m_last.value(*name).step(QStringLiteral("node-0"))->objectId);
        // The pid is a live process, the step's process group leader: TrainDeck's runner
        // (bash -c <runner> traindeck-step, which records the exit code) with the command
        // shown as its arguments.
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(running->id));
        QVERIFY2(cmdline.open(QIODevice::ReadOnly), qPrintable(running->id));
        const QStringList argv
            = QString::fromLocal8Bit(cmdline.readAll()).split(QChar(u'\0'), Qt::SkipEmptyParts);
        QCOMPARE(argv.mid(0, 2), (QStringList{QStringLiteral("bash"), QStringLiteral("-c")}));
        QCOMPARE(argv.value(3), QStringLiteral("traindeck-step"));
        QCOMPARE(argv.mid(4), running->command);
        QCOMPARE(running->state, QStringLiteral("Running"));
        QVERIFY(!running->exitCode.has_value());
        QVERIFY(running->image.isEmpty());
        // The command runs the job's launcher, a file in its workspace, which runs the script
        // written there with the job's code.
        const QString workspace = QDir(m_data.filePath(QStringLiteral("jobs")))
                                      .filePath(*name + QStringLiteral("/workspace"));
        QString launcher;
        for (const QString &a : running->command)
            if (QFileInfo(a).isAbsolute() && QFileInfo(a).isFile())
                launcher = a;
        QVERIFY2(!launcher.isEmpty(), qPrintable(running->command.join(u' ')));
        QVERIFY2(QDir::cleanPath(launcher).startsWith(QDir::cleanPath(workspace) + u'/'),
                 qPrintable(launcher));
        bool codeInWorkspace = false;
        QDirIterator files(workspace, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (files.hasNext()) {
            QFile f(files.next());
            if (f.open(QIODevice::ReadOnly) && f.readAll().contains("print('inspected')"))
                codeInWorkspace = true;
        }
        QVERIFY(codeInWorkspace);
        checkEnv(*running);
        QCOMPARE(running->mounts.size(), 1);
        QCOMPARE(QDir::cleanPath(running->mounts[0].source), QDir::cleanPath(workspace));
        QVERIFY(!running->mounts[0].readOnly);

        QTRY_VERIFY_WITH_TIMEOUT(m_last.value(*name).isFinished(), 60000);
        QCOMPARE(m_last.value(*name).status, JobStatus::Complete);
        auto done = await(b->inspectStep(*name, QStringLiteral("node-0")));
        QVERIFY2(done, done ? "" : qPrintable(done.error().message));
        QVERIFY(done->exitCode.has_value());
        QCOMPARE(*done->exitCode, 0);
        QCOMPARE(done->state, QStringLiteral("Succeeded"));
        QCOMPARE(done->id, running->id);
        QVERIFY(done->finished >= done->started);

        // A restarted TrainDeck knows the step from state.json alone: same answer, and the
        // secrets it kept masked are still masked.
        b.reset();
        auto again = makeBackend();
        QTRY_VERIFY_WITH_TIMEOUT(m_last.contains(*name), 10000);
        auto kept = await(again->inspectStep(*name, QStringLiteral("node-0")));
        QVERIFY2(kept, kept ? "" : qPrintable(kept.error().message));
        QCOMPARE(kept->id, running->id);
        QCOMPARE(kept->command, running->command);
        QCOMPARE(*kept->exitCode, 0);
        checkEnv(*kept);

        auto none = await(again->inspectStep(*name, QStringLiteral("node-3")));
        QVERIFY(!none);
        QCOMPARE(none.error().kind, Error::Kind::NotFound);
        auto bad = await(again->inspectStep(QStringLiteral("../x"), QStringLiteral("node-0")));
        QVERIFY(!bad);
        QCOMPARE(bad.error().kind, Error::Kind::Validation);
        QVERIFY(await(again->remove(*name)));
    }
};

QTEST_GUILESS_MAIN(TestLocalInspect)
#include "tst_localinspect.moc"
