// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Connection ▸ Add Connection… over SSH: the address and key file checked under their fields,
// the saved ssh:// address with its identity, and a remote engine discovered in a made-up home
// folder (a Docker context) whose choice connects, through the private sshd of
// scripts/engines/sshd, as the same connection the selector lists (docs/ssh.md).
#include "app/builtinbackends.h"
#include "backends/container/remoteconnections.h"
#include "core/backend/backend.h"
#include "libs/transport/sshmaster.h"
#include "tests/support/prerequisite.h"
#include "ui/connectiondialog.h"

#include <QApplication>
#include <QComboBox>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Ui;

class TestSshConnectionDialog : public QObject
{
    Q_OBJECT

private:
    static void type(ConnectionDialog &d, const char *name, const QString &text)
    {
        auto *edit = d.findChild<QLineEdit *>(QLatin1String(name));
        QVERIFY(edit);
        edit->clear();
        QTest::keyClicks(edit, text);
    }
    static QString errorText(ConnectionDialog &d, const char *name)
    {
        auto *l = d.findChild<QLabel *>(QLatin1String(name));
        return l && !l->isHidden() ? l->text() : QString();
    }

private Q_SLOTS:
    void sshAddressIsSavedWithItsKey()
    {
        ConnectionDialog d;
        d.show();
        auto *ssh = d.findChild<QRadioButton *>(QStringLiteral("sshMode"));
        QVERIFY(ssh);
        ssh->click();
        QVERIFY(d.findChild<QLineEdit *>(QStringLiteral("sshEdit"))->isVisible());
        QVERIFY(!d.findChild<QLineEdit *>(QStringLiteral("hostEdit"))->isVisible());
        type(d, "sshEdit", QStringLiteral("ada@gpu-box:2222"));
        QVERIFY(d.validate());
        QCOMPARE(d.saved().url, QStringLiteral("ssh://ada@gpu-box:2222"));
        QCOMPARE(d.saved().kind, BackendKind::Docker);

        QTemporaryDir dir;
        const QString key = dir.filePath(QStringLiteral("id_ed25519"));
        QFile(key).open(QIODevice::WriteOnly);
        type(d, "identityEdit", key);
        QVERIFY(d.validate());
        QCOMPARE(d.saved().url, QStringLiteral("ssh://ada@gpu-box:2222?identity=") + key);

        // Edited again: the same fields come back.
        ConnectionDialog again;
        again.setSaved(d.saved());
        QVERIFY(again.findChild<QRadioButton *>(QStringLiteral("sshMode"))->isChecked());
        QCOMPARE(again.findChild<QLineEdit *>(QStringLiteral("sshEdit"))->text(),
                 QStringLiteral("ssh://ada@gpu-box:2222"));
        QCOMPARE(again.findChild<QLineEdit *>(QStringLiteral("identityEdit"))->text(), key);
    }

    void wrongFieldsAreSaidUnderThem()
    {
        ConnectionDialog d;
        d.show();
        d.findChild<QRadioButton *>(QStringLiteral("sshMode"))->click();
        type(d, "sshEdit", QStringLiteral("ssh://"));
        QVERIFY(!d.validate());
        QVERIFY2(errorText(d, "sshError")
                     .startsWith(QStringLiteral("Address: 'ssh://' is not an "
                                                "SSH address.")),
                 qPrintable(errorText(d, "sshError")));
        // Podman needs the socket's path on the host.
        auto *kind = d.findChild<QComboBox *>(QStringLiteral("kindCombo"));
        kind->setCurrentIndex(kind->findData(int(BackendKind::Podman)));
        type(d, "sshEdit", QStringLiteral("ssh://core@vm"));
        QVERIFY(!d.validate());
        QVERIFY2(errorText(d, "sshError")
                     .startsWith(QStringLiteral("Address: Podman is reached through its socket")),
                 qPrintable(errorText(d, "sshError")));
        type(d, "sshEdit", QStringLiteral("ssh://core@vm/run/user/1000/podman/podman.sock"));
        type(d, "identityEdit", QStringLiteral("/nonexistent/key"));
        QVERIFY(!d.validate());
        QCOMPARE(errorText(d, "sshError"), QString());
        QVERIFY2(errorText(d, "identityError")
                     .startsWith(QStringLiteral("Key file: /nonexistent/key does not exist.")),
                 qPrintable(errorText(d, "identityError")));
    }

    void discoveredContextConnectsAsListed()
    {
        const QString port = qEnvironmentVariable("TRAINDECK_TEST_SSH_PORT");
        TRAINDECK_REQUIRE(!port.isEmpty(),
                          QStringLiteral("the private sshd (TRAINDECK_TEST_SSH_PORT)"),
                          QStringLiteral("scripts/engines/start STATE and source "
                                         "STATE/engines.env"));
        QTemporaryDir home;
        QTemporaryDir runtime;
        qputenv("TRAINDECK_SSH_CONFIG", qgetenv("TRAINDECK_TEST_SSH_CONFIG"));
        qputenv("TRAINDECK_SSH_RUNTIME_DIR", runtime.path().toUtf8());
        const QString hash = QString::fromLatin1(
            QCryptographicHash::hash("remote-box", QCryptographicHash::Sha256).toHex());
        const QString meta = home.filePath(QStringLiteral(".docker/contexts/meta/") + hash);
        QVERIFY(QDir().mkpath(meta));
        QFile f(meta + QStringLiteral("/meta.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral("{\"Name\":\"remote-box\",\"Endpoints\":{\"docker\":{\"Host\":"
                               "\"ssh://root@127.0.0.1:%1\"}}}")
                    .arg(port)
                    .toUtf8());
        f.close();
        const auto found = Container::RemoteConnections::discover(home.path());
        QCOMPARE(found.size(), 1);
        const ConnectionChoice choice = found.first().choice();
        QCOMPARE(choice.displayName,
                 QStringLiteral("remote-box (Docker on root@127.0.0.1:%1)").arg(port));

        TrainDeck::BackendOptions options = choice.options;
        QTemporaryDir data;
        options.workdirRoot = data.filePath(QStringLiteral("work"));
        const BackendRegistry registry = App::builtinBackends();
        auto made = registry.create(choice.kind, options);
        QVERIFY(made);
        std::unique_ptr<Backend> backend = std::move(*made);
        backend->start();
        QTRY_VERIFY2_WITH_TIMEOUT(backend->connectionState() == Backend::ConnectionState::Connected,
                                  qPrintable(backend->connectionReason()),
                                  60000);
        // The selector joins a backend to the choice of the same connection.
        QCOMPARE(backend->connection(), choice.connection);
        backend.reset();
        Transport::SshMaster::stop(*Transport::Endpoint::parse(choice.connection));
    }
};

QTEST_MAIN(TestSshConnectionDialog)
#include "tst_sshconnectiondialog.moc"
