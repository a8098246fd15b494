// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/jobbuilderdialog.h"

#include "core/codec/trainjobcodec.h"
#include "core/domain/secretmasker.h"
#include "ui/builder/builderfooter.h"
#include "ui/builder/clusterpage.h"
#include "ui/builder/generalpage.h"
#include "ui/builder/initializerspage.h"
#include "ui/builder/jobexport.h"
#include "ui/builder/jobfileloader.h"
#include "ui/builder/jobvalidation.h"
#include "ui/builder/previewpage.h"
#include "ui/builder/resourcespage.h"
#include "ui/builder/scriptpage.h"
#include "ui/builder/sectionlist.h"
#include "ui/builder/trainerpage.h"
#include "ui/builder/validatedfield.h"
#include "ui/builder/yamleditorpage.h"

#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QMimeData>
#include <QPushButton>
#include <QStackedWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace TrainDeck::Ui {

namespace {

constexpr int ValidationDelayMs = 150;

} // namespace

JobBuilderDialog::JobBuilderDialog(QWidget *parent)
    : QDialog(parent)
    , m_sections(new SectionList(this))
    , m_pages(new QStackedWidget(this))
    , m_footer(new BuilderFooter(this))
    , m_debounce(new QTimer(this))
    , m_general(new GeneralPage)
    , m_trainer(new TrainerPage)
    , m_resources(new ResourcesPage)
    , m_initializers(new InitializersPage)
    , m_cluster(new ClusterPage)
    , m_preview(new PreviewPage)
    , m_yamlPage(new YamlEditorPage)
    , m_loader(new JobFileLoader(
          m_general, m_trainer->scriptPage(), [this] { return job(); }, this))
{
    setWindowTitle(tr("New Training Job"));
    setObjectName(QStringLiteral("JobBuilderDialog"));
    setAcceptDrops(true);
    setSizeGripEnabled(true);

    m_debounce->setSingleShot(true);
    m_debounce->setInterval(ValidationDelayMs);
    connect(m_debounce, &QTimer::timeout, this, &JobBuilderDialog::runValidation);

    addSection(tr("General"), m_general->scrollable());
    addSection(tr("Trainer"), m_trainer->scrollable());
    addSection(tr("Nodes & Resources"), m_resources->scrollable());
    addSection(tr("Dataset & Model"), m_initializers->scrollable());
    addSection(tr("Cluster"), m_cluster->scrollable());
    addSection(tr("Preview"), m_preview);
    addSection(tr("Edit as YAML"), m_yamlPage);
    m_sections->fitWidth({TrainerPage::title(TrainerKind::CustomTrainer),
                          TrainerPage::title(TrainerKind::CustomTrainerContainer),
                          tr("Nodes & Resources"),
                          tr("Dataset & Model"),
                          tr("Edit as YAML")});
    connect(m_sections, &QListWidget::currentRowChanged, this, &JobBuilderDialog::onSectionChanged);

    for (BuilderPage *page : formPages())
        connect(page, &BuilderPage::changed, this, &JobBuilderDialog::scheduleValidation);
    connect(m_general, &GeneralPage::runtimeChanged, this, &JobBuilderDialog::onRuntimeChanged);
    connect(
        m_general, &GeneralPage::trainerKindChanged, this, &JobBuilderDialog::onTrainerKindChanged);
    connect(m_general, &GeneralPage::targetChanged, this, &JobBuilderDialog::onTargetChanged);
    connect(m_trainer->scriptPage(), &ScriptPage::scriptChosen, this, [this](const QString &p) {
        (void)loadScript(p);
    });
    connect(m_loader, &JobFileLoader::jobLoaded, this, &JobBuilderDialog::setJob);
    connect(m_loader, &JobFileLoader::notice, this, &JobBuilderDialog::setNotice);
    connect(m_loader, &JobFileLoader::trainerShown, this, [this] { showSection(Section::Code); });
    connect(
        m_yamlPage, &YamlEditorPage::reloadRequested, this, &JobBuilderDialog::reloadYamlEditor);
    connect(m_yamlPage, &YamlEditorPage::applyRequested, this, [this] { (void)applyYamlEditor(); });

    connect(m_footer, &BuilderFooter::importRequested, this, &JobBuilderDialog::importYaml);
    connect(m_footer, &BuilderFooter::exportYamlRequested, this, &JobBuilderDialog::exportYaml);
    connect(
        m_footer, &BuilderFooter::exportSdkCodeRequested, this, &JobBuilderDialog::exportSdkCode);
    connect(m_footer, &BuilderFooter::submitRequested, this, &JobBuilderDialog::submit);
    connect(m_footer, &BuilderFooter::cancelRequested, this, &QDialog::reject);
    m_submit = m_footer->submitButton();

    auto *body = new QHBoxLayout;
    body->setSpacing(0);
    body->addWidget(m_sections);
    auto *sep = new QFrame(this);
    sep->setFrameShape(QFrame::VLine);
    sep->setFrameShadow(QFrame::Sunken);
    body->addWidget(sep);
    auto *pageBox = new QVBoxLayout;
    pageBox->setContentsMargins(12, 8, 4, 0);
    pageBox->addWidget(m_pages);
    body->addLayout(pageBox, 1);

    auto *line = new QFrame(this);
    line->setFrameShape(QFrame::HLine);
    line->setFrameShadow(QFrame::Sunken);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 10);
    layout->setSpacing(8);
    layout->addLayout(body, 1);
    layout->addWidget(line);
    layout->addWidget(m_footer);

    m_sections->setCurrentRow(0);
    resize(1060, 760);

    setTargets({}); // Local until the app offers its connections
    TrainJob fresh;
    fresh.name = generateJobName();
    fresh.generatedName = true;
    fresh.trainer = CustomTrainer{};
    setJob(fresh);
}

