// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "app/cli/clicommand.h"

namespace TrainDeck::Cli {

/// `traindeck-cli history`: the runs the history database keeps, filtered as the History
/// view filters them; `history prune` applies a retention limit (docs/history.md).
class HistoryCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(HistoryCommand)

public:
    QString name() const override { return QStringLiteral("history"); }
    QString summary() const override;
    QString usage() const override;
    void addOptions(CliParser &parser) const override;
    int run(const CliParser &args, QTextStream &out, QTextStream &err) override;
};

} // namespace TrainDeck::Cli
