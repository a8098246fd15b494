// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ui/monitor/monitorchart.h"

#include <QLabel>

namespace TrainDeck::Ui {

/// What stands where a chart would be when the charts module cannot be loaded: the chart's
/// title and why, in words. It draws nothing and its exports fail with that reason; the rest
/// of the window (logs, progress, the other tabs) works as before.
class UnavailableChart final
    : public QLabel
    , public MonitorChart
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(UnavailableChart)

public:
    UnavailableChart(const QString &title, const QString &reason, QWidget *parent = nullptr);

    QWidget *widget() override { return this; }
    void setLines(const QList<Line> &lines,
                  XAxisKind xKind,
                  const QString &xTitle,
                  const QString &yTitle,
                  const QString &unit = {}) override;
    void setLogScale(bool on) override { m_log = on; }
    bool logScale() const override { return m_log; }
    void setTitle(const QString &title) override;
    void setEmptyText(const QString &) override {}
    void refresh() override {}
    void resetZoom() override {}
    bool isFollowing() const override { return true; }
    std::pair<double, double> xRange() const override { return {0, 1}; }
    void setXRange(double, double) override {}
    int hiddenPoints() const override { return 0; }
    Result<void> exportPng(const QString &path) override;
    Result<void> exportCsv(const QString &path) const override;
    QByteArray csv() const override { return {}; }
    void applyPalette() override {}
    void setLegendAlignment(Qt::Alignment) override {}

private:
    void updateText();

    QString m_title;
    QString m_reason;
    bool m_log = false;
};

} // namespace TrainDeck::Ui
