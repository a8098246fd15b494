// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Tokens and keys are remembered only through the system keychain, and only
// when the user asks. Runs in a private D-Bus session with a real, unlocked GNOME Keyring
// (tests/support/with-keyring), and checks what the keychain holds with its own client,
// secret-tool. keychainUnavailable runs as a second ctest entry with no reachable bus: the
// option is disabled with the reason and the typed token still reaches the job.
#include "ui/builder/initializerform.h"
#include "ui/builder/jobbuilderdialog.h"
#include "ui/builder/rememberenvsecretsbox.h"
#include "ui/builder/remembersecretbox.h"
#include "ui/builder/secretlineedit.h"

#include "core/catalog/runtimecatalog.h"
#include "libs/secrets/secretstore.h"
#include "tests/support/secretscan.h"
#include "ui/appcontroller.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Ui;

namespace {

template<class T>
T waitFor(QFuture<T> future)
{
    // Not waitForFinished(): the keychain answers through this thread's event loop.
    if (!QTest::qWaitFor([&] { return future.isFinished(); }, 20000))
        qFatal("keychain call did not finish in 20 s");
    return future.result();
}

struct Lookup
{
    int exitCode = -1;
    QString value;
};

// The keychain's own command-line client, so the test does not trust qtkeychain to read back
// what it wrote. qtkeychain's schema keys entries by server (service) and user (key).
Lookup secretTool(const QString &key)
{
    QProcess p;
    p.start(QStringLiteral("secret-tool"),
            {QStringLiteral("lookup"),
             QStringLiteral("server"),
             SecretStore::defaultService(),
             QStringLiteral("user"),
             key});
    if (!p.waitForFinished(20000))
        qFatal("secret-tool did not finish");
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput())};
}

TrainJob validJob(const QString &name)
{
    TrainJob job;
    job.name = name;
    job.runtimeRef.name = QStringLiteral("torch-distributed");
    CustomTrainer t;
    t.inlineCode = QStringLiteral("def train():\n    print('ok')\n");
    t.functionName = QStringLiteral("train");
    job.trainer = t;
    return job;
}

} // namespace

class TestSecretKeychain : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void storeRoundTrip();
    void s3KeysNormaliseTheEndpoint();
    void rememberHuggingFaceToken();
    void rememberS3CredentialsPerEndpoint();
    void typedWhileTickedIsSavedOnSubmit();
    void notRememberedUnlessAsked();
    void loadedJobIsNotStored();
    void rememberSecretEnvVariables();
    void appWiresTheKeychain();
    void noSecretInAnyFile();
    // Run by the ui.builder.secretkeychain_unavailable entry, without a session bus.
    void keychainUnavailable();

private:
    JobBuilderDialog *newDialog()
    {
        auto *d = new JobBuilderDialog;
        d->setRuntimes(RuntimeCatalog::bundled().runtimes());
        d->setBackendKind(BackendKind::Docker);
        d->setSecretStore(&m_store);
        d->show();
        if (!QTest::qWaitForWindowExposed(d))
            qFatal("builder not exposed");
        // Keys go to the active window; on X that takes a round trip to the server.
        d->activateWindow();
        if (!QTest::qWaitForWindowActive(d))
            qWarning("builder not active");
        d->showSection(JobBuilderDialog::Section::Initializers);
        m_dialogs << d;
        return d;
    }
    template<class T>
    static T *child(QWidget *root, const char *name)
    {
        auto *w = root->findChild<T *>(QString::fromLatin1(name));
        if (!w)
            qFatal("no child %s", name);
        return w;
    }
    // As a user does: scroll the section to the box, then click it.
    static void click(QWidget *w)
    {
        for (QWidget *p = w->parentWidget(); p; p = p->parentWidget()) {
            if (auto *area = qobject_cast<QScrollArea *>(p)) {
                area->ensureWidgetVisible(w);
                break;
            }
        }
        // A check box takes clicks on its indicator and text only, not its whole row.
        QTest::mouseClick(w, Qt::LeftButton, {}, QPoint(8, w->height() / 2));
    }
    static void screenshot(JobBuilderDialog *d, const QString &file)
    {
        const QString dir = QStringLiteral(TRAINDECK_BINARY_DIR "/screenshots");
        QVERIFY(QDir().mkpath(dir));
        d->resize(1060, 760);
        QTest::qWait(50);
        QVERIFY(d->grab().toImage().save(dir + u'/' + file));
    }
    static InitializerForm *form(JobBuilderDialog *d, const char *name)
    {
        return child<InitializerForm>(d, name);
    }

    SecretStore m_store;
    QList<QPointer<JobBuilderDialog>> m_dialogs;
    QStringList m_used; ///< every secret typed, for the file scan at the end
};

