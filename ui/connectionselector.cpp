// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/connectionselector.h"

#include "ui/statuscolors.h"
#include "ui/themedicon.h"

#include <QComboBox>
#include <QDeadlineTimer>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPainter>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QWidgetAction>

#include <optional>

namespace TrainDeck::Ui {

struct ConnectionSelector::Entry
{
    QPointer<Backend> backend;
    /// Offered before its backend existed (a Kubernetes context); the backend is made from it.
    std::optional<ConnectionChoice> choice;
    bool makeFailed = false; ///< the factory could not make it
    QTimer *timer = nullptr; ///< the next automatic retry
    int attempts = 0;
    Backend::ConnectionState state = Backend::ConnectionState::Offline;
    QString reason;
    QString warning; ///< Backend::connectionWarning(): no TLS, or TLS without checks
};

namespace {

StatusColors::Tone toneOf(Backend::ConnectionState state, bool warned = false)
{
    switch (state) {
    case Backend::ConnectionState::Connected:
        return warned ? StatusColors::Tone::Warning : StatusColors::Tone::Good;
    case Backend::ConnectionState::Connecting:
        return StatusColors::Tone::Busy;
    case Backend::ConnectionState::Lost:
        return StatusColors::Tone::Bad;
    case Backend::ConnectionState::Offline:
        break;
    }
    return StatusColors::Tone::Neutral;
}

QPixmap dot(const QColor &color, int size)
{
    QPixmap pm(size, size);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawEllipse(QRectF(1, 1, size - 2, size - 2));
    return pm;
}

/// A Kubernetes namespace name (an RFC 1123 label), as the API server accepts it.
const QRegularExpression &namespacePattern()
{
    static const QRegularExpression re(QStringLiteral("^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$"));
    return re;
}

/// "<context>" of "<context>/<namespace>": a namespace has no '/', a context may.
QString contextOf(const QString &connection)
{
    const qsizetype slash = connection.lastIndexOf(u'/');
    return slash > 0 ? connection.left(slash) : QString();
}

/// The problem on one line, for the state line (the tooltip keeps its lines).
QString oneLine(const QString &text)
{
    QStringList lines = text.split(u'\n', Qt::SkipEmptyParts);
    for (QString &l : lines)
        l = l.trimmed();
    lines.removeAll(QString());
    return lines.join(QStringLiteral(" — "));
}

} // namespace

ConnectionSelector::ConnectionSelector(QWidget *parent)
    : QWidget(parent)
    , m_combo(new QComboBox(this))
    , m_dot(new QLabel(this))
    , m_state(new QLabel(this))
    , m_retry(new QToolButton(this))
    , m_namespace(new QToolButton(this))
    , m_namespaceMenu(new QMenu(this))
    , m_namespaceEdit(new QLineEdit(this))
    , m_countdown(new QTimer(this))
{
    setObjectName(QStringLiteral("connectionSelector"));
    m_combo->setObjectName(QStringLiteral("connectionCombo"));
    m_combo->setMinimumWidth(160);
    m_combo->setToolTip(tr("Where jobs run: this computer, a container engine or a cluster"));
    m_state->setObjectName(QStringLiteral("connectionState"));
    m_state->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_retry->setObjectName(QStringLiteral("connectionRetry"));
    m_retry->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_retry->setAutoRaise(true);
    m_retry->hide();
    m_namespace->setObjectName(QStringLiteral("connectionNamespace"));
    m_namespace->setPopupMode(QToolButton::InstantPopup);
    m_namespace->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_namespace->setToolTip(tr("The namespace jobs are listed in and submitted to; pick or "
                               "type another"));
    m_namespace->setMenu(m_namespaceMenu);
    m_namespace->hide();
    m_namespaceMenu->setObjectName(QStringLiteral("connectionNamespaceMenu"));
    m_namespaceEdit->setObjectName(QStringLiteral("connectionNamespaceEdit"));
    m_namespaceEdit->setPlaceholderText(tr("Type a namespace, then Enter"));
    m_namespaceEdit->setMinimumWidth(
        m_namespaceEdit->fontMetrics().horizontalAdvance(m_namespaceEdit->placeholderText()) + 40);
    m_namespaceEdit->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[a-z0-9][-a-z0-9]{0,62}")), m_namespaceEdit));
    connect(m_namespaceEdit, &QLineEdit::returnPressed, this, [this] {
        const QString typed = m_namespaceEdit->text().trimmed();
        if (!namespacePattern().match(typed).hasMatch())
            return; // e.g. ends in '-': the user finishes typing
        m_namespaceMenu->close();
        switchNamespace(typed);
    });
    m_namespaceTyped = new QWidgetAction(m_namespaceMenu);
    m_namespaceTyped->setDefaultWidget(m_namespaceEdit);
    m_namespaceMenu->addAction(m_namespaceTyped);
    // The clear button's icon comes through the icon theme, several milliseconds at start-up
    // (docs/startup.md): it is set when the menu opens, which only a cluster connection has.
    // Setting it again does nothing.
    connect(m_namespaceMenu, &QMenu::aboutToShow, this, [this] {
        m_namespaceEdit->setClearButtonEnabled(true);
    });
    connect(m_namespaceMenu, &QMenu::aboutToShow, this, &ConnectionSelector::loadNamespaces);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 0);
    layout->setSpacing(6);
    auto *icon = new QLabel(this);
    icon->setObjectName(QStringLiteral("connectionIcon"));
    layout->addWidget(icon);
    layout->addWidget(m_combo);
    layout->addWidget(m_namespace);
    layout->addWidget(m_dot);
    layout->addWidget(m_state, 1);
    layout->addWidget(m_retry);

