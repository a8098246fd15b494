// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/domain/initializers.h"

#include "core/support/overloaded.h"

#include <QRegularExpression>

namespace TrainDeck {

namespace {

void add(EnvList &env, const char *name, const QString &value)
{
    if (!value.isEmpty())
        env.append(EnvVar{QString::fromLatin1(name), value, nullptr});
}

void addPatterns(EnvList &env, const QStringList &patterns)
{
    if (!patterns.isEmpty())
        add(env, "IGNORE_PATTERNS", patterns.join(QLatin1Char(',')));
}

/// HuggingFace initializers look the same for datasets and models.
template<class HF>
void addHuggingFace(EnvList &env, const HF &v)
{
    add(env, "STORAGE_URI", v.storageUri);
    addPatterns(env, v.ignorePatterns);
    add(env, "ACCESS_TOKEN", v.accessToken);
}

/// So do S3 initializers.
template<class S3>
void addS3(EnvList &env, const S3 &v)
{
    add(env, "STORAGE_URI", v.storageUri);
    addPatterns(env, v.ignorePatterns);
    add(env, "ENDPOINT", v.endpoint);
    add(env, "ACCESS_KEY_ID", v.accessKeyId);
    add(env, "SECRET_ACCESS_KEY", v.secretAccessKey);
    add(env, "REGION", v.region);
    add(env, "ROLE_ARN", v.roleArn);
}

} // namespace

InitializerKind initializerKind(const DatasetInitializerConfig &c)
{
    return std::visit(Overloaded{[](std::monostate) { return InitializerKind::None; },
                                 [](const HuggingFaceDatasetInitializer &) {
                                     return InitializerKind::HuggingFace;
                                 },
                                 [](const S3DatasetInitializer &) { return InitializerKind::S3; },
                                 [](const DataCacheInitializer &) {
                                     return InitializerKind::DataCache;
                                 }},
                      c);
}

InitializerKind initializerKind(const ModelInitializerConfig &c)
{
    return std::visit(
        Overloaded{[](std::monostate) { return InitializerKind::None; },
                   [](const HuggingFaceModelInitializer &) { return InitializerKind::HuggingFace; },
                   [](const S3ModelInitializer &) {
                       return InitializerKind::S3;
                   }},
        c);
}

QString storageUri(const DatasetInitializerConfig &c)
{
    return std::visit(Overloaded{[](std::monostate) { return QString(); },
                                 [](const auto &v) {
                                     return v.storageUri;
                                 }},
                      c);
}

QString storageUri(const ModelInitializerConfig &c)
{
    return std::visit(Overloaded{[](std::monostate) { return QString(); },
                                 [](const auto &v) {
                                     return v.storageUri;
                                 }},
                      c);
}

EnvList initializerEnv(const DatasetInitializer &d)
{
    EnvList env;
    std::visit(Overloaded{[](std::monostate) {},
                          [&](const HuggingFaceDatasetInitializer &v) { addHuggingFace(env, v); },
                          [&](const S3DatasetInitializer &v) { addS3(env, v); },
                          [&](const DataCacheInitializer &v) {
                              add(env, "STORAGE_URI", v.storageUri);
                              add(env, "METADATA_LOC", v.metadataLoc);
                              if (v.numDataNodes) {
                                  // The cache cluster is the data nodes plus its head.
                                  add(env, "CLUSTER_SIZE", QString::number(*v.numDataNodes + 1));
                              }
                              add(env, "HEAD_CPU", v.headCpu);
                              add(env, "HEAD_MEM", v.headMem);
                              add(env, "WORKER_CPU", v.workerCpu);
                              add(env, "WORKER_MEM", v.workerMem);
                              add(env, "IAM_ROLE", v.iamRole);
                          }},
               d.config);
    env.append(d.extraEnv);
    return env;
}

EnvList initializerEnv(const ModelInitializer &m)
{
    EnvList env;
    std::visit(Overloaded{[](std::monostate) {},
                          [&](const HuggingFaceModelInitializer &v) { addHuggingFace(env, v); },
                          [&](const S3ModelInitializer &v) {
                              addS3(env, v);
                          }},
               m.config);
    env.append(m.extraEnv);
    return env;
}

bool isSecretEnvName(const QString &name)
{
    // The usual shapes of secret names, upper-cased: *TOKEN*, *SECRET*, *PASSW* (PASSWORD,
    // PASSWD), *PASSPHRASE*, a whole word PASS (DB_PASS), *_KEY and KEY, *ACCESS_KEY*,
    // *API_KEY* / *APIKEY*, *PRIVATE_KEY*, *CREDENTIAL*, *AUTH*, and words such as
    // "ACCESS_KEY" with or without the underscore. A harmless value masked by mistake costs
    // a retyped value on Re-run; a key printed by mistake costs the key, so the rule leans
    // to masking. It leaves out only names whose secret-looking part is a known other word:
    // TOKENIZERS_PARALLELISM and MAX_TOKENS (TOKEN followed by IZ or S: tokenizer settings
    // and counts, common in training jobs), AUTHOR and AUTHORITY (GIT_AUTHOR_NAME, a CA's
    // file; AUTHORIZATION stays secret), and KEY anywhere but at the end (KEYBOARD_LAYOUT;
    // SSH_KEY_FILE holds a path, not the key). An access key ID is half of a credential
    // pair and names the account: masked as well.
    static const QRegularExpression secret(
        QStringLiteral("TOKEN(?!IZ|S(?:_|$))"
                       "|SECRET|PASSW|PASSPHRASE|(?:^|_)PASS(?:_|$)"
                       "|(?:^|_)KEY$|ACCESS_?KEY|API_?KEY|PRIVATE_?KEY"
                       "|CREDENTIAL"
                       "|AUTH(?!OR(?!IZ))"));
    return secret.match(name.toUpper()).hasMatch();
}

QStringList defaultModelIgnorePatterns()
{
    return {QStringLiteral("*.msgpack"),
            QStringLiteral("*.h5"),
            QStringLiteral("*.bin"),
            QStringLiteral("*.pt"),
            QStringLiteral("*.pth")};
}

} // namespace TrainDeck
