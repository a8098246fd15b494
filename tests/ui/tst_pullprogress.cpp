// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// A Docker job whose image is only in the private registry (scripts/engines/registry), in the
// window: while the engine pulls it, the job view's header says so with the engine's latest
// progress line ("Pulling image <image>: <layer>: Downloading 12MB/170MB"), and the Events
// tab lists the pull; once it is pulled the header is the job's own status again. Saves
// <build>/screenshots/pull-progress.png. Needs the engines of scripts/test.
#include "backends/container/containerbackend.h"
#include "tests/support/prerequisite.h"
#include "tests/support/registryimage.h"
#include "tests/support/uitestsetup.h"
#include "ui/appcontroller.h"
#include "ui/jobview.h"
#include "ui/mainwindow.h"

#include <QDir>
#include <QLabel>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUuid>

using namespace TrainDeck;
using namespace TrainDeck::Ui;

class TestPullProgress : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    template<class T>
    T await(QFuture<T> f)
    {
        while (!f.isFinished())
            QTest::qWait(10);
        return f.result();
    }

private Q_SLOTS:
    void initTestCase()
    {
        TRAINDECK_REQUIRE(!qEnvironmentVariableIsEmpty("TRAINDECK_TEST_DOCKER_HOST")
                              && !qEnvironmentVariableIsEmpty("TRAINDECK_TEST_REGISTRY"),
                          QStringLiteral("the Docker engine and the private registry "
                                         "(TRAINDECK_TEST_DOCKER_HOST, TRAINDECK_TEST_REGISTRY)"),
                          QStringLiteral("run through scripts/test, which starts them "
                                         "(scripts/engines/start)"));
        QVERIFY(!qEnvironmentVariableIsEmpty("TRAINDECK_TEST_INITIALIZER_IMAGE"));
        QStandardPaths::setTestModeEnabled(true);
        Tests::useTemporarySettings(m_dir);
    }

    void pullProgressInTheJobView()
    {
        const QString host = qEnvironmentVariable("TRAINDECK_TEST_DOCKER_HOST");
        const QString registry = qEnvironmentVariable("TRAINDECK_TEST_REGISTRY");
        const QString image
            = QStringLiteral("%1/traindeck-pull-gui:%2")
                  .arg(registry, QUuid::createUuid().toString(QUuid::Id128).left(12));
        // A big layer, so that the pull lasts the seconds a person (and this test) sees.
        const QString tar = m_dir.filePath(QStringLiteral("layer.tar"));
        const QString written
            = Tests::writeRandomLayerTar(tar, QStringLiteral("traindeck-pull-layer"), 160);
        QVERIFY2(written.isEmpty(), qPrintable(written));
        const QString pushed = Tests::pushUniqueImage(
            host, qEnvironmentVariable("TRAINDECK_TEST_INITIALIZER_IMAGE"), tar, image);
        struct Cleanup
        {
            QString host, registry, image;
            ~Cleanup() { Tests::removePushedImage(host, registry, image); }
        } cleanup{host, registry, image};
        QVERIFY2(pushed.isEmpty(), qPrintable(pushed));

        Tests::removeJobObjects(host, QStringLiteral("gui-pull"));
        MainWindow window;
        window.resize(1280, 800);
        AppController controller(&window);
        Container::ContainerBackend::Options o;
        o.engine = BackendKind::Docker;
        o.host = host;
        o.jobsDir = m_dir.filePath(QStringLiteral("jobs"));
        o.workdirRoot = m_dir.filePath(QStringLiteral("work"));
        o.pullPolicy = QStringLiteral("IfNotPresent");
        Container::ContainerBackend docker(o);
        window.addBackend(&docker);
        docker.start();
        window.show();
        QVERIFY(await(docker.connected()));
        QTRY_VERIFY_WITH_TIMEOUT(window.currentBackend() != nullptr, 5000);

        TrainJob job;
        job.name = QStringLiteral("gui-pull");
        job.runtimeRef.name = QStringLiteral("torch-distributed");
        CustomTrainerContainer t;
        t.image = image;
        t.command = {QStringLiteral("python3"),
                     QStringLiteral("-c"),
                     QStringLiteral("import os; print(os.path.getsize('/traindeck-pull-layer'))")};
        t.numNodes = 1;
        job.trainer = t;

        // What the header says while the job is submitted, every few milliseconds: the job is
        // selected as soon as the window lists it, and the first Downloading line is saved.
        auto *header = window.jobView()->findChild<QLabel *>(QStringLiteral("jobMessage"));
        QVERIFY(header);
        const QRegularExpression downloading(
            QStringLiteral("^Pulling image %1: [0-9a-f]{12}: Downloading [0-9.]+[kM]?B/[0-9.]+MB$")
                .arg(QRegularExpression::escape(image)));
        const QString shot
            = QDir(Tests::screenshotDir()).filePath(QStringLiteral("pull-progress.png"));
        QFile::remove(shot);
        bool selected = false;
        bool saved = false;
        QStringList seen;
        QTimer poll;
        poll.setInterval(5);
        connect(&poll, &QTimer::timeout, this, [&] {
            if (!selected) {
                selected = window.selectJob(job.name, docker.connection());
                if (selected)
                    window.jobView()->detailTabs()->setCurrentIndex(1); // Events
                return;
            }
            const QString text = header->isVisible() ? header->text() : QString();
            if (seen.isEmpty() || seen.last() != text)
                seen << text;
            if (!saved && downloading.match(text).hasMatch())
                saved = window.grab().save(shot);
        });
        poll.start();
        auto name = await(docker.submit(job));
        poll.stop();
        QVERIFY2(name, qPrintable(name ? QString() : name.error().message));
        qInfo().noquote() << "the header while submitting:\n  " + seen.join(QStringLiteral("\n  "));
        QVERIFY2(selected, "the job never appeared in the window while it was submitted");
        // While the engine downloaded the layer, the header said so (the window may list the
        // job a moment before its pull starts, then it is just Created).
        QVERIFY2(saved, qPrintable(seen.join(QLatin1Char('\n'))));
        QVERIFY(QFileInfo(shot).size() > 0);

        // Pulled: the header is the job's own status again, and it runs on the pulled image.
        QTRY_VERIFY_WITH_TIMEOUT(window.jobView()->snapshot().isFinished(), 120000);
        QCOMPARE(window.jobView()->snapshot().status, JobStatus::Complete);
        QVERIFY2(!header->text().startsWith(QLatin1String("Pulling")), qPrintable(header->text()));
        QVERIFY(await(docker.remove(*name)));
    }
};

QTEST_MAIN(TestPullProgress)
#include "tst_pullprogress.moc"
