// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// ElidedLabel: a long value (an image reference) shows "…" where it does not fit, keeps both
// ends, and stays whole in text() and the tooltip the runtime panel sets.
#include "ui/elidedlabel.h"
#include "ui/runtimepanel.h"

#include <QSplitter>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Ui;

class TestElidedLabel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void elidesInTheMiddle()
    {
        const QString image = QStringLiteral("pytorch/pytorch:2.13.0-cuda13.0-cudnn9-runtime");
        ElidedLabel label;
        label.setText(image);
        const int full = label.fontMetrics().horizontalAdvance(image);
        label.resize(full + 20, 30);
        label.show();
        QVERIFY(QTest::qWaitForWindowExposed(&label));
        QCOMPARE(label.shownText(), image);
        QVERIFY(!label.isElided());

        label.resize(full / 2, 30);
        QVERIFY(label.isElided());
        const QString shown = label.shownText();
        QVERIFY2(shown.contains(QChar(0x2026)), qPrintable(shown));
        QVERIFY2(shown.startsWith(QStringLiteral("pytorch")), qPrintable(shown));
        QVERIFY2(shown.endsWith(QStringLiteral("runtime")), qPrintable(shown));
        QVERIFY(label.fontMetrics().horizontalAdvance(shown) <= label.contentsRect().width());
        QCOMPARE(label.text(), image);

        label.setElideMode(Qt::ElideRight);
        QVERIFY(label.shownText().startsWith(QStringLiteral("pytorch/pytorch")));
        QVERIFY(label.shownText().endsWith(QChar(0x2026)));
        // It never asks its layout for the whole text's width.
        QVERIFY(label.minimumSizeHint().width() < full / 4);
        QVERIFY(!label.grab().isNull());
    }

    void runtimePanelElidesTheImage()
    {
        Runtime runtime;
        runtime.name = QStringLiteral("torch-distributed");
        runtime.framework = QStringLiteral("torch");
        runtime.image = QStringLiteral("registry.example.com/team/pytorch:2.13.0-cuda13.0-"
                                       "cudnn9-runtime-with-a-very-long-tag");
        RuntimePanel panel;
        panel.resize(700, 400);
        panel.setRuntime(runtime);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        auto *image = panel.findChild<ElidedLabel *>(QStringLiteral("image"));
        QVERIFY(image);
        QCOMPARE(panel.fieldText(QStringLiteral("image")), runtime.image);
        QCOMPARE(image->toolTip(), runtime.image);
        QTRY_VERIFY(image->isElided());
        QVERIFY2(image->shownText().endsWith(QStringLiteral("tag")),
                 qPrintable(image->shownText()));
        // Wide enough, the whole image is shown.
        panel.findChild<QSplitter *>(QStringLiteral("runtimePanelSplitter"))->setSizes({2000, 10});
        panel.resize(2400, 400);
        QTRY_VERIFY(!image->isElided());
    }
};

QTEST_MAIN(TestElidedLabel)
#include "tst_elidedlabel.moc"
