// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/preferencesdialog.h"

#include "models/datafoldermove.h"
#include "ui/statuscolors.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPromise>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace TrainDeck::Ui {

using Models::Preferences;

namespace {

QLabel *note(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setForegroundRole(QPalette::PlaceholderText);
    return label;
}

} // namespace

PreferencesDialog::PreferencesDialog(Preferences *preferences, QWidget *parent)
    : QDialog(parent)
    , m_preferences(preferences)
{
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));
    m_tabs = new QTabWidget(this);
    m_tabs->addTab(generalPage(), tr("General"));
    m_tabs->addTab(dataPage(), tr("Data"));
    m_tabs->addTab(notificationsPage(), tr("Notifications"));
    m_tabs->addTab(enginesPage(), tr("Jobs && Engines"));
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("preferencesMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Apply | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this, [this] {
        if (apply())
            say(tr("Saved."), false);
    });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    layout->addWidget(m_message);
    layout->addWidget(m_buttons);
    load();
    say(QString(), false);
    setMinimumWidth(560);
}

QWidget *PreferencesDialog::generalPage()
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    m_connection = new QComboBox(page);
    m_connection->setObjectName(QStringLiteral("defaultConnection"));
    m_connection->addItem(tr("The last one used"), QString());
    form->addRow(tr("Default &connection:"), m_connection);
    m_language = new QComboBox(page);
    m_language->setObjectName(QStringLiteral("language"));
    // Language names in their own language, so that a user can find theirs whatever is shown.
    m_language->addItem(tr("The system's"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));
    m_language->addItem(QStringLiteral("简体中文"), QStringLiteral("zh_CN"));
    form->addRow(tr("&Language:"), m_language);
    form->addRow(QString(),
                 note(tr("Windows opened from now on use the new language; the main window "
                         "changes when TrainDeck starts again."),
                      page));
    m_theme = new QComboBox(page);
    m_theme->setObjectName(QStringLiteral("theme"));
    m_theme->addItem(tr("The system's"), int(Preferences::Theme::System));
    m_theme->addItem(tr("Light"), int(Preferences::Theme::Light));
    m_theme->addItem(tr("Dark"), int(Preferences::Theme::Dark));
    form->addRow(tr("&Theme:"), m_theme);
    return page;
}

QWidget *PreferencesDialog::dataPage()
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    m_dataFolder = new QLabel(page);
    m_dataFolder->setObjectName(QStringLiteral("dataFolder"));
    m_dataFolder->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_dataFolder->setWordWrap(true);
    form->addRow(tr("Data folder:"), m_dataFolder);
    m_newDataFolder = new QLineEdit(page);
    m_newDataFolder->setObjectName(QStringLiteral("newDataFolder"));
    m_newDataFolder->setPlaceholderText(tr("An empty folder"));
    auto *browse = new QPushButton(tr("&Browse…"), page);
    m_browse = browse;
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(
            this, tr("Move the Data To"), m_newDataFolder->text());
        if (!dir.isEmpty())
            m_newDataFolder->setText(QDir::toNativeSeparators(dir));
    });
    m_move = new QPushButton(tr("&Move Data Here"), page);
    m_move->setObjectName(QStringLiteral("moveDataFolder"));
    connect(m_move, &QPushButton::clicked, this, [this] { moveDataFolder(); });
    m_cancelMove = new QPushButton(tr("&Cancel Move"), page);
    m_cancelMove->setObjectName(QStringLiteral("cancelMove"));
    m_cancelMove->setVisible(false);
    connect(m_cancelMove, &QPushButton::clicked, this, &PreferencesDialog::cancelMove);
    auto *row = new QHBoxLayout;
    row->addWidget(m_newDataFolder, 1);
    row->addWidget(browse);
    row->addWidget(m_move);
    row->addWidget(m_cancelMove);
    // A row of several widgets: the label needs its buddy set by hand for its mnemonic.
    auto *moveLabel = new QLabel(tr("Move &to:"), page);
    moveLabel->setBuddy(m_newDataFolder);
    form->addRow(moveLabel, row);
    m_moveProgress = new QProgressBar(page);
    m_moveProgress->setObjectName(QStringLiteral("moveProgress"));
    m_moveProgress->setRange(0, 1000);
    m_moveProgress->setFormat(tr("Copied and checked: %p%"));
    m_moveProgress->setVisible(false);
    form->addRow(QString(), m_moveProgress);
    form->addRow(QString(),
                 note(tr("Jobs, logs, venvs and the run history are copied and every copy is "
                         "checked before TrainDeck switches; it uses the new folder when it "
                         "starts again, and only then removes the old copies. Not while jobs "
                         "run."),
                      page));
    m_retentionDays = new QSpinBox(page);
    m_retentionDays->setObjectName(QStringLiteral("retentionDays"));
    m_retentionDays->setRange(0, Preferences::MaxRetentionDays);
    m_retentionDays->setSpecialValueText(tr("forever"));
    m_retentionDays->setSuffix(tr(" days"));
    form->addRow(tr("Keep &runs and logs:"), m_retentionDays);
    m_retentionMiB = new QSpinBox(page);
    m_retentionMiB->setObjectName(QStringLiteral("retentionMiB"));
    m_retentionMiB->setRange(0, Preferences::MaxArchiveMiB);
    m_retentionMiB->setSpecialValueText(tr("no limit"));
    m_retentionMiB->setSuffix(tr(" MiB"));
    form->addRow(tr("Archived logs &up to:"), m_retentionMiB);
    return page;
}

