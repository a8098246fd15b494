// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/preferences.h"

#include <QDialog>
#include <QFutureWatcher>

#include <functional>

class QAction;
class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTabWidget;

namespace TrainDeck::Ui {

/// Settings ▸ Preferences… (Ctrl+,): the Models::Preferences in four tabs. OK and Apply
/// validate every field and save them; a refused value is named in the message line and the
/// dialog stays open with nothing of it saved. The theme and the notifications take effect at
/// once, the language for windows opened from then on, the pull policy and kubeconfig files
/// for connections made from then on. The data folder moves with its own button (see
/// docs/preferences.md): the copy runs in a worker thread with a progress bar and can be
/// cancelled (Cancel Move, or the dialog's Cancel and Escape while it runs); the window stays
/// responsive however large the folder is.
class PreferencesDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PreferencesDialog)

public:
    /// A connection the default may be: Backend::connection() and what the list shows.
    struct Connection
    {
        QString connection;
        QString displayName;
    };

    PreferencesDialog(Models::Preferences *preferences, QWidget *parent = nullptr);
    ~PreferencesDialog() override;

    /// The connections offered as the default, besides "the last one used".
    void setConnections(const QList<Connection> &connections);
    /// How many jobs run or wait now: a data folder move is refused while any does.
    void setActiveJobs(std::function<int()> count) { m_activeJobs = std::move(count); }
    /// Connection ▸ Add Connection…, offered for engines beyond discovery.
    void setAddEngineAction(QAction *action);

    /// Validates and saves every field; false (with the message shown) when one is refused.
    bool apply();
    /// Starts moving the data folder to what the field names; false with the reason shown when
    /// it is refused at once. The move goes on in a worker; moveFinished() says how it ended.
    bool moveDataFolder();
    /// Cancels a move that runs; what it copied so far is removed.
    void cancelMove();
    bool isMoving() const { return m_moveWatcher != nullptr; }
    /// The message line: what was refused and what to do, or what was done.
    QString message() const;
    QTabWidget *tabs() const { return m_tabs; }

public Q_SLOTS:
    void accept() override;
    /// Cancel and Escape: while the data folder is being moved, they cancel the move first.
    void reject() override;

Q_SIGNALS:
    /// A move started by moveDataFolder() ended: switched (true), or refused, failed or
    /// cancelled with the message shown (false).
    void moveFinished(bool moved);

private:
    QWidget *generalPage();
    QWidget *dataPage();
    QWidget *notificationsPage();
    QWidget *enginesPage();
    void load();
    void say(const QString &text, bool error);
    void setMoving(bool moving);
    void moveDone();

    Models::Preferences *m_preferences;
    std::function<int()> m_activeJobs;
    QTabWidget *m_tabs = nullptr;
    QComboBox *m_connection = nullptr;
    QComboBox *m_language = nullptr;
    QComboBox *m_theme = nullptr;
    QLabel *m_dataFolder = nullptr;
    QLineEdit *m_newDataFolder = nullptr;
    QPushButton *m_move = nullptr;
    QPushButton *m_browse = nullptr;
    QPushButton *m_cancelMove = nullptr;
    QProgressBar *m_moveProgress = nullptr;
    QFutureWatcher<Result<int>> *m_moveWatcher = nullptr;
    QString m_moveFrom;
    QString m_moveTarget;
    bool m_moveMadeTarget = false;
    QSpinBox *m_retentionDays = nullptr;
    QSpinBox *m_retentionMiB = nullptr;
    QCheckBox *m_onCompleted = nullptr;
    QCheckBox *m_onFailed = nullptr;
    QCheckBox *m_onStalled = nullptr;
    QSpinBox *m_stallMinutes = nullptr;
    QLineEdit *m_pipIndex = nullptr;
    QComboBox *m_pullPolicy = nullptr;
    QPlainTextEdit *m_kubeconfigs = nullptr;
    QPushButton *m_addEngine = nullptr;
    QLabel *m_message = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace TrainDeck::Ui
