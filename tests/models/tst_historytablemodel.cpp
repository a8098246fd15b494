// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The history table: one reset per query answer, batched upserts and removals, metric
// columns, and sorting by raw values through a proxy.
#include "models/historytablemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Models;
using TrainDeck::History::HistoryRecord;
using TrainDeck::History::MetricSummary;

namespace {

const QDateTime T0 = QDateTime(QDate(2026, 3, 1), QTime(9, 0), Qt::UTC);

HistoryRecord rec(qint64 id,
                  const QString &name,
                  JobStatus status,
                  int nodes,
                  qint64 createdOffsetSecs,
                  qint64 durationSecs,
                  std::optional<double> loss = {})
{
    HistoryRecord r;
    r.id = id;
    r.job.name = name;
    r.job.status = status;
    r.job.numNodes = nodes;
    r.job.runtimeName = QStringLiteral("torch-distributed");
    r.job.connection = QStringLiteral("local");
    r.job.created = T0.addSecs(createdOffsetSecs);
    r.job.started = r.job.created.addSecs(2);
    r.job.finished = r.job.started.addSecs(durationSecs);
    if (loss)
        r.metrics.append(MetricSummary{QStringLiteral("loss"), *loss, *loss, 2.5, 10});
    return r;
}

QStringList column(const QAbstractItemModel &m, int column)
{
    QStringList out;
    for (int row = 0; row < m.rowCount(); ++row)
        out << m.index(row, column).data().toString();
    return out;
}

} // namespace

class TestHistoryTableModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void setRecordsResetsOnce()
    {
        HistoryTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy inserts(&model, &QAbstractItemModel::rowsInserted);
        QList<HistoryRecord> list;
        for (int i = 0; i < 500; ++i)
            list << rec(i + 1, QStringLiteral("run-%1").arg(i), JobStatus::Complete, 1, i, 10);
        model.setRecords(list);
        QCOMPARE(resets.size(), 1);
        QCOMPARE(inserts.size(), 0);
        QCOMPARE(model.rowCount(), 500);
        QCOMPARE(model.rowOf(42), 41);
        QCOMPARE(model.index(41, HistoryTableModel::NameColumn).data().toString(),
                 QStringLiteral("run-41"));
        QCOMPARE(model.index(0, HistoryTableModel::NodesColumn).data().toInt(), 1);
        QCOMPARE(model.index(0, HistoryTableModel::DurationColumn).data().toString(),
                 QStringLiteral("10s"));
        QCOMPARE(model.index(0, HistoryTableModel::BackendColumn).data().toString(),
                 QStringLiteral("Local processes"));
        QCOMPARE(model.index(0, HistoryTableModel::StatusColumn)
                     .data(HistoryTableModel::StatusRole)
                     .value<JobStatus>(),
                 JobStatus::Complete);
        // A second answer replaces the first whole, dropping queued changes.
        model.upsertRecord(rec(9999, QStringLiteral("queued"), JobStatus::Running, 1, 0, 1));
        model.setRecords({rec(7, QStringLiteral("only"), JobStatus::Failed, 2, 0, 5)});
        model.flush();
        QCOMPARE(resets.size(), 2);
        QCOMPARE(column(model, HistoryTableModel::NameColumn), QStringList{"only"});
    }

    void upsertsAndRemovalsAreBatched()
    {
        HistoryTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRecords({rec(1, "a", JobStatus::Running, 1, 0, 1),
                          rec(2, "b", JobStatus::Running, 1, 1, 1),
                          rec(3, "c", JobStatus::Running, 1, 2, 1),
                          rec(4, "d", JobStatus::Running, 1, 3, 1)});
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy batches(&model, &HistoryTableModel::batchApplied);
        // b and c finish (twice each: only the last counts), e and f arrive, a and d go.
        model.upsertRecord(rec(2, "b", JobStatus::Failed, 1, 1, 1));
        model.upsertRecord(rec(3, "c", JobStatus::Failed, 1, 2, 1));
        model.upsertRecord(rec(2, "b", JobStatus::Complete, 1, 1, 9));
        model.upsertRecord(rec(3, "c", JobStatus::Complete, 1, 2, 9));
        model.upsertRecord(rec(5, "e", JobStatus::Created, 1, 4, 1));
        model.upsertRecord(rec(6, "f", JobStatus::Created, 1, 5, 1));
        model.removeRecords({1, 4});
        QCOMPARE(model.pendingCount(), 6);
        QCOMPARE(model.rowCount(), 4); // nothing applied before the batch
        QVERIFY(batches.wait(1000));
        QCOMPARE(batches.size(), 1);
        QCOMPARE(batches.first().at(0).toInt(), 2);
        QCOMPARE(batches.first().at(1).toInt(), 2);
        QCOMPARE(batches.first().at(2).toInt(), 2);
        QCOMPARE(inserted.size(), 1); // e and f in one range
        QCOMPARE(removed.size(), 2);  // a and d are not contiguous
        QCOMPARE(changed.size(), 1);  // b and c, now rows 0-1: one range
        QCOMPARE(changed.first().at(0).toModelIndex().row(), 0);
        QCOMPARE(changed.first().at(1).toModelIndex().row(), 1);
        QCOMPARE(column(model, HistoryTableModel::NameColumn), (QStringList{"b", "c", "e", "f"}));
        QCOMPARE(column(model, HistoryTableModel::StatusColumn),
                 (QStringList{"Complete", "Complete", "Created", "Created"}));
        QCOMPARE(model.rowOf(5), 2);
        QCOMPARE(model.rowOf(1), -1);
        // An update equal to the row is no change.
        model.upsertRecord(*model.recordById(5));
        model.flush();
        QCOMPARE(batches.last().at(0).toInt(), 0);
        // An upsert then a removal of the same id in one batch removes it.
        model.upsertRecord(rec(6, "f", JobStatus::Running, 1, 5, 1));
        model.removeRecords({6});
        model.flush();
        QCOMPARE(model.rowOf(6), -1);
        QCOMPARE(model.rowCount(), 3);
    }

    void goneMarkAndMetricColumns()
    {
        HistoryTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        HistoryRecord gone = rec(1, "gone-run", JobStatus::Failed, 2, 0, 30, 0.75);
        gone.goneFromBackend = true;
        gone.failedStep = QStringLiteral("node-1");
        gone.lastErrorLine = QStringLiteral("RuntimeError: CUDA out of memory");
        model.setRecords({gone, rec(2, "kept", JobStatus::Complete, 1, 5, 30)});
        QCOMPARE(model.columnCount(), int(HistoryTableModel::FixedColumnCount));
        model.setMetricColumns({QStringLiteral("loss")});
        QCOMPARE(model.columnCount(), int(HistoryTableModel::FixedColumnCount) + 1);
        QCOMPARE(model.headerData(HistoryTableModel::FixedColumnCount, Qt::Horizontal).toString(),
                 QStringLiteral("loss"));
        QCOMPARE(model.index(0, HistoryTableModel::FixedColumnCount).data().toString(),
                 QStringLiteral("0.75"));
        QCOMPARE(model.index(1, HistoryTableModel::FixedColumnCount).data().toString(),
                 QStringLiteral("—"));
        QCOMPARE(model.index(0, 0).data(HistoryTableModel::GoneRole).toBool(), true);
        QCOMPARE(model.index(1, 0).data(HistoryTableModel::GoneRole).toBool(), false);
        QCOMPARE(model.index(0, HistoryTableModel::FailedStepColumn).data().toString(),
                 QStringLiteral("node-1"));
        QCOMPARE(
            model.index(0, HistoryTableModel::FailedStepColumn).data(Qt::ToolTipRole).toString(),
            QStringLiteral("RuntimeError: CUDA out of memory"));
        model.setMetricColumns({});
        QCOMPARE(model.columnCount(), int(HistoryTableModel::FixedColumnCount));
    }

    // A cancelled run is Failed with reason Cancelled underneath; its row reads Cancelled.
    void cancelledRunReadsCancelled()
    {
        HistoryTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        HistoryRecord cancelled = rec(1, "stopped", JobStatus::Failed, 1, 0, 30);
        cancelled.job.statusReason = QStringLiteral("Cancelled");
        cancelled.job.statusMessage = QStringLiteral("the job was cancelled");
        HistoryRecord failed = rec(2, "broken", JobStatus::Failed, 1, 5, 30);
        failed.job.statusReason = QStringLiteral("StepFailed");
        model.setRecords({cancelled, failed});
        QCOMPARE(model.index(0, HistoryTableModel::StatusColumn).data().toString(),
                 QStringLiteral("Cancelled"));
        QCOMPARE(model.index(0, HistoryTableModel::StatusColumn).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("Cancelled — Cancelled — the job was cancelled"));
        QCOMPARE(model.index(0, HistoryTableModel::StatusColumn)
                     .data(HistoryTableModel::CancelledRole)
                     .toBool(),
                 true);
        QCOMPARE(model.index(1, HistoryTableModel::StatusColumn).data().toString(),
                 QStringLiteral("Failed"));
        QCOMPARE(model.index(1, HistoryTableModel::StatusColumn)
                     .data(HistoryTableModel::CancelledRole)
                     .toBool(),
                 false);
    }

    void sortsByRawValues_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<QStringList>("ascending");
        // Created: c (0s), a (60s), b (3600s). Duration: a 9s < b 10s < c 100s (not "100s" <
        // "10s" < "9s" as text). Nodes: 2 < 10. loss: b 0.1 < c 2 < a (none, last).
        QTest::newRow("name") << int(HistoryTableModel::NameColumn) << QStringList{"a", "b", "c"};
        QTest::newRow("created") << int(HistoryTableModel::CreatedColumn)
                                 << QStringList{"c", "a", "b"};
        QTest::newRow("duration") << int(HistoryTableModel::DurationColumn)
                                  << QStringList{"a", "b", "c"};
        QTest::newRow("nodes") << int(HistoryTableModel::NodesColumn) << QStringList{"b", "c", "a"};
        QTest::newRow("status") << int(HistoryTableModel::StatusColumn)
                                << QStringList{"b", "a", "c"};
        QTest::newRow("metric") << int(HistoryTableModel::FixedColumnCount)
                                << QStringList{"b", "c", "a"};
    }

    void sortsByRawValues()
    {
        QFETCH(int, column);
        QFETCH(QStringList, ascending);
        HistoryTableModel model;
        model.setRecords({rec(1, "a", JobStatus::Complete, 10, 60, 9),
                          rec(2, "b", JobStatus::Running, 2, 3600, 10, 0.1),
                          rec(3, "c", JobStatus::Failed, 4, 0, 100, 2.0)});
        model.setMetricColumns({QStringLiteral("loss")});
        QSortFilterProxyModel proxy;
        proxy.setSortRole(HistoryTableModel::RawValueRole);
        proxy.setSourceModel(&model);
        proxy.sort(column, Qt::AscendingOrder);
        QCOMPARE(::column(proxy, HistoryTableModel::NameColumn), ascending);
        // A row updated in place moves to its new place.
        model.upsertRecord(rec(1, "a", JobStatus::Complete, 10, 60, 9, 0.01));
        model.flush();
        proxy.sort(HistoryTableModel::FixedColumnCount, Qt::AscendingOrder);
        QCOMPARE(::column(proxy, HistoryTableModel::NameColumn).first(), QStringLiteral("a"));
    }
};

QTEST_MAIN(TestHistoryTableModel)
#include "tst_historytablemodel.moc"
