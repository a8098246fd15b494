// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/logs/logview.h"

#include "libs/logs/logsource.h"
#include "ui/logs/quietscrollbar.h"
#include "ui/text/monospacefont.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QDateTime>
#include <QDialog>
#include <QDialogButtonBox>
#include <QMenu>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QTextLayout>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>

using namespace TrainDeck::Logs;

namespace TrainDeck::Ui {

namespace {

/// Longer lines are drawn cut (with a marker); copy and export keep every byte.
constexpr qsizetype DrawnBytesCap = 16 * 1024;
constexpr int Margin = 4;

QColor mix(const QColor &a, const QColor &b, qreal t)
{
    return QColor::fromRgbF(a.redF() * (1 - t) + b.redF() * t,
                            a.greenF() * (1 - t) + b.greenF() * t,
                            a.blueF() * (1 - t) + b.blueF() * t);
}

} // namespace

struct LogView::RowLayout
{
    qint64 row = -1;
    qint64 line = -1;
    std::unique_ptr<QTextLayout> layout;
    qreal height = 0;
    QColor background;
};

LogView::LogView(QWidget *parent)
    : QAbstractScrollArea(parent)
{
    Ui::MonospaceFont::apply(this);
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setCursor(Qt::IBeamCursor);
    // A followed log changes the range on every refresh; these repaint only when they look
    // different.
    setVerticalScrollBar(new QuietScrollBar(Qt::Vertical, this));
    setHorizontalScrollBar(new QuietScrollBar(Qt::Horizontal, this));
    verticalScrollBar()->setSingleStep(1);
    connect(verticalScrollBar(), &QScrollBar::valueChanged, this, &LogView::onUserScroll);
    m_jumpButton = new QPushButton(this);
    m_jumpButton->setObjectName(QStringLiteral("jumpToLive"));
    m_jumpButton->setCursor(Qt::PointingHandCursor);
    m_jumpButton->setToolTip(tr("Follow the log again (End)"));
    m_jumpButton->hide();
    connect(m_jumpButton, &QPushButton::clicked, this, &LogView::jumpToLive);
    // keyPressEvent() handles the same keys for a view whose window is not active.
    const QList<KeyShortcut> keys = shortcuts();
    connect(keys[CopyShortcut].addTo(this, Qt::WidgetShortcut),
            &QAction::triggered,
            this,
            &LogView::copy);
    connect(keys[SelectAllShortcut].addTo(this, Qt::WidgetShortcut),
            &QAction::triggered,
            this,
            &LogView::selectAll);
    connect(keys[JumpToLiveShortcut].addTo(this, Qt::WidgetShortcut),
            &QAction::triggered,
            this,
            &LogView::jumpToLive);
    connect(
        keys[GoToStartShortcut].addTo(this, Qt::WidgetShortcut), &QAction::triggered, this, [this] {
            setFollow(false);
            setScrollValue(0);
        });
}

QList<KeyShortcut> LogView::shortcuts()
{
    return {
        {tr("Copy Lines"), {QKeySequence::Copy}, tr("Copy the selected log lines")},
        {tr("Select All Lines"), {QKeySequence::SelectAll}, tr("Select every line shown")},
        {tr("Jump to Live"),
         {QKeySequence(Qt::Key_End)},
         tr("Follow the log again from its newest line")},
        {tr("Go to Start"),
         {QKeySequence(Qt::Key_Home)},
         tr("Stop following and show the first line")},
    };
}

LogView::~LogView() = default;

void LogView::setSource(LogSource *source)
{
    m_source = source;
    m_selAnchor = m_selEnd = m_currentLine = -1;
    m_maxWidth = 0;
    if (!m_stepPrefixSet)
        m_stepPrefix = source && source->stepNames().size() > 1;
    updateRows();
}

void LogView::setFilter(const std::vector<qint64> *lines)
{
    m_filter = lines;
    updateRows();
    if (m_follow)
        setScrollValue(verticalScrollBar()->maximum());
}

qint64 LogView::rowCount() const
{
    if (m_filter)
        return qint64(m_filter->size());
    return m_source ? m_source->lineCount() : 0;
}

qint64 LogView::lineAtRow(qint64 row) const
{
    if (row < 0 || row >= m_rows)
        return -1;
    return m_filter ? (*m_filter)[size_t(row)] : row;
}

qint64 LogView::rowOfLine(qint64 line) const
{
    if (!m_filter)
        return qBound<qint64>(0, line, qMax<qint64>(0, m_rows - 1));
    const auto end = m_filter->begin() + qsizetype(qMin<qint64>(m_rows, qint64(m_filter->size())));
    const auto it = std::lower_bound(m_filter->begin(), end, line);
    return qMin<qint64>(it - m_filter->begin(), qMax<qint64>(0, m_rows - 1));
}

void LogView::setFollow(bool follow)
{
    if (follow == m_follow)
        return;
    m_follow = follow;
    if (follow)
        setScrollValue(verticalScrollBar()->maximum());
    else
        m_rowsAtPause = m_rows;
    updateJumpButton();
    viewport()->update();
    Q_EMIT followChanged(follow);
}

qint64 LogView::newRowsWhilePaused() const
{
    return m_follow ? 0 : qMax<qint64>(0, m_rows - m_rowsAtPause);
}

void LogView::setWrap(bool wrap)
{
    if (wrap == m_wrap)
        return;
    m_wrap = wrap;
    m_maxWidth = 0;
    updateScrollBars();
    viewport()->update();
}

void LogView::setShowTimestamps(bool show)
{
    m_timestamps = show;
    m_maxWidth = 0;
    viewport()->update();
}

void LogView::setShowStepPrefix(bool show)
{
    m_stepPrefixSet = true;
    m_stepPrefix = show;
    viewport()->update();
}

void LogView::setHighlight(const LogSearchQuery &query)
{
    m_query = query;
    if (query.regex) {
        m_queryRe.setPattern(query.pattern);
        m_queryRe.setPatternOptions(query.caseSensitive
                                        ? QRegularExpression::NoPatternOption
                                        : QRegularExpression::CaseInsensitiveOption);
    }
    viewport()->update();
}

void LogView::setCurrentLine(qint64 line)
{
    m_currentLine = line;
    if (line >= 0)
        scrollToLine(line);
    viewport()->update();
}

void LogView::scrollToLine(qint64 line)
{
    const qint64 row = rowOfLine(line);
    const qint64 first = verticalScrollBar()->value();
    if (row >= first && row < first + pageRows() && !(m_wrap && isAtBottom()))
        return; // already on screen
    const int target = int(qMax<qint64>(0, row - pageRows() / 2));
    if (target < verticalScrollBar()->maximum())
        setFollow(false);
    setScrollValue(qMin(target, verticalScrollBar()->maximum()));
}

int LogView::pageRows() const
{
    return qMax(1, viewport()->height() / qMax(1, fontMetrics().height()));
}

qint64 LogView::firstVisibleRow() const
{
    if (m_wrap && !m_paintedRows.empty())
        return m_paintedRows.front().first;
    return qMin<qint64>(verticalScrollBar()->value(), qMax<qint64>(0, m_rows - 1));
}

qint64 LogView::visibleRowCount() const
{
    if (m_wrap && !m_paintedRows.empty())
        return qint64(m_paintedRows.size());
    const int lh = qMax(1, fontMetrics().height());
    const qint64 onScreen = (viewport()->height() + lh - 1) / lh;
    return qBound<qint64>(0, m_rows - firstVisibleRow(), onScreen);
}

bool LogView::isAtBottom() const
{
    return verticalScrollBar()->value() >= verticalScrollBar()->maximum();
}

void LogView::refresh()
{
    if (m_source)
        m_source->refresh();
    updateRows();
}

void LogView::updateRows()
{
    const qint64 rows = rowCount();
    const bool grew = rows != m_rows;
    if (!m_stepPrefixSet && m_source && grew)
        m_stepPrefix = m_source->stepNames().size() > 1; // a merged source gains steps
    m_rows = rows;
    updateScrollBars();
    if (m_follow) {
        setScrollValue(verticalScrollBar()->maximum());
    } else if (grew) {
        updateJumpButton();
        Q_EMIT pausedRowsChanged(newRowsWhilePaused());
    }
    // The last line may still be growing, so a visible last row repaints too.
    if (grew || firstVisibleRow() + visibleRowCount() >= m_rows)
        viewport()->update();
}

void LogView::updateScrollBars()
{
    const bool guard = m_programmaticScroll;
    m_programmaticScroll = true;
    QScrollBar *v = verticalScrollBar();
    const int page = pageRows();
    v->setRange(0, int(qMin<qint64>(INT_MAX, qMax<qint64>(0, m_rows - page))));
    v->setPageStep(page);
    QScrollBar *h = horizontalScrollBar();
    if (m_wrap) {
        h->setRange(0, 0);
    } else {
        h->setRange(0, qMax(0, m_maxWidth + 2 * Margin - viewport()->width()));
        h->setPageStep(viewport()->width());
        h->setSingleStep(qMax(1, fontMetrics().horizontalAdvance(QLatin1Char('x')) * 4));
    }
    m_programmaticScroll = guard;
}

void LogView::setScrollValue(int value)
{
    const bool guard = m_programmaticScroll;
    m_programmaticScroll = true;
    verticalScrollBar()->setValue(value);
    m_programmaticScroll = guard;
    viewport()->update();
}

void LogView::onUserScroll(int value)
{
    if (m_programmaticScroll)
        return;
    // Scrolling up pauses following; scrolling back to the bottom resumes it.
    setFollow(value >= verticalScrollBar()->maximum());
}

void LogView::scrollContentsBy(int, int)
{
    viewport()->update();
}

void LogView::jumpToLive()
{
    setFollow(true);
    setScrollValue(verticalScrollBar()->maximum());
}

void LogView::updateJumpButton()
{
    if (m_follow) {
        m_jumpButton->hide();
        return;
    }
    const qint64 n = newRowsWhilePaused();
    m_jumpButton->setText(
        n > 0 ? tr("Paused — %n new line(s) · Jump to live", nullptr, int(qMin<qint64>(n, INT_MAX)))
              : tr("Paused · Jump to live"));
    m_jumpButton->adjustSize();
    const QRect vp = viewport()->geometry();
    m_jumpButton->move(vp.right() - m_jumpButton->width() - 12,
                       vp.bottom() - m_jumpButton->height() - 8);
    m_jumpButton->show();
    m_jumpButton->raise();
}

QColor LogView::ansiColour(int index) const
{
    static const char *const light[16] = {"#000000",
                                          "#c62828",
                                          "#2e7d32",
                                          "#8d6e00",
                                          "#1565c0",
                                          "#8e24aa",
                                          "#00838f",
                                          "#8a8a8a",
                                          "#616161",
                                          "#e53935",
                                          "#43a047",
                                          "#a07800",
                                          "#1e88e5",
                                          "#ab47bc",
                                          "#0097a7",
                                          "#6e6e6e"};
    static const char *const dark[16] = {"#7a7a7a",
                                         "#ef5350",
                                         "#66bb6a",
                                         "#fdd835",
                                         "#42a5f5",
                                         "#ce93d8",
                                         "#4dd0e1",
                                         "#e0e0e0",
                                         "#a0a0a0",
                                         "#ff8a80",
                                         "#b9f6ca",
                                         "#ffff8d",
                                         "#82b1ff",
                                         "#ea80fc",
                                         "#84ffff",
                                         "#ffffff"};
    const bool isDark = palette().color(QPalette::Base).lightness() < 128;
    const int i = index < 0 ? 0 : (index > 15 ? 15 : index);
    return QColor(QLatin1String(isDark ? dark[i] : light[i]));
}

QColor LogView::stepColour(int step) const
{
    const bool isDark = palette().color(QPalette::Base).lightness() < 128;
    return QColor::fromHsl((step * 137 + 200) % 360, 170, isDark ? 170 : 85);
}

void LogView::layoutRow(qint64 row, RowLayout &out, qreal width) const
{
    out.row = row;
    out.line = lineAtRow(row);
    const QByteArrayView raw = m_source->line(out.line);
    const bool capped = raw.size() > DrawnBytesCap;
    const QByteArrayView drawn = capped ? raw.first(DrawnBytesCap) : raw;
    const StyledLine styled = LogLine::render(drawn);
    const Severity severity = LogLine::severity(drawn.first(qMin<qsizetype>(drawn.size(), 4096)));
    const QPalette &pal = palette();
    const bool isDark = pal.color(QPalette::Base).lightness() < 128;
    const QColor text = pal.color(QPalette::Text);
    const QColor dim = mix(text, pal.color(QPalette::Base), 0.45);

    QString prefix;
    QList<QTextLayout::FormatRange> formats;
    auto addFormat = [&formats](int start, int length, const QTextCharFormat &f) {
        if (length > 0)
            formats.append({start, length, f});
    };
    if (m_timestamps) {
        const qint64 t = m_source->lineTime(out.line);
        prefix += t > 0 ? QDateTime::fromMSecsSinceEpoch(t).toString(QStringLiteral("HH:mm:ss.zzz"))
                        : QStringLiteral("--:--:--.---");
        prefix += QLatin1Char(' ');
        QTextCharFormat f;
        f.setForeground(dim);
        addFormat(0, int(prefix.size()), f);
    }
    if (m_stepPrefix) {
        const int step = m_source->lineStep(out.line);
        const QStringList names = m_source->stepNames();
        if (step >= 0 && step < names.size()) {
            const int start = int(prefix.size());
            prefix += QLatin1Char('[') + names[step] + QStringLiteral("] ");
            QTextCharFormat f;
            f.setForeground(stepColour(step));
            f.setFontWeight(QFont::Bold);
            addFormat(start, int(prefix.size()) - start, f);
        }
    }
    const int base = int(prefix.size());
    QString all = prefix + styled.text;
    QTextCharFormat sevFormat;
    switch (severity) {
    case Severity::Critical:
        sevFormat.setFontWeight(QFont::Bold);
        Q_FALLTHROUGH();
    case Severity::Error:
        sevFormat.setForeground(QColor(QLatin1String(isDark ? "#ff6b6b" : "#c62828")));
        out.background = QColor(220, 40, 40, isDark ? 40 : 22);
        break;
    case Severity::Warning:
        sevFormat.setForeground(QColor(QLatin1String(isDark ? "#ffb74d" : "#a35f00")));
        break;
    case Severity::Debug:
    case Severity::Trace:
        sevFormat.setForeground(dim);
        break;
    case Severity::Info:
    case Severity::None:
        break;
    }
    addFormat(base, int(styled.text.size()), sevFormat);
    for (const LogSpan &s : styled.spans) {
        QTextCharFormat f;
        if (s.colour >= 0)
            f.setForeground(ansiColour(s.colour));
        if (s.bold)
            f.setFontWeight(QFont::Bold);
        addFormat(base + s.start, s.length, f);
    }
    if (!m_query.isEmpty()) {
        QTextCharFormat f;
        f.setBackground(isDark ? QColor(255, 200, 40, 110) : QColor(255, 210, 0, 150));
        if (m_query.regex) {
            if (m_queryRe.isValid()) {
                auto it = m_queryRe.globalMatch(styled.text);
                while (it.hasNext()) {
                    const QRegularExpressionMatch m = it.next();
                    addFormat(base + int(m.capturedStart()), int(m.capturedLength()), f);
                }
            }
        } else {
            const Qt::CaseSensitivity cs
                = m_query.caseSensitive ? Qt::CaseSensitive : Qt::CaseInsensitive;
            for (qsizetype at = styled.text.indexOf(m_query.pattern, 0, cs); at >= 0;
                 at = styled.text.indexOf(m_query.pattern, at + m_query.pattern.size(), cs))
                addFormat(base + int(at), int(m_query.pattern.size()), f);
        }
    }
    if (capped) {
        const int start = int(all.size());
        all += tr(" … [%1 more bytes]").arg(raw.size() - DrawnBytesCap);
        QTextCharFormat f;
        f.setForeground(dim);
        f.setFontItalic(true);
        addFormat(start, int(all.size()) - start, f);
    }

    out.layout = std::make_unique<QTextLayout>(all, font());
    QTextOption option;
    option.setWrapMode(m_wrap ? QTextOption::WrapAtWordBoundaryOrAnywhere : QTextOption::NoWrap);
    out.layout->setTextOption(option);
    out.layout->setFormats(formats);
    out.layout->setCacheEnabled(true);
    const qreal lh = fontMetrics().height();
    qreal y = 0;
    out.layout->beginLayout();
    while (true) {
        QTextLine l = out.layout->createLine();
        if (!l.isValid())
            break;
        l.setLineWidth(m_wrap ? qMax<qreal>(width, 20) : 1e7);
        l.setPosition(QPointF(0, y));
        y += lh;
    }
    out.layout->endLayout();
    out.height = qMax(lh, y);
}

void LogView::paintEvent(QPaintEvent *)
{
    QPainter painter(viewport());
    const QPalette &pal = palette();
    painter.fillRect(viewport()->rect(), pal.color(QPalette::Base));
    m_paintedRows.clear();
    if (!m_source || m_rows == 0)
        return;
    const qreal width = viewport()->width() - 2 * Margin;
    const int vh = viewport()->height();
    std::vector<RowLayout> rows;
    qreal y = 0;
    if (m_wrap && isAtBottom()) {
        // Following with wrapping: lay out from the last row up, so it sits at the bottom.
        qreal total = 0;
        for (qint64 r = m_rows - 1; r >= 0 && total < vh; --r) {
            RowLayout rl;
            layoutRow(r, rl, width);
            total += rl.height;
            rows.push_back(std::move(rl));
        }
        std::reverse(rows.begin(), rows.end());
        y = qMin<qreal>(0, vh - total);
    } else {
        qreal total = 0;
        for (qint64 r = verticalScrollBar()->value(); r < m_rows && total < vh; ++r) {
            RowLayout rl;
            layoutRow(r, rl, width);
            total += rl.height;
            rows.push_back(std::move(rl));
        }
    }
    const int x = Margin - (m_wrap ? 0 : horizontalScrollBar()->value());
    const qint64 selLo = qMin(m_selAnchor, m_selEnd);
    const qint64 selHi = qMax(m_selAnchor, m_selEnd);
    QColor selection = pal.color(QPalette::Highlight);
    selection.setAlpha(110);
    QColor current = pal.color(QPalette::Highlight);
    current.setAlpha(55);
    int widest = m_maxWidth;
    for (RowLayout &rl : rows) {
        const QRectF rect(0, y, viewport()->width(), rl.height);
        if (rl.background.isValid())
            painter.fillRect(rect, rl.background);
        if (rl.line == m_currentLine) {
            painter.fillRect(rect, current);
            painter.fillRect(QRectF(0, y, 3, rl.height), pal.color(QPalette::Highlight));
        }
        if (selLo >= 0 && rl.line >= selLo && rl.line <= selHi)
            painter.fillRect(rect, selection);
        painter.setPen(pal.color(QPalette::Text));
        rl.layout->draw(&painter, QPointF(x, y));
        if (!m_wrap)
            widest = qMax(widest, int(rl.layout->maximumWidth()));
        m_paintedRows.emplace_back(rl.row, int(y + rl.height));
        y += rl.height;
    }
    if (widest > m_maxWidth) {
        m_maxWidth = widest;
        updateScrollBars();
    }
}

void LogView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBars();
    if (m_follow)
        setScrollValue(verticalScrollBar()->maximum());
    updateJumpButton();
}