void TestSecretKeychain::initTestCase()
{
    QVERIFY2(SecretStore::isBuiltIn(), "TrainDeck was built without qtkeychain");
}

void TestSecretKeychain::cleanup()
{
    for (const auto &d : std::as_const(m_dialogs))
        delete d.data();
    m_dialogs.clear();
}

void TestSecretKeychain::storeRoundTrip()
{
    QVERIFY2(qEnvironmentVariableIsSet("TRAINDECK_TEST_KEYRING_HOME"),
             "run through tests/support/with-keyring");
    const QString key = QStringLiteral("test/round-trip");
    auto missing = waitFor(m_store.read(key));
    QVERIFY2(missing.ok(), qPrintable(missing.ok() ? QString() : missing.error().message));
    QVERIFY(!missing->has_value());
    QCOMPARE(secretTool(key).exitCode, 1);

    // Quotes, a newline and non-ASCII survive.
    const QString value = QStringLiteral("s3cr\"et\nwith ünïcode ✓");
    m_used << value;
    QVERIFY(waitFor(m_store.write(key, value)).ok());
    auto got = waitFor(m_store.read(key));
    QVERIFY(got.ok());
    QCOMPARE(got->value_or(QString()), value);
    QCOMPARE(secretTool(key).value, value);

    QVERIFY(waitFor(m_store.write(key, QStringLiteral("second"))).ok());
    QCOMPARE(secretTool(key).value, QStringLiteral("second"));

    QVERIFY(waitFor(m_store.remove(key)).ok());
    QCOMPARE(secretTool(key).exitCode, 1);
    QVERIFY(!waitFor(m_store.read(key))->has_value());
    // Removing what is not there is not an error.
    QVERIFY(waitFor(m_store.remove(key)).ok());
}

void TestSecretKeychain::s3KeysNormaliseTheEndpoint()
{
    QCOMPARE(SecretStore::s3CredentialsKey(QString()), QStringLiteral("s3/aws"));
    QCOMPARE(SecretStore::s3CredentialsKey(QStringLiteral("  ")), QStringLiteral("s3/aws"));
    QCOMPARE(SecretStore::s3CredentialsKey(QStringLiteral("HTTP://MinIO.Local:9000/")),
             QStringLiteral("s3/http://minio.local:9000"));
    QCOMPARE(SecretStore::s3CredentialsKey(QStringLiteral("http://minio.local:9000")),
             QStringLiteral("s3/http://minio.local:9000"));
    QVERIFY(SecretStore::s3CredentialsKey(QStringLiteral("https://a.example"))
            != SecretStore::s3CredentialsKey(QStringLiteral("https://b.example")));
}

