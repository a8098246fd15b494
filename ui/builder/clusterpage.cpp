// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/clusterpage.h"

#include "core/domain/backendtitle.h"
#include "core/domain/labels.h"
#include "core/domain/runtimepatches.h"
#include "core/support/jsonutil.h"
#include "ui/builder/generalpage.h"
#include "ui/builder/validatedfield.h"
#include "ui/text/codehighlighter.h"
#include "ui/text/monospacefont.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace TrainDeck::Ui {

namespace {

const QString PatchesPath = QStringLiteral("spec.runtimePatches");

QString labelPath(const QString &key)
{
    return QStringLiteral("metadata.labels.") + key;
}

/// The pod spec of replicated job `name` inside the patch list's entry `patch`, made on the way.
nlohmann::ordered_json &podSpecOf(nlohmann::ordered_json &patch, const QString &name)
{
    auto &jobs = patch["trainingRuntimeSpec"]["template"]["spec"]["replicatedJobs"];
    if (!jobs.is_array())
        jobs = nlohmann::ordered_json::array();
    for (auto &j : jobs) {
        if (Json::stringAt(j, {"name"}) == name)
            return j["template"]["spec"]["template"]["spec"];
    }
    nlohmann::ordered_json job = nlohmann::ordered_json::object();
    job["name"] = name.toStdString();
    jobs.push_back(job);
    return jobs.back()["template"]["spec"]["template"]["spec"];
}

} // namespace

