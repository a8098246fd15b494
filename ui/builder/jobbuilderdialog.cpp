// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/jobbuilderdialog.h"

#include "core/codec/trainjobcodec.h"
#include "core/domain/backendtitle.h"
#include "core/domain/secretmasker.h"
#include "ui/builder/builderdraft.h"
#include "ui/builder/builderfooter.h"
#include "ui/builder/clusterpage.h"
#include "ui/builder/generalpage.h"
#include "ui/builder/imagepicker.h"
#include "ui/builder/initializerform.h"
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
#include "ui/text/mnemonics.h"

#include <QComboBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QMimeData>
#include <QPointer>
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
    m_imagePicker = new ImagePicker(this);
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

    // The draft bar: the last unsubmitted job, offered by New Job (offerDraft).
    m_draftBar = new QFrame(this);
    m_draftBar->setObjectName(QStringLiteral("draftBar"));
    m_draftBar->setAutoFillBackground(true);
    m_draftBar->setBackgroundRole(QPalette::AlternateBase);
    m_draftLabel = new QLabel(m_draftBar);
    m_draftLabel->setWordWrap(true);
    auto *restore = new QPushButton(tr("&Restore Draft"), m_draftBar);
    restore->setObjectName(QStringLiteral("restoreDraft"));
    auto *discard = new QPushButton(tr("Dis&card Draft"), m_draftBar);
    discard->setObjectName(QStringLiteral("discardDraft"));
    auto *barLayout = new QHBoxLayout(m_draftBar);
    barLayout->setContentsMargins(12, 6, 12, 6);
    barLayout->addWidget(m_draftLabel, 1);
    barLayout->addWidget(restore);
    barLayout->addWidget(discard);
    m_draftBar->hide();
    connect(restore, &QPushButton::clicked, this, [this] {
        if (auto r = restoreDraft(); !r)
            setNotice(r.error().message, true);
    });
    connect(discard, &QPushButton::clicked, this, &JobBuilderDialog::discardDraft);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 10);
    layout->setSpacing(8);
    layout->addWidget(m_draftBar);
    layout->addLayout(body, 1);
    layout->addWidget(line);
    layout->addWidget(m_footer);

    // Forms that show one page or another change which labels are visible: Alt+letter must
    // still reach one field.
    for (InitializerForm *form : m_initializers->findChildren<InitializerForm *>())
        connect(form->typeCombo(),
                &QComboBox::currentIndexChanged,
                this,
                &JobBuilderDialog::resolveMnemonics);

    const QList<KeyShortcut> keys = shortcuts();
    connect(
        keys[SubmitShortcut].addTo(this, Qt::WindowShortcut), &QAction::triggered, this, [this] {
            if (m_submit->isEnabled())
                m_submit->click();
        });
    connect(keys[NextSectionShortcut].addTo(this, Qt::WindowShortcut),
            &QAction::triggered,
            this,
            [this] { stepSection(1); });
    connect(keys[PreviousSectionShortcut].addTo(this, Qt::WindowShortcut),
            &QAction::triggered,
            this,
            [this] { stepSection(-1); });

    m_sections->setCurrentRow(0);
    resize(1060, 760);

    setTargets({}); // Local until the app offers its connections
    startFromRuntime(RuntimeRef().name);
}

void JobBuilderDialog::startFromRuntime(const QString &runtime)
{
    TrainJob fresh;
    fresh.name = generateJobName();
    fresh.generatedName = true;
    fresh.trainer = CustomTrainer{};
    if (!runtime.isEmpty())
        fresh.runtimeRef.name = runtime;
    setJob(fresh);
}

QList<KeyShortcut> JobBuilderDialog::shortcuts()
{
    return {
        {tr("Submit Job"),
         {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)},
         tr("Submit the job being built, once it is valid")},
        {tr("Next Section"),
         {QKeySequence(Qt::CTRL | Qt::Key_PageDown)},
         tr("Show the builder's next section")},
        {tr("Previous Section"),
         {QKeySequence(Qt::CTRL | Qt::Key_PageUp)},
         tr("Show the builder's previous section")},
    };
}

void JobBuilderDialog::stepSection(int delta)
{
    // Hidden sections (a trainer kind without one) are skipped, as a click cannot reach them.
    const int n = m_sections->count();
    for (int row = m_sections->currentRow() + delta; row >= 0 && row < n; row += delta) {
        if (!m_sections->item(row)->isHidden()) {
            m_sections->setCurrentRow(row);
            return;
        }
    }
}

