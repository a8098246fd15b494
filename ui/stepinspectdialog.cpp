// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/stepinspectdialog.h"

#include "core/backend/backend.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace TrainDeck::Ui {

namespace {

/// One argument as bash reads it back: bare when safe, in single quotes otherwise, and in
/// $'...' when it holds a newline or a tab (python -c code), so a copied command runs as is.
QString shellQuoted(const QString &arg)
{
    static const QString safe = QStringLiteral("@%+=:,./-_");
    if (arg.isEmpty())
        return QStringLiteral("''");
    bool bare = true;
    for (QChar c : arg)
        if (!(c.isLetterOrNumber() && c.unicode() < 128) && !safe.contains(c))
            bare = false;
    if (bare)
        return arg;
    if (!arg.contains(QLatin1Char('\n')) && !arg.contains(QLatin1Char('\t')))
        return QLatin1Char('\'') + QString(arg).replace(QLatin1Char('\''), QStringLiteral("'\\''"))
               + QLatin1Char('\'');
    QString out = QStringLiteral("$'");
    for (QChar c : arg) {
        if (c == QLatin1Char('\n'))
            out += QStringLiteral("\\n");
        else if (c == QLatin1Char('\t'))
            out += QStringLiteral("\\t");
        else if (c == QLatin1Char('\\') || c == QLatin1Char('\''))
            out += QLatin1Char('\\') + c;
        else
            out += c;
    }
    return out + QLatin1Char('\'');
}

QLineEdit *readOnlyEdit(QWidget *parent, const QString &objectName)
{
    auto *e = new QLineEdit(parent);
    e->setObjectName(objectName);
    e->setReadOnly(true);
    e->setFrame(false);
    return e;
}

QTableWidget *table(QWidget *parent, const QString &objectName, const QStringList &headers)
{
    auto *t = new QTableWidget(0, int(headers.size()), parent);
    t->setObjectName(objectName);
    t->setHorizontalHeaderLabels(headers);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setAlternatingRowColors(true);
    t->setWordWrap(false);
    t->verticalHeader()->hide();
    t->verticalHeader()->setDefaultSectionSize(t->fontMetrics().height() + 8);
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

QTableWidgetItem *cell(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setToolTip(text);
    return item;
}

QString when(const QDateTime &t)
{
    return t.isValid() ? QLocale().toString(t.toLocalTime(), QLocale::ShortFormat)
                       : QStringLiteral("—");
}

} // namespace

StepInspectDialog::StepInspectDialog(Backend *backend,
                                     const QString &job,
                                     const QString &step,
                                     QWidget *parent)
    : QDialog(parent)
    , m_backend(backend)
    , m_job(job)
    , m_step(step)
    , m_watcher(new QFutureWatcher<Result<StepInspection>>(this))
{
    setObjectName(QStringLiteral("stepInspectDialog"));
    setWindowTitle(tr("Inspect %1 of %2").arg(step, job));
    setAttribute(Qt::WA_DeleteOnClose);
    auto *layout = new QVBoxLayout(this);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("inspectStatus"));
    m_status->setWordWrap(true);
    // At the top, where the details start, also when it is all the dialog shows.
    m_status->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);

    m_details = new QWidget(this);
    auto *details = new QVBoxLayout(m_details);
    details->setContentsMargins(0, 0, 0, 0);
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto *idRow = new QHBoxLayout;
    m_id = readOnlyEdit(m_details, QStringLiteral("inspectId"));
    m_id->setFrame(true);
    m_copy = new QPushButton(tr("&Copy"), m_details);
    m_copy->setObjectName(QStringLiteral("inspectCopyId"));
    m_copy->setToolTip(tr("Copy the id to the clipboard"));
    connect(m_copy, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(m_id->text());
    });
    idRow->addWidget(m_id, 1);
    idRow->addWidget(m_copy);
    m_idLabel = new QLabel(tr("ID:"), m_details);
    form->addRow(m_idLabel, idRow);
    m_name = readOnlyEdit(m_details, QStringLiteral("inspectName"));
    form->addRow(tr("Name:"), m_name);
    m_image = readOnlyEdit(m_details, QStringLiteral("inspectImage"));
    form->addRow(tr("Image:"), m_image);
    m_command = readOnlyEdit(m_details, QStringLiteral("inspectCommand"));
    form->addRow(tr("Command:"), m_command);
    m_workingDir = readOnlyEdit(m_details, QStringLiteral("inspectWorkingDir"));
    form->addRow(tr("Working folder:"), m_workingDir);
    m_state = new QLabel(m_details);
    m_state->setObjectName(QStringLiteral("inspectState"));
    form->addRow(tr("State:"), m_state);
    m_exitCode = new QLabel(m_details);
    m_exitCode->setObjectName(QStringLiteral("inspectExitCode"));
    form->addRow(tr("Exit code:"), m_exitCode);
    m_restarts = new QLabel(m_details);
    m_restarts->setObjectName(QStringLiteral("inspectRestarts"));
    form->addRow(tr("Restarts:"), m_restarts);
    m_started = new QLabel(m_details);
    form->addRow(tr("Started:"), m_started);
    m_finished = new QLabel(m_details);
    form->addRow(tr("Finished:"), m_finished);
    details->addLayout(form);

    m_tabs = new QTabWidget(m_details);
    m_tabs->setObjectName(QStringLiteral("inspectTables"));
    m_env = table(m_tabs, QStringLiteral("inspectEnv"), {tr("Name"), tr("Value")});
    m_mounts = table(
        m_tabs, QStringLiteral("inspectMounts"), {tr("Source"), tr("Destination"), tr("Mode")});
    m_ports = table(m_tabs,
                    QStringLiteral("inspectPorts"),
                    {tr("Port"), tr("Protocol"), tr("Published on host")});
    m_tabs->addTab(m_env, tr("Environment"));
    m_tabs->addTab(m_mounts, tr("Mounts"));
    m_tabs->addTab(m_ports, tr("Ports"));
    details->addWidget(m_tabs, 1);
    m_truncated = new QLabel(m_details);
    m_truncated->setObjectName(QStringLiteral("inspectTruncated"));
    m_truncated->setWordWrap(true);
    m_truncated->hide();
    details->addWidget(m_truncated);
    layout->addWidget(m_details, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_refresh = buttons->addButton(tr("&Refresh"), QDialogButtonBox::ActionRole);
    m_refresh->setObjectName(QStringLiteral("inspectRefresh"));
    connect(m_refresh, &QPushButton::clicked, this, &StepInspectDialog::refresh);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(m_watcher, &QFutureWatcherBase::finished, this, [this] {
        const QFuture<Result<StepInspection>> f = m_watcher->future();
        if (f.isCanceled() || f.resultCount() == 0)
            showResult(Error::make(Error::Kind::Cancelled,
                                   tr("The backend stopped before it answered (its connection was "
                                      "closed or replaced). Refresh to ask again.")));
        else
            showResult(f.result());
    });

    const int em = fontMetrics().horizontalAdvance(QLatin1Char('M'));
    resize(em * 78, em * 58);
    refresh();
}

