// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/charts/monitorchartview.h"

#include "libs/metrics/metricseries.h"

#include <QChart>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QFile>
#include <QGraphicsLayout>
#include <QKeyEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QMouseEvent>
#include <QSaveFile>
#include <QToolTip>
#include <QValueAxis>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <limits>

namespace TrainDeck::Ui {

namespace {

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

QString number(double v)
{
    return QString::number(v, 'g', 10);
}

/// Error::make's value, made here: this file is also the charts module, which links no more
/// of the core than its headers (Error::make's object brings the core's moc, and with it
/// yaml-cpp and the rest; ui/charts/CMakeLists.txt).
Error ioError(QString message)
{
    Error e;
    e.kind = Error::Kind::Io;
    e.message = std::move(message);
    return e;
}

} // namespace

MonitorChartView::MonitorChartView(const QString &title, QWidget *parent)
    : QChartView(new QChart, parent)
    , m_title(title)
{
    setRenderHint(QPainter::Antialiasing);
    setRubberBand(QChartView::RectangleRubberBand);
    setFocusPolicy(Qt::StrongFocus);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    chart()->setMargins(QMargins(4, 4, 4, 4));
    chart()->layout()->setContentsMargins(0, 0, 0, 0);
    chart()->setBackgroundRoundness(0);
    setMinimumHeight(160);
    applyPalette();
    rebuildAxes();
    updateTitle();
}

MonitorChartView::~MonitorChartView() = default;

void MonitorChartView::setTitle(const QString &title)
{
    m_title = title;
    updateTitle();
}

void MonitorChartView::setEmptyText(const QString &text)
{
    m_emptyText = text;
    updateTitle();
}

void MonitorChartView::updateTitle()
{
    QString title = m_title;
    if (m_series.isEmpty() && !m_emptyText.isEmpty())
        title = tr("%1 — %2").arg(m_title, m_emptyText);
    else if (m_log && m_hiddenPoints > 0)
        title = tr("%1 (%n point(s) ≤ 0 not shown on the log scale)", nullptr, m_hiddenPoints)
                    .arg(m_title);
    chart()->setTitle(title);
}

void MonitorChartView::setLines(const QList<Line> &lines,
                                XAxisKind xKind,
                                const QString &xTitle,
                                const QString &yTitle,
                                const QString &unit)
{
    const bool sameX = xKind == m_xKind;
    chart()->removeAllSeries(); // deletes them
    m_series.clear();
    m_lines = lines;
    m_xKind = xKind;
    m_xTitle = xTitle;
    m_yTitle = yTitle;
    m_unit = unit;
    if (!sameX) {
        m_follow = true;
        m_yAuto = true;
    }
    const auto [from, to] = xRange();
    rebuildAxes();
    for (const Line &line : std::as_const(m_lines)) {
        auto *series = new QLineSeries(chart());
        series->setName(line.name);
        // Thousands of points per line: OpenGL is not available everywhere (Xvfb, remote
        // desktops), and drawing only the visible buckets keeps QPainter fast enough.
        chart()->addSeries(series);
        series->attachAxis(m_xAxis);
        series->attachAxis(m_yAxis);
        connect(series, &QLineSeries::hovered, this, [this, series](const QPointF &p, bool on) {
            onHovered(series, p, on);
        });
        m_series.append(series);
    }
    applyPalette();
    connectLegend();
    if (!m_follow)
        applyXRange(from, to);
    refresh();
    updateTitle();
}

void MonitorChartView::rebuildAxes()
{
    const auto [from, to] = m_xAxis ? xRange() : std::pair<double, double>{0, 1};
    for (QAbstractAxis *axis : chart()->axes()) {
        chart()->removeAxis(axis);
        delete axis;
    }
    if (m_xKind == XAxisKind::Time) {
        auto *axis = new QDateTimeAxis;
        axis->setFormat(QStringLiteral("HH:mm:ss"));
        axis->setTickCount(5);
        m_xAxis = axis;
    } else {
        auto *axis = new QValueAxis;
        axis->setLabelFormat(QStringLiteral("%.0f"));
        axis->setTickCount(6);
        m_xAxis = axis;
    }
    m_xAxis->setTitleText(m_xTitle);
    if (m_log) {
        auto *axis = new QLogValueAxis;
        axis->setBase(10);
        axis->setLabelFormat(QStringLiteral("%g"));
        axis->setMinorTickCount(-1);
        m_yAxis = axis;
    } else {
        auto *axis = new QValueAxis;
        axis->setLabelFormat(QStringLiteral("%.4g"));
        axis->setTickCount(height() < 300 ? 4 : 5);
        m_yAxis = axis;
    }
    m_yAxis->setTitleText(m_unit.isEmpty() ? m_yTitle : tr("%1 (%2)").arg(m_yTitle, m_unit));
    chart()->addAxis(m_xAxis, Qt::AlignBottom);
    chart()->addAxis(m_yAxis, Qt::AlignLeft);
    for (QLineSeries *s : std::as_const(m_series)) {
        s->attachAxis(m_xAxis);
        s->attachAxis(m_yAxis);
    }
    if (!m_follow)
        applyXRange(from, to);
    applyPalette();
}

void MonitorChartView::setLogScale(bool on)
{
    if (on == m_log)
        return;
    m_log = on;
    m_yAuto = true;
    rebuildAxes();
    refresh();
}

void MonitorChartView::connectLegend()
{
    for (QLineSeries *series : std::as_const(m_series)) {
        for (QLegendMarker *marker : chart()->legend()->markers(series)) {
            connect(marker, &QLegendMarker::clicked, this, [series] {
                series->setVisible(!series->isVisible());
            });
            // After the legend's own handler, which hides the marker with its line: a hidden
            // line's marker stays, dimmed, so it can be clicked back.
            connect(series, &QLineSeries::visibleChanged, marker, [this, series, marker] {
                marker->setVisible(true);
                QColor label = palette().color(QPalette::WindowText);
                if (!series->isVisible())
                    label.setAlphaF(0.4);
                marker->setLabelBrush(label);
                QColor c = series->color();
                c.setAlphaF(series->isVisible() ? 1.0 : 0.3);
                marker->setBrush(c);
                if (m_yAuto)
                    fitY();
            });
        }
    }
}

std::pair<double, double> MonitorChartView::xRange() const
{
    if (auto *t = qobject_cast<QDateTimeAxis *>(m_xAxis))
        return {double(t->min().toMSecsSinceEpoch()), double(t->max().toMSecsSinceEpoch())};
    if (auto *v = qobject_cast<QValueAxis *>(m_xAxis))
        return {v->min(), v->max()};
    return {0, 1};
}

void MonitorChartView::setXRange(double from, double to)
{
    m_follow = false;
    applyXRange(from, to);
    refresh();
}

void MonitorChartView::applyXRange(double from, double to)
{
    if (auto *v = qobject_cast<QValueAxis *>(m_xAxis)) {
        // Steps read best on round ticks (1000, 2000 ..., not 2999) over the exact range.
        const double span = std::max(1.0, to - from);
        const double raw = span / 5;
        const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
        double interval = magnitude;
        for (const double m : {2.0, 5.0, 10.0}) {
            if (interval >= raw)
                break;
            interval = magnitude * m;
        }
        v->setTickType(QValueAxis::TicksDynamic);
        v->setTickAnchor(0);
        v->setTickInterval(std::max(1.0, interval));
    }
    if (!(to > from))
        to = from + (m_xKind == XAxisKind::Time ? 1000 : 1);
    if (auto *t = qobject_cast<QDateTimeAxis *>(m_xAxis))
        t->setRange(QDateTime::fromMSecsSinceEpoch(qint64(from), Qt::UTC).toLocalTime(),
                    QDateTime::fromMSecsSinceEpoch(qint64(std::ceil(to)), Qt::UTC).toLocalTime());
    else if (auto *v = qobject_cast<QValueAxis *>(m_xAxis))
        v->setRange(from, to);
}

std::pair<double, double> MonitorChartView::dataXRange() const
{
    double lo = std::numeric_limits<double>::infinity();
    double hi = -lo;
    for (const Line &line : m_lines) {
        const Metrics::MetricSeries *s = line.source ? line.source() : nullptr;
        if (!s || s->isEmpty())
            continue;
        lo = std::min(lo, s->firstX());
        hi = std::max(hi, s->lastX());
    }
    if (lo > hi)
        return {0, 1};
    return {lo, hi};
}

void MonitorChartView::refresh()
{
    if (m_follow) {
        const auto [lo, hi] = dataXRange();
        applyXRange(lo, hi);
    }
    const auto [from, to] = xRange();
    m_hiddenPoints = 0;
    for (qsizetype i = 0; i < m_series.size() && i < m_lines.size(); ++i) {
        const Line &line = m_lines.at(i);
        const Metrics::MetricSeries *s = line.source ? line.source() : nullptr;
        QList<QPointF> points = s ? s->points(from, to) : QList<QPointF>{};
        if (line.scale != 1) {
            for (QPointF &p : points)
                p.setY(p.y() * line.scale);
        }
        if (m_log) {
            const auto before = points.size();
            points.removeIf([](const QPointF &p) { return !(p.y() > 0); });
            m_hiddenPoints += int(before - points.size());
        }
        // One replace per line: the series redraws once, whatever arrived since last time.
        m_series.at(i)->replace(points);
    }
    if (m_yAuto)
        fitY();
    updateTitle();
}

void MonitorChartView::fitY()
{
    double lo = std::numeric_limits<double>::infinity();
    double hi = -lo;
    for (QLineSeries *s : std::as_const(m_series)) {
        if (!s->isVisible())
            continue;
        const auto [from, to] = xRange();
        for (const QPointF &p : s->points()) {
            if (p.x() < from || p.x() > to)
                continue;
            lo = std::min(lo, p.y());
            hi = std::max(hi, p.y());
        }
    }
    if (lo > hi) {
        lo = m_log ? 0.1 : 0;
        hi = m_log ? 10 : 1;
    }
    if (m_log) {
        lo = std::pow(10.0, std::floor(std::log10(lo)));
        hi = std::pow(10.0, std::ceil(std::log10(hi)));
        if (hi <= lo)
            hi = lo * 10;
        static_cast<QLogValueAxis *>(m_yAxis)->setRange(lo, hi);
        return;
    }
    const double pad = hi > lo ? (hi - lo) * 0.05 : std::max(std::abs(hi) * 0.05, 0.5);
    lo = (lo >= 0 && lo - pad < 0) ? 0 : lo - pad;
    auto *axis = static_cast<QValueAxis *>(m_yAxis);
    axis->setRange(lo, hi + pad);
    axis->applyNiceNumbers();
    // As many decimals as the tick step needs and no more (45000, not 4.5e+04; 3.15, 3.20,
    // not 3.175 elided to "..." on a narrow chart).
    const double step = (axis->max() - axis->min()) / std::max(1, axis->tickCount() - 1);
    const int decimals = step > 0 ? std::clamp(int(std::ceil(-std::log10(step) - 1e-9)), 0, 6) : 0;
    axis->setLabelFormat(QStringLiteral("%.") + QString::number(decimals) + QLatin1Char('f'));
}

void MonitorChartView::resetZoom()
{
    chart()->zoomReset();
    m_follow = true;
    m_yAuto = true;
    refresh();
}

void MonitorChartView::zoomX(double factor, double around)
{
    const auto [from, to] = xRange();
    const double newFrom = around - (around - from) * factor;
    const double newTo = around + (to - around) * factor;
    m_follow = false;
    applyXRange(newFrom, newTo);
    refresh();
}

void MonitorChartView::panX(double fraction)
{
    const auto [from, to] = xRange();
    const double shift = (to - from) * fraction;
    m_follow = false;
    applyXRange(from + shift, to + shift);
    refresh();
}

QLineSeries *MonitorChartView::lineSeries(const QString &name) const
{
    for (QLineSeries *s : m_series) {
        if (s->name() == name)
            return s;
    }
    return nullptr;
}

QString MonitorChartView::xText(double x) const
{
    if (m_xKind == XAxisKind::Time)
        return QDateTime::fromMSecsSinceEpoch(qint64(x), Qt::UTC)
            .toLocalTime()
            .toString(QStringLiteral("HH:mm:ss"));
    return tr("step %1").arg(qint64(x));
}

QString MonitorChartView::hoverText(QLineSeries *series, const QPointF &at) const
{
    const int i = int(m_series.indexOf(series));
    if (i < 0)
        return {};
    const QList<QPointF> points = series->points();
    if (points.isEmpty())
        return {};
    // Points are in x order: the nearest in x is next to the first one at or after `at`.
    auto it
        = std::lower_bound(points.cbegin(), points.cend(), at.x(), [](const QPointF &p, double x) {
              return p.x() < x;
          });
    if (it == points.cend() || (it != points.cbegin() && at.x() - (it - 1)->x() < it->x() - at.x()))
        --it;
    const QString value
        = m_unit.isEmpty() ? number(it->y()) : tr("%1 %2").arg(number(it->y()), m_unit);
    return tr("%1 · %2 · %3 %4").arg(m_lines.at(i).name, xText(it->x()), m_yTitle, value);
}

void MonitorChartView::onHovered(QLineSeries *series, const QPointF &point, bool state)
{
    if (!state) {
        QToolTip::hideText();
        return;
    }
    m_lastHover = hoverText(series, point);
    QToolTip::showText(QCursor::pos(), m_lastHover, this);
}

QByteArray MonitorChartView::csv() const
{
    const auto quote = [](QString s) {
        if (s.contains(QLatin1Char(',')) || s.contains(QLatin1Char('"'))
            || s.contains(QLatin1Char('\n')))
            s = QLatin1Char('"') + s.replace(QLatin1Char('"'), QStringLiteral("\"\""))
                + QLatin1Char('"');
        return s;
    };
    QString out
        = QStringLiteral("series,%1,%2\n")
              .arg(quote(m_xTitle),
                   quote(m_unit.isEmpty() ? m_yTitle
                                          : QStringLiteral("%1 (%2)").arg(m_yTitle, m_unit)));
    for (const Line &line : m_lines) {
        const Metrics::MetricSeries *s = line.source ? line.source() : nullptr;
        if (!s)
            continue;
        for (const QPointF &p : s->points()) {
            const QString x = m_xKind == XAxisKind::Time
                                  ? QDateTime::fromMSecsSinceEpoch(qint64(p.x()), Qt::UTC)
                                        .toString(Qt::ISODateWithMs)
                                  : QString::number(qint64(p.x()));
            out += quote(line.name) + QLatin1Char(',') + x + QLatin1Char(',')
                   + number(p.y() * line.scale) + QLatin1Char('\n');
        }
    }
    return out.toUtf8();
}

Result<void> MonitorChartView::exportCsv(const QString &path) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return ioError(tr("Cannot write %1: %2. Choose a folder you can write to.")
                           .arg(path, file.errorString()));
    file.write(csv());
    if (!file.commit())
        return ioError(tr("Cannot write %1: %2. Check the free space and try again.")
                           .arg(path, file.errorString()));
    return {};
}

