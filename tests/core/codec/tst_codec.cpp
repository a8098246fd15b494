// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Codecs: golden files for TrainJob and runtime YAML/JSON, round trips that keep
// unknown fields, and the SDK trainer and initializer types through the TrainJob form.
// Refresh the references with TRAINDECK_UPDATE_GOLDEN=1 (scripts/update-golden) and review
// the diff.
#include "core/codec/document.h"
#include "core/codec/runtimecodec.h"
#include "core/codec/trainjobcodec.h"
#include "core/domain/runtimepatches.h"
#include "core/domain/secretmasker.h"
#include "tests/support/prerequisite.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace TrainDeck;

namespace {

const QString DataDir = QStringLiteral(TRAINDECK_SOURCE_DIR "/tests/core/codec/data/codec");

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// Compares with a reference file, or rewrites it in update mode.
void compareGolden(const QByteArray &actual, const QString &reference)
{
    if (qEnvironmentVariableIsSet("TRAINDECK_UPDATE_GOLDEN")) {
        // Rewriting is never a check: under scripts/test the goldens are compared, not written.
        QVERIFY2(!Prerequisite::strict(),
                 "TRAINDECK_UPDATE_GOLDEN is set under scripts/test; unset it (only "
                 "scripts/update-golden sets it)");
        QFile f(reference);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(actual);
        return;
    }
    const QByteArray expected = readAll(reference);
    QVERIFY2(!expected.isEmpty(), qPrintable(reference + QStringLiteral(" is missing")));
    QCOMPARE(QString::fromUtf8(actual), QString::fromUtf8(expected));
}

nlohmann::ordered_json encodeAny(const Document &d)
{
    const std::string kind = d.json().value("kind", std::string());
    if (kind == "TrainJob") {
        auto job = TrainJobCodec::decode(d);
        if (!job.ok())
            qWarning("%s", qPrintable(job.error().toString()));
        return job.ok() ? TrainJobCodec::encode(*job) : nlohmann::ordered_json();
    }
    auto rt = RuntimeCodec::decode(d);
    if (!rt.ok())
        qWarning("%s", qPrintable(rt.error().toString()));
    return rt.ok() ? RuntimeCodec::encode(*rt) : nlohmann::ordered_json();
}

TrainJob roundTrip(const TrainJob &job)
{
    const QByteArray yaml = TrainJobCodec::toYaml(job);
    auto doc = Document::parse(yaml, QStringLiteral("mem.yaml"));
    if (!doc.ok())
        qFatal("re-parse failed: %s", qPrintable(doc.error().toString()));
    auto back = TrainJobCodec::decode(*doc);
    if (!back.ok())
        qFatal("re-decode failed: %s\n%s", qPrintable(back.error().toString()), yaml.constData());
    return *back;
}

} // namespace