    m_countdown->setInterval(1000);
    connect(m_countdown, &QTimer::timeout, this, &ConnectionSelector::refresh);
    connect(m_combo, &QComboBox::currentIndexChanged, this, [this] {
        refresh();
        Q_EMIT currentBackendChanged(currentBackend());
    });
    // Only a user's pick makes a choice's backend: the combo also selects its first item on
    // its own, and that must not connect to a cluster.
    connect(m_combo, &QComboBox::activated, this, [this](int index) { makeBackend(index); });
    connect(m_retry, &QToolButton::clicked, this, &ConnectionSelector::retryNow);
    refresh();
}

ConnectionSelector::~ConnectionSelector()
{
    qDeleteAll(m_entries);
}

void ConnectionSelector::fitComboToItems()
{
    // Set with the first connection rather than when made: the policy makes the combo's popup
    // (a list view) at once, 1.8 ms before the window could appear (docs/startup.md), and the
    // combo is empty until the backends come, after the first paint.
    if (m_combo->sizeAdjustPolicy() != QComboBox::AdjustToContents)
        m_combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
}

void ConnectionSelector::addBackend(Backend *backend)
{
    if (!backend || entry(backend))
        return;
    Entry *target = m_making && !m_making->backend ? m_making : nullptr;
    for (Entry *e : std::as_const(m_entries)) {
        if (target)
            break;
        if (e->choice && !e->backend && !e->choice->connection.isEmpty()
            && e->choice->connection == backend->connection())
            target = e;
    }
    if (target) {
        attach(target, backend);
        const int i = int(m_entries.indexOf(target));
        refreshItem(i);
        refresh();
        if (i == m_combo->currentIndex())
            Q_EMIT currentBackendChanged(backend);
        return;
    }
    auto *e = new Entry;
    e->timer = new QTimer(this);
    e->timer->setSingleShot(true);
    // Made backends come before the choices, whatever order they arrive in.
    int at = 0;
    while (at < m_entries.size() && !m_entries.at(at)->choice)
        ++at;
    m_entries.insert(at, e);
    attach(e, backend);
    // The first item becomes current, which emits currentBackendChanged through the combo.
    fitComboToItems();
    m_combo->insertItem(at, backend->displayName(), backend->connection());
    refreshItem(at);
    refresh();
}

