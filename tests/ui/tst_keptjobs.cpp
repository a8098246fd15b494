// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// A job's view shows what was submitted, not a re-read of the user's files.
// Jobs are submitted from a job file in a temporary folder, once through the real
// traindeck-cli and once through the job builder; the folder is then deleted. The window must
// still draw each job's architecture from its plan, Re-run must submit it again in one action
// on its own backend (and the re-run completes, printing the kept script's output), and Clone
// must open a builder with a submittable copy. Real local processes, no mocks.
#include "backends/local/localbackend.h"
#include "core/catalog/runtimecatalog.h"
#include "core/codec/document.h"
#include "models/jobfilterproxymodel.h"
#include "models/jobtablemodel.h"
#include "tests/support/awaitresult.h"
#include "tests/support/clirun.h"
#include "tests/support/jobfiles.h"
#include "ui/appcontroller.h"
#include "ui/builder/jobbuilderdialog.h"
#include "ui/diagram/diagramscene.h"
#include "ui/diagram/diagramview.h"
#include "ui/jobview.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Ui;
using Models::JobTableModel;

namespace {

// A job file as a user writes it: the script beside it, named relative to it, and a runtime
// of the job's own defined in the same file.
QByteArray jobFile(const QByteArray &name)
{
    return JobFiles::runtime("kept-file-torch") + "---\n"
           + JobFiles::trainJob(
               name, "kept-file-torch", "TrainingRuntime", "scripts/kept_train.py");
}

QByteArray scriptPrinting(const QByteArray &marker)
{
    return "print('" + marker + "', flush=True)\n";
}

} // namespace

