// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The job list follows what the engine holds, in the window as the app
// builds it (engines added before they connect, so their identity changes from "Docker" to
// their endpoint). A deleted Docker/Podman job leaves the list; a submit whose image cannot
// be pulled never leaves a row behind and says why. Real dockerd and podman (scripts/test's
// engines); nothing is mocked.
#include "backends/container/containerbackend.h"
#include "models/jobtablemodel.h"
#include "tests/support/prerequisite.h"
#include "ui/appcontroller.h"
#include "ui/builder/jobbuilderdialog.h"
#include "ui/jobfilterbar.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QComboBox>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace TrainDeck;
using namespace TrainDeck::Ui;

class TestJobRowTruth : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    template<class T>
    static T await(QFuture<T> f)
    {
        while (!f.isFinished())
            QTest::qWait(10);
        return f.result();
    }

    static QString host(const QString &engine)
    {
        return qEnvironmentVariable(engine == QLatin1String("docker")
                                        ? "TRAINDECK_TEST_DOCKER_HOST"
                                        : "TRAINDECK_TEST_PODMAN_HOST");
    }

    /// As app/main.cpp makes it: no host, found through the environment when it connects.
    std::unique_ptr<Container::ContainerBackend> engineBackend(const QString &engine)
    {
        Container::ContainerBackend::Options o;
        o.engine = engine == QLatin1String("docker") ? BackendKind::Docker : BackendKind::Podman;
        o.jobsDir = m_dir.filePath(QStringLiteral("jobs-") + engine);
        o.workdirRoot = m_dir.filePath(QStringLiteral("work-") + engine);
        return std::make_unique<Container::ContainerBackend>(o);
    }

    /// Presses Yes in the next question the window asks (Delete asks first).
    void answerYesToNextQuestion()
    {
        auto *timer = new QTimer(this);
        timer->setInterval(20);
        connect(timer, &QTimer::timeout, this, [timer] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box || !box->button(QMessageBox::Yes))
                return;
            timer->stop();
            timer->deleteLater();
            box->button(QMessageBox::Yes)->click();
        });
        timer->start();
    }

    static TrainJob quickJob(const QString &name, const QString &image)
    {
        TrainJob job;
        job.name = name;
        job.runtimeRef.name = QStringLiteral("torch-distributed");
        CustomTrainerContainer t;
        t.image = image;
        t.command = {QStringLiteral("python3"), QStringLiteral("-c"), QStringLiteral("print(1)")};
        t.numNodes = 1;
        job.trainer = t;
        return job;
    }

    void engines()
    {
        QTest::addColumn<QString>("engine");
        QTest::newRow("docker") << QStringLiteral("docker");
        QTest::newRow("podman") << QStringLiteral("podman");
    }

