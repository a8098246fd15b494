// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/backend.h"
#include "core/domain/runtime.h"
#include "core/domain/trainjob.h"
#include "core/support/result.h"
#include "ui/builder/builderfooter.h"
#include "ui/builder/generalpage.h"
#include "ui/builder/jobfileloader.h"
#include "ui/builder/previewpage.h"
#include "ui/builder/yamleditorpage.h"
#include "ui/keyshortcut.h"

#include <QDialog>

#include <functional>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QStackedWidget;
class QTimer;

namespace TrainDeck {
class SecretStore;
}

namespace TrainDeck::Ui {

class BuilderPage;
class ImagePicker;
class ClusterPage;
class InitializersPage;
class ResourcesPage;
class SectionList;
class TrainerPage;
class ValidatedField;

/// The job builder: a sectioned form for a TrainJob (runtime, trainer, script, resources,
/// initializers, cluster options), validated live by the pipeline with each message next to its
/// field, a preview of the plan, the YAML and the Kubeflow SDK program, and a YAML editor that
/// round-trips with the form. Drop a .py, a requirements.txt, a TrainJob YAML or a folder on
/// it. Where the job runs is chosen here ("Runs on"), and nowhere else: the main window's
/// selection may change while the builder is open. It never submits by itself: it emits
/// submitRequested() with a valid job and the connection it is for.
///
/// The dialog is the frame: each form section is a BuilderPage (GeneralPage, TrainerPage,
/// ResourcesPage, InitializersPage, ClusterPage) that loads and stores its part of the job and maps
/// its fields to job paths; the dialog passes the job through them, validates, previews, loads
/// files and submits.
class JobBuilderDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Section { General, Code, Resources, Initializers, Cluster, Preview, Yaml };
    Q_ENUM(Section)
    /// What closing a builder with unsaved changes does (asked, see reject()).
    enum class CloseChoice { KeepDraft, Discard, Stay };
    Q_ENUM(CloseChoice)

    explicit JobBuilderDialog(QWidget *parent = nullptr);
    ~JobBuilderDialog() override;

    /// The builder's keys; its actions are made from this list (F1 shows it).
    enum ShortcutId { SubmitShortcut, NextSectionShortcut, PreviousSectionShortcut };
    static QList<KeyShortcut> shortcuts();

    void setRuntimes(const QList<Runtime> &runtimes);
    QList<Runtime> runtimes() const { return m_general->runtimes(); }
    /// The connections "Runs on" offers (names follow their connection state). The
    /// selection is kept when it is still offered, else the first one is selected.
    void setTargets(const QList<Backend *> &backends)
    {
        m_general->setTargets(backends, m_backend);
    }
    QList<Backend *> targets() const { return m_general->targets(); }
    /// Selects where the job will run; false when `backend` is not offered.
    bool setTargetBackend(Backend *backend) { return m_general->setTargetBackend(backend); }
    /// Where Submit sends the job; null when no connection is offered.
    Backend *targetBackend() const { return m_general->targetBackend(); }
    /// The kind of backend the job is validated and planned for: the target's. Without
    /// targets (a builder on its own) it is set here; with targets, the first of that kind
    /// is selected.
    void setBackendKind(BackendKind backend);
    BackendKind backendKind() const { return m_backend; }
    /// Where tokens and keys are remembered when the user asks (the initializer forms offer
    /// it); without one the option is hidden.
    void setSecretStore(SecretStore *store);

    /// Fills the form. Fields the form does not show (labels, annotations, unknown YAML) are
    /// kept and come back from job().
    void setJob(const TrainJob &job);
    TrainJob job() const;
    /// A new job (a generated name, a script trainer) on `runtime` (empty: the default).
    void startFromRuntime(const QString &runtime);

    // The files are read and parsed in a worker (see JobFileLoader); each future ends once its
    // file was applied to the form or refused, with the notice showing why.

