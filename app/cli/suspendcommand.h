// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "app/cli/clicommand.h"

namespace TrainDeck::Cli {

/// `suspend` and `resume`: a cluster's TrainJob (spec.suspend) stopped without losing it,
/// and started again.
class SuspendCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(SuspendCommand)

public:
    enum class Action { Suspend, Resume };
    explicit SuspendCommand(Action action)
        : m_action(action)
    {}

    QString name() const override;
    QString summary() const override;
    QString usage() const override;
    void addOptions(CliParser &parser) const override;
    int run(const CliParser &args, QTextStream &out, QTextStream &err) override;

private:
    Action m_action;
};

} // namespace TrainDeck::Cli
