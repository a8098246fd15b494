// SPDX-License-Identifier: Apache-2.0
#include "remembersecretbox.h"

#include "secretlineedit.h"
#include "secretstore.h"

#include <QCheckBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QResizeEvent>
#include <QTimer>
#include <QVBoxLayout>

namespace TrainDeck::Ui {

namespace {
// Long enough that a typed token is written once, not once per key press.
constexpr int SaveDebounceMs = 700;
} // namespace

RememberSecretBox::RememberSecretBox(QList<Secret> secrets,
                                     std::function<QString()> key,
                                     const QString &objectPrefix,
                                     QWidget *parent)
    : QWidget(parent)
    , m_secrets(std::move(secrets))
    , m_key(std::move(key))
    , m_check(new QCheckBox(tr("Remember in the system keychain"), this))
    , m_status(new QLabel(this))
    , m_debounce(new QTimer(this))
{
    setObjectName(objectPrefix + QStringLiteral("Keychain"));
    m_check->setObjectName(objectPrefix + QStringLiteral("Remember"));
    m_check->setToolTip(tr("Keeps the value in your desktop's keychain (GNOME Keyring, "
                           "KWallet), never in TrainDeck's settings, logs or job folders. "
                           "Untick to remove it from the keychain."));
    m_status->setObjectName(objectPrefix + QStringLiteral("KeychainStatus"));
    m_status->setWordWrap(true);
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont f = m_status->font();
    f.setPointSizeF(f.pointSizeF() * 0.92);
    m_status->setFont(f);
    m_status->hide();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_check);
    layout->addWidget(m_status);

    m_debounce->setSingleShot(true);
    m_debounce->setInterval(SaveDebounceMs);
    connect(m_debounce, &QTimer::timeout, this, &RememberSecretBox::saveNow);
    // textEdited, not textChanged: a job loaded into the form is not the user asking to store.
    for (const Secret &s : std::as_const(m_secrets))
        connect(s.edit, &QLineEdit::textEdited, this, &RememberSecretBox::onEdited);
    connect(m_check, &QCheckBox::toggled, this, &RememberSecretBox::onToggled);
    hide();
}

RememberSecretBox::~RememberSecretBox() = default;

void RememberSecretBox::setSecretStore(SecretStore *store)
{
    m_store = store;
    ++m_generation;
    setVisible(store != nullptr);
    if (!store)
        setState(State::NoStore);
}

QStringList RememberSecretBox::values() const
{
    QStringList out;
    for (const Secret &s : m_secrets)
        out << s.edit->text();
    return out;
}

bool RememberSecretBox::allEmpty() const
{
    return std::all_of(m_secrets.cbegin(), m_secrets.cend(), [](const Secret &s) {
        return s.edit->text().isEmpty();
    });
}

QString RememberSecretBox::encode() const
{
    // One field is stored as it is, so other keychain tools show the token itself.
    if (m_secrets.size() == 1)
        return m_secrets.first().edit->text();
    QJsonObject o;
    for (const Secret &s : m_secrets)
        o.insert(s.name, s.edit->text());
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

bool RememberSecretBox::decodeInto(const QString &stored, QStringList *values) const
{
    values->clear();
    if (m_secrets.size() == 1) {
        *values << stored;
        return true;
    }
    const QJsonDocument doc = QJsonDocument::fromJson(stored.toUtf8());
    if (!doc.isObject())
        return false;
    const QJsonObject o = doc.object();
    for (const Secret &s : m_secrets) {
        if (!o.value(s.name).isString())
            return false;
        *values << o.value(s.name).toString();
    }
    return true;
}

QString RememberSecretBox::statusText() const
{
    return m_status->isHidden() ? QString() : m_status->text();
}

void RememberSecretBox::setState(State state, const QString &message)
{
    m_state = state;
    m_status->setText(message);
    m_status->setVisible(!message.isEmpty());
    fitStatusHeight();
    const bool error = state == State::Unavailable || state == State::Failed;
    if (error) {
        // The same red as the validation messages: readable on light and dark palettes.
        QPalette p = m_status->palette();
        p.setColor(QPalette::WindowText, QColor(0xd3, 0x2f, 0x2f));
        m_status->setPalette(p);
        m_status->setForegroundRole(QPalette::WindowText);
    } else {
        m_status->setPalette(QPalette());
        m_status->setForegroundRole(QPalette::PlaceholderText);
    }
    emit stateChanged(state);
}

void RememberSecretBox::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitStatusHeight();
}

