// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// In the programs that link the charts (tests, benchmarks): MonitorChart::create() makes
// them here instead of loading traindeck-charts.so. An object file linked as such (an OBJECT
// library), so this runs before main() wherever it is linked.
#include "ui/charts/monitorchartview.h"

namespace {

[[maybe_unused]] const bool registered = [] {
    TrainDeck::Ui::MonitorChart::setLinkedFactory(
        [](const QString &title, QWidget *parent) -> TrainDeck::Ui::MonitorChart * {
            return new TrainDeck::Ui::MonitorChartView(title, parent);
        });
    return true;
}();

} // namespace
