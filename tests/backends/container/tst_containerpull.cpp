// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Image pulls of Docker and Podman jobs, for real and offline, against the private registry of
// scripts/engines/registry (docs/engines.md): an image the engine does not have is pulled
// under pull policy IfNotPresent, the engine's progress stream reaches the job's events
// ("Pulling", then "Pulled") before any step starts, and the job runs on the pulled image; a
// tag the registry does not have fails the submission with the registry's answer and leaves
// nothing behind.
//
// The pushed image is the initializer test image plus one layer of 48 MB of random bytes, made
// for each run (a container of the test image, the file copied in, committed), so that the
// engine has everything but that layer and the pull downloads it: the engines report a layer
// they have as "Already exists", and a tag of the test image itself would download nothing.
#include "backends/container/containerbackend.h"
#include "core/domain/labels.h"
#include "tests/support/awaitresult.h"
#include "tests/support/prerequisite.h"
#include "tests/support/registryimage.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include <nlohmann/json.hpp>

using namespace TrainDeck;
using namespace TrainDeck::Container;
using namespace TrainDeck::Tests;

namespace {

using Json = nlohmann::json;

QString env(const char *name)
{
    return qEnvironmentVariable(name);
}

} // namespace

class TestContainerPull : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_registry;
    QString m_tar; ///< a tar of one file of random bytes: the layer only the registry has
    QHash<QString, JobSnapshot> m_last;
    QStringList m_made; ///< "engine|reference" of images to remove from engine and registry

    QString host(const QString &engine) const
    {
        return engine == QLatin1String("docker") ? env("TRAINDECK_TEST_DOCKER_HOST")
                                                 : env("TRAINDECK_TEST_PODMAN_HOST");
    }

    HttpAnswer api(const QString &engine,
                   const QByteArray &method,
                   const QString &path,
                   QStringList args = {}) const
    {
        return engineCall(host(engine), method, path, std::move(args));
    }

    std::unique_ptr<ContainerBackend> makeBackend(const QString &engine)
    {
        ContainerBackend::Options o;
        o.engine = engine == QLatin1String("docker") ? BackendKind::Docker : BackendKind::Podman;
        o.host = host(engine);
        o.jobsDir = m_dir.filePath(engine + QStringLiteral("/jobs"));
        o.workdirRoot = m_dir.filePath(engine + QStringLiteral("/work"));
        o.pollMs = 500;
        o.pullPolicy = QStringLiteral("IfNotPresent");
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

    static TrainJob job(const QString &name, const QString &image)
    {
        TrainJob job;
        job.name = name;
        job.runtimeRef.name = QStringLiteral("torch-distributed");
        CustomTrainerContainer t;
        t.image = image;
        t.command = {QStringLiteral("python3"),
                     QStringLiteral("-c"),
                     QStringLiteral("print(len(open('/traindeck-pull-layer', 'rb').read()))")};
        t.numNodes = 1;
        job.trainer = t;
        return job;
    }

    /// The job's events for `image`, as "reason|message".
    static QStringList imageEvents(const JobSnapshot &s, const QString &image)
    {
        QStringList out;
        for (const JobEvent &e : s.events)
            if (e.object == image)
                out << e.reason + QLatin1Char('|') + e.message;
        return out;
    }

    static qsizetype eventIndex(const JobSnapshot &s, const QString &reason)
    {
        for (qsizetype i = 0; i < s.events.size(); ++i)
            if (s.events[i].reason == reason)
                return i;
        return -1;
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
        TRAINDECK_REQUIRE(!env("TRAINDECK_TEST_REGISTRY").isEmpty(),
                          QStringLiteral("the private registry (TRAINDECK_TEST_REGISTRY)"),
                          QStringLiteral("run through scripts/test; scripts/engines/start starts "
                                         "it (scripts/engines/registry)"));
        QVERIFY(!env("TRAINDECK_TEST_INITIALIZER_IMAGE").isEmpty());
        m_registry = env("TRAINDECK_TEST_REGISTRY");
        const HttpAnswer v2 = curlCall({}, QStringLiteral("http://%1/v2/").arg(m_registry));
        QVERIFY2(v2.status == 200,
                 qPrintable(QStringLiteral("the registry %1 does not answer GET /v2/ (%2)")
                                .arg(m_registry)
                                .arg(v2.status)));
        m_tar = m_dir.filePath(QStringLiteral("layer.tar"));
        const QString written
            = writeRandomLayerTar(m_tar, QStringLiteral("traindeck-pull-layer"), 48);
        QVERIFY2(written.isEmpty(), qPrintable(written));
    }

    void cleanupTestCase()
    {
        for (const QString &engine : {QStringLiteral("docker"), QStringLiteral("podman")})
            for (const QString &job : {QStringLiteral("pull-"), QStringLiteral("pull-missing-")})
                removeJobObjects(host(engine), job + engine);
        // What this run pushed: the engines' images, the registry's manifests (their blobs
        // go with the registry's garbage collection; the state directory is the tests').
        for (const QString &m : std::as_const(m_made))
            removePushedImage(host(m.section(QLatin1Char('|'), 0, 0)),
                              m_registry,
                              m.section(QLatin1Char('|'), 1));
    }

    void pullShowsProgress_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::newRow("docker") << QStringLiteral("docker");
        QTest::newRow("podman") << QStringLiteral("podman");
    }
    void pullShowsProgress()
    {
        QFETCH(QString, engine);
        const QString tag = QUuid::createUuid().toString(QUuid::Id128).left(12);
        const QString repo = QStringLiteral("traindeck-pull-") + engine;
        const QString image = QStringLiteral("%1/%2:%3").arg(m_registry, repo, tag);
        m_made << engine + QLatin1Char('|') + image;
        const QString pushed
            = pushUniqueImage(host(engine), env("TRAINDECK_TEST_INITIALIZER_IMAGE"), m_tar, image);
        QVERIFY2(pushed.isEmpty(), qPrintable(pushed));

        const QString jobName = QStringLiteral("pull-") + engine;
        removeJobObjects(host(engine), jobName);
        auto b = makeBackend(engine);
        QCOMPARE(b->connectionState(), Backend::ConnectionState::Connected);
        m_last.remove(jobName);
        auto name = await(b->submit(job(jobName, image)), 300000);
        QVERIFY2(name, qPrintable(name ? QString() : name.error().message));
        QTRY_VERIFY_WITH_TIMEOUT(m_last.value(*name).isFinished(), 180000);
        const JobSnapshot s = m_last.value(*name);
        QVERIFY2(s.status == JobStatus::Complete, qPrintable(s.statusMessage));
        // The step read the pulled layer's file (48 MiB), and the log store has said so.
        const QString logPath = QDir(b->logDir(*name)).filePath(QStringLiteral("node-0.log"));
        const auto logText = [&logPath] {
            QFile f(logPath);
            return f.open(QIODevice::ReadOnly) ? f.readAll().trimmed() : QByteArray();
        };
        QTRY_COMPARE_WITH_TIMEOUT(logText(), QByteArray("50331648"), 10000);

        // The image is there now, under the reference the job named.
        const HttpAnswer inspect = api(engine, "GET", QStringLiteral("/images/%1/json").arg(image));
        QVERIFY2(inspect.status == 200, inspect.body.constData());
        const Json ij = Json::parse(inspect.body.constData(), nullptr, false);
        QVERIFY2(ij.is_object() && ij.contains("RepoTags"), inspect.body.constData());
        QVERIFY2(ij["RepoTags"].dump().find(image.toStdString()) != std::string::npos,
                 inspect.body.constData());
        const QString imageId = QString::fromStdString(ij.value("Id", std::string()))
                                    .remove(QStringLiteral("sha256:"));

        const QStringList ev = imageEvents(s, image);
        qInfo().noquote() << engine << "pull events:\n  " + ev.join(QStringLiteral("\n  "));
        QVERIFY2(ev.size() >= 4, qPrintable(ev.join(QLatin1Char('\n'))));
        QCOMPARE(ev.first(), QStringLiteral("Pulling|pulling image %1").arg(image));
        QCOMPARE(ev.last(), QStringLiteral("Pulled|image %1 pulled").arg(image));
        QCOMPARE(ev.count(QStringLiteral("Pulled|image %1 pulled").arg(image)), 1);
        for (qsizetype i = 0; i + 1 < ev.size(); ++i)
            QVERIFY2(ev[i].startsWith(QLatin1String("Pulling|")), qPrintable(ev[i]));
        // The engine's own lines, as "<layer>: <status> <size>/<total>" without the text bar.
        const QStringList lines
            = ev.mid(1, ev.size() - 2)
                  .replaceInStrings(QRegularExpression(QStringLiteral("^Pulling\\|")), QString());
        const QRegularExpression layerLine(QStringLiteral("^[0-9a-f]{12}: (.*)$"));
        QStringList statuses; // without the layer
        for (const QString &l : lines) {
            const auto m = layerLine.match(l);
            statuses << (m.hasMatch() ? m.captured(1) : l);
        }
        QVERIFY2(statuses.contains(QStringLiteral("Pulling fs layer")),
                 qPrintable(lines.join(QLatin1Char('\n'))));
        QVERIFY2(statuses.contains(QStringLiteral("Download complete")),
                 qPrintable(lines.join(QLatin1Char('\n'))));
        QVERIFY2(statuses.contains(QStringLiteral("Already exists")),
                 qPrintable(lines.join(QLatin1Char('\n'))));
        QVERIFY2(statuses.indexOf(QStringLiteral("Pulling fs layer"))
                     < statuses.indexOf(QStringLiteral("Download complete")),
                 qPrintable(lines.join(QLatin1Char('\n'))));
        if (engine == QLatin1String("docker")) {
            // Docker: what `docker pull` prints, with the sizes of the layer being fetched.
            QCOMPARE(lines.first(), QStringLiteral("%1: Pulling from %2").arg(tag, repo));
            const QRegularExpression downloading(
                QStringLiteral("^Downloading [0-9.]+[kM]?B/50\\.[0-9]+MB$"));
            const auto it = std::find_if(statuses.cbegin(), statuses.cend(), [&](const QString &x) {
                return downloading.match(x).hasMatch();
            });
            QVERIFY2(it != statuses.cend(), qPrintable(lines.join(QLatin1Char('\n'))));
            QVERIFY2(statuses.indexOf(QStringLiteral("Pulling fs layer")) < it - statuses.cbegin(),
                     qPrintable(lines.join(QLatin1Char('\n'))));
            // No "Verifying Checksum": dockerd keeps only a layer's latest message for a watcher
            // that has not read yet (distribution/xfer), so a stage that lasts a moment
            // between two others may never reach the stream (a clean-clone CI run lost it).
            QVERIFY2(statuses.contains(QStringLiteral("Pull complete")),
                     qPrintable(lines.join(QLatin1Char('\n'))));
            QCOMPARE(lines.last(),
                     QStringLiteral("Status: Downloaded newer image for %1").arg(image));
        } else {
            // Podman's compat stream has no byte counts: the layer stages, then the image's id.
            QCOMPARE(lines.last(), QStringLiteral("%1: Download complete").arg(imageId.left(12)));
        }

        // All of it before the job's network and its step: the pull is part of the submission.
        const qsizetype pulled = eventIndex(s, QStringLiteral("Pulled"));
        const qsizetype network = eventIndex(s, QStringLiteral("NetworkCreated"));
        const qsizetype started = eventIndex(s, QStringLiteral("Started"));
        QVERIFY(pulled >= 0 && network >= 0 && started >= 0);
        QVERIFY(eventIndex(s, QStringLiteral("Submitted"))
                < eventIndex(s, QStringLiteral("Pulling")));
        QVERIFY(pulled < network);
        QVERIFY(network < started);

        QVERIFY(await(b->remove(*name), 60000));
    }

    void missingTagFails_data() { pullShowsProgress_data(); }
    void missingTagFails()
    {
        QFETCH(QString, engine);
        const QString image
            = QStringLiteral("%1/traindeck-pull-%2:missing-%3")
                  .arg(m_registry, engine, QUuid::createUuid().toString(QUuid::Id128).left(12));
        const QString jobName = QStringLiteral("pull-missing-") + engine;
        removeJobObjects(host(engine), jobName);
        auto b = makeBackend(engine);
        QCOMPARE(b->connectionState(), Backend::ConnectionState::Connected);
        auto name = await(b->submit(job(jobName, image)), 120000);
        QVERIFY(!name);
        const QString repoPath = image.left(image.lastIndexOf(QLatin1Char(':')));
        const QString tag = image.mid(image.lastIndexOf(QLatin1Char(':')) + 1);
        // The registry's answer, in each engine's words.
        QCOMPARE(
            name.error().message,
            engine == QLatin1String("docker")
                ? QStringLiteral("pulling %1 failed: POST /images/create: the engine answered 404: "
                                 "manifest for %1 not found: manifest unknown: manifest "
                                 "unknown")
                      .arg(image)
                : QStringLiteral("pulling %1 failed: initializing source docker://%1: "
                                 "reading manifest %2 in %3: manifest unknown: manifest "
                                 "unknown")
                      .arg(image, tag, repoPath));
        // Nothing left: no job, no workdir, no containers or networks, no image.
        QVERIFY(!QFileInfo::exists(QDir(b->options().jobsDir).filePath(jobName)));
        QVERIFY(!QFileInfo::exists(QDir(b->options().workdirRoot).filePath(jobName)));
        const auto jobs = await(b->jobs());
        QVERIFY2(jobs, qPrintable(jobs ? QString() : jobs.error().message));
        QVERIFY(std::none_of(
            jobs->cbegin(), jobs->cend(), [&](const JobSnapshot &j) { return j.name == jobName; }));
        const HttpAnswer containers = api(engine,
                                          "GET",
                                          QStringLiteral("/containers/json?all=1&filters=%1")
                                              .arg(QString::fromLatin1(QUrl::toPercentEncoding(
                                                  QStringLiteral("{\"label\":[\"%1=%2\"]}")
                                                      .arg(Labels::TrainJobName, jobName)))));
        QCOMPARE(containers.status, 200);
        QCOMPARE(containers.body.trimmed(), QByteArray("[]"));
        QCOMPARE(api(engine, "GET", QStringLiteral("/images/%1/json").arg(image)).status, 404);
    }
};

QTEST_GUILESS_MAIN(TestContainerPull)
#include "tst_containerpull.moc"
