// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/domain/secretmasker.h"

#include <QCoreApplication>
#include <QHash>

namespace TrainDeck {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(TrainDeck::SecretMasker)
};

QString describeSlot(const QString &key)
{
    static const QHash<QString, const char *> names{
        {QStringLiteral("dataset.hf.accessToken"),
         QT_TRANSLATE_NOOP("TrainDeck::SecretMasker", "dataset access token")},
        {QStringLiteral("model.hf.accessToken"),
         QT_TRANSLATE_NOOP("TrainDeck::SecretMasker", "model access token")},
        {QStringLiteral("dataset.s3.accessKeyId"),
         QT_TRANSLATE_NOOP("TrainDeck::SecretMasker", "dataset S3 access key ID")},
        {QStringLiteral("dataset.s3.secretAccessKey"),
         QT_TRANSLATE_NOOP("TrainDeck::SecretMasker", "dataset S3 secret access key")},
        {QStringLiteral("model.s3.accessKeyId"),
         QT_TRANSLATE_NOOP("TrainDeck::SecretMasker", "model S3 access key ID")},
        {QStringLiteral("model.s3.secretAccessKey"),
         QT_TRANSLATE_NOOP("TrainDeck::SecretMasker", "model S3 secret access key")},
    };
    if (const char *n = names.value(key))
        return Tr::tr(n);
    // trainer.env.NAME, dataset.env.NAME, model.env.NAME: the variable's name says it.
    return key.section(u'.', 2);
}

// Calls `f(QString &value, QString key)` for every secret slot of the job; the key names the
// slot so that restore() can pair slots of two jobs.
template<class Job, class F>
void forEachSecret(Job &job, F &&f)
{
    auto envSlots = [&](auto &env, const QString &prefix) {
        for (auto &e : env) {
            if (isSecretEnv(job, e.name) && !e.isReference())
                f(e.value, prefix + e.name);
        }
    };
    envSlots(trainerEnv(job.trainer), QStringLiteral("trainer.env."));
    envSlots(job.dataset.extraEnv, QStringLiteral("dataset.env."));
    envSlots(job.model.extraEnv, QStringLiteral("model.env."));
    auto s3 = [&](auto &c, const QString &prefix) {
        f(c.accessKeyId, prefix + QStringLiteral("accessKeyId"));
        f(c.secretAccessKey, prefix + QStringLiteral("secretAccessKey"));
    };
    if (auto *h = std::get_if<HuggingFaceDatasetInitializer>(&job.dataset.config))
        f(h->accessToken, QStringLiteral("dataset.hf.accessToken"));
    if (auto *s = std::get_if<S3DatasetInitializer>(&job.dataset.config))
        s3(*s, QStringLiteral("dataset.s3."));
    if (auto *h = std::get_if<HuggingFaceModelInitializer>(&job.model.config))
        f(h->accessToken, QStringLiteral("model.hf.accessToken"));
    if (auto *s = std::get_if<S3ModelInitializer>(&job.model.config))
        s3(*s, QStringLiteral("model.s3."));
}

} // namespace

bool SecretMasker::hasSecrets(const TrainJob &job)
{
    return !secretValues(job).isEmpty();
}

QStringList SecretMasker::secretValues(const TrainJob &job)
{
    QStringList out;
    TrainJob copy = job;
    forEachSecret(copy, [&](QString &value, const QString &) {
        if (!value.isEmpty())
            out << value;
    });
    return out;
}

TrainJob SecretMasker::masked(TrainJob job, const QString &replacement)
{
    forEachSecret(job, [&](QString &value, const QString &) {
        if (!value.isEmpty())
            value = replacement;
    });
    // job.document needs no masking: the codec rebuilds every env array from typed fields.
    return job;
}

void SecretMasker::restore(TrainJob &edited, const TrainJob &original)
{
    QHash<QString, QString> secrets;
    TrainJob copy = original;
    forEachSecret(copy, [&](QString &value, const QString &key) { secrets.insert(key, value); });
    forEachSecret(edited, [&](QString &value, const QString &key) {
        if (value == Mask)
            value = secrets.value(key);
    });
}

QStringList SecretMasker::clearStoredMasks(TrainJob &job)
{
    QStringList cleared;
    forEachSecret(job, [&](QString &value, const QString &key) {
        if (value == StoredMask) {
            value.clear();
            cleared << describeSlot(key);
        }
    });
    return cleared;
}

} // namespace TrainDeck
