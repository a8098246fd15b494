// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The main window with a remote engine: a Docker context whose endpoint is ssh:// (in a
// made-up home folder) is offered in the connection selector with its host, picking it
// connects through the private sshd of scripts/engines/sshd, and a job submitted there runs
// and shows its log in the window. Saves <build>/screenshots/ssh-remote-engine.png: the
// selector showing the remote engine and the running job (docs/ssh.md).
#include "app/builtinbackends.h"
#include "core/backend/backend.h"
#include "libs/transport/sshmaster.h"
#include "tests/support/awaitresult.h"
#include "tests/support/prerequisite.h"
#include "tests/support/uitestsetup.h"
#include "ui/connectionselector.h"
#include "ui/jobview.h"
#include "ui/mainwindow.h"

#include <QComboBox>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <vector>

using namespace TrainDeck;
using namespace TrainDeck::Ui;

class TestRemoteEngineWindow : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    BackendRegistry m_registry = App::builtinBackends();
    std::vector<std::unique_ptr<Backend>> m_backends;

private Q_SLOTS:
    void remoteEngineListedAndRunningAJob()
    {
        const QString port = qEnvironmentVariable("TRAINDECK_TEST_SSH_PORT");
        TRAINDECK_REQUIRE(!port.isEmpty(),
                          QStringLiteral("the private sshd (TRAINDECK_TEST_SSH_PORT)"),
                          QStringLiteral("scripts/engines/start STATE and source "
                                         "STATE/engines.env"));
        QVERIFY(m_dir.isValid());
        Tests::useTemporarySettings(m_dir);
        qputenv("TRAINDECK_DATA_DIR", m_dir.filePath(QStringLiteral("data")).toUtf8());
        qputenv("TRAINDECK_SSH_CONFIG", qgetenv("TRAINDECK_TEST_SSH_CONFIG"));
        qputenv("TRAINDECK_SSH_RUNTIME_DIR", m_dir.filePath(QStringLiteral("run")).toUtf8());
        QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("run"))));
        // A home folder with one Docker context on the sshd, as `docker context create
        // remote-box --docker host=ssh://root@127.0.0.1:PORT` writes it.
        const QString home = m_dir.filePath(QStringLiteral("home"));
        const QString hash = QString::fromLatin1(
            QCryptographicHash::hash("remote-box", QCryptographicHash::Sha256).toHex());
        const QString meta = home + QStringLiteral("/.docker/contexts/meta/") + hash;
        QVERIFY(QDir().mkpath(meta));
        QFile f(meta + QStringLiteral("/meta.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral("{\"Name\":\"remote-box\",\"Endpoints\":{\"docker\":{\"Host\":"
                               "\"ssh://root@127.0.0.1:%1\"}}}")
                    .arg(port)
                    .toUtf8());
        f.close();
        qputenv("HOME", home.toUtf8());
        qunsetenv("DOCKER_CONFIG");
        qunsetenv("XDG_CONFIG_HOME");

        MainWindow window;
        window.setConnectionFactory([this](const ConnectionChoice &choice) -> Backend * {
            auto made = m_registry.create(choice.kind, choice.options);
            if (!made)
                return nullptr;
            m_backends.push_back(std::move(*made));
            m_backends.back()->start();
            return m_backends.back().get();
        });
        window.addConnectionChoices({});
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        // Offered with its host, and connected once picked.
        QComboBox *combo = window.connectionSelector()->comboBox();
        const QString shown = QStringLiteral("remote-box (Docker on root@127.0.0.1:%1)").arg(port);
        const int index = combo->findText(shown);
        QVERIFY2(index >= 0, qPrintable(QStringLiteral("%1 is not offered").arg(shown)));
        // Picked as a user picks it (a choice is connected to only when picked).
        QVERIFY(
            window.connectionSelector()->setCurrentConnection(combo->itemData(index).toString()));
        QTRY_VERIFY2_WITH_TIMEOUT(window.currentBackend()
                                      && window.currentBackend()->connectionState()
                                             == Backend::ConnectionState::Connected,
                                  qPrintable(window.currentBackend()
                                                 ? window.currentBackend()->connection() + u' '
                                                       + window.currentBackend()->connectionReason()
                                                 : QStringLiteral("no backend")),
                                  60000);
        Backend *remote = window.currentBackend();
        QVERIFY(remote->connection().startsWith(QLatin1String("ssh://")));

        TrainJob job;
        job.name = QStringLiteral("remote-window");
        job.runtimeRef.name = QStringLiteral("torch-distributed");
        CustomTrainerContainer t;
        t.image = qEnvironmentVariable("TRAINDECK_TEST_IMAGE");
        t.command = {QStringLiteral("python3"),
                     QStringLiteral("-c"),
                     QStringLiteral("import time\nprint('training on the remote host', "
                                    "flush=True)\ntime.sleep(60)\n")};
        t.numNodes = 1;
        job.trainer = t;
        (void)await(remote->remove(job.name), 60000);
        auto name = await(remote->submit(job), 180000);
        QVERIFY2(name, name ? "" : qPrintable(name.error().toString()));
        QTRY_VERIFY_WITH_TIMEOUT(window.selectJob(job.name), 60000);
        QTRY_VERIFY_WITH_TIMEOUT(
            window.selectedJob() && window.selectedJob()->status == JobStatus::Running, 120000);
        QCOMPARE(combo->currentText(), shown);
        QVERIFY(window.jobView()->headerText().contains(QStringLiteral("Running")));
        QTest::qWait(2000); // the log pane shows the first line
        QVERIFY(window.grab().save(
            QDir(Tests::screenshotDir()).filePath(QStringLiteral("ssh-remote-engine.png"))));

        QVERIFY(await(remote->remove(job.name), 120000));
        const QString connection = remote->connection();
        window.close();
        m_backends.clear();
        Transport::SshMaster::stop(*Transport::Endpoint::parse(connection));
    }
};

QTEST_MAIN(TestRemoteEngineWindow)
#include "tst_remoteenginewindow.moc"