class TestCodec : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void golden_data()
    {
        QTest::addColumn<QString>("input");
        for (const QString &f :
             QDir(DataDir + QStringLiteral("/input")).entryList(QDir::Files, QDir::Name))
            QTest::addRow("%s", qPrintable(f)) << f;
    }

    void golden()
    {
        QFETCH(QString, input);
        const QString path = DataDir + QStringLiteral("/input/") + input;
        auto doc = Document::parse(readAll(path), path);
        QVERIFY2(doc.ok(), doc.ok() ? "" : qPrintable(doc.error().toString()));
        const nlohmann::ordered_json encoded = encodeAny(*doc);
        QVERIFY(!encoded.is_null());
        const QString base = QFileInfo(input).completeBaseName();
        compareGolden(Document::toYaml(encoded),
                      DataDir + QStringLiteral("/reference/") + base + QStringLiteral(".yaml"));
        compareGolden(Document::toJson(encoded),
                      DataDir + QStringLiteral("/reference/") + base + QStringLiteral(".json"));

        // Encoding is a fixed point: what we write reads back to the same object.
        auto again = Document::parse(Document::toYaml(encoded), path);
        QVERIFY(again.ok());
        QCOMPARE(QString::fromStdString(encodeAny(*again).dump()),
                 QString::fromStdString(encoded.dump()));
        // YAML -> JSON -> YAML gives the same tree.
        auto fromJson = Document::parse(Document::toJson(encoded), path);
        QVERIFY(fromJson.ok());
        QCOMPARE(QString::fromStdString(fromJson->json().dump()),
                 QString::fromStdString(encoded.dump()));
    }

    void unknownFieldsSurvive()
    {
        const QString path = DataDir + QStringLiteral("/input/container-job.yaml");
        auto doc = Document::parse(readAll(path), path);
        QVERIFY(doc.ok());
        auto job = TrainJobCodec::decode(*doc);
        QVERIFY(job.ok());
        const auto out = TrainJobCodec::encode(*job);
        QCOMPARE(out["metadata"]["uid"].get<std::string>(), std::string("1234-5678"));
        QCOMPARE(out["spec"]["trainer"]["futureTrainerField"]["x"].get<int>(), 1);
        QCOMPARE(out["spec"]["futureSpecField"].size(), size_t(3));
        QCOMPARE(out["spec"]["runtimePatches"][0]["manager"].get<std::string>(),
                 std::string("example.com/tool"));
        QCOMPARE(out["metadata"]["annotations"]["note"].get<std::string>(), std::string("keep me"));
        // env with valueFrom keeps its reference.
        QCOMPARE(
            out["spec"]["trainer"]["env"][1]["valueFrom"]["secretKeyRef"]["key"].get<std::string>(),
            std::string("token"));
    }

    void containerTrainerFields()
    {
        const QString path = DataDir + QStringLiteral("/input/container-job.yaml");
        auto job = TrainJobCodec::decode(*Document::parse(readAll(path), path));
        QVERIFY(job.ok());
        QCOMPARE(trainerKind(job->trainer), TrainerKind::CustomTrainerContainer);
        const auto &c = std::get<CustomTrainerContainer>(job->trainer);
        QCOMPARE(c.image, QStringLiteral("localhost/train:1"));
        QCOMPARE(c.command,
                 QStringList({QStringLiteral("python3"), QStringLiteral("/app/train.py")}));
        QCOMPARE(c.args.size(), 3);
        QCOMPARE(c.numNodes.value_or(0), 4);
        QCOMPARE(c.resourcesPerNode.value(QStringLiteral("gpu")), QStringLiteral("1"));
        QCOMPARE(c.resourcesPerNode.value(QStringLiteral("memory")), QStringLiteral("16Gi"));
        QCOMPARE(job->numProcPerNode, QStringLiteral("2"));
        QCOMPARE(job->namespaceName, QStringLiteral("team-a"));
        QVERIFY(job->suspend);
        QCOMPARE(job->activeDeadlineSeconds.value_or(0), 3600);
    }

    /// The Kubernetes-only options are typed fields, read from where the CRD and Kueue keep
    /// them, and a job file that has them is written back byte for byte.
    void clusterOptions()
    {
        const QString path = DataDir + QStringLiteral("/input/cluster-job.yaml");
        auto job = TrainJobCodec::decode(*Document::parse(readAll(path), path));
        QVERIFY2(job.ok(), job.ok() ? "" : qPrintable(job.error().toString()));
        QCOMPARE(job->namespaceName, QStringLiteral("team-a"));
        QCOMPARE(job->queueName, QStringLiteral("team-a-queue"));
        QCOMPARE(job->priorityClass, QStringLiteral("high-priority"));
        // Kueue's labels are fields of their own, not among the user's labels.
        QCOMPARE(job->labels,
                 (QMap<QString, QString>{{QStringLiteral("team"), QStringLiteral("vision")}}));
        QCOMPARE(job->suspend, true);
        QVERIFY(job->activeDeadlineSeconds.has_value());
        QCOMPARE(*job->activeDeadlineSeconds, 7200);
        QCOMPARE(job->managedBy, QStringLiteral("kueue.x-k8s.io/multikueue"));
        QVERIFY(job->runtimePatches.is_array());
        QCOMPARE(job->runtimePatches.size(), size_t(2));
        QCOMPARE(job->runtimePatches[1]["manager"].get<std::string>(),
                 std::string("example.com/labeller"));
        QCOMPARE(job->runtimePatches[0]["trainingRuntimeSpec"]["template"]["spec"]["replicatedJobs"]
                                    [0]["template"]["spec"]["template"]["spec"]["tolerations"][0]
                                    ["operator"]
                                        .get<std::string>(),
                 std::string("Exists"));
        QCOMPARE(initializerKind(job->dataset.config), InitializerKind::DataCache);
        const auto &cache = std::get<DataCacheInitializer>(job->dataset.config);
        QCOMPARE(cache.storageUri, QStringLiteral("cache://sales/orders"));
        QCOMPARE(cache.metadataLoc, QStringLiteral("s3://warehouse/orders/metadata/v3.json"));
        QCOMPARE(cache.numDataNodes.value_or(0), 2);
        QCOMPARE(cache.headCpu, QStringLiteral("1"));
        QCOMPARE(cache.headMem, QStringLiteral("4Gi"));
        QVERIFY(job->dataset.extraEnv.isEmpty());

        // The file TrainDeck writes reads back to itself byte for byte, in YAML and JSON.
        for (const char *ext : {".yaml", ".json"}) {
            const QString ref
                = DataDir + QStringLiteral("/reference/cluster-job") + QLatin1String(ext);
            const QByteArray bytes = readAll(ref);
            QVERIFY2(!bytes.isEmpty(), qPrintable(ref));
            auto doc = Document::parse(bytes, ref);
            QVERIFY(doc.ok());
            auto back = TrainJobCodec::decode(*doc);
            QVERIFY(back.ok());
            QCOMPARE(QString::fromUtf8(qstrcmp(ext, ".yaml") == 0 ? TrainJobCodec::toYaml(*back)
                                                                  : TrainJobCodec::toJson(*back)),
                     QString::fromUtf8(bytes));
        }
    }

    /// The builder's patch helpers write patches the CRD accepts, and the codec reads them.
    void runtimePatchHelpers()
    {
        const auto selector = RuntimePatches::nodeSelectorPatch(QStringLiteral("m1"),
                                                                QStringLiteral("node"),
                                                                QStringLiteral("pool"),
                                                                QStringLiteral("a"));
        const auto toleration = RuntimePatches::tolerationPatch(QStringLiteral("m2"),
                                                                QStringLiteral("node"),
                                                                QStringLiteral("gpu"),
                                                                QString(),
                                                                QStringLiteral("NoSchedule"));
        const auto list = nlohmann::ordered_json::array({selector, toleration});
        QVERIFY(RuntimePatches::check(list).isEmpty());
        QCOMPARE(QString::fromStdString(toleration.dump()),
                 QStringLiteral(R"({"manager":"m2","trainingRuntimeSpec":{"template":{"spec":)"
                                R"({"replicatedJobs":[{"name":"node","template":{"spec":{)"
                                R"("template":{"spec":{"tolerations":[{"key":"gpu",)"
                                R"("operator":"Exists","effect":"NoSchedule"}]}}}}}]}}}})"));
        // The same manager twice is one problem, at the second entry.
        const auto twice = nlohmann::ordered_json::array({selector, selector});
        const auto problems = RuntimePatches::check(twice);
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.first().path, QStringLiteral("spec.runtimePatches[1].manager"));
        QCOMPARE(problems.first().message,
                 QStringLiteral("'m1' appears twice; an entry's manager must be unique, so merge "
                                "the two"));
        const auto missing = RuntimePatches::check(nlohmann::ordered_json::parse(R"([{}])"));
        QCOMPARE(missing.size(), 1);
        QCOMPARE(missing.first().path, QStringLiteral("spec.runtimePatches[0].manager"));
        QCOMPARE(
            missing.first().message,
            QStringLiteral("required; name who owns this patch, such as traindeck.io/builder"));
    }

    /// Cluster options set in memory survive a write and a read; cleared ones disappear.
    void clusterOptionsRoundTrip()
    {
        TrainJob job;
        job.name = QStringLiteral("cluster");
        job.namespaceName = QStringLiteral("ns");
        job.queueName = QStringLiteral("q");
        job.priorityClass = QStringLiteral("p");
        job.suspend = true;
        job.activeDeadlineSeconds = 5;
        job.managedBy = QStringLiteral("trainer.kubeflow.org/trainjob-controller");
        job.runtimePatches = nlohmann::ordered_json::parse(
            R"([{"manager": "m", "trainingRuntimeSpec": {"template": {"metadata": {"labels": {"a": "b"}}}}}])");
        TrainJob back = roundTrip(job);
        QCOMPARE(back.namespaceName, job.namespaceName);
        QCOMPARE(back.queueName, job.queueName);
        QCOMPARE(back.priorityClass, job.priorityClass);
        QVERIFY(back.labels.isEmpty());
        QCOMPARE(back.suspend, true);
        QCOMPARE(back.activeDeadlineSeconds.value_or(0), 5);
        QCOMPARE(back.managedBy, job.managedBy);
        QCOMPARE(QString::fromStdString(back.runtimePatches.dump()),
                 QString::fromStdString(job.runtimePatches.dump()));

        back.queueName.clear();
        back.priorityClass.clear();
        back.suspend = false;
        back.activeDeadlineSeconds.reset();
        back.managedBy.clear();
        back.runtimePatches = nullptr;
        const auto out = TrainJobCodec::encode(back);
        QVERIFY(!out["metadata"].contains("labels"));
        for (const char *key : {"suspend", "activeDeadlineSeconds", "managedBy", "runtimePatches"})
            QVERIFY2(!out["spec"].contains(key), key);
    }

    void sdkTypesRoundTrip()
    {
        TrainJob job;
        job.name = QStringLiteral("sdk-types");
        CustomTrainer t;
        t.inlineCode = QStringLiteral("def train(a):\n    print(a)\n");
        t.functionName = QStringLiteral("train");
        t.funcArgs = {{"a", 1}, {"b", "two"}};
        t.packagesToInstall = {QStringLiteral("numpy>=1,<2"), QStringLiteral("pandas")};
        t.pipIndexUrls = {QStringLiteral("https://pypi.org/simple")};
        t.args = {QStringLiteral("--x")};
        t.image = QStringLiteral("my/image:1");
        t.numNodes = 3;
        t.resourcesPerNode = {{QStringLiteral("cpu"), QStringLiteral("2")},
                              {QStringLiteral("gpu"), QStringLiteral("1")}};
        t.env = {EnvVar{QStringLiteral("A"), QStringLiteral("b"), nullptr}};
        job.trainer = t;
        HuggingFaceDatasetInitializer hf;
        hf.storageUri = QStringLiteral("hf://o/d");
        hf.ignorePatterns = {QStringLiteral("*.bin")};
        hf.accessToken = QStringLiteral("tok");
        job.dataset.config = hf;
        S3ModelInitializer s3;
        s3.storageUri = QStringLiteral("s3://b/m");
        s3.endpoint = QStringLiteral("http://e");
        s3.accessKeyId = QStringLiteral("k");
        s3.secretAccessKey = QStringLiteral("s");
        s3.region = QStringLiteral("r");
        s3.roleArn = QStringLiteral("arn");
        s3.ignorePatterns = {QStringLiteral("*.pt"), QStringLiteral("*.h5")};
        job.model.config = s3;

        const TrainJob back = roundTrip(job);
        QCOMPARE(trainerKind(back.trainer), TrainerKind::CustomTrainer);
        const auto &b = std::get<CustomTrainer>(back.trainer);
        QCOMPARE(b.inlineCode, t.inlineCode);
        QCOMPARE(b.functionName, t.functionName);
        QCOMPARE(QString::fromStdString(b.funcArgs.dump()),
                 QString::fromStdString(t.funcArgs.dump()));
        QCOMPARE(b.packagesToInstall, t.packagesToInstall);
        QCOMPARE(b.pipIndexUrls, t.pipIndexUrls);
        QCOMPARE(b.args, t.args);
        QCOMPARE(b.image, t.image);
        QCOMPARE(b.numNodes, t.numNodes);
        QCOMPARE(b.resourcesPerNode, t.resourcesPerNode);
        QVERIFY(b.env == t.env);
        const auto &bh = std::get<HuggingFaceDatasetInitializer>(back.dataset.config);
        QCOMPARE(bh.storageUri, hf.storageUri);
        QCOMPARE(bh.ignorePatterns, hf.ignorePatterns);
        QCOMPARE(bh.accessToken, hf.accessToken);
        const auto &bs = std::get<S3ModelInitializer>(back.model.config);
        QCOMPARE(bs.endpoint, s3.endpoint);
        QCOMPARE(bs.accessKeyId, s3.accessKeyId);
        QCOMPARE(bs.secretAccessKey, s3.secretAccessKey);
        QCOMPARE(bs.region, s3.region);
        QCOMPARE(bs.roleArn, s3.roleArn);
        QCOMPARE(bs.ignorePatterns, s3.ignorePatterns);
    }

    // What a backend keeps of a job holds no secret, and a job read back from it gets its
    // masks emptied (never sent again as the token) with each emptied slot named.
    void keptJobHasNoSecrets()
    {
        TrainJob job;
        job.name = QStringLiteral("kept");
        CustomTrainer t;
        t.inlineCode = QStringLiteral("print(1)\n");
        t.env = {EnvVar{QStringLiteral("WANDB_API_KEY"), QStringLiteral("wandb-k3y"), nullptr},
                 EnvVar{QStringLiteral("LR"), QStringLiteral("0.1"), nullptr}};
        job.trainer = t;
        HuggingFaceDatasetInitializer hf;
        hf.storageUri = QStringLiteral("hf://o/d");
        hf.accessToken = QStringLiteral("hf_t0ken");
        job.dataset.config = hf;
        S3ModelInitializer s3;
        s3.storageUri = QStringLiteral("s3://b/m");
        s3.accessKeyId = QStringLiteral("AKIA_1d");
        s3.secretAccessKey = QStringLiteral("s3-s3cret");
        job.model.config = s3;

        const QByteArray kept = TrainJobCodec::toKeptYaml(job);
        for (const char *secret : {"wandb-k3y", "hf_t0ken", "AKIA_1d", "s3-s3cret"})
            QVERIFY2(!kept.contains(secret), secret);
        QVERIFY(kept.contains("0.1"));

        auto doc = Document::parse(kept, QStringLiteral("kept.yaml"));
        QVERIFY(doc.ok());
        auto back = TrainJobCodec::decode(*doc);
        QVERIFY(back.ok());
        const QStringList cleared = SecretMasker::clearStoredMasks(*back);
        QCOMPARE(cleared,
                 QStringList({QStringLiteral("WANDB_API_KEY"),
                              QStringLiteral("dataset access token"),
                              QStringLiteral("model S3 access key ID"),
                              QStringLiteral("model S3 secret access key")}));
        QVERIFY(
            std::get<HuggingFaceDatasetInitializer>(back->dataset.config).accessToken.isEmpty());
        QVERIFY(std::get<S3ModelInitializer>(back->model.config).secretAccessKey.isEmpty());
        const EnvList &env = std::get<CustomTrainer>(back->trainer).env;
        QVERIFY(env.at(0).value.isEmpty());
        QCOMPARE(env.at(1).value, QStringLiteral("0.1"));
        // Nothing to clear in a job that had its secrets.
        QVERIFY(SecretMasker::clearStoredMasks(job).isEmpty());
    }

    void builtinAndDataCacheRoundTrip()
    {
        TrainJob job;
        job.name = QStringLiteral("tune");
        job.runtimeRef.name = QStringLiteral("torchtune-qwen2.5-1.5b");
        BuiltinTrainer b;
        b.config.dtype = TorchTuneDataType::FP32;
        b.config.batchSize = 4;
        b.config.epochs = 2;
        b.config.numNodes = 2;
        LoraConfig lora;
        lora.loraRank = 16;
        lora.useDora = true;
        b.config.peftConfig = lora;
        TorchTuneInstructDataset ds;
        ds.source = QStringLiteral("json");
        ds.columnMap = {{QStringLiteral("input"), QStringLiteral("q")}};
        b.config.datasetPreprocessConfig = ds;
        job.trainer = b;
        DataCacheInitializer c;
        c.storageUri = QStringLiteral("cache://s/t");
        c.metadataLoc = QStringLiteral("s3://m");
        c.numDataNodes = 3;
        c.headCpu = QStringLiteral("1");
        c.headMem = QStringLiteral("1Gi");
        c.workerCpu = QStringLiteral("2");
        c.workerMem = QStringLiteral("2Gi");
        c.iamRole = QStringLiteral("role");
        job.dataset.config = c;
        const TrainJob back = roundTrip(job);
        const auto &bb = std::get<BuiltinTrainer>(back.trainer);
        QCOMPARE(bb.config.dtype, TorchTuneDataType::FP32);
        QCOMPARE(bb.config.batchSize.value_or(0), 4);
        QCOMPARE(bb.config.epochs.value_or(0), 2);
        QCOMPARE(bb.config.numNodes.value_or(0), 2);
        QCOMPARE(bb.config.peftConfig->loraRank.value_or(0), 16);
        QCOMPARE(bb.config.peftConfig->useDora.value_or(false), true);
        QCOMPARE(bb.config.datasetPreprocessConfig->source, QStringLiteral("json"));
        QCOMPARE(bb.config.datasetPreprocessConfig->columnMap.value(QStringLiteral("input")),
                 QStringLiteral("q"));
        const auto &bc = std::get<DataCacheInitializer>(back.dataset.config);
        QCOMPARE(bc.numDataNodes.value_or(0), 3);
        QCOMPARE(bc.metadataLoc, c.metadataLoc);
        QCOMPARE(bc.workerMem, c.workerMem);
        QCOMPARE(bc.iamRole, c.iamRole);
        // The TrainJob carries the torchtune overrides as args, as the SDK sends them.
        const auto obj = TrainJobCodec::encode(job);
        const auto args = obj["spec"]["trainer"]["args"];
        QVERIFY(args.size() >= 4);
        QCOMPARE(args[0].get<std::string>(), std::string("dtype=fp32"));
    }

    void emptiedFieldsDisappear()
    {
        const QString path = DataDir + QStringLiteral("/input/container-job.yaml");
        auto job = TrainJobCodec::decode(*Document::parse(readAll(path), path));
        QVERIFY(job.ok());
        auto &c = std::get<CustomTrainerContainer>(job->trainer);
        c.env.clear();
        c.args.clear();
        job->suspend = false;
        const auto out = TrainJobCodec::encode(*job);
        QVERIFY(!out["spec"]["trainer"].contains("env"));
        QVERIFY(!out["spec"]["trainer"].contains("args"));
        QVERIFY(!out["spec"].contains("suspend"));
    }

    void positionsPointAtTheField()
    {
        const QByteArray yaml = "apiVersion: trainer.kubeflow.org/v1alpha1\n"
                                "kind: TrainJob\n"
                                "metadata:\n"
                                "  name: p\n"
                                "spec:\n"
                                "  trainer:\n"
                                "    env:\n"
                                "      - name: A\n"
                                "        value: b\n";
        auto doc = Document::parse(yaml, QStringLiteral("p.yaml"));
        QVERIFY(doc.ok());
        QCOMPARE(doc->position(QStringLiteral("spec.trainer.env[0].value")).line, 9);
        QCOMPARE(doc->position(QStringLiteral("spec.trainer.env[0].name")).line, 8);
        QCOMPARE(doc->position(QStringLiteral("metadata.name")).line, 4);
        // Unknown paths fall back to the nearest ancestor that exists.
        QCOMPARE(doc->position(QStringLiteral("spec.trainer.numNodes")).line, 6);
    }

    void scalarsAreTypedLikeYaml12()
    {
        auto doc = Document::parse(
            "a: 12\nb: '12'\nc: 1.5\nd: true\ne: ~\nf: 0x1F\ng: yes\nh: 1e3\ni: \"true\"\n",
            QStringLiteral("s.yaml"));
        QVERIFY(doc.ok());
        const auto &j = doc->json();
        QVERIFY(j["a"].is_number_integer());
        QVERIFY(j["b"].is_string());
        QVERIFY(j["c"].is_number_float());
        QVERIFY(j["d"].is_boolean());
        QVERIFY(j["e"].is_null());
        QCOMPARE(j["f"].get<int>(), 31);
        QVERIFY(j["g"].is_string()); // YAML 1.2: yes is text
        QVERIFY(j["h"].is_number_float());
        QVERIFY(j["i"].is_string());
        // Strings that look like other types are quoted on output, so they stay strings.
        const QByteArray out = Document::toYaml(j);
        auto back = Document::parse(out, QStringLiteral("s2.yaml"));
        QVERIFY(back.ok());
        QCOMPARE(QString::fromStdString(back->json().dump()), QString::fromStdString(j.dump()));
    }
};

QTEST_GUILESS_MAIN(TestCodec)
#include "tst_codec.moc"