void LogView::changeEvent(QEvent *event)
{
    QAbstractScrollArea::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange) {
        m_maxWidth = 0;
        updateScrollBars();
        viewport()->update();
    }
}

qint64 LogView::rowAt(const QPoint &pos) const
{
    if (m_rows == 0)
        return -1;
    if (m_paintedRows.empty()) {
        const qint64 r = verticalScrollBar()->value() + pos.y() / qMax(1, fontMetrics().height());
        return qBound<qint64>(0, r, m_rows - 1);
    }
    for (const auto &[row, bottom] : m_paintedRows)
        if (pos.y() < bottom)
            return row;
    return m_paintedRows.back().first;
}

void LogView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton && event->button() != Qt::RightButton)
        return QAbstractScrollArea::mousePressEvent(event);
    const qint64 line = lineAtRow(rowAt(event->position().toPoint()));
    if (line < 0)
        return;
    if (event->button() == Qt::RightButton) {
        if (line < qMin(m_selAnchor, m_selEnd) || line > qMax(m_selAnchor, m_selEnd))
            m_selAnchor = m_selEnd = line;
    } else if (event->modifiers() & Qt::ShiftModifier && m_selAnchor >= 0) {
        m_selEnd = line;
    } else {
        m_selAnchor = m_selEnd = line;
    }
    viewport()->update();
}