class TestKeptJobs : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Local::LocalBackend> m_backend;
    std::unique_ptr<MainWindow> m_window;
    AppController *m_controller = nullptr;

    QModelIndex proxyIndexOf(const QString &name) const
    {
        const auto *proxy = m_window->jobProxy();
        for (int r = 0; r < proxy->rowCount(); ++r) {
            if (proxy->index(r, 0).data().toString() == name)
                return proxy->index(r, 0);
        }
        return {};
    }

    JobStatus statusInTable(const QString &name) const
    {
        const QModelIndex i = proxyIndexOf(name);
        return i.isValid() ? i.data(JobTableModel::StatusRole).value<JobStatus>()
                           : JobStatus::Unknown;
    }

    QByteArray nodeLog(const QString &job) const
    {
        QFile f(QDir(m_backend->logDir(job)).filePath(QStringLiteral("node-0.log")));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    // Selects the job, opens its Architecture tab and waits for the diagram (or a refusal).
    void expectDrawn(const QString &name)
    {
        QVERIFY(m_window->selectJob(name));
        JobView *view = m_window->jobView();
        QTRY_COMPARE(view->snapshot().name, name);
        view->detailTabs()->setCurrentIndex(2);
        auto *hint = view->findChild<QLabel *>(QStringLiteral("architectureHint"));
        QVERIFY(hint);
        QTRY_VERIFY2_WITH_TIMEOUT(
            view->diagramView()->isVisible(), qPrintable(hint->text()), 20000);
        QVERIFY(!hint->isVisible());
        // The kept plan: the job's own step and its runtime's.
        const auto *scene = qobject_cast<Ui::DiagramScene *>(view->diagramView()->scene());
        QVERIFY(scene);
        QVERIFY(!scene->statusNodesRect().isEmpty());
        view->detailTabs()->setCurrentIndex(0);
    }

    // Re-run from the toolbar: submitted in one action, as <name>-r2, on the same backend.
    void expectRerunCompletes(const QString &name, const QByteArray &marker)
    {
        QVERIFY(m_window->selectJob(name));
        QSignalSpy clone(m_window.get(), &MainWindow::cloneRequested);
        m_window->action(MainWindow::RerunJobAction)->trigger();
        const QString rerun = name + QStringLiteral("-r2");
        QTRY_VERIFY_WITH_TIMEOUT(proxyIndexOf(rerun).isValid(), 30000);
        QCOMPARE(clone.size(), 0); // no builder in between: nothing needed asking
        QCOMPARE(
            proxyIndexOf(rerun).siblingAtColumn(JobTableModel::BackendColumn).data().toString(),
            m_backend->displayName());
        QTRY_COMPARE_WITH_TIMEOUT(statusInTable(rerun), JobStatus::Complete, 120000);
        QVERIFY2(nodeLog(rerun).contains(marker), nodeLog(rerun).constData());
    }

    void expectCloneSubmittable(const QString &name, const QByteArray &marker)
    {
        QVERIFY(m_window->selectJob(name));
        m_window->action(MainWindow::CloneJobAction)->trigger();
        QTRY_VERIFY(m_controller->builder() && m_controller->builder()->isVisible());
        JobBuilderDialog *builder = m_controller->builder();
        auto *nameEdit = builder->findChild<QLineEdit *>(QStringLiteral("name"));
        QVERIFY(nameEdit);
        QVERIFY2(!nameEdit->text().isEmpty(), "a clone opens with a name");
        QVERIFY(nameEdit->text() != name);
        const TrainJob copy = builder->job();
        const auto *c = std::get_if<CustomTrainer>(&copy.trainer);
        QVERIFY(c);
        QVERIFY(c->scriptLoaded);
        QCOMPARE(c->scriptContent, scriptPrinting(marker));
        QVERIFY(copy.fileRuntime.has_value());
        auto *submit = builder->findChild<QPushButton *>(QStringLiteral("submitButton"));
        QVERIFY(submit);
        QTRY_VERIFY2(submit->isEnabled(), "the clone can be submitted as it is");
        builder->close();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        if (!QFile::exists(QStringLiteral("/usr/bin/python3")))
            QFAIL("Debian's /usr/bin/python3 is required; run scripts/test, which installs it");
        QSettings::setPath(QSettings::NativeFormat,
                           QSettings::UserScope,
                           m_dir.filePath(QStringLiteral("config")));
        QSettings::setPath(
            QSettings::IniFormat, QSettings::UserScope, m_dir.filePath(QStringLiteral("config")));
        QCoreApplication::setOrganizationName(QStringLiteral("TrainDeckTest"));
        QCoreApplication::setApplicationName(QStringLiteral("TrainDeckTest"));
        // The CLI and the window share one data folder, as they do for a user.
        qputenv("TRAINDECK_DATA_DIR", m_dir.filePath(QStringLiteral("data")).toUtf8());
        m_backend = std::make_unique<Local::LocalBackend>(Local::LocalBackend::Options{});
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1280, 800);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->addBackend(m_backend.get());
        m_backend->start();
        m_controller = new AppController(m_window.get());
    }

    void cleanupTestCase()
    {
        m_window.reset();
        m_backend.reset();
    }

    void submittedFromTheCliWithTheFolderGone()
    {
        QTemporaryDir src;
        QVERIFY(
            JobFiles::write(src.filePath(QStringLiteral("job.yaml")), jobFile("kept-from-cli")));
        QVERIFY(JobFiles::write(src.filePath(QStringLiteral("scripts/kept_train.py")),
                                scriptPrinting("KEPT_CLI_SCRIPT_RAN")));
        const CliRun r = CliRun::run(
            {QStringLiteral("train"),
             src.filePath(QStringLiteral("job.yaml")),
             QStringLiteral("--follow")},
            {{QStringLiteral("TRAINDECK_DATA_DIR"), m_dir.filePath(QStringLiteral("data"))}},
            180000);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral("KEPT_CLI_SCRIPT_RAN")));
        QVERIFY(src.remove());
        QVERIFY(!QFileInfo::exists(src.path()));

        QTRY_VERIFY_WITH_TIMEOUT(proxyIndexOf(QStringLiteral("kept-from-cli")).isValid(), 20000);
        QTRY_COMPARE(statusInTable(QStringLiteral("kept-from-cli")), JobStatus::Complete);
        expectDrawn(QStringLiteral("kept-from-cli"));
        expectCloneSubmittable(QStringLiteral("kept-from-cli"), "KEPT_CLI_SCRIPT_RAN");
        expectRerunCompletes(QStringLiteral("kept-from-cli"), "KEPT_CLI_SCRIPT_RAN");
    }

    void submittedFromTheBuilderWithTheFolderGone()
    {
        QTemporaryDir src;
        QVERIFY(JobFiles::write(src.filePath(QStringLiteral("job.yaml")),
                                jobFile("kept-from-builder")));
        QVERIFY(JobFiles::write(src.filePath(QStringLiteral("scripts/kept_train.py")),
                                scriptPrinting("KEPT_BUILDER_SCRIPT_RAN")));
        JobBuilderDialog *builder = m_controller->openBuilder();
        QVERIFY(await(builder->loadYamlFile(src.filePath(QStringLiteral("job.yaml")))).ok());
        auto *submit = builder->findChild<QPushButton *>(QStringLiteral("submitButton"));
        QVERIFY(submit);
        QTRY_VERIFY(submit->isEnabled());
        QSignalSpy submitted(m_controller, &AppController::submitted);
        QTest::mouseClick(submit, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(submitted.count(), 1, 30000);
        QCOMPARE(submitted.at(0).at(1).toString(), QStringLiteral("kept-from-builder"));
        QTRY_COMPARE_WITH_TIMEOUT(
            statusInTable(QStringLiteral("kept-from-builder")), JobStatus::Complete, 120000);
        QVERIFY(nodeLog(QStringLiteral("kept-from-builder")).contains("KEPT_BUILDER_SCRIPT_RAN"));
        QVERIFY(src.remove());

        expectDrawn(QStringLiteral("kept-from-builder"));
        expectCloneSubmittable(QStringLiteral("kept-from-builder"), "KEPT_BUILDER_SCRIPT_RAN");
        expectRerunCompletes(QStringLiteral("kept-from-builder"), "KEPT_BUILDER_SCRIPT_RAN");
    }
};

QTEST_MAIN(TestKeptJobs)
#include "tst_keptjobs.moc"