QWidget *PreferencesDialog::notificationsPage()
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    m_onCompleted = new QCheckBox(tr("When a job &completes"), page);
    m_onCompleted->setObjectName(QStringLiteral("notifyCompleted"));
    m_onFailed = new QCheckBox(tr("When a job &fails"), page);
    m_onFailed->setObjectName(QStringLiteral("notifyFailed"));
    m_onStalled = new QCheckBox(tr("When a running job &stalls"), page);
    m_onStalled->setObjectName(QStringLiteral("notifyStalled"));
    form->addRow(tr("Desktop notifications:"), m_onCompleted);
    form->addRow(QString(), m_onFailed);
    form->addRow(QString(), m_onStalled);
    m_stallMinutes = new QSpinBox(page);
    m_stallMinutes->setObjectName(QStringLiteral("stallMinutes"));
    m_stallMinutes->setRange(0, Preferences::MaxStallMinutes);
    m_stallMinutes->setSpecialValueText(tr("never"));
    m_stallMinutes->setSuffix(tr(" min"));
    form->addRow(tr("A job &stalls after:"), m_stallMinutes);
    form->addRow(QString(),
                 note(tr("Without a log line or metric for this long; a job's own timeout "
                         "(Job ▸ Stall Alert…) comes first. The status bar always says it."),
                      page));
    return page;
}

QWidget *PreferencesDialog::enginesPage()
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    m_pipIndex = new QLineEdit(page);
    m_pipIndex->setObjectName(QStringLiteral("pipIndex"));
    m_pipIndex->setPlaceholderText(tr("pip's own (https://pypi.org/simple)"));
    form->addRow(tr("Default &pip index:"), m_pipIndex);
    m_pullPolicy = new QComboBox(page);
    m_pullPolicy->setObjectName(QStringLiteral("pullPolicy"));
    m_pullPolicy->addItem(tr("The engine's default (IfNotPresent)"), QString());
    for (const QString &policy : Preferences::pullPolicies())
        m_pullPolicy->addItem(policy, policy);
    form->addRow(tr("Image pull p&olicy:"), m_pullPolicy);
    m_kubeconfigs = new QPlainTextEdit(page);
    m_kubeconfigs->setObjectName(QStringLiteral("kubeconfigs"));
    m_kubeconfigs->setPlaceholderText(tr("One file a line, besides $KUBECONFIG or ~/.kube/config"));
    m_kubeconfigs->setTabChangesFocus(true);
    m_kubeconfigs->setFixedHeight(fontMetrics().lineSpacing() * 4 + 12);
    form->addRow(tr("More &kubeconfig files:"), m_kubeconfigs);
    m_addEngine = new QPushButton(tr("&Add Engine…"), page);
    m_addEngine->setObjectName(QStringLiteral("addEngine"));
    m_addEngine->setEnabled(false);
    auto *engineRow = new QHBoxLayout;
    engineRow->addWidget(m_addEngine);
    engineRow->addStretch(1);
    form->addRow(tr("More engines:"), engineRow);
    form->addRow(QString(),
                 note(tr("Docker and Podman engines TrainDeck does not find by itself (another "
                         "socket, tcp://, ssh://) are added, edited and removed in the "
                         "Connection menu. The pull policy and kubeconfig files apply to "
                         "connections made from now on."),
                      page));
    return page;
}

