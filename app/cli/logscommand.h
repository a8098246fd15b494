// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "app/cli/clicommand.h"

namespace TrainDeck::Cli {

/// `logs`: print (or follow) the logs of a job's steps.
class LogsCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(LogsCommand)

public:
    QString name() const override { return QStringLiteral("logs"); }
    QString summary() const override;
    QString usage() const override;
    void addOptions(CliParser &parser) const override;
    int run(const CliParser &args, QTextStream &out, QTextStream &err) override;
};

} // namespace TrainDeck::Cli