Result<void> MonitorChartView::exportPng(const QString &path)
{
    const QPixmap pixmap = grab();
    if (pixmap.isNull() || !pixmap.save(path, "PNG"))
        return ioError(
            tr("Cannot save the chart as %1. Choose a folder you can write to.").arg(path));
    return {};
}

void MonitorChartView::setLegendAlignment(Qt::Alignment alignment)
{
    chart()->legend()->setAlignment(alignment);
}

void MonitorChartView::applyPalette()
{
    const QPalette p = palette();
    chart()->setTheme(isDark(p) ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    // The theme's own background would stand out of the window: blend into it instead.
    chart()->setBackgroundBrush(p.color(QPalette::Base));
    chart()->setTitleBrush(p.color(QPalette::WindowText));
    chart()->legend()->setLabelColor(p.color(QPalette::WindowText));
    QFont title = font();
    title.setBold(true);
    chart()->setTitleFont(title);
    const QColor grid = isDark(p) ? QColor(255, 255, 255, 40) : QColor(0, 0, 0, 30);
    for (QAbstractAxis *axis : chart()->axes()) {
        axis->setLabelsColor(p.color(QPalette::Text));
        axis->setTitleBrush(p.color(QPalette::Text));
        axis->setGridLineColor(grid);
        axis->setMinorGridLineColor(grid);
        axis->setLinePenColor(p.color(QPalette::Mid));
        QFont f = font();
        f.setPointSizeF(f.pointSizeF() * 0.9);
        axis->setLabelsFont(f);
        axis->setTitleFont(f);
    }
    for (QLineSeries *s : std::as_const(m_series)) {
        QPen pen = s->pen();
        pen.setWidthF(1.6);
        s->setPen(pen);
    }
}

void MonitorChartView::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
}

