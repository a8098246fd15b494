// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The Kubeflow SDK program the builder exports: the SDK's names, arguments for every trainer
// and initializer type, valid Python literals, and secrets only as os.environ look-ups
// unless asked for.
#include "core/codec/sdkcodegenerator.h"
#include "tests/support/prerequisite.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;

class TestSdkCodeGenerator : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void pythonLiterals();
    void scriptWithFunctionAndInitializers();
    void mainScriptIsWrapped();
    void secretsAreEnvironmentLookups();
    void secretsOnRequest();
    void containerTrainerUsesOptions();
    void torchTune();
    void backendConfig();
};

namespace {

TrainJob scriptJob()
{
    TrainJob job;
    job.name = QStringLiteral("fine-tune");
    job.runtimeRef.name = QStringLiteral("torch-distributed");
    CustomTrainer c;
    c.inlineCode = QStringLiteral("def train(lr):\n    print(\"lr\", lr)\n");
    c.functionName = QStringLiteral("train");
    c.funcArgs = nlohmann::ordered_json{{"lr", 0.01}, {"tag", "a\"b"}, {"deep", true}};
    c.packagesToInstall = {QStringLiteral("numpy"), QStringLiteral("pandas>=2")};
    c.pipIndexUrls = {QStringLiteral("https://pypi.org/simple")};
    c.numNodes = 2;
    c.resourcesPerNode = {{QStringLiteral("cpu"), QStringLiteral("2")},
                          {QStringLiteral("gpu"), QStringLiteral("1")},
                          {QStringLiteral("memory"), QStringLiteral("4Gi")}};
    c.env = {EnvVar{QStringLiteral("LR_SCHEDULE"), QStringLiteral("cosine"), {}}};
    job.trainer = c;
    job.dataset.config = HuggingFaceDatasetInitializer{QStringLiteral("hf://tatsu-lab/alpaca"),
                                                       {QStringLiteral("*.md")},
                                                       QStringLiteral("hf_SECRETTOKEN123")};
    S3ModelInitializer m;
    m.storageUri = QStringLiteral("s3://models/bert");
    m.endpoint = QStringLiteral("http://minio:9000");
    m.accessKeyId = QStringLiteral("AKIAKEYID");
    m.secretAccessKey = QStringLiteral("s3cr3tkey/value");
    m.region = QStringLiteral("us-east-1");
    job.model.config = m;
    return job;
}

/// What CPython says is wrong with `code` (empty when it parses): `ast.parse` and
/// `py_compile` on a file, as a user's `python3 program.py` would meet it.
QString pythonErrors(const QString &code)
{
    QTemporaryDir dir;
    QFile f(dir.filePath(QStringLiteral("program.py")));
    if (!f.open(QIODevice::WriteOnly) || f.write(code.toUtf8()) < 0)
        return QStringLiteral("cannot write ") + f.fileName();
    f.close();
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(QStringLiteral("/usr/bin/python3"),
            {QStringLiteral("-c"),
             QStringLiteral("import ast, py_compile, sys\n"
                            "ast.parse(open(sys.argv[1], encoding='utf-8').read(), sys.argv[1])\n"
                            "py_compile.compile(sys.argv[1], doraise=True)\n"),
             f.fileName()});
    if (!p.waitForFinished(60000))
        return QStringLiteral("python3 did not finish within 60 s");
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return QString::fromUtf8(p.readAll()) + QStringLiteral("\n--- the program ---\n") + code;
    return {};
}

} // namespace

void TestSdkCodeGenerator::initTestCase()
{
    TRAINDECK_REQUIRE(QFile::exists(QStringLiteral("/usr/bin/python3")),
                      QStringLiteral("Debian's /usr/bin/python3 (it parses the generated code)"),
                      QStringLiteral("install python3 (scripts/test installs it)"));
}

