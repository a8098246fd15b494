// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/domain/enums.h"

#include <QMetaEnum>

namespace TrainDeck {

namespace {

template<class E>
QString keyOf(E value)
{
    return QString::fromLatin1(QMetaEnum::fromType<E>().valueToKey(int(value)));
}

template<class E>
std::optional<E> fromKey(const QString &s)
{
    bool ok = false;
    const int v = QMetaEnum::fromType<E>().keyToValue(s.toLatin1().constData(), &ok);
    if (!ok)
        return std::nullopt;
    return E(v);
}

} // namespace

QString enumName(JobStatus s)
{
    return keyOf(s);
}
QString enumName(StepState s)
{
    return keyOf(s);
}
QString enumName(RuntimeKind k)
{
    return keyOf(k);
}
QString enumName(MLPolicyKind k)
{
    return keyOf(k);
}
QString enumName(TrainerKind k)
{
    return keyOf(k);
}
QString enumName(InitializerKind k)
{
    return keyOf(k);
}

QString enumName(BackendKind k)
{
    switch (k) {
    case BackendKind::Local:
        return QStringLiteral("local");
    case BackendKind::Docker:
        return QStringLiteral("docker");
    case BackendKind::Podman:
        return QStringLiteral("podman");
    case BackendKind::Kubernetes:
        return QStringLiteral("kubernetes");
    }
    return {};
}

QString stepName(StepKind kind)
{
    switch (kind) {
    case StepKind::DatasetInitializer:
        return QStringLiteral("dataset-initializer");
    case StepKind::ModelInitializer:
        return QStringLiteral("model-initializer");
    case StepKind::Node:
        return QStringLiteral("node");
    }
    return {};
}

QString nodeStepName(int rank)
{
    return QStringLiteral("node-%1").arg(rank);
}

std::optional<JobStatus> jobStatusFromString(const QString &s)
{
    return fromKey<JobStatus>(s);
}
std::optional<StepState> stepStateFromString(const QString &s)
{
    return fromKey<StepState>(s);
}
std::optional<RuntimeKind> runtimeKindFromString(const QString &s)
{
    return fromKey<RuntimeKind>(s);
}

std::optional<BackendKind> backendKindFromString(const QString &s)
{
    const QString l = s.trimmed().toLower();
    if (l == QLatin1String("local"))
        return BackendKind::Local;
    if (l == QLatin1String("docker"))
        return BackendKind::Docker;
    if (l == QLatin1String("podman"))
        return BackendKind::Podman;
    if (l == QLatin1String("kubernetes") || l == QLatin1String("k8s"))
        return BackendKind::Kubernetes;
    return std::nullopt;
}

} // namespace TrainDeck
