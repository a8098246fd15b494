// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "models/runtimelistmodel.h"

#include "core/catalog/runtimecatalog.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Models;

class TestRuntimeListModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void bundledCatalogRows()
    {
        RuntimeListModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QList<Runtime> runtimes = RuntimeCatalog::bundled().runtimes();
        QVERIFY(runtimes.size() >= 3);
        model.setRuntimes(runtimes);
        QCOMPARE(model.rowCount(), runtimes.size());
        QCOMPARE(model.columnCount(), int(RuntimeListModel::ColumnCount));

        const int row = model.rowOf(QStringLiteral("torch-distributed"));
        QVERIFY(row >= 0);
        const QModelIndex name = model.index(row, RuntimeListModel::NameColumn);
        QCOMPARE(name.data().toString(), QStringLiteral("torch-distributed"));
        QCOMPARE(model.index(row, RuntimeListModel::FrameworkColumn).data().toString(),
                 QStringLiteral("torch"));
        QCOMPARE(name.data(RuntimeListModel::RuntimeNameRole).toString(),
                 QStringLiteral("torch-distributed"));
        QCOMPARE(model.index(row, RuntimeListModel::NodesColumn)
                     .data(RuntimeListModel::RawValueRole)
                     .toInt(),
                 runtimes.at(row).numNodes);
        QCOMPARE(model.index(row, RuntimeListModel::ImageColumn).data().toString(),
                 runtimes.at(row).image);
        QVERIFY(model.runtime(row));
        QVERIFY(!model.runtime(int(runtimes.size())));
        QCOMPARE(model.rowOf(QStringLiteral("no-such-runtime")), -1);
        QCOMPARE(model.headerData(RuntimeListModel::FrameworkColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Framework"));
    }

    void unusableRuntimeListedWithItsReason()
    {
        RuntimeListModel model;
        Runtime ok;
        ok.name = QStringLiteral("torch-distributed");
        ok.framework = QStringLiteral("torch");
        Runtime broken;
        broken.name = QStringLiteral("no-label");
        broken.unusableReason = QStringLiteral("it has no trainer.kubeflow.org/framework label");
        model.setRuntimes({ok, broken});
        const int row = model.rowOf(QStringLiteral("no-label"));
        QVERIFY(row >= 0);
        const QModelIndex name = model.index(row, RuntimeListModel::NameColumn);
        QCOMPARE(name.data().toString(), QStringLiteral("no-label (unusable)"));
        QCOMPARE(name.data(Qt::ToolTipRole).toString(),
                 QStringLiteral("no-label cannot be used: it has no "
                                "trainer.kubeflow.org/framework label"));
        QVERIFY(!(model.flags(name) & Qt::ItemIsEnabled));
        QVERIFY(!(model.flags(name) & Qt::ItemIsSelectable));
        const QModelIndex usable = model.index(model.rowOf(QStringLiteral("torch-distributed")),
                                               RuntimeListModel::NameColumn);
        QVERIFY(model.flags(usable) & Qt::ItemIsEnabled);
    }

    void refreshKeepsRowsWhenNamesStay()
    {
        RuntimeListModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QList<Runtime> runtimes = RuntimeCatalog::bundled().runtimes();
        model.setRuntimes(runtimes);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        runtimes[0].image = QStringLiteral("example.org/other:1");
        model.setRuntimes(runtimes);
        QCOMPARE(reset.size(), 0);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(model.index(0, RuntimeListModel::ImageColumn).data().toString(),
                 QStringLiteral("example.org/other:1"));

        runtimes.removeLast();
        model.setRuntimes(runtimes);
        QCOMPARE(reset.size(), 1);
        QCOMPARE(model.rowCount(), runtimes.size());
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestRuntimeListModel)
#include "tst_runtimelistmodel.moc"
