// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The initializer image is a field of the builder's Dataset & Model section, with the
// default image shown, kept in the job's annotation, and disabled (saying why) where no image
// is used.
#include "core/codec/trainjobcodec.h"
#include "ui/builder/initializerform.h"
#include "ui/builder/jobbuilderdialog.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Ui;

class TestInitializerImage : public QObject
{
    Q_OBJECT

private:
    template<class T>
    static T *child(const JobBuilderDialog &d, const char *name)
    {
        auto *w = d.findChild<T *>(QString::fromLatin1(name));
        if (!w)
            qFatal("no child %s", name);
        return w;
    }
    static void chooseHuggingFace(JobBuilderDialog &d, const char *combo)
    {
        auto *type = child<QComboBox>(d, combo);
        type->setCurrentIndex(type->findData(QVariant::fromValue(InitializerKind::HuggingFace)));
    }

private slots:
    void containerShowsTheDefaultAndKeepsTheChoice()
    {
        JobBuilderDialog d;
        d.setBackendKind(BackendKind::Docker);
        d.show();
        d.showSection(JobBuilderDialog::Section::Initializers);
        auto *image = child<QLineEdit>(d, "datasetImage");
        // No initializer, no image row.
        QVERIFY(!image->isVisible());
        chooseHuggingFace(d, "datasetType");
        child<QLineEdit>(d, "datasetHfUri")->setText(QStringLiteral("hf://tatsu-lab/alpaca"));
        QVERIFY(image->isVisible());
        QVERIFY(image->isEnabled());
        QCOMPARE(image->placeholderText(),
                 QStringLiteral("ghcr.io/kubeflow/trainer/dataset-initializer:latest"));
        QVERIFY(child<QLabel>(d, "datasetImageHint")->text().contains(QStringLiteral("Offline")));
        QTest::keyClicks(image, QStringLiteral("localhost/my-initializer:1"));
        const TrainJob job = d.job();
        QCOMPARE(job.dataset.image, QStringLiteral("localhost/my-initializer:1"));
        QVERIFY(job.model.image.isEmpty());
        const QByteArray yaml = TrainJobCodec::toYaml(job);
        QVERIFY2(
            yaml.contains("traindeck.io/dataset-initializer-image: localhost/my-initializer:1"),
            yaml.constData());

        // Back through the form: a loaded job shows its image.
        JobBuilderDialog again;
        again.setBackendKind(BackendKind::Podman);
        again.setJob(job);
        QCOMPARE(child<QLineEdit>(again, "datasetImage")->text(),
                 QStringLiteral("localhost/my-initializer:1"));
        QCOMPARE(again.job().dataset.image, QStringLiteral("localhost/my-initializer:1"));
    }

    void modelImageToo()
    {
        JobBuilderDialog d;
        d.setBackendKind(BackendKind::Podman);
        chooseHuggingFace(d, "modelType");
        child<QLineEdit>(d, "modelHfUri")->setText(QStringLiteral("hf://org/model"));
        QCOMPARE(child<QLineEdit>(d, "modelImage")->placeholderText(),
                 QStringLiteral("ghcr.io/kubeflow/trainer/model-initializer:latest"));
        child<QLineEdit>(d, "modelImage")->setText(QStringLiteral("my-model-init:2"));
        QCOMPARE(d.job().model.image, QStringLiteral("my-model-init:2"));
        // Without an initializer the image is not kept.
        auto *type = child<QComboBox>(d, "modelType");
        type->setCurrentIndex(type->findData(QVariant::fromValue(InitializerKind::None)));
        QVERIFY(d.job().model.image.isEmpty());
    }

    void localAndClusterSayWhyNoImage()
    {
        JobBuilderDialog d;
        d.setBackendKind(BackendKind::Local);
        chooseHuggingFace(d, "datasetType");
        QVERIFY(!child<QLineEdit>(d, "datasetImage")->isEnabled());
        QVERIFY(child<QLabel>(d, "datasetImageHint")->text().contains(QStringLiteral("bundled")));
        d.setBackendKind(BackendKind::Kubernetes);
        QVERIFY(!child<QLineEdit>(d, "datasetImage")->isEnabled());
        QVERIFY(child<QLabel>(d, "datasetImageHint")->text().contains(QStringLiteral("runtime")));
        d.setBackendKind(BackendKind::Docker);
        QVERIFY(child<QLineEdit>(d, "datasetImage")->isEnabled());
    }
};

QTEST_MAIN(TestInitializerImage)
#include "tst_initializerimage.moc"