void RememberSecretBox::fitStatusHeight()
{
    // The form sizes a wrapped label by its size hint, made for a narrower width than it
    // gets, which leaves blank lines under a long message. Its height for the width it
    // really has is exact.
    if (m_status->isHidden() || m_status->width() <= 0)
        return;
    const int h = m_status->heightForWidth(m_status->width());
    if (h > 0 && h != m_status->height())
        m_status->setFixedHeight(h);
}

void RememberSecretBox::setChecked(bool checked)
{
    const QSignalBlocker block(m_check);
    m_check->setChecked(checked);
}

void RememberSecretBox::recall()
{
    if (!m_store)
        return;
    // A change still waiting for the debounce goes first: the keychain runs jobs in order.
    if (m_debounce->isActive())
        saveNow();
    const quint64 generation = ++m_generation;
    const QString key = m_key();
    setState(State::Checking, tr("Checking the system keychain…"));
    m_store->read(key).then(this, [this, generation, key](const Result<std::optional<QString>> &r) {
        if (generation != m_generation)
            return;
        if (!r) {
            setChecked(false);
            m_check->setEnabled(false);
            setState(State::Unavailable,
                     tr("%1 The value is used for this job only.").arg(r.error().message));
            return;
        }
        m_check->setEnabled(true);
        if (!r->has_value()) {
            setChecked(false);
            setState(State::NotRemembered);
            return;
        }
        QStringList stored;
        if (!decodeInto(**r, &stored)) {
            setChecked(false);
            setState(State::Different,
                     tr("The system keychain holds an entry \"%1\" that TrainDeck cannot "
                        "read. Tick the box to replace it with these values.")
                         .arg(key));
            return;
        }
        if (allEmpty()) {
            m_applying = true;
            for (qsizetype i = 0; i < m_secrets.size(); ++i)
                m_secrets[i].edit->setText(stored.value(i));
            m_applying = false;
            setChecked(true);
            setState(State::Filled, tr("Filled in from the system keychain."));
        } else if (stored == values()) {
            setChecked(true);
            setState(State::Remembered, tr("Remembered in the system keychain."));
        } else {
            setChecked(false);
            setState(State::Different,
                     tr("The system keychain holds other values for \"%1\". Tick the box "
                        "to replace them with these.")
                         .arg(key));
        }
    });
}

void RememberSecretBox::saveNow()
{
    m_debounce->stop();
    if (!m_store || !m_check->isChecked() || allEmpty())
        return;
    const quint64 generation = ++m_generation;
    setState(State::Saving, tr("Saving in the system keychain…"));
    m_store->write(m_key(), encode()).then(this, [this, generation](const Result<void> &r) {
        if (generation != m_generation)
            return;
        if (!r) {
            setChecked(false);
            setState(State::Failed,
                     tr("Not remembered: %1 The value is used for this job only.")
                         .arg(r.error().message));
            return;
        }
        setState(State::Remembered, tr("Remembered in the system keychain."));
    });
}

void RememberSecretBox::onToggled(bool checked)
{
    m_debounce->stop();
    if (!m_store)
        return;
    if (checked) {
        if (allEmpty())
            setState(State::Pending, tr("It will be remembered once you type it."));
        else
            saveNow();
        return;
    }
    const quint64 generation = ++m_generation;
    setState(State::Saving, tr("Removing from the system keychain…"));
    m_store->remove(m_key()).then(this, [this, generation](const Result<void> &r) {
        if (generation != m_generation)
            return;
        if (!r) {
            setState(State::Failed,
                     tr("Could not remove it from the system keychain: %1").arg(r.error().message));
            return;
        }
        setState(State::Removed, tr("Not remembered: removed from the system keychain."));
    });
}

void RememberSecretBox::onEdited()
{
    if (m_applying || !m_store || !m_check->isChecked())
        return;
    if (allEmpty()) {
        m_debounce->stop();
        setState(State::Pending, tr("It will be remembered once you type it."));
        return;
    }
    setState(State::Pending, tr("Changes are saved in the system keychain as you type."));
    m_debounce->start();
}

} // namespace TrainDeck::Ui
