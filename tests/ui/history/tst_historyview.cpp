// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The history list: its filter widgets send the exact HistoryFilter once the user pauses,
// its actions are enabled for what is selected and carry the selected records, and it says
// why it is empty. Saves <build>/screenshots/history.png (docs/history-view.md).
#include "models/historytablemodel.h"
#include "ui/history/historyview.h"

#include <QAction>
#include <QComboBox>
#include <QDateEdit>
#include <QDir>
#include <QHeaderView>
#include <QLineEdit>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::History;
using TrainDeck::Models::HistoryTableModel;
using TrainDeck::Ui::HistoryView;

namespace {

HistoryRecord run(qint64 id,
                  const QString &name,
                  JobStatus status,
                  BackendKind backend,
                  const QString &connection,
                  int nodes,
                  const QDateTime &created,
                  int seconds,
                  double loss,
                  double accuracy)
{
    HistoryRecord r;
    r.id = id;
    r.job.name = name;
    r.job.status = status;
    r.job.backend = backend;
    r.job.connection = connection;
    r.job.runtimeName
        = nodes > 1 ? QStringLiteral("torch-distributed") : QStringLiteral("torch-single");
    r.job.numNodes = nodes;
    r.job.created = created;
    r.job.started = created.addSecs(3);
    if (status != JobStatus::Running)
        r.job.finished = r.job.started.addSecs(seconds);
    r.lastSeen = r.job.started.addSecs(seconds);
    r.specYaml = QStringLiteral("apiVersion: trainer.kubeflow.org/v1alpha1\nkind: TrainJob\n");
    if (loss >= 0)
        r.metrics.append(MetricSummary{QStringLiteral("loss"), loss, loss, 2.3, 400});
    if (accuracy >= 0)
        r.metrics.append(MetricSummary{QStringLiteral("accuracy"), accuracy, 0.1, accuracy, 40});
    return r;
}

QList<HistoryRecord> realisticRuns()
{
    const QDateTime day(QDate(2026, 11, 24), QTime(8, 12), Qt::LocalTime);
    QList<HistoryRecord> out;
    out << run(1,
               "mnist-baseline",
               JobStatus::Complete,
               BackendKind::Local,
               "local",
               1,
               day,
               412,
               0.2841,
               0.9123);
    out << run(2,
               "mnist-lr-3e-4",
               JobStatus::Complete,
               BackendKind::Local,
               "local",
               1,
               day.addSecs(1500),
               398,
               0.1917,
               0.9402);
    out << run(3,
               "mnist-lr-1e-2",
               JobStatus::Failed,
               BackendKind::Local,
               "local",
               1,
               day.addSecs(2700),
               61,
               4.7512,
               -1);
    out.last().failedStep = QStringLiteral("node-0");
    out.last().lastErrorLine = QStringLiteral("FloatingPointError: loss is nan at step 120");
    out << run(4,
               "resnet50-ddp-2node",
               JobStatus::Complete,
               BackendKind::Docker,
               "unix:///run/docker.sock",
               2,
               day.addSecs(5400),
               3720,
               0.8123,
               0.7645);
    out << run(5,
               "resnet50-ddp-4node",
               JobStatus::Running,
               BackendKind::Podman,
               "unix:///run/podman/podman.sock",
               4,
               day.addSecs(9000),
               1250,
               0.9410,
               0.7012);
    out << run(6,
               "llama-lora-sft",
               JobStatus::Complete,
               BackendKind::Kubernetes,
               "kind-gpu",
               2,
               day.addDays(-1).addSecs(30000),
               15130,
               1.0321,
               -1);
    out.last().goneFromBackend = true;
    out << run(7,
               "bert-finetune-squad",
               JobStatus::Failed,
               BackendKind::Docker,
               "unix:///run/docker.sock",
               2,
               day.addDays(-2).addSecs(3600),
               845,
               1.8034,
               -1);
    out.last().failedStep = QStringLiteral("dataset-initializer");
    out.last().lastErrorLine = QStringLiteral("botocore.exceptions.NoCredentialsError");
    out.last().goneFromBackend = true;
    out << run(8,
               "xgboost-higgs",
               JobStatus::Complete,
               BackendKind::Local,
               "local",
               1,
               day.addDays(-3).addSecs(7200),
               233,
               -1,
               0.8311);
    return out;
}

QStringList names(const QList<HistoryRecord> &records)
{
    QStringList out;
    for (const HistoryRecord &r : records)
        out << r.job.name;
    return out;
}

} // namespace

