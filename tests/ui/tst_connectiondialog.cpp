// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Connection ▸ Add / Edit / Remove Connection… as a user does them, against the real private
// dockerd (scripts/test's engines): a socket connection added through the dialog connects
// and lists the runtimes, comes back in a new window with the same settings, is edited and
// removed; a TLS connection made from the CA, certificate and key files connects to the TLS
// dockerd; a missing CA file is refused under its field. The backends are made by the app's
// own registry (app/builtinbackends.cpp), as app/main.cpp makes them.
#include "app/builtinbackends.h"
#include "core/backend/backend.h"
#include "models/runtimelistmodel.h"
#include "tests/support/prerequisite.h"
#include "ui/connectiondialog.h"
#include "ui/connectionmanager.h"
#include "ui/connectionselector.h"
#include "ui/jobfilterbar.h"
#include "ui/mainwindow.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>
#include <vector>

using namespace TrainDeck;
using namespace TrainDeck::Ui;

class TestConnectionDialog : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    BackendRegistry m_registry = App::builtinBackends();
    std::vector<std::unique_ptr<Backend>> m_backends;
    std::unique_ptr<MainWindow> m_window;

    static QString dockerHost() { return qEnvironmentVariable("TRAINDECK_TEST_DOCKER_HOST"); }

    /// A window wired as app/main.cpp wires it, with no discovered connection.
    void openWindow()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->setConnectionFactory([this](const ConnectionChoice &choice) -> Backend * {
            auto made = m_registry.create(choice.kind, choice.options);
            if (!made)
                return nullptr;
            m_backends.push_back(std::move(*made));
            m_backends.back()->start();
            return m_backends.back().get();
        });
        m_window->setConnectionDisposer([this](Backend *backend) {
            std::erase_if(m_backends, [backend](const auto &b) { return b.get() == backend; });
        });
        m_window->addConnectionChoices({});
        m_window->show();
    }

    void closeWindow()
    {
        m_window->close(); // saves the settings, as quitting does
        m_window.reset();
        m_backends.clear();
    }

    /// Runs `fill` on the connection dialog once the action opened it.
    void withDialog(QAction *action, const std::function<void(ConnectionDialog *)> &fill)
    {
        bool seen = false;
        QTimer::singleShot(0, this, [&seen, fill] {
            auto *dialog = qobject_cast<ConnectionDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            seen = true;
            fill(dialog);
        });
        action->trigger();
        QVERIFY(seen);
    }

    static void click(ConnectionDialog *dialog, const char *name)
    {
        auto *button = dialog->findChild<QAbstractButton *>(QLatin1String(name));
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
    }

    static void type(ConnectionDialog *dialog, const char *name, const QString &text)
    {
        auto *edit = dialog->findChild<QLineEdit *>(QLatin1String(name));
        QVERIFY(edit);
        edit->clear();
        QTest::keyClicks(edit, text);
    }

    Backend *current() const { return m_window->currentBackend(); }

