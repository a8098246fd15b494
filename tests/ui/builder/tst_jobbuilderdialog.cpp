// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The job builder driven offscreen with QTest events. Filling the form gives
// the job; validation messages appear next to the field they are about and go away when it is
// fixed; the YAML editor round-trips with the form; scripts, requirements, folders and YAML
// load by API and by drop; secrets stay out of exports unless confirmed. Saves screenshots to
// <build>/screenshots/builder*.png.
#include "tests/support/awaitresult.h"
#include "ui/builder/initializerform.h"
#include "ui/builder/jobbuilderdialog.h"
#include "ui/builder/secretlineedit.h"
#include "ui/builder/validatedfield.h"

#include "tests/support/fakebackend.h"

#include "core/catalog/runtimecatalog.h"
#include "core/codec/trainjobcodec.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPromise>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace TrainDeck;
using namespace TrainDeck::Ui;

namespace {

/// A backend whose plans the test answers, in any order (no Q_OBJECT: no signals of its own).
class PlanOnDemandBackend final : public Backend
{
public:
    struct Ask
    {
        TrainJob job;
        std::shared_ptr<QPromise<Result<JobPlan>>> promise;
    };
    QList<Ask> asked;

    /// Answers the `i`th question with a plan named after the job it was asked for.
    void answer(qsizetype i)
    {
        JobPlan plan;
        plan.jobName = asked.at(i).job.name;
        asked.at(i).promise->addResult(Result<JobPlan>(plan));
        asked.at(i).promise->finish();
    }

    BackendKind kind() const override { return BackendKind::Docker; }
    QString connection() const override { return QStringLiteral("unix:///plans.sock"); }
    QString displayName() const override { return QStringLiteral("Docker (plans on demand)"); }
    void start() override {}
    QFuture<Result<QList<Runtime>>> runtimes() override { return refused<QList<Runtime>>(); }
    QFuture<Result<JobPlan>> plan(const TrainJob &job) override
    {
        auto promise = std::make_shared<QPromise<Result<JobPlan>>>();
        promise->start();
        asked.append({job, promise});
        return promise->future();
    }
    QFuture<Result<QString>> submit(const TrainJob &) override { return refused<QString>(); }
    QFuture<Result<QList<JobSnapshot>>> jobs() override { return refused<QList<JobSnapshot>>(); }
    QFuture<Result<JobSnapshot>> job(const QString &) override { return refused<JobSnapshot>(); }
    QFuture<Result<bool>> cancel(const QString &) override { return refused<bool>(); }
    QFuture<Result<bool>> remove(const QString &) override { return refused<bool>(); }
    QString logDir(const QString &job) const override
    {
        return QStringLiteral("/nonexistent/") + job;
    }

private:
    template<class T>
    static QFuture<Result<T>> refused()
    {
        return QtFuture::makeReadyFuture(
            Result<T>(Error::make(Error::Kind::Unsupported, QStringLiteral("not in this test"))));
    }
};

} // namespace

class TestJobBuilderDialog : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void fillFormWithKeys();
    void nodeCountMessageNextToField();
    void emptyScriptAndBadUris();
    void dataCacheOnlyOnKubernetes();
    void yamlRoundTrip();
    void yamlEditorErrorsKeepTheForm();
    void loadScriptFromFile();
    void dropScriptRequirementsAndFolder();
    void importExampleYaml();
    void secretsStayOutOfExports();
    void previewShowsPlanYamlAndSdk();
    void runsOnIsChosenHere();
    void previewDropsStalePlans();
    void unappliedYamlIsAppliedOnSubmit();
    void yamlThatCannotBeAppliedBlocksSubmit();
    void openScriptKeepsATypedName();
    void screenshots();

private:
    template<class T>
    T *child(const char *name)
    {
        auto *w = m_dialog->findChild<T *>(QString::fromLatin1(name));
        if (!w)
            qFatal("no child %s", name);
        return w;
    }
    void typeInto(QLineEdit *edit, const QString &text)
    {
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Backspace);
        QTest::keyClicks(edit, text);
    }
    void typeInto(QSpinBox *spin, const QString &text)
    {
        spin->setFocus();
        QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(spin, text);
    }
    // keyClicks takes printable characters only: newlines become Return presses.
    static void typeText(QWidget *w, const QString &text)
    {
        const QStringList lines = text.split(u'\n');
        for (qsizetype i = 0; i < lines.size(); ++i) {
            if (i > 0)
                QTest::keyClick(w, Qt::Key_Return);
            QTest::keyClicks(w, lines[i]);
        }
    }
    QString messageAt(const char *path)
    {
        ValidatedField *f = m_dialog->fieldForPath(QString::fromLatin1(path));
        return f ? f->message() : QStringLiteral("<no field>");
    }
    void fillDemo();

    JobBuilderDialog *m_dialog = nullptr;
    QTemporaryDir m_tmp;
};

void TestJobBuilderDialog::init()
{
    m_dialog = new JobBuilderDialog;
    m_dialog->setRuntimes(RuntimeCatalog::bundled().runtimes());
    m_dialog->setBackendKind(BackendKind::Docker);
    m_dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_dialog));
}

void TestJobBuilderDialog::cleanup()
{
    delete m_dialog;
    m_dialog = nullptr;
}

