// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/jobbuilderdialog.h"

#include "core/codec/document.h"
#include "core/codec/jobloader.h"
#include "core/codec/requirementsparser.h"
#include "core/codec/sdkcodegenerator.h"
#include "core/codec/trainjobcodec.h"
#include "core/domain/secretmasker.h"
#include "core/files/dropclassifier.h"
#include "core/files/regularfilereader.h"
#include "core/pipeline/pipeline.h"
#include "core/pipeline/plancontext.h"
#include "ui/builder/generalpage.h"
#include "ui/builder/initializerspage.h"
#include "ui/builder/previewpage.h"
#include "ui/builder/resourcespage.h"
#include "ui/builder/scriptpage.h"
#include "ui/builder/trainerpage.h"
#include "ui/builder/validatedfield.h"
#include "ui/builder/yamleditorpage.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPainter>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollArea>
#include <QStackedWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace TrainDeck::Ui {

namespace {

constexpr int ValidationDelayMs = 150;
const QColor ErrorRed(0xd3, 0x2f, 0x2f);
const QColor OkGreen(0x2e, 0x7d, 0x32);

QIcon dotIcon(const QColor &colour)
{
    QPixmap pm(16, 16);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(colour);
    p.drawEllipse(QRectF(4, 4, 8, 8));
    return QIcon(pm);
}

Result<void> writeFile(const QString &path, const QByteArray &bytes)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit())
        return Error::make(
                   Error::Kind::Io,
                   JobBuilderDialog::tr("could not write %1: %2").arg(path, f.errorString()))
            .at(path);
    return {};
}

} // namespace

JobBuilderDialog::JobBuilderDialog(QWidget *parent)
    : QDialog(parent)
    , m_sections(new QListWidget(this))
    , m_pages(new QStackedWidget(this))
    , m_summary(new QLabel(this))
    , m_notice(new QLabel(this))
    , m_debounce(new QTimer(this))
    , m_general(new GeneralPage)
    , m_trainer(new TrainerPage)
    , m_resources(new ResourcesPage)
    , m_initializers(new InitializersPage)
    , m_preview(new PreviewPage)
    , m_yamlPage(new YamlEditorPage)
{
    setWindowTitle(tr("New Training Job"));
    setObjectName(QStringLiteral("JobBuilderDialog"));
    setAcceptDrops(true);
    setSizeGripEnabled(true);

    m_debounce->setSingleShot(true);
    m_debounce->setInterval(ValidationDelayMs);
    connect(m_debounce, &QTimer::timeout, this, &JobBuilderDialog::runValidation);

    m_sections->setObjectName(QStringLiteral("sections"));
    m_sections->setSpacing(2);
    m_sections->setUniformItemSizes(true);
    m_sections->setFrameShape(QFrame::NoFrame);
    m_sections->setIconSize(QSize(16, 16));
    QFont sectionFont = m_sections->font();
    sectionFont.setPointSizeF(sectionFont.pointSizeF() * 1.05);
    m_sections->setFont(sectionFont);
    m_sections->setAutoFillBackground(true);
    m_sections->setBackgroundRole(QPalette::AlternateBase);

    addSection(Section::General, tr("General"), m_general->scrollable());
    addSection(Section::Code, tr("Trainer"), m_trainer->scrollable());
    addSection(Section::Resources, tr("Nodes & Resources"), m_resources->scrollable());
    addSection(Section::Initializers, tr("Dataset & Model"), m_initializers->scrollable());
    addSection(Section::Preview, tr("Preview"), m_preview);
    addSection(Section::Yaml, tr("Edit as YAML"), m_yamlPage);
    // Wide enough for the longest title plus an error count, measured, not guessed.
    int widest = 0;
    for (const QString &t : {TrainerPage::title(TrainerKind::CustomTrainer),
                             TrainerPage::title(TrainerKind::CustomTrainerContainer),
                             tr("Nodes & Resources"),
                             tr("Dataset & Model"),
                             tr("Edit as YAML")})
        widest = qMax(widest,
                      QFontMetrics(sectionFont).horizontalAdvance(t + QStringLiteral(" (99)")));
    m_sections->setFixedWidth(widest + m_sections->iconSize().width() + 36);
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
    connect(
        m_yamlPage, &YamlEditorPage::reloadRequested, this, &JobBuilderDialog::reloadYamlEditor);
    connect(m_yamlPage, &YamlEditorPage::applyRequested, this, [this] { (void)applyYamlEditor(); });

    // Bottom: summary of problems, a notice line for loads, and the actions.
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_notice->setObjectName(QStringLiteral("notice"));
    m_notice->setWordWrap(true);
    m_notice->setTextFormat(Qt::PlainText);
    m_notice->hide();

    auto *importButton = new QPushButton(tr("&Import…"), this);
    importButton->setObjectName(QStringLiteral("importButton"));
    importButton->setToolTip(tr("Open a TrainJob YAML file"));
    connect(importButton, &QPushButton::clicked, this, &JobBuilderDialog::importYaml);
    auto *exportButton = new QPushButton(tr("E&xport"), this);
    exportButton->setObjectName(QStringLiteral("exportButton"));
    auto *exportMenu = new QMenu(exportButton);
    exportMenu->addAction(tr("TrainJob &YAML…"), this, &JobBuilderDialog::exportYaml);
    exportMenu->addAction(tr("Kubeflow &Python SDK code…"), this, &JobBuilderDialog::exportSdkCode);
    exportButton->setMenu(exportMenu);

    auto *buttons = new QDialogButtonBox(this);
    m_submit = buttons->addButton(tr("&Submit"), QDialogButtonBox::AcceptRole);
    m_submit->setObjectName(QStringLiteral("submitButton"));
    m_submit->setDefault(true);
    buttons->addButton(QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &JobBuilderDialog::submit);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

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

    auto *bottom = new QHBoxLayout;
    bottom->setContentsMargins(12, 0, 12, 0);
    bottom->addWidget(importButton);
    bottom->addWidget(exportButton);
    bottom->addSpacing(12);
    auto *status = new QVBoxLayout;
    status->addWidget(m_notice);
    status->addWidget(m_summary);
    bottom->addLayout(status, 1);
    bottom->addWidget(buttons);

    auto *line = new QFrame(this);
    line->setFrameShape(QFrame::HLine);
    line->setFrameShadow(QFrame::Sunken);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 10);
    layout->setSpacing(8);
    layout->addLayout(body, 1);
    layout->addWidget(line);
    layout->addLayout(bottom);

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

