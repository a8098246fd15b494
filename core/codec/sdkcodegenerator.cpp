// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/codec/sdkcodegenerator.h"

#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace TrainDeck {

namespace {

using Arg = QPair<QString, QString>;

QString indented(const QString &text, int spaces)
{
    const QString pad(spaces, u' ');
    QStringList lines = text.split(u'\n');
    for (QString &l : lines) {
        if (!l.isEmpty())
            l.prepend(pad);
    }
    return lines.join(u'\n');
}

// `Name(\n    key=value,\n)`: one argument per line, as black would format a long call.
QString call(const QString &name, const QList<Arg> &args)
{
    if (args.isEmpty())
        return name + QStringLiteral("()");
    QString out = name + QStringLiteral("(\n");
    for (const Arg &a : args)
        out += indented(a.first.isEmpty() ? a.second : a.first + u'=' + a.second, 4)
               + QStringLiteral(",\n");
    return out + u')';
}

QString pyList(const QStringList &items)
{
    QStringList quoted;
    for (const QString &i : items)
        quoted << SdkCodeGenerator::pythonString(i);
    return u'[' + quoted.join(QStringLiteral(", ")) + u']';
}

QString pyBool(bool b)
{
    return b ? QStringLiteral("True") : QStringLiteral("False");
}

// Quantities stay strings except whole GPU counts, which the SDK's examples write as ints.
QString resourcesDict(const ResourceMap &res)
{
    QStringList items;
    for (auto it = res.cbegin(); it != res.cend(); ++it) {
        bool isInt = false;
        const int n = it.value().toInt(&isInt);
        const QString value = (it.key() == QLatin1String("gpu") && isInt)
                                  ? QString::number(n)
                                  : SdkCodeGenerator::pythonString(it.value());
        items << SdkCodeGenerator::pythonString(it.key()) + QStringLiteral(": ") + value;
    }
    return u'{' + items.join(QStringLiteral(", ")) + u'}';
}

QString pythonIdentifier(const QString &base)
{
    QString id = base;
    static const QRegularExpression bad(QStringLiteral("[^A-Za-z0-9_]"));
    id.replace(bad, QStringLiteral("_"));
    if (id.isEmpty() || id.front().isDigit())
        id.prepend(u'_');
    return id;
}

} // namespace

QString SdkCodeGenerator::pythonString(const QString &s)
{
    QString out;
    out.reserve(s.size() + 2);
    out += u'"';
    for (const QChar c : s) {
        switch (c.unicode()) {
        case '\\':
            out += QStringLiteral("\\\\");
            break;
        case '"':
            out += QStringLiteral("\\\"");
            break;
        case '\n':
            out += QStringLiteral("\\n");
            break;
        case '\r':
            out += QStringLiteral("\\r");
            break;
        case '\t':
            out += QStringLiteral("\\t");
            break;
        default:
            if (c.unicode() < 0x20)
                out += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
            else
                out += c;
        }
    }
    out += u'"';
    return out;
}

QString SdkCodeGenerator::pythonValue(const nlohmann::ordered_json &v)
{
    if (v.is_null())
        return QStringLiteral("None");
    if (v.is_boolean())
        return pyBool(v.get<bool>());
    if (v.is_number() || v.is_number_float())
        return QString::fromStdString(v.dump());
    if (v.is_string())
        return pythonString(QString::fromStdString(v.get<std::string>()));
    QStringList items;
    if (v.is_array()) {
        for (const auto &e : v)
            items << pythonValue(e);
        return u'[' + items.join(QStringLiteral(", ")) + u']';
    }
    for (auto it = v.begin(); it != v.end(); ++it)
        items << pythonString(QString::fromStdString(it.key())) + QStringLiteral(": ")
                     + pythonValue(it.value());
    return u'{' + items.join(QStringLiteral(", ")) + u'}';
}

QString SdkCodeGenerator::secretVariable(const QString &field, bool model)
{
    Q_UNUSED(model)
    // The names the tools themselves read, so a user's shell usually has them already.
    if (field == QLatin1String("accessToken"))
        return QStringLiteral("HF_TOKEN");
    if (field == QLatin1String("accessKeyId"))
        return QStringLiteral("AWS_ACCESS_KEY_ID");
    if (field == QLatin1String("secretAccessKey"))
        return QStringLiteral("AWS_SECRET_ACCESS_KEY");
    return field.toUpper();
}