JobBuilderDialog::~JobBuilderDialog() = default;

void JobBuilderDialog::addSection(const QString &title, QWidget *page)
{
    m_sections->addSection(title);
    m_pages->addWidget(page);
}

QList<BuilderPage *> JobBuilderDialog::formPages() const
{
    // The order job() stores in: General picks the trainer variant the others fill.
    return {m_general, m_trainer, m_resources, m_initializers, m_cluster};
}

// ---------------------------------------------------------------------------------------
// Runtimes, targets, trainer kind

void JobBuilderDialog::setRuntimes(const QList<Runtime> &runtimes)
{
    const bool wasFilling = m_filling;
    m_filling = true;
    m_general->setRuntimes(runtimes);
    m_filling = wasFilling;
    scheduleValidation();
}

void JobBuilderDialog::onRuntimeChanged()
{
    const Runtime *rt = m_general->selectedRuntime();
    m_resources->setRuntimeDefaultNodes(rt ? rt->numNodes : 1);
}

void JobBuilderDialog::onTrainerKindChanged(TrainerKind kind)
{
    m_trainer->setKind(kind);
    m_sections->setTitle(int(Section::Code), TrainerPage::title(kind));
}

void JobBuilderDialog::onTargetChanged(Backend *target)
{
    if (target)
        applyBackendKind(target->kind());
    else if (!m_general->hasTargets())
        applyBackendKind(m_backend);
    emit targetChanged(target);
}

void JobBuilderDialog::setBackendKind(BackendKind backend)
{
    m_general->selectKind(backend);
    if (!m_general->hasTargets())
        applyBackendKind(backend);
}

void JobBuilderDialog::applyBackendKind(BackendKind backend)
{
    m_backend = backend;
    m_initializers->setBackendKind(backend);
    m_cluster->setBackendKind(backend);
    m_submit->setText(backend == BackendKind::Local
                          ? tr("&Submit to Local")
                          : tr("&Submit to %1").arg(GeneralPage::backendTitle(backend)));
    m_preview->forgetPlan();
    scheduleValidation();
}

void JobBuilderDialog::setSecretStore(SecretStore *store)
{
    m_initializers->setSecretStore(store);
    m_resources->setSecretStore(store);
    m_resources->recallSecrets();
}

// ---------------------------------------------------------------------------------------
// Job <-> form