void LogView::mouseMoveEvent(QMouseEvent *event)
{
    if (!(event->buttons() & Qt::LeftButton) || m_selAnchor < 0)
        return;
    const QPoint pos = event->position().toPoint();
    // Dragging past an edge scrolls a row at a time.
    if (pos.y() < 0)
        verticalScrollBar()->triggerAction(QAbstractSlider::SliderSingleStepSub);
    else if (pos.y() > viewport()->height())
        verticalScrollBar()->triggerAction(QAbstractSlider::SliderSingleStepAdd);
    const qint64 line = lineAtRow(rowAt(pos));
    if (line >= 0 && line != m_selEnd) {
        m_selEnd = line;
        viewport()->update();
    }
}

void LogView::keyPressEvent(QKeyEvent *event)
{
    if (event->matches(QKeySequence::Copy)) {
        copy();
    } else if (event->matches(QKeySequence::SelectAll)) {
        selectAll();
    } else if (event->key() == Qt::Key_End) {
        jumpToLive();
    } else if (event->key() == Qt::Key_Home) {
        setFollow(false);
        setScrollValue(0);
    } else {
        QAbstractScrollArea::keyPressEvent(event);
    }
}

void LogView::contextMenuEvent(QContextMenuEvent *event)
{
    const qint64 line = lineAtRow(rowAt(event->pos()));
    QMenu menu(this);
    const QList<KeyShortcut> keys = shortcuts();
    QAction *copyAction = menu.addAction(keys[CopyShortcut].text, this, &LogView::copy);
    copyAction->setShortcuts(keys[CopyShortcut].keys);
    copyAction->setEnabled(m_selAnchor >= 0);
    menu.addAction(keys[SelectAllShortcut].text, this, &LogView::selectAll)
        ->setShortcuts(keys[SelectAllShortcut].keys);
    menu.addSeparator();
    QAction *json
        = menu.addAction(tr("Pretty &JSON"), this, [this, line] { showPrettyJson(line); });
    json->setEnabled(line >= 0 && LogLine::prettyJson(m_source->line(line)).has_value());
    menu.addSeparator();
    QAction *live = menu.addAction(keys[JumpToLiveShortcut].text, this, &LogView::jumpToLive);
    live->setShortcuts(keys[JumpToLiveShortcut].keys);
    live->setEnabled(!m_follow);
    menu.exec(event->globalPos());
}