void TestSecretKeychain::rememberHuggingFaceToken()
{
    const QString token = QStringLiteral("hf_REMEMBER_ME_42");
    m_used << token;
    JobBuilderDialog *d = newDialog();
    auto *hf = form(d, "datasetForm")->huggingFaceKeychain();
    form(d, "datasetForm")->setKind(InitializerKind::HuggingFace);
    QVERIFY(hf->isVisible());
    QTRY_COMPARE(hf->state(), RememberSecretBox::State::NotRemembered);
    auto *check = child<QCheckBox>(d, "datasetHfRemember");
    QVERIFY(check->isEnabled());
    QVERIFY(!check->isChecked());

    QTest::keyClicks(child<QLineEdit>(d, "datasetHfToken"), token);
    click(check);
    QTRY_COMPARE(hf->state(), RememberSecretBox::State::Remembered);
    QCOMPARE(child<QLabel>(d, "datasetHfKeychainStatus")->text(),
             QStringLiteral("Remembered in the system keychain."));
    QCOMPARE(secretTool(SecretStore::huggingFaceTokenKey()).value, token);

    // A later builder fills the token in, for the model too: one token per account.
    JobBuilderDialog *later = newDialog();
    form(later, "modelForm")->setKind(InitializerKind::HuggingFace);
    auto *modelHf = form(later, "modelForm")->huggingFaceKeychain();
    QTRY_COMPARE(modelHf->state(), RememberSecretBox::State::Filled);
    QCOMPARE(child<QLineEdit>(later, "modelHfToken")->text(), token);
    QCOMPARE(child<SecretLineEdit>(later, "modelHfToken")->echoMode(), QLineEdit::Password);
    QVERIFY(child<QCheckBox>(later, "modelHfRemember")->isChecked());
    QCOMPARE(std::get<HuggingFaceModelInitializer>(later->job().model.config).accessToken, token);
    screenshot(later, QStringLiteral("builder-keychain.png"));

    // Unticking forgets it.
    click(child<QCheckBox>(later, "modelHfRemember"));
    QTRY_COMPARE(modelHf->state(), RememberSecretBox::State::Removed);
    QCOMPARE(secretTool(SecretStore::huggingFaceTokenKey()).exitCode, 1);
    // The token typed stays in the form: forgetting is not clearing.
    QCOMPARE(child<QLineEdit>(later, "modelHfToken")->text(), token);

    // And the first builder, asked again, finds nothing and says so by an unticked box.
    hf->recall();
    QTRY_COMPARE(hf->state(), RememberSecretBox::State::NotRemembered);
    QVERIFY(!check->isChecked());
}

