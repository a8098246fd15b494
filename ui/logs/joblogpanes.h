// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QHash>
#include <QWidget>

#include <memory>

class QTabWidget;
class QTimer;

namespace TrainDeck::Logs {
class LogReader;
class MergedLogReader;
} // namespace TrainDeck::Logs

namespace TrainDeck::Ui {

class LogPane;

/// A job's logs: one LogPane per step in tabs (step order: initializers, then node-0..N),
/// plus a "Merged" tab that interleaves all steps by time with a coloured [step] prefix.
///
/// Reads the job's log folder (Backend::logDir(job)). One timer polls it (250 ms by
/// default): steps whose .log appears get a tab, and every pane picks up new lines; a burst
/// of output therefore costs one repaint per tick. The merged view is built the first time
/// its tab is shown.
class JobLogPanes final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobLogPanes)

public:
    explicit JobLogPanes(QWidget *parent = nullptr);
    explicit JobLogPanes(const QString &logDir, QWidget *parent = nullptr);
    ~JobLogPanes() override;

    /// Shows another job's logs (an empty string shows none).
    void setLogDir(const QString &logDir);
    QString logDir() const { return m_dir; }
    void setRefreshInterval(int ms);

    /// Brings the step's tab to the front; a step without output yet is opened as soon as
    /// its log appears. Returns whether the tab exists now.
    bool openStep(const QString &step);
    void openMerged();
    QStringList steps() const;
    LogPane *pane(const QString &step) const;
    LogPane *mergedPane() const { return m_mergedPane; }
    QTabWidget *tabs() const { return m_tabs; }

public Q_SLOTS:
    /// Looks for new steps and new lines now (the timer does this on its own).
    void poll();

Q_SIGNALS:
    void stepAdded(const QString &step);

private:
    void addStep(const QString &step);
    void onCurrentChanged(int index);

    QString m_dir;
    QTabWidget *m_tabs = nullptr;
    QTimer *m_timer = nullptr;
    QHash<QString, LogPane *> m_panes;
    QHash<QString, std::shared_ptr<Logs::LogReader>> m_readers;
    QStringList m_order;
    std::shared_ptr<Logs::MergedLogReader> m_merged;
    LogPane *m_mergedPane = nullptr;
    bool m_mergedActive = false;
    QString m_pendingStep;
};

} // namespace TrainDeck::Ui
