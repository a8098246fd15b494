// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/enums.h"
#include "core/domain/initializers.h"
#include "core/domain/runtime.h"
#include "core/domain/trainer.h"

#include <QDateTime>
#include <QMap>

#include <nlohmann/json.hpp>

#include <optional>

namespace TrainDeck {

struct RuntimeRef
{
    QString name = QStringLiteral("torch-distributed");
    QString kind = QStringLiteral("ClusterTrainingRuntime");
    QString apiGroup = QStringLiteral("trainer.kubeflow.org");
};

struct JobCondition
{
    QString type;   ///< Complete, Failed, Suspended
    QString status; ///< True, False, Unknown
    QString reason;
    QString message;
    QDateTime lastTransitionTime;
};

struct ReplicatedJobStatus
{
    QString name;
    int ready = 0;
    int succeeded = 0;
    int failed = 0;
    int active = 0;
    int suspended = 0;
};

struct TrainJobStatusData
{
    QList<JobCondition> conditions;
    QList<ReplicatedJobStatus> jobsStatus;
    nlohmann::ordered_json trainerStatus; ///< progress/metrics, kept verbatim
};

/// A TrainJob (trainer.kubeflow.org/v1alpha1) in the SDK's terms: the trainer and
/// initializers are typed; everything else of the object is kept in `document`, so a job
/// read from a file and written back loses no field we do not know.
struct TrainJob
{
    QString name;
    bool generatedName = false; ///< true when TrainDeck made the name up (SDK style)
    QString namespaceName;
    QMap<QString, QString> labels;
    QMap<QString, QString> annotations; ///< without TrainDeck's own traindeck.io/* keys
    QDateTime creationTimestamp;

    RuntimeRef runtimeRef;
    Trainer trainer = CustomTrainerContainer{};
    QString numProcPerNode; ///< spec.trainer.numProcPerNode ("auto" or an integer), optional
    DatasetInitializer dataset;
    ModelInitializer model;
    // Kubernetes-only options (validation refuses them on the other backends).
    bool suspend = false;                        ///< spec.suspend: created suspended
    std::optional<qint64> activeDeadlineSeconds; ///< spec.activeDeadlineSeconds, >= 1
    /// spec.managedBy: empty, ManagedByTrainer or ManagedByMultiKueue (the CRD's only values).
    QString managedBy;
    /// The Kueue LocalQueue that admits the job: the label kueue.x-k8s.io/queue-name (kept out
    /// of `labels`; the codec moves it between the two).
    QString queueName;
    /// The Kueue WorkloadPriorityClass of the job: the label kueue.x-k8s.io/priority-class
    /// (kept out of `labels` likewise).
    QString priorityClass;
    /// spec.runtimePatches as written (null when absent): see RuntimePatches for its shape.
    nlohmann::ordered_json runtimePatches;
    /// Env variables the user marked secret whatever their names (isSecretEnvName finds
    /// the usual ones), kept in the annotation traindeck.io/secret-env as a JSON list of
    /// names so that kept job files and plans mask them too.
    QStringList secretEnv;

    TrainJobStatusData status;

    /// The runtime defined in the same file as this job (kubectl apply -f style). It serves
    /// this job in place of a catalog runtime of the same name, and stays with the job in the
    /// file a backend keeps, so the job can be drawn and re-run without the original file.
    std::optional<Runtime> fileRuntime;

    QString sourceFile;              ///< the file it came from, for messages and relative paths
    nlohmann::ordered_json document; ///< the whole object as read, null for a new job
};

inline const QString ManagedByTrainer = QStringLiteral("trainer.kubeflow.org/trainjob-controller");
inline const QString ManagedByMultiKueue = QStringLiteral("kueue.x-k8s.io/multikueue");

/// The options of `job` that only a Kubernetes cluster acts on, each as the field path it is
/// written at (metadata.namespace, spec.suspend, ...); empty for a job that runs anywhere.
QStringList kubernetesOnlyFields(const TrainJob &job);

/// True when `name`'s value is a secret in `job`: by its name, or marked by the user.
bool isSecretEnv(const TrainJob &job, const QString &name);

/// The name the SDK would give: a lowercase letter and 11 hex digits (12 characters).
QString generateJobName();
/// RFC 1035 label: lowercase alphanumerics and '-', starts with a letter, ends alphanumeric,
/// at most 63 characters. Returns an empty string when valid, else what is wrong.
QString checkRfc1035Name(const QString &name);

} // namespace TrainDeck