void TestSecretKeychain::rememberS3CredentialsPerEndpoint()
{
    const QString id = QStringLiteral("MINIO_KEY_ID_7");
    const QString secret = QStringLiteral("minio-secret-key-7");
    m_used << id << secret;
    JobBuilderDialog *d = newDialog();
    form(d, "datasetForm")->setKind(InitializerKind::S3);
    auto *s3 = form(d, "datasetForm")->s3Keychain();
    QTRY_COMPARE(s3->state(), RememberSecretBox::State::NotRemembered);
    QTest::keyClicks(child<QLineEdit>(d, "datasetS3Endpoint"),
                     QStringLiteral("http://minio.local:9000"));
    QTest::keyClicks(child<QLineEdit>(d, "datasetS3AccessKey"), id);
    QTest::keyClicks(child<QLineEdit>(d, "datasetS3SecretKey"), secret);
    click(child<QCheckBox>(d, "datasetS3Remember"));
    QTRY_COMPARE(s3->state(), RememberSecretBox::State::Remembered);
    const Lookup stored
        = secretTool(SecretStore::s3CredentialsKey(QStringLiteral("http://minio.local:9000")));
    QCOMPARE(stored.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(stored.value.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("accessKeyId")).toString(), id);
    QCOMPARE(o.value(QStringLiteral("secretAccessKey")).toString(), secret);

    // Another endpoint has its own credentials (none); the same one, typed differently, fills.
    JobBuilderDialog *later = newDialog();
    form(later, "modelForm")->setKind(InitializerKind::S3);
    auto *modelS3 = form(later, "modelForm")->s3Keychain();
    auto *endpoint = child<QLineEdit>(later, "modelS3Endpoint");
    QTRY_COMPARE(modelS3->state(), RememberSecretBox::State::NotRemembered);
    QTest::keyClicks(endpoint, QStringLiteral("http://other.local:9000"));
    QTest::keyClick(endpoint, Qt::Key_Return);
    QTRY_COMPARE(modelS3->state(), RememberSecretBox::State::NotRemembered);
    QVERIFY(child<QLineEdit>(later, "modelS3AccessKey")->text().isEmpty());
    endpoint->clear();
    QTest::keyClicks(endpoint, QStringLiteral("HTTP://MinIO.local:9000/"));
    QTest::keyClick(endpoint, Qt::Key_Return);
    QTRY_COMPARE(modelS3->state(), RememberSecretBox::State::Filled);
    QCOMPARE(child<QLineEdit>(later, "modelS3AccessKey")->text(), id);
    QCOMPARE(child<QLineEdit>(later, "modelS3SecretKey")->text(), secret);

    // Different values typed over remembered ones are not stored until asked.
    JobBuilderDialog *third = newDialog();
    form(third, "datasetForm")->setKind(InitializerKind::S3);
    auto *thirdS3 = form(third, "datasetForm")->s3Keychain();
    QTest::keyClicks(child<QLineEdit>(third, "datasetS3AccessKey"), QStringLiteral("OTHER"));
    QTest::keyClicks(child<QLineEdit>(third, "datasetS3SecretKey"), QStringLiteral("other"));
    auto *thirdEndpoint = child<QLineEdit>(third, "datasetS3Endpoint");
    QTest::keyClicks(thirdEndpoint, QStringLiteral("http://minio.local:9000"));
    QTest::keyClick(thirdEndpoint, Qt::Key_Return);
    QTRY_COMPARE(thirdS3->state(), RememberSecretBox::State::Different);
    QVERIFY(!child<QCheckBox>(third, "datasetS3Remember")->isChecked());
    QVERIFY(thirdS3->statusText().contains(QStringLiteral("Tick the box to replace")));
    QCOMPARE(child<QLineEdit>(third, "datasetS3AccessKey")->text(), QStringLiteral("OTHER"));
    QCOMPARE(
        secretTool(SecretStore::s3CredentialsKey(QStringLiteral("http://minio.local:9000"))).value,
        stored.value);

    QVERIFY(waitFor(m_store.remove(
                        SecretStore::s3CredentialsKey(QStringLiteral("http://minio.local:9000"))))
                .ok());
}

void TestSecretKeychain::typedWhileTickedIsSavedOnSubmit()
{
    const QString token = QStringLiteral("hf_TYPED_THEN_SUBMITTED");
    m_used << token;
    JobBuilderDialog *d = newDialog();
    d->setJob(validJob(QStringLiteral("keychain-submit")));
    form(d, "datasetForm")->setKind(InitializerKind::HuggingFace);
    auto *hf = form(d, "datasetForm")->huggingFaceKeychain();
    QTRY_COMPARE(hf->state(), RememberSecretBox::State::NotRemembered);
    QTest::keyClicks(child<QLineEdit>(d, "datasetHfUri"), QStringLiteral("hf://org/data"));
    // Ticked before there is anything to store.
    click(child<QCheckBox>(d, "datasetHfRemember"));
    QCOMPARE(hf->state(), RememberSecretBox::State::Pending);
    QCOMPARE(hf->statusText(), QStringLiteral("It will be remembered once you type it."));
    QTest::keyClicks(child<QLineEdit>(d, "datasetHfToken"), token);
    QCOMPARE(hf->state(), RememberSecretBox::State::Pending);
    // Submit at once, inside the debounce: the write still happens, after the dialog closed.
    QTRY_VERIFY(child<QPushButton>(d, "submitButton")->isEnabled());
    QSignalSpy submitted(d, &JobBuilderDialog::submitRequested);
    QTest::mouseClick(child<QPushButton>(d, "submitButton"), Qt::LeftButton);
    QCOMPARE(submitted.count(), 1);
    delete d;
    QTRY_COMPARE(secretTool(SecretStore::huggingFaceTokenKey()).value, token);
    QVERIFY(waitFor(m_store.remove(SecretStore::huggingFaceTokenKey())).ok());
}