ClusterPage::ClusterPage(QWidget *parent)
    : BuilderPage(parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->addWidget(heading(tr("Cluster"), this));
    outer->addWidget(hint(tr("Options that only a Kubernetes cluster acts on: where the job is "
                             "created, how Kueue queues it, when it gives up, and patches to "
                             "the pods of its runtime."),
                          this));
    m_reason = new QLabel(this);
    m_reason->setObjectName(QStringLiteral("clusterReason"));
    m_reason->setWordWrap(true);
    m_reason->setFrameShape(QFrame::StyledPanel);
    m_reason->setMargin(6);
    m_reason->setAutoFillBackground(true);
    QPalette pal = m_reason->palette();
    pal.setColor(QPalette::Window, pal.color(QPalette::AlternateBase));
    m_reason->setPalette(pal);
    m_clear = new QPushButton(tr("Remove Cluster Options"), this);
    m_clear->setObjectName(QStringLiteral("clearClusterOptions"));
    m_clear->setToolTip(tr("Clears every option of this page, so that the job can run here."));
    connect(m_clear, &QPushButton::clicked, this, [this] {
        m_namespace->clear();
        m_suspend->setChecked(false);
        m_queue->clear();
        m_priority->clear();
        m_deadline->setValue(0);
        m_managedBy->setCurrentIndex(0);
        m_patches->clear();
    });
    auto *reasonRow = new QHBoxLayout;
    reasonRow->addWidget(m_reason, 1);
    reasonRow->addWidget(m_clear, 0, Qt::AlignTop);
    outer->addLayout(reasonRow);

    m_form = new QWidget(this);
    auto *formBox = new QVBoxLayout(m_form);
    formBox->setContentsMargins(0, 0, 0, 0);
    auto *form = pageForm(nullptr);
    formBox->addLayout(form);
    outer->addWidget(m_form, 1);

    m_namespace = new QLineEdit(m_form);
    m_namespace->setObjectName(QStringLiteral("clusterNamespace"));
    m_namespace->setPlaceholderText(tr("the connection's namespace"));
    form->addRow(tr("&Namespace:"), bind(QStringLiteral("metadata.namespace"), m_namespace));

    m_suspend = new QCheckBox(tr("Create &suspended"), m_form);
    m_suspend->setObjectName(QStringLiteral("suspend"));
    m_suspend->setToolTip(tr("The job is created with spec.suspend: true and starts no pods "
                             "until it is resumed (or Kueue admits it)."));
    form->addRow(QString(), bind(QStringLiteral("spec.suspend"), m_suspend));

    m_queue = new QLineEdit(m_form);
    m_queue->setObjectName(QStringLiteral("kueueQueue"));
    m_queue->setPlaceholderText(tr("none (e.g. team-a-queue)"));
    m_queue->setToolTip(
        tr("The Kueue LocalQueue that admits the job (label %1).").arg(Labels::KueueQueueName));
    form->addRow(tr("Kueue &queue:"), bind(labelPath(Labels::KueueQueueName), m_queue));

    m_priority = new QLineEdit(m_form);
    m_priority->setObjectName(QStringLiteral("kueuePriorityClass"));
    m_priority->setPlaceholderText(tr("none (e.g. high-priority)"));
    m_priority->setToolTip(
        tr("A Kueue WorkloadPriorityClass (label %1).").arg(Labels::KueuePriorityClass));
    form->addRow(tr("&Priority class:"), bind(labelPath(Labels::KueuePriorityClass), m_priority));

    m_deadline = new QSpinBox(m_form);
    m_deadline->setObjectName(QStringLiteral("activeDeadline"));
    m_deadline->setRange(0, std::numeric_limits<int>::max());
    m_deadline->setSpecialValueText(tr("none"));
    m_deadline->setSuffix(tr(" s"));
    m_deadline->setMinimumWidth(120);
    m_deadline->setToolTip(tr("Seconds the job may run (counted again after a resume); then it "
                              "fails with DeadlineExceeded."));
    auto *deadlineBox = new QWidget(m_form);
    auto *dl = new QHBoxLayout(deadlineBox);
    dl->setContentsMargins(0, 0, 0, 0);
    dl->addWidget(m_deadline);
    dl->addStretch();
    form->addRow(tr("Active &deadline:"),
                 bind(QStringLiteral("spec.activeDeadlineSeconds"), deadlineBox));

    m_managedBy = new QComboBox(m_form);
    m_managedBy->setObjectName(QStringLiteral("managedBy"));
    m_managedBy->addItem(tr("Default (the Trainer controller)"), QString());
    m_managedBy->addItem(ManagedByTrainer, ManagedByTrainer);
    m_managedBy->addItem(ManagedByMultiKueue, ManagedByMultiKueue);
    form->addRow(tr("&Managed by:"), bind(QStringLiteral("spec.managedBy"), m_managedBy));

    m_patches = new QPlainTextEdit(m_form);
    m_patches->setObjectName(QStringLiteral("runtimePatches"));
    m_patches->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_patches->setFont(MonospaceFont::font());
    m_patches->setPlaceholderText(tr("- manager: example.com/my-tool\n"
                                     "  trainingRuntimeSpec:\n"
                                     "    template:\n"
                                     "      spec:\n"
                                     "        replicatedJobs:\n"
                                     "          - name: node\n"
                                     "            ..."));
    m_patches->setMinimumHeight(180);
    CodeHighlighter::install(m_patches, CodeHighlighter::Yaml);
    auto *patchBox = new QWidget(m_form);
    auto *pl = new QVBoxLayout(patchBox);
    pl->setContentsMargins(0, 0, 0, 0);
    pl->addWidget(m_patches, 1);
    auto *helpers = new QHBoxLayout;
    auto *nodeSelector = new QPushButton(tr("Add Node &Selector Patch"), m_form);
    nodeSelector->setObjectName(QStringLiteral("addNodeSelectorPatch"));
    connect(nodeSelector, &QPushButton::clicked, this, &ClusterPage::addNodeSelectorPatch);
    auto *toleration = new QPushButton(tr("Add &Toleration Patch"), m_form);
    toleration->setObjectName(QStringLiteral("addTolerationPatch"));
    connect(toleration, &QPushButton::clicked, this, &ClusterPage::addTolerationPatch);
    helpers->addWidget(nodeSelector);
    helpers->addWidget(toleration);
    helpers->addStretch();
    pl->addLayout(helpers);
    form->addRow(tr("Runtime &patches:"), bind(PatchesPath + u'*', patchBox));
    form->addRow(QString(),
                 hint(tr("The list spec.runtimePatches as YAML: each entry names its manager and "
                         "patches the runtime's JobSet, e.g. the node selector, tolerations or "
                         "volumes of the pods of one replicated job (node for the training "
                         "nodes)."),
                      m_form));

    for (QLineEdit *e : {m_namespace, m_queue, m_priority})
        connect(e, &QLineEdit::textChanged, this, &ClusterPage::edited);
    connect(m_suspend, &QCheckBox::toggled, this, &ClusterPage::edited);
    connect(m_deadline, &QSpinBox::valueChanged, this, &ClusterPage::edited);
    connect(m_managedBy, &QComboBox::currentIndexChanged, this, &ClusterPage::edited);
    connect(m_patches, &QPlainTextEdit::textChanged, this, [this] {
        parsePatches();
        edited();
    });
    connect(this, &BuilderPage::changed, this, &ClusterPage::updateAvailability);
    updateAvailability();
}