private Q_SLOTS:
    void initTestCase()
    {
        TRAINDECK_REQUIRE(
            !host(QStringLiteral("docker")).isEmpty() && !host(QStringLiteral("podman")).isEmpty(),
            QStringLiteral("the test engines (TRAINDECK_TEST_DOCKER_HOST/PODMAN_HOST)"),
            QStringLiteral("run scripts/test, which starts dockerd and podman"));
        QVERIFY(m_dir.isValid());
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setPath(QSettings::NativeFormat,
                           QSettings::UserScope,
                           m_dir.filePath(QStringLiteral("settings")));
        // Discovery finds the test engines as it finds a user's, by the environment.
        qputenv("DOCKER_HOST", host(QStringLiteral("docker")).toUtf8());
        qputenv("CONTAINER_HOST", host(QStringLiteral("podman")).toUtf8());
    }

    void deletedJobLeavesTheList_data() { engines(); }
    void deletedJobLeavesTheList()
    {
        QFETCH(QString, engine);
        MainWindow window;
        AppController controller(&window);
        auto backend = engineBackend(engine);
        window.addBackend(backend.get()); // before it connects, as the app does
        backend->start();
        window.show();
        QVERIFY(await(backend->connected()));
        const QString name = QStringLiteral("row-delete-") + engine;
        (void)await(backend->remove(name));
        auto submitted
            = await(backend->submit(quickJob(name, qEnvironmentVariable("TRAINDECK_TEST_IMAGE"))));
        QVERIFY2(submitted, qPrintable(submitted ? QString() : submitted.error().toString()));
        const QString connection = backend->connection();
        QTRY_VERIFY_WITH_TIMEOUT(window.selectJob(name, connection), 15000);
        // Filtering by the engine shows its jobs: the filter knows it by its endpoint too.
        QComboBox *filter = window.filterBar()->backendCombo();
        QTRY_VERIFY(filter->findData(connection) >= 0);
        filter->setCurrentIndex(filter->findData(connection));
        QVERIFY(window.selectJob(name, connection));
        filter->setCurrentIndex(0);
        QTRY_COMPARE_WITH_TIMEOUT(window.selectedJob()->status, JobStatus::Complete, 60000);

        answerYesToNextQuestion();
        window.action(MainWindow::DeleteJobAction)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window.jobModel()->rowOf(connection, name) < 0, 30000);
        QVERIFY(!window.selectJob(name));
        // The backend agrees: there is nothing left to delete.
        QVERIFY(!await(backend->job(name)));
    }

    void failedSubmitLeavesNoRow_data() { engines(); }
    void failedSubmitLeavesNoRow()
    {
        QFETCH(QString, engine);
        MainWindow window;
        AppController controller(&window);
        auto backend = engineBackend(engine);
        window.addBackend(backend.get());
        backend->start();
        window.show();
        QVERIFY(await(backend->connected()));
        const QString name = QStringLiteral("row-nopull-") + engine;
        (void)await(backend->remove(name));
        // A registry that refuses at once: the pull fails, the job is never created.
        const TrainJob job
            = quickJob(name, QStringLiteral("localhost:1/traindeck/no-such-image:0"));

        QSignalSpy failed(&controller, &AppController::submitFailed);
        JobBuilderDialog *builder = controller.openBuilder(backend.get());
        builder->setJob(job);
        QTRY_VERIFY(builder->isJobValid());
        QCOMPARE(builder->targetBackend(), backend.get());
        // Submit asks first, naming the image its pull policy will fetch; the user says pull.
        QStringList asked;
        builder->setPullAnswer([&asked](const QList<ImageCheck> &checks) {
            for (const ImageCheck &c : checks)
                asked << c.image;
            return true;
        });
        auto *submit = builder->findChild<QPushButton *>(QStringLiteral("submitButton"));
        QVERIFY(submit);
        QTest::mouseClick(submit, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 120000);
        QCOMPARE(asked.size(), 1);
        QVERIFY2(asked.first().contains(QStringLiteral("no-such-image")),
                 qPrintable(asked.first()));
        // Said in plain words, with the image named.
        QVERIFY2(controller.lastError().contains(QStringLiteral("no-such-image")),
                 qPrintable(controller.lastError()));
        // The row that showed the pull is gone, and stays gone.
        const QString connection = backend->connection();
        QTRY_VERIFY_WITH_TIMEOUT(window.jobModel()->rowOf(connection, name) < 0, 10000);
        QTest::qWait(1500);
        QCOMPARE(window.jobModel()->rowOf(connection, name), -1);
        QVERIFY(!await(backend->job(name)));
        // Nothing is lost: the builder is open again with the job, on the same engine.
        QTRY_VERIFY(controller.builder() && controller.builder()->isVisible());
        QCOMPARE(controller.builder()->job().name, name);
        QCOMPARE(controller.builder()->targetBackend(), backend.get());
        controller.builder()->close();
    }
};

QTEST_MAIN(TestJobRowTruth)
#include "tst_jobrowtruth.moc"
