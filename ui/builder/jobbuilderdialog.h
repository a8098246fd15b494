// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/result.h"
#include "domain/runtime.h"
#include "domain/trainjob.h"

#include <QDialog>
#include <QHash>

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
/// it. It never submits by itself: it emits submitRequested() with a valid job.
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
    /// Where the job will run: decides validation, the plan and whether a data cache is offered.
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
    void submitRequested(const TrainDeck::TrainJob &job);

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
    QLabel *m_backendLabel = nullptr;
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