void TestSecretKeychain::notRememberedUnlessAsked()
{
    const QString token = QStringLiteral("hf_NOT_ASKED_TO_REMEMBER");
    const QString secret = QStringLiteral("s3-not-asked");
    m_used << token << secret;
    JobBuilderDialog *d = newDialog();
    d->setJob(validJob(QStringLiteral("keychain-not-asked")));
    form(d, "datasetForm")->setKind(InitializerKind::HuggingFace);
    form(d, "modelForm")->setKind(InitializerKind::S3);
    QTest::keyClicks(child<QLineEdit>(d, "datasetHfUri"), QStringLiteral("hf://org/data"));
    QTest::keyClicks(child<QLineEdit>(d, "datasetHfToken"), token);
    QTest::keyClicks(child<QLineEdit>(d, "modelS3Uri"), QStringLiteral("s3://bucket/model"));
    QTest::keyClicks(child<QLineEdit>(d, "modelS3AccessKey"), QStringLiteral("ID"));
    QTest::keyClicks(child<QLineEdit>(d, "modelS3SecretKey"), secret);
    QTRY_VERIFY(child<QPushButton>(d, "submitButton")->isEnabled());
    QSignalSpy submitted(d, &JobBuilderDialog::submitRequested);
    QTest::mouseClick(child<QPushButton>(d, "submitButton"), Qt::LeftButton);
    QCOMPARE(submitted.count(), 1);
    const auto job = submitted.at(0).at(0).value<TrainJob>();
    QCOMPARE(std::get<HuggingFaceDatasetInitializer>(job.dataset.config).accessToken, token);
    // Give a stray write every chance to land before looking.
    QTest::qWait(1500);
    QCOMPARE(secretTool(SecretStore::huggingFaceTokenKey()).exitCode, 1);
    QCOMPARE(secretTool(SecretStore::s3CredentialsKey(QString())).exitCode, 1);
}

void TestSecretKeychain::loadedJobIsNotStored()
{
    // A remembered token, then a cloned job with its own token while the box is ticked: the
    // clone's token is the job's, not a request to replace the remembered one.
    const QString remembered = QStringLiteral("hf_REMEMBERED_BEFORE_CLONE");
    const QString cloned = QStringLiteral("hf_FROM_THE_CLONED_JOB");
    m_used << remembered << cloned;
    QVERIFY(waitFor(m_store.write(SecretStore::huggingFaceTokenKey(), remembered)).ok());
    JobBuilderDialog *d = newDialog();
    form(d, "datasetForm")->setKind(InitializerKind::HuggingFace);
    auto *hf = form(d, "datasetForm")->huggingFaceKeychain();
    QTRY_COMPARE(hf->state(), RememberSecretBox::State::Filled);
    TrainJob job = validJob(QStringLiteral("cloned"));
    job.dataset.config = HuggingFaceDatasetInitializer{QStringLiteral("hf://org/data"), {}, cloned};
    d->setJob(job);
    QTRY_COMPARE(hf->state(), RememberSecretBox::State::Different);
    QCOMPARE(child<QLineEdit>(d, "datasetHfToken")->text(), cloned);
    QTest::qWait(1500);
    QCOMPARE(secretTool(SecretStore::huggingFaceTokenKey()).value, remembered);
    QVERIFY(waitFor(m_store.remove(SecretStore::huggingFaceTokenKey())).ok());
}

