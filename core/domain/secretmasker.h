// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/trainjob.h"

namespace TrainDeck {

/// Tokens and keys of a job: the initializers' access tokens and S3 keys, and env variables
/// whose names say they are secret or that the user marked secret (TrainJob::secretEnv). The
/// builder masks them in previews and exports unless the user confirms, and puts them back when an
/// edited YAML comes back with the mask; backends mask them in every job file they keep.
class SecretMasker
{
public:
    /// What stands for a secret in the YAML editor and previews.
    static inline const QString Mask = QStringLiteral("<hidden secret>");
    /// What stands for a secret in the job files backends keep.
    static inline const QString StoredMask = QStringLiteral("********");

    static bool hasSecrets(const TrainJob &job);
    /// Every non-empty secret value, for checks such as "does this text contain one".
    static QStringList secretValues(const TrainJob &job);
    /// The job with every non-empty secret replaced by `replacement` (empty drops it).
    static TrainJob masked(TrainJob job, const QString &replacement = Mask);
    /// Replaces each value equal to Mask in `edited` by the secret at the same place in
    /// `original`, so a round trip through a masked YAML keeps the secrets.
    static void restore(TrainJob &edited, const TrainJob &original);
    /// Empties every secret that a kept job file masked (StoredMask), so the job is not sent
    /// again with the mask as its token. Returns what was emptied, for people: env names, or
    /// "dataset access token", "model S3 secret access key" and the like.
    static QStringList clearStoredMasks(TrainJob &job);
};

} // namespace TrainDeck