void TestSdkCodeGenerator::pythonLiterals()
{
    QCOMPARE(SdkCodeGenerator::pythonString(QStringLiteral("a\"b\\c\nd")),
             QStringLiteral("\"a\\\"b\\\\c\\nd\""));
    QCOMPARE(SdkCodeGenerator::pythonValue(nlohmann::ordered_json(nullptr)),
             QStringLiteral("None"));
    QCOMPARE(SdkCodeGenerator::pythonValue(
                 nlohmann::ordered_json{{"a", true}, {"b", {1, 2.5, "x"}}, {"c", nullptr}}),
             QStringLiteral("{\"a\": True, \"b\": [1, 2.5, \"x\"], \"c\": None}"));
}

void TestSdkCodeGenerator::scriptWithFunctionAndInitializers()
{
    const QString code = SdkCodeGenerator::generate(scriptJob());
    const QString pythonSays = pythonErrors(code);
    QVERIFY2(pythonSays.isEmpty(), qPrintable(pythonSays));
    // Imports: exactly the SDK names used, sorted.
    QVERIFY2(code.contains(QStringLiteral("from kubeflow.trainer import (\n"
                                          "    CustomTrainer,\n"
                                          "    HuggingFaceDatasetInitializer,\n"
                                          "    Initializer,\n"
                                          "    S3ModelInitializer,\n"
                                          "    TrainerClient,\n"
                                          ")\n")),
             qPrintable(code));
    QVERIFY(code.contains(QStringLiteral("from kubeflow.trainer.options import Name\n")));
    // The function's source precedes the call that references it.
    const qsizetype definition = code.indexOf(QStringLiteral("def train(lr):"));
    const qsizetype use = code.indexOf(QStringLiteral("func=train,"));
    QVERIFY2(definition >= 0 && use >= 0, qPrintable(code)); // presence before order
    QVERIFY(definition < use);
    const QString expectedTrain = QStringLiteral(
        "job_name = client.train(\n"
        "    runtime=\"torch-distributed\",\n"
        "    trainer=CustomTrainer(\n"
        "        func=train,\n"
        "        func_args={\"lr\": 0.01, \"tag\": \"a\\\"b\", \"deep\": True},\n"
        "        packages_to_install=[\"numpy\", \"pandas>=2\"],\n"
        "        pip_index_urls=[\"https://pypi.org/simple\"],\n"
        "        num_nodes=2,\n"
        "        resources_per_node={\"cpu\": \"2\", \"gpu\": 1, \"memory\": \"4Gi\"},\n"
        "        env={\"LR_SCHEDULE\": \"cosine\"},\n"
        "    ),\n"
        "    initializer=Initializer(\n"
        "        dataset=HuggingFaceDatasetInitializer(\n"
        "            storage_uri=\"hf://tatsu-lab/alpaca\",\n"
        "            ignore_patterns=[\"*.md\"],\n"
        "            access_token=os.environ[\"HF_TOKEN\"],\n"
        "        ),\n"
        "        model=S3ModelInitializer(\n"
        "            storage_uri=\"s3://models/bert\",\n"
        "            endpoint=\"http://minio:9000\",\n"
        "            access_key_id=os.environ[\"AWS_ACCESS_KEY_ID\"],\n"
        "            secret_access_key=os.environ[\"AWS_SECRET_ACCESS_KEY\"],\n"
        "            region=\"us-east-1\",\n"
        "        ),\n"
        "    ),\n"
        "    options=[\n"
        "        Name(\"fine-tune\"),\n"
        "    ],\n"
        ")\n");
    QVERIFY2(code.contains(expectedTrain), qPrintable(code));
    QVERIFY(code.contains(QStringLiteral("import os\n")));
    QVERIFY(code.contains(QStringLiteral("client = TrainerClient()\n")));
}