void MonitorChartView::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    // Short charts get fewer y labels: five would overlap and be elided.
    if (auto *axis = qobject_cast<QValueAxis *>(m_yAxis))
        axis->setTickCount(height() < 300 ? 4 : 5);
}

void MonitorChartView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton
        || (event->button() == Qt::LeftButton && (event->modifiers() & Qt::ShiftModifier))) {
        m_panning = true;
        m_panFrom = event->position().toPoint();
        setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    if (event->button() == Qt::RightButton) {
        event->accept();
        return;
    }
    m_rubberBanding = event->button() == Qt::LeftButton;
    QChartView::mousePressEvent(event);
}

void MonitorChartView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_panning) {
        const QPoint now = event->position().toPoint();
        const double width = chart()->plotArea().width();
        if (width > 0)
            panX(-double(now.x() - m_panFrom.x()) / width);
        m_panFrom = now;
        event->accept();
        return;
    }
    QChartView::mouseMoveEvent(event);
}

void MonitorChartView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_panning) {
        m_panning = false;
        unsetCursor();
        event->accept();
        return;
    }
    if (event->button() == Qt::RightButton) {
        resetZoom();
        event->accept();
        return;
    }
    QChartView::mouseReleaseEvent(event);
    if (m_rubberBanding && event->button() == Qt::LeftButton) {
        m_rubberBanding = false;
        // The rubber band zoomed both axes: keep them, and take the new range's points.
        m_follow = false;
        m_yAuto = false;
        refresh();
    }
}

void MonitorChartView::wheelEvent(QWheelEvent *event)
{
    const QPointF value
        = chart()->mapToValue(chart()->mapFromScene(mapToScene(event->position().toPoint())));
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0) {
        event->ignore();
        return;
    }
    zoomX(std::pow(0.8, steps), value.x());
    event->accept();
}

void MonitorChartView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Left:
        panX(-0.1);
        break;
    case Qt::Key_Right:
        panX(0.1);
        break;
    case Qt::Key_Up:
    case Qt::Key_Plus: {
        const auto [from, to] = xRange();
        zoomX(0.8, (from + to) / 2);
        break;
    }
    case Qt::Key_Down:
    case Qt::Key_Minus: {
        const auto [from, to] = xRange();
        zoomX(1.25, (from + to) / 2);
        break;
    }
    case Qt::Key_Home:
        resetZoom();
        break;
    default:
        QChartView::keyPressEvent(event);
        return;
    }
    event->accept();
}

} // namespace TrainDeck::Ui