void TestSecretKeychain::rememberSecretEnvVariables()
{
    const QString key = QStringLiteral("wandb_ENV_REMEMBERED_0099");
    m_used << key;
    const QString entry = SecretStore::envVariableKey(QStringLiteral("WANDB_API_KEY"));
    // Add, the name, Tab, then the value (if any), as a user types a row.
    // Returns the value's editor, or null when the table did not open one.
    const auto typeRow = [&](JobBuilderDialog *d, const QString &name) -> QLineEdit * {
        d->showSection(JobBuilderDialog::Section::Resources);
        QTest::mouseClick(child<QWidget>(d, "env")->findChild<QWidget *>(QStringLiteral("addRow")),
                          Qt::LeftButton);
        const auto focused = [] {
            return qobject_cast<QLineEdit *>(QApplication::focusWidget());
        };
        if (!QTest::qWaitFor([&] { return focused() != nullptr; }, 5000))
            return nullptr;
        QLineEdit *nameEditor = focused();
        QTest::keyClicks(nameEditor, name);
        QTest::keyClick(nameEditor, Qt::Key_Tab);
        auto *table = child<QWidget>(d, "env")->findChild<QTableWidget *>();
        if (!QTest::qWaitFor([&] { return table->currentColumn() == 1 && focused(); }, 5000))
            return nullptr;
        return focused();
    };
    const auto envValue = [](const TrainJob &job, const QString &name) {
        for (const EnvVar &e : std::get<CustomTrainer>(job.trainer).env)
            if (e.name == name)
                return e.value;
        return QStringLiteral("<none>");
    };

    JobBuilderDialog *d = newDialog();
    d->setJob(validJob(QStringLiteral("env-first")));
    auto *box = child<RememberEnvSecretsBox>(d, "envKeychain");
    QLineEdit *value = typeRow(d, QStringLiteral("WANDB_API_KEY"));
    QVERIFY(value);
    QCOMPARE(value->echoMode(), QLineEdit::Password);
    QTRY_COMPARE(box->state(), KeychainOptionBox::State::NotRemembered);
    QTest::keyClicks(value, key);
    QTest::keyClick(value, Qt::Key_Return);
    QVERIFY(box->isVisible());
    QCOMPARE(secretTool(entry).exitCode, 1); // not asked yet
    click(child<QCheckBox>(d, "envRemember"));
    QTRY_COMPARE(box->state(), KeychainOptionBox::State::Remembered);
    QCOMPARE(secretTool(entry).value, key);

    // A re-run: the kept file had the name without its value; the keychain fills it.
    JobBuilderDialog *rerun = newDialog();
    TrainJob job = validJob(QStringLiteral("env-rerun"));
    std::get<CustomTrainer>(job.trainer).env
        = {EnvVar{QStringLiteral("WANDB_API_KEY"), QString(), nullptr},
           EnvVar{QStringLiteral("LR"), QStringLiteral("0.1"), nullptr}};
    rerun->setJob(job);
    auto *rerunBox = child<RememberEnvSecretsBox>(rerun, "envKeychain");
    QTRY_COMPARE(rerunBox->state(), KeychainOptionBox::State::Filled);
    QCOMPARE(envValue(rerun->job(), QStringLiteral("WANDB_API_KEY")), key);
    QCOMPARE(envValue(rerun->job(), QStringLiteral("LR")), QStringLiteral("0.1"));
    QVERIFY(child<QCheckBox>(rerun, "envRemember")->isChecked());
    rerun->showSection(JobBuilderDialog::Section::Resources);
    screenshot(rerun, QStringLiteral("builder-env-keychain.png"));

    // Typing the name is enough: the value's editor fills while it is open.
    JobBuilderDialog *typed = newDialog();
    typed->setJob(validJob(QStringLiteral("env-typed")));
    QLineEdit *editor = typeRow(typed, QStringLiteral("WANDB_API_KEY"));
    QVERIFY(editor);
    QTRY_COMPARE(editor->text(), key);
    QTest::keyClick(editor, Qt::Key_Return);
    QCOMPARE(envValue(typed->job(), QStringLiteral("WANDB_API_KEY")), key);

    // Unticking forgets it; the value stays in the form.
    auto *typedBox = child<RememberEnvSecretsBox>(typed, "envKeychain");
    click(child<QCheckBox>(typed, "envRemember"));
    QTRY_COMPARE(typedBox->state(), KeychainOptionBox::State::Removed);
    QCOMPARE(secretTool(entry).exitCode, 1);
    QCOMPARE(envValue(typed->job(), QStringLiteral("WANDB_API_KEY")), key);
}

