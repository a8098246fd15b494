// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/backend.h"
#include "core/domain/runtime.h"
#include "core/domain/trainjob.h"
#include "core/support/result.h"

#include <QDialog>
#include <QHash>
#include <QPointer>

#include <functional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QTabWidget;
class QTimer;

namespace TrainDeck {
class SecretStore;
}

namespace TrainDeck::Ui {

class InitializerForm;
class KeyValueTable;
class RememberEnvSecretsBox;
class StringListEdit;
class ValidatedField;

/// The job builder: a sectioned form for a TrainJob (runtime, trainer, script, resources,
/// initializers), validated live by the pipeline with each message next to its field, a
/// preview of the plan, the YAML and the Kubeflow SDK program, and a YAML editor that
/// round-trips with the form. Drop a .py, a requirements.txt, a TrainJob .yaml or a folder on
/// it. Where the job runs is chosen here ("Runs on"), and nowhere else: the main window's
/// selection may change while the builder is open. It never submits by itself: it emits
/// submitRequested() with a valid job and the connection it is for.
class JobBuilderDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Section { General, Code, Resources, Initializers, Preview, Yaml };
    Q_ENUM(Section)

    explicit JobBuilderDialog(QWidget *parent = nullptr);
    ~JobBuilderDialog() override;

    void setRuntimes(const QList<Runtime> &runtimes);
    QList<Runtime> runtimes() const { return m_runtimes; }
    /// The connections "Runs on" offers (names follow their connection state). The
    /// selection is kept when it is still offered, else the first one is selected.
    void setTargets(const QList<Backend *> &backends);
    QList<Backend *> targets() const;
    /// Selects where the job will run; false when `backend` is not offered.
    bool setTargetBackend(Backend *backend);
    /// Where Submit sends the job; null when no connection is offered.
    Backend *targetBackend() const;
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

    /// A dropped .py: the script editor gets its text, the job its name.
    Result<void> loadScript(const QString &path);
    /// requirements.txt: its requirements become the packages, its --index-url and
    /// --extra-index-url lines the pip index URLs.
    Result<void> loadRequirements(const QString &path);
    /// A folder: train.py (or main.py) and requirements.txt when present.
    Result<void> loadFolder(const QString &path);
    /// A TrainJob file, with any runtimes it defines; `jobName` picks one of several TrainJobs
    /// (default: the first). A script named outside the file's folder is read only when the
    /// user agrees.
    Result<void> loadYamlFile(const QString &path, const QString &jobName = {});
    /// Answers the question whether to read a script outside a job file's folder instead of
    /// asking the user (tests).
    void setReadOutsideScriptAnswer(
        std::function<bool(const QString &jobFile, const QString &script)> answer)
    {
        m_readOutsideScript = std::move(answer);
    }

    /// The TrainJob YAML. Secrets are left out unless `includeSecrets`.
    QByteArray yaml(bool includeSecrets = false) const;
    /// The Kubeflow SDK program; secrets become os.environ look-ups unless `includeSecrets`.
    QString sdkCode(bool includeSecrets = false) const;
    /// The plan for the target backend as text, or why there is none.
    QString planText() const;
    Result<void> saveYamlFile(const QString &path, bool includeSecrets) const;
    Result<void> saveSdkCodeFile(const QString &path, bool includeSecrets) const;

    /// The problems of the job as the form stands, after the debounce.
    QList<Error> problems() const { return m_problems; }
    bool isJobValid() const { return m_problems.isEmpty() && !m_validationPending; }
    /// Runs the pending validation now instead of after the debounce.
    void validateNow();
    /// The field that shows problems of `fieldPath` (e.g. spec.trainer.numNodes), or null
    /// when the message can only go to the summary.
    ValidatedField *fieldForPath(const QString &fieldPath) const;

    void showSection(Section section);
    Section currentSection() const;

    /// YAML editor: the form as YAML (secrets masked), editable.
    void reloadYamlEditor();
    /// YAML editor back to the form. On a parse or decode error the form is unchanged, the
    /// message (with line and column) is shown and returned.
    Result<void> applyYamlEditor();
    QPlainTextEdit *yamlEditor() const { return m_yamlEditor; }
    /// A line above the buttons for what the user should know or do next.
    void showNotice(const QString &text) { setNotice(text, false); }
    QString notice() const;

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

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    bool askReadOutsideScript(const QString &jobFile, const QString &script);
    QWidget *buildGeneralPage();
    QWidget *buildCodePage();
    QWidget *buildScriptPage();
    QWidget *buildContainerPage();
    QWidget *buildTorchTunePage();
    QWidget *buildResourcesPage();
    QWidget *buildInitializersPage();
    QWidget *buildPreviewPage();
    QWidget *buildYamlPage();
    QWidget *scrollPage(QWidget *content);
    ValidatedField *field(QWidget *editor, Section section);
    void addSection(Section section, const QString &title, QWidget *page);