QString SdkCodeGenerator::secret(const QString &value, const QString &variable, Context &ctx)
{
    if (ctx.options.includeSecrets)
        return pythonString(value);
    ctx.usesOs = true;
    return QStringLiteral("os.environ[%1]").arg(pythonString(variable));
}

QString SdkCodeGenerator::trainerCall(const TrainJob &job, Context &ctx, QString &prelude)
{
    auto envDict = [&](const EnvList &env) {
        QStringList items;
        for (const EnvVar &e : env) {
            if (e.isReference())
                continue; // a Kubernetes valueFrom has no SDK equivalent
            const QString value
                = isSecretEnv(job, e.name) ? secret(e.value, e.name, ctx) : pythonString(e.value);
            items << pythonString(e.name) + QStringLiteral(": ") + value;
        }
        return u'{' + items.join(QStringLiteral(", ")) + u'}';
    };
    QList<Arg> args;
    auto common = [&](std::optional<int> nodes, const ResourceMap &res, const EnvList &env) {
        if (nodes)
            args << Arg{QStringLiteral("num_nodes"), QString::number(*nodes)};
        if (!res.isEmpty())
            args << Arg{QStringLiteral("resources_per_node"), resourcesDict(res)};
        if (!env.isEmpty())
            args << Arg{QStringLiteral("env"), envDict(env)};
    };

    switch (trainerKind(job.trainer)) {
    case TrainerKind::CustomTrainer: {
        const auto &c = std::get<CustomTrainer>(job.trainer);
        ctx.imports << QStringLiteral("CustomTrainer");
        const QString code
            = !c.scriptPath.isEmpty() ? QString::fromUtf8(c.scriptContent) : c.inlineCode;
        const QString scriptName = c.scriptPath.isEmpty() ? QStringLiteral("train.py")
                                                          : QFileInfo(c.scriptPath).fileName();
        QString func;
        if (!c.functionName.isEmpty()) {
            // The SDK ships the function's source: the script defines it, we hand it over.
            func = c.functionName;
            prelude += QStringLiteral("# Training code from %1.\n").arg(scriptName);
            prelude += code.trimmed() + QStringLiteral("\n\n\n");
        } else {
            // A script written for __main__: wrap it in a function that runs it as one.
            func = pythonIdentifier(QFileInfo(scriptName).completeBaseName())
                   + QStringLiteral("_main");
            prelude += QStringLiteral("def %1():\n").arg(func);
            prelude += QStringLiteral("    \"\"\"Runs %1 as __main__ on every node.\"\"\"\n")
                           .arg(scriptName);
            prelude += QStringLiteral("    import sys\n\n");
            prelude += QStringLiteral("    script = %1\n").arg(pythonString(code));
            prelude += QStringLiteral("    sys.argv = %1\n")
                           .arg(pyList(QStringList{scriptName} + c.args));
            prelude += QStringLiteral("    exec(compile(script, %1, \"exec\"), "
                                      "{\"__name__\": \"__main__\"})\n\n\n")
                           .arg(pythonString(scriptName));
        }
        args << Arg{QStringLiteral("func"), func};
        if (c.funcArgs.is_object() && !c.funcArgs.empty())
            args << Arg{QStringLiteral("func_args"), pythonValue(c.funcArgs)};
        if (!c.image.isEmpty())
            args << Arg{QStringLiteral("image"), pythonString(c.image)};
        if (!c.packagesToInstall.isEmpty())
            args << Arg{QStringLiteral("packages_to_install"), pyList(c.packagesToInstall)};
        if (!c.pipIndexUrls.isEmpty())
            args << Arg{QStringLiteral("pip_index_urls"), pyList(c.pipIndexUrls)};
        common(c.numNodes, c.resourcesPerNode, c.env);
        return call(QStringLiteral("CustomTrainer"), args);
    }
    case TrainerKind::CustomTrainerContainer: {
        const auto &c = std::get<CustomTrainerContainer>(job.trainer);
        ctx.imports << QStringLiteral("CustomTrainerContainer");
        args << Arg{QStringLiteral("image"), pythonString(c.image)};
        common(c.numNodes, c.resourcesPerNode, c.env);
        return call(QStringLiteral("CustomTrainerContainer"), args);
    }
    case TrainerKind::BuiltinTrainer: {
        const auto &b = std::get<BuiltinTrainer>(job.trainer);
        const TorchTuneConfig &t = b.config;
        ctx.imports << QStringLiteral("BuiltinTrainer") << QStringLiteral("TorchTuneConfig");
        QList<Arg> cfg;
        if (t.dtype != TorchTuneDataType::Unset) {
            ctx.imports << QStringLiteral("DataType");
            cfg << Arg{QStringLiteral("dtype"),
                       t.dtype == TorchTuneDataType::BF16 ? QStringLiteral("DataType.BF16")
                                                          : QStringLiteral("DataType.FP32")};
        }
        if (t.batchSize)
            cfg << Arg{QStringLiteral("batch_size"), QString::number(*t.batchSize)};
        if (t.epochs)
            cfg << Arg{QStringLiteral("epochs"), QString::number(*t.epochs)};
        if (t.loss == QLatin1String("torchtune.modules.loss.CEWithChunkedOutputLoss")) {
            ctx.imports << QStringLiteral("Loss");
            cfg << Arg{QStringLiteral("loss"), QStringLiteral("Loss.CEWithChunkedOutputLoss")};
        } else if (!t.loss.isEmpty()) {
            cfg << Arg{QStringLiteral("loss"), pythonString(t.loss)};
        }
        if (t.numNodes)
            cfg << Arg{QStringLiteral("num_nodes"), QString::number(*t.numNodes)};
        if (t.peftConfig) {
            const LoraConfig &l = *t.peftConfig;
            ctx.imports << QStringLiteral("LoraConfig");
            QList<Arg> lora;
            auto optBool = [&](const char *name, const std::optional<bool> &v) {
                if (v)
                    lora << Arg{QString::fromLatin1(name), pyBool(*v)};
            };
            optBool("apply_lora_to_mlp", l.applyLoraToMlp);
            optBool("apply_lora_to_output", l.applyLoraToOutput);
            lora << Arg{QStringLiteral("lora_attn_modules"), pyList(l.loraAttnModules)};
            if (l.loraRank)
                lora << Arg{QStringLiteral("lora_rank"), QString::number(*l.loraRank)};
            if (l.loraAlpha)
                lora << Arg{QStringLiteral("lora_alpha"), QString::number(*l.loraAlpha)};
            if (l.loraDropout)
                lora << Arg{QStringLiteral("lora_dropout"), QString::number(*l.loraDropout)};
            optBool("quantize_base", l.quantizeBase);
            optBool("use_dora", l.useDora);
            cfg << Arg{QStringLiteral("peft_config"), call(QStringLiteral("LoraConfig"), lora)};
        }
        if (t.datasetPreprocessConfig) {
            const TorchTuneInstructDataset &d = *t.datasetPreprocessConfig;
            ctx.imports << QStringLiteral("TorchTuneInstructDataset");
            QList<Arg> ds;
            if (!d.source.isEmpty()) {
                ctx.imports << QStringLiteral("DataFormat");
                ds << Arg{QStringLiteral("source"),
                          QStringLiteral("DataFormat.") + d.source.toUpper()};
            }
            if (!d.split.isEmpty())
                ds << Arg{QStringLiteral("split"), pythonString(d.split)};
            if (d.trainOnInput)
                ds << Arg{QStringLiteral("train_on_input"), pyBool(*d.trainOnInput)};
            if (!d.newSystemPrompt.isEmpty())
                ds << Arg{QStringLiteral("new_system_prompt"), pythonString(d.newSystemPrompt)};
            if (!d.columnMap.isEmpty()) {
                QStringList items;
                for (auto it = d.columnMap.cbegin(); it != d.columnMap.cend(); ++it)
                    items << pythonString(it.key()) + QStringLiteral(": ")
                                 + pythonString(it.value());
                ds << Arg{QStringLiteral("column_map"),
                          u'{' + items.join(QStringLiteral(", ")) + u'}'};
            }
            cfg << Arg{QStringLiteral("dataset_preprocess_config"),
                       call(QStringLiteral("TorchTuneInstructDataset"), ds)};
        }
        if (!t.resourcesPerNode.isEmpty())
            cfg << Arg{QStringLiteral("resources_per_node"), resourcesDict(t.resourcesPerNode)};
        args << Arg{QStringLiteral("config"), call(QStringLiteral("TorchTuneConfig"), cfg)};
        return call(QStringLiteral("BuiltinTrainer"), args);
    }
    }
    return {};
}

