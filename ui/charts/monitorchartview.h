// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ui/monitor/monitorchart.h"

#include <QChartView>
#include <QList>
#include <QPointer>

class QAbstractAxis;
class QLineSeries;

namespace TrainDeck::Metrics {
class MetricSeries;
}

namespace TrainDeck::Ui {

/// One chart of the Monitor tab: lines drawn from bounded MetricSeries, only the points of the
/// visible x range (MetricSeries::points), replaced in one call per line on refresh() — never
/// one append per sample.
///
/// Controls: a rubber band (left drag) zooms into a rectangle, the wheel zooms x around the
/// cursor, a middle drag or Shift + left drag pans, the arrow keys pan (left/right) and zoom
/// (up/down), Home or a right click shows everything again. Until the user zooms or pans, x
/// follows the data (everything seen so far); y fits the visible lines unless the rubber band
/// set it. Hovering a line shows its nearest point (node, x, value) as a tooltip; clicking
/// a legend marker hides or shows its line.
class MonitorChartView final
    : public QChartView
    , public MonitorChart
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MonitorChartView)

public:
    explicit MonitorChartView(const QString &title, QWidget *parent = nullptr);
    ~MonitorChartView() override;

    QWidget *widget() override { return this; }
    /// The chart `chart` is, where the charts are linked in (tests): nullptr if it is not one.
    static MonitorChartView *of(MonitorChart *chart)
    {
        return dynamic_cast<MonitorChartView *>(chart);
    }

    /// Replaces the lines; keeps the user's zoom when the x kind stays.
    void setLines(const QList<Line> &lines,
                  XAxisKind xKind,
                  const QString &xTitle,
                  const QString &yTitle,
                  const QString &unit = {}) override;
    /// Log y (QLogValueAxis): points with y ≤ 0 cannot be drawn there and are left out
    /// (hiddenPoints() counts them; the chart title says so).
    void setLogScale(bool on) override;
    bool logScale() const override { return m_log; }
    void setTitle(const QString &title) override;
    void setEmptyText(const QString &text) override;

    /// Takes the visible range's points from the sources again.
    void refresh() override;
    /// Shows everything and follows the data again.
    void resetZoom() override;
    bool isFollowing() const override { return m_follow; }
    std::pair<double, double> xRange() const override;
    void setXRange(double from, double to) override; ///< as a user's zoom (stops following)

    QList<QLineSeries *> lineSeries() const { return m_series; }
    QLineSeries *lineSeries(const QString &name) const;
    int hiddenPoints() const override { return m_hiddenPoints; }
    QAbstractAxis *xAxis() const { return m_xAxis; }
    QAbstractAxis *yAxis() const { return m_yAxis; }

    /// The tooltip for `at` (chart values) near `series`: its nearest point.
    QString hoverText(QLineSeries *series, const QPointF &at) const;
    QString lastHoverText() const { return m_lastHover; }

    /// The chart as shown, as a PNG file.
    Result<void> exportPng(const QString &path) override;
    /// Every line's points (whole series, as kept): `series,<x title>,<y title>` then one
    /// row per point, x as the step or an ISO 8601 UTC time, y in the chart's unit.
    Result<void> exportCsv(const QString &path) const override;
    QByteArray csv() const override;

    /// Dark or light chart theme after the palette.
    void applyPalette() override;
    void setLegendAlignment(Qt::Alignment alignment) override;

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void rebuildAxes();
    void applyXRange(double from, double to);
    void connectLegend();
    void onHovered(QLineSeries *series, const QPointF &point, bool state);
    QString xText(double x) const;
    void zoomX(double factor, double around);
    void panX(double fraction);
    void fitY();
    std::pair<double, double> dataXRange() const;
    void updateTitle();

    QList<Line> m_lines;
    QList<QLineSeries *> m_series;
    QAbstractAxis *m_xAxis = nullptr;
    QAbstractAxis *m_yAxis = nullptr;
    XAxisKind m_xKind = XAxisKind::Step;
    QString m_title;
    QString m_xTitle;
    QString m_yTitle;
    QString m_unit;
    QString m_emptyText;
    QString m_lastHover;
    bool m_log = false;
    bool m_follow = true;
    bool m_yAuto = true;
    bool m_panning = false;
    bool m_rubberBanding = false;
    QPoint m_panFrom;
    int m_hiddenPoints = 0;
};

} // namespace TrainDeck::Ui