void TestJobBuilderDialog::fillDemo()
{
    typeInto(child<QLineEdit>("name"), QStringLiteral("mnist-ddp"));
    auto *script = child<QPlainTextEdit>("script");
    script->setFocus();
    typeText(script, QStringLiteral("def train(lr):\n"));
    typeText(script, QStringLiteral("    print('lr', lr)\n"));
    typeInto(child<QLineEdit>("function"), QStringLiteral("train"));
    typeText(child<QPlainTextEdit>("packages"), QStringLiteral("numpy\npandas>=2"));
    QTest::mouseClick(child<QCheckBox>("nodesDefault"), Qt::LeftButton);
    typeInto(child<QSpinBox>("nodes"), QStringLiteral("3"));
    typeInto(child<QLineEdit>("cpu"), QStringLiteral("2"));
    typeInto(child<QLineEdit>("memory"), QStringLiteral("4Gi"));
}

void TestJobBuilderDialog::fillFormWithKeys()
{
    fillDemo();
    QVERIFY(!child<QPushButton>("submitButton")->isEnabled()); // validation is pending
    QTRY_VERIFY(m_dialog->isJobValid());
    QVERIFY2(m_dialog->problems().isEmpty(), qPrintable(m_dialog->problems().value(0).toString()));
    const TrainJob job = m_dialog->job();
    QCOMPARE(job.name, QStringLiteral("mnist-ddp"));
    QCOMPARE(job.runtimeRef.name, QStringLiteral("torch-distributed"));
    QCOMPARE(trainerKind(job.trainer), TrainerKind::CustomTrainer);
    const auto &c = std::get<CustomTrainer>(job.trainer);
    QCOMPARE(c.inlineCode, QStringLiteral("def train(lr):\n    print('lr', lr)\n"));
    QCOMPARE(c.functionName, QStringLiteral("train"));
    QCOMPARE(c.packagesToInstall,
             QStringList({QStringLiteral("numpy"), QStringLiteral("pandas>=2")}));
    QCOMPARE(c.numNodes, std::optional<int>(3));
    QCOMPARE(c.resourcesPerNode.value(QStringLiteral("cpu")), QStringLiteral("2"));
    QCOMPARE(c.resourcesPerNode.value(QStringLiteral("memory")), QStringLiteral("4Gi"));

    // A container trainer from the same form.
    auto *type = child<QComboBox>("trainerType");
    type->setCurrentIndex(type->findData(QVariant::fromValue(TrainerKind::CustomTrainerContainer)));
    typeInto(child<QLineEdit>("image"), QStringLiteral("ghcr.io/me/train:1"));
    typeInto(child<QLineEdit>("command"), QStringLiteral("python -m train"));
    typeInto(child<QLineEdit>("args"), QStringLiteral("--lr \"0.1 0.2\""));
    const TrainJob container = m_dialog->job();
    const auto &cc = std::get<CustomTrainerContainer>(container.trainer);
    QCOMPARE(cc.image, QStringLiteral("ghcr.io/me/train:1"));
    QCOMPARE(
        cc.command,
        QStringList({QStringLiteral("python"), QStringLiteral("-m"), QStringLiteral("train")}));
    QCOMPARE(cc.args, QStringList({QStringLiteral("--lr"), QStringLiteral("0.1 0.2")}));
    QCOMPARE(cc.numNodes, std::optional<int>(3));

    // Submit emits the job and closes.
    type->setCurrentIndex(type->findData(QVariant::fromValue(TrainerKind::CustomTrainer)));
    QTRY_VERIFY(child<QPushButton>("submitButton")->isEnabled());
    QSignalSpy spy(m_dialog, &JobBuilderDialog::submitRequested);
    QTest::mouseClick(child<QPushButton>("submitButton"), Qt::LeftButton);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).value<TrainJob>().name, QStringLiteral("mnist-ddp"));
    QCOMPARE(m_dialog->result(), int(QDialog::Accepted));
}

void TestJobBuilderDialog::nodeCountMessageNextToField()
{
    fillDemo();
    QTRY_VERIFY(m_dialog->isJobValid());
    typeInto(child<QSpinBox>("nodes"), QStringLiteral("0"));
    QCOMPARE(child<QSpinBox>("nodes")->value(), 0);
    QTRY_VERIFY(!messageAt("spec.trainer.numNodes").isEmpty());
    ValidatedField *nodes = m_dialog->fieldForPath(QStringLiteral("spec.trainer.numNodes"));
    QVERIFY(nodes->editor()->isAncestorOf(child<QSpinBox>("nodes")));
    QVERIFY(!nodes->messageLabel()->isHidden());
    QVERIFY(!child<QPushButton>("submitButton")->isEnabled());
    // Only that field complains, and its section is marked.
    QCOMPARE(messageAt("metadata.name"), QString());
    QVERIFY(child<QListWidget>("sections")
                ->item(int(JobBuilderDialog::Section::Resources))
                ->text()
                .contains(QStringLiteral("(1)")));
    QVERIFY(child<QLabel>("summary")->text().contains(QStringLiteral("1 problem")));

    typeInto(child<QSpinBox>("nodes"), QStringLiteral("2"));
    QTRY_COMPARE(messageAt("spec.trainer.numNodes"), QString());
    QVERIFY(nodes->messageLabel()->isHidden());
    QVERIFY(child<QPushButton>("submitButton")->isEnabled());

    // A bad name and a bad quantity land at their fields.
    typeInto(child<QLineEdit>("name"), QStringLiteral("Bad_Name"));
    typeInto(child<QLineEdit>("memory"), QStringLiteral("lots"));
    QTRY_VERIFY(!messageAt("metadata.name").isEmpty());
    QTRY_VERIFY(messageAt("spec.trainer.resourcesPerNode.memory").contains(QStringLiteral("lots")));
}