void ClusterPage::load(const TrainJob &job)
{
    const Loading loading(this);
    m_namespace->setText(job.namespaceName);
    m_suspend->setChecked(job.suspend);
    m_queue->setText(job.queueName);
    m_priority->setText(job.priorityClass);
    m_loadedDeadline = job.activeDeadlineSeconds;
    m_deadline->setValue(
        int(std::clamp<qint64>(job.activeDeadlineSeconds.value_or(0), 0, m_deadline->maximum())));
    int managed = m_managedBy->findData(job.managedBy);
    if (managed < 0) {
        // A value the CRD refuses stays visible, with validation's message under it.
        m_managedBy->addItem(job.managedBy, job.managedBy);
        managed = m_managedBy->count() - 1;
    }
    m_managedBy->setCurrentIndex(managed);
    m_loadedPatches = job.runtimePatches;
    m_patches->setPlainText(job.runtimePatches.is_null()
                                ? QString()
                                : QString::fromUtf8(Document::toYaml(job.runtimePatches)));
    parsePatches();
    updateAvailability();
}

void ClusterPage::store(TrainJob &job) const
{
    job.namespaceName = m_namespace->text().trimmed();
    job.suspend = m_suspend->isChecked();
    job.queueName = m_queue->text().trimmed();
    job.priorityClass = m_priority->text().trimmed();
    if (m_loadedDeadline && *m_loadedDeadline > m_deadline->maximum()
        && m_deadline->value() == m_deadline->maximum())
        job.activeDeadlineSeconds = m_loadedDeadline; // beyond the box's range, unchanged
    else if (m_deadline->value() > 0)
        job.activeDeadlineSeconds = m_deadline->value();
    else
        job.activeDeadlineSeconds.reset();
    job.managedBy = m_managedBy->currentData().toString();
    // Text that does not parse changes nothing: placeProblems() reports it, which keeps the job
    // from being submitted until it is fixed.
    if (m_patchError.isEmpty())
        job.runtimePatches = m_patchDoc ? m_patchDoc->json() : nlohmann::ordered_json();
    else
        job.runtimePatches = m_loadedPatches;
}

void ClusterPage::setBackendKind(BackendKind backend)
{
    m_backend = backend;
    updateAvailability();
}

QString ClusterPage::unavailableReason() const
{
    if (m_backend == BackendKind::Kubernetes)
        return {};
    return tr("Cluster options apply to Kubernetes connections; this job runs on %1.")
        .arg(backendTitle(m_backend));
}

void ClusterPage::updateAvailability()
{
    const bool available = m_backend == BackendKind::Kubernetes;
    TrainJob probe;
    store(probe);
    const bool anySet = !kubernetesOnlyFields(probe).isEmpty() || !m_patchError.isEmpty();
    m_form->setEnabled(available);
    m_reason->setText(
        anySet ? unavailableReason()
                     + tr(" This job sets some of them: remove them here, or pick a Kubernetes "
                          "connection under Runs on.")
               : unavailableReason());
    m_reason->setVisible(!available);
    m_clear->setVisible(!available && anySet);
}

