// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The builder's image picker and its check before Submit, on the real Docker and Podman
// engines of scripts/test: the engine's images are listed (the test images among them, no
// untagged layers), picking one fills the field; a job whose image is missing is checked as
// the submission would (present, pulled by IfNotPresent, refused by Never), and Submit says
// which image and what the policy will do before anything reaches the engine. The app wires
// the picker to the builder's target. Screenshot: build/screenshots/builder-image-picker.png.
#include "backends/container/containerbackend.h"
#include "core/catalog/runtimecatalog.h"
#include "tests/support/awaitresult.h"
#include "tests/support/prerequisite.h"
#include "tests/support/uitestsetup.h"
#include "ui/appcontroller.h"
#include "ui/builder/imagepicker.h"
#include "ui/builder/jobbuilderdialog.h"
#include "ui/mainwindow.h"

#include <QAction>
#include <QGuiApplication>
#include <QLineEdit>
#include <QMenu>
#include <QPainter>
#include <QScreen>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Ui;
using Container::ContainerBackend;

namespace {

const QString MissingImage = QStringLiteral("localhost/traindeck-no-such-image:0");

TrainJob containerJob(const QString &name, const QString &image)
{
    TrainJob job;
    job.name = name;
    job.runtimeRef.name = QStringLiteral("torch-distributed");
    CustomTrainerContainer t;
    t.image = image;
    t.command = {QStringLiteral("python3"), QStringLiteral("-c"), QStringLiteral("print(1)")};
    job.trainer = t;
    return job;
}

} // namespace