void TestJobBuilderDialog::emptyScriptAndBadUris()
{
    fillDemo();
    QTRY_VERIFY(m_dialog->isJobValid());
    child<QPlainTextEdit>("script")->clear();
    QTRY_VERIFY(!messageAt("metadata.annotations.traindeck.io/script-inline").isEmpty());
    QCOMPARE(
        m_dialog->fieldForPath(QStringLiteral("metadata.annotations.traindeck.io/script-inline"))
            ->editor(),
        child<QPlainTextEdit>("script"));
    QTest::keyClicks(child<QPlainTextEdit>("script"), QStringLiteral("print(1)"));
    QTRY_COMPARE(messageAt("metadata.annotations.traindeck.io/script-inline"), QString());

    // Dataset from HuggingFace with an s3:// URI: the message is under the URI field.
    auto *form = child<InitializerForm>("datasetForm");
    form->setKind(InitializerKind::HuggingFace);
    typeInto(child<QLineEdit>("datasetHfUri"), QStringLiteral("s3://bucket/data"));
    QTRY_VERIFY(!messageAt("spec.initializer.dataset.storageUri").isEmpty());
    QCOMPARE(
        m_dialog->fieldForPath(QStringLiteral("spec.initializer.dataset.storageUri"))->editor(),
        child<QLineEdit>("datasetHfUri"));
    QVERIFY(messageAt("spec.initializer.dataset.storageUri").contains(QStringLiteral("hf://")));
    typeInto(child<QLineEdit>("datasetHfUri"), QStringLiteral("hf://tatsu-lab/alpaca"));
    QTRY_COMPARE(messageAt("spec.initializer.dataset.storageUri"), QString());

    // Model from S3 with a bad endpoint is not a model check, but a bad URI is.
    child<InitializerForm>("modelForm")->setKind(InitializerKind::S3);
    typeInto(child<QLineEdit>("modelS3Uri"), QStringLiteral("hf://not-s3"));
    QTRY_VERIFY(!messageAt("spec.initializer.model.storageUri").isEmpty());
    QCOMPARE(m_dialog->fieldForPath(QStringLiteral("spec.initializer.model.storageUri"))->editor(),
             child<QLineEdit>("modelS3Uri"));
    typeInto(child<QLineEdit>("modelS3Uri"), QStringLiteral("s3://models/bert"));
    QTRY_VERIFY(m_dialog->isJobValid());

    // Pip index URLs are checked too.
    QTest::keyClicks(child<QPlainTextEdit>("indexUrls"), QStringLiteral("ftp://mirror"));
    QTRY_VERIFY(!messageAt("metadata.annotations.traindeck.io/pip-index-urls").isEmpty());
}

void TestJobBuilderDialog::dataCacheOnlyOnKubernetes()
{
    auto *form = child<InitializerForm>("datasetForm");
    auto *reason = child<QLabel>("dataCacheReason");
    QVERIFY(!form->dataCacheAvailable());
    form->setKind(InitializerKind::DataCache);
    QVERIFY(!reason->isHidden());
    QVERIFY(reason->text().contains(QStringLiteral("Kubernetes")));
    QVERIFY(!child<QLineEdit>("datasetCacheUri")->isEnabled());
    m_dialog->setBackendKind(BackendKind::Kubernetes);
    QVERIFY(form->dataCacheAvailable());
    QVERIFY(reason->isHidden());
    QVERIFY(child<QLineEdit>("datasetCacheUri")->isEnabled());
    typeInto(child<QLineEdit>("datasetCacheUri"), QStringLiteral("cache://schema/table"));
    typeInto(child<QLineEdit>("datasetCacheMetadata"), QStringLiteral("s3://w/m.json"));
    QTRY_COMPARE(messageAt("spec.initializer.dataset.storageUri"), QString());
    const auto cfg = std::get<DataCacheInitializer>(m_dialog->job().dataset.config);
    QCOMPARE(cfg.storageUri, QStringLiteral("cache://schema/table"));
    QCOMPARE(cfg.numDataNodes, std::optional<int>(2));
}