void JobBuilderDialog::addSection(Section section, const QString &title, QWidget *page)
{
    auto *item = new QListWidgetItem(title, m_sections);
    item->setData(Qt::UserRole, QVariant::fromValue(section));
    item->setData(Qt::UserRole + 1, title);
    item->setSizeHint(QSize(0, 34));
    m_pages->addWidget(page);
}

QList<BuilderPage *> JobBuilderDialog::formPages() const
{
    // The order job() stores in: General picks the trainer variant the others fill.
    return {m_general, m_trainer, m_resources, m_initializers};
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

QList<Runtime> JobBuilderDialog::runtimes() const
{
    return m_general->runtimes();
}

void JobBuilderDialog::onRuntimeChanged()
{
    const Runtime *rt = m_general->selectedRuntime();
    m_resources->setRuntimeDefaultNodes(rt ? rt->numNodes : 1);
}

void JobBuilderDialog::onTrainerKindChanged(TrainerKind kind)
{
    m_trainer->setKind(kind);
    if (QListWidgetItem *item = m_sections->item(int(Section::Code))) {
        item->setData(Qt::UserRole + 1, TrainerPage::title(kind));
        item->setText(TrainerPage::title(kind));
    }
}

void JobBuilderDialog::setTargets(const QList<Backend *> &backends)
{
    m_general->setTargets(backends, m_backend);
}

QList<Backend *> JobBuilderDialog::targets() const
{
    return m_general->targets();
}

bool JobBuilderDialog::setTargetBackend(Backend *backend)
{
    return m_general->setTargetBackend(backend);
}

Backend *JobBuilderDialog::targetBackend() const
{
    return m_general->targetBackend();
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
    const TrainJob j = job();
    QList<Error> problems;
    // The codec's checks (types, ranges such as numNodes >= 1) on the object we would write...
    QList<Error> codecProblems;
    const auto decoded
        = TrainJobCodec::decode(Document::fromJson(TrainJobCodec::encode(j)), &codecProblems);
    Q_UNUSED(decoded)
    problems += codecProblems;
    // ...then the pipeline's validation plugins for the target backend.
    QStringList names;
    for (const Runtime &rt : m_general->runtimes())
        names << rt.name;
    if (j.fileRuntime)
        names << j.fileRuntime->name;
    problems += Pipeline::standard().validate(
        j, m_general->selectedRuntime(), PlanContext::forBackend(m_backend, j.name), names);
    // One message per field and text: the codec and the plugins sometimes agree.
    QSet<QString> seen;
    m_problems.clear();
    for (const Error &e : std::as_const(problems)) {
        const QString key = e.field + u'\n' + e.message;
        if (seen.contains(key))
            continue;
        seen.insert(key);
        m_problems << e;
    }
    showProblems();
    updatePreview();
}

ValidatedField *JobBuilderDialog::fieldForPath(const QString &path) const
{
    // The trainer page first: its shown page takes the paths it shares with General.
    for (const BuilderPage *page : {static_cast<BuilderPage *>(m_trainer),
                                    static_cast<BuilderPage *>(m_general),
                                    static_cast<BuilderPage *>(m_resources),
                                    static_cast<BuilderPage *>(m_initializers)}) {
        if (ValidatedField *f = page->fieldFor(path))
            return f;
    }
    return nullptr;
}

void JobBuilderDialog::showProblems()
{
    QHash<ValidatedField *, QStringList> messages;
    QHash<ValidatedField *, Section> sections;
    const QList<BuilderPage *> pages = formPages();
    for (int i = 0; i < pages.size(); ++i) {
        for (ValidatedField *f : pages.at(i)->fields())
            sections.insert(f, Section(i)); // form pages come first, in Section order
    }
    QStringList unplaced;
    QHash<Section, int> perSection;
    for (const Error &e : std::as_const(m_problems)) {
        if (ValidatedField *f = fieldForPath(e.field)) {
            messages[f] << e.message;
            perSection[sections.value(f, Section::General)] += 1;
        } else {
            unplaced << (e.field.isEmpty() ? e.message
                                           : e.field + QStringLiteral(": ") + e.message);
            perSection[Section::General] += 1;
        }
    }
    for (auto it = sections.cbegin(); it != sections.cend(); ++it)
        it.key()->setMessage(messages.value(it.key()).join(u'\n'));

    for (int i = 0; i < m_sections->count(); ++i) {
        QListWidgetItem *item = m_sections->item(i);
        const auto section = item->data(Qt::UserRole).value<Section>();
        const int n = perSection.value(section);
        const QString title = item->data(Qt::UserRole + 1).toString();
        item->setText(n > 0 ? tr("%1 (%2)").arg(title).arg(n) : title);
        item->setIcon(n > 0 ? dotIcon(ErrorRed) : QIcon());
        item->setToolTip(n == 0   ? QString()
                         : n == 1 ? tr("1 problem in this section")
                                  : tr("%1 problems in this section").arg(n));
    }

    QPalette p = m_summary->palette();
    if (m_problems.isEmpty()) {
        p.setColor(QPalette::WindowText, OkGreen);
        m_summary->setText(
            tr("Ready: the job is valid for %1.").arg(GeneralPage::backendTitle(m_backend)));
    } else {
        p.setColor(QPalette::WindowText, ErrorRed);
        QString text = m_problems.size() == 1
                           ? tr("1 problem to fix before submitting.")
                           : tr("%1 problems to fix before submitting.").arg(m_problems.size());
        if (!unplaced.isEmpty())
            text += u' ' + unplaced.join(QStringLiteral("; "));
        m_summary->setText(text);
    }
    m_summary->setPalette(p);
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

std::optional<JobPlan> JobBuilderDialog::previewPlan() const
{
    return m_preview->plan();
}

QByteArray JobBuilderDialog::yaml(bool includeSecrets) const
{
    const TrainJob j = job();
    return TrainJobCodec::toYaml(includeSecrets ? j : SecretMasker::masked(j, QString()));
}

QString JobBuilderDialog::sdkCode(bool includeSecrets) const
{
    SdkCodeGenerator::Options o;
    o.backend = m_backend;
    o.includeSecrets = includeSecrets;
    return SdkCodeGenerator::generate(job(), o);
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
    return writeFile(path, yaml(includeSecrets));
}

Result<void> JobBuilderDialog::saveSdkCodeFile(const QString &path, bool includeSecrets) const
{
    return writeFile(path, sdkCode(includeSecrets).toUtf8());
}

bool JobBuilderDialog::confirmSecrets(const QString &what)
{
    if (!SecretMasker::hasSecrets(job()))
        return false;
    const auto answer = QMessageBox::question(
        this,
        tr("Include Secrets?"),
        tr("This job holds tokens or keys. Write them into the %1 in plain text?\n\n"
           "Choose No to leave them out (the file then reads them from the environment or "
           "needs them filled in).")
            .arg(what),
        QMessageBox::Yes | QMessageBox::No,
        QMessageBox::No);
    return answer == QMessageBox::Yes;
}

void JobBuilderDialog::exportYaml()
{
    const QString path = QFileDialog::getSaveFileName(this,
                                                      tr("Export TrainJob YAML"),
                                                      job().name + QStringLiteral(".yaml"),
                                                      tr("YAML files (*.yaml *.yml)"));
    if (path.isEmpty())
        return;
    const bool secrets = confirmSecrets(tr("YAML file"));
    if (auto r = saveYamlFile(path, secrets); !r)
        setNotice(r.error().toString(), true);
    else
        setNotice(tr("Exported %1").arg(QDir::toNativeSeparators(path)), false);
}

void JobBuilderDialog::exportSdkCode()
{
    const QString path
        = QFileDialog::getSaveFileName(this,
                                       tr("Export Kubeflow SDK Code"),
                                       job().name.replace(u'-', u'_') + QStringLiteral(".py"),
                                       tr("Python files (*.py)"));
    if (path.isEmpty())
        return;
    const bool secrets = confirmSecrets(tr("Python file"));
    if (auto r = saveSdkCodeFile(path, secrets); !r)
        setNotice(r.error().toString(), true);
    else
        setNotice(tr("Exported %1").arg(QDir::toNativeSeparators(path)), false);
}

void JobBuilderDialog::importYaml()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import TrainJob YAML"), {}, tr("YAML files (*.yaml *.yml)"));
    if (!path.isEmpty())
        (void)loadYamlFile(path);
}

QPlainTextEdit *JobBuilderDialog::yamlEditor() const
{
    return m_yamlPage->editor();
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

QString JobBuilderDialog::notice() const
{
    return m_notice->isHidden() ? QString() : m_notice->text();
}

void JobBuilderDialog::setNotice(const QString &text, bool error)
{
    QPalette p = m_notice->palette();
    p.setColor(QPalette::WindowText, error ? ErrorRed : palette().color(QPalette::WindowText));
    m_notice->setPalette(p);
    m_notice->setText(text);
    m_notice->setVisible(!text.isEmpty());
}

Result<void> JobBuilderDialog::loadScript(const QString &path)
{
    // Only a regular file within the limit: a dropped FIFO or device must not hang the GUI.
    const auto read = RegularFileReader::read(path, JobLoader::MaxScriptBytes, tr("script"));
    if (!read) {
        setNotice(read.error().toString(), true);
        return read.error();
    }
    TrainJob j = job();
    CustomTrainer c = std::holds_alternative<CustomTrainer>(j.trainer)
                          ? std::get<CustomTrainer>(j.trainer)
                          : CustomTrainer{};
    const QFileInfo info(path);
    c.scriptPath = info.absoluteFilePath();
    c.scriptContent = *read;
    c.scriptLoaded = true;
    c.inlineCode.clear();
    if (!std::holds_alternative<CustomTrainer>(j.trainer)) {
        c.numNodes = trainerNumNodes(j.trainer);
        c.resourcesPerNode = trainerResources(j.trainer);
        c.env = trainerEnv(j.trainer);
    }
    j.trainer = c;
    // A name the user typed stays; only an empty or generated one is replaced.
    const bool automatic = m_general->nameIsAutomatic();
    if (automatic) {
        j.name = GeneralPage::jobNameFrom(info.completeBaseName());
        j.generatedName = false;
    }
    setJob(j);
    if (automatic)
        m_general->markNameAutomatic(j.name);
    showSection(Section::Code);
    setNotice(tr("Loaded %1").arg(QDir::toNativeSeparators(c.scriptPath)), false);
    return {};
}

Result<void> JobBuilderDialog::loadRequirements(const QString &path)
{
    const auto read = RequirementsParser::readFile(path);
    if (!read) {
        setNotice(read.error().toString(), true);
        return read.error();
    }
    m_general->setTrainerKind(TrainerKind::CustomTrainer);
    m_trainer->scriptPage()->setRequirements(read->packages, read->indexUrls);
    showSection(Section::Code);
    const int n = int(read->packages.size());
    const QString file = QFileInfo(path).fileName();
    setNotice(read->skipped.isEmpty() ? tr("%n package(s) from %1", nullptr, n).arg(file)
                                      : tr("%n package(s) from %1; skipped: %2", nullptr, n)
                                            .arg(file, read->skipped.join(QStringLiteral(", "))),
              false);
    return {};
}

Result<void> JobBuilderDialog::loadFolder(const QString &path)
{
    if (DropClassifier::classify(path) != DropClassifier::Kind::Folder) {
        Error e
            = Error::make(Error::Kind::NotFound,
                          tr("%1 has no train.py or main.py").arg(QDir::toNativeSeparators(path)))
                  .at(path);
        setNotice(e.message, true);
        return e;
    }
    const DropClassifier::Project project = DropClassifier::projectIn(path);
    if (auto r = loadScript(project.script); !r)
        return r;
    if (!project.requirements.isEmpty()) {
        if (auto r = loadRequirements(project.requirements); !r)
            return r;
    }
    // A folder names the project better than its train.py does (unless the user named it).
    m_general->setAutomaticName(GeneralPage::jobNameFrom(QDir(path).dirName()));
    setNotice(tr("Loaded the project %1").arg(QDir::toNativeSeparators(path)), false);
    return {};
}

Result<void> JobBuilderDialog::loadYamlFile(const QString &path, const QString &jobName)
{
    QList<Error> problems;
    auto loaded = JobLoader::loadAll(path, &problems);
    auto fail = [&](const Error &e) -> Result<void> {
        QStringList lines;
        for (const Error &p : std::as_const(problems))
            lines << p.toString();
        if (lines.isEmpty())
            lines << e.toString();
        setNotice(lines.join(u'\n'), true);
        return e;
    };
    if (!loaded)
        return fail(loaded.error());
    QStringList names;
    for (const TrainJob &j : std::as_const(loaded->jobs))
        names << j.name;
    problems.clear();
    if (loaded->jobs.isEmpty()) {
        QStringList runtimes;
        for (const Runtime &rt : std::as_const(loaded->runtimes))
            runtimes << rt.name;
        return fail(Error::make(
            Error::Kind::Validation,
            tr("%1 defines only runtimes (%2) and no TrainJob; add it to "
               "TrainDeck's runtimes, or add a TrainJob that uses it")
                .arg(QDir::toNativeSeparators(path), runtimes.join(QStringLiteral(", ")))));
    }
    qsizetype index = jobName.isEmpty() ? 0 : names.indexOf(jobName);
    if (index < 0)
        return fail(Error::make(
            Error::Kind::NotFound,
            tr("%1 has no TrainJob named '%2'; it holds %3")
                .arg(QDir::toNativeSeparators(path), jobName, names.join(QStringLiteral(", ")))));
    TrainJob job = loaded->jobs.at(index);
    if (JobLoader::scriptOutsideJobFolder(job)) {
        // A job file from elsewhere (a cloned repository) may name any file on this machine:
        // read it only when the user says so, knowing which file it is.
        const auto &c = std::get<CustomTrainer>(job.trainer);
        const QString target
            = QFileInfo(QFileInfo(path).absoluteDir().filePath(c.scriptPath)).canonicalFilePath();
        if (askReadOutsideScript(path, target))
            JobLoader::loadScript(job, JobLoader::ScriptAccess::Anywhere);
    }
    setJob(job);
    QString notice = tr("Imported %1").arg(QDir::toNativeSeparators(path));
    if (job.fileRuntime)
        notice += u'\n'
                  + tr("The runtime %1 is defined in this file and is used instead of any "
                       "runtime of that name in the catalog.")
                        .arg(job.fileRuntime->name);
    if (names.size() > 1)
        notice += u'\n'
                  + tr("The file holds %1 TrainJobs (%2); this is %3. Submit them all with "
                       "traindeck-cli train.")
                        .arg(names.size())
                        .arg(names.join(QStringLiteral(", ")), job.name);
    setNotice(notice, false);
    return {};
}

bool JobBuilderDialog::askReadOutsideScript(const QString &jobFile, const QString &script)
{
    if (m_readOutsideScript)
        return m_readOutsideScript(jobFile, script);
    return QMessageBox::question(
               this,
               tr("Read a Script Outside the Job's Folder?"),
               tr("%1 names a training script outside its own folder:\n\n%2\n\nRead this file "
                  "and send it with the job?")
                   .arg(QDir::toNativeSeparators(jobFile), QDir::toNativeSeparators(script)),
               QMessageBox::Yes | QMessageBox::No,
               QMessageBox::No)
           == QMessageBox::Yes;
}

bool JobBuilderDialog::dispatchDrop(const QString &path)
{
    switch (DropClassifier::classify(path)) {
    case DropClassifier::Kind::Folder:
        return loadFolder(path).ok();
    case DropClassifier::Kind::Script:
        return loadScript(path).ok();
    case DropClassifier::Kind::Requirements:
        return loadRequirements(path).ok();
    case DropClassifier::Kind::Yaml:
        return loadYamlFile(path).ok();
    case DropClassifier::Kind::None:
        break;
    }
    setNotice(tr("%1 is not a script, requirements.txt, TrainJob YAML or JSON file, or folder "
                 "with train.py or main.py")
                  .arg(QFileInfo(path).fileName()),
              true);
    return false;
}

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
    bool any = false;
    for (const QString &p : DropClassifier::loadOrder(paths))
        any = dispatchDrop(p) || any;
    if (any)
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
