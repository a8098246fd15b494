// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/stepinspection.h"
#include "core/support/result.h"

#include <QDialog>
#include <QFutureWatcher>
#include <QPointer>

#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;
class QTabWidget;

namespace TrainDeck {
class Backend;
}

namespace TrainDeck::Ui {

/// Inspect a step, as Docker Desktop, Podman Desktop and Headlamp show a container or pod:
/// its id (copyable), image, command, exit code and restarts, and tables of its env (secrets
/// masked by the backend), mounts and ports. Asks the backend (Backend::inspectStep) when
/// opened and on Refresh; the answer arrives later, the window never waits for it.
class StepInspectDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StepInspectDialog)

public:
    StepInspectDialog(Backend *backend,
                      const QString &job,
                      const QString &step,
                      QWidget *parent = nullptr);
    ~StepInspectDialog() override;

    QString job() const { return m_job; }
    QString step() const { return m_step; }
    /// Asks the backend again.
    void refresh();

    bool isLoading() const;
    /// The last answer, when it was not an error.
    const std::optional<StepInspection> &inspection() const { return m_inspection; }
    /// What the dialog says instead of the details: loading, or why the step cannot be
    /// inspected.
    QLabel *statusLabel() const { return m_status; }
    QLineEdit *idEdit() const { return m_id; }
    QPushButton *copyButton() const { return m_copy; }
    QLineEdit *imageEdit() const { return m_image; }
    QLineEdit *commandEdit() const { return m_command; }
    QLabel *exitCodeLabel() const { return m_exitCode; }
    QLabel *restartsLabel() const { return m_restarts; }
    QTabWidget *tables() const { return m_tabs; }
    QTableWidget *envTable() const { return m_env; }
    QTableWidget *mountsTable() const { return m_mounts; }
    QTableWidget *portsTable() const { return m_ports; }

Q_SIGNALS:
    /// The backend answered (successfully or not).
    void loaded();

private:
    void showResult(const Result<StepInspection> &result);
    void fill(const StepInspection &in);

    QPointer<Backend> m_backend;
    QString m_job;
    QString m_step;
    std::optional<StepInspection> m_inspection;
    QFutureWatcher<Result<StepInspection>> *m_watcher = nullptr;

    QLabel *m_status = nullptr;
    QWidget *m_details = nullptr;
    QLabel *m_idLabel = nullptr;
    QLineEdit *m_id = nullptr;
    QPushButton *m_copy = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_image = nullptr;
    QLineEdit *m_command = nullptr;
    QLineEdit *m_workingDir = nullptr;
    QLabel *m_state = nullptr;
    QLabel *m_exitCode = nullptr;
    QLabel *m_restarts = nullptr;
    QLabel *m_started = nullptr;
    QLabel *m_finished = nullptr;
    QLabel *m_truncated = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTableWidget *m_env = nullptr;
    QTableWidget *m_mounts = nullptr;
    QTableWidget *m_ports = nullptr;
    QPushButton *m_refresh = nullptr;
};

} // namespace TrainDeck::Ui