void PreferencesDialog::setConnections(const QList<Connection> &connections)
{
    const QString current = m_preferences->defaultConnection();
    while (m_connection->count() > 1)
        m_connection->removeItem(1);
    for (const Connection &c : connections)
        m_connection->addItem(c.displayName, c.connection);
    int index = m_connection->findData(current);
    if (index < 0 && !current.isEmpty()) {
        // Not connected now, still the choice: kept, and shown as what it is.
        m_connection->addItem(tr("%1 (not connected)").arg(current), current);
        index = m_connection->count() - 1;
    }
    m_connection->setCurrentIndex(qMax(0, index));
}

void PreferencesDialog::setAddEngineAction(QAction *action)
{
    m_addEngine->setEnabled(action != nullptr);
    if (action)
        connect(m_addEngine, &QPushButton::clicked, action, &QAction::trigger);
}

void PreferencesDialog::load()
{
    setConnections({});
    m_language->setCurrentIndex(qMax(0, m_language->findData(m_preferences->language())));
    m_theme->setCurrentIndex(qMax(0, m_theme->findData(int(m_preferences->theme()))));
    m_dataFolder->setText(QDir::toNativeSeparators(Preferences::dataFolder()));
    m_retentionDays->setValue(m_preferences->retentionDays());
    m_retentionMiB->setValue(m_preferences->retentionArchiveMiB());
    m_onCompleted->setChecked(m_preferences->notifies(Preferences::Event::Completed));
    m_onFailed->setChecked(m_preferences->notifies(Preferences::Event::Failed));
    m_onStalled->setChecked(m_preferences->notifies(Preferences::Event::Stalled));
    m_stallMinutes->setValue(m_preferences->stallMinutes());
    m_pipIndex->setText(m_preferences->pipIndexUrl());
    m_pullPolicy->setCurrentIndex(qMax(0, m_pullPolicy->findData(m_preferences->pullPolicy())));
    m_kubeconfigs->setPlainText(m_preferences->kubeconfigs().join(u'\n'));
}

bool PreferencesDialog::apply()
{
    // The fields that can be refused first, so that a refusal leaves everything as it was.
    struct Check
    {
        int tab;
        QWidget *field;
        Result<void> result;
    };
    const QStringList kubeconfigs = m_kubeconfigs->toPlainText().split(u'\n', Qt::SkipEmptyParts);
    const QString pipBefore = m_preferences->pipIndexUrl();
    const QStringList kubeBefore = m_preferences->kubeconfigs();
    for (const Check &c : {Check{3, m_pipIndex, m_preferences->setPipIndexUrl(m_pipIndex->text())},
                           Check{3, m_kubeconfigs, m_preferences->setKubeconfigs(kubeconfigs)}}) {
        if (!c.result) {
            // Nothing of this Apply is kept.
            (void)m_preferences->setPipIndexUrl(pipBefore);
            (void)m_preferences->setKubeconfigs(kubeBefore);
            m_tabs->setCurrentIndex(c.tab);
            c.field->setFocus(Qt::OtherFocusReason);
            say(c.result.error().message, true);
            return false;
        }
    }
    const QList<Result<void>> rest = {
        m_preferences->setDefaultConnection(m_connection->currentData().toString()),
        m_preferences->setLanguage(m_language->currentData().toString()),
        m_preferences->setTheme(Preferences::Theme(m_theme->currentData().toInt())),
        m_preferences->setRetention(m_retentionDays->value(), m_retentionMiB->value()),
        m_preferences->setNotifies(Preferences::Event::Completed, m_onCompleted->isChecked()),
        m_preferences->setNotifies(Preferences::Event::Failed, m_onFailed->isChecked()),
        m_preferences->setNotifies(Preferences::Event::Stalled, m_onStalled->isChecked()),
        m_preferences->setStallMinutes(m_stallMinutes->value()),
        m_preferences->setPullPolicy(m_pullPolicy->currentData().toString()),
    };
    for (const Result<void> &r : rest) {
        if (!r) {
            say(r.error().message, true);
            return false;
        }
    }
    say(QString(), false);
    return true;
}

PreferencesDialog::~PreferencesDialog()
{
    // The copy notices at its next chunk and removes what it made; nothing waits for it here.
    if (m_moveWatcher)
        m_moveWatcher->future().cancel();
}