    /// A dropped .py: the script editor gets its text, the job its name.
    QFuture<Result<void>> loadScript(const QString &path) { return m_loader->loadScript(path); }
    /// requirements.txt: its requirements become the packages, its --index-url and
    /// --extra-index-url lines the pip index URLs (RequirementsParser).
    QFuture<Result<void>> loadRequirements(const QString &path)
    {
        return m_loader->loadRequirements(path);
    }
    /// A project folder (DropClassifier): train.py (or main.py) and requirements.txt when
    /// present. A folder without a script is refused.
    QFuture<Result<void>> loadFolder(const QString &path) { return m_loader->loadFolder(path); }
    /// A TrainJob file, with any runtimes it defines; `jobName` picks one of several TrainJobs
    /// (default: the first). A script named outside the file's folder is read only when the
    /// user agrees.
    QFuture<Result<void>> loadYamlFile(const QString &path, const QString &jobName = {})
    {
        return m_loader->loadYamlFile(path, jobName);
    }
    /// Whether a file is still being read or waits to be applied.
    bool isLoadingFiles() const { return m_loader->isBusy(); }
    /// Answers the question whether to read a script outside a job file's folder instead of
    /// asking the user (tests).
    void setReadOutsideScriptAnswer(
        std::function<bool(const QString &jobFile, const QString &script)> answer)
    {
        m_loader->setReadOutsideScriptAnswer(std::move(answer));
    }

    /// The TrainJob YAML. Secrets are left out unless `includeSecrets`.
    QByteArray yaml(bool includeSecrets = false) const;
    /// The Kubeflow SDK program; secrets become os.environ look-ups unless `includeSecrets`.
    QString sdkCode(bool includeSecrets = false) const;
    /// The plan as text, or why there is none: with a target, the last answer of the target's
    /// Backend::plan() the preview shows; without, planned here for backendKind().
    QString planText() const;
    /// The preview's plan, as the target backend answered for the job as it stands; empty
    /// while its answer is on the way (see PreviewPage).
    std::optional<JobPlan> previewPlan() const { return m_preview->plan(); }
    Result<void> saveYamlFile(const QString &path, bool includeSecrets) const;
    Result<void> saveSdkCodeFile(const QString &path, bool includeSecrets) const;

    /// The problems of the job as the form stands, after the debounce.
    QList<Error> problems() const { return m_problems; }
    bool isJobValid() const { return m_problems.isEmpty() && !m_validationPending; }
    /// Runs the pending validation now instead of after the debounce.
    void validateNow();
    /// The field that shows problems of `fieldPath` (e.g. spec.trainer.numNodes), or null
    /// when the message can only go to the summary. The pages decide (BuilderPage::fieldFor).
    ValidatedField *fieldForPath(const QString &fieldPath) const;

    void showSection(Section section);
    Section currentSection() const;

    /// YAML editor: the form as YAML (secrets masked), editable.
    void reloadYamlEditor();
    /// YAML editor back to the form. On a parse or decode error the form is unchanged, the
    /// message (with line and column) is shown and returned.
    Result<void> applyYamlEditor();
    QPlainTextEdit *yamlEditor() const { return m_yamlPage->editor(); }
    /// Whether the form (or the YAML editor) holds changes since the job was last set, which
    /// closing would lose.
    bool hasUnsavedChanges() const;
    /// Where the unsubmitted job is kept (BuilderDraft); the app sets BuilderDraft::defaultPath().
    /// Without one (a builder on its own, tests) no draft is kept or offered.
    void setDraftPath(const QString &path) { m_draftPath = path; }
    QString draftPath() const { return m_draftPath; }
    /// Answers the question Cancel, Escape or the window's close button ask when there are
    /// unsaved changes, instead of asking the user (tests).
    void setCloseAnswer(std::function<CloseChoice()> answer) { m_closeAnswer = std::move(answer); }
    /// When a draft is kept, shows a bar offering to restore or discard it; false when there
    /// is none. New Job calls it; Clone, Re-run and drops do not, they bring their own job.
    bool offerDraft();
    /// Whether the draft bar is shown.
    bool isDraftOffered() const;
    /// Fills the form with the draft and forgets it (it is the form's now).
    Result<void> restoreDraft();
    void discardDraft();