class TestHistoryView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void filterWidgetsEmitTheExactFilterOnce()
    {
        HistoryView view;
        view.setRuntimeNames({QStringLiteral("torch-distributed"), QStringLiteral("torch-single")});
        view.setMetricNames({QStringLiteral("accuracy"), QStringLiteral("loss")});
        QSignalSpy spy(&view, &HistoryView::filterChanged);
        // Typed letter by letter, then every other filter: one query once the user pauses.
        QTest::keyClicks(view.searchField(), QStringLiteral("mnist"));
        view.runtimeBox()->setCurrentIndex(view.runtimeBox()->findText("torch-single"));
        view.backendBox()->setCurrentIndex(view.backendBox()->findText("Docker"));
        view.statusBox()->setCurrentIndex(view.statusBox()->findText("Failed"));
        view.fromEdit()->setDate(QDate(2026, 11, 1));
        view.toEdit()->setDate(QDate(2026, 11, 24));
        view.metricBox()->setCurrentText(QStringLiteral("loss"));
        QTest::keyClicks(view.metricMinField(), QStringLiteral("0.1"));
        QTest::keyClicks(view.metricMaxField(), QStringLiteral("2.5"));
        QCOMPARE(spy.size(), 0);
        QVERIFY(spy.wait(1000));
        QTest::qWait(HistoryView::FilterDelayMs * 2);
        QCOMPARE(spy.size(), 1);
        HistoryFilter expected;
        expected.text = QStringLiteral("mnist");
        expected.runtime = QStringLiteral("torch-single");
        expected.backend = BackendKind::Docker;
        expected.status = JobStatus::Failed;
        expected.from = QDate(2026, 11, 1);
        expected.to = QDate(2026, 11, 24);
        expected.metricName = QStringLiteral("loss");
        expected.metricMin = 0.1;
        expected.metricMax = 2.5;
        const auto got = spy.first().first().value<HistoryFilter>();
        QCOMPARE(got.text, expected.text);
        QCOMPARE(got.runtime, expected.runtime);
        QCOMPARE(got.backend, expected.backend);
        QCOMPARE(got.status, expected.status);
        QCOMPARE(got.from, expected.from);
        QCOMPARE(got.to, expected.to);
        QCOMPARE(got.metricName, expected.metricName);
        QCOMPARE(got.metricMin, expected.metricMin);
        QCOMPARE(got.metricMax, expected.metricMax);
        QVERIFY(got == expected);
        // The chosen metric became a column.
        QCOMPARE(view.model()->metricColumns(), QStringList{"loss"});

        // Clearing sends the empty filter (no bound left behind).
        view.clearFilter();
        QVERIFY(spy.wait(1000));
        QVERIFY(spy.last().first().value<HistoryFilter>() == HistoryFilter{});
        // A min without a metric is no filter.
        QTest::keyClicks(view.metricMinField(), QStringLiteral("3"));
        QVERIFY(spy.wait(1000));
        QVERIFY(spy.last().first().value<HistoryFilter>() == HistoryFilter{});
    }

    void actionsFollowTheSelectionAndCarryTheRecords()
    {
        HistoryView view;
        view.setConfirmRemoval(false);
        const QList<HistoryRecord> runs = realisticRuns();
        view.setRecords(runs);
        QSignalSpy open(&view, &HistoryView::openRequested);
        QSignalSpy rerun(&view, &HistoryView::rerunRequested);
        QSignalSpy clone(&view, &HistoryView::cloneRequested);
        QSignalSpy compare(&view, &HistoryView::compareRequested);
        QSignalSpy timeline(&view, &HistoryView::timelineRequested);
        QSignalSpy remove(&view, &HistoryView::removeRequested);

        const auto enabled = [&view] {
            return QList<bool>{view.openAction()->isEnabled(),
                               view.rerunAction()->isEnabled(),
                               view.cloneAction()->isEnabled(),
                               view.compareAction()->isEnabled(),
                               view.timelineAction()->isEnabled(),
                               view.removeAction()->isEnabled()};
        };
        QCOMPARE(enabled(), (QList<bool>{false, false, false, false, false, false}));

        view.selectIds({2});
        QCOMPARE(enabled(), (QList<bool>{true, true, true, false, true, true}));
        view.openAction()->trigger();
        view.rerunAction()->trigger();
        view.cloneAction()->trigger();
        view.timelineAction()->trigger();
        QCOMPARE(open.size(), 1);
        QVERIFY(open.first().first().value<HistoryRecord>() == runs.at(1));
        QVERIFY(rerun.first().first().value<HistoryRecord>() == runs.at(1));
        QVERIFY(clone.first().first().value<HistoryRecord>() == runs.at(1));
        QVERIFY(timeline.first().first().value<HistoryRecord>() == runs.at(1));

        // A run found on a backend without its spec can be opened but not re-run or cloned.
        HistoryRecord noSpec = runs.at(0);
        noSpec.specYaml.clear();
        view.upsertRecord(noSpec);
        view.model()->flush();
        view.selectIds({1});
        QCOMPARE(enabled(), (QList<bool>{true, false, false, false, true, true}));

        // Two or more: Compare and Delete only; the records in table order (newest first).
        view.selectIds({1, 2, 4});
        QCOMPARE(enabled(), (QList<bool>{false, false, false, true, false, true}));
        view.compareAction()->trigger();
        QCOMPARE(compare.size(), 1);
        QCOMPARE(names(compare.first().first().value<QList<HistoryRecord>>()),
                 (QStringList{"resnet50-ddp-2node", "mnist-lr-3e-4", "mnist-baseline"}));
        view.removeAction()->trigger();
        QCOMPARE(remove.size(), 1);
        auto ids = remove.first().first().value<QList<qint64>>();
        std::sort(ids.begin(), ids.end());
        QCOMPARE(ids, (QList<qint64>{1, 2, 4}));
        // Actions with the wrong count emit nothing.
        view.openAction()->trigger();
        QCOMPARE(open.size(), 1);

        // Removed by the store: the selection and the actions follow.
        view.removeRecords({1, 2, 4});
        view.model()->flush();
        QCOMPARE(view.model()->rowCount(), 5);
        QCOMPARE(enabled(), (QList<bool>{false, false, false, false, false, false}));
    }

    void goneRunsAreMarkedAndSorted()
    {
        HistoryView view;
        view.setRecords(realisticRuns());
        // Newest first by default.
        const QModelIndex top = view.proxy()->index(0, HistoryTableModel::NameColumn);
        QCOMPARE(top.data().toString(), QStringLiteral("resnet50-ddp-4node"));
        int gone = 0;
        for (int row = 0; row < view.proxy()->rowCount(); ++row)
            gone += view.proxy()->index(row, 0).data(HistoryTableModel::GoneRole).toBool();
        QCOMPARE(gone, 2);
        view.table()->sortByColumn(HistoryTableModel::DurationColumn, Qt::DescendingOrder);
        QCOMPARE(view.proxy()->index(0, 0).data().toString(), QStringLiteral("llama-lora-sft"));
    }

    void emptyStatesSayWhy()
    {
        HistoryView view;
        view.show();
        QVERIFY(view.emptyText().startsWith(QStringLiteral("No runs yet.")));
        view.searchField()->setText(QStringLiteral("zzz"));
        QVERIFY(view.emptyText().startsWith(QStringLiteral("No run matches these filters.")));
        view.setRecords(realisticRuns());
        QCOMPARE(view.emptyText(), QString());
        view.setRecords({});
        QVERIFY(view.emptyText().startsWith(QStringLiteral("No run matches these filters.")));
        view.clearFilter();
        QVERIFY(view.emptyText().startsWith(QStringLiteral("No runs yet.")));
    }

    void screenshot()
    {
        HistoryView view;
        view.resize(1280, 800);
        view.setRuntimeNames({QStringLiteral("torch-distributed"), QStringLiteral("torch-single")});
        view.setMetricNames({QStringLiteral("accuracy"), QStringLiteral("loss")});
        view.setMetricColumns({QStringLiteral("loss"), QStringLiteral("accuracy")});
        view.setRecords(realisticRuns());
        view.selectIds({2, 1});
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTest::qWait(200);
        // No header is cut: every column's title fits its section.
        const QHeaderView *header = view.table()->horizontalHeader();
        for (int c = 0; c < view.proxy()->columnCount(); ++c) {
            const QString title = view.proxy()->headerData(c, Qt::Horizontal).toString();
            QVERIFY2(header->sectionSize(c) >= header->fontMetrics().horizontalAdvance(title),
                     qPrintable(title));
        }
        // Every column is on screen at 1280 px.
        QVERIFY(!view.table()->horizontalScrollBar()->isVisible());
        const QString dir = QStringLiteral(TRAINDECK_BINARY_DIR "/screenshots");
        QDir().mkpath(dir);
        QVERIFY(view.grab().save(QDir(dir).filePath(QStringLiteral("history.png"))));
    }
};

QTEST_MAIN(TestHistoryView)
#include "tst_historyview.moc"