bool PreferencesDialog::moveDataFolder()
{
    if (m_moveWatcher)
        return false;
    const QString target = QDir::fromNativeSeparators(m_newDataFolder->text().trimmed());
    const auto from = m_preferences->checkDataFolderMove(target, m_activeJobs ? m_activeJobs() : 0);
    if (!from) {
        say(from.error().message, true);
        return false;
    }
    m_moveFrom = *from;
    m_moveTarget = target;
    m_moveMadeTarget = !QFileInfo::exists(target);
    m_moveWatcher = new QFutureWatcher<Result<int>>(this);
    connect(m_moveWatcher,
            &QFutureWatcherBase::progressValueChanged,
            m_moveProgress,
            &QProgressBar::setValue);
    connect(m_moveWatcher, &QFutureWatcherBase::finished, this, &PreferencesDialog::moveDone);
    setMoving(true);
    say(tr("Copying the data to %1…").arg(QDir::toNativeSeparators(target)), false);
    // Gigabytes of logs and venvs take minutes: copied and compared in a worker, never here.
    m_moveWatcher->setFuture(
        QtConcurrent::run([from = *from, target](QPromise<Result<int>> &promise) {
            promise.setProgressRange(0, 1000);
            auto copied
                = Models::DataFolderMove::copy(from, target, [&promise](qint64 done, qint64 total) {
                      promise.setProgressValue(total > 0 ? int(done * 1000 / total) : 1000);
                      return !promise.isCanceled();
                  });
            promise.addResult(std::move(copied));
        }));
    return true;
}

void PreferencesDialog::cancelMove()
{
    if (!m_moveWatcher)
        return;
    m_moveWatcher->future().cancel();
    m_cancelMove->setEnabled(false);
    say(tr("Cancelling the move…"), false);
}

void PreferencesDialog::moveDone()
{
    const QFuture<Result<int>> future = m_moveWatcher->future();
    m_moveWatcher->deleteLater();
    m_moveWatcher = nullptr;
    setMoving(false);
    const QString target = QDir::toNativeSeparators(m_moveTarget);
    if (future.isCanceled() || future.resultCount() == 0) {
        say(tr("The move was cancelled. Nothing changed: the data stays in %1.")
                .arg(QDir::toNativeSeparators(m_moveFrom)),
            false);
        Q_EMIT moveFinished(false);
        return;
    }
    const Result<int> copied = future.result();
    if (!copied) {
        say(copied.error().message, true);
        Q_EMIT moveFinished(false);
        return;
    }
    const auto switched = m_preferences->switchDataFolder(
        m_moveFrom, m_moveTarget, m_activeJobs ? m_activeJobs() : 0);
    if (!switched) {
        // Removing gigabytes takes a while too; nothing waits for it, as the copy is not used.
        const QFuture<void> discarding
            = QtConcurrent::run([to = m_moveTarget, made = m_moveMadeTarget] {
                  Models::DataFolderMove::discard(to, made);
              });
        Q_UNUSED(discarding);
        say(switched.error().message, true);
        Q_EMIT moveFinished(false);
        return;
    }
    say(tr("%n file(s) copied to %1 and checked. TrainDeck uses that folder when it starts "
           "again, and then removes the old copies from %2.",
           nullptr,
           *copied)
            .arg(target, m_dataFolder->text()),
        false);
    Q_EMIT moveFinished(true);
}

void PreferencesDialog::setMoving(bool moving)
{
    m_move->setVisible(!moving);
    m_cancelMove->setVisible(moving);
    m_cancelMove->setEnabled(moving);
    m_moveProgress->setVisible(moving);
    m_moveProgress->setValue(0);
    m_newDataFolder->setEnabled(!moving);
    m_browse->setEnabled(!moving);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!moving);
}

QString PreferencesDialog::message() const
{
    return m_message->text();
}

void PreferencesDialog::say(const QString &text, bool error)
{
    m_message->setText(text);
    QPalette p = palette();
    if (error)
        p.setColor(QPalette::WindowText, StatusColors::color(StatusColors::Tone::Bad, palette()));
    m_message->setPalette(p);
    m_message->setVisible(!text.isEmpty());
}

void PreferencesDialog::reject()
{
    if (m_moveWatcher) {
        cancelMove();
        return;
    }
    QDialog::reject();
}

void PreferencesDialog::accept()
{
    if (m_moveWatcher)
        return;
    if (apply())
        QDialog::accept();
}

} // namespace TrainDeck::Ui