JobBuilderDialog::~JobBuilderDialog()
{
    // Destroyed open (the app quits, its window closes): typed work is kept without asking.
    if (!m_closed && !m_draftPath.isEmpty() && hasUnsavedChanges())
        (void)BuilderDraft(m_draftPath).save(job());
}

QByteArray JobBuilderDialog::keptForm() const
{
    return TrainJobCodec::toKeptYaml(job());
}

bool JobBuilderDialog::hasUnsavedChanges() const
{
    return m_yamlPage->isDirty() || keptForm() != m_pristine;
}

void JobBuilderDialog::reject()
{
    if (!hasUnsavedChanges()) {
        closeWith(CloseChoice::Discard);
        return;
    }
    if (m_closeAnswer) {
        closeWith(m_closeAnswer());
        return;
    }
    auto *box = new QMessageBox(QMessageBox::Question,
                                tr("Close the job builder?"),
                                tr("Job %1 has changes that were not submitted.").arg(job().name),
                                QMessageBox::NoButton,
                                this);
    QAbstractButton *keep = nullptr;
    if (!m_draftPath.isEmpty()) {
        box->setInformativeText(tr("Keep it as a draft, and New Job offers to restore it next "
                                   "time (secrets are not kept). Or discard it."));
        keep = box->addButton(tr("&Keep as Draft"), QMessageBox::AcceptRole);
    } else {
        box->setInformativeText(tr("Discard them, or stay and export the job as YAML."));
    }
    auto *discard = box->addButton(tr("&Discard"), QMessageBox::DestructiveRole);
    auto *stay = box->addButton(tr("&Stay"), QMessageBox::RejectRole);
    box->setDefaultButton(keep ? static_cast<QPushButton *>(keep) : stay);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, keep, discard] {
        const QAbstractButton *clicked = box->clickedButton();
        closeWith(keep && clicked == keep ? CloseChoice::KeepDraft
                  : clicked == discard    ? CloseChoice::Discard
                                          : CloseChoice::Stay);
    });
    box->open();
}

void JobBuilderDialog::closeWith(CloseChoice choice)
{
    switch (choice) {
    case CloseChoice::Stay:
        return;
    case CloseChoice::KeepDraft:
        if (m_draftPath.isEmpty())
            return;
        if (auto saved = BuilderDraft(m_draftPath).save(job()); !saved) {
            // Closing now would lose the job: stay open and say why.
            setNotice(saved.error().message, true);
            return;
        }
        break;
    case CloseChoice::Discard:
        break;
    }
    m_closed = true;
    QDialog::reject();
}

bool JobBuilderDialog::offerDraft()
{
    const BuilderDraft draft(m_draftPath);
    if (m_draftPath.isEmpty() || !draft.exists()) {
        m_draftBar->hide();
        return false;
    }
    m_draftLabel->setText(tr("A job you did not submit was kept as a draft on %1.")
                              .arg(QLocale().toString(draft.savedAt(), QLocale::ShortFormat)));
    m_draftBar->show();
    return true;
}

bool JobBuilderDialog::isDraftOffered() const
{
    return !m_draftBar->isHidden();
}

Result<void> JobBuilderDialog::restoreDraft()
{
    const BuilderDraft draft(m_draftPath);
    auto job = draft.load();
    if (!job)
        return job.error();
    setJob(*job);
    // Restored, it counts as unsaved again: closing asks, and can keep it once more.
    m_pristine.clear();
    m_draftBar->hide();
    (void)draft.clear();
    setNotice(tr("Draft %1 restored. Secrets were not kept: enter them again.").arg(job->name),
              false);
    return {};
}

void JobBuilderDialog::discardDraft()
{
    if (auto r = BuilderDraft(m_draftPath).clear(); !r)
        setNotice(r.error().message, true);
    m_draftBar->hide();
}

void JobBuilderDialog::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    m_closed = false;
    if (!m_shownOnce) {
        m_shownOnce = true;
        // Name first: most jobs start by being named.
        if (auto *name = m_general->findChild<QLineEdit *>(QStringLiteral("name")))
            name->setFocus(Qt::OtherFocusReason);
    }
}

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
                          : tr("&Submit to %1").arg(backendTitle(backend)));
    m_preview->forgetPlan();
    resolveMnemonics();
    scheduleValidation();
}