void ConnectionSelector::attach(Entry *e, Backend *backend)
{
    e->backend = backend;
    e->makeFailed = false;
    e->attempts = 0;
    e->state = backend->connectionState();
    e->reason = backend->connectionReason();
    e->warning = backend->connectionWarning();
    connect(e->timer, &QTimer::timeout, backend, [backend] { backend->start(); });
    connect(backend,
            &Backend::connectionChanged,
            this,
            [this, backend](Backend::ConnectionState state, const QString &reason) {
                onStateChanged(backend, state, reason);
            });
    connect(backend, &QObject::destroyed, this, [this, e] {
        const int i = int(m_entries.indexOf(e));
        if (i < 0)
            return;
        e->timer->stop();
        e->timer->disconnect();
        if (e->choice) {
            // The choice stays: picking it again makes a new backend.
            e->backend = nullptr;
            e->state = Backend::ConnectionState::Offline;
            e->reason.clear();
            e->warning.clear();
            refreshItem(i);
            refresh();
            return;
        }
        m_entries.removeAt(i);
        e->timer->deleteLater();
        delete e;
        m_combo->removeItem(i);
    });
    if (e->state == Backend::ConnectionState::Lost)
        scheduleRetry(*e);
}

void ConnectionSelector::setConnectionFactory(Factory factory)
{
    m_factory = std::move(factory);
}

void ConnectionSelector::addChoices(const QList<ConnectionChoice> &choices)
{
    for (const ConnectionChoice &c : choices) {
        if (!c.connection.isEmpty() && m_combo->findData(c.connection) >= 0)
            continue;
        auto *e = new Entry;
        e->timer = new QTimer(this);
        e->timer->setSingleShot(true);
        e->choice = c;
        m_entries.append(e);
        fitComboToItems();
        m_combo->addItem(c.displayName, c.connection);
        refreshItem(m_combo->count() - 1);
    }
    refresh();
}

Backend *ConnectionSelector::removeConnection(const QString &connection)
{
    const int i = m_combo->findData(connection);
    if (connection.isEmpty() || i < 0 || i >= m_entries.size())
        return nullptr;
    Entry *e = m_entries.at(i);
    Backend *backend = e->backend;
    e->timer->stop();
    e->timer->disconnect();
    if (backend)
        disconnect(backend, nullptr, this, nullptr);
    if (m_making == e)
        m_making = nullptr;
    m_entries.removeAt(i);
    e->timer->deleteLater();
    delete e;
    m_combo->removeItem(i);
    refresh();
    return backend;
}

QList<ConnectionChoice> ConnectionSelector::choices() const
{
    QList<ConnectionChoice> out;
    for (const Entry *e : m_entries) {
        if (e->choice)
            out << *e->choice;
    }
    return out;
}

bool ConnectionSelector::makeBackend(int index)
{
    if (index < 0 || index >= m_entries.size())
        return false;
    Entry *e = m_entries.at(index);
    if (e->backend)
        return true;
    if (!e->choice || e->choice->connection.isEmpty() || !m_factory)
        return false;
    m_making = e;
    Backend *made = m_factory(*e->choice);
    m_making = nullptr;
    if (!made) {
        e->makeFailed = true;
        refreshItem(index);
        refresh();
        return false;
    }
    if (!e->backend)
        addBackend(made); // joins `e`: the factory did not add it itself
    return e->backend == made;
}

QList<Backend *> ConnectionSelector::backends() const
{
    QList<Backend *> out;
    for (const Entry *e : m_entries) {
        if (e->backend)
            out.append(e->backend);
    }
    return out;
}

ConnectionSelector::Entry *ConnectionSelector::entry(Backend *backend) const
{
    for (Entry *e : m_entries) {
        if (e->backend == backend)
            return e;
    }
    return nullptr;
}

ConnectionSelector::Entry *ConnectionSelector::currentEntry() const
{
    const int i = m_combo->currentIndex();
    return i >= 0 && i < m_entries.size() ? m_entries.at(i) : nullptr;
}

Backend *ConnectionSelector::currentBackend() const
{
    const int i = m_combo->currentIndex();
    return i >= 0 && i < m_entries.size() ? m_entries.at(i)->backend.data() : nullptr;
}

Backend *ConnectionSelector::backend(const QString &connection) const
{
    for (const Entry *e : m_entries) {
        if (e->backend && e->backend->connection() == connection)
            return e->backend;
    }
    return nullptr;
}

QString ConnectionSelector::currentConnection() const
{
    return m_combo->currentData().toString();
}

