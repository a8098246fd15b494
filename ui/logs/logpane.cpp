// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/logs/logpane.h"

#include "libs/logs/logexport.h"
#include "libs/logs/logreader.h"
#include "libs/logs/mergedlogreader.h"
#include "ui/logs/logview.h"

#include <QAction>
#include <QFileDialog>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QProgressBar>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

using namespace TrainDeck::Logs;

namespace TrainDeck::Ui {

namespace {

QToolButton *toggle(QWidget *parent, const QString &text, const QString &tip, const QString &name)
{
    auto *b = new QToolButton(parent);
    b->setText(text);
    b->setToolTip(tip);
    b->setCheckable(true);
    b->setAutoRaise(true);
    b->setObjectName(name);
    return b;
}

} // namespace

LogPane::LogPane(std::shared_ptr<LogSource> source, QWidget *parent)
    : QWidget(parent)
    , m_source(std::move(source))
{
    m_view = new LogView(this);
    m_search = new LogSearch(this);

    m_find = new QLineEdit(this);
    m_find->setObjectName(QStringLiteral("find"));
    m_find->setPlaceholderText(tr("Find"));
    m_find->setClearButtonEnabled(true);
    m_find->setMinimumWidth(180);
    auto *prev = new QToolButton(this);
    prev->setArrowType(Qt::UpArrow);
    prev->setAutoRaise(true);
    prev->setToolTip(tr("Previous match (Shift+Enter)"));
    auto *next = new QToolButton(this);
    next->setArrowType(Qt::DownArrow);
    next->setAutoRaise(true);
    next->setToolTip(tr("Next match (Enter)"));
    m_matchLabel = new QLabel(this);
    m_matchLabel->setObjectName(QStringLiteral("matchCount"));
    m_matchLabel->setMinimumWidth(90);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1000);
    m_progress->setMaximumWidth(90);
    m_progress->setMaximumHeight(14);
    m_progress->setTextVisible(false);
    m_progress->hide();
    m_case = toggle(this, tr("Aa"), tr("Match case"), QStringLiteral("caseSensitive"));
    m_regex = toggle(this, tr(".*"), tr("Regular expression"), QStringLiteral("regex"));
    m_filter = toggle(this, tr("Filter"), tr("Show only matching lines"), QStringLiteral("filter"));
    m_wrap = toggle(this, tr("Wrap"), tr("Wrap long lines"), QStringLiteral("wrap"));
    m_timestamps
        = toggle(this, tr("Time"), tr("Show when each line arrived"), QStringLiteral("timestamps"));
    m_follow = toggle(
        this, tr("Follow"), tr("Keep showing the newest lines (End)"), QStringLiteral("follow"));
    m_follow->setChecked(true);
    auto *exportButton = new QToolButton(this);
    exportButton->setText(tr("Export"));
    exportButton->setAutoRaise(true);
    exportButton->setPopupMode(QToolButton::InstantPopup);
    auto *exportMenu = new QMenu(exportButton);
    exportMenu->addAction(
        tr("Visible Lines…"), this, [this] { exportWithDialog(ExportScope::Visible); });
    exportMenu->addAction(
        tr("Filtered Lines…"), this, [this] { exportWithDialog(ExportScope::Filtered); });
    exportMenu->addAction(tr("Whole Log…"), this, [this] { exportWithDialog(ExportScope::Whole); });
    exportButton->setMenu(exportMenu);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(2, 2, 2, 2);
    bar->setSpacing(2);
    bar->addWidget(m_find);
    bar->addWidget(prev);
    bar->addWidget(next);
    bar->addWidget(m_case);
    bar->addWidget(m_regex);
    bar->addWidget(m_matchLabel);
    bar->addWidget(m_progress);
    bar->addWidget(m_filter);
    bar->addStretch();
    bar->addWidget(m_wrap);
    bar->addWidget(m_timestamps);
    bar->addWidget(m_follow);
    bar->addWidget(exportButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);

    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(250);
    connect(m_debounce, &QTimer::timeout, this, &LogPane::applyQueryFromUi);
    connect(m_find, &QLineEdit::textChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(m_find, &QLineEdit::returnPressed, this, [this] {
        if (m_debounce->isActive() || m_find->text() != m_query.pattern) {
            m_debounce->stop();
            applyQueryFromUi();
        } else if (QGuiApplication::keyboardModifiers() & Qt::ShiftModifier) {
            findPrevious();
        } else {
            findNext();
        }
    });
    connect(prev, &QToolButton::clicked, this, &LogPane::findPrevious);
    connect(next, &QToolButton::clicked, this, &LogPane::findNext);
    connect(m_case, &QToolButton::toggled, this, &LogPane::applyQueryFromUi);
    connect(m_regex, &QToolButton::toggled, this, &LogPane::applyQueryFromUi);
    connect(m_filter, &QToolButton::toggled, this, &LogPane::setFilterEnabled);
    connect(m_wrap, &QToolButton::toggled, m_view, &LogView::setWrap);
    connect(m_timestamps, &QToolButton::toggled, m_view, &LogView::setShowTimestamps);
    connect(m_follow, &QToolButton::clicked, this, [this](bool on) {
        if (on)
            m_view->jumpToLive();
        else
            m_view->setFollow(false);
    });
    connect(m_view, &LogView::followChanged, m_follow, &QToolButton::setChecked);
    connect(m_search, &LogSearch::progressChanged, m_progress, &QProgressBar::setValue);
    connect(m_search, &LogSearch::finished, this, &LogPane::onSearchFinished);
    const QList<KeyShortcut> keys = shortcuts();
    connect(keys[FindShortcut].addTo(this, Qt::WidgetWithChildrenShortcut),
            &QAction::triggered,
            this,
            &LogPane::focusFind);
    connect(keys[FindNextShortcut].addTo(this, Qt::WidgetWithChildrenShortcut),
            &QAction::triggered,
            this,
            &LogPane::findNext);
    connect(keys[FindPreviousShortcut].addTo(this, Qt::WidgetWithChildrenShortcut),
            &QAction::triggered,
            this,
            &LogPane::findPrevious);

    m_view->setSource(m_source.get());
    updateMatchLabel();
}

QList<KeyShortcut> LogPane::shortcuts()
{
    return {
        {tr("Find in Log"), {QKeySequence::Find}, tr("Type what to find in the log shown")},
        {tr("Next Match"), {QKeySequence::FindNext}, tr("Go to the next line that matches")},
        {tr("Previous Match"),
         {QKeySequence::FindPrevious},
         tr("Go to the previous line that matches")},
    };
}

LogPane::~LogPane()
{
    m_view->setSource(nullptr);
}

void LogPane::focusFind()
{
    m_find->setFocus();
    m_find->selectAll();
}

void LogPane::applyQueryFromUi()
{
    setQuery({m_find->text(), m_case->isChecked(), m_regex->isChecked()});
}

void LogPane::setQuery(const LogSearchQuery &query)
{
    if (m_find->text() != query.pattern) {
        const QSignalBlocker block(m_find);
        m_find->setText(query.pattern);
    }
    {
        const QSignalBlocker b1(m_case);
        const QSignalBlocker b2(m_regex);
        m_case->setChecked(query.caseSensitive);
        m_regex->setChecked(query.regex);
    }
    m_debounce->stop();
    m_query = query;
    m_error.clear();
    m_matches.clear();
    m_stepMatches.clear();
    m_searched.clear();
    m_current = -1;
    m_view->setCurrentLine(-1);
    m_view->setHighlight(query);
    m_search->cancel();
    if (query.isEmpty()) {
        m_progress->hide();
        m_view->updateRows();
        updateMatchLabel();
        Q_EMIT searchFinished();
        return;
    }
    startSearch(false);
}

bool LogPane::isSearching() const
{
    return m_search->isRunning();
}

void LogPane::startSearch(bool incremental)
{
    QList<LogSearchRange> ranges;
    m_pendingEnd.clear();
    if (auto *merged = dynamic_cast<MergedLogReader *>(m_source.get())) {
        for (int s = 0; s < merged->stepCount(); ++s) {
            // Only what the merge holds: the merged index of every match must exist.
            const LogReader &r = merged->reader(s);
            const qint64 lo = merged->mergedLineCount(s);
            const qint64 from = incremental && size_t(s) < m_searched.size()
                                    ? qMax<qint64>(0, m_searched[size_t(s)] - 1)
                                    : 0;
            LogSearchRange range = LogSearch::rangeOf(r, from);
            range.endOffset = r.lineOffset(lo);
            if (lo == r.lineCount())
                range.endOffset = r.byteSize();
            ranges.append(range);
            m_pendingEnd.push_back(lo);
        }
    } else if (auto *reader = dynamic_cast<LogReader *>(m_source.get())) {
        const qint64 from
            = incremental && !m_searched.empty() ? qMax<qint64>(0, m_searched[0] - 1) : 0;
        ranges.append(LogSearch::rangeOf(*reader, from));
        m_pendingEnd.push_back(reader->lineCount());
    }
    m_incremental = incremental;
    if (!incremental) {
        m_progress->setValue(0);
        m_progress->show();
    }
    m_search->start(ranges, m_query);
    updateMatchLabel();
}

void LogPane::onSearchFinished(bool ok)
{
    m_progress->hide();
    if (!ok) {
        // An invalid pattern: say so instead of a count.
        if (m_query.regex && !QRegularExpression(m_query.pattern).isValid())
            m_error = tr("Invalid pattern");
        updateMatchLabel();
        return;
    }
    const LogSearch::Results &results = m_search->results();
    auto *merged = dynamic_cast<MergedLogReader *>(m_source.get());
    m_stepMatches.resize(results.size());
    m_searched.resize(results.size());
    std::vector<qint64> added;
    for (size_t s = 0; s < results.size(); ++s) {
        std::vector<qint64> &have = m_stepMatches[s];
        // An incremental search repeats the last line (it may have grown): skip repeats.
        for (qint64 line : results[s]) {
            if (!have.empty() && line <= have.back())
                continue;
            have.push_back(line);
            added.push_back(merged ? merged->mergedIndexOf(int(s), line) : line);
        }
        m_searched[s] = m_pendingEnd[s];
    }
    std::sort(added.begin(), added.end());
    if (!added.empty() && !m_matches.empty() && added.front() < m_matches.back()) {
        m_matches.insert(m_matches.end(), added.begin(), added.end());
        std::sort(m_matches.begin(), m_matches.end());
    } else {
        m_matches.insert(m_matches.end(), added.begin(), added.end());
    }
    m_view->updateRows();
    if (!m_incremental && m_current < 0 && !m_matches.empty() && !m_view->follow())
        goToMatch(0);
    updateMatchLabel();
    Q_EMIT searchFinished();
}

void LogPane::refresh()
{
    m_source->refresh();
    m_view->updateRows();
    if (m_query.isEmpty() || m_search->isRunning() || !m_error.isEmpty())
        return;
    // Search the lines that arrived since the last search.
    bool grew = false;
    if (auto *merged = dynamic_cast<MergedLogReader *>(m_source.get())) {
        for (int s = 0; s < merged->stepCount(); ++s)
            grew = grew || size_t(s) >= m_searched.size()
                   || merged->reader(s).lineCount() > m_searched[size_t(s)];
    } else {
        grew = m_searched.empty() || m_source->lineCount() > m_searched[0];
    }
    if (grew)
        startSearch(true);
}

void LogPane::setFilterEnabled(bool on)
{
    if (m_filter->isChecked() != on) {
        const QSignalBlocker block(m_filter);
        m_filter->setChecked(on);
    }
    m_view->setFilter(on ? &m_matches : nullptr);
}

bool LogPane::filterEnabled() const
{
    return m_view->isFiltered();
}

void LogPane::goToMatch(qint64 index)
{
    if (m_matches.empty())
        return;
    m_current
        = (index % qint64(m_matches.size()) + qint64(m_matches.size())) % qint64(m_matches.size());
    m_view->setCurrentLine(m_matches[size_t(m_current)]);
    updateMatchLabel();
}

void LogPane::findNext()
{
    if (m_matches.empty())
        return;
    if (m_current >= 0) {
        goToMatch(m_current + 1);
        return;
    }
    // From the top of the screen.
    const qint64 from = m_view->lineAtRow(m_view->firstVisibleRow());
    const auto it = std::lower_bound(m_matches.begin(), m_matches.end(), from);
    goToMatch(it == m_matches.end() ? 0 : it - m_matches.begin());
}

void LogPane::findPrevious()
{
    if (m_matches.empty())
        return;
    if (m_current >= 0) {
        goToMatch(m_current - 1);
        return;
    }
    const qint64 from = m_view->lineAtRow(m_view->firstVisibleRow());
    const auto it = std::lower_bound(m_matches.begin(), m_matches.end(), from);
    goToMatch(it == m_matches.begin() ? qint64(m_matches.size()) - 1
                                      : (it - m_matches.begin()) - 1);
}

void LogPane::updateMatchLabel()
{
    const QLocale locale;
    if (!m_error.isEmpty())
        m_matchLabel->setText(m_error);
    else if (m_query.isEmpty())
        m_matchLabel->clear();
    else if (m_search->isRunning() && !m_incremental)
        m_matchLabel->setText(tr("Searching…"));
    else if (m_matches.empty())
        m_matchLabel->setText(tr("No matches"));
    else if (m_current >= 0)
        m_matchLabel->setText(
            tr("%1 of %2")
                .arg(locale.toString(m_current + 1), locale.toString(qint64(m_matches.size()))));
    else
        m_matchLabel->setText(
            tr("%n match(es)", nullptr, int(qMin<qint64>(qint64(m_matches.size()), INT_MAX))));
}

Result<void> LogPane::exportTo(ExportScope scope, const QString &path) const
{
    const bool prefix = m_source->stepNames().size() > 1;
    const std::vector<qint64> *filter = m_view->isFiltered() ? &m_matches : nullptr;
    switch (scope) {
    case ExportScope::Visible: {
        const qint64 first = m_view->firstVisibleRow();
        return LogExport::lineRange(
            *m_source, filter, first, first + m_view->visibleRowCount() - 1, path, prefix);
    }
    case ExportScope::Filtered:
        if (filter)
            return LogExport::lines(*m_source, filter, path, prefix);
        Q_FALLTHROUGH();
    case ExportScope::Whole:
        if (auto *reader = dynamic_cast<const LogReader *>(m_source.get()))
            return LogExport::wholeStep(*reader, path);
        return LogExport::lines(*m_source, nullptr, path, prefix);
    }
    return {};
}

void LogPane::exportWithDialog(ExportScope scope)
{
    const QString step
        = m_source->stepNames().size() == 1 ? m_source->stepNames().first() : tr("merged");
    const QString path = QFileDialog::getSaveFileName(this,
                                                      tr("Export Log"),
                                                      step + QStringLiteral(".log"),
                                                      tr("Log files (*.log *.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    if (const Result<void> r = exportTo(scope, path); !r)
        QMessageBox::warning(this, tr("Export Log"), r.error().message);
}

} // namespace TrainDeck::Ui