void JobBuilderDialog::resolveMnemonics()
{
    // The buttons every section shares keep theirs; the section shown gives way.
    Mnemonics::makeUnique({m_footer, m_draftBar, m_pages->currentWidget()});
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
    m_pristine = keptForm();
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
    // Initializer forms are made anew when their kind changes: their image fields too.
    m_imagePicker->attachWithin(this);
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
    m_footer->setProblems(int(m_problems.size()), unplaced, backendTitle(m_backend));
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
    return JobExport::write(path, JobExport::yaml(job(), includeSecrets, path));
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
    resolveMnemonics();
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
    if (m_checkingImages)
        return; // the first Submit's check is on its way

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
    const TrainJob submitted = job();
    if (!target || target->kind() == BackendKind::Local
        || target->kind() == BackendKind::Kubernetes)
        return finishSubmit(submitted, target);
    // An engine: ask it about the job's images first, as the submission will (present, pulled
    // by the policy, or missing for good), so that a missing image is said here, by name,
    // and not as a failed job.
    m_checkingImages = true;
    m_submit->setEnabled(false);
    setNotice(tr("Checking the job's images on %1…").arg(target->displayName()), false);
    const QPointer<Backend> guard(target);
    target->checkImages(submitted).then(
        this, [this, guard, submitted](const Result<QList<ImageCheck>> &checks) {
            m_checkingImages = false;
            m_submit->setEnabled(true);
            if (!guard) {
                setNotice(tr("Not submitted: the connection it was to run on is gone. Pick one "
                             "under Runs on."),
                          true);
                return;
            }
            // An engine that cannot say (it went away, an old API) leaves the answer to the
            // submission itself, which reports it as clearly.
            if (checks && !acceptImageChecks(*checks, guard))
                return;
            setNotice(QString(), false);
            finishSubmit(submitted, guard);
        });
}

bool JobBuilderDialog::acceptImageChecks(const QList<ImageCheck> &checks, Backend *target)
{
    QStringList blocked;
    QStringList pulled;
    QString policy;
    for (const ImageCheck &c : checks) {
        policy = c.pullPolicy;
        const QString line = tr("%1 (for %2)").arg(c.image, c.steps);
        if (c.blocks())
            blocked << line;
        else if (!c.present)
            pulled << line;
    }
    if (!blocked.isEmpty()) {
        setNotice(tr("Not submitted: %1 is not on %2, and the pull policy %3 does not fetch "
                     "it. Pull it on the engine first, or choose one of its images with the "
                     "button at the end of the image field.")
                      .arg(blocked.join(QStringLiteral("; ")), target->displayName(), policy),
                  true);
        showSection(Section::Code);
        return false;
    }
    if (pulled.isEmpty())
        return true;
    if (m_pullAnswer)
        return m_pullAnswer(checks);
    QMessageBox box(QMessageBox::Question,
                    tr("Pull Images?"),
                    tr("%1 does not have %n image(s) of this job yet:", nullptr, int(pulled.size()))
                        .arg(target->displayName()),
                    QMessageBox::Cancel,
                    this);
    box.setInformativeText(
        tr("%1\n\nThe pull policy %2 pulls them when you submit; this needs the registry to be "
           "reachable and can take a while. The job's Events tab shows the pull's progress.")
            .arg(pulled.join(u'\n'), policy));
    QPushButton *pull = box.addButton(tr("Submit and &Pull"), QMessageBox::AcceptRole);
    box.setDefaultButton(pull);
    box.exec();
    if (box.clickedButton() != pull) {
        setNotice(tr("Not submitted: the images were not pulled."), false);
        return false;
    }
    return true;
}

void JobBuilderDialog::finishSubmit(const TrainJob &job, Backend *target)
{
    m_initializers->saveSecrets();
    m_resources->saveSecrets();
    m_closed = true;
    // Submitted: it is no longer unsubmitted work (a refused submit reopens the builder with
    // the job, so nothing is lost).
    if (!m_draftPath.isEmpty())
        (void)BuilderDraft(m_draftPath).clear();
    emit submitRequested(job, target);
    accept();
}

} // namespace TrainDeck::Ui