void ClusterPage::parsePatches()
{
    m_patchDoc.reset();
    m_patchError.clear();
    m_patchErrorLine = 0;
    const QByteArray text = m_patches->toPlainText().toUtf8();
    if (text.trimmed().isEmpty())
        return;
    // The user's own typing: no watchdog process for every keystroke.
    auto doc = Document::parse(text, tr("runtime patches"), Document::Origin::Own);
    if (!doc) {
        m_patchError = doc.error().message;
        m_patchErrorLine = doc.error().line;
        return;
    }
    m_patchDoc = *doc;
}

QList<Error> ClusterPage::placeProblems(QList<Error> problems) const
{
    QList<Error> out;
    for (Error &e : problems) {
        const bool aboutPatches
            = e.field.startsWith(PatchesPath + u'[') || e.field.startsWith(PatchesPath + u'.');
        if (aboutPatches && !m_patchError.isEmpty())
            continue; // about the patches last stored, not the text being edited
        if (aboutPatches && m_patchDoc) {
            const int line = m_patchDoc->position(e.field.mid(PatchesPath.size())).line;
            if (line > 0)
                e.message = tr("line %1, %2: %3").arg(line).arg(e.field, e.message);
            else
                e.message = tr("%1: %2").arg(e.field, e.message);
        }
        out << e;
    }
    if (!m_patchError.isEmpty()) {
        Error e = Error::make(Error::Kind::Parse,
                              m_patchErrorLine > 0
                                  ? tr("line %1: %2").arg(m_patchErrorLine).arg(m_patchError)
                                  : m_patchError);
        e.inField(PatchesPath);
        out << e;
    }
    return out;
}

void ClusterPage::appendPatch(const nlohmann::ordered_json &patch)
{
    nlohmann::ordered_json list = m_patchDoc ? m_patchDoc->json() : nlohmann::ordered_json();
    if (!m_patchError.isEmpty() || !(list.is_null() || list.is_array()))
        return; // never overwrite text the user has to fix first; its message says what
    if (list.is_null())
        list = nlohmann::ordered_json::array();
    // The builder's own entry takes every helper's addition: managers are unique in the list.
    for (auto &p : list) {
        if (Json::stringAt(p, {"manager"}) != Manager)
            continue;
        const auto &addedJobs = patch["trainingRuntimeSpec"]["template"]["spec"]["replicatedJobs"];
        for (const auto &added : addedJobs) {
            const QString name = Json::stringAt(added, {"name"});
            auto &spec = podSpecOf(p, name);
            const auto &addedSpec = added["template"]["spec"]["template"]["spec"];
            for (auto it = addedSpec.begin(); it != addedSpec.end(); ++it) {
                if (it->is_array()) {
                    if (!spec[it.key()].is_array())
                        spec[it.key()] = nlohmann::ordered_json::array();
                    for (const auto &v : *it)
                        spec[it.key()].push_back(v);
                } else if (it->is_object()) {
                    if (!spec[it.key()].is_object())
                        spec[it.key()] = nlohmann::ordered_json::object();
                    spec[it.key()].update(*it);
                } else {
                    spec[it.key()] = *it;
                }
            }
        }
        m_patches->setPlainText(QString::fromUtf8(Document::toYaml(list)));
        return;
    }
    list.push_back(patch);
    m_patches->setPlainText(QString::fromUtf8(Document::toYaml(list)));
}

void ClusterPage::addNodeSelectorPatch()
{
    // A label every node has, as the example to edit into the one the nodes are chosen by.
    appendPatch(RuntimePatches::nodeSelectorPatch(Manager,
                                                  RuntimePatches::NodeJob,
                                                  QStringLiteral("kubernetes.io/arch"),
                                                  QStringLiteral("amd64")));
}

void ClusterPage::addTolerationPatch()
{
    // The taint GPU node pools commonly carry.
    appendPatch(RuntimePatches::tolerationPatch(Manager,
                                                RuntimePatches::NodeJob,
                                                QStringLiteral("nvidia.com/gpu"),
                                                QString(),
                                                QStringLiteral("NoSchedule")));
}

} // namespace TrainDeck::Ui