QString SdkCodeGenerator::initializerCall(const TrainJob &job, Context &ctx)
{
    auto hf = [&](const QString &cls,
                  const QString &uri,
                  const QStringList &ignore,
                  const QString &token) {
        ctx.imports << cls;
        QList<Arg> a{{QStringLiteral("storage_uri"), pythonString(uri)}};
        if (!ignore.isEmpty())
            a << Arg{QStringLiteral("ignore_patterns"), pyList(ignore)};
        if (!token.isEmpty())
            a << Arg{QStringLiteral("access_token"),
                     secret(token, secretVariable(QStringLiteral("accessToken"), false), ctx)};
        return call(cls, a);
    };
    auto s3 = [&](const QString &cls, const auto &c) {
        ctx.imports << cls;
        QList<Arg> a{{QStringLiteral("storage_uri"), pythonString(c.storageUri)}};
        if (!c.ignorePatterns.isEmpty())
            a << Arg{QStringLiteral("ignore_patterns"), pyList(c.ignorePatterns)};
        if (!c.endpoint.isEmpty())
            a << Arg{QStringLiteral("endpoint"), pythonString(c.endpoint)};
        if (!c.accessKeyId.isEmpty())
            a << Arg{
                QStringLiteral("access_key_id"),
                secret(c.accessKeyId, secretVariable(QStringLiteral("accessKeyId"), false), ctx)};
        if (!c.secretAccessKey.isEmpty())
            a << Arg{QStringLiteral("secret_access_key"),
                     secret(c.secretAccessKey,
                            secretVariable(QStringLiteral("secretAccessKey"), false),
                            ctx)};
        if (!c.region.isEmpty())
            a << Arg{QStringLiteral("region"), pythonString(c.region)};
        if (!c.roleArn.isEmpty())
            a << Arg{QStringLiteral("role_arn"), pythonString(c.roleArn)};
        return call(cls, a);
    };

    QList<Arg> parts;
    const auto &ds = job.dataset.config;
    if (const auto *h = std::get_if<HuggingFaceDatasetInitializer>(&ds))
        parts << Arg{QStringLiteral("dataset"),
                     hf(QStringLiteral("HuggingFaceDatasetInitializer"),
                        h->storageUri,
                        h->ignorePatterns,
                        h->accessToken)};
    else if (const auto *s = std::get_if<S3DatasetInitializer>(&ds))
        parts << Arg{QStringLiteral("dataset"), s3(QStringLiteral("S3DatasetInitializer"), *s)};
    else if (const auto *c = std::get_if<DataCacheInitializer>(&ds)) {
        ctx.imports << QStringLiteral("DataCacheInitializer");
        QList<Arg> a{{QStringLiteral("storage_uri"), pythonString(c->storageUri)},
                     {QStringLiteral("metadata_loc"), pythonString(c->metadataLoc)}};
        if (c->numDataNodes)
            a << Arg{QStringLiteral("num_data_nodes"), QString::number(*c->numDataNodes)};
        auto opt = [&](const char *name, const QString &v) {
            if (!v.isEmpty())
                a << Arg{QString::fromLatin1(name), pythonString(v)};
        };
        opt("head_cpu", c->headCpu);
        opt("head_mem", c->headMem);
        opt("worker_cpu", c->workerCpu);
        opt("worker_mem", c->workerMem);
        opt("iam_role", c->iamRole);
        parts << Arg{QStringLiteral("dataset"), call(QStringLiteral("DataCacheInitializer"), a)};
    }
    const auto &m = job.model.config;
    if (const auto *h = std::get_if<HuggingFaceModelInitializer>(&m))
        parts << Arg{QStringLiteral("model"),
                     hf(QStringLiteral("HuggingFaceModelInitializer"),
                        h->storageUri,
                        h->ignorePatterns,
                        h->accessToken)};
    else if (const auto *s = std::get_if<S3ModelInitializer>(&m))
        parts << Arg{QStringLiteral("model"), s3(QStringLiteral("S3ModelInitializer"), *s)};
    if (parts.isEmpty())
        return {};
    ctx.imports << QStringLiteral("Initializer");
    return call(QStringLiteral("Initializer"), parts);
}

