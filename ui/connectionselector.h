// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/backend.h"
#include "core/backend/backendregistry.h"

#include <QPointer>
#include <QWidget>

#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QTimer;
class QToolButton;
class QWidgetAction;

namespace TrainDeck::Ui {

/// Picks the connection new jobs and the runtime list refer to, and keeps the state of the
/// chosen one in view: connected, connecting, lost (with the reason, a Retry button and an
/// automatic retry with exponential backoff) or offline (with a Connect button).
///
/// Two sorts of entry share the list: backends made by whoever owns them (Local, Docker,
/// Podman) and connection choices offered before their backend exists (one per Kubernetes
/// context, see Kubernetes::KubeContexts). A choice's backend is made through the factory
/// only when the user picks it (or it was the one selected when the app last closed), so
/// nothing connects to a cluster nobody chose. For a Kubernetes entry a namespace button
/// beside the list offers the namespaces its backend reports (Backend::namespaces(), asked
/// when the menu opens, never waited for) and takes a typed one; picking one selects, and if
/// needed makes, the backend of "<context>/<namespace>".
class ConnectionSelector final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConnectionSelector)

public:
    /// Makes, starts and hands back the backend of a choice; the caller keeps ownership, and
    /// may add it with addBackend() itself (it joins the choice's entry). nullptr when it
    /// cannot be made.
    using Factory = std::function<Backend *(const ConnectionChoice &)>;

    explicit ConnectionSelector(QWidget *parent = nullptr);
    ~ConnectionSelector() override;

    /// A backend made elsewhere; it takes the entry of a choice of the same connection that
    /// has no backend yet, else joins the list before the choices.
    void addBackend(Backend *backend);
    QList<Backend *> backends() const;
    Backend *currentBackend() const;
    Backend *backend(const QString &connection) const;
    QString currentConnection() const;
    /// Selects by connection: an added backend, a choice (making its backend), or
    /// "<context>/<namespace>" of a listed Kubernetes context (adding that entry and making
    /// its backend). False when none of these matches.
    bool setCurrentConnection(const QString &connection);

    void setConnectionFactory(Factory factory);
    /// Appends choices, in their order; one whose connection is listed already is skipped.
    /// None is made. A choice with an empty connection is a notice (its problem is shown;
    /// there is nothing to connect to).
    void addChoices(const QList<ConnectionChoice> &choices);
    /// Takes the entry of `connection` (a choice, with its backend if made) out of the list
    /// and lets go of its backend, which it returns (nullptr when none was made) for its
    /// owner to dispose of. Nothing when it is not listed.
    Backend *removeConnection(const QString &connection);
    /// Every choice listed, including the namespaces switched to, in list order.
    QList<ConnectionChoice> choices() const;
    /// For the current Kubernetes entry: selects "<its context>/<nameSpace>", making its
    /// backend if needed. False when the current entry is not a Kubernetes choice or
    /// `nameSpace` is not a namespace name (RFC 1123 label).
    bool switchNamespace(const QString &nameSpace);
    /// The namespace of the current Kubernetes entry; empty for other kinds.
    QString currentNamespace() const;

    /// First automatic retry after `initialMs`, doubling up to `maxMs`.
    void setBackoff(int initialMs, int maxMs);
    /// Milliseconds until the next automatic retry of `backend`, -1 when none is planned.
    int msUntilRetry(Backend *backend) const;
    int retryAttempts(Backend *backend) const;

    static QString stateText(Backend::ConnectionState state);
    QString stateLine() const;
    QToolButton *retryButton() const { return m_retry; }
    QComboBox *comboBox() const { return m_combo; }
    QToolButton *namespaceButton() const { return m_namespace; }
    QMenu *namespaceMenu() const { return m_namespaceMenu; }

public Q_SLOTS:
    /// Starts the current backend again at once (the Retry / Connect button); makes it first
    /// when the current entry is a choice without one.
    void retryNow();
    /// Fills the namespace menu: the typed entry at once, the backend's namespaces when it
    /// answers (called when the menu opens).
    void loadNamespaces();

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
    Entry *currentEntry() const;
    void attach(Entry *e, Backend *backend);
    bool makeBackend(int index);
    int addDerivedChoice(const QString &connection);
    void fillNamespaces(const Result<QStringList> &names);
    void onStateChanged(Backend *backend, Backend::ConnectionState state, const QString &reason);
    void scheduleRetry(Entry &e);
    void refresh();
    /// The combo grows to fit the names of the connections added.
    void fitComboToItems();
    void refreshItem(int index);

    QComboBox *m_combo = nullptr;
    QLabel *m_dot = nullptr;
    QLabel *m_state = nullptr;
    QToolButton *m_retry = nullptr;
    QToolButton *m_namespace = nullptr;
    QMenu *m_namespaceMenu = nullptr;
    QLineEdit *m_namespaceEdit = nullptr;
    QWidgetAction *m_namespaceTyped = nullptr; ///< holds m_namespaceEdit, kept across fills
    QTimer *m_countdown = nullptr;
    QList<Entry *> m_entries;
    Factory m_factory;
    Entry *m_making = nullptr;      ///< the choice whose backend the factory is making
    quint64 m_namespaceRequest = 0; ///< answers to older requests are dropped
    int m_initialMs = 2000;
    int m_maxMs = 60000;
};

} // namespace TrainDeck::Ui
