// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/history/ganttview.h"

#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>
#include <QToolTip>

#include <cmath>

namespace TrainDeck::Ui {

namespace {

/// Tick steps in seconds, from which the first that leaves room for a label is taken.
constexpr qint64 TickSteps[]
    = {1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400};

} // namespace

GanttView::GanttView(QWidget *parent)
    : QAbstractScrollArea(parent)
{
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    viewport()->setMouseTracking(true);
    verticalScrollBar()->setSingleStep(RowHeight);
    connect(
        verticalScrollBar(), &QScrollBar::valueChanged, viewport(), qOverload<>(&QWidget::update));
}

void GanttView::setRows(const QList<Row> &rows)
{
    m_rows = rows;
    updateScrollBar();
    viewport()->update();
}

void GanttView::setMarkers(const QList<Marker> &markers)
{
    m_markers = markers;
    viewport()->update();
}

void GanttView::setRange(const QDateTime &from, const QDateTime &to)
{
    m_from = from;
    m_to = to;
    viewport()->update();
}

void GanttView::setEventLaneVisible(bool visible)
{
    m_laneVisible = visible;
    updateScrollBar();
    viewport()->update();
}

void GanttView::setEmptyText(const QString &text)
{
    m_empty = text;
    viewport()->update();
}

std::pair<QDateTime, QDateTime> GanttView::range() const
{
    if (m_from.isValid() && m_to.isValid() && m_from < m_to)
        return {m_from, m_to};
    QDateTime lo;
    QDateTime hi;
    const auto take = [&](const QDateTime &t) {
        if (!t.isValid())
            return;
        if (!lo.isValid() || t < lo)
            lo = t;
        if (!hi.isValid() || t > hi)
            hi = t;
    };
    for (const Row &r : m_rows) {
        for (const Segment &s : r.segments) {
            take(s.from);
            take(s.to);
        }
    }
    for (const Marker &m : m_markers)
        take(m.time);
    if (!lo.isValid())
        return {};
    // A little air on both sides, so that the first and last bars do not touch the edges.
    const qint64 span = std::max<qint64>(lo.msecsTo(hi), 1000);
    return {lo.addMSecs(-span / 40), hi.addMSecs(span / 40)};
}

double GanttView::xOf(const QDateTime &t) const
{
    const auto [from, to] = range();
    const double left = LabelWidth;
    const double width = std::max(1, viewport()->width() - LabelWidth - 12);
    if (!from.isValid() || !t.isValid())
        return left;
    return left + width * double(from.msecsTo(t)) / double(std::max<qint64>(1, from.msecsTo(to)));
}

int GanttView::rowTop(int row) const
{
    return AxisHeight + laneHeight() + row * RowHeight - verticalScrollBar()->value();
}

QRectF GanttView::segmentRect(int row, int segment) const
{
    if (row < 0 || row >= m_rows.size() || segment < 0 || segment >= m_rows.at(row).segments.size())
        return {};
    const Segment &s = m_rows.at(row).segments.at(segment);
    const double x1 = xOf(s.from);
    // A bar is at least 3 px wide: a step that took no time is still seen.
    const double x2 = std::max(xOf(s.to.isValid() ? s.to : s.from), x1 + 3);
    return QRectF(x1, rowTop(row) + 7, x2 - x1, RowHeight - 14);
}

QPointF GanttView::markerPos(int marker) const
{
    if (marker < 0 || marker >= m_markers.size())
        return {};
    return {xOf(m_markers.at(marker).time), double(AxisHeight + laneHeight() / 2)};
}

QString GanttView::toolTipAt(const QPoint &pos) const
{
    if (pos.y() >= AxisHeight && pos.y() < AxisHeight + laneHeight()) {
        // The nearest marker within a few pixels; several at one place share a tooltip.
        QStringList tips;
        for (int i = 0; i < m_markers.size(); ++i) {
            if (std::abs(markerPos(i).x() - pos.x()) <= 5)
                tips << m_markers.at(i).tooltip;
        }
        return tips.join(u'\n');
    }
    for (int r = 0; r < m_rows.size(); ++r) {
        for (int s = 0; s < m_rows.at(r).segments.size(); ++s) {
            if (segmentRect(r, s).adjusted(-2, -2, 2, 2).contains(pos))
                return m_rows.at(r).segments.at(s).tooltip;
        }
    }
    return {};
}

void GanttView::updateScrollBar()
{
    const int content = int(m_rows.size()) * RowHeight;
    const int visible = std::max(0, viewport()->height() - AxisHeight - laneHeight());
    verticalScrollBar()->setPageStep(visible);
    verticalScrollBar()->setRange(0, std::max(0, content - visible));
}

void GanttView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBar();
}

bool GanttView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString tip = toolTipAt(help->pos());
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), tip, viewport());
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

