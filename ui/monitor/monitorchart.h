// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"

#include <QList>
#include <QMetaObject>
#include <QString>
#include <QtGlobal>

#include <functional>
#include <utility>

class QWidget;

namespace TrainDeck::Metrics {
class MetricSeries;
}

namespace TrainDeck::Ui {

/// One chart of lines drawn from bounded MetricSeries (the Monitor tab's, the run history's).
/// The drawing is Qt Charts' (MonitorChartView, ui/charts), which the app loads from its
/// module `traindeck-charts` the first time a chart is made, not at launch: Qt Charts and
/// Qt OpenGL are about 6,300 symbol relocations, more than Qt Widgets (docs/startup.md).
/// Everything callers need is here, without a Qt Charts type.
///
/// The chart is a widget owned by its parent, like any other; deleting it deletes the widget.
class MonitorChart
{
    Q_GADGET

public:
    enum class XAxisKind { Step, Time }; ///< Time: x is ms since the epoch
    Q_ENUM(XAxisKind)

    struct Line
    {
        QString name; ///< legend text: node-0, node-0 rx, mean ...
        QString node; ///< for hover text
        std::function<const Metrics::MetricSeries *()> source; ///< may give nullptr
        double scale = 1; ///< drawn y = value × scale (bytes → MiB ...)
    };

    /// Raised when the interface changes: the module and the app must agree on it.
    static constexpr int InterfaceVersion = 1;
    /// A factory as the module gives it (traindeck_create_monitor_chart).
    using Factory = MonitorChart *(*)(const QString &title, QWidget *parent);

    /// A chart titled `title` in `parent`. When the charts module cannot be loaded, a widget
    /// that says why (unavailableReason()) and draws nothing: the rest of the window works.
    static MonitorChart *create(const QString &title, QWidget *parent);
    /// Why charts cannot be drawn: empty while they can (or before the first create()).
    static QString unavailableReason();
    /// The factory of the charts module at `path` (what create() does with the module it
    /// finds): an error naming the file and what is wrong with it otherwise.
    static Result<Factory> loadModule(const QString &path);
    /// Makes create() use `factory` instead of loading the module: the programs that link the
    /// charts themselves (tests, benchmarks) register theirs before main().
    static void setLinkedFactory(Factory factory);

    virtual ~MonitorChart() = default;

    virtual QWidget *widget() = 0;

    /// Replaces the lines; keeps the user's zoom when the x kind stays.
    virtual void setLines(const QList<Line> &lines,
                          XAxisKind xKind,
                          const QString &xTitle,
                          const QString &yTitle,
                          const QString &unit = {})
        = 0;
    /// Log y: points with y ≤ 0 cannot be drawn there and are left out (hiddenPoints() counts
    /// them; the chart title says so).
    virtual void setLogScale(bool on) = 0;
    virtual bool logScale() const = 0;
    virtual void setTitle(const QString &title) = 0;
    virtual void setEmptyText(const QString &text) = 0;

    /// Takes the visible range's points from the sources again.
    virtual void refresh() = 0;
    /// Shows everything and follows the data again.
    virtual void resetZoom() = 0;
    virtual bool isFollowing() const = 0;
    virtual std::pair<double, double> xRange() const = 0;
    virtual void setXRange(double from, double to) = 0; ///< as a user's zoom (stops following)
    virtual int hiddenPoints() const = 0;

    /// The chart as shown, as a PNG file.
    virtual Result<void> exportPng(const QString &path) = 0;
    /// Every line's points (whole series, as kept): `series,<x title>,<y title>` then one row
    /// per point, x as the step or an ISO 8601 UTC time, y in the chart's unit.
    virtual Result<void> exportCsv(const QString &path) const = 0;
    virtual QByteArray csv() const = 0;

    /// Dark or light chart theme after the palette.
    virtual void applyPalette() = 0;
    /// Where the legend goes (Qt::AlignBottom unless set).
    virtual void setLegendAlignment(Qt::Alignment alignment) = 0;

protected:
    MonitorChart() = default;
    Q_DISABLE_COPY_MOVE(MonitorChart)
};

} // namespace TrainDeck::Ui