void TestSdkCodeGenerator::mainScriptIsWrapped()
{
    TrainJob job;
    job.name = QStringLiteral("demo");
    CustomTrainer c;
    c.scriptPath = QStringLiteral("/tmp/my-train.py");
    c.scriptContent = QByteArray("import sys\nprint(\"\"\"hi\"\"\", sys.argv)\n");
    c.scriptLoaded = true;
    c.args = {QStringLiteral("--epochs"), QStringLiteral("3")};
    job.trainer = c;
    job.generatedName = true;
    const QString code = SdkCodeGenerator::generate(job);
    const QString pythonSays = pythonErrors(code);
    QVERIFY2(pythonSays.isEmpty(), qPrintable(pythonSays));
    QVERIFY2(code.contains(QStringLiteral("def my_train_main():\n")), qPrintable(code));
    QVERIFY(code.contains(QStringLiteral(
        "    script = \"import sys\\nprint(\\\"\\\"\\\"hi\\\"\\\"\\\", sys.argv)\\n\"\n")));
    QVERIFY(
        code.contains(QStringLiteral("    sys.argv = [\"my-train.py\", \"--epochs\", \"3\"]\n")));
    QVERIFY(code.contains(QStringLiteral("func=my_train_main,")));
    // A generated name is the SDK's job: no Name option, no options list.
    QVERIFY(!code.contains(QStringLiteral("Name(")));
    QVERIFY(!code.contains(QStringLiteral("options=")));
    QVERIFY(!code.contains(QStringLiteral("import os")));
}

void TestSdkCodeGenerator::secretsAreEnvironmentLookups()
{
    TrainJob job = scriptJob();
    auto &c = std::get<CustomTrainer>(job.trainer);
    c.env.append(EnvVar{QStringLiteral("WANDB_API_TOKEN"), QStringLiteral("wandb-secret-42"), {}});
    const QString code = SdkCodeGenerator::generate(job);
    const QString pythonSays = pythonErrors(code);
    QVERIFY2(pythonSays.isEmpty(), qPrintable(pythonSays));
    for (const char *secret :
         {"hf_SECRETTOKEN123", "AKIAKEYID", "s3cr3tkey/value", "wandb-secret-42"})
        QVERIFY2(!code.contains(QLatin1String(secret)), secret);
    QVERIFY(code.contains(QStringLiteral("\"WANDB_API_TOKEN\": os.environ[\"WANDB_API_TOKEN\"]")));
}

void TestSdkCodeGenerator::secretsOnRequest()
{
    SdkCodeGenerator::Options o;
    o.includeSecrets = true;
    const QString code = SdkCodeGenerator::generate(scriptJob(), o);
    const QString pythonSays = pythonErrors(code);
    QVERIFY2(pythonSays.isEmpty(), qPrintable(pythonSays));
    QVERIFY(code.contains(QStringLiteral("access_token=\"hf_SECRETTOKEN123\"")));
    QVERIFY(code.contains(QStringLiteral("secret_access_key=\"s3cr3tkey/value\"")));
    QVERIFY(!code.contains(QStringLiteral("os.environ")));
}

void TestSdkCodeGenerator::containerTrainerUsesOptions()
{
    TrainJob job;
    job.name = QStringLiteral("img");
    job.runtimeRef.name = QStringLiteral("torch-distributed");
    CustomTrainerContainer c;
    c.image = QStringLiteral("ghcr.io/me/train:1");
    c.command = {QStringLiteral("python"), QStringLiteral("-m"), QStringLiteral("train")};
    c.args = {QStringLiteral("--lr=0.1")};
    c.numNodes = 3;
    job.trainer = c;
    job.dataset.config = DataCacheInitializer{QStringLiteral("cache://s/t"),
                                              QStringLiteral("s3://m.json"),
                                              4,
                                              QStringLiteral("1"),
                                              QStringLiteral("2Gi"),
                                              {},
                                              {},
                                              {}};
    const QString code = SdkCodeGenerator::generate(job);
    const QString pythonSays = pythonErrors(code);
    QVERIFY2(pythonSays.isEmpty(), qPrintable(pythonSays));
    QVERIFY2(code.contains(QStringLiteral("    trainer=CustomTrainerContainer(\n"
                                          "        image=\"ghcr.io/me/train:1\",\n"
                                          "        num_nodes=3,\n"
                                          "    ),\n")),
             qPrintable(code));
    QVERIFY(code.contains(QStringLiteral(
        "from kubeflow.trainer.options import Name, TrainerArgs, TrainerCommand\n")));
    QVERIFY(
        code.contains(QStringLiteral("TrainerCommand(command=[\"python\", \"-m\", \"train\"]),")));
    QVERIFY(code.contains(QStringLiteral("TrainerArgs(args=[\"--lr=0.1\"]),")));
    QVERIFY(code.contains(QStringLiteral("        dataset=DataCacheInitializer(\n"
                                         "            storage_uri=\"cache://s/t\",\n"
                                         "            metadata_loc=\"s3://m.json\",\n"
                                         "            num_data_nodes=4,\n"
                                         "            head_cpu=\"1\",\n"
                                         "            head_mem=\"2Gi\",\n"
                                         "        ),\n")));
}

