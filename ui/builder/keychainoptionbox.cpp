// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/keychainoptionbox.h"

#include "libs/secrets/secretstore.h"

#include <QCheckBox>
#include <QLabel>
#include <QResizeEvent>
#include <QTimer>
#include <QVBoxLayout>

namespace TrainDeck::Ui {

namespace {
// Long enough that a typed token is written once, not once per key press.
constexpr int SaveDebounceMs = 700;
} // namespace

KeychainOptionBox::KeychainOptionBox(const QString &text,
                                     const QString &objectPrefix,
                                     QWidget *parent)
    : QWidget(parent)
    , m_check(new QCheckBox(text, this))
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
    connect(m_debounce, &QTimer::timeout, this, [this] { saveNow(); });
    connect(m_check, &QCheckBox::toggled, this, [this](bool checked) { onToggled(checked); });
    hide();
}

KeychainOptionBox::~KeychainOptionBox() = default;

void KeychainOptionBox::setSecretStore(SecretStore *store)
{
    m_store = store;
    ++m_generation;
    setVisible(store != nullptr);
    if (!store)
        setState(State::NoStore);
}

QString KeychainOptionBox::statusText() const
{
    return m_status->isHidden() ? QString() : m_status->text();
}

bool KeychainOptionBox::isChecked() const
{
    return m_check->isChecked();
}

void KeychainOptionBox::setState(State state, const QString &message)
{
    m_state = state;
    m_status->setText(message);
    m_status->setVisible(!message.isEmpty());
    fitStatusHeight();
    const bool error = state == State::Unavailable || state == State::Failed;
    m_check->setEnabled(state != State::Unavailable);
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

void KeychainOptionBox::setChecked(bool checked)
{
    const QSignalBlocker block(m_check);
    m_check->setChecked(checked);
}

void KeychainOptionBox::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitStatusHeight();
}

void KeychainOptionBox::fitStatusHeight()
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

} // namespace TrainDeck::Ui