bool ConnectionSelector::setCurrentConnection(const QString &connection)
{
    if (connection.isEmpty())
        return false;
    int i = m_combo->findData(connection);
    if (i < 0)
        i = addDerivedChoice(connection);
    if (i < 0)
        return false;
    m_combo->setCurrentIndex(i);
    makeBackend(i);
    return true;
}

int ConnectionSelector::addDerivedChoice(const QString &connection)
{
    const QString context = contextOf(connection);
    const QString nameSpace = connection.mid(context.size() + 1);
    if (context.isEmpty() || !namespacePattern().match(nameSpace).hasMatch())
        return -1;
    int base = -1;
    int last = -1;
    for (int i = 0; i < m_entries.size(); ++i) {
        const Entry *e = m_entries.at(i);
        if (!e->choice || e->choice->kind != BackendKind::Kubernetes
            || contextOf(e->choice->connection) != context)
            continue;
        if (base < 0)
            base = i;
        last = i;
    }
    if (base < 0)
        return -1;
    ConnectionChoice c = *m_entries.at(base)->choice;
    const QString oldSuffix = QStringLiteral(" (%1)").arg(c.nameSpace);
    const QString label = c.displayName.endsWith(oldSuffix)
                              ? c.displayName.chopped(oldSuffix.size())
                              : c.displayName;
    c.connection = connection;
    c.displayName = QStringLiteral("%1 (%2)").arg(label, nameSpace);
    c.nameSpace = nameSpace;
    c.options.nameSpace = nameSpace;
    c.current = false;
    auto *e = new Entry;
    e->timer = new QTimer(this);
    e->timer->setSingleShot(true);
    e->choice = c;
    // Beside the context's other namespaces.
    const int at = last + 1;
    m_entries.insert(at, e);
    fitComboToItems();
    m_combo->insertItem(at, c.displayName, c.connection);
    refreshItem(at);
    return at;
}

bool ConnectionSelector::switchNamespace(const QString &nameSpace)
{
    const Entry *e = currentEntry();
    if (!e || !e->choice || e->choice->kind != BackendKind::Kubernetes
        || e->choice->connection.isEmpty() || !namespacePattern().match(nameSpace).hasMatch())
        return false;
    return setCurrentConnection(contextOf(e->choice->connection) + u'/' + nameSpace);
}

QString ConnectionSelector::currentNamespace() const
{
    const Entry *e = currentEntry();
    if (!e || !e->choice || e->choice->kind != BackendKind::Kubernetes)
        return {};
    return e->choice->nameSpace;
}

void ConnectionSelector::loadNamespaces()
{
    // QMenu::clear() would delete the typed entry's line edit with its action.
    const QList<QAction *> old = m_namespaceMenu->actions();
    for (QAction *a : old) {
        if (a == m_namespaceTyped)
            continue;
        m_namespaceMenu->removeAction(a);
        a->deleteLater();
    }
    m_namespaceEdit->clear();
    m_namespaceMenu->addSeparator();
    const quint64 request = ++m_namespaceRequest;
    Backend *b = currentBackend();
    if (!b) {
        fillNamespaces(Result<QStringList>(QStringList()));
        return;
    }
    QAction *loading = m_namespaceMenu->addAction(tr("Listing namespaces…"));
    loading->setObjectName(QStringLiteral("namespacesLoading"));
    loading->setEnabled(false);
    // The menu stays usable (a typed name works) while the cluster answers.
    b->namespaces().then(this, [this, request](const Result<QStringList> &names) {
        if (request == m_namespaceRequest)
            fillNamespaces(names);
    });
}

void ConnectionSelector::fillNamespaces(const Result<QStringList> &names)
{
    const QList<QAction *> shown = m_namespaceMenu->actions();
    for (QAction *a : shown) {
        if (a->objectName() == QLatin1String("namespacesLoading")) {
            m_namespaceMenu->removeAction(a);
            a->deleteLater();
        }
    }
    const QString now = currentNamespace();
    QStringList list = names ? *names : QStringList();
    if (!now.isEmpty() && !list.contains(now))
        list.prepend(now);
    for (const QString &ns : std::as_const(list)) {
        QAction *a = m_namespaceMenu->addAction(ns);
        a->setCheckable(true);
        a->setChecked(ns == now);
        connect(a, &QAction::triggered, this, [this, ns] { switchNamespace(ns); });
    }
    if (!names) {
        QAction *a = m_namespaceMenu->addAction(
            tr("Cannot list namespaces: %1").arg(oneLine(names.error().message)));
        a->setObjectName(QStringLiteral("namespacesError"));
        a->setEnabled(false);
    }
}

