// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace TrainDeck {
struct JobSnapshot;
}

namespace TrainDeck::StatusApi {

/// The body of a progress update (`UpdateTrainJobStatusRequest`): what a training script
/// reports about its trainer step, decoded as the controller decodes it and checked against
/// the TrainerStatus rules of the TrainJob CRD (docs/progress-api.md).
struct TrainerStatus
{
    bool present = false; ///< false: the request had no trainerStatus (answered, not stored)
    std::optional<qint32> progressPercentage;
    std::optional<qint32> estimatedRemainingSeconds;
    QList<std::pair<QString, QString>> metrics;
    QDateTime lastUpdatedTime; ///< invalid when absent or null

    /// Decodes a request body like Go's encoding/json into the controller's struct: keys match
    /// case-insensitively, unknown keys are ignored, null leaves a field unset, numbers must
    /// be integers within int32, lastUpdatedTime must be RFC 3339. Fails (the controller's
    /// 422 "Invalid payload") on anything else.
    static Result<TrainerStatus> decode(const QByteArray &body);

    /// What the API server says when applying this status to TrainJob `jobName` would break
    /// the CRD's rules (minimum/maximum, metric count and lengths, lastUpdatedTime required),
    /// in its words; empty when the update is valid.
    QString validationMessage(const QString &jobName) const;

    /// The request as the controller echoes it in a 200 answer: Go's encoding, newline
    /// included, the time in UTC with whole seconds.
    QByteArray echo() const;

    /// The file the job's folder keeps: the echo plus when TrainDeck received it.
    QByteArray toFile(const QDateTime &received) const;
    static Result<TrainerStatus> fromFile(const QByteArray &bytes);

    /// Fills the snapshot's progressPercent, remainingSeconds, metrics and progressUpdated as
    /// the Kubernetes backend fills them from status.trainerStatus; nothing when not present.
    void fill(JobSnapshot &snapshot) const;
};

} // namespace TrainDeck::StatusApi
