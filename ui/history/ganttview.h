// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QAbstractScrollArea>
#include <QColor>
#include <QDateTime>
#include <QList>

namespace TrainDeck::Ui {

/// Rows of time bars under a time axis, with event markers on a lane of their own: what
/// TimelineView (one run's steps) and DayView (a day's runs) draw. The time range fits the
/// width; rows scroll vertically and only the rows in view are painted, so a day of a
/// thousand runs costs what one screen of them does. Hovering a bar or a marker shows its
/// tooltip.
class GanttView final : public QAbstractScrollArea
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GanttView)

public:
    struct Segment
    {
        QDateTime from;
        QDateTime to;
        QColor color;
        QString tooltip;
        bool waiting = false; ///< drawn hollow: created but not started yet
    };
    struct Row
    {
        QString label;
        QString detail; ///< second line, smaller (a status, a duration)
        QList<Segment> segments;
    };
    struct Marker
    {
        QDateTime time;
        QString tooltip;
        QColor color;
    };

    static constexpr int AxisHeight = 30;
    static constexpr int LaneHeight = 26; ///< the markers' lane, under the axis
    static constexpr int RowHeight = 34;
    static constexpr int LabelWidth = 210;

    explicit GanttView(QWidget *parent = nullptr);

    void setRows(const QList<Row> &rows);
    void setMarkers(const QList<Marker> &markers);
    /// The time shown; when unset (invalid), the span of every segment and marker.
    void setRange(const QDateTime &from, const QDateTime &to);
    /// The markers' lane under the axis; the day view has no events and hides it.
    void setEventLaneVisible(bool visible);
    int laneHeight() const { return m_laneVisible ? LaneHeight : 0; }
    /// Shown instead of the rows when there are none.
    void setEmptyText(const QString &text);

    QList<Row> rows() const { return m_rows; }
    QList<Marker> markers() const { return m_markers; }
    std::pair<QDateTime, QDateTime> range() const;

    /// Where things are drawn, in viewport coordinates (tests, tooltips).
    QRectF segmentRect(int row, int segment) const;
    QPointF markerPos(int marker) const;
    QString toolTipAt(const QPoint &viewportPos) const;
    /// Rows painted by the last paint event.
    int paintedRows() const { return m_paintedRows; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool viewportEvent(QEvent *event) override;

private:
    void updateScrollBar();
    double xOf(const QDateTime &t) const;
    int rowTop(int row) const;

    QList<Row> m_rows;
    QList<Marker> m_markers;
    QDateTime m_from;
    QDateTime m_to;
    QString m_empty;
    int m_paintedRows = 0;
    bool m_laneVisible = true;
};

} // namespace TrainDeck::Ui
