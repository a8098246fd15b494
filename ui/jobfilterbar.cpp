// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/jobfilterbar.h"

#include "models/jobfilterproxymodel.h"
#include "ui/firstpaint.h"
#include "ui/themedicon.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QSettings>

namespace TrainDeck::Ui {

JobFilterBar::JobFilterBar(Models::JobFilterProxyModel *proxy, QWidget *parent)
    : QWidget(parent)
    , m_proxy(proxy)
    , m_text(new QLineEdit(this))
    , m_status(new QComboBox(this))
    , m_backend(new QComboBox(this))
{
    setObjectName(QStringLiteral("jobFilterBar"));
    m_text->setObjectName(QStringLiteral("filterText"));
    m_text->setPlaceholderText(tr("Filter by job or runtime name (Ctrl+F)"));
    // The clear button is set once the window is on the screen (showEvent).
    m_text->addAction(ThemedIcon::icon(QStringLiteral("filter"), palette()),
                      QLineEdit::LeadingPosition);
    m_status->setObjectName(QStringLiteral("filterStatus"));
    m_status->addItem(tr("All statuses"), AnyStatus);
    m_status->addItem(tr("Active (created or running)"), Active);
    m_status->addItem(tr("Running"), Running);
    m_status->addItem(tr("Complete"), Complete);
    m_status->addItem(tr("Failed"), Failed);
    m_status->addItem(tr("Cancelled"), Cancelled);
    m_status->addItem(tr("Suspended"), Suspended);
    m_backend->setObjectName(QStringLiteral("filterBackend"));
    m_backend->addItem(tr("All backends"), QString());

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_status);
    layout->addWidget(m_backend);

    connect(m_text, &QLineEdit::textChanged, this, [this](const QString &t) {
        m_proxy->setFilterText(t);
    });
    connect(m_status, &QComboBox::currentIndexChanged, this, &JobFilterBar::applyStatus);
    connect(m_backend, &QComboBox::currentIndexChanged, this, [this] {
        m_proxy->setBackendFilter(m_backend->currentData().toString());
    });
}

void JobFilterBar::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_clearButtonAsked)
        return;
    m_clearButtonAsked = true;
    // The style's clear icon comes through the icon theme, a lookup in every theme folder and
    // a PNG decoded: 5 to 10 ms before the window could appear (docs/startup.md). The button
    // shows only once text is typed, so it waits until the window is on the screen.
    // The backend combo grows to fit the backends' names, which come after the first paint:
    // the policy makes the combo's popup (a list view) at once, which can wait as well.
    FirstPaint::then(
        window(), [text = QPointer<QLineEdit>(m_text), backend = QPointer<QComboBox>(m_backend)] {
            if (text)
                text->setClearButtonEnabled(true);
            if (backend)
                backend->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        });
}

void JobFilterBar::addBackend(const QString &connection, const QString &displayName)
{
    if (m_backend->findData(connection) >= 0)
        return;
    m_backend->addItem(displayName, connection);
    if (connection == m_wantedBackend)
        setBackend(connection);
}

void JobFilterBar::removeBackend(const QString &connection)
{
    const int i = m_backend->findData(connection);
    if (i <= 0) // 0 is "all backends"
        return;
    if (i == m_backend->currentIndex())
        m_backend->setCurrentIndex(0);
    m_backend->removeItem(i);
    if (m_wantedBackend == connection)
        m_wantedBackend.clear();
}

void JobFilterBar::renameBackend(const QString &from, const QString &to, const QString &displayName)
{
    const int i = m_backend->findData(from);
    if (i < 0)
        return addBackend(to, displayName);
    m_backend->setItemData(i, to);
    m_backend->setItemText(i, displayName);
    if (i == m_backend->currentIndex())
        m_proxy->setBackendFilter(to);
    else if (to == m_wantedBackend)
        setBackend(to);
}

void JobFilterBar::setText(const QString &text)
{
    m_text->setText(text);
}

void JobFilterBar::setStatusChoice(StatusChoice choice)
{
    m_status->setCurrentIndex(std::max(0, m_status->findData(int(choice))));
}

JobFilterBar::StatusChoice JobFilterBar::statusChoice() const
{
    return StatusChoice(m_status->currentData().toInt());
}

void JobFilterBar::setBackend(const QString &connection)
{
    m_wantedBackend = connection;
    const int i = m_backend->findData(connection);
    if (i >= 0)
        m_backend->setCurrentIndex(i);
}

QString JobFilterBar::backend() const
{
    return m_backend->currentData().toString();
}

void JobFilterBar::clearFilters()
{
    m_text->clear();
    setStatusChoice(AnyStatus);
    setBackend({});
}

void JobFilterBar::applyStatus()
{
    switch (statusChoice()) {
    case AnyStatus:
        m_proxy->setStatusFilter({});
        break;
    case Active:
        m_proxy->setStatusFilter({JobStatus::Created, JobStatus::Running});
        break;
    case Running:
        m_proxy->setStatusFilter({JobStatus::Running});
        break;
    case Complete:
        m_proxy->setStatusFilter({JobStatus::Complete});
        break;
    case Failed:
        m_proxy->setStatusFilter({JobStatus::Failed});
        break;
    case Suspended:
        m_proxy->setStatusFilter({JobStatus::Suspended});
        break;
    case Cancelled:
        m_proxy->setStatusFilter({}, true);
        break;
    }
}

void JobFilterBar::save(QSettings &settings) const
{
    settings.setValue(QStringLiteral("filters/text"), m_text->text());
    settings.setValue(QStringLiteral("filters/status"), int(statusChoice()));
    // A backend that has not joined yet this session keeps the choice made in an earlier one.
    const bool present = m_backend->findData(m_wantedBackend) >= 0;
    settings.setValue(QStringLiteral("filters/backend"), present ? backend() : m_wantedBackend);
}

void JobFilterBar::restore(const QSettings &settings)
{
    m_text->setText(settings.value(QStringLiteral("filters/text")).toString());
    setStatusChoice(StatusChoice(settings.value(QStringLiteral("filters/status"), 0).toInt()));
    setBackend(settings.value(QStringLiteral("filters/backend")).toString());
}

} // namespace TrainDeck::Ui
