// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/backend.h"

#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QTimer;
class QToolButton;

namespace TrainDeck::Ui {

/// Picks the connection new jobs and the runtime list refer to, and keeps the state of the
/// chosen one in view: connected, connecting, lost (with the reason, a Retry button and an
/// automatic retry with exponential backoff) or offline (with a Connect button). Backends
/// are added by whoever creates them (Local today; Docker, Podman and later Kubernetes
/// contexts join the same list).
class ConnectionSelector final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConnectionSelector)

public:
    explicit ConnectionSelector(QWidget *parent = nullptr);
    ~ConnectionSelector() override;

    void addBackend(Backend *backend);
    QList<Backend *> backends() const;
    Backend *currentBackend() const;
    Backend *backend(const QString &connection) const;
    QString currentConnection() const;
    /// Selects by Backend::connection(); false when no such backend was added.
    bool setCurrentConnection(const QString &connection);

    /// First automatic retry after `initialMs`, doubling up to `maxMs`.
    void setBackoff(int initialMs, int maxMs);
    /// Milliseconds until the next automatic retry of `backend`, -1 when none is planned.
    int msUntilRetry(Backend *backend) const;
    int retryAttempts(Backend *backend) const;

    static QString stateText(Backend::ConnectionState state);
    QString stateLine() const;
    QToolButton *retryButton() const { return m_retry; }

public Q_SLOTS:
    /// Starts the current backend again at once (the Retry / Connect button).
    void retryNow();

Q_SIGNALS:
    void currentBackendChanged(TrainDeck::Backend *backend);
    void stateChanged(TrainDeck::Backend *backend,
                      TrainDeck::Backend::ConnectionState state,
                      const QString &reason);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Entry;
    Entry *entry(Backend *backend) const;
    void onStateChanged(Backend *backend, Backend::ConnectionState state, const QString &reason);
    void scheduleRetry(Entry &e);
    void refresh();
    void refreshItem(int index);

    QComboBox *m_combo = nullptr;
    QLabel *m_dot = nullptr;
    QLabel *m_state = nullptr;
    QToolButton *m_retry = nullptr;
    QTimer *m_countdown = nullptr;
    QList<Entry *> m_entries;
    int m_initialMs = 2000;
    int m_maxMs = 60000;
};

} // namespace TrainDeck::Ui