StepInspectDialog::~StepInspectDialog() = default;

bool StepInspectDialog::isLoading() const
{
    return m_watcher->isRunning();
}

void StepInspectDialog::refresh()
{
    if (!m_backend) {
        showResult(Error::make(Error::Kind::Unsupported,
                               tr("The connection of job %1 is gone; reconnect to inspect its "
                                  "steps.")
                                   .arg(m_job)));
        return;
    }
    m_status->setText(tr("Asking %1 about %2…").arg(m_backend->displayName(), m_step));
    m_status->show();
    m_refresh->setEnabled(false);
    m_watcher->setFuture(m_backend->inspectStep(m_job, m_step));
}

void StepInspectDialog::showResult(const Result<StepInspection> &result)
{
    m_refresh->setEnabled(true);
    if (!result) {
        m_inspection.reset();
        m_status->setText(
            tr("Cannot inspect step %1 of job %2: %3").arg(m_step, m_job, result.error().message));
        m_status->show();
        m_details->hide();
        Q_EMIT loaded();
        return;
    }
    m_inspection = *result;
    m_status->hide();
    fill(*result);
    m_details->show();
    Q_EMIT loaded();
}

void StepInspectDialog::fill(const StepInspection &in)
{
    if (in.idKind == QLatin1String("process"))
        m_idLabel->setText(tr("Process ID:"));
    else if (in.idKind == QLatin1String("pod"))
        m_idLabel->setText(tr("Pod UID:"));
    else
        m_idLabel->setText(tr("Container ID:"));
    m_id->setText(in.id);
    m_id->setCursorPosition(0);
    m_name->setText(in.name);
    m_image->setText(in.image.isEmpty() ? tr("(none: a process on this machine)") : in.image);
    m_image->setCursorPosition(0);
    QStringList quoted;
    for (const QString &a : in.command)
        quoted << shellQuoted(a);
    m_command->setText(quoted.join(QLatin1Char(' ')));
    m_command->setCursorPosition(0);
    m_command->setToolTip(in.command.join(QLatin1Char('\n')));
    m_workingDir->setText(in.workingDir);
    m_state->setText(in.state);
    m_exitCode->setText(in.exitCode ? QString::number(*in.exitCode) : tr("— (not ended)"));
    m_restarts->setText(QString::number(in.restartCount));
    m_started->setText(when(in.started));
    m_finished->setText(when(in.finished));

    m_env->setRowCount(int(in.env.size()));
    for (int r = 0; r < in.env.size(); ++r) {
        const StepInspection::Env &e = in.env.at(r);
        m_env->setItem(r, 0, cell(e.name));
        auto *value = cell(e.secret ? tr("%1 (secret, masked)").arg(e.value) : e.value);
        if (e.secret) {
            QFont f = value->font();
            f.setItalic(true);
            value->setFont(f);
            value->setForeground(palette().brush(QPalette::PlaceholderText));
            value->setToolTip(tr("A secret: TrainDeck never shows its value."));
        }
        m_env->setItem(r, 1, value);
    }
    m_mounts->setRowCount(int(in.mounts.size()));
    for (int r = 0; r < in.mounts.size(); ++r) {
        const StepInspection::Mount &m = in.mounts.at(r);
        m_mounts->setItem(r, 0, cell(m.source));
        m_mounts->setItem(r, 1, cell(m.destination));
        m_mounts->setItem(r, 2, cell(m.readOnly ? tr("read-only") : tr("read-write")));
    }
    m_ports->setRowCount(int(in.ports.size()));
    for (int r = 0; r < in.ports.size(); ++r) {
        const StepInspection::Port &p = in.ports.at(r);
        m_ports->setItem(r, 0, cell(QString::number(p.port)));
        m_ports->setItem(r, 1, cell(p.protocol));
        m_ports->setItem(r,
                         2,
                         cell(p.hostPort > 0
                                  ? QStringLiteral("%1:%2")
                                        .arg(p.hostIp.isEmpty() ? QStringLiteral("*") : p.hostIp)
                                        .arg(p.hostPort)
                                  : tr("not published")));
    }
    const int em = fontMetrics().horizontalAdvance(QLatin1Char('M'));
    m_env->setColumnWidth(0, em * 16);
    m_mounts->setColumnWidth(0, em * 24);
    m_mounts->setColumnWidth(1, em * 14);
    m_ports->setColumnWidth(0, em * 6);
    m_ports->setColumnWidth(1, em * 6);
    m_tabs->setTabText(0, tr("Environment (%1)").arg(in.env.size()));
    m_tabs->setTabText(1, tr("Mounts (%1)").arg(in.mounts.size()));
    m_tabs->setTabText(2, tr("Ports (%1)").arg(in.ports.size()));
    m_truncated->setText(in.truncated);
    m_truncated->setVisible(!in.truncated.isEmpty());
}

} // namespace TrainDeck::Ui
