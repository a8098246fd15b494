// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/pipeline/validationplugin.h"

#include "core/codec/names.h"
#include "core/domain/labels.h"

#include <QRegularExpression>
#include <QUrl>

namespace TrainDeck {

namespace {

Error problem(const TrainJob &job, const QString &field, const QString &message)
{
    Error e = Error::make(Error::Kind::Validation, message);
    e.at(job.sourceFile);
    e.inField(field);
    return e;
}

QString backendTitle(BackendKind backend)
{
    switch (backend) {
    case BackendKind::Local:
        return ValidationPlugin::tr("local processes");
    case BackendKind::Docker:
        return QStringLiteral("Docker");
    case BackendKind::Podman:
        return QStringLiteral("Podman");
    case BackendKind::Kubernetes:
        return QStringLiteral("Kubernetes");
    }
    return {};
}

} // namespace

QString ValidationPlugin::kubernetesOnlyOptionName(const QString &field)
{
    if (field == QLatin1String("metadata.namespace"))
        return tr("The namespace (metadata.namespace)");
    if (field == QStringLiteral("metadata.labels.") + Labels::KueueQueueName)
        return tr("The Kueue queue (label %1)").arg(Labels::KueueQueueName);
    if (field == QStringLiteral("metadata.labels.") + Labels::KueuePriorityClass)
        return tr("The Kueue priority class (label %1)").arg(Labels::KueuePriorityClass);
    if (field == QLatin1String("spec.suspend"))
        return tr("Create suspended (spec.suspend)");
    if (field == QLatin1String("spec.activeDeadlineSeconds"))
        return tr("The active deadline (spec.activeDeadlineSeconds)");
    if (field == QLatin1String("spec.managedBy"))
        return tr("Managed by (spec.managedBy)");
    if (field == QLatin1String("spec.runtimePatches"))
        return tr("Runtime patches (spec.runtimePatches)");
    return field;
}

bool ValidationPlugin::isQuantity(const QString &q)
{
    static const QRegularExpression re(
        QStringLiteral("^[+]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)(m|k|M|G|T|P|E|Ki|Mi|Gi|Ti|Pi|Ei|"
                       "[eE][+-]?[0-9]+)?$"));
    return re.match(q).hasMatch();
}

void ValidationPlugin::validate(const RuntimeInfo &info,
                                const TrainJob &job,
                                QList<Error> &out) const
{
    const BackendKind backend = info.context.backend;
    if (const QString p = checkRfc1035Name(job.name); !p.isEmpty())
        out << problem(job,
                       QStringLiteral("metadata.name"),
                       tr("'%1' is not a valid TrainJob name: %2").arg(job.name, p));
    if (const QString p = checkDnsSubdomain(job.runtimeRef.name); !p.isEmpty())
        out << problem(job, QStringLiteral("spec.runtimeRef.name"), p);
    for (auto it = job.labels.cbegin(); it != job.labels.cend(); ++it) {
        if (const QString p = checkLabelValue(it.value()); !p.isEmpty())
            out << problem(job, QStringLiteral("metadata.labels.") + it.key(), p);
    }

    // Kubernetes-only options: refused elsewhere rather than dropped, since a job that asks to
    // wait suspended, queue or stop at a deadline would silently do none of it.
    if (backend != BackendKind::Kubernetes) {
        for (const QString &field : kubernetesOnlyFields(job))
            out << problem(job,
                           field,
                           tr("%1 applies to Kubernetes only, and this job runs on %2. Remove "
                              "it, or run the job on a Kubernetes connection.")
                               .arg(kubernetesOnlyOptionName(field), backendTitle(backend)));
    }
    auto checkKueueName = [&](const QString &value, const QString &label) {
        if (value.isEmpty())
            return;
        QString p = checkLabelValue(value);
        if (p.isEmpty())
            p = checkDnsSubdomain(value);
        if (!p.isEmpty())
            out << problem(job, QStringLiteral("metadata.labels.") + label, p);
    };
    checkKueueName(job.queueName, Labels::KueueQueueName);
    checkKueueName(job.priorityClass, Labels::KueuePriorityClass);
    if (!job.namespaceName.isEmpty()) {
        if (const QString p = checkRfc1123Label(job.namespaceName); !p.isEmpty())
            out << problem(job,
                           QStringLiteral("metadata.namespace"),
                           tr("'%1' is not a namespace name: %2").arg(job.namespaceName, p));
    }

    const Runtime *rt = info.runtime;
    const TrainerKind kind = trainerKind(job.trainer);
    if (rt) {
        if (kind == TrainerKind::BuiltinTrainer && rt->trainerType != TrainerKind::BuiltinTrainer)
            out << problem(job,
                           QStringLiteral("spec.runtimeRef.name"),
                           tr("runtime '%1' is a %2 runtime; built-in TorchTune training needs a "
                              "torchtune runtime")
                               .arg(rt->name, rt->framework));
        if (kind != TrainerKind::BuiltinTrainer && rt->trainerType == TrainerKind::BuiltinTrainer)
            out << problem(job,
                           QStringLiteral("spec.runtimeRef.name"),
                           tr("runtime '%1' runs built-in TorchTune recipes; pick a custom "
                              "runtime such as torch-distributed for a script or an image")
                               .arg(rt->name));
    }

    // Env names: valid, unique.
    const EnvList &env = trainerEnv(job.trainer);
    QSet<QString> seen;
    for (qsizetype i = 0; i < env.size(); ++i) {
        const QString field = QStringLiteral("spec.trainer.env[%1].name").arg(i);
        if (const QString p = checkEnvName(env[i].name); !p.isEmpty())
            out << problem(job, field, p);
        else if (seen.contains(env[i].name))
            out << problem(job, field, tr("'%1' is set twice; keep one").arg(env[i].name));
        seen.insert(env[i].name);
    }
    auto checkInitEnv = [&](const EnvList &list, const QString &base) {
        for (qsizetype i = 0; i < list.size(); ++i) {
            if (const QString p = checkEnvName(list[i].name); !p.isEmpty())
                out << problem(job, base + QStringLiteral(".env[%1].name").arg(i), p);
        }
    };
    checkInitEnv(job.dataset.extraEnv, QStringLiteral("spec.initializer.dataset"));
    checkInitEnv(job.model.extraEnv, QStringLiteral("spec.initializer.model"));

    // Resources
    const ResourceMap &res = trainerResources(job.trainer);
    int migTypes = 0;
    for (auto it = res.cbegin(); it != res.cend(); ++it) {
        const QString field = QStringLiteral("spec.trainer.resourcesPerNode.") + it.key();
        if (!isQuantity(it.value())) {
            out << problem(job,
                           field,
                           tr("'%1' is not a quantity; use values such as 2, 500m, 1.5 or 4Gi")
                               .arg(it.value()));
            continue;
        }
        if (it.key() == QLatin1String("gpu")) {
            bool ok = false;
            const int n = it.value().toInt(&ok);
            if (!ok || n < 0)
                out << problem(job, field, tr("GPUs are counted in whole numbers"));
        }
        if (it.key().startsWith(QLatin1String("mig-")))
            ++migTypes;
    }
    if (migTypes > 1)
        out << problem(job,
                       QStringLiteral("spec.trainer.resourcesPerNode"),
                       tr("only one MIG profile may be requested per node"));
    if (migTypes > 0 && res.contains(QStringLiteral("gpu")))
        out << problem(job,
                       QStringLiteral("spec.trainer.resourcesPerNode"),
                       tr("request either whole GPUs or a MIG profile, not both"));

    // Trainer-specific
    if (kind == TrainerKind::CustomTrainer) {
        const auto &c = std::get<CustomTrainer>(job.trainer);
        if (!c.scriptPath.isEmpty() && !c.scriptLoaded)
            out << problem(job,
                           QStringLiteral("metadata.annotations.traindeck.io/script"),
                           c.scriptProblem.isEmpty()
                               ? tr("the script '%1' could not be read; check that the file exists")
                                     .arg(c.scriptPath)
                               : c.scriptProblem);
        if (c.scriptPath.isEmpty() && c.inlineCode.trimmed().isEmpty())
            out << problem(job,
                           QStringLiteral("metadata.annotations.traindeck.io/script-inline"),
                           tr("no training code: choose a training script (a .py file) or type "
                              "the code"));
        if (!c.functionName.isEmpty()) {
            static const QRegularExpression ident(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
            if (!ident.match(c.functionName).hasMatch())
                out << problem(job,
                               QStringLiteral("metadata.annotations.traindeck.io/function"),
                               tr("'%1' is not a Python function name").arg(c.functionName));
        }
        for (qsizetype i = 0; i < c.packagesToInstall.size(); ++i) {
            const QString pkg = c.packagesToInstall[i];
            if (pkg.trimmed().isEmpty() || pkg.startsWith(QLatin1Char('-')))
                out << problem(job,
                               QStringLiteral("metadata.annotations.traindeck.io/packages"),
                               tr("'%1' is not a package requirement; write names such as "
                                  "numpy or pandas>=2")
                                   .arg(pkg));
        }
        for (const QString &url : c.pipIndexUrls) {
            const QUrl u(url, QUrl::StrictMode);
            const QString scheme = u.scheme();
            if (!u.isValid()
                || (scheme != QLatin1String("http") && scheme != QLatin1String("https")
                    && scheme != QLatin1String("file")))
                out << problem(
                    job,
                    QStringLiteral("metadata.annotations.traindeck.io/pip-index-urls"),
                    tr("'%1' is not an index URL; use http://, https:// or file://").arg(url));
        }
    } else if (kind == TrainerKind::CustomTrainerContainer) {
        const auto &c = std::get<CustomTrainerContainer>(job.trainer);
        if (c.image.isEmpty() && rt && rt->image.isEmpty())
            out << problem(job,
                           QStringLiteral("spec.trainer.image"),
                           tr("no image: set spec.trainer.image or use a runtime that has one"));
        if (backend == BackendKind::Local && !c.image.isEmpty())
            out << problem(job,
                           QStringLiteral("spec.trainer.image"),
                           tr("the local backend runs processes, not images; pick Docker or "
                              "Podman for image %1, or use a script trainer")
                               .arg(c.image));
    } else if (backend == BackendKind::Local) {
        out << problem(job,
                       QStringLiteral("metadata.annotations.traindeck.io/trainer"),
                       tr("built-in TorchTune training runs in its container image; pick Docker, "
                          "Podman or Kubernetes"));
    }

    // Initializers
    const QString dsUri = storageUri(job.dataset.config);
    const InitializerKind dsKind = initializerKind(job.dataset.config);
    const QString dsField = QStringLiteral("spec.initializer.dataset.storageUri");
    auto schemeOk = [](const QString &uri, const char *scheme) {
        return uri.startsWith(QLatin1String(scheme));
    };
    if (dsKind == InitializerKind::HuggingFace) {
        if (!schemeOk(dsUri, "hf://") || dsUri.size() <= 5)
            out << problem(job,
                           dsField,
                           tr("a HuggingFace dataset URI looks like hf://owner/dataset, found '%1'")
                               .arg(dsUri));
    } else if (dsKind == InitializerKind::S3) {
        if (!schemeOk(dsUri, "s3://") || dsUri.size() <= 5)
            out << problem(
                job,
                dsField,
                tr("an S3 dataset URI looks like s3://bucket/path, found '%1'").arg(dsUri));
        const auto &s3 = std::get<S3DatasetInitializer>(job.dataset.config);
        if (!s3.endpoint.isEmpty()) {
            const QUrl u(s3.endpoint, QUrl::StrictMode);
            if (!u.isValid()
                || (u.scheme() != QLatin1String("http") && u.scheme() != QLatin1String("https")))
                out << problem(
                    job,
                    QStringLiteral("spec.initializer.dataset.env.ENDPOINT"),
                    tr("'%1' is not an endpoint URL; use http:// or https://").arg(s3.endpoint));
        }
    } else if (dsKind == InitializerKind::DataCache) {
        const auto &c = std::get<DataCacheInitializer>(job.dataset.config);
        const QStringList parts = dsUri.mid(8).split(QLatin1Char('/'), Qt::SkipEmptyParts);
        if (!schemeOk(dsUri, "cache://") || parts.size() != 2)
            out << problem(
                job,
                dsField,
                tr("a data cache URI looks like cache://SCHEMA/TABLE, found '%1'").arg(dsUri));
        if (c.metadataLoc.isEmpty())
            out << problem(job,
                           QStringLiteral("spec.initializer.dataset.env.METADATA_LOC"),
                           tr("a data cache needs the Iceberg metadata location"));
        if (!c.numDataNodes || *c.numDataNodes <= 1)
            out << problem(job,
                           QStringLiteral("spec.initializer.dataset.env.CLUSTER_SIZE"),
                           tr("a data cache needs more than one data node"));
        if (backend != BackendKind::Kubernetes)
            out << problem(job,
                           dsField,
                           tr("the data cache runs only on Kubernetes; pick a HuggingFace or S3 "
                              "dataset for %1")
                               .arg(enumName(backend)));
    }
    const QString mUri = storageUri(job.model.config);
    const InitializerKind mKind = initializerKind(job.model.config);
    const QString mField = QStringLiteral("spec.initializer.model.storageUri");
    if (mKind == InitializerKind::HuggingFace && (!schemeOk(mUri, "hf://") || mUri.size() <= 5))
        out << problem(
            job,
            mField,
            tr("a HuggingFace model URI looks like hf://owner/model, found '%1'").arg(mUri));
    if (mKind == InitializerKind::S3 && (!schemeOk(mUri, "s3://") || mUri.size() <= 5))
        out << problem(
            job, mField, tr("an S3 model URI looks like s3://bucket/path, found '%1'").arg(mUri));

    // Secrets never go into labels: a label value equal to a secret is refused.
    const EnvList secrets = initializerEnv(job.dataset) + initializerEnv(job.model);
    for (const EnvVar &e : secrets) {
        if (!isSecretEnv(job, e.name) || e.value.isEmpty())
            continue;
        for (auto it = job.labels.cbegin(); it != job.labels.cend(); ++it) {
            if (it.value() == e.value)
                out << problem(job,
                               QStringLiteral("metadata.labels.") + it.key(),
                               tr("this label holds the value of the secret %1; labels are "
                                  "public, so remove it")
                                   .arg(e.name));
        }
    }

    if (rt && rt->mlPolicy.kind == MLPolicyKind::Mpi
        && (backend == BackendKind::Local || backend == BackendKind::Docker
            || backend == BackendKind::Podman))
        out << problem(job,
                       QStringLiteral("spec.runtimeRef.name"),
                       tr("runtime '%1' uses MPI over SSH between nodes, which runs only on "
                          "Kubernetes; pick torch-distributed for %2")
                           .arg(rt->name, enumName(backend)));
}

} // namespace TrainDeck
