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
#include <QPainter>
#include <QTimer>
#include <QToolButton>

namespace TrainDeck::Ui {

struct ConnectionSelector::Entry
{
    QPointer<Backend> backend;
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

} // namespace

ConnectionSelector::ConnectionSelector(QWidget *parent)
    : QWidget(parent)
    , m_combo(new QComboBox(this))
    , m_dot(new QLabel(this))
    , m_state(new QLabel(this))
    , m_retry(new QToolButton(this))
    , m_countdown(new QTimer(this))
{
    setObjectName(QStringLiteral("connectionSelector"));
    m_combo->setObjectName(QStringLiteral("connectionCombo"));
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_combo->setMinimumWidth(160);
    m_combo->setToolTip(tr("Where jobs run: this computer, a container engine or a cluster"));
    m_state->setObjectName(QStringLiteral("connectionState"));
    m_state->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_retry->setObjectName(QStringLiteral("connectionRetry"));
    m_retry->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_retry->setAutoRaise(true);
    m_retry->hide();

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 0);
    layout->setSpacing(6);
    auto *icon = new QLabel(this);
    icon->setObjectName(QStringLiteral("connectionIcon"));
    layout->addWidget(icon);
    layout->addWidget(m_combo);
    layout->addWidget(m_dot);
    layout->addWidget(m_state, 1);
    layout->addWidget(m_retry);

    m_countdown->setInterval(1000);
    connect(m_countdown, &QTimer::timeout, this, &ConnectionSelector::refresh);
    connect(m_combo, &QComboBox::currentIndexChanged, this, [this] {
        refresh();
        Q_EMIT currentBackendChanged(currentBackend());
    });
    connect(m_retry, &QToolButton::clicked, this, &ConnectionSelector::retryNow);
    refresh();
}

ConnectionSelector::~ConnectionSelector()
{
    qDeleteAll(m_entries);
}

void ConnectionSelector::addBackend(Backend *backend)
{
    if (!backend || entry(backend))
        return;
    auto *e = new Entry;
    e->backend = backend;
    e->timer = new QTimer(this);
    e->timer->setSingleShot(true);
    e->state = backend->connectionState();
    e->reason = backend->connectionReason();
    e->warning = backend->connectionWarning();
    m_entries.append(e);
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
        m_entries.removeAt(i);
        e->timer->deleteLater();
        delete e;
        m_combo->removeItem(i);
    });
    // The first item becomes current, which emits currentBackendChanged through the combo.
    m_combo->addItem(backend->displayName(), backend->connection());
    refreshItem(m_combo->count() - 1);
    if (e->state == Backend::ConnectionState::Lost)
        scheduleRetry(*e);
    refresh();
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
    const int i = m_combo->findData(connection);
    if (i < 0)
        return false;
    m_combo->setCurrentIndex(i);
    return true;
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
    if (!b)
        return;
    if (Entry *e = entry(b))
        e->timer->stop();
    b->start();
}

QString ConnectionSelector::stateLine() const
{
    const int i = m_combo->currentIndex();
    if (i < 0 || i >= m_entries.size())
        return tr("No connection");
    const Entry *e = m_entries.at(i);
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
    }
    return line;
}

void ConnectionSelector::refreshItem(int index)
{
    if (index < 0 || index >= m_entries.size() || !m_entries.at(index)->backend)
        return;
    const Entry *e = m_entries.at(index);
    m_combo->setItemIcon(
        index,
        QIcon(dot(StatusColors::color(toneOf(e->state, !e->warning.isEmpty()), palette()), 10)));
    m_combo->setItemData(
        index, tr("%1 — %2").arg(e->backend->displayName(), stateText(e->state)), Qt::ToolTipRole);
}

void ConnectionSelector::refresh()
{
    const int i = m_combo->currentIndex();
    const Entry *e = i >= 0 && i < m_entries.size() ? m_entries.at(i) : nullptr;
    const auto state = e ? e->state : Backend::ConnectionState::Offline;
    const bool warned = e && !e->warning.isEmpty();
    m_dot->setPixmap(dot(StatusColors::color(toneOf(state, warned), palette()), 10));
    const QString line = stateLine();
    m_state->setText(line);
    m_state->setToolTip(!e       ? QString()
                        : warned ? e->reason + QLatin1Char('\n') + tr("Warning: %1").arg(e->warning)
                                 : e->reason);
    const bool canRetry = e
                          && (state == Backend::ConnectionState::Lost
                              || state == Backend::ConnectionState::Offline);
    m_retry->setVisible(canRetry);
    m_retry->setText(state == Backend::ConnectionState::Lost ? tr("Retry") : tr("Connect"));
    m_retry->setIcon(ThemedIcon::icon(QStringLiteral("retry"), palette()));
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