void ConnectionSelector::setBackoff(int initialMs, int maxMs)
{
    m_initialMs = std::max(1, initialMs);
    m_maxMs = std::max(m_initialMs, maxMs);
}

int ConnectionSelector::msUntilRetry(Backend *backend) const
{
    const Entry *e = entry(backend);
    return e && e->timer->isActive() ? e->timer->remainingTime() : -1;
}

int ConnectionSelector::retryAttempts(Backend *backend) const
{
    const Entry *e = entry(backend);
    return e ? e->attempts : 0;
}

QString ConnectionSelector::stateText(Backend::ConnectionState state)
{
    switch (state) {
    case Backend::ConnectionState::Connected:
        return tr("Connected");
    case Backend::ConnectionState::Connecting:
        return tr("Connecting…");
    case Backend::ConnectionState::Lost:
        return tr("Connection lost");
    case Backend::ConnectionState::Offline:
        break;
    }
    return tr("Offline");
}

void ConnectionSelector::onStateChanged(Backend *backend,
                                        Backend::ConnectionState state,
                                        const QString &reason)
{
    Entry *e = entry(backend);
    if (!e)
        return;
    e->state = state;
    e->reason = reason;
    e->warning = backend->connectionWarning();
    switch (state) {
    case Backend::ConnectionState::Connected:
        e->attempts = 0;
        e->timer->stop();
        break;
    case Backend::ConnectionState::Lost:
        scheduleRetry(*e);
        break;
    case Backend::ConnectionState::Connecting:
        e->timer->stop();
        break;
    case Backend::ConnectionState::Offline:
        // Offline is where a user (or nothing) left it: no automatic retry.
        e->timer->stop();
        break;
    }
    refreshItem(int(m_entries.indexOf(e)));
    refresh();
    Q_EMIT stateChanged(backend, state, reason);
}

void ConnectionSelector::scheduleRetry(Entry &e)
{
    const int shift = std::min(e.attempts, 16);
    const qint64 delay = std::min<qint64>(qint64(m_initialMs) << shift, m_maxMs);
    ++e.attempts;
    e.timer->start(int(delay));
    m_countdown->start();
}

void ConnectionSelector::retryNow()
{
    Backend *b = currentBackend();
    if (!b) {
        makeBackend(m_combo->currentIndex()); // the factory starts it
        return;
    }
    if (Entry *e = entry(b))
        e->timer->stop();
    b->start();
}

QString ConnectionSelector::stateLine() const
{
    const Entry *e = currentEntry();
    if (!e)
        return tr("No connection");
    if (!e->backend && e->choice) {
        // Not made yet: what is known without connecting.
        if (!e->choice->problem.isEmpty())
            return tr("Problem: %1").arg(oneLine(e->choice->problem));
        if (e->makeFailed)
            return tr("Cannot open %1 in this build of TrainDeck").arg(e->choice->displayName);
        return e->choice->detail.isEmpty() ? tr("Not connected")
                                           : tr("Not connected — %1").arg(e->choice->detail);
    }
    QString line = stateText(e->state);
    if (e->state == Backend::ConnectionState::Lost) {
        if (!e->reason.isEmpty())
            line = tr("Lost: %1").arg(e->reason);
        if (e->timer->isActive()) {
            const int secs = (e->timer->remainingTime() + 999) / 1000;
            line += QLatin1Char(' ') + tr("— retrying in %n s", nullptr, secs);
        }
    } else if (e->state == Backend::ConnectionState::Offline && !e->reason.isEmpty()) {
        line = tr("Offline: %1").arg(e->reason);
    } else if (e->state == Backend::ConnectionState::Connected && !e->warning.isEmpty()) {
        // In the line itself, not only a tooltip: jobs and their tokens go over this link.
        line = tr("Connected — warning: %1").arg(e->warning);
    } else if (e->state == Backend::ConnectionState::Connected && !e->reason.isEmpty() && e->backend
               && e->backend->kind() == BackendKind::Kubernetes) {
        // What the cluster runs (Kubernetes and Trainer versions, the namespace), or that it
        // has no Trainer: the first thing to know about a cluster.
        line = tr("Connected — %1").arg(e->reason);
    }
    return line;
}

