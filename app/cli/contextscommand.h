// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "app/cli/clicommand.h"

namespace TrainDeck::Cli {

/// `traindeck-cli contexts`: the kubeconfig's contexts, and whether each connects.
class ContextsCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(ContextsCommand)

public:
    QString name() const override { return QStringLiteral("contexts"); }
    QString summary() const override;
    QString usage() const override;
    void addOptions(CliParser &parser) const override;
    int run(const CliParser &args, QTextStream &out, QTextStream &err) override;
};

} // namespace TrainDeck::Cli