void JobBuilderDialog::setJob(const TrainJob &job)
{
    m_filling = true;
    m_base = job;
    for (BuilderPage *page : formPages())
        page->load(job);
    onRuntimeChanged();
    m_filling = false;
    m_yamlPage->markClean();
    // Secret variables the kept job file could not hold may be in the keychain.
    m_resources->recallSecrets();
    scheduleValidation();
}

TrainJob JobBuilderDialog::job() const
{
    TrainJob job = m_base;
    for (const BuilderPage *page : formPages())
        page->store(job);
    return job;
}

// ---------------------------------------------------------------------------------------
// Validation

void JobBuilderDialog::scheduleValidation()
{
    if (m_filling)
        return;
    m_validationPending = true;
    m_submit->setEnabled(false);
    m_preview->forgetPlan();
    m_debounce->start();
}

void JobBuilderDialog::validateNow()
{
    m_debounce->stop();
    runValidation();
}

void JobBuilderDialog::runValidation()
{
    m_validationPending = false;
    m_problems = m_cluster->placeProblems(JobValidation::problems(
        job(), m_general->selectedRuntime(), m_general->runtimes(), m_backend));
    showProblems();
    updatePreview();
}

ValidatedField *JobBuilderDialog::fieldForPath(const QString &path) const
{
    // The trainer page first: its shown page takes the paths it shares with General.
    for (const BuilderPage *page : {static_cast<BuilderPage *>(m_trainer),
                                    static_cast<BuilderPage *>(m_general),
                                    static_cast<BuilderPage *>(m_resources),
                                    static_cast<BuilderPage *>(m_initializers),
                                    static_cast<BuilderPage *>(m_cluster)}) {
        if (ValidatedField *f = page->fieldFor(path))
            return f;
    }
    return nullptr;
}

void JobBuilderDialog::showProblems()
{
    QHash<ValidatedField *, QStringList> messages;
    QStringList unplaced;
    for (const Error &e : std::as_const(m_problems)) {
        if (ValidatedField *f = fieldForPath(e.field))
            messages[f] << e.message;
        else
            unplaced << (e.field.isEmpty() ? e.message
                                           : e.field + QStringLiteral(": ") + e.message);
    }
    // The form pages are the first sections, in order; what no field shows counts for General.
    const QList<BuilderPage *> pages = formPages();
    for (int i = 0; i < m_sections->count(); ++i)
        m_sections->setProblemCount(i,
                                    (i < pages.size() ? pages.at(i)->showMessages(messages) : 0)
                                        + (i == int(Section::General) ? unplaced.size() : 0));
    m_footer->setProblems(int(m_problems.size()), unplaced, GeneralPage::backendTitle(m_backend));
    m_submit->setEnabled(m_problems.isEmpty());
}

// ---------------------------------------------------------------------------------------
// Preview, YAML, SDK code

QString JobBuilderDialog::planText() const
{
    if (targetBackend())
        return m_preview->planText();
    // Planned with the secrets masked: the plan's own masking knows fewer names than we do.
    return PreviewPage::planHereText(
        SecretMasker::masked(job()), m_general->selectedRuntime(), m_backend);
}

QByteArray JobBuilderDialog::yaml(bool includeSecrets) const
{
    return JobExport::yaml(job(), includeSecrets);
}

QString JobBuilderDialog::sdkCode(bool includeSecrets) const
{
    return JobExport::sdkCode(job(), m_backend, includeSecrets);
}

void JobBuilderDialog::updatePreview()
{
    if (currentSection() != Section::Preview)
        return;
    const TrainJob masked = SecretMasker::masked(job());
    // The plan of the backend Submit goes to, with its own pull policy, images and workdir.
    if (Backend *target = targetBackend())
        m_preview->planOn(target, masked);
    else
        m_preview->planHere(masked, m_general->selectedRuntime(), m_backend);
    m_preview->setYaml(QString::fromUtf8(TrainJobCodec::toYaml(masked)));
    m_preview->setSdkCode(sdkCode(false));
}

