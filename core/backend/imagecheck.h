// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QMetaType>
#include <QString>

namespace TrainDeck {

/// What submitting a job would do about one of its images, asked of the engine before the
/// submission: the same look-up and pull policy the submission itself applies.
struct ImageCheck
{
    QString image;         ///< as the plan names it
    QString steps;         ///< the steps that run it, comma-separated
    bool present = false;  ///< the engine has it
    bool willPull = false; ///< the pull policy fetches it (Always, or IfNotPresent and missing)
    QString pullPolicy;

    /// Missing and the policy never pulls: the submission would fail.
    bool blocks() const { return !present && !willPull; }
    friend bool operator==(const ImageCheck &, const ImageCheck &) = default;
};

} // namespace TrainDeck

Q_DECLARE_METATYPE(TrainDeck::ImageCheck)
