// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/enums.h"
#include "core/domain/envvar.h"

#include <QStringList>

#include <optional>
#include <variant>

namespace TrainDeck {

// The initializer types of the Kubeflow SDK (kubeflow/trainer/types/types.py), field for field.
// They travel in a TrainJob as `storageUri` plus upper-case env variables (IGNORE_PATTERNS,
// ACCESS_TOKEN, ...), which is how the initializer images read them.

struct HuggingFaceDatasetInitializer
{
    QString storageUri; ///< hf://...
    QStringList ignorePatterns;
    QString accessToken; ///< secret
};

struct S3DatasetInitializer
{
    QString storageUri; ///< s3://...
    QStringList ignorePatterns;
    QString endpoint;
    QString accessKeyId;
    QString secretAccessKey; ///< secret
    QString region;
    QString roleArn;
};

/// Kubernetes only: a distributed data cache in front of an Iceberg table.
struct DataCacheInitializer
{
    QString storageUri; ///< cache://<SCHEMA>/<TABLE>
    QString metadataLoc;
    std::optional<int> numDataNodes; ///< must be > 1
    QString headCpu;
    QString headMem;
    QString workerCpu;
    QString workerMem;
    QString iamRole;
};

struct HuggingFaceModelInitializer
{
    QString storageUri;
    QStringList ignorePatterns; ///< the SDK's default skips *.msgpack *.h5 *.bin *.pt *.pth
    QString accessToken;
};

struct S3ModelInitializer
{
    QString storageUri;
    QStringList ignorePatterns;
    QString endpoint;
    QString accessKeyId;
    QString secretAccessKey;
    QString region;
    QString roleArn;
};

using DatasetInitializerConfig = std::variant<std::monostate,
                                              HuggingFaceDatasetInitializer,
                                              S3DatasetInitializer,
                                              DataCacheInitializer>;
using ModelInitializerConfig
    = std::variant<std::monostate, HuggingFaceModelInitializer, S3ModelInitializer>;

/// One of TrainJob.spec.initializer.{dataset,model}: the typed config plus what the TrainJob
/// carries beyond it (extra env, secretRef).
template<class Config>
struct InitializerSpec
{
    Config config;
    EnvList extraEnv;  ///< env entries that are not one of the typed fields
    QString secretRef; ///< name of a Secret whose keys become env (Kubernetes)
    QString image;     ///< override of the initializer image (local backends)

    bool isSet() const { return !std::holds_alternative<std::monostate>(config); }
};

using DatasetInitializer = InitializerSpec<DatasetInitializerConfig>;
using ModelInitializer = InitializerSpec<ModelInitializerConfig>;

InitializerKind initializerKind(const DatasetInitializerConfig &c);
InitializerKind initializerKind(const ModelInitializerConfig &c);
QString storageUri(const DatasetInitializerConfig &c);
QString storageUri(const ModelInitializerConfig &c);
/// The environment an initializer step gets: STORAGE_URI, then each set optional field
/// upper-cased (IGNORE_PATTERNS comma-joined), then the extra env.
EnvList initializerEnv(const DatasetInitializer &d);
EnvList initializerEnv(const ModelInitializer &m);
/// Env names that hold secrets; never logged, labelled or written in plain text by us.
bool isSecretEnvName(const QString &name);

/// SDK default ignore patterns for model initializers.
QStringList defaultModelIgnorePatterns();

} // namespace TrainDeck
