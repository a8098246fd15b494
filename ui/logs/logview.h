// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ui/keyshortcut.h"

#include "libs/logs/logline.h"
#include "libs/logs/logsearch.h"

#include <QAbstractScrollArea>

#include <vector>

class QDialog;
class QPushButton;
class QTextLayout;

namespace TrainDeck::Logs {
class LogSource;
} // namespace TrainDeck::Logs

namespace TrainDeck::Ui {

/// A log drawn straight from the store: only the rows in the viewport are read, parsed (ANSI
/// colours, tqdm carriage returns, severity) and laid out, so ten million lines cost what
/// fifty do. Nothing of the log is copied into the widget.
///
/// Rows are the source's lines, or the lines of a filter mapping (setFilter). Scrolling is by
/// whole rows; with wrapping on, only the visible rows are wrapped.
///
/// Follow: while following, new rows keep the view at the bottom. Scrolling up pauses it and
/// a "Paused — N new lines" button appears; clicking it (or End, or scrolling back to the
/// bottom) resumes. The owner calls refresh() (or updateRows() after refreshing the source
/// itself) on a timer, so bursts repaint once per tick, never per line.
class LogView final : public QAbstractScrollArea
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogView)

public:
    explicit LogView(QWidget *parent = nullptr);
    ~LogView() override;

    /// The view's shortcuts while it has the focus; its actions are made from this list
    /// (F1 shows it) and its context menu names them the same.
    enum ShortcutId { CopyShortcut, SelectAllShortcut, JumpToLiveShortcut, GoToStartShortcut };
    static QList<KeyShortcut> shortcuts();

    /// Not owned; must outlive the view or be replaced first.
    void setSource(Logs::LogSource *source);
    Logs::LogSource *source() const { return m_source; }

    /// Show only these source lines (ascending; not owned, may grow: call updateRows()).
    /// nullptr shows every line.
    void setFilter(const std::vector<qint64> *lines);
    bool isFiltered() const { return m_filter != nullptr; }
    qint64 rowCount() const;
    qint64 lineAtRow(qint64 row) const;
    /// The row showing `line`, or the first row after it when it is filtered out.
    qint64 rowOfLine(qint64 line) const;

    bool follow() const { return m_follow; }
    void setFollow(bool follow);
    /// Rows that arrived since following paused.
    qint64 newRowsWhilePaused() const;
    bool wrap() const { return m_wrap; }
    void setWrap(bool wrap);
    bool showTimestamps() const { return m_timestamps; }
    void setShowTimestamps(bool show);
    /// A "[step] " prefix in the step's colour; on by default for sources with several steps.
    void setShowStepPrefix(bool show);
    bool showStepPrefix() const { return m_stepPrefix; }

    /// Occurrences of the query are highlighted in the visible rows.
    void setHighlight(const Logs::LogSearchQuery &query);
    /// The current find result: drawn marked and scrolled into view (pausing follow).
    void setCurrentLine(qint64 line);
    qint64 currentLine() const { return m_currentLine; }
    void scrollToLine(qint64 line);

    qint64 firstVisibleRow() const;
    /// Rows at least partly on screen.
    qint64 visibleRowCount() const;
    bool isAtBottom() const;

    /// Whole-line selection in source lines, inclusive; -1 when none.
    void selectLines(qint64 first, qint64 last);
    qint64 selectionFirst() const;
    qint64 selectionLast() const;
    /// The selected rows as shown (escapes removed), one per line.
    QString selectedText() const;
    /// Shows the line as indented JSON in a dialog; nullptr when it is not JSON.
    QDialog *showPrettyJson(qint64 line);
    QPushButton *jumpToLiveButton() const { return m_jumpButton; }

public Q_SLOTS:
    /// Refreshes the source, then updateRows().
    void refresh();
    /// Takes the source's (and filter's) current size: scrolls when following.
    void updateRows();
    void jumpToLive();
    void copy();
    void selectAll();

Q_SIGNALS:
    void followChanged(bool follow);
    void pausedRowsChanged(qint64 rows);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void changeEvent(QEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    struct RowLayout;
    void layoutRow(qint64 row, RowLayout &out, qreal width) const;
    qint64 rowAt(const QPoint &pos) const;
    int pageRows() const;
    void updateScrollBars();
    void setScrollValue(int value);
    void onUserScroll(int value);
    void updateJumpButton();
    QString rowText(qint64 row) const;
    QColor ansiColour(int index) const;
    QColor stepColour(int step) const;

    Logs::LogSource *m_source = nullptr;
    const std::vector<qint64> *m_filter = nullptr;
    qint64 m_rows = 0;
    bool m_follow = true;
    qint64 m_rowsAtPause = 0;
    bool m_wrap = false;
    bool m_timestamps = false;
    bool m_stepPrefix = false;
    bool m_stepPrefixSet = false;
    bool m_programmaticScroll = false;
    Logs::LogSearchQuery m_query;
    QRegularExpression m_queryRe;
    qint64 m_currentLine = -1;
    qint64 m_selAnchor = -1;
    qint64 m_selEnd = -1;
    int m_maxWidth = 0;
    std::vector<std::pair<qint64, int>> m_paintedRows; ///< row, bottom y of the last paint
    QPushButton *m_jumpButton = nullptr;
};

} // namespace TrainDeck::Ui
