// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/logs/joblogpanes.h"

#include "libs/logs/logformat.h"
#include "libs/logs/logreader.h"
#include "libs/logs/mergedlogreader.h"
#include "ui/logs/logpane.h"

#include <QLabel>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

using namespace TrainDeck::Logs;

namespace TrainDeck::Ui {

JobLogPanes::JobLogPanes(QWidget *parent)
    : QWidget(parent)
{
    m_tabs = new QTabWidget(this);
    m_tabs->setDocumentMode(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    m_timer = new QTimer(this);
    m_timer->setInterval(250);
    connect(m_timer, &QTimer::timeout, this, &JobLogPanes::poll);
    connect(m_tabs, &QTabWidget::currentChanged, this, &JobLogPanes::onCurrentChanged);
}

JobLogPanes::JobLogPanes(const QString &logDir, QWidget *parent)
    : JobLogPanes(parent)
{
    setLogDir(logDir);
}

JobLogPanes::~JobLogPanes() = default;

void JobLogPanes::setRefreshInterval(int ms)
{
    m_timer->setInterval(ms);
}

void JobLogPanes::setLogDir(const QString &logDir)
{
    m_timer->stop();
    while (m_tabs->count() > 0) {
        QWidget *w = m_tabs->widget(0);
        m_tabs->removeTab(0);
        delete w;
    }
    m_panes.clear();
    m_readers.clear();
    m_order.clear();
    m_mergedPane = nullptr;
    m_merged.reset();
    m_mergedActive = false;
    m_pendingStep.clear();
    m_dir = logDir;
    if (m_dir.isEmpty())
        return;
    m_merged = std::make_shared<MergedLogReader>();
    m_mergedPane = new LogPane(m_merged, this);
    m_mergedPane->setObjectName(QStringLiteral("merged"));
    {
        // Not "shown" yet: the merge starts when the user picks the tab.
        const QSignalBlocker block(m_tabs);
        m_tabs->addTab(m_mergedPane, tr("Merged"));
    }
    poll();
    m_timer->start();
}

QStringList JobLogPanes::steps() const
{
    return m_order;
}

LogPane *JobLogPanes::pane(const QString &step) const
{
    return m_panes.value(step);
}

void JobLogPanes::addStep(const QString &step)
{
    auto reader = std::make_shared<LogReader>(LogReader::forStep(m_dir, step));
    auto *pane = new LogPane(reader, this);
    pane->setObjectName(step);
    // Tabs in step order; the merged tab stays last.
    qsizetype at = 0;
    while (at < m_order.size() && LogFormat::stepLess(m_order[at], step))
        ++at;
    m_order.insert(at, step);
    m_readers.insert(step, reader);
    m_panes.insert(step, pane);
    {
        const QSignalBlocker block(m_tabs);
        m_tabs->insertTab(int(at), pane, step);
        if (m_order.size() == 1)
            m_tabs->setCurrentWidget(pane); // the first step, not the merged view
    }
    // The merged reader takes steps in arrival order; it orders lines by time anyway.
    m_merged->addReader(reader, step);
    Q_EMIT stepAdded(step);
}

void JobLogPanes::poll()
{
    if (m_dir.isEmpty())
        return;
    for (const QString &step : LogFormat::steps(m_dir)) {
        if (!m_panes.contains(step))
            addStep(step);
    }
    for (LogPane *pane : std::as_const(m_panes))
        pane->refresh();
    if (m_mergedActive)
        m_mergedPane->refresh();
    if (!m_pendingStep.isEmpty() && m_panes.contains(m_pendingStep))
        openStep(m_pendingStep);
}

bool JobLogPanes::openStep(const QString &step)
{
    LogPane *p = m_panes.value(step);
    if (!p) {
        m_pendingStep = step;
        return false;
    }
    m_pendingStep.clear();
    m_tabs->setCurrentWidget(p);
    return true;
}

void JobLogPanes::openMerged()
{
    if (m_mergedPane)
        m_tabs->setCurrentWidget(m_mergedPane);
}

void JobLogPanes::onCurrentChanged(int index)
{
    if (m_mergedPane && m_tabs->widget(index) == m_mergedPane && !m_mergedActive) {
        m_mergedActive = true;
        m_mergedPane->refresh();
    }
}

} // namespace TrainDeck::Ui
