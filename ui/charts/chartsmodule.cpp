// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The entries MonitorChart::create() looks up in traindeck-charts.so, the only symbols it
// exports (ui/charts/CMakeLists.txt).
#include "ui/charts/monitorchartview.h"

using TrainDeck::Ui::MonitorChart;

extern "C" {

Q_DECL_EXPORT int traindeck_charts_interface()
{
    return MonitorChart::InterfaceVersion;
}

Q_DECL_EXPORT const char *traindeck_charts_version()
{
    return TRAINDECK_VERSION;
}

Q_DECL_EXPORT MonitorChart *traindeck_create_monitor_chart(const QString &title, QWidget *parent)
{
    return new TrainDeck::Ui::MonitorChartView(title, parent);
}
}
