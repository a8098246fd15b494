// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Double-clicking a runtime in the main window starts a new job from it in the builder; an
// unusable runtime starts nothing; a job being built is never replaced.
#include "core/catalog/runtimecatalog.h"
#include "tests/support/fakebackend.h"
#include "ui/appcontroller.h"
#include "ui/builder/jobbuilderdialog.h"
#include "ui/mainwindow.h"

#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

using namespace TrainDeck;
using namespace TrainDeck::Ui;
using TrainDeck::Testing::FakeBackend;

class TestRuntimeActivation : public QObject
{
    Q_OBJECT

private:
    static QModelIndex rowOf(QTreeView *list, const QString &name)
    {
        for (int r = 0; r < list->model()->rowCount(); ++r) {
            const QModelIndex i = list->model()->index(r, 0);
            if (i.data(Qt::DisplayRole).toString().startsWith(name))
                return i;
        }
        return {};
    }
    static void doubleClick(QTreeView *list, const QModelIndex &index)
    {
        const QPoint at = list->visualRect(index).center();
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, at);
        QTest::mouseDClick(list->viewport(), Qt::LeftButton, {}, at);
    }

private slots:
    void doubleClickStartsAJobFromTheRuntime()
    {
        MainWindow window;
        AppController controller(&window);
        FakeBackend backend(QStringLiteral("local"), QStringLiteral("This computer"));
        QList<Runtime> runtimes = RuntimeCatalog::bundled().runtimes();
        QVERIFY(runtimes.size() >= 2);
        Runtime unusable = runtimes.first();
        unusable.name = QStringLiteral("broken-runtime");
        unusable.unusableReason = QStringLiteral("its image is missing");
        runtimes << unusable;
        backend.runtimeList = runtimes;
        window.addBackend(&backend);
        backend.start();
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *list = window.findChild<QTreeView *>(QStringLiteral("runtimesList"));
        QVERIFY(list);
        QTRY_VERIFY(rowOf(list, QStringLiteral("broken-runtime")).isValid());

        // Not the default runtime, so the builder's choice is seen to follow the click.
        QString chosen;
        for (const Runtime &r : runtimes) {
            if (r.name != RuntimeRef().name && r.unusableReason.isEmpty()) {
                chosen = r.name;
                break;
            }
        }
        QVERIFY(!chosen.isEmpty());
        QSignalSpy asked(&window, &MainWindow::newJobFromRuntimeRequested);
        doubleClick(list, rowOf(list, QStringLiteral("broken-runtime")));
        QCOMPARE(asked.size(), 0);
        QVERIFY(!controller.builder());

        doubleClick(list, rowOf(list, chosen));
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.first().first().toString(), chosen);
        QVERIFY(controller.builder());
        QCOMPARE(controller.builder()->job().runtimeRef.name, chosen);

        // A job being built is the user's: another double-click does not replace it.
        controller.builder()
            ->findChild<QPlainTextEdit *>(QStringLiteral("script"))
            ->setPlainText(QStringLiteral("print('mine')\n"));
        doubleClick(list, rowOf(list, RuntimeRef().name));
        QCOMPARE(controller.builder()->job().runtimeRef.name, chosen);
        QVERIFY(controller.builder()->notice().contains(QStringLiteral("Finish or close")));
        // Torn down with the window: no draft of this test's job in the user's data folder.
        controller.builder()->setDraftPath(QString());
    }
};

QTEST_MAIN(TestRuntimeActivation)
#include "tst_runtimeactivation.moc"
