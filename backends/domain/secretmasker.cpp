// SPDX-License-Identifier: Apache-2.0
#include "secretmasker.h"

namespace TrainDeck {

namespace {

// Calls `f(QString &value, QString key)` for every secret slot of the job; the key names the
// slot so that restore() can pair slots of two jobs.
template<class Job, class F>
void forEachSecret(Job &job, F &&f)
{
    auto envSlots = [&](auto &env, const QString &prefix) {
        for (auto &e : env) {
            if (isSecretEnvName(e.name) && !e.isReference())
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

} // namespace TrainDeck
