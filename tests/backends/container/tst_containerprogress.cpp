// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Kubeflow's progress API for Docker and Podman jobs, end to end on the private dockerd and
// podman: a node container gets the controller's variables, reaches the desktop as
// host.traindeck.internal (the job network's gateway), trusts the CA mounted read-only at
// /var/run/secrets/kubeflow/trainer, posts as the Kubeflow SDK does
// (tests/support/progress/progress_update.py), and the job's snapshot carries the progress;
// a wrong token, another job's name and a bad body get the controller's answers.
#include "backends/container/containerbackend.h"
#include "libs/statusapi/statusserver.h"
#include "tests/support/awaitresult.h"
#include "tests/support/prerequisite.h"
#include "tests/support/progressclient.h"

#include <QDir>
#include <QFile>
#include <QPointer>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Test;
using namespace TrainDeck::Container;

namespace {

QString env(const char *name)
{
    return qEnvironmentVariable(name);
}

} // namespace

class TestContainerProgress : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QHash<QString, JobSnapshot> m_last;
    StatusApi::StatusServer *m_server = nullptr;

    std::unique_ptr<ContainerBackend> makeBackend(const QString &engine)
    {
        ContainerBackend::Options o;
        o.engine = engine == QLatin1String("docker") ? BackendKind::Docker : BackendKind::Podman;
        o.host = engine == QLatin1String("docker") ? env("TRAINDECK_TEST_DOCKER_HOST")
                                                   : env("TRAINDECK_TEST_PODMAN_HOST");
        o.jobsDir = m_dir.filePath(engine + QStringLiteral("/jobs"));
        o.workdirRoot = m_dir.filePath(engine + QStringLiteral("/work"));
        o.pollMs = 500;
        o.progress = m_server->endpoint();
        // As app/progressapi.cpp: the server lives in this (main) thread.
        StatusApi::StatusServer *server = m_server;
        o.listenOn
            = [server](const QString &address, QObject *context, std::function<void(bool)> done) {
                  QPointer<QObject> ctx(context);
                  QMetaObject::invokeMethod(
                      server,
                      [server, address, ctx, done] {
                          const bool ok = server->listenOn(QHostAddress(address)).ok();
                          if (ctx)
                              QMetaObject::invokeMethod(
                                  ctx, [done, ok] { done(ok); }, Qt::QueuedConnection);
                      },
                      Qt::QueuedConnection);
              };
        m_server->addJobRoot(o.jobsDir);
        auto b = std::make_unique<ContainerBackend>(o);
        connect(b.get(), &Backend::jobChanged, this, [this](const JobSnapshot &s) {
            m_last[s.name] = s;
        });
        b->start();
        auto up = await(b->connected());
        if (!up)
            qWarning() << up.error().message;
        return b;
    }

private Q_SLOTS:
    void initTestCase()
    {
        TRAINDECK_REQUIRE(!env("TRAINDECK_TEST_DOCKER_HOST").isEmpty()
                              && !env("TRAINDECK_TEST_PODMAN_HOST").isEmpty(),
                          QStringLiteral("the container engines (TRAINDECK_TEST_DOCKER_HOST, "
                                         "TRAINDECK_TEST_PODMAN_HOST)"),
                          QStringLiteral("run through scripts/test, which starts dockerd and "
                                         "podman (scripts/engines/start)"));
        QVERIFY(!env("TRAINDECK_TEST_IMAGE").isEmpty());
        m_server = new StatusApi::StatusServer({m_dir.filePath(QStringLiteral("statusapi")), {}, 0},
                                               this);
        auto started = m_server->start();
        QVERIFY2(started.ok(), qPrintable(started.ok() ? QString() : started.error().message));
    }

    void nodeReportsProgress_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::newRow("docker") << QStringLiteral("docker");
        QTest::newRow("podman") << QStringLiteral("podman");
    }
    void nodeReportsProgress()
    {
        QFETCH(QString, engine);
        auto b = makeBackend(engine);
        QCOMPARE(b->connectionState(), Backend::ConnectionState::Connected);
        TrainJob job;
        job.name = QStringLiteral("progress-") + engine;
        job.runtimeRef.name = QStringLiteral("torch-distributed");
        CustomTrainerContainer t;
        t.image = env("TRAINDECK_TEST_IMAGE");
        t.command = {QStringLiteral("python3"),
                     QStringLiteral("-u"),
                     QStringLiteral("-c"),
                     progressClientCode({QStringLiteral("update"),
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
                                         QStringLiteral("other-") + engine,
                                         QStringLiteral("update"),
                                         QStringLiteral("2"),
                                         QStringLiteral("2"),
                                         QStringLiteral("raw"),
                                         QStringLiteral("[1]"),
                                         QStringLiteral("update"),
                                         QStringLiteral("3"),
                                         QStringLiteral("3")})};
        t.numNodes = 1;
        job.trainer = t;
        (void)await(b->remove(job.name), 60000);
        auto name = await(b->submit(job), 180000);
        QVERIFY2(name, qPrintable(name ? QString() : name.error().message));
        QTRY_VERIFY_WITH_TIMEOUT(m_last.value(*name).isFinished(), 180000);
        QByteArray log;
        QList<QByteArray> answers;
        // The log store may trail the container's exit a little.
        for (int i = 0; i < 200 && answers.size() < 4; ++i) {
            if (i)
                QTest::qWait(100);
            log = readFile(QDir(b->logDir(*name)).filePath(QStringLiteral("node-0.log")));
            answers.clear();
            for (const QByteArray &l : log.split('\n')) {
                if (l.indexOf(' ') == 3 && l.at(0) >= '1' && l.at(0) <= '5')
                    answers << l;
            }
        }
        QVERIFY2(answers.size() == 4, log.constData());
        QVERIFY2(m_last.value(*name).status == JobStatus::Complete, log.constData());
        QVERIFY2(
            answers[0].startsWith(
                "200 {\"trainerStatus\":{\"progressPercentage\":42,\"estimatedRemainingSeconds\":"
                "120,\"metrics\":[{\"name\":\"loss\",\"value\":\"0.123\"},{\"name\":"
                "\"accuracy\",\"value\":\"0.95\"}],\"lastUpdatedTime\":\""),
            log.constData());
        QCOMPARE(answers[1], progressStatusAnswer(403, "Forbidden", "Forbidden"));
        QCOMPARE(answers[2], progressStatusAnswer(403, "Forbidden", "Forbidden"));
        QCOMPARE(answers[3], progressStatusAnswer(422, "Invalid", "Invalid payload"));

        QTRY_COMPARE_WITH_TIMEOUT(m_last.value(*name).progressPercent, 42, 10000);
        const JobSnapshot s = m_last.value(*name);
        QCOMPARE(s.remainingSeconds, 120);
        QCOMPARE(s.metrics,
                 (QList<std::pair<QString, QString>>{
                     {QStringLiteral("loss"), QStringLiteral("0.123")},
                     {QStringLiteral("accuracy"), QStringLiteral("0.95")}}));
        QVERIFY(s.progressUpdated.isValid());
        const QString jobDir
            = QDir(m_dir.filePath(engine + QStringLiteral("/jobs"))).filePath(*name);
        const QByteArray token = readFile(QDir(jobDir).filePath(QStringLiteral("status/token")));
        QCOMPARE(token.size(), 64);
        QVERIFY(!log.contains(token));
        QVERIFY(await(b->remove(*name), 60000));
    }
};

QTEST_GUILESS_MAIN(TestContainerProgress)
#include "tst_containerprogress.moc"
