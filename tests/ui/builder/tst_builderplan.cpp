// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The builder's preview shows the plan its target backend realizes on Submit: a real Docker
// backend with a non-default pull policy, initializer image and workdir root; the preview's
// plan is compared with what the real dockerd holds for the submitted job: every container's
// name, image, step label and /workspace mount, and the network's workdir label. A preview
// planned with PlanContext's defaults (IfNotPresent, ghcr.io's initializer, ~/.kubeflow's
// workdir) fails here.
#include "backends/container/containerbackend.h"
#include "backends/container/engineclient.h"
#include "tests/support/awaitresult.h"
#include "tests/support/prerequisite.h"
#include "ui/builder/jobbuilderdialog.h"

#include "core/catalog/runtimecatalog.h"
#include "core/domain/labels.h"

#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Container;
using namespace TrainDeck::Ui;
using Json = nlohmann::json;

class TestBuilderPlan : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_host;
    QString m_image;
    QString m_initImage;

    /// The containers or networks the engine holds for `job`, straight from its API.
    Json engine(const QString &what, const QString &job)
    {
        EngineClient client(*Transport::Endpoint::parse(m_host));
        bool pinged = false;
        client.ping([&](Result<EngineIdentity>) { pinged = true; });
        if (!QTest::qWaitFor([&] { return pinged; }, 10000))
            return Json();
        std::optional<Result<Json>> r;
        const QStringList filter{Labels::TrainJobName + QLatin1Char('=') + job};
        const auto done = [&](Result<Json> x) {
            r = std::move(x);
        };
        if (what == QLatin1String("networks"))
            client.listNetworks(filter, done);
        else
            client.listContainers(filter, done);
        if (!QTest::qWaitFor([&] { return r.has_value(); }, 60000) || !*r)
            return Json();
        return **r;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_host = qEnvironmentVariable("TRAINDECK_TEST_DOCKER_HOST");
        m_image = qEnvironmentVariable("TRAINDECK_TEST_IMAGE");
        m_initImage = qEnvironmentVariable("TRAINDECK_TEST_INITIALIZER_IMAGE");
        TRAINDECK_REQUIRE(!m_host.isEmpty() && !m_image.isEmpty() && !m_initImage.isEmpty(),
                          QStringLiteral("the Docker engine and its test images "
                                         "(TRAINDECK_TEST_DOCKER_HOST, TRAINDECK_TEST_IMAGE, "
                                         "TRAINDECK_TEST_INITIALIZER_IMAGE)"),
                          QStringLiteral("run through scripts/test, which starts dockerd and "
                                         "builds the images"));
        QVERIFY(m_dir.isValid());
    }

    void previewIsThePlanSubmitRealizes()
    {
        ContainerBackend::Options o;
        o.engine = BackendKind::Docker;
        o.host = m_host;
        o.jobsDir = m_dir.filePath(QStringLiteral("jobs"));
        o.workdirRoot = m_dir.filePath(QStringLiteral("work"));
        o.pullPolicy = QStringLiteral("Never"); // the test images exist only locally
        o.datasetInitializerImage = m_initImage;
        o.modelInitializerImage = m_initImage;
        o.pollMs = 500;
        ContainerBackend backend(o);
        backend.start();
        auto up = await(backend.connected());
        QVERIFY2(up, qPrintable(up ? QString() : up.error().toString()));

        // A name of its own: a run that was interrupted left its job under another workdir
        // root, which no later backend may delete.
        const QString name
            = QStringLiteral("builder-plan-%1").arg(QCoreApplication::applicationPid());
        const auto cleanup = qScopeGuard([&] { (void)await(backend.remove(name), 60000); });
        TrainJob job;
        job.name = name;
        job.runtimeRef.name = QStringLiteral("torch-distributed");
        CustomTrainerContainer t;
        t.image = m_image;
        t.command = {QStringLiteral("python3"), QStringLiteral("-c"), QStringLiteral("print(1)")};
        t.numNodes = 2;
        job.trainer = t;
        HuggingFaceDatasetInitializer ds;
        ds.storageUri = QStringLiteral("hf://tiny/dataset");
        job.dataset.config = ds;

        JobBuilderDialog dialog;
        dialog.setRuntimes(RuntimeCatalog::bundled().runtimes());
        dialog.setTargets({&backend});
        dialog.setJob(job);
        dialog.validateNow();
        QVERIFY2(dialog.isJobValid(),
                 dialog.problems().isEmpty() ? ""
                                             : qPrintable(dialog.problems().first().toString()));
        dialog.showSection(JobBuilderDialog::Section::Preview);
        // The backend answers in its own thread; the dialog never waits for it.
        QTRY_VERIFY_WITH_TIMEOUT(dialog.previewPlan().has_value(), 30000);
        const JobPlan preview = *dialog.previewPlan();
        QCOMPARE(dialog.planText(), preview.toText());
        // The backend's options, not PlanContext's defaults.
        QCOMPARE(preview.pullPolicy, QStringLiteral("Never"));
        QCOMPARE(preview.workdir, QDir(o.workdirRoot).filePath(name));
        const PlanStep *init = preview.step(QStringLiteral("dataset-initializer"));
        QVERIFY(init);
        QCOMPARE(init->image, m_initImage);

        // Submit as the app does: the job and the target the dialog hands over.
        QSignalSpy submitted(&dialog, &JobBuilderDialog::submitRequested);
        dialog.submit();
        // After the engine said the images are there (the check Submit makes first).
        QTRY_COMPARE_WITH_TIMEOUT(submitted.size(), 1, 30000);
        auto *target = submitted.first().at(1).value<Backend *>();
        QCOMPARE(target, static_cast<Backend *>(&backend));
        auto created = await(target->submit(submitted.first().at(0).value<TrainJob>()), 120000);
        QVERIFY2(created, qPrintable(created ? QString() : created.error().toString()));
        QCOMPARE(*created, name);

        // What dockerd created is what the preview showed, container for container (the
        // nodes are created once the initializer has finished).
        QTRY_COMPARE_WITH_TIMEOUT(int(engine(QStringLiteral("containers"), name).size()),
                                  int(preview.steps.size()),
                                  120000);
        const Json list = engine(QStringLiteral("containers"), name);
        QVERIFY2(list.is_array(), "listing the engine's containers failed");
        QCOMPARE(int(list.size()), int(preview.steps.size()));
        for (const PlanStep &step : preview.steps) {
            const auto it = std::find_if(list.begin(), list.end(), [&](const Json &c) {
                return c["Labels"].value(Labels::Step.toStdString(), std::string())
                       == step.name.toStdString();
            });
            QVERIFY2(it != list.end(), qPrintable(step.name));
            const Json &c = *it;
            QCOMPARE(QString::fromStdString(c["Image"].get<std::string>()), step.image);
            QVERIFY(c["Names"].is_array() && !c["Names"].empty());
            QCOMPARE(QString::fromStdString(c["Names"][0].get<std::string>()),
                     QLatin1Char('/') + step.objectName);
            // The workdir the preview named is the one mounted at /workspace.
            QVERIFY(c["Mounts"].is_array());
            const auto ws = std::find_if(c["Mounts"].begin(), c["Mounts"].end(), [](const Json &m) {
                return m.value("Destination", std::string()) == "/workspace";
            });
            QVERIFY2(ws != c["Mounts"].end(), qPrintable(step.name));
            QCOMPARE(QString::fromStdString(ws->value("Source", std::string())), preview.workdir);
        }
        const Json nets = engine(QStringLiteral("networks"), name);
        QVERIFY2(nets.is_array() && nets.size() == 1, "the job's network is missing");
        QCOMPARE(QString::fromStdString(
                     nets[0]["Labels"].value(Labels::Workdir.toStdString(), std::string())),
                 preview.workdir);
        auto removed = await(backend.remove(name), 60000);
        QVERIFY2(removed, qPrintable(removed ? QString() : removed.error().toString()));
    }
};

QTEST_MAIN(TestBuilderPlan)
#include "tst_builderplan.moc"