QString SdkCodeGenerator::generate(const TrainJob &job, const Options &options)
{
    Context ctx;
    ctx.options = options;
    ctx.imports << QStringLiteral("TrainerClient");
    QString prelude;
    const QString trainer = trainerCall(job, ctx, prelude);
    const QString initializer = initializerCall(job, ctx);

    QList<Arg> trainArgs{{QStringLiteral("runtime"), pythonString(job.runtimeRef.name)},
                         {QStringLiteral("trainer"), trainer}};
    if (!initializer.isEmpty())
        trainArgs << Arg{QStringLiteral("initializer"), initializer};
    QStringList opts;
    if (!job.name.isEmpty() && !job.generatedName) {
        ctx.optionImports << QStringLiteral("Name");
        opts << QStringLiteral("Name(%1)").arg(pythonString(job.name));
    }
    if (const auto *c = std::get_if<CustomTrainerContainer>(&job.trainer)) {
        // The SDK sets a container's command and args through options, not the trainer.
        if (!c->command.isEmpty()) {
            ctx.optionImports << QStringLiteral("TrainerCommand");
            opts << QStringLiteral("TrainerCommand(command=%1)").arg(pyList(c->command));
        }
        if (!c->args.isEmpty()) {
            ctx.optionImports << QStringLiteral("TrainerArgs");
            opts << QStringLiteral("TrainerArgs(args=%1)").arg(pyList(c->args));
        }
    }
    if (!opts.isEmpty())
        trainArgs << Arg{QStringLiteral("options"),
                         QStringLiteral("[\n") + indented(opts.join(QStringLiteral(",\n")), 4)
                             + QStringLiteral(",\n]")};

    QString backendConfig;
    switch (options.backend) {
    case BackendKind::Local:
        ctx.imports << QStringLiteral("LocalProcessBackendConfig");
        backendConfig = QStringLiteral("backend_config=LocalProcessBackendConfig()");
        break;
    case BackendKind::Docker:
    case BackendKind::Podman:
        ctx.imports << QStringLiteral("ContainerBackendConfig");
        backendConfig = QStringLiteral("backend_config=ContainerBackendConfig()");
        break;
    case BackendKind::Kubernetes:
        break;
    }

    QString out;
    out += QStringLiteral("# The Kubeflow SDK program for TrainJob \"%1\", written by TrainDeck.\n")
               .arg(job.name);
    out += QStringLiteral("# Run it with the SDK installed: pip install kubeflow\n");
    if (ctx.usesOs)
        out += QStringLiteral(
            "# Secrets are read from the environment; set them before running.\n");
    if (ctx.usesOs)
        out += QStringLiteral("import os\n\n");
    QStringList imports(ctx.imports.cbegin(), ctx.imports.cend());
    std::sort(imports.begin(), imports.end());
    out += QStringLiteral("from kubeflow.trainer import (\n");
    for (const QString &i : std::as_const(imports))
        out += QStringLiteral("    %1,\n").arg(i);
    out += QStringLiteral(")\n");
    if (!ctx.optionImports.isEmpty()) {
        QStringList o(ctx.optionImports.cbegin(), ctx.optionImports.cend());
        std::sort(o.begin(), o.end());
        out += QStringLiteral("from kubeflow.trainer.options import %1\n")
                   .arg(o.join(QStringLiteral(", ")));
    }
    out += QStringLiteral("\n\n");
    out += prelude;
    out += QStringLiteral("client = TrainerClient(%1)\n").arg(backendConfig);
    out += QStringLiteral("job_name = ") + call(QStringLiteral("client.train"), trainArgs) + u'\n';
    out += QStringLiteral("print(f\"TrainJob {job_name} submitted\")\n");
    return out;
}

} // namespace TrainDeck