Result<void> JobBuilderDialog::saveYamlFile(const QString &path, bool includeSecrets) const
{
    return JobExport::write(path, yaml(includeSecrets));
}

Result<void> JobBuilderDialog::saveSdkCodeFile(const QString &path, bool includeSecrets) const
{
    return JobExport::write(path, sdkCode(includeSecrets).toUtf8());
}

void JobBuilderDialog::exportYaml()
{
    showExported(JobExport::exportYaml(this, job()));
}

void JobBuilderDialog::exportSdkCode()
{
    showExported(JobExport::exportSdkCode(this, job(), m_backend));
}

void JobBuilderDialog::showExported(const Result<QString> &exported)
{
    if (!exported)
        setNotice(exported.error().toString(), true);
    else if (!exported->isEmpty())
        setNotice(*exported, false);
}

void JobBuilderDialog::importYaml()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import TrainJob YAML"), {}, tr("YAML files (*.yaml *.yml)"));
    if (!path.isEmpty())
        (void)loadYamlFile(path);
}

void JobBuilderDialog::reloadYamlEditor()
{
    m_yamlPage->showJob(job());
}

Result<void> JobBuilderDialog::applyYamlEditor()
{
    auto edited = m_yamlPage->edited(job());
    if (!edited)
        return edited.error();
    setJob(*edited);
    m_yamlPage->setApplied();
    return {};
}

// ---------------------------------------------------------------------------------------
// Loading files and drops

void JobBuilderDialog::dragEnterEvent(QDragEnterEvent *event)
{
    // Any local file is taken, so that a drop of something unusable can say why.
    if (event->mimeData()->hasUrls()) {
        for (const QUrl &url : event->mimeData()->urls()) {
            if (url.isLocalFile()) {
                event->acceptProposedAction();
                return;
            }
        }
    }
    QDialog::dragEnterEvent(event);
}

void JobBuilderDialog::dropEvent(QDropEvent *event)
{
    if (!event->mimeData()->hasUrls()) {
        QDialog::dropEvent(event);
        return;
    }
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls()) {
        if (url.isLocalFile())
            paths << url.toLocalFile();
    }
    if (m_loader->loadDropped(paths))
        event->acceptProposedAction();
    else
        event->ignore();
}

// ---------------------------------------------------------------------------------------
// Sections and submit

void JobBuilderDialog::showSection(Section section)
{
    m_sections->setCurrentRow(int(section));
}

JobBuilderDialog::Section JobBuilderDialog::currentSection() const
{
    return Section(qMax(0, m_pages->currentIndex()));
}

void JobBuilderDialog::onSectionChanged(int row)
{
    if (row < 0)
        return;
    m_pages->setCurrentIndex(row);
    const auto section = Section(row);
    if (section == Section::Preview) {
        if (m_validationPending)
            validateNow();
        else
            updatePreview();
    }
    if (section == Section::Yaml && !m_yamlPage->isDirty())
        reloadYamlEditor();
}

void JobBuilderDialog::submit()
{
    // Text typed in "Edit as YAML" is what the user means to run: applied first, or, when it
    // cannot be, nothing is submitted and the editor says why.
    if (m_yamlPage->isDirty()) {
        if (auto applied = applyYamlEditor(); !applied) {
            m_yamlPage->setStatus(tr("Not submitted: the YAML editor has changes that are not "
                                     "applied to the form, and they cannot be: %1. Fix them, "
                                     "or press Reload from Form to drop them.")
                                      .arg(m_yamlPage->status()));
            showSection(Section::Yaml);
            setNotice(tr("Not submitted: the YAML editor has changes that cannot be applied."),
                      true);
            return;
        }
    }
    validateNow();
    if (!m_problems.isEmpty())
        return;
    Backend *target = targetBackend();
    if (m_general->hasTargets() && !target) {
        setNotice(tr("Not submitted: the connection it was to run on is gone. Pick one under "
                     "Runs on."),
                  true);
        showSection(Section::General);
        return;
    }
    m_initializers->saveSecrets();
    m_resources->saveSecrets();
    emit submitRequested(job(), target);
    accept();
}

} // namespace TrainDeck::Ui
