// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Kubeflow's progress API for local jobs, end to end: a real node process gets the
// controller's variables, posts over TLS as the Kubeflow SDK does
// (tests/support/progress/progress_update.py), and the job's snapshot carries the progress,
// also after a restart; a wrong token, another job's name and a bad body get the controller's
// answers and change nothing.
#include "backends/local/localbackend.h"
#include "libs/statusapi/statusserver.h"
#include "tests/support/awaitresult.h"
#include "tests/support/prerequisite.h"
#include "tests/support/progressclient.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Test;
using namespace TrainDeck::Local;

class TestLocalProgress : public QObject
{
    Q_OBJECT

    QTemporaryDir m_data;
    QHash<QString, JobSnapshot> m_last;

    std::unique_ptr<LocalBackend> makeBackend(const StatusApi::ProgressEndpoint &progress)
    {
        LocalBackend::Options o;
        o.jobsDir = m_data.filePath(QStringLiteral("jobs"));
        o.venvRoot = m_data.filePath(QStringLiteral("venvs"));
        o.progress = progress;
        auto b = std::make_unique<LocalBackend>(o);
        connect(b.get(), &Backend::jobChanged, this, [this](const JobSnapshot &s) {
            m_last[s.name] = s;
        });
        b->start();
        return b;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_data.isValid());
        TRAINDECK_REQUIRE_PYTHON3();
    }

    void nodeReportsProgressIntoSnapshot()
    {
        const QString jobs = m_data.filePath(QStringLiteral("jobs"));
        StatusApi::StatusServer server({m_data.filePath(QStringLiteral("statusapi")), {jobs}, 0});
        QVERIFY(server.start().ok());
        auto backend = makeBackend(server.endpoint());
        QTRY_COMPARE(backend->connectionState(), Backend::ConnectionState::Connected);

        // The other job exists, with its own token: the first job's token must not reach it.
        TrainJob other;
        other.name = QStringLiteral("other-job");
        other.runtimeRef.name = QStringLiteral("torch-distributed");
        CustomTrainer ot;
        ot.inlineCode = QStringLiteral("print('other')\n");
        other.trainer = ot;
        QCOMPARE(await(backend->submit(other)).valueOr({}), QStringLiteral("other-job"));

        TrainJob job;
        job.name = QStringLiteral("progress-job");
        job.runtimeRef.name = QStringLiteral("torch-distributed");
        CustomTrainer t;
        t.inlineCode = progressClientCode({QStringLiteral("update"),
                                           QStringLiteral("42"),
                                           QStringLiteral("120"),
                                           QStringLiteral("loss=0.123"),
                                           QStringLiteral("accuracy=0.95"),
                                           QStringLiteral("token"),
                                           QString(64, u'f'),
                                           QStringLiteral("update"),
                                           QStringLiteral("1"),
                                           QStringLiteral("1"),
                                           QStringLiteral("as-job"),
                                           QStringLiteral("other-job"),
                                           QStringLiteral("update"),
                                           QStringLiteral("2"),
                                           QStringLiteral("2"),
                                           QStringLiteral("raw"),
                                           QStringLiteral("{\"trainerStatus\": [1]}"),
                                           QStringLiteral("update"),
                                           QStringLiteral("3"),
                                           QStringLiteral("3")});
        job.trainer = t;
        QCOMPARE(await(backend->submit(job)).valueOr({}), QStringLiteral("progress-job"));
        QTRY_VERIFY_WITH_TIMEOUT(m_last.value(job.name).isFinished(), 120000);
        const QByteArray log
            = readFile(QDir(backend->logDir(job.name)).filePath(QStringLiteral("node-0.log")));
        QCOMPARE(m_last.value(job.name).status, JobStatus::Complete);
        QList<QByteArray> answers;
        for (const QByteArray &l : log.split('\n')) {
            if (!l.isEmpty() && l.at(0) >= '1' && l.at(0) <= '5' && l.size() > 4 && l.at(3) == ' ')
                answers << l;
        }
        QCOMPARE(answers.size(), 4);
        QVERIFY2(
            answers[0].startsWith(
                "200 {\"trainerStatus\":{\"progressPercentage\":42,\"estimatedRemainingSeconds\":"
                "120,\"metrics\":[{\"name\":\"loss\",\"value\":\"0.123\"},{\"name\":"
                "\"accuracy\",\"value\":\"0.95\"}],\"lastUpdatedTime\":\""),
            log.constData());
        QCOMPARE(answers[1], progressStatusAnswer(403, "Forbidden", "Forbidden"));
        QCOMPARE(answers[2], progressStatusAnswer(403, "Forbidden", "Forbidden"));
        QCOMPARE(answers[3], progressStatusAnswer(422, "Invalid", "Invalid payload"));
        // The token never reaches the log.
        const QByteArray token
            = readFile(QDir(jobs).filePath(QStringLiteral("progress-job/status/token")));
        QCOMPARE(token.size(), 64);
        QVERIFY(!log.contains(token));

        QTRY_COMPARE(m_last.value(job.name).progressPercent, 42);
        JobSnapshot s = m_last.value(job.name);
        QCOMPARE(s.remainingSeconds, 120);
        QCOMPARE(s.metrics,
                 (QList<std::pair<QString, QString>>{
                     {QStringLiteral("loss"), QStringLiteral("0.123")},
                     {QStringLiteral("accuracy"), QStringLiteral("0.95")}}));
        QVERIFY(s.progressUpdated.isValid());
        QVERIFY(qAbs(s.progressUpdated.secsTo(QDateTime::currentDateTimeUtc())) < 300);
        // Nothing reached the other job.
        QVERIFY(!QFileInfo::exists(
            QDir(jobs).filePath(QStringLiteral("other-job/trainerstatus.json"))));
        QCOMPARE(m_last.value(QStringLiteral("other-job")).progressPercent, -1);

        // The node had the controller's variables, the initializer-free job no others.
        const QByteArray state
            = readFile(QDir(jobs).filePath(QStringLiteral("progress-job/state.json")));
        QVERIFY(state.contains("KUBEFLOW_TRAINER_SERVER_URL"));
        QVERIFY(
            state.contains(QStringLiteral("https://127.0.0.1:%1/apis/trainer.kubeflow.org/v1alpha1/"
                                          "namespaces/default/trainjobs/progress-job/status")
                               .arg(server.port())
                               .toUtf8()));

        // A restarted backend reads the progress from the job's folder.
        backend.reset();
        m_last.clear();
        auto again = makeBackend({});
        QTRY_COMPARE(m_last.value(job.name).progressPercent, 42);
        QCOMPARE(m_last.value(job.name).remainingSeconds, 120);
        QCOMPARE(m_last.value(job.name).metrics.size(), 2);
    }

    void noServerNoVariables()
    {
        // Without a progress API the job runs as on a cluster without the feature gate.
        m_last.clear();
        auto backend = makeBackend({});
        QTRY_COMPARE(backend->connectionState(), Backend::ConnectionState::Connected);
        TrainJob job;
        job.name = QStringLiteral("plain-job");
        job.runtimeRef.name = QStringLiteral("torch-distributed");
        CustomTrainer t;
        t.inlineCode = QStringLiteral(
            "import os\nprint('url=%s' % os.environ.get('KUBEFLOW_TRAINER_SERVER_URL', 'none'))\n");
        job.trainer = t;
        QCOMPARE(await(backend->submit(job)).valueOr({}), QStringLiteral("plain-job"));
        QTRY_VERIFY_WITH_TIMEOUT(m_last.value(job.name).isFinished(), 120000);
        QVERIFY(readFile(QDir(backend->logDir(job.name)).filePath(QStringLiteral("node-0.log")))
                    .contains("url=none"));
        QCOMPARE(m_last.value(job.name).progressPercent, -1);
    }
};

QTEST_GUILESS_MAIN(TestLocalProgress)
#include "tst_localprogress.moc"
