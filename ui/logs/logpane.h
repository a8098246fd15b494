// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"
#include "libs/logs/logsearch.h"
#include "ui/keyshortcut.h"

#include <QWidget>

#include <memory>
#include <vector>

class QLabel;
class QLineEdit;
class QProgressBar;
class QTimer;
class QToolButton;

namespace TrainDeck::Logs {
class LogSource;
} // namespace TrainDeck::Logs

namespace TrainDeck::Ui {

class LogView;

/// A LogView with its toolbar: find (next/previous, match count, case and regex options),
/// filter, wrap, timestamps, follow / jump to live, and export.
///
/// Finding runs in Logs::LogSearch (a worker) with a progress bar; new lines are searched
/// incrementally as refresh() brings them. The source is a Logs::LogReader (one step) or a
/// Logs::MergedLogReader (several, each searched in its own file and mapped to merged lines).
class LogPane final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogPane)

public:
    enum class ExportScope {
        Visible,  ///< the rows on screen
        Filtered, ///< the rows the filter shows (every line when no filter is on)
        Whole,    ///< the whole log: the step's bytes exactly, or every merged line
    };
    Q_ENUM(ExportScope)

    explicit LogPane(std::shared_ptr<Logs::LogSource> source, QWidget *parent = nullptr);
    ~LogPane() override;

    /// The pane's own shortcuts, in the order FindShortcut, FindNextShortcut,
    /// FindPreviousShortcut; its actions are made from this list (F1 shows it).
    enum ShortcutId { FindShortcut, FindNextShortcut, FindPreviousShortcut };
    static QList<KeyShortcut> shortcuts();

    LogView *view() const { return m_view; }
    Logs::LogSource *source() const { return m_source.get(); }

    /// Starts a search for `query` (an empty pattern clears it).
    void setQuery(const Logs::LogSearchQuery &query);
    Logs::LogSearchQuery query() const { return m_query; }
    bool isSearching() const;
    /// Matching source lines, ascending, as far as searched.
    const std::vector<qint64> &matches() const { return m_matches; }
    /// Index into matches() of the current match, -1 when none.
    qint64 currentMatch() const { return m_current; }
    void setFilterEnabled(bool on);
    bool filterEnabled() const;

    Result<void> exportTo(ExportScope scope, const QString &path) const;

public Q_SLOTS:
    /// Picks up new lines: refreshes the source, the view and the search.
    void refresh();
    void findNext();
    void findPrevious();
    void focusFind();

Q_SIGNALS:
    /// A search (full or incremental) finished and matches() is up to date.
    void searchFinished();

private:
    void startSearch(bool incremental);
    void onSearchFinished(bool ok);
    void applyQueryFromUi();
    void updateMatchLabel();
    void exportWithDialog(ExportScope scope);
    void goToMatch(qint64 index);

    std::shared_ptr<Logs::LogSource> m_source;
    LogView *m_view = nullptr;
    Logs::LogSearch *m_search = nullptr;
    QLineEdit *m_find = nullptr;
    QLabel *m_matchLabel = nullptr;
    QProgressBar *m_progress = nullptr;
    QToolButton *m_case = nullptr;
    QToolButton *m_regex = nullptr;
    QToolButton *m_filter = nullptr;
    QToolButton *m_wrap = nullptr;
    QToolButton *m_timestamps = nullptr;
    QToolButton *m_follow = nullptr;
    QTimer *m_debounce = nullptr;

    Logs::LogSearchQuery m_query;
    QString m_error;
    std::vector<qint64> m_matches;
    std::vector<std::vector<qint64>> m_stepMatches; ///< per step, the step's own lines
    std::vector<qint64> m_searched;                 ///< per step, lines searched so far
    std::vector<qint64> m_pendingEnd;               ///< per step, lines the running search covers
    bool m_incremental = false;
    qint64 m_current = -1;
};

} // namespace TrainDeck::Ui
