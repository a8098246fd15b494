// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// A desktop notification when a job completes or fails. Runs on a private
// D-Bus session bus (tests/support/with-keyring provides one) where this test owns
// org.freedesktop.Notifications on a connection of its own, as a desktop's notification
// daemon does, and checks what TrainDeck sends over the bus and what a click does.
#include "backends/local/localbackend.h"
#include "models/jobtablemodel.h"
#include "ui/desktopnotifier.h"
#include "ui/mainwindow.h"

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Ui;

namespace {

const QString ServerConnection = QStringLiteral("fake-notification-daemon");

struct Received
{
    uint id = 0;
    QString app;
    QString icon;
    QString summary;
    QString body;
    QStringList actions;
    QVariantMap hints;
    int timeout = 0;
};

} // namespace

/// The server side of the freedesktop.org notification specification, as much as TrainDeck
/// uses: Notify, and the ActionInvoked and NotificationClosed signals.
class FakeNotificationServer : public QObject
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.Notifications")
public:
    QList<Received> received;

    void click(uint id)
    {
        QDBusMessage signal
            = QDBusMessage::createSignal(QString::fromLatin1(DesktopNotifier::Path),
                                         QStringLiteral("org.freedesktop.Notifications"),
                                         QStringLiteral("ActionInvoked"));
        signal << id << QStringLiteral("default");
        QDBusConnection(ServerConnection).send(signal);
    }

public slots:
    uint Notify(const QString &app,
                uint replaces,
                const QString &icon,
                const QString &summary,
                const QString &body,
                const QStringList &actions,
                const QVariantMap &hints,
                int timeout)
    {
        Q_UNUSED(replaces)
        const uint id = uint(received.size()) + 100;
        received.append({id, app, icon, summary, body, actions, hints, timeout});
        return id;
    }
    QStringList GetCapabilities() { return {QStringLiteral("body"), QStringLiteral("actions")}; }
};

class TestDesktopNotifier : public QObject
{
    Q_OBJECT

private:
    FakeNotificationServer m_server;
    QTemporaryDir m_dir;

