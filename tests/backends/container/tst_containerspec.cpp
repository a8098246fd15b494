// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// What the container backend sends the Engine API for a plan, checked without an engine.
#include "backends/container/containerspec.h"

#include "core/domain/labels.h"

#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Container;
using Json = nlohmann::json;

// JSON compared as its text: an exact value, and a readable one when it differs.
#define COMPARE_JSON(actual, expected) \
    QCOMPARE(QString::fromStdString(Json(actual).dump()), \
             QString::fromStdString(Json(expected).dump()))

namespace {

JobPlan planWithNode()
{
    JobPlan plan;
    plan.jobName = QStringLiteral("demo");
    plan.volumes = {{QStringLiteral("workspace"), QStringLiteral("/home/u/.kubeflow/demo")},
                    {QStringLiteral("cache"), QStringLiteral("/var/cache/hf")}};
    PlanStep node;
    node.name = QStringLiteral("node-0");
    node.rank = 0;
    node.objectName = QStringLiteral("demo-node-0");
    node.image = QStringLiteral("pytorch/pytorch:2.5.1");
    node.command = {QStringLiteral("torchrun"), QStringLiteral("--nnodes=2")};
    node.args = {QStringLiteral("train.py"), QStringLiteral("--epochs=3")};
    EnvVar plain{QStringLiteral("PET_NNODES"), QStringLiteral("2"), {}};
    EnvVar ref{QStringLiteral("HF_TOKEN"), QString(), Json{{"secretKeyRef", {{"name", "hf"}}}}};
    node.env = {plain, ref, EnvVar{QStringLiteral("EMPTY"), QString(), {}}};
    node.labels = {{Labels::TrainJobName, QStringLiteral("demo")},
                   {Labels::Step, QStringLiteral("node-0")}};
    node.mounts = {{QStringLiteral("workspace"), QStringLiteral("/workspace"), false},
                   {QStringLiteral("cache"), QStringLiteral("/cache"), true},
                   {QStringLiteral("missing"), QStringLiteral("/nowhere"), false}};
    node.workingDir = QStringLiteral("/workspace");
    node.hostname = QStringLiteral("demo-node-0");
    node.network = QStringLiteral("demo-net");
    plan.steps = {node};
    return plan;
}

} // namespace

