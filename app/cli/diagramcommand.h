// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "app/cli/clicommand.h"

namespace TrainDeck::Cli {

/// `diagram FILE.mmd|TRAINJOB.yaml [--backend B] --format svg|png|mermaid [-o OUT]`: renders a
/// Mermaid flowchart, or the architecture diagram generated from a job's plan, without Qt Gui
/// (SVG from our writer over the Graphviz layout, PNG from Graphviz's cairo renderer).
class DiagramCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(DiagramCommand)

public:
    QString name() const override { return QStringLiteral("diagram"); }
    QString summary() const override;
    QString usage() const override;
    void addOptions(CliParser &parser) const override;
    int run(const CliParser &args, QTextStream &out, QTextStream &err) override;
};

} // namespace TrainDeck::Cli