void TestSecretKeychain::appWiresTheKeychain()
{
    // The app's builder comes with the keychain option: the controller owns one store.
    MainWindow window;
    AppController controller(&window);
    QVERIFY(controller.secretStore());
    JobBuilderDialog *builder = controller.openBuilder();
    builder->showSection(JobBuilderDialog::Section::Initializers);
    form(builder, "datasetForm")->setKind(InitializerKind::HuggingFace);
    auto *hf = form(builder, "datasetForm")->huggingFaceKeychain();
    QVERIFY(hf->isVisible());
    QTRY_COMPARE(hf->state(), RememberSecretBox::State::NotRemembered);
    builder->close();
}

void TestSecretKeychain::noSecretInAnyFile()
{
    // Everything written under this HOME: settings, caches, data, and the keyring itself
    // (GNOME Keyring encrypts it). No secret typed in any test appears in plain text.
    const QString home = qEnvironmentVariable("TRAINDECK_TEST_KEYRING_HOME");
    QVERIFY(!home.isEmpty());
    QVERIFY(m_used.size() >= 8);
    const SecretScan scan = SecretScan::folder(home, m_used);
    QVERIFY2(scan.leaks.isEmpty(), qPrintable(scan.leaks.join(u'\n')));
    QVERIFY2(scan.filesRead > 0, "the keyring wrote no file: the scan proves nothing");
    QVERIFY(QFile::exists(home + QStringLiteral("/.local/share/keyrings/login.keyring")));
}

void TestSecretKeychain::keychainUnavailable()
{
    const QString token = QStringLiteral("hf_NO_KEYCHAIN_HERE");
    JobBuilderDialog *d = newDialog();
    form(d, "datasetForm")->setKind(InitializerKind::HuggingFace);
    auto *hf = form(d, "datasetForm")->huggingFaceKeychain();
    QTRY_COMPARE(hf->state(), RememberSecretBox::State::Unavailable);
    auto *check = child<QCheckBox>(d, "datasetHfRemember");
    QVERIFY(!check->isEnabled());
    QVERIFY(!check->isChecked());
    const QString status = child<QLabel>(d, "datasetHfKeychainStatus")->text();
    QVERIFY2(status.contains(QStringLiteral("The system keychain could not be reached")),
             qPrintable(status));
    QVERIFY2(status.contains(QStringLiteral("GNOME Keyring")), qPrintable(status));
    QVERIFY2(status.contains(QStringLiteral("used for this job only")), qPrintable(status));
    QVERIFY(child<QLabel>(d, "datasetHfKeychainStatus")->isVisible());
    screenshot(d, QStringLiteral("builder-keychain-unavailable.png"));

    // Nothing is lost: the token typed goes into the job.
    QTest::keyClicks(child<QLineEdit>(d, "datasetHfToken"), token);
    QCOMPARE(std::get<HuggingFaceDatasetInitializer>(d->job().dataset.config).accessToken, token);

    // The store itself answers with a typed error, and reports it for whoever shows it.
    QSignalSpy failed(&m_store, &SecretStore::failed);
    const auto r = waitFor(m_store.write(SecretStore::huggingFaceTokenKey(), token));
    QVERIFY(!r.ok());
    QCOMPARE(r.error().kind, Error::Kind::Unsupported);
    QCOMPARE(failed.count(), 1);
}

QTEST_MAIN(TestSecretKeychain)
#include "tst_secretkeychain.moc"
