// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/trainjob.h"

#include <QObject>
#include <QPointer>

namespace TrainDeck {
class Backend;
class SecretStore;
struct JobSnapshot;
} // namespace TrainDeck

namespace TrainDeck::Ui {

class JobBuilderDialog;
class JobLogPanes;
class MainWindow;

/// Joins the main window to the job builder and the log panes: New, Import and every drop
/// open the builder on the current connection, Clone and a Re-run that needs secrets on the
/// job's own; the builder's "Runs on" is where its Submit goes, whatever the main window
/// selects meanwhile (the answer comes back asynchronously, errors are shown, never lost);
/// the job view's log area
/// is a JobLogPanes of the shown job, and a step activated in the steps table or the
/// architecture view opens that step's pane.
class AppController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AppController)

public:
    explicit AppController(MainWindow *window);
    ~AppController() override;

    /// The builder, opened if needed: for tests and the drop handlers. `target` selects where
    /// it runs; without one, a builder that was not open starts on the current connection
    /// and an open one keeps its choice.
    JobBuilderDialog *openBuilder(Backend *target = nullptr);
    JobBuilderDialog *builder() const;
    JobLogPanes *logPanes() const;
    QString lastError() const { return m_lastError; }
    /// Opens `job` in the builder on `connection` (where it ran; the current connection when
    /// that is not open here), with `notice` above its buttons: Clone and Re-run that need
    /// the user, from the window and from the run history.
    void cloneIntoBuilder(const TrainJob &job, const QString &notice, const QString &connection);
    /// Submits `job` to `target` as the builder does: errors are shown and reopen the builder
    /// with the job, success selects it in the window.
    void submitJob(const TrainJob &job, Backend *target) { submit(job, target); }
    /// Where the builder remembers tokens and keys when the user asks.
    SecretStore *secretStore() const { return m_secrets; }

Q_SIGNALS:
    /// A job from the builder was accepted by `connection` under `name`.
    void submitted(const QString &connection, const QString &name);
    void submitFailed(const QString &message);

private:
    void submit(const TrainJob &job, Backend *target);
    void fetchRuntimes(Backend *target);
    /// The target engine's images for the builder's image picker.
    void fetchImages(Backend *target);
    void showError(const QString &title, const QString &message);
    /// A new job starts with the preferences' pip index (a script job without one of its own).
    void applyNewJobDefaults();

    MainWindow *m_window;
    SecretStore *m_secrets;
    QPointer<JobBuilderDialog> m_builder;
    QPointer<JobLogPanes> m_panes;
    QString m_lastError;
};

} // namespace TrainDeck::Ui
