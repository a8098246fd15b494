// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/domain/trainjob.h"

#include "core/domain/labels.h"

#include <QCoreApplication>
#include <QRandomGenerator>
#include <QUuid>

namespace TrainDeck {

bool isSecretEnv(const TrainJob &job, const QString &name)
{
    return isSecretEnvName(name) || job.secretEnv.contains(name);
}

QStringList kubernetesOnlyFields(const TrainJob &job)
{
    QStringList fields;
    if (!job.namespaceName.isEmpty())
        fields << QStringLiteral("metadata.namespace");
    if (!job.queueName.isEmpty())
        fields << QStringLiteral("metadata.labels.") + Labels::KueueQueueName;
    if (!job.priorityClass.isEmpty())
        fields << QStringLiteral("metadata.labels.") + Labels::KueuePriorityClass;
    if (job.suspend)
        fields << QStringLiteral("spec.suspend");
    if (job.activeDeadlineSeconds)
        fields << QStringLiteral("spec.activeDeadlineSeconds");
    if (!job.managedBy.isEmpty())
        fields << QStringLiteral("spec.managedBy");
    if (!job.runtimePatches.is_null()
        && !(job.runtimePatches.is_array() && job.runtimePatches.empty()))
        fields << QStringLiteral("spec.runtimePatches");
    return fields;
}

QString generateJobName()
{
    const char letter = char('a' + QRandomGenerator::global()->bounded(26));
    const QString hex = QUuid::createUuid().toString(QUuid::Id128);
    return QLatin1Char(letter) + hex.left(11);
}

QString checkRfc1035Name(const QString &name)
{
    if (name.isEmpty())
        return QCoreApplication::translate("TrainJob", "the name is empty");
    if (name.size() > 63)
        return QCoreApplication::translate("TrainJob",
                                           "the name has %1 characters; at most 63 are allowed")
            .arg(name.size());
    if (!(name.front() >= QLatin1Char('a') && name.front() <= QLatin1Char('z')))
        return QCoreApplication::translate("TrainJob",
                                           "the name must start with a lowercase letter (a-z)");
    for (const QChar c : name) {
        const bool ok = (c >= QLatin1Char('a') && c <= QLatin1Char('z'))
                        || (c >= QLatin1Char('0') && c <= QLatin1Char('9'))
                        || c == QLatin1Char('-');
        if (!ok)
            return QCoreApplication::translate(
                       "TrainJob",
                       "the character '%1' is not allowed; use lowercase letters, digits and '-'")
                .arg(c);
    }
    if (name.back() == QLatin1Char('-'))
        return QCoreApplication::translate("TrainJob", "the name must end with a letter or digit");
    return {};
}

} // namespace TrainDeck
