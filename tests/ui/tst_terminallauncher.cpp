// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Open Terminal and Open Workspace Folder: the exact commands for each backend (the engine's own
// client, pointed at the engine TrainDeck uses), the user's terminal emulator ($TERMINAL, else
// x-terminal-emulator), clear refusals, and the job view's actions really starting the
// terminal and asking the desktop to open the folder.
#include "tests/support/fakebackend.h"
#include "ui/jobview.h"
#include "ui/terminallauncher.h"

#include <QAction>
#include <QDesktopServices>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace TrainDeck;
using namespace TrainDeck::Ui;
using TrainDeck::Testing::FakeBackend;

class TestTerminalLauncher : public QObject
{
    Q_OBJECT

public slots:
    void openUrl(const QUrl &url) { m_opened << url; }

private:
    QTemporaryDir m_dir;
    QList<QUrl> m_opened;
    QString bin() const { return m_dir.filePath(QStringLiteral("bin")); }
    QString program(const QString &name) const { return bin() + u'/' + name; }

    void makeProgram(const QString &name, const QByteArray &body = "#!/bin/sh\nexit 0\n")
    {
        QFile f(program(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(body);
        f.close();
        QVERIFY(f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    }
    QProcessEnvironment env() const
    {
        QProcessEnvironment e;
        e.insert(QStringLiteral("PATH"), bin());
        return e;
    }
    static JobSnapshot job(BackendKind backend, const QString &connection)
    {
        JobSnapshot s;
        s.name = QStringLiteral("mnist");
        s.backend = backend;
        s.connection = connection;
        s.status = JobStatus::Running;
        StepSnapshot node;
        node.name = QStringLiteral("node-1");
        node.state = StepState::Running;
        node.objectId = QStringLiteral("3f2a9c");
        node.objectName = QStringLiteral("mnist-node-1");
        s.steps << node;
        return s;
    }
    static QStringList shell()
    {
        return {QStringLiteral("sh"),
                QStringLiteral("-c"),
                QStringLiteral("command -v bash >/dev/null 2>&1 && exec bash || exec sh")};
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(QDir().mkpath(bin()));
        for (const char *name : {"docker", "podman", "kubectl", "x-terminal-emulator", "myterm"})
            makeProgram(QString::fromLatin1(name));
    }

    void dockerExecsAtTheEngineTrainDeckUses()
    {
        const JobSnapshot s
            = job(BackendKind::Docker, QStringLiteral("unix:///run/td/docker.sock"));
        auto c = TerminalLauncher::shellIn(s, s.steps.first(), env());
        QVERIFY2(c.ok(), c.ok() ? "" : qPrintable(c.error().message));
        QCOMPARE(c->program, program(QStringLiteral("docker")));
        QCOMPARE(c->arguments,
                 QStringList({QStringLiteral("--host"),
                              QStringLiteral("unix:///run/td/docker.sock"),
                              QStringLiteral("exec"),
                              QStringLiteral("-it"),
                              QStringLiteral("3f2a9c")})
                     + shell());
    }

    void podmanAndKubernetes()
    {
        const JobSnapshot p = job(BackendKind::Podman, QStringLiteral("tcp://10.0.0.5:8888"));
        auto c = TerminalLauncher::shellIn(p, p.steps.first(), env());
        QVERIFY(c.ok());
        QCOMPARE(c->program, program(QStringLiteral("podman")));
        QCOMPARE(c->arguments.mid(0, 5),
                 QStringList({QStringLiteral("--url"),
                              QStringLiteral("tcp://10.0.0.5:8888"),
                              QStringLiteral("exec"),
                              QStringLiteral("-it"),
                              QStringLiteral("3f2a9c")}));

        JobSnapshot k = job(BackendKind::Kubernetes, QStringLiteral("kind-dev"));
        k.nameSpace = QStringLiteral("team-a");
        c = TerminalLauncher::shellIn(k, k.steps.first(), env());
        QVERIFY(c.ok());
        QCOMPARE(c->program, program(QStringLiteral("kubectl")));
        QCOMPARE(c->arguments,
                 QStringList({QStringLiteral("--context"),
                              QStringLiteral("kind-dev"),
                              QStringLiteral("--namespace"),
                              QStringLiteral("team-a"),
                              QStringLiteral("exec"),
                              QStringLiteral("-it"),
                              QStringLiteral("mnist-node-1"),
                              QStringLiteral("--")})
                     + shell());
    }

    void localOpensTheShellInTheWorkspace()
    {
        JobSnapshot s = job(BackendKind::Local, QStringLiteral("local"));
        s.workdir = m_dir.path();
        QProcessEnvironment e = env();
        e.insert(QStringLiteral("SHELL"), program(QStringLiteral("myterm")));
        auto c = TerminalLauncher::shellIn(s, s.steps.first(), e);
        QVERIFY(c.ok());
        QCOMPARE(c->program, program(QStringLiteral("myterm")));
        QVERIFY(c->arguments.isEmpty());
        QCOMPARE(c->workingDirectory, m_dir.path());
    }

    void refusalsSayWhy()
    {
        JobSnapshot s = job(BackendKind::Docker, QStringLiteral("unix:///x.sock"));
        s.steps.first().state = StepState::Succeeded;
        auto c = TerminalLauncher::shellIn(s, s.steps.first(), env());
        QVERIFY(!c.ok());
        QVERIFY2(c.error().message.contains(QStringLiteral("not running (Succeeded)")),
                 qPrintable(c.error().message));
        s.steps.first().state = StepState::Running;
        QProcessEnvironment empty;
        empty.insert(QStringLiteral("PATH"), m_dir.filePath(QStringLiteral("nothing")));
        c = TerminalLauncher::shellIn(s, s.steps.first(), empty);
        QVERIFY(!c.ok());
        QVERIFY(c.error().message.contains(QStringLiteral("docker.io")));
        auto t = TerminalLauncher::inTerminal({QStringLiteral("sh"), {}, {}}, empty);
        QVERIFY(!t.ok());
        QVERIFY(t.error().message.contains(QStringLiteral("$TERMINAL")));
        empty.insert(QStringLiteral("TERMINAL"), QStringLiteral("no-such-term"));
        t = TerminalLauncher::inTerminal({QStringLiteral("sh"), {}, {}}, empty);
        QVERIFY(!t.ok());
        QVERIFY(t.error().message.contains(QStringLiteral("no-such-term")));
    }

    void terminalEmulatorChoice()
    {
        const TerminalLauncher::Command inner{
            QStringLiteral("/usr/bin/docker"), {QStringLiteral("exec"), QStringLiteral("-it")}, {}};
        QProcessEnvironment e = env();
        auto t = TerminalLauncher::inTerminal(inner, e);
        QVERIFY(t.ok());
        QCOMPARE(t->program, program(QStringLiteral("x-terminal-emulator")));
        QCOMPARE(t->arguments,
                 QStringList({QStringLiteral("-e"),
                              QStringLiteral("/usr/bin/docker"),
                              QStringLiteral("exec"),
                              QStringLiteral("-it")}));
        e.insert(QStringLiteral("TERMINAL"), QStringLiteral("myterm --class \"Train Deck\""));
        t = TerminalLauncher::inTerminal(inner, e);
        QVERIFY(t.ok());
        QCOMPARE(t->program, program(QStringLiteral("myterm")));
        QCOMPARE(
            t->arguments.mid(0, 3),
            QStringList(
                {QStringLiteral("--class"), QStringLiteral("Train Deck"), QStringLiteral("-e")}));
    }

    void jobViewActionsReallyStartTheTerminalAndOpenTheFolder()
    {
        // A terminal that writes down how it was started.
        const QString record = m_dir.filePath(QStringLiteral("terminal-args"));
        makeProgram(QStringLiteral("recordterm"),
                    "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > '"
                        + record.toUtf8() + "'\n");
        qputenv("TERMINAL", program(QStringLiteral("recordterm")).toUtf8());
        qputenv("PATH", bin().toUtf8() + ':' + qgetenv("PATH"));

        FakeBackend backend(QStringLiteral("unix:///run/td/docker.sock"),
                            QStringLiteral("Docker"),
                            BackendKind::Docker);
        JobView view;
        view.show();
        JobSnapshot s = job(BackendKind::Docker, QStringLiteral("unix:///run/td/docker.sock"));
        s.workdir = m_dir.path();
        view.setJob(s, &backend, std::nullopt);
        QSignalSpy messages(&view, &JobView::message);
        view.openTerminal(QStringLiteral("node-1"));
        const auto written = [&record] {
            QFile f(record);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        QTRY_VERIFY(written().endsWith("exec sh\n"));
        const QStringList args = QString::fromUtf8(written()).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(args.mid(0, 7),
                 QStringList({QStringLiteral("-e"),
                              program(QStringLiteral("docker")),
                              QStringLiteral("--host"),
                              QStringLiteral("unix:///run/td/docker.sock"),
                              QStringLiteral("exec"),
                              QStringLiteral("-it"),
                              QStringLiteral("3f2a9c")}));
        QCOMPARE(messages.last().first().toString(),
                 QStringLiteral("Opened a terminal in node-1 of mnist."));

        QDesktopServices::setUrlHandler(QStringLiteral("file"), this, "openUrl");
        view.workspaceAction()->trigger();
        QCOMPARE(m_opened, QList<QUrl>{QUrl::fromLocalFile(m_dir.path())});
        QDesktopServices::unsetUrlHandler(QStringLiteral("file"));
    }
};

QTEST_MAIN(TestTerminalLauncher)
#include "tst_terminallauncher.moc"
