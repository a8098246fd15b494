// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/trainjob.h"
#include "core/support/result.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace TrainDeck::Ui {

/// What differed between the specs of two or more runs, field by field, for the comparison
/// table: runtime, trainer, image, nodes, processes and resources per node, one row per
/// environment variable, command and arguments, packages, function arguments, initializers
/// and the training script (whose text diff CompareView shows beside).
class SpecDiff
{
    Q_DECLARE_TR_FUNCTIONS(SpecDiff)

public:
    struct Row
    {
        QString field;
        QStringList values; ///< one per run, in the runs' order
        bool differs = false;
        friend bool operator==(const Row &, const Row &) = default;
    };

    /// The TrainJob in a kept spec (TrainJobCodec::toKeptYaml: a runtime document may come
    /// first).
    static Result<TrainJob> parse(const QString &specYaml);
    /// The training script's text: the embedded or inline code; empty for container trainers.
    static QString script(const TrainJob &job);
    /// The rows for these jobs (a job that could not be read is std::nullopt: its cells say
    /// "spec not kept").
    static QList<Row> rows(const QList<std::optional<TrainJob>> &jobs);
};

} // namespace TrainDeck::Ui