class TestImagePicker : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_image;

    std::unique_ptr<ContainerBackend> engine(BackendKind kind, const QString &pullPolicy)
    {
        ContainerBackend::Options o;
        o.engine = kind;
        o.host = qEnvironmentVariable(kind == BackendKind::Docker ? "TRAINDECK_TEST_DOCKER_HOST"
                                                                  : "TRAINDECK_TEST_PODMAN_HOST");
        o.jobsDir = m_dir.filePath(QStringLiteral("jobs-%1").arg(enumName(kind)));
        o.workdirRoot = m_dir.filePath(QStringLiteral("work-%1").arg(enumName(kind)));
        o.pullPolicy = pullPolicy;
        auto backend = std::make_unique<ContainerBackend>(o);
        backend->start();
        return backend;
    }

    std::unique_ptr<JobBuilderDialog> builderOn(Backend *target)
    {
        auto d = std::make_unique<JobBuilderDialog>();
        d->setRuntimes(RuntimeCatalog::bundled().runtimes());
        d->setTargets({target});
        d->setTargetBackend(target);
        return d;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_image = qEnvironmentVariable("TRAINDECK_TEST_IMAGE");
        TRAINDECK_REQUIRE(!qEnvironmentVariableIsEmpty("TRAINDECK_TEST_DOCKER_HOST")
                              && !qEnvironmentVariableIsEmpty("TRAINDECK_TEST_PODMAN_HOST")
                              && !m_image.isEmpty(),
                          QStringLiteral("the Docker and Podman engines and the test image "
                                         "(TRAINDECK_TEST_DOCKER_HOST, TRAINDECK_TEST_PODMAN_HOST, "
                                         "TRAINDECK_TEST_IMAGE)"),
                          QStringLiteral("run through scripts/test, which starts dockerd and "
                                         "podman and builds the images"));
        QVERIFY(m_dir.isValid());
        Tests::useTemporarySettings(m_dir);
    }

    void engineListsItsImages_data()
    {
        QTest::addColumn<BackendKind>("kind");
        QTest::newRow("docker") << BackendKind::Docker;
        QTest::newRow("podman") << BackendKind::Podman;
    }
    void engineListsItsImages()
    {
        QFETCH(BackendKind, kind);
        auto backend = engine(kind, QStringLiteral("IfNotPresent"));
        QVERIFY(await(backend->connected()).ok());
        const auto images = await(backend->images());
        QVERIFY2(images.ok(), qPrintable(images ? QString() : images.error().message));
        QStringList refs;
        for (const EngineImage &i : *images) {
            refs << i.reference;
            QVERIFY2(!i.reference.startsWith(QLatin1String("<none>")), qPrintable(i.reference));
        }
        const qsizetype at = refs.indexOf(m_image);
        QVERIFY2(at >= 0, qPrintable(refs.join(u',')));
        const EngineImage &test = images->at(at);
        QVERIFY(test.id.startsWith(QLatin1String("sha256:")) || test.id.size() == 64);
        QVERIFY(test.size > 1024 * 1024);
        QVERIFY(test.created.isValid());
        // Newest first.
        for (qsizetype i = 1; i < images->size(); ++i)
            QVERIFY(images->at(i - 1).created >= images->at(i).created);
    }

    void checkSaysWhatSubmitWillDo_data()
    {
        QTest::addColumn<BackendKind>("kind");
        QTest::newRow("docker") << BackendKind::Docker;
        QTest::newRow("podman") << BackendKind::Podman;
    }
    void checkSaysWhatSubmitWillDo()
    {
        QFETCH(BackendKind, kind);
        auto pulls = engine(kind, QStringLiteral("IfNotPresent"));
        auto never = engine(kind, QStringLiteral("Never"));
        QVERIFY(await(pulls->connected()).ok());
        QVERIFY(await(never->connected()).ok());

        const auto present = await(pulls->checkImages(containerJob(QStringLiteral("ok"), m_image)));
        QVERIFY2(present.ok(), qPrintable(present ? QString() : present.error().message));
        QCOMPARE(present->size(), 1);
        QCOMPARE(present->first().image, m_image);
        QCOMPARE(present->first().steps, QStringLiteral("node-0"));
        QVERIFY(present->first().present);
        QVERIFY(!present->first().willPull);
        QVERIFY(!present->first().blocks());

        const TrainJob missingJob = containerJob(QStringLiteral("missing"), MissingImage);
        const auto pulled = await(pulls->checkImages(missingJob));
        QVERIFY(pulled.ok());
        QCOMPARE(pulled->size(), 1);
        QVERIFY(!pulled->first().present);
        QVERIFY(pulled->first().willPull);
        QCOMPARE(pulled->first().pullPolicy, QStringLiteral("IfNotPresent"));

        const auto refused = await(never->checkImages(missingJob));
        QVERIFY(refused.ok());
        QVERIFY(!refused->first().present);
        QVERIFY(!refused->first().willPull);
        QVERIFY(refused->first().blocks());
        // Asking changed nothing on the engine: no job, and the image was not pulled.
        QVERIFY(!await(pulls->job(QStringLiteral("missing"))).ok());
        QVERIFY(!await(pulls->checkImages(missingJob))->first().present);
    }

    void submitNamesTheMissingImage()
    {
        auto never = engine(BackendKind::Docker, QStringLiteral("Never"));
        QVERIFY(await(never->connected()).ok());
        auto d = builderOn(never.get());
        d->setJob(containerJob(QStringLiteral("picker-never"), MissingImage));
        QSignalSpy submitted(d.get(), &JobBuilderDialog::submitRequested);
        d->submit();
        // Not checking: the notice says why (a validation problem, no target).
        QVERIFY2(d->isCheckingImages(), qPrintable(d->notice()));
        QTRY_VERIFY_WITH_TIMEOUT(!d->isCheckingImages(), 30000);
        QCOMPARE(submitted.size(), 0);
        QVERIFY2(d->notice().contains(
                     QStringLiteral("Not submitted: %1 (for node-0) is not on").arg(MissingImage)),
                 qPrintable(d->notice()));
        QVERIFY2(d->notice().contains(QStringLiteral("pull policy Never")),
                 qPrintable(d->notice()));
        QCOMPARE(d->currentSection(), JobBuilderDialog::Section::Code);

        // A policy that pulls asks first, naming the image; No leaves the job in the builder.
        auto pulls = engine(BackendKind::Docker, QStringLiteral("IfNotPresent"));
        QVERIFY(await(pulls->connected()).ok());
        auto p = builderOn(pulls.get());
        p->setJob(containerJob(QStringLiteral("picker-pull"), MissingImage));
        QList<ImageCheck> asked;
        p->setPullAnswer([&asked](const QList<ImageCheck> &checks) {
            asked = checks;
            return false;
        });
        QSignalSpy notSubmitted(p.get(), &JobBuilderDialog::submitRequested);
        p->submit();
        QTRY_VERIFY_WITH_TIMEOUT(!p->isCheckingImages(), 30000);
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.first().image, MissingImage);
        QVERIFY(asked.first().willPull);
        QCOMPARE(notSubmitted.size(), 0);
        QVERIFY(p->isVisible() || !p->result());

        // Present: submitted at once, without a question.
        p->setJob(containerJob(QStringLiteral("picker-ok"), m_image));
        asked.clear();
        p->submit();
        QTRY_COMPARE_WITH_TIMEOUT(notSubmitted.size(), 1, 30000);
        QVERIFY(asked.isEmpty());
        QCOMPARE(notSubmitted.first().at(0).value<TrainJob>().name, QStringLiteral("picker-ok"));
    }

    void appFillsThePickerOfItsTarget()
    {
        auto docker = engine(BackendKind::Docker, QStringLiteral("IfNotPresent"));
        QVERIFY(await(docker->connected()).ok());
        MainWindow window;
        window.resize(1280, 800);
        AppController controller(&window);
        window.addBackend(docker.get());
        window.show();
        JobBuilderDialog *builder = controller.openBuilder(docker.get());
        builder->setDraftPath(QString());
        builder->setJob(containerJob(QStringLiteral("picked"), QString()));
        builder->showSection(JobBuilderDialog::Section::Code);
        ImagePicker *picker = builder->imagePicker();
        QTRY_VERIFY_WITH_TIMEOUT(!picker->images().isEmpty(), 30000);
        QTRY_VERIFY(builder->findChild<QLineEdit *>(QStringLiteral("image")));
        auto *field = builder->findChild<QLineEdit *>(QStringLiteral("image"));
        QTRY_VERIFY(ImagePicker::buttonOf(field));
        QAction *button = ImagePicker::buttonOf(field);
        QVERIFY(button->isEnabled());
        QVERIFY2(button->toolTip().contains(docker->displayName()), qPrintable(button->toolTip()));
        // The initializers' image fields get the picker too.
        builder->showSection(JobBuilderDialog::Section::Initializers);
        builder->validateNow();
        for (QLineEdit *f : builder->findChildren<QLineEdit *>())
            if (f->objectName().endsWith(QLatin1String("Image")))
                QVERIFY2(ImagePicker::buttonOf(f), qPrintable(f->objectName()));
        builder->showSection(JobBuilderDialog::Section::Code);

        // The list: the test image, with its size; choosing it fills the field.
        QMenu *menu = picker->menuFor(field);
        QAction *entry = nullptr;
        for (QAction *a : menu->actions())
            if (a->data().toString() == m_image)
                entry = a;
        QVERIFY(entry);
        QVERIFY2(entry->text().contains(u'\t'), qPrintable(entry->text()));
        menu->popup(field->mapToGlobal(QPoint(0, field->height())));
        QVERIFY(QTest::qWaitForWindowExposed(menu));
        menu->setActiveAction(entry);
        QTest::qWait(200);
        // The menu is a window of its own: the picture is of the screen under both.
        const QRect area = builder->frameGeometry().united(menu->geometry());
        QImage shot = QGuiApplication::primaryScreen()->grabWindow(0).toImage().copy(area);
        if (shot.isNull() || shot.size() != area.size()) {
            shot = builder->grab().toImage();
            QPainter(&shot).drawPixmap(menu->geometry().topLeft() - builder->geometry().topLeft(),
                                       menu->grab());
        }
        QVERIFY(shot.save(Tests::screenshotDir() + QStringLiteral("/builder-image-picker.png")));
        entry->trigger();
        menu->close();
        QCOMPARE(field->text(), m_image);
        builder->close();
    }

    void localHasNoImages()
    {
        // A backend without an image store: the default answer names it and says why.
        class NoImages : public Backend
        {
        public:
            BackendKind kind() const override { return BackendKind::Local; }
            QString connection() const override { return QStringLiteral("local"); }
            QString displayName() const override { return QStringLiteral("Local processes"); }
            void start() override {}
            QFuture<Result<QList<Runtime>>> runtimes() override { return {}; }
            QFuture<Result<JobPlan>> plan(const TrainJob &) override { return {}; }
            QFuture<Result<QString>> submit(const TrainJob &) override { return {}; }
            QFuture<Result<QList<JobSnapshot>>> jobs() override { return {}; }
            QFuture<Result<JobSnapshot>> job(const QString &) override { return {}; }
            QFuture<Result<bool>> cancel(const QString &) override { return {}; }
            QFuture<Result<bool>> remove(const QString &) override { return {}; }
            QString logDir(const QString &) const override { return {}; }
        } local;
        const auto r = await(local.images());
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, Error::Kind::Unsupported);
        QVERIFY2(r.error().message.startsWith(QStringLiteral("Local processes keeps no images")),
                 qPrintable(r.error().message));
    }
};

QTEST_MAIN(TestImagePicker)
#include "tst_imagepicker.moc"