void TestJobBuilderDialog::yamlRoundTrip()
{
    fillDemo();
    auto *form = child<InitializerForm>("datasetForm");
    form->setKind(InitializerKind::HuggingFace);
    typeInto(child<QLineEdit>("datasetHfUri"), QStringLiteral("hf://tatsu-lab/alpaca"));
    QTest::keyClicks(child<QLineEdit>("datasetHfToken"), QStringLiteral("hf_roundtrip_secret"));
    child<InitializerForm>("modelForm")->setKind(InitializerKind::S3);
    typeInto(child<QLineEdit>("modelS3Uri"), QStringLiteral("s3://models/bert"));
    typeInto(child<QLineEdit>("modelS3Endpoint"), QStringLiteral("http://minio:9000"));
    QTest::keyClicks(child<QLineEdit>("modelS3SecretKey"), QStringLiteral("minio-secret"));
    QTRY_VERIFY(m_dialog->isJobValid());
    const TrainJob before = m_dialog->job();
    const QByteArray yamlBefore = TrainJobCodec::toYaml(before);

    // form -> YAML -> form: nothing changes, secrets included (the editor shows them masked).
    m_dialog->showSection(JobBuilderDialog::Section::Yaml);
    const QString text = m_dialog->yamlEditor()->toPlainText();
    QVERIFY(text.contains(QStringLiteral("hf://tatsu-lab/alpaca")));
    QVERIFY(!text.contains(QStringLiteral("hf_roundtrip_secret")));
    QVERIFY(!text.contains(QStringLiteral("minio-secret")));
    QVERIFY(m_dialog->applyYamlEditor().ok());
    QCOMPARE(TrainJobCodec::toYaml(m_dialog->job()), yamlBefore);

    // An edit in the YAML reaches the form.
    QString edited = m_dialog->yamlEditor()->toPlainText();
    QVERIFY(edited.contains(QStringLiteral("numNodes: 3")));
    edited.replace(QStringLiteral("numNodes: 3"), QStringLiteral("numNodes: 5"));
    m_dialog->yamlEditor()->setPlainText(edited);
    QVERIFY(m_dialog->applyYamlEditor().ok());
    QCOMPARE(child<QSpinBox>("nodes")->value(), 5);
    QCOMPARE(child<QLineEdit>("datasetHfToken")->text(), QStringLiteral("hf_roundtrip_secret"));
    QCOMPARE(child<QLineEdit>("modelS3SecretKey")->text(), QStringLiteral("minio-secret"));
    QCOMPARE(child<QLineEdit>("modelS3Endpoint")->text(), QStringLiteral("http://minio:9000"));
}

void TestJobBuilderDialog::yamlEditorErrorsKeepTheForm()
{
    fillDemo();
    QTRY_VERIFY(m_dialog->isJobValid());
    const QByteArray before = TrainJobCodec::toYaml(m_dialog->job());
    m_dialog->showSection(JobBuilderDialog::Section::Yaml);
    const QString good = m_dialog->yamlEditor()->toPlainText();
    m_dialog->yamlEditor()->setPlainText(good + QStringLiteral("\nbroken: [unclosed\n"));
    auto r = m_dialog->applyYamlEditor();
    QVERIFY(!r.ok());
    QVERIFY(r.error().line > 0);
    QVERIFY2(child<QLabel>("yamlStatus")->text().startsWith(QStringLiteral("Line ")),
             qPrintable(child<QLabel>("yamlStatus")->text()));
    QCOMPARE(TrainJobCodec::toYaml(m_dialog->job()), before);
    // The editor keeps the user's text, and switching away and back does not reset it.
    QVERIFY(m_dialog->yamlEditor()->toPlainText().contains(QStringLiteral("broken: [unclosed")));
    m_dialog->showSection(JobBuilderDialog::Section::General);
    m_dialog->showSection(JobBuilderDialog::Section::Yaml);
    QVERIFY(m_dialog->yamlEditor()->toPlainText().contains(QStringLiteral("broken: [unclosed")));

    // A type error: the codec's message with its line.
    m_dialog->yamlEditor()->setPlainText(
        QString(good).replace(QStringLiteral("numNodes: 3"), QStringLiteral("numNodes: many")));
    r = m_dialog->applyYamlEditor();
    QVERIFY(!r.ok());
    QCOMPARE(r.error().field, QStringLiteral("spec.trainer.numNodes"));
    QCOMPARE(TrainJobCodec::toYaml(m_dialog->job()), before);
}