    /// The images of the target engine offered in every image field (AppController fills it).
    ImagePicker *imagePicker() const { return m_imagePicker; }
    /// Answers the question Submit asks when images are missing and the pull policy will
    /// fetch them (true: submit and pull), instead of asking the user (tests).
    void setPullAnswer(std::function<bool(const QList<ImageCheck> &)> answer)
    {
        m_pullAnswer = std::move(answer);
    }
    /// Whether Submit waits for the engine's answer about the job's images.
    bool isCheckingImages() const { return m_checkingImages; }

    /// A line above the buttons for what the user should know or do next.
    void showNotice(const QString &text) { setNotice(text, false); }
    QString notice() const { return m_footer->notice(); }

public slots:
    void importYaml();
    void exportYaml();
    void exportSdkCode();
    void submit();

signals:
    /// `target` is the connection "Runs on" showed when Submit was pressed (null only for a
    /// builder that was given no targets).
    void submitRequested(const TrainDeck::TrainJob &job, TrainDeck::Backend *target);
    /// "Runs on" now shows `target`.
    void targetChanged(TrainDeck::Backend *target);

public slots:
    /// Cancel, Escape and the close button: with unsaved changes, asks whether to keep the
    /// job as a draft, discard it or stay.
    void reject() override;

protected:
    void showEvent(QShowEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    /// The next (`delta` 1) or previous (-1) visible section, if any.
    void stepSection(int delta);
    void addSection(const QString &title, QWidget *page);
    QList<BuilderPage *> formPages() const;
    void scheduleValidation();
    void runValidation();
    void showProblems();
    void updatePreview();
    void onRuntimeChanged();
    void onTrainerKindChanged(TrainerKind kind);
    void setNotice(const QString &text, bool error) { m_footer->setNotice(text, error); }
    void applyBackendKind(BackendKind backend);
    void onTargetChanged(Backend *target);
    void showExported(const Result<QString> &exported);
    void onSectionChanged(int row);
    void closeWith(CloseChoice choice);
    /// After the image check (or without one): saves secrets, clears the draft and emits
    /// submitRequested with `job`.
    void finishSubmit(const TrainJob &job, Backend *target);
    /// Says what the image check found; true when the submission goes on.
    bool acceptImageChecks(const QList<ImageCheck> &checks, Backend *target);
    void resolveMnemonics();
    QByteArray keptForm() const;

    BackendKind m_backend = BackendKind::Local;
    TrainJob m_base; ///< the job last set, carrying what the form does not show
    bool m_filling = false;
    bool m_validationPending = false;
    QList<Error> m_problems;
    QByteArray m_pristine; ///< the form as last set (TrainJobCodec::toKeptYaml)
    bool m_closed = false; ///< submitted, or closed with the user's answer
    bool m_shownOnce = false;
    QString m_draftPath;
    std::function<CloseChoice()> m_closeAnswer;
    std::function<bool(const QList<ImageCheck> &)> m_pullAnswer;
    bool m_checkingImages = false;
    ImagePicker *m_imagePicker = nullptr;
    QWidget *m_draftBar = nullptr;
    QLabel *m_draftLabel = nullptr;

    SectionList *m_sections = nullptr;
    QStackedWidget *m_pages = nullptr;
    BuilderFooter *m_footer = nullptr;
    QPushButton *m_submit = nullptr;
    QTimer *m_debounce = nullptr;

    GeneralPage *m_general = nullptr;
    TrainerPage *m_trainer = nullptr;
    ResourcesPage *m_resources = nullptr;
    InitializersPage *m_initializers = nullptr;
    ClusterPage *m_cluster = nullptr;
    PreviewPage *m_preview = nullptr;
    YamlEditorPage *m_yamlPage = nullptr;
    JobFileLoader *m_loader = nullptr;
};

} // namespace TrainDeck::Ui