private Q_SLOTS:
    void initTestCase()
    {
        TRAINDECK_REQUIRE(!dockerHost().isEmpty(),
                          QStringLiteral("the test dockerd (TRAINDECK_TEST_DOCKER_HOST)"),
                          QStringLiteral("run scripts/test, which starts dockerd and podman"));
        QVERIFY(m_dir.isValid());
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setPath(QSettings::NativeFormat,
                           QSettings::UserScope,
                           m_dir.filePath(QStringLiteral("settings")));
        QCoreApplication::setOrganizationName(QStringLiteral("TrainDeckTest"));
        QCoreApplication::setApplicationName(QStringLiteral("TrainDeckConnections"));
        // Nothing found by discovery: the only engine is the one added by hand.
        qunsetenv("DOCKER_HOST");
        qunsetenv("CONTAINER_HOST");
    }

    void cleanupTestCase()
    {
        m_window.reset();
        m_backends.clear();
    }

    void addedSocketConnectionConnectsAndComesBack()
    {
        openWindow();
        QCOMPARE(m_window->connectionSelector()->comboBox()->count(), 0);
        ConnectionManager *manager = m_window->connectionManager();
        QVERIFY(!manager->editAction()->isEnabled());
        withDialog(manager->addAction(), [](ConnectionDialog *d) {
            auto *kind = d->findChild<QComboBox *>(QStringLiteral("kindCombo"));
            kind->setCurrentIndex(kind->findText(QStringLiteral("Docker")));
            type(d, "nameEdit", QStringLiteral("Test dockerd"));
            type(d, "socketEdit", dockerHost());
            click(d, "saveButton");
        });
        QVERIFY(current());
        QCOMPARE(current()->connection(), dockerHost());
        QCOMPARE(current()->kind(), BackendKind::Docker);
        QTRY_COMPARE_WITH_TIMEOUT(
            current()->connectionState(), Backend::ConnectionState::Connected, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->runtimeModel()->rowCount() >= 3, 20000);
        QVERIFY(manager->editAction()->isEnabled());
        QVERIFY(manager->removeAction()->isEnabled());

        // A new window with the same settings: the connection is back and selected.
        closeWindow();
        openWindow();
        QCOMPARE(m_window->connectionManager()->saved().size(), 1);
        QCOMPARE(m_window->connectionManager()->saved().first().name,
                 QStringLiteral("Test dockerd"));
        QCOMPARE(m_window->connectionSelector()->currentConnection(), dockerHost());
        QTRY_VERIFY_WITH_TIMEOUT(
            current() && current()->connectionState() == Backend::ConnectionState::Connected,
            20000);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->runtimeModel()->rowCount() >= 3, 20000);
    }

    void editChangesTheSavedConnection()
    {
        ConnectionManager *manager = m_window->connectionManager();
        // Watched by a guard, not compared by address: the new backend may be allocated where
        // the old one was, and a pointer comparison would then never see the change.
        const QPointer<Backend> before = current();
        QVERIFY(before);
        QString shownHost;
        withDialog(manager->editAction(), [&shownHost](ConnectionDialog *d) {
            shownHost = d->findChild<QLineEdit *>(QStringLiteral("socketEdit"))->text();
            type(d, "nameEdit", QStringLiteral("Renamed dockerd"));
            click(d, "saveButton");
        });
        QCOMPARE(shownHost, dockerHost());
        QCOMPARE(manager->saved().size(), 1);
        QCOMPARE(manager->saved().first().name, QStringLiteral("Renamed dockerd"));
        QSettings settings;
        QCOMPARE(ConnectionDialog::load(settings).first().name, QStringLiteral("Renamed dockerd"));
        // Connected again with a new backend.
        QTRY_VERIFY_WITH_TIMEOUT(!before && current()
                                     && current()->connectionState()
                                            == Backend::ConnectionState::Connected,
                                 20000);
        QCOMPARE(m_window->connectionSelector()->comboBox()->count(), 1);
    }

    void removeAsksThenForgets()
    {
        ConnectionManager *manager = m_window->connectionManager();
        const auto answer = [](QMessageBox::StandardButton button, QString *asked) {
            QTimer::singleShot(0, [button, asked] {
                auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
                if (!box)
                    return;
                *asked = box->text();
                box->button(button)->click();
            });
        };
        // Filtering the job list by this connection: removing it must not leave a filter
        // that hides every job behind an entry nobody can pick any more.
        QComboBox *backendFilter = m_window->filterBar()->backendCombo();
        const QString url = m_window->connectionSelector()->currentConnection();
        QCOMPARE(backendFilter->count(), 2);
        m_window->filterBar()->setBackend(url);
        QCOMPARE(backendFilter->currentData().toString(), url);
        QString asked;
        answer(QMessageBox::Cancel, &asked);
        manager->removeAction()->trigger();
        QVERIFY2(asked.contains(QStringLiteral("Renamed dockerd")), qPrintable(asked));
        QCOMPARE(manager->saved().size(), 1);
        QCOMPARE(m_window->connectionSelector()->comboBox()->count(), 1);

        asked.clear();
        answer(QMessageBox::Yes, &asked);
        manager->removeAction()->trigger();
        QVERIFY(!asked.isEmpty());
        QCOMPARE(manager->saved().size(), 0);
        QCOMPARE(m_window->connectionSelector()->comboBox()->count(), 0);
        QCOMPARE(m_window->currentBackend(), nullptr);
        QVERIFY(m_backends.empty());
        QCOMPARE(backendFilter->count(), 1);
        QCOMPARE(backendFilter->currentIndex(), 0);
        QCOMPARE(backendFilter->currentData().toString(), QString());
        QSettings settings;
        QVERIFY(ConnectionDialog::load(settings).isEmpty());
        closeWindow();
        openWindow();
        QCOMPARE(m_window->connectionSelector()->comboBox()->count(), 0);
    }

    void missingCaFileIsShownUnderItsField()
    {
        ConnectionManager *manager = m_window->connectionManager();
        const QString missing = m_dir.filePath(QStringLiteral("nowhere/ca.pem"));
        QString caError;
        bool caErrorShown = false;
        QString hostError = QStringLiteral("unset");
        bool stillOpen = false;
        withDialog(manager->addAction(), [&](ConnectionDialog *d) {
            click(d, "tcpMode");
            type(d, "hostEdit", QStringLiteral("127.0.0.1:2376"));
            QVERIFY(d->findChild<QCheckBox *>(QStringLiteral("tlsCheck"))->isChecked());
            type(d, "caEdit", missing);
            click(d, "saveButton");
            auto *label = d->findChild<QLabel *>(QStringLiteral("caError"));
            caError = label->text();
            caErrorShown = label->isVisibleTo(d);
            hostError = d->findChild<QLabel *>(QStringLiteral("hostError"))->text();
            stillOpen = d->isVisible();
            d->reject();
        });
        QVERIFY(stillOpen);
        QVERIFY(caErrorShown);
        QCOMPARE(caError,
                 QStringLiteral("CA certificate: %1 does not exist. Choose the ca.pem that "
                                "signed the engine's certificate, or leave the field empty.")
                     .arg(missing));
        QCOMPARE(hostError, QString());
        QVERIFY(manager->saved().isEmpty());
    }

    void insecureShowsItsWarning()
    {
        ConnectionManager *manager = m_window->connectionManager();
        bool hiddenFirst = false;
        bool shownWhenTicked = false;
        withDialog(manager->addAction(), [&](ConnectionDialog *d) {
            click(d, "tcpMode");
            auto *warning = d->findChild<QLabel *>(QStringLiteral("insecureWarning"));
            auto *insecure = d->findChild<QCheckBox *>(QStringLiteral("insecureCheck"));
            hiddenFirst = !insecure->isChecked() && !warning->isVisibleTo(d);
            QTest::mouseClick(insecure, Qt::LeftButton);
            shownWhenTicked = warning->isVisibleTo(d);
            d->reject();
        });
        QVERIFY(hiddenFirst);
        QVERIFY(shownWhenTicked);
    }

    void tlsConnectionFromFilesConnects()
    {
        const QString tlsHost = qEnvironmentVariable("TRAINDECK_TEST_DOCKER_TLS_HOST");
        const QString certs = qEnvironmentVariable("TRAINDECK_TEST_DOCKER_CERT_PATH");
        TRAINDECK_REQUIRE(!tlsHost.isEmpty() && !certs.isEmpty(),
                          QStringLiteral("the test TLS dockerd (TRAINDECK_TEST_DOCKER_TLS_HOST)"),
                          QStringLiteral("run scripts/test, which starts it"));
        ConnectionManager *manager = m_window->connectionManager();
        withDialog(manager->addAction(), [&](ConnectionDialog *d) {
            click(d, "tcpMode");
            type(d, "hostEdit", tlsHost);
            type(d, "caEdit", certs + QStringLiteral("/ca.pem"));
            type(d, "certEdit", certs + QStringLiteral("/cert.pem"));
            type(d, "keyEdit", certs + QStringLiteral("/key.pem"));
            click(d, "saveButton");
        });
        QCOMPARE(manager->saved().size(), 1);
        QVERIFY(manager->saved().first().url.startsWith(QStringLiteral("https://")));
        QVERIFY(!manager->saved().first().insecureSkipTlsVerify);
        QVERIFY(current());
        QTRY_COMPARE_WITH_TIMEOUT(
            current()->connectionState(), Backend::ConnectionState::Connected, 20000);
        // Verified TLS: no warning on the connection.
        QCOMPARE(current()->connectionWarning(), QString());
    }

    void shortcutsSwitchConnection()
    {
        ConnectionManager *manager = m_window->connectionManager();
        const QString tls = manager->saved().value(0).url;
        QVERIFY(!tls.isEmpty());
        withDialog(manager->addAction(), [](ConnectionDialog *d) {
            type(d, "socketEdit", dockerHost());
            click(d, "saveButton");
        });
        QComboBox *combo = m_window->connectionSelector()->comboBox();
        QCOMPARE(combo->count(), 2);
        QCOMPARE(m_window->connectionSelector()->currentConnection(), dockerHost());
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QTest::keyClick(m_window.get(), Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(m_window->connectionSelector()->currentConnection(), tls);
        QTest::keyClick(m_window.get(), Qt::Key_2, Qt::ControlModifier);
        QCOMPARE(m_window->connectionSelector()->currentConnection(), dockerHost());
        QVERIFY(current());
        QCOMPARE(current()->connection(), dockerHost());
        // Ctrl+3: there is no third; nothing changes.
        QTest::keyClick(m_window.get(), Qt::Key_3, Qt::ControlModifier);
        QCOMPARE(m_window->connectionSelector()->currentConnection(), dockerHost());
        QTest::keyClick(m_window.get(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(combo->view()->isVisible());
        combo->hidePopup();
    }
};

QTEST_MAIN(TestConnectionDialog)
#include "tst_connectiondialog.moc"