void LogView::selectLines(qint64 first, qint64 last)
{
    m_selAnchor = first;
    m_selEnd = last;
    viewport()->update();
}

qint64 LogView::selectionFirst() const
{
    return qMin(m_selAnchor, m_selEnd);
}

qint64 LogView::selectionLast() const
{
    return qMax(m_selAnchor, m_selEnd);
}

void LogView::selectAll()
{
    if (m_rows > 0)
        selectLines(lineAtRow(0), lineAtRow(m_rows - 1));
}

QString LogView::rowText(qint64 row) const
{
    const qint64 line = lineAtRow(row);
    QString out;
    if (m_stepPrefix) {
        const int step = m_source->lineStep(line);
        const QStringList names = m_source->stepNames();
        if (step >= 0 && step < names.size())
            out += QLatin1Char('[') + names[step] + QStringLiteral("] ");
    }
    return out + LogLine::plainText(m_source->line(line));
}

QString LogView::selectedText() const
{
    if (m_selAnchor < 0 || !m_source)
        return {};
    const qint64 lo = rowOfLine(selectionFirst());
    QString out;
    for (qint64 r = lo; r < m_rows && lineAtRow(r) <= selectionLast(); ++r) {
        if (lineAtRow(r) < selectionFirst())
            continue;
        out += rowText(r);
        out += QLatin1Char('\n');
    }
    return out;
}

void LogView::copy()
{
    const QString text = selectedText();
    if (!text.isEmpty())
        QApplication::clipboard()->setText(text);
}

QDialog *LogView::showPrettyJson(qint64 line)
{
    if (!m_source || line < 0)
        return nullptr;
    const std::optional<QString> pretty = LogLine::prettyJson(m_source->line(line));
    if (!pretty)
        return nullptr;
    auto *dialog = new QDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Line %1 as JSON").arg(line + 1));
    auto *layout = new QVBoxLayout(dialog);
    auto *text = new QPlainTextEdit(*pretty, dialog);
    text->setObjectName(QStringLiteral("prettyJson"));
    text->setReadOnly(true);
    text->setFont(font());
    layout->addWidget(text);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    layout->addWidget(buttons);
    dialog->resize(640, 480);
    dialog->show();
    return dialog;
}

} // namespace TrainDeck::Ui