    bool serve()
    {
        QDBusConnection c
            = QDBusConnection::connectToBus(QDBusConnection::SessionBus, ServerConnection);
        return c.isConnected()
               && c.registerObject(QString::fromLatin1(DesktopNotifier::Path),
                                   &m_server,
                                   QDBusConnection::ExportAllSlots)
               && c.registerService(QString::fromLatin1(DesktopNotifier::Service));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QDBusConnection::sessionBus().isConnected(),
                 "no session bus: run through tests/support/with-keyring");
        QVERIFY(serve());
    }

    void completedJobGoesToTheDesktop()
    {
        DesktopNotifier n;
        QSignalSpy sent(&n, &DesktopNotifier::sent);
        QSignalSpy failed(&n, &DesktopNotifier::failed);
        n.notify(QStringLiteral("Job mnist completed"),
                 QStringLiteral("Ran for 3s on Local processes"),
                 false,
                 QStringLiteral("local\nmnist"));
        QTRY_COMPARE(sent.size(), 1);
        QCOMPARE(failed.size(), 0);
        const Received &r = m_server.received.last();
        QCOMPARE(sent.first().at(0).toUInt(), r.id);
        QCOMPARE(r.app, QStringLiteral("TrainDeck"));
        QCOMPARE(r.summary, QStringLiteral("Job mnist completed"));
        QCOMPARE(r.body, QStringLiteral("Ran for 3s on Local processes"));
        QVERIFY(r.actions.contains(QStringLiteral("default")));
        QCOMPARE(r.hints.value(QStringLiteral("urgency")).toInt(), 1);
        QCOMPARE(r.hints.value(QStringLiteral("category")).toString(),
                 QStringLiteral("transfer.complete"));
        QCOMPARE(r.timeout, -1);
        // Named as the installed desktop file and icon are.
        QCOMPARE(r.icon, QStringLiteral("io.traindeck.TrainDeck"));
        QCOMPARE(r.hints.value(QStringLiteral("desktop-entry")).toString(),
                 QStringLiteral("io.traindeck.TrainDeck"));
        QVERIFY(QFile::exists(
            QStringLiteral(TRAINDECK_SOURCE_DIR "/resources/io.traindeck.TrainDeck.desktop")));
    }

    void failedJobIsCritical()
    {
        DesktopNotifier n;
        QSignalSpy sent(&n, &DesktopNotifier::sent);
        n.notify(QStringLiteral("Job mnist failed"),
                 QStringLiteral("node-1 exited with code 3"),
                 true,
                 QStringLiteral("local\nmnist"));
        QTRY_COMPARE(sent.size(), 1);
        QCOMPARE(m_server.received.last().hints.value(QStringLiteral("urgency")).toInt(), 2);
        QCOMPARE(m_server.received.last().hints.value(QStringLiteral("category")).toString(),
                 QStringLiteral("transfer.error"));
    }

    void clickComesBackWithItsJob()
    {
        DesktopNotifier n;
        QSignalSpy sent(&n, &DesktopNotifier::sent);
        QSignalSpy activated(&n, &DesktopNotifier::activated);
        n.notify(QStringLiteral("a"), QString(), false, QStringLiteral("docker\njob-a"));
        n.notify(QStringLiteral("b"), QString(), false, QStringLiteral("docker\njob-b"));
        QTRY_COMPARE(sent.size(), 2);
        m_server.click(sent.at(1).at(0).toUInt());
        QTRY_COMPARE(activated.size(), 1);
        QCOMPARE(activated.first().first().toString(), QStringLiteral("docker\njob-b"));
        // A click on someone else's notification is not ours.
        m_server.click(99999);
        QTest::qWait(200);
        QCOMPARE(activated.size(), 1);
    }

    void mainWindowNotifiesAndAClickSelectsTheJob()
    {
        Local::LocalBackend::Options o;
        o.jobsDir = m_dir.filePath(QStringLiteral("jobs"));
        o.venvRoot = m_dir.filePath(QStringLiteral("venvs"));
        Local::LocalBackend backend(o);
        MainWindow window;
        window.show();
        window.addBackend(&backend);
        backend.start();
        for (const char *name : {"notify-me", "other-job"}) {
            TrainJob job;
            job.name = QString::fromLatin1(name);
            job.runtimeRef.name = QStringLiteral("torch-distributed");
            CustomTrainer t;
            t.inlineCode = QStringLiteral("print('done')\n");
            job.trainer = t;
            auto submitted = backend.submit(job);
            QTRY_VERIFY_WITH_TIMEOUT(submitted.isFinished(), 30000);
            QVERIFY(submitted.result().ok());
        }
        const qsizetype before = m_server.received.size();
        QTRY_VERIFY_WITH_TIMEOUT(m_server.received.size() >= before + 2, 120000);
        QTRY_COMPARE(window.lastNotificationChannel(), QStringLiteral("desktop notification"));
        uint id = 0;
        for (const Received &r : std::as_const(m_server.received)) {
            if (r.summary == QStringLiteral("Job notify-me completed"))
                id = r.id;
        }
        QVERIFY2(id != 0, "no notification for notify-me");
        QVERIFY(window.selectJob(QStringLiteral("other-job")));
        m_server.click(id);
        QTRY_VERIFY(window.selectedJob()
                    && window.selectedJob()->name == QStringLiteral("notify-me"));
    }

    // Last: the server leaves, and the notification comes back to be shown another way.
    void noServerHandsItBack()
    {
        QDBusConnection c(ServerConnection);
        QVERIFY(c.unregisterService(QString::fromLatin1(DesktopNotifier::Service)));
        DesktopNotifier n;
        QSignalSpy failed(&n, &DesktopNotifier::failed);
        n.notify(QStringLiteral("Job x failed"), QStringLiteral("why"), true, QStringLiteral("k"));
        QTRY_COMPARE(failed.size(), 1);
        QCOMPARE(failed.first().at(0).toString(), QStringLiteral("Job x failed"));
        QCOMPARE(failed.first().at(2).toBool(), true);
        QVERIFY2(!failed.first().at(3).toString().isEmpty(), "no reason given");
    }
};

QTEST_MAIN(TestDesktopNotifier)
#include "tst_desktopnotifier.moc"