void ConnectionSelector::refreshItem(int index)
{
    if (index < 0 || index >= m_entries.size())
        return;
    const Entry *e = m_entries.at(index);
    if (!e->backend) {
        if (!e->choice)
            return;
        const ConnectionChoice &c = *e->choice;
        const bool problem = !c.problem.isEmpty();
        m_combo->setItemIcon(
            index,
            problem ? style()->standardIcon(QStyle::SP_MessageBoxWarning)
                    : QIcon(dot(StatusColors::color(StatusColors::Tone::Neutral, palette()), 10)));
        QStringList tip{c.displayName};
        if (c.current)
            tip << tr("The kubeconfig's current context");
        if (!c.detail.isEmpty())
            tip << c.detail;
        if (problem)
            tip << tr("Problem: %1").arg(c.problem);
        else if (!c.connection.isEmpty())
            tip << tr("Not connected yet: choose it to connect");
        m_combo->setItemData(index, tip.join(u'\n'), Qt::ToolTipRole);
        return;
    }
    m_combo->setItemIcon(
        index,
        QIcon(dot(StatusColors::color(toneOf(e->state, !e->warning.isEmpty()), palette()), 10)));
    QString tip = tr("%1 — %2").arg(e->backend->displayName(), stateText(e->state));
    if (e->choice && !e->choice->detail.isEmpty())
        tip += u'\n' + e->choice->detail;
    m_combo->setItemData(index, tip, Qt::ToolTipRole);
}

void ConnectionSelector::refresh()
{
    const Entry *e = currentEntry();
    const bool made = e && e->backend;
    const auto state = made ? e->state : Backend::ConnectionState::Offline;
    const bool warned = made && !e->warning.isEmpty();
    const bool problem = e && !made && e->choice && !e->choice->problem.isEmpty();
    if (problem)
        m_dot->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(14, 14));
    else
        m_dot->setPixmap(dot(StatusColors::color(toneOf(state, warned), palette()), 10));
    const QString line = stateLine();
    m_state->setText(line);
    if (!e)
        m_state->setToolTip(QString());
    else if (problem)
        m_state->setToolTip(e->choice->problem);
    else if (!made && e->choice)
        m_state->setToolTip(e->choice->detail);
    else
        m_state->setToolTip(
            warned ? e->reason + QLatin1Char('\n') + tr("Warning: %1").arg(e->warning) : e->reason);
    // A notice (no connection) has nothing to connect to.
    const bool canConnect = made || (e && e->choice && !e->choice->connection.isEmpty());
    const bool canRetry = e && canConnect
                          && (state == Backend::ConnectionState::Lost
                              || state == Backend::ConnectionState::Offline);
    m_retry->setVisible(canRetry);
    m_retry->setText(state == Backend::ConnectionState::Lost ? tr("Retry") : tr("Connect"));
    m_retry->setIcon(ThemedIcon::icon(QStringLiteral("retry"), palette()));
    const QString nameSpace = currentNamespace();
    m_namespace->setVisible(!nameSpace.isEmpty());
    m_namespace->setText(nameSpace);
    if (auto *icon = findChild<QLabel *>(QStringLiteral("connectionIcon")))
        icon->setPixmap(ThemedIcon::pixmap(QStringLiteral("connection"),
                                           palette().color(QPalette::WindowText),
                                           16,
                                           devicePixelRatioF()));
    const bool anyPending = std::any_of(
        m_entries.cbegin(), m_entries.cend(), [](const Entry *x) { return x->timer->isActive(); });
    if (!anyPending)
        m_countdown->stop();
}

void ConnectionSelector::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        for (int i = 0; i < m_entries.size(); ++i)
            refreshItem(i);
        refresh();
    }
}

} // namespace TrainDeck::Ui