class TestContainerSpec : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void imageEnvAndCommand()
    {
        const JobPlan plan = planWithNode();
        const Json body = ContainerSpec::createBody(plan, plan.steps[0], QString());
        COMPARE_JSON(body.at("Image"), Json("pytorch/pytorch:2.5.1"));
        // References (secretKeyRef) have no value here: left out, never sent as "HF_TOKEN=".
        COMPARE_JSON(body.at("Env"), Json::array({"PET_NNODES=2", "EMPTY="}));
        COMPARE_JSON(body.at("Entrypoint"), Json::array({"torchrun", "--nnodes=2"}));
        COMPARE_JSON(body.at("Cmd"), Json::array({"train.py", "--epochs=3"}));
        COMPARE_JSON(body.at("WorkingDir"), Json("/workspace"));
        COMPARE_JSON(body.at("Hostname"), Json("demo-node-0"));
    }

    void argsWithoutCommandKeepTheEntrypoint()
    {
        JobPlan plan = planWithNode();
        plan.steps[0].command.clear();
        const Json body = ContainerSpec::createBody(plan, plan.steps[0], QString());
        QVERIFY(!body.contains("Entrypoint"));
        COMPARE_JSON(body.at("Cmd"), Json::array({"train.py", "--epochs=3"}));
        plan.steps[0].args.clear();
        const Json bare = ContainerSpec::createBody(plan, plan.steps[0], QString());
        QVERIFY(!bare.contains("Entrypoint"));
        QVERIFY(!bare.contains("Cmd"));
    }

    void labelsCarryNetworkIdAndManagedBy()
    {
        const JobPlan plan = planWithNode();
        const Json labels
            = ContainerSpec::createBody(plan, plan.steps[0], QStringLiteral("abc123")).at("Labels");
        const Json expected = {{Labels::TrainJobName.toStdString(), "demo"},
                               {Labels::Step.toStdString(), "node-0"},
                               {Labels::NetworkId.toStdString(), "abc123"},
                               {Labels::ManagedBy.toStdString(), "traindeck"}};
        COMPARE_JSON(labels, expected);
        // No network id yet: no empty label.
        const Json noId = ContainerSpec::createBody(plan, plan.steps[0], QString()).at("Labels");
        QVERIFY(!noId.contains(Labels::NetworkId.toStdString()));
        QCOMPARE(int(noId.size()), 3);
    }

    void mountsBecomeBinds()
    {
        const JobPlan plan = planWithNode();
        const Json host
            = ContainerSpec::createBody(plan, plan.steps[0], QString()).at("HostConfig");
        // A mount of a volume the plan does not have is dropped, not bound to "".
        COMPARE_JSON(host.at("Binds"),
                     Json::array({"/home/u/.kubeflow/demo:/workspace", "/var/cache/hf:/cache:ro"}));
    }

    void networkModeAndAlias()
    {
        const JobPlan plan = planWithNode();
        const Json body = ContainerSpec::createBody(plan, plan.steps[0], QString());
        COMPARE_JSON(body.at("HostConfig").at("NetworkMode"), Json("demo-net"));
        const Json expected = {{"EndpointsConfig", {{"demo-net", {{"Aliases", {"demo-node-0"}}}}}}};
        COMPARE_JSON(body.at("NetworkingConfig"), expected);

        JobPlan none = plan;
        none.steps[0].network.clear();
        const Json noNet = ContainerSpec::createBody(none, none.steps[0], QString());
        QVERIFY(!noNet.contains("NetworkingConfig"));
        QVERIFY(!noNet.at("HostConfig").contains("NetworkMode"));
    }

    void resources()
    {
        JobPlan plan = planWithNode();
        plan.steps[0].resources = {{QStringLiteral("cpu"), QStringLiteral("1500m")},
                                   {QStringLiteral("memory"), QStringLiteral("2Gi")},
                                   {QStringLiteral("nvidia.com/gpu"), QStringLiteral("2")}};
        const Json host
            = ContainerSpec::createBody(plan, plan.steps[0], QString()).at("HostConfig");
        COMPARE_JSON(host.at("NanoCpus"), Json(1500000000));
        COMPARE_JSON(host.at("Memory"), Json(2147483648LL));
        const Json gpu = Json::array({{{"Driver", "nvidia"},
                                       {"Count", 2},
                                       {"Capabilities", Json::array({Json::array({"gpu"})})}}});
        COMPARE_JSON(host.at("DeviceRequests"), gpu);

        plan.steps[0].resources = {{QStringLiteral("gpu"), QStringLiteral("0")},
                                   {QStringLiteral("cpu"), QStringLiteral("lots")}};
        const Json none
            = ContainerSpec::createBody(plan, plan.steps[0], QString()).at("HostConfig");
        QVERIFY(!none.contains("DeviceRequests"));
        QVERIFY(!none.contains("NanoCpus"));
        QVERIFY(!none.contains("Memory"));
    }

    void longHostnameIsLeftToTheEngine()
    {
        JobPlan plan = planWithNode();
        plan.steps[0].hostname = QString(64, QLatin1Char('a'));
        QVERIFY(!ContainerSpec::createBody(plan, plan.steps[0], QString()).contains("Hostname"));
    }

    void networkBody()
    {
        const PlanNetwork net{QStringLiteral("demo-net"),
                              {{Labels::RuntimeName, QStringLiteral("torch-distributed")},
                               {Labels::Workdir, QStringLiteral("/home/u/.kubeflow/demo")}}};
        const Json expected = {{"Name", "demo-net"},
                               {"Driver", "bridge"},
                               {"CheckDuplicate", true},
                               {"Labels",
                                {{Labels::RuntimeName.toStdString(), "torch-distributed"},
                                 {Labels::Workdir.toStdString(), "/home/u/.kubeflow/demo"},
                                 {Labels::ManagedBy.toStdString(), "traindeck"}}}};
        COMPARE_JSON(ContainerSpec::networkBody(net), expected);
    }

    void imagesOncePerPlan()
    {
        JobPlan plan = planWithNode();
        PlanStep init;
        init.name = QStringLiteral("dataset-initializer");
        init.image = QStringLiteral("ghcr.io/kubeflow/trainer/dataset-initializer");
        PlanStep node1 = plan.steps[0];
        node1.name = QStringLiteral("node-1");
        plan.steps = {init, plan.steps[0], node1};
        QCOMPARE(ContainerSpec::images(plan),
                 QStringList({QStringLiteral("ghcr.io/kubeflow/trainer/dataset-initializer"),
                              QStringLiteral("pytorch/pytorch:2.5.1")}));
    }

    void pullPolicy_data()
    {
        QTest::addColumn<QString>("policy");
        QTest::addColumn<bool>("present");
        QTest::addColumn<ContainerSpec::ImageAction>("action");
        using A = ContainerSpec::ImageAction;
        QTest::newRow("Always, present") << QStringLiteral("Always") << true << A::Pull;
        QTest::newRow("always, missing") << QStringLiteral("always") << false << A::Pull;
        QTest::newRow("IfNotPresent, present") << QStringLiteral("IfNotPresent") << true << A::Use;
        QTest::newRow("IfNotPresent, missing")
            << QStringLiteral("IfNotPresent") << false << A::Pull;
        QTest::newRow("Never, present") << QStringLiteral("Never") << true << A::Use;
        QTest::newRow("never, missing") << QStringLiteral("never") << false << A::Refuse;
        QTest::newRow("empty, missing") << QString() << false << A::Pull;
    }
    void pullPolicy()
    {
        QFETCH(QString, policy);
        QFETCH(bool, present);
        QFETCH(ContainerSpec::ImageAction, action);
        QCOMPARE(ContainerSpec::imageAction(policy, present), action);
        // Only Always skips asking the engine whether it has the image.
        QCOMPARE(ContainerSpec::pullsAlways(policy),
                 policy.compare(QLatin1String("Always"), Qt::CaseInsensitive) == 0);
    }

    void quantities()
    {
        QCOMPARE(ContainerSpec::quantity(QStringLiteral("500m")).value_or(-1), 0.5);
        QCOMPARE(ContainerSpec::quantity(QStringLiteral("2")).value_or(-1), 2.0);
        QCOMPARE(ContainerSpec::quantity(QStringLiteral("1Mi")).value_or(-1), 1048576.0);
        QCOMPARE(ContainerSpec::quantity(QStringLiteral("1G")).value_or(-1), 1e9);
        QVERIFY(!ContainerSpec::quantity(QStringLiteral("1X")).has_value());
    }
};

QTEST_GUILESS_MAIN(TestContainerSpec)
#include "tst_containerspec.moc"