void TestJobBuilderDialog::loadScriptFromFile()
{
    const QString path = m_tmp.filePath(QStringLiteral("Train_MNIST.py"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("import torch\nprint('training')\n");
    f.close();
    QVERIFY(await(m_dialog->loadScript(path)).ok());
    QCOMPARE(child<QLineEdit>("name")->text(), QStringLiteral("train-mnist"));
    QCOMPARE(child<QPlainTextEdit>("script")->toPlainText(),
             QStringLiteral("import torch\nprint('training')\n"));
    QCOMPARE(m_dialog->currentSection(), JobBuilderDialog::Section::Code);
    TrainJob job = m_dialog->job();
    auto c = std::get<CustomTrainer>(job.trainer);
    QCOMPARE(c.scriptPath, QFileInfo(path).absoluteFilePath());
    QVERIFY(c.scriptLoaded);
    QTRY_VERIFY(m_dialog->isJobValid());
    // Editing the text turns the reference into inline code.
    QTest::keyClicks(child<QPlainTextEdit>("script"), QStringLiteral("# edited"));
    c = std::get<CustomTrainer>(m_dialog->job().trainer);
    QVERIFY(c.scriptPath.isEmpty());
    QVERIFY(c.inlineCode.contains(QStringLiteral("# edited")));
    QVERIFY(child<QLabel>("scriptSource")->text().contains(QStringLiteral("Edited")));

    QVERIFY(!await(m_dialog->loadScript(m_tmp.filePath(QStringLiteral("missing.py")))).ok());
    QVERIFY(child<QLabel>("notice")->isVisibleTo(m_dialog));
}

void TestJobBuilderDialog::dropScriptRequirementsAndFolder()
{
    auto drop = [this](const QList<QUrl> &urls) {
        QMimeData mime;
        mime.setUrls(urls);
        const QPointF pos(m_dialog->width() / 2, m_dialog->height() / 2);
        QDragEnterEvent enter(pos.toPoint(), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(m_dialog, &enter);
        if (!enter.isAccepted())
            return false;
        QDropEvent ev(pos, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(m_dialog, &ev);
        // The files are read in a worker: the form changes once they are applied.
        for (int i = 0; i < 1000 && m_dialog->isLoadingFiles(); ++i)
            QTest::qWait(10);
        return ev.isAccepted() && !m_dialog->isLoadingFiles();
    };
    const QString py = m_tmp.filePath(QStringLiteral("dropped_job.py"));
    QFile f(py);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("print('dropped')\n");
    f.close();
    QVERIFY(drop({QUrl::fromLocalFile(py)}));
    QCOMPARE(child<QPlainTextEdit>("script")->toPlainText(), QStringLiteral("print('dropped')\n"));
    QCOMPARE(m_dialog->job().name, QStringLiteral("dropped-job"));

    const QString req = m_tmp.filePath(QStringLiteral("requirements.txt"));
    QFile r(req);
    QVERIFY(r.open(QIODevice::WriteOnly));
    r.write("# deps\nnumpy==1.26\n--extra-index-url https://download.pytorch.org/whl/cpu\n"
            "scipy  # maths\n-e ./local\n");
    r.close();
    QVERIFY(drop({QUrl::fromLocalFile(req)}));
    auto c = std::get<CustomTrainer>(m_dialog->job().trainer);
    QCOMPARE(c.packagesToInstall,
             QStringList({QStringLiteral("numpy==1.26"), QStringLiteral("scipy")}));
    QCOMPARE(c.pipIndexUrls, QStringList(QStringLiteral("https://download.pytorch.org/whl/cpu")));
    QCOMPARE(c.inlineCode.isEmpty(), true); // the script is still the dropped file
    QVERIFY(!c.scriptPath.isEmpty());

    // A folder with train.py and requirements.txt.
    QDir dir(m_tmp.path());
    QVERIFY(dir.mkpath(QStringLiteral("My Project")));
    const QString folder = dir.filePath(QStringLiteral("My Project"));
    QFile t(folder + QStringLiteral("/train.py"));
    QVERIFY(t.open(QIODevice::WriteOnly));
    t.write("print('folder')\n");
    t.close();
    QFile rq(folder + QStringLiteral("/requirements.txt"));
    QVERIFY(rq.open(QIODevice::WriteOnly));
    rq.write("torchvision\n");
    rq.close();
    QVERIFY(drop({QUrl::fromLocalFile(folder)}));
    QCOMPARE(m_dialog->job().name, QStringLiteral("my-project"));
    c = std::get<CustomTrainer>(m_dialog->job().trainer);
    QCOMPARE(c.packagesToInstall, QStringList(QStringLiteral("torchvision")));
    QCOMPARE(QString::fromUtf8(c.scriptContent), QStringLiteral("print('folder')\n"));

    // Something else is refused with a reason.
    QVERIFY(!drop({QUrl::fromLocalFile(m_tmp.filePath(QStringLiteral("notes.pdf")))}));
    QVERIFY(child<QLabel>("notice")->text().contains(QStringLiteral("notes.pdf")));
}

void TestJobBuilderDialog::importExampleYaml()
{
    QVERIFY(await(m_dialog->loadYamlFile(QStringLiteral(
                      TRAINDECK_SOURCE_DIR "/resources/examples/four-node-with-initializers.yaml")))
                .ok());
    QCOMPARE(child<QLineEdit>("name")->text(), QStringLiteral("fine-tune-4"));
    QCOMPARE(child<QSpinBox>("nodes")->value(), 4);
    QCOMPARE(child<InitializerForm>("datasetForm")->kind(), InitializerKind::S3);
    QCOMPARE(child<QLineEdit>("datasetS3Endpoint")->text(),
             QStringLiteral("http://127.0.0.1:4569"));
    QCOMPARE(child<InitializerForm>("modelForm")->kind(), InitializerKind::HuggingFace);
    QVERIFY(child<QPlainTextEdit>("script")->toPlainText().contains(QStringLiteral("import")));
    QTRY_VERIFY(m_dialog->isJobValid());
    // The imported job writes back as it came, script reference and all.
    const TrainJob job = m_dialog->job();
    QVERIFY(
        std::get<CustomTrainer>(job.trainer).scriptPath.endsWith(QStringLiteral("demo_train.py")));

    const QString bad = m_tmp.filePath(QStringLiteral("bad.yaml"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("apiVersion: trainer.kubeflow.org/v1alpha1\nkind: TrainJob\nmetadata: [\n");
    f.close();
    QVERIFY(!await(m_dialog->loadYamlFile(bad)).ok());
    QVERIFY(child<QLabel>("notice")->text().contains(QStringLiteral("bad.yaml")));
    QCOMPARE(child<QLineEdit>("name")->text(), QStringLiteral("fine-tune-4"));
}

void TestJobBuilderDialog::secretsStayOutOfExports()
{
    fillDemo();
    const QString token = QStringLiteral("hf_TOPSECRET_0123456789");
    child<InitializerForm>("datasetForm")->setKind(InitializerKind::HuggingFace);
    typeInto(child<QLineEdit>("datasetHfUri"), QStringLiteral("hf://tatsu-lab/alpaca"));
    auto *tokenEdit = child<SecretLineEdit>("datasetHfToken");
    QCOMPARE(tokenEdit->echoMode(), QLineEdit::Password);
    QTest::keyClicks(tokenEdit, token);
    tokenEdit->revealAction()->trigger();
    QCOMPARE(tokenEdit->echoMode(), QLineEdit::Normal);
    tokenEdit->revealAction()->trigger();
    QCOMPARE(tokenEdit->echoMode(), QLineEdit::Password);
    child<InitializerForm>("modelForm")->setKind(InitializerKind::S3);
    typeInto(child<QLineEdit>("modelS3Uri"), QStringLiteral("s3://models/bert"));
    QTest::keyClicks(child<QLineEdit>("modelS3AccessKey"), QStringLiteral("AKIA_KEY_ID_77"));
    QTRY_VERIFY(m_dialog->isJobValid());
    QCOMPARE(std::get<HuggingFaceDatasetInitializer>(m_dialog->job().dataset.config).accessToken,
             token);

    QVERIFY(!m_dialog->yaml(false).contains(token.toUtf8()));
    QVERIFY(m_dialog->yaml(true).contains(token.toUtf8()));
    QVERIFY(!m_dialog->sdkCode(false).contains(token));
    QVERIFY(m_dialog->sdkCode(false).contains(QStringLiteral("os.environ[\"HF_TOKEN\"]")));
    QVERIFY(m_dialog->sdkCode(true).contains(token));

    const QString yamlPath = m_tmp.filePath(QStringLiteral("export.yaml"));
    const QString pyPath = m_tmp.filePath(QStringLiteral("export.py"));
    QVERIFY(m_dialog->saveYamlFile(yamlPath, false).ok());
    QVERIFY(m_dialog->saveSdkCodeFile(pyPath, false).ok());
    for (const QString &p : {yamlPath, pyPath}) {
        QFile f(p);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QVERIFY(bytes.contains("hf://tatsu-lab/alpaca"));
        QVERIFY2(!bytes.contains(token.toUtf8()), qPrintable(p));
    }
    QVERIFY(m_dialog->saveYamlFile(yamlPath, true).ok());
    QFile confirmed(yamlPath);
    QVERIFY(confirmed.open(QIODevice::ReadOnly));
    QVERIFY(confirmed.readAll().contains(token.toUtf8()));

    // Nor in the previews.
    m_dialog->showSection(JobBuilderDialog::Section::Preview);
    for (const char *view : {"planView", "yamlView", "sdkView"}) {
        const QString text = child<QPlainTextEdit>(view)->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("hf://tatsu-lab/alpaca")), view);
        QVERIFY2(!text.contains(token), view);
        QVERIFY2(!text.contains(QStringLiteral("AKIA_KEY_ID_77")), view);
    }
    QVERIFY(!m_dialog->yaml(false).contains("AKIA_KEY_ID_77"));
    QVERIFY(!m_dialog->sdkCode(false).contains(QStringLiteral("AKIA_KEY_ID_77")));
}

void TestJobBuilderDialog::previewShowsPlanYamlAndSdk()
{
    fillDemo();
    QTRY_VERIFY(m_dialog->isJobValid());
    m_dialog->showSection(JobBuilderDialog::Section::Preview);
    const QString plan = child<QPlainTextEdit>("planView")->toPlainText();
    QVERIFY2(plan.contains(QStringLiteral("node-2")), qPrintable(plan));
    QVERIFY(child<QPlainTextEdit>("yamlView")
                ->toPlainText()
                .contains(QStringLiteral("kind: TrainJob")));
    const QString sdk = child<QPlainTextEdit>("sdkView")->toPlainText();
    QVERIFY(sdk.contains(QStringLiteral("TrainerClient(backend_config=ContainerBackendConfig())")));
    QVERIFY(sdk.contains(QStringLiteral("func=train,")));
    QVERIFY(sdk.contains(QStringLiteral("num_nodes=3,")));
    // The plan follows the target backend.
    m_dialog->setBackendKind(BackendKind::Local);
    m_dialog->validateNow();
    QVERIFY(child<QPlainTextEdit>("planView")->toPlainText() != plan);
}

// The target is chosen in the builder and is where Submit goes.
void TestJobBuilderDialog::runsOnIsChosenHere()
{
    using Testing::FakeBackend;
    FakeBackend local(QStringLiteral("local"), QStringLiteral("Local"));
    FakeBackend docker(QStringLiteral("unix:///d.sock"),
                       QStringLiteral("Docker (unix:///d.sock)"),
                       BackendKind::Docker);
    FakeBackend podman(QStringLiteral("unix:///p.sock"),
                       QStringLiteral("Podman (unix:///p.sock)"),
                       BackendKind::Podman);
    m_dialog->setTargets({&local, &docker, &podman});
    auto *runsOn = child<QComboBox>("runsOn");
    QCOMPARE(runsOn->count(), 3);
    QVERIFY(runsOn->isEnabled());
    QVERIFY(m_dialog->setTargetBackend(&podman));
    QCOMPARE(runsOn->currentText(), QStringLiteral("Podman (unix:///p.sock)"));
    QCOMPARE(m_dialog->backendKind(), BackendKind::Podman);
    QCOMPARE(child<QPushButton>("submitButton")->text(), QStringLiteral("&Submit to Podman"));

    // Picked by the user in the combo: validation, plan and Submit follow.
    QSignalSpy targetChanged(m_dialog, &JobBuilderDialog::targetChanged);
    runsOn->setCurrentIndex(runsOn->findText(QStringLiteral("Docker (unix:///d.sock)")));
    QCOMPARE(targetChanged.size(), 1);
    QCOMPARE(targetChanged.first().at(0).value<Backend *>(), &docker);
    QCOMPARE(m_dialog->targetBackend(), &docker);
    QCOMPARE(m_dialog->backendKind(), BackendKind::Docker);
    QCOMPARE(child<QPushButton>("submitButton")->text(), QStringLiteral("&Submit to Docker"));
    // Offering the connections again keeps the choice.
    m_dialog->setTargets({&local, &docker, &podman});
    QCOMPARE(m_dialog->targetBackend(), &docker);

    fillDemo();
    QTRY_VERIFY(child<QPushButton>("submitButton")->isEnabled());
    QSignalSpy spy(m_dialog, &JobBuilderDialog::submitRequested);
    QTest::mouseClick(child<QPushButton>("submitButton"), Qt::LeftButton);
    QCOMPARE(spy.size(), 1);
    QCOMPARE(spy.first().at(1).value<Backend *>(), &docker);
    m_dialog->setTargets({});
}

// The preview asks the target backend for the plan and never waits for it; an answer for a
// job that has changed since is dropped, whenever it arrives.
void TestJobBuilderDialog::previewDropsStalePlans()
{
    PlanOnDemandBackend backend;
    m_dialog->setTargets({&backend});
    fillDemo();
    QTRY_VERIFY(m_dialog->isJobValid());
    m_dialog->showSection(JobBuilderDialog::Section::Preview);
    QCOMPARE(backend.asked.size(), 1);
    QCOMPARE(backend.asked.first().job.name, QStringLiteral("mnist-ddp"));
    QCOMPARE(m_dialog->planText(), QStringLiteral("Planning on Docker (plans on demand)…"));
    QVERIFY(!m_dialog->previewPlan());

    // The job changes while the first answer is on its way: a second question.
    child<QLineEdit>("name")->setText(QStringLiteral("mnist-ddp-two"));
    QTRY_VERIFY(m_dialog->isJobValid());
    QVERIFY(backend.asked.size() >= 2);
    QCOMPARE(backend.asked.last().job.name, QStringLiteral("mnist-ddp-two"));
    backend.answer(backend.asked.size() - 1);
    QTRY_VERIFY(m_dialog->previewPlan().has_value());
    QCOMPARE(m_dialog->previewPlan()->jobName, QStringLiteral("mnist-ddp-two"));
    // The first answer arrives last and is not shown.
    backend.answer(0);
    QTest::qWait(100);
    QCOMPARE(m_dialog->previewPlan()->jobName, QStringLiteral("mnist-ddp-two"));
    QCOMPARE(m_dialog->planText(), m_dialog->previewPlan()->toText());
    m_dialog->setTargets({});
}

// Text typed in "Edit as YAML" is what runs, even without Apply.
void TestJobBuilderDialog::unappliedYamlIsAppliedOnSubmit()
{
    fillDemo();
    QTRY_VERIFY(m_dialog->isJobValid());
    m_dialog->showSection(JobBuilderDialog::Section::Yaml);
    QString text = m_dialog->yamlEditor()->toPlainText();
    QVERIFY(text.contains(QStringLiteral("numNodes: 3")));
    text.replace(QStringLiteral("numNodes: 3"), QStringLiteral("numNodes: 4"));
    m_dialog->yamlEditor()->selectAll();
    QTest::keyClick(m_dialog->yamlEditor(), Qt::Key_Delete);
    m_dialog->yamlEditor()->insertPlainText(text); // as typed: no Apply pressed
    QCOMPARE(trainerNumNodes(m_dialog->job().trainer), std::optional<int>(3));
    QSignalSpy spy(m_dialog, &JobBuilderDialog::submitRequested);
    QTest::mouseClick(child<QPushButton>("submitButton"), Qt::LeftButton);
    QCOMPARE(spy.size(), 1);
    const TrainJob sent = spy.first().at(0).value<TrainJob>();
    QCOMPARE(trainerNumNodes(sent.trainer), std::optional<int>(4));
}

void TestJobBuilderDialog::yamlThatCannotBeAppliedBlocksSubmit()
{
    fillDemo();
    QTRY_VERIFY(m_dialog->isJobValid());
    m_dialog->showSection(JobBuilderDialog::Section::Yaml);
    const QString good = m_dialog->yamlEditor()->toPlainText();
    m_dialog->yamlEditor()->setFocus();
    m_dialog->yamlEditor()->moveCursor(QTextCursor::End);
    m_dialog->yamlEditor()->insertPlainText(QStringLiteral("\nbroken: [unclosed\n"));
    m_dialog->showSection(JobBuilderDialog::Section::General);
    QSignalSpy spy(m_dialog, &JobBuilderDialog::submitRequested);
    QTest::mouseClick(child<QPushButton>("submitButton"), Qt::LeftButton);
    QCOMPARE(spy.size(), 0);
    QVERIFY(m_dialog->isVisible());
    // Said next to the editor, which is shown with the user's text intact.
    QCOMPARE(m_dialog->currentSection(), JobBuilderDialog::Section::Yaml);
    const QString status = child<QLabel>("yamlStatus")->text();
    QVERIFY2(status.startsWith(QStringLiteral("Not submitted: the YAML editor has changes")),
             qPrintable(status));
    QVERIFY2(status.contains(QStringLiteral("Line ")), qPrintable(status));
    QVERIFY(m_dialog->yamlEditor()->toPlainText().contains(QStringLiteral("broken: [unclosed")));
    // Reload from Form drops the edit; then Submit goes.
    QTest::mouseClick(child<QPushButton>("reloadYaml"), Qt::LeftButton);
    QCOMPARE(m_dialog->yamlEditor()->toPlainText(), good);
    QTest::mouseClick(child<QPushButton>("submitButton"), Qt::LeftButton);
    QCOMPARE(spy.size(), 1);
}

// Opening a script fills the name only when the user has not typed one.
void TestJobBuilderDialog::openScriptKeepsATypedName()
{
    const QString path = m_tmp.filePath(QStringLiteral("train.py"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("print('x')\n");
    f.close();
    // The generated default is replaced by the script's name...
    QVERIFY(await(m_dialog->loadScript(path)).ok());
    QCOMPARE(child<QLineEdit>("name")->text(), QStringLiteral("train"));
    // ...and so is a name that an earlier load filled in.
    const QString other = m_tmp.filePath(QStringLiteral("finetune.py"));
    QVERIFY(QFile::copy(path, other));
    QVERIFY(await(m_dialog->loadScript(other)).ok());
    QCOMPARE(child<QLineEdit>("name")->text(), QStringLiteral("finetune"));
    // A typed name stays, through a script and through a folder.
    typeInto(child<QLineEdit>("name"), QStringLiteral("my-own-name"));
    QVERIFY(await(m_dialog->loadScript(path)).ok());
    QCOMPARE(child<QLineEdit>("name")->text(), QStringLiteral("my-own-name"));
    QCOMPARE(m_dialog->job().name, QStringLiteral("my-own-name"));
    QVERIFY(await(m_dialog->loadFolder(m_tmp.path())).ok());
    QCOMPARE(child<QLineEdit>("name")->text(), QStringLiteral("my-own-name"));
    // Emptied by the user: filled again.
    typeInto(child<QLineEdit>("name"), QString());
    QVERIFY(await(m_dialog->loadScript(path)).ok());
    QCOMPARE(child<QLineEdit>("name")->text(), QStringLiteral("train"));
}

void TestJobBuilderDialog::screenshots()
{
    const QString dir = QStringLiteral(TRAINDECK_BINARY_DIR "/screenshots");
    QVERIFY(QDir().mkpath(dir));
    m_dialog->resize(1060, 760);
    const QString demo = QStringLiteral(TRAINDECK_SOURCE_DIR "/resources/examples/demo_train.py");
    QVERIFY(await(m_dialog->loadScript(demo)).ok());
    typeText(child<QPlainTextEdit>("packages"), QStringLiteral("torchvision\nnumpy"));
    QTest::mouseClick(child<QCheckBox>("nodesDefault"), Qt::LeftButton);
    typeInto(child<QSpinBox>("nodes"), QStringLiteral("2"));
    typeInto(child<QLineEdit>("cpu"), QStringLiteral("2"));
    typeInto(child<QLineEdit>("memory"), QStringLiteral("4Gi"));
    child<InitializerForm>("datasetForm")->setKind(InitializerKind::HuggingFace);
    typeInto(child<QLineEdit>("datasetHfUri"), QStringLiteral("hf://tatsu-lab/alpaca"));
    QTest::keyClicks(child<QLineEdit>("datasetHfToken"), QStringLiteral("hf_exampletoken"));
    QTest::keyClicks(child<QPlainTextEdit>("datasetHfIgnore"), QStringLiteral("*.md"));
    child<InitializerForm>("modelForm")->setKind(InitializerKind::S3);
    typeInto(child<QLineEdit>("modelS3Uri"), QStringLiteral("s3://models/distilbert"));
    typeInto(child<QLineEdit>("modelS3Endpoint"), QStringLiteral("http://127.0.0.1:9000"));
    QTest::keyClicks(child<QLineEdit>("modelS3AccessKey"), QStringLiteral("minioadmin"));
    QTest::keyClicks(child<QLineEdit>("modelS3SecretKey"), QStringLiteral("minioadmin"));
    typeInto(child<QLineEdit>("modelS3Region"), QStringLiteral("us-east-1"));
    QTRY_VERIFY(m_dialog->isJobValid());

    auto save = [&](JobBuilderDialog::Section section, const QString &file) {
        m_dialog->showSection(section);
        QTest::qWait(50);
        const QImage image = m_dialog->grab().toImage();
        QVERIFY(!image.isNull());
        QVERIFY(image.save(dir + u'/' + file));
    };
    save(JobBuilderDialog::Section::General, QStringLiteral("builder-general.png"));
    save(JobBuilderDialog::Section::Code, QStringLiteral("builder.png"));
    save(JobBuilderDialog::Section::Resources, QStringLiteral("builder-resources.png"));
    save(JobBuilderDialog::Section::Initializers, QStringLiteral("builder-initializers.png"));
    save(JobBuilderDialog::Section::Preview, QStringLiteral("builder-preview.png"));
    // An error state, to show where messages go.
    typeInto(child<QSpinBox>("nodes"), QStringLiteral("0"));
    typeInto(child<QLineEdit>("memory"), QStringLiteral("4 GB"));
    QTRY_VERIFY(!messageAt("spec.trainer.numNodes").isEmpty());
    save(JobBuilderDialog::Section::Resources, QStringLiteral("builder-validation.png"));
}

QTEST_MAIN(TestJobBuilderDialog)
#include "tst_jobbuilderdialog.moc"