void TestSdkCodeGenerator::torchTune()
{
    TrainJob job;
    job.name = QStringLiteral("tune");
    job.runtimeRef.name = QStringLiteral("torchtune-llama3.2-1b");
    BuiltinTrainer b;
    b.config.dtype = TorchTuneDataType::BF16;
    b.config.batchSize = 8;
    b.config.epochs = 2;
    b.config.loss = QStringLiteral("torchtune.modules.loss.CEWithChunkedOutputLoss");
    LoraConfig lora;
    lora.loraRank = 8;
    lora.loraAlpha = 16;
    lora.useDora = true;
    b.config.peftConfig = lora;
    TorchTuneInstructDataset ds;
    ds.source = QStringLiteral("json");
    ds.split = QStringLiteral("train[:95%]");
    ds.columnMap = {{QStringLiteral("input"), QStringLiteral("question")}};
    b.config.datasetPreprocessConfig = ds;
    job.trainer = b;
    const QString code = SdkCodeGenerator::generate(job);
    const QString pythonSays = pythonErrors(code);
    QVERIFY2(pythonSays.isEmpty(), qPrintable(pythonSays));
    QVERIFY2(code.contains(QStringLiteral(
                 "    trainer=BuiltinTrainer(\n"
                 "        config=TorchTuneConfig(\n"
                 "            dtype=DataType.BF16,\n"
                 "            batch_size=8,\n"
                 "            epochs=2,\n"
                 "            loss=Loss.CEWithChunkedOutputLoss,\n"
                 "            peft_config=LoraConfig(\n"
                 "                lora_attn_modules=[\"q_proj\", \"v_proj\", \"output_proj\"],\n"
                 "                lora_rank=8,\n"
                 "                lora_alpha=16,\n"
                 "                use_dora=True,\n"
                 "            ),\n"
                 "            dataset_preprocess_config=TorchTuneInstructDataset(\n"
                 "                source=DataFormat.JSON,\n"
                 "                split=\"train[:95%]\",\n"
                 "                column_map={\"input\": \"question\"},\n"
                 "            ),\n"
                 "        ),\n"
                 "    ),\n")),
             qPrintable(code));
    for (const char *name : {"BuiltinTrainer",
                             "DataFormat",
                             "DataType",
                             "LoraConfig",
                             "Loss",
                             "TorchTuneConfig",
                             "TorchTuneInstructDataset"})
        QVERIFY2(code.contains(QStringLiteral("    %1,\n").arg(QLatin1String(name))), name);
}

void TestSdkCodeGenerator::backendConfig()
{
    SdkCodeGenerator::Options o;
    o.backend = BackendKind::Local;
    QVERIFY(
        SdkCodeGenerator::generate(scriptJob(), o)
            .contains(QStringLiteral("TrainerClient(backend_config=LocalProcessBackendConfig())")));
    o.backend = BackendKind::Podman;
    const QString code = SdkCodeGenerator::generate(scriptJob(), o);
    const QString pythonSays = pythonErrors(code);
    QVERIFY2(pythonSays.isEmpty(), qPrintable(pythonSays));
    QVERIFY(
        code.contains(QStringLiteral("TrainerClient(backend_config=ContainerBackendConfig())")));
    QVERIFY(code.contains(QStringLiteral("    ContainerBackendConfig,\n")));
}

QTEST_GUILESS_MAIN(TestSdkCodeGenerator)
#include "tst_sdkcodegenerator.moc"
