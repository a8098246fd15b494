// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// One past run opened from the history: a real local run's spec, plan, logs (its real log
// folder), metrics (summary and curves read again from the logs) and timeline; Re-run and
// Clone carry the record; a run whose logs are gone says so.
#include "tests/support/prerequisite.h"
#include "tests/ui/history/localruns.h"
#include "ui/charts/monitorchartview.h"
#include "ui/history/historyjobdialog.h"
#include "ui/history/timelineview.h"
#include "ui/logs/joblogpanes.h"

#include <QLineSeries>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::History;
using TrainDeck::Ui::HistoryJobDialog;

class TestHistoryJobDialog : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Tests::LocalRuns> m_runs;
    HistoryRecord m_run;

private Q_SLOTS:
    void initTestCase()
    {
        TRAINDECK_REQUIRE_PYTHON3();
        m_runs = std::make_unique<Tests::LocalRuns>();
        QTRY_COMPARE(m_runs->backend()->connectionState(), Backend::ConnectionState::Connected);
        TrainJob job;
        job.name = QStringLiteral("detail-run");
        job.runtimeRef.name = QStringLiteral("torch-distributed");
        CustomTrainer t;
        t.inlineCode
            = QStringLiteral("for i in range(1, 4):\n"
                             "    print('step=%d loss=%.2f' % (i, 1.0 / i), flush=True)\n");
        t.numNodes = 1;
        job.trainer = t;
        m_run = m_runs->run(job, 5);
        QCOMPARE(m_run.job.status, JobStatus::Complete);
        m_run.planJson = QStringLiteral("{\"steps\":[{\"name\":\"node-0\"}]}");
        m_run.metrics = {MetricSummary{QStringLiteral("loss"), 0.33, 0.33, 1.0, 3}};
    }

    void showsEverythingOfAPastRun()
    {
        HistoryJobDialog dialog(m_run);
        QSignalSpy metrics(&dialog, &HistoryJobDialog::metricsLoaded);
        QStringList tabs;
        for (int i = 0; i < dialog.tabs()->count(); ++i)
            tabs << dialog.tabs()->tabText(i);
        QCOMPARE(tabs, (QStringList{"Spec", "Plan", "Logs", "Metrics", "Timeline"}));
        QCOMPARE(dialog.specView()->toPlainText(), m_run.specYaml);
        QVERIFY(dialog.specView()->isReadOnly());
        QCOMPARE(dialog.planView()->toPlainText(),
                 QStringLiteral("{\n    \"steps\": [\n        {\n            \"name\": \"node-0\"\n"
                                "        }\n    ]\n}\n"));
        QVERIFY(dialog.logPanes());
        QCOMPARE(dialog.logsMessage(), QString());
        dialog.logPanes()->poll();
        QCOMPARE(dialog.logPanes()->steps(), QStringList{"node-0"});
        QCOMPARE(dialog.metricTable()->rowCount(), 1);
        QCOMPARE(dialog.metricTable()->item(0, 0)->text(), QStringLiteral("loss"));
        QCOMPARE(dialog.metricTable()->item(0, 1)->text(), QStringLiteral("0.33"));
        QCOMPARE(dialog.metricTable()->item(0, 3)->text(), QStringLiteral("1"));
        QVERIFY(metrics.wait(30000));
        QVERIFY(Ui::MonitorChartView::of(dialog.chart(QStringLiteral("loss"))));
        QCOMPARE(Ui::MonitorChartView::of(dialog.chart(QStringLiteral("loss")))
                     ->lineSeries(QStringLiteral("detail-run"))
                     ->points(),
                 (QList<QPointF>{{1, 1.0}, {2, 0.5}, {3, 0.33}}));
        QCOMPARE(dialog.timeline()->stepOrder(), QStringList{"node-0"});

        QSignalSpy rerun(&dialog, &HistoryJobDialog::rerunRequested);
        QSignalSpy clone(&dialog, &HistoryJobDialog::cloneRequested);
        QVERIFY(dialog.rerunButton()->isEnabled());
        dialog.rerunButton()->click();
        dialog.cloneButton()->click();
        QCOMPARE(rerun.size(), 1);
        QCOMPARE(clone.size(), 1);
        QVERIFY(rerun.first().first().value<HistoryRecord>() == m_run);
        QVERIFY(clone.first().first().value<HistoryRecord>() == m_run);
    }

    void aRunWithoutLogsOrSpecSaysSo()
    {
        HistoryRecord gone = m_run;
        gone.job.logDir = QStringLiteral("/nonexistent/traindeck/logs/detail-run");
        gone.archivedLogDir.clear();
        gone.specYaml.clear();
        gone.goneFromBackend = true;
        HistoryJobDialog dialog(gone);
        QSignalSpy metrics(&dialog, &HistoryJobDialog::metricsLoaded);
        QVERIFY(!dialog.logPanes());
        QVERIFY2(dialog.logsMessage().startsWith(QStringLiteral("Logs were not archived")),
                 qPrintable(dialog.logsMessage()));
        QVERIFY(metrics.wait(5000));
        QVERIFY(!dialog.chart(QStringLiteral("loss")));
        // The summary the history kept is still shown.
        QCOMPARE(dialog.metricTable()->rowCount(), 1);
        QVERIFY(!dialog.rerunButton()->isEnabled());
        QVERIFY(!dialog.cloneButton()->isEnabled());
        QVERIFY(dialog.specView()->toPlainText().isEmpty());
    }
};

QTEST_MAIN(TestHistoryJobDialog)
#include "tst_historyjobdialog.moc"