    void scheduleValidation();
    void runValidation();
    void showProblems();
    void updatePreview();
    void updateRuntimeHint();
    void setTrainerPage(TrainerKind kind);
    TrainerKind trainerKindSelected() const;
    const Runtime *selectedRuntime() const;
    void selectRuntime(const QString &name);
    void setNotice(const QString &text, bool error);
    void applyBackendKind(BackendKind backend);
    void onTargetChanged();
    void refreshTargetNames();
    /// True when the name field holds nothing the user typed: empty, the generated
    /// default, or a name a loaded file gave it.
    bool nameIsAutomatic() const;
    /// Fills the name field as loading a file does, unless the user typed one.
    void setAutomaticName(const QString &name);
    bool dispatchDrop(const QString &path);
    bool confirmSecrets(const QString &what);
    void onSectionChanged(int row);

    QList<Runtime> m_runtimes;
    BackendKind m_backend = BackendKind::Local;
    TrainJob m_base;      ///< the job last set, carrying what the form does not show
    QString m_scriptPath; ///< the file the script came from, empty for inline code
    std::function<bool(const QString &, const QString &)> m_readOutsideScript;
    QString m_scriptFileText; ///< its text as read: unchanged text keeps the file reference
    QByteArray m_scriptFileBytes;
    bool m_filling = false;
    bool m_validationPending = false;
    QList<Error> m_problems;

    // Layout
    QListWidget *m_sections = nullptr;
    QStackedWidget *m_pages = nullptr;
    QHash<ValidatedField *, Section> m_fieldSections;
    QLabel *m_summary = nullptr;
    QLabel *m_notice = nullptr;
    QPushButton *m_submit = nullptr;
    QTimer *m_debounce = nullptr;

    // General
    QLineEdit *m_name = nullptr;
    QComboBox *m_runtime = nullptr;
    QLabel *m_runtimeInfo = nullptr;
    QComboBox *m_trainerType = nullptr;
    QComboBox *m_target = nullptr; ///< "Runs on"
    QList<QPointer<Backend>> m_targets;
    QString m_automaticName; ///< the name last filled from a loaded file
    ValidatedField *m_nameField = nullptr;
    ValidatedField *m_runtimeField = nullptr;
    ValidatedField *m_trainerTypeField = nullptr;

    // Code
    QStackedWidget *m_trainerPages = nullptr;
    QLabel *m_scriptSource = nullptr;
    QPlainTextEdit *m_script = nullptr;
    QLineEdit *m_function = nullptr;
    KeyValueTable *m_funcArgs = nullptr;
    QLineEdit *m_scriptArgs = nullptr;
    QLineEdit *m_scriptImage = nullptr;
    StringListEdit *m_packages = nullptr;
    StringListEdit *m_indexUrls = nullptr;
    ValidatedField *m_scriptField = nullptr;
    ValidatedField *m_functionField = nullptr;
    ValidatedField *m_funcArgsField = nullptr;
    ValidatedField *m_scriptArgsField = nullptr;
    ValidatedField *m_scriptImageField = nullptr;
    ValidatedField *m_packagesField = nullptr;
    ValidatedField *m_indexUrlsField = nullptr;
    QLineEdit *m_image = nullptr;
    QLineEdit *m_command = nullptr;
    QLineEdit *m_args = nullptr;
    ValidatedField *m_imageField = nullptr;
    ValidatedField *m_commandField = nullptr;
    ValidatedField *m_argsField = nullptr;
    // TorchTune
    QComboBox *m_dtype = nullptr;
    QSpinBox *m_batchSize = nullptr;
    QSpinBox *m_epochs = nullptr;
    QComboBox *m_loss = nullptr;
    QGroupBox *m_lora = nullptr;
    QSpinBox *m_loraRank = nullptr;
    QSpinBox *m_loraAlpha = nullptr;
    QDoubleSpinBox *m_loraDropout = nullptr;
    QLineEdit *m_loraModules = nullptr;
    QCheckBox *m_loraMlp = nullptr;
    QCheckBox *m_loraOutput = nullptr;
    QCheckBox *m_loraQuantize = nullptr;
    QCheckBox *m_loraDora = nullptr;
    QGroupBox *m_instruct = nullptr;
    QComboBox *m_instructSource = nullptr;
    QLineEdit *m_instructSplit = nullptr;
    QCheckBox *m_instructTrainOnInput = nullptr;
    QLineEdit *m_instructPrompt = nullptr;
    KeyValueTable *m_instructColumns = nullptr;
    ValidatedField *m_torchTuneField = nullptr;

    // Resources
    QCheckBox *m_nodesDefault = nullptr;
    QSpinBox *m_nodes = nullptr;
    QLineEdit *m_cpu = nullptr;
    QLineEdit *m_memory = nullptr;
    QSpinBox *m_gpu = nullptr;
    KeyValueTable *m_env = nullptr;
    RememberEnvSecretsBox *m_envKeychain = nullptr;
    ValidatedField *m_nodesField = nullptr;
    ValidatedField *m_resourcesField = nullptr;
    ValidatedField *m_envField = nullptr;

    // Initializers
    InitializerForm *m_dataset = nullptr;
    InitializerForm *m_model = nullptr;

    // Preview and YAML
    QTabWidget *m_previewTabs = nullptr;
    QPlainTextEdit *m_planView = nullptr;
    QPlainTextEdit *m_yamlView = nullptr;
    QPlainTextEdit *m_sdkView = nullptr;
    QPlainTextEdit *m_yamlEditor = nullptr;
    QLabel *m_yamlStatus = nullptr;
    bool m_yamlEditorDirty = false;
};

} // namespace TrainDeck::Ui