void GanttView::paintEvent(QPaintEvent *)
{
    QPainter p(viewport());
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    const QRect area = viewport()->rect();
    p.fillRect(area, pal.color(QPalette::Base));
    const QColor grid = pal.color(QPalette::Mid);
    const QColor text = pal.color(QPalette::Text);
    const QColor faint = pal.color(QPalette::PlaceholderText);
    const auto [from, to] = range();
    m_paintedRows = 0;

    if (m_rows.isEmpty() && m_markers.isEmpty()) {
        p.setPen(faint);
        p.drawText(area, Qt::AlignCenter | Qt::TextWordWrap, m_empty);
        return;
    }

    // Rows first (clipped under the axis), only those in view.
    const int top = AxisHeight + laneHeight();
    p.save();
    p.setClipRect(QRect(0, top, area.width(), area.height() - top));
    const int first = std::max(0, verticalScrollBar()->value() / RowHeight);
    const int last = std::min(int(m_rows.size()) - 1,
                              (verticalScrollBar()->value() + area.height() - top) / RowHeight);
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    for (int r = first; r <= last; ++r) {
        ++m_paintedRows;
        const Row &row = m_rows.at(r);
        const int y = rowTop(r);
        if (r % 2)
            p.fillRect(QRect(0, y, area.width(), RowHeight), pal.color(QPalette::AlternateBase));
        p.setPen(text);
        p.setFont(font());
        const QRect labelRect(
            8, y, LabelWidth - 16, row.detail.isEmpty() ? RowHeight : RowHeight / 2 + 3);
        p.drawText(labelRect,
                   (row.detail.isEmpty() ? Qt::AlignVCenter : Qt::AlignBottom) | Qt::AlignLeft,
                   p.fontMetrics().elidedText(row.label, Qt::ElideMiddle, labelRect.width()));
        if (!row.detail.isEmpty()) {
            p.setFont(small);
            p.setPen(faint);
            p.drawText(QRect(8, y + RowHeight / 2 + 2, LabelWidth - 16, RowHeight / 2 - 2),
                       Qt::AlignTop | Qt::AlignLeft,
                       p.fontMetrics().elidedText(row.detail, Qt::ElideRight, LabelWidth - 16));
        }
        for (int s = 0; s < row.segments.size(); ++s) {
            const Segment &seg = row.segments.at(s);
            const QRectF rect = segmentRect(r, s);
            if (seg.waiting) {
                QColor fill = seg.color;
                fill.setAlphaF(0.18f);
                p.setBrush(fill);
                QPen pen(seg.color, 1, Qt::DashLine);
                p.setPen(pen);
            } else {
                p.setBrush(seg.color);
                p.setPen(seg.color.darker(115));
            }
            p.drawRoundedRect(rect, 3, 3);
        }
    }
    p.restore();

    // The axis: ticks at a round step that leaves room for each label.
    p.fillRect(QRect(0, 0, area.width(), top), pal.color(QPalette::Window));
    p.setPen(grid);
    p.drawLine(LabelWidth, top, area.width(), top);
    p.drawLine(0, AxisHeight, area.width(), AxisHeight);
    if (from.isValid()) {
        const qint64 spanSecs = std::max<qint64>(1, from.secsTo(to));
        const double pxPerSec
            = double(std::max(1, area.width() - LabelWidth - 12)) / double(spanSecs);
        const bool withSeconds = spanSecs < 600;
        const QString format = withSeconds ? QStringLiteral("HH:mm:ss") : QStringLiteral("HH:mm");
        const int labelWidth = fontMetrics().horizontalAdvance(QStringLiteral("00:00:00")) + 24;
        qint64 step = TickSteps[std::size(TickSteps) - 1];
        for (qint64 s : TickSteps) {
            if (double(s) * pxPerSec >= labelWidth) {
                step = s;
                break;
            }
        }
        const QDateTime local = from.toLocalTime();
        // The first tick: the first multiple of the step after `from`, in local time.
        const qint64 offset = local.offsetFromUtc();
        qint64 t = ((from.toSecsSinceEpoch() + offset) / step + 1) * step - offset;
        p.setFont(small);
        for (; t <= to.toSecsSinceEpoch(); t += step) {
            const QDateTime tick = QDateTime::fromSecsSinceEpoch(t);
            const double x = xOf(tick);
            p.setPen(grid);
            p.drawLine(QPointF(x, AxisHeight - 5), QPointF(x, area.height()));
            p.setPen(text);
            p.drawText(QRectF(x - labelWidth / 2.0, 4, labelWidth, AxisHeight - 10),
                       Qt::AlignCenter,
                       QLocale().toString(tick.toLocalTime(), format));
        }
        p.setPen(faint);
        p.drawText(QRect(8, 4, LabelWidth - 16, AxisHeight - 10),
                   Qt::AlignLeft | Qt::AlignVCenter,
                   QLocale().toString(local.date(), QLocale::ShortFormat));
    }
    if (!m_laneVisible)
        return;
    p.setFont(small);
    p.setPen(faint);
    p.drawText(QRect(8, AxisHeight, LabelWidth - 16, laneHeight()),
               Qt::AlignLeft | Qt::AlignVCenter,
               tr("Events"));
    for (int i = 0; i < m_markers.size(); ++i) {
        const QPointF c = markerPos(i);
        // A diamond per event, in its colour.
        QPainterPath diamond;
        diamond.moveTo(c.x(), c.y() - 6);
        diamond.lineTo(c.x() + 5, c.y());
        diamond.lineTo(c.x(), c.y() + 6);
        diamond.lineTo(c.x() - 5, c.y());
        diamond.closeSubpath();
        p.setPen(m_markers.at(i).color.darker(120));
        p.setBrush(m_markers.at(i).color);
        p.drawPath(diamond);
    }
}

} // namespace TrainDeck::Ui
