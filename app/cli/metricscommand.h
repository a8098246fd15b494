// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "app/cli/clicommand.h"

namespace TrainDeck::Cli {

/// `metrics`: the training metrics and progress parsed from a job's logs (docs/monitoring.md).
class MetricsCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(MetricsCommand)

public:
    QString name() const override { return QStringLiteral("metrics"); }
    QString summary() const override;
    QString usage() const override;
    void addOptions(CliParser &parser) const override;
    int run(const CliParser &args, QTextStream &out, QTextStream &err) override;
};

} // namespace TrainDeck::Cli
