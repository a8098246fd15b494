// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Compare runs over two real local runs (real processes through the local backend, their
// real log folders): both loss curves with their exact points, by step and by time, and the
// spec table and script diff naming what changed. Saves <build>/screenshots/history-compare.png.
#include "tests/support/prerequisite.h"
#include "tests/ui/history/localruns.h"
#include "ui/charts/monitorchartview.h"
#include "ui/history/compareview.h"
#include "ui/history/linediff.h"

#include <QDir>
#include <QLineSeries>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::History;
using TrainDeck::Ui::CompareView;

namespace {

TrainJob lossJob(const QString &name,
                 const QString &lossExpression,
                 const QString &lr,
                 const QStringList &args)
{
    TrainJob job;
    job.name = name;
    job.runtimeRef.name = QStringLiteral("torch-distributed");
    CustomTrainer t;
    t.inlineCode
        = QStringLiteral("import os, sys, time\n"
                         "lr = float(os.environ['LR'])\n"
                         "epochs = int(sys.argv[sys.argv.index('--epochs') + 1])\n"
                         "for i in range(1, 6):\n"
                         "    loss = %1\n"
                         "    print('step=%d loss=%.4f lr=%s' % (i, loss, lr), flush=True)\n"
                         "    time.sleep(0.2)\n"
                         "print('done after', epochs, 'epochs', flush=True)\n")
              .arg(lossExpression);
    t.numNodes = 1;
    t.args = args;
    setEnv(t.env, QStringLiteral("LR"), lr);
    setEnv(t.env, QStringLiteral("SEED"), QStringLiteral("7"));
    job.trainer = t;
    return job;
}

QList<QPointF> points(const QLineSeries *s)
{
    return s ? s->points() : QList<QPointF>{};
}

} // namespace

class TestCompareView : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Tests::LocalRuns> m_runs;
    HistoryRecord m_a;
    HistoryRecord m_b;

private Q_SLOTS:
    void initTestCase()
    {
        TRAINDECK_REQUIRE_PYTHON3();
        m_runs = std::make_unique<Tests::LocalRuns>();
        QVERIFY(m_runs->isValid());
        QTRY_COMPARE(m_runs->backend()->connectionState(), Backend::ConnectionState::Connected);
        m_a = m_runs->run(lossJob(QStringLiteral("mnist-lr-01"),
                                  QStringLiteral("2.0 / i"),
                                  QStringLiteral("0.1"),
                                  {QStringLiteral("--epochs"), QStringLiteral("5")}),
                          1);
        m_b = m_runs->run(lossJob(QStringLiteral("mnist-lr-001"),
                                  QStringLiteral("3.0 - 0.5 * i"),
                                  QStringLiteral("0.01"),
                                  {QStringLiteral("--epochs"), QStringLiteral("8")}),
                          2);
        QCOMPARE(m_a.job.status, JobStatus::Complete);
        QCOMPARE(m_b.job.status, JobStatus::Complete);
        QVERIFY(!m_a.specYaml.isEmpty());
        QVERIFY(!m_b.specYaml.isEmpty());
        QVERIFY(QDir(m_a.logDir()).exists());
    }

    void bothCurvesHaveTheirExactPoints()
    {
        CompareView view;
        QSignalSpy loaded(&view, &CompareView::curvesLoaded);
        view.setRecords({m_a, m_b});
        QVERIFY(loaded.wait(30000));
        QVERIFY(view.isLoaded());
        QCOMPARE(view.metrics(), (QStringList{"loss", "lr"}));
        Ui::MonitorChartView *loss = Ui::MonitorChartView::of(view.chart(QStringLiteral("loss")));
        QVERIFY(loss);
        QCOMPARE(loss->lineSeries().size(), 2);
        QCOMPARE(points(loss->lineSeries(QStringLiteral("mnist-lr-01"))),
                 (QList<QPointF>{{1, 2.0}, {2, 1.0}, {3, 0.6667}, {4, 0.5}, {5, 0.4}}));
        QCOMPARE(points(loss->lineSeries(QStringLiteral("mnist-lr-001"))),
                 (QList<QPointF>{{1, 2.5}, {2, 2.0}, {3, 1.5}, {4, 1.0}, {5, 0.5}}));
        QCOMPARE(points(Ui::MonitorChartView::of(view.chart(QStringLiteral("lr")))
                            ->lineSeries(QStringLiteral("mnist-lr-001"))),
                 (QList<QPointF>{{1, 0.01}, {2, 0.01}, {3, 0.01}, {4, 0.01}, {5, 0.01}}));

        // By time: the same values, at seconds since each run started, in order.
        view.setAlignment(CompareView::Alignment::Time);
        for (const HistoryRecord &r : {m_a, m_b}) {
            const QList<QPointF> p = points(loss->lineSeries(r.job.name));
            QCOMPARE(p.size(), 5);
            for (int i = 0; i < p.size(); ++i) {
                QVERIFY2(p.at(i).x() >= 0 && p.at(i).x() < 60, qPrintable(r.job.name));
                if (i > 0)
                    QVERIFY(p.at(i).x() >= p.at(i - 1).x());
            }
            QCOMPARE(p.first().y(), r.job.name == QStringLiteral("mnist-lr-01") ? 2.0 : 2.5);
        }
        view.setAlignment(CompareView::Alignment::Step);
        QCOMPARE(points(loss->lineSeries(QStringLiteral("mnist-lr-01"))).first(), QPointF(1, 2.0));
    }

    void specTableNamesWhatChanged()
    {
        CompareView view;
        view.setRecords({m_a, m_b});
        QCOMPARE(view.differingFields(), (QStringList{"Env LR", "Arguments", "Training script"}));
        const auto rows = view.specRows();
        const auto row = [&rows](const QString &field) {
            for (const auto &r : rows) {
                if (r.field == field)
                    return r;
            }
            return Ui::SpecDiff::Row{};
        };
        QCOMPARE(row("Env LR").values, (QStringList{"0.1", "0.01"}));
        QCOMPARE(row("Arguments").values, (QStringList{"--epochs 5", "--epochs 8"}));
        QCOMPARE(row("Env SEED").differs, false);
        QCOMPARE(row("Runtime").values, (QStringList{"torch-distributed", "torch-distributed"}));

        // Equal rows are hidden until asked for.
        QTableWidget *table = view.diffTable();
        int visible = 0;
        for (int r = 0; r < table->rowCount(); ++r)
            visible += !table->isRowHidden(r);
        QCOMPARE(visible, 3);
        view.setShowEqualFields(true);
        visible = 0;
        for (int r = 0; r < table->rowCount(); ++r)
            visible += !table->isRowHidden(r);
        QCOMPARE(visible, table->rowCount());
        QCOMPARE(table->horizontalHeaderItem(1)->text(), QStringLiteral("mnist-lr-001"));

        // The scripts' diff: exactly the changed line, in a hunk with its context.
        QCOMPARE(
            view.scriptDiff(),
            QStringLiteral("--- mnist-lr-01\n"
                           "+++ mnist-lr-001\n"
                           "@@ -2,7 +2,7 @@\n"
                           " lr = float(os.environ['LR'])\n"
                           " epochs = int(sys.argv[sys.argv.index('--epochs') + 1])\n"
                           " for i in range(1, 6):\n"
                           "-    loss = 2.0 / i\n"
                           "+    loss = 3.0 - 0.5 * i\n"
                           "     print('step=%d loss=%.4f lr=%s' % (i, loss, lr), flush=True)\n"
                           "     time.sleep(0.2)\n"
                           " print('done after', epochs, 'epochs', flush=True)\n"
                           "\n"));
    }

    void lineDiffIsMinimal()
    {
        using Ui::LineDiff::unified;
        QCOMPARE(unified("a\nb\nc\n", "a\nb\nc\n", "x", "y"), QString());
        QCOMPARE(unified("a\nb\nc\n", "a\nc\n", "x", "y"),
                 QStringLiteral("--- x\n+++ y\n@@ -1,3 +1,2 @@\n a\n-b\n c\n"));
        QCOMPARE(unified("", "new\n", "x", "y"),
                 QStringLiteral("--- x\n+++ y\n@@ -0,0 +1,1 @@\n+new\n"));
        // Two changes far apart: two hunks.
        QStringList a;
        for (int i = 0; i < 20; ++i)
            a << QString::number(i);
        QStringList b = a;
        b[1] = QStringLiteral("one");
        b[18] = QStringLiteral("eighteen");
        const QString d = unified(a.join(u'\n') + u'\n', b.join(u'\n') + u'\n', "x", "y");
        QCOMPARE(d.count(QStringLiteral("@@ -")), 2);
        QVERIFY(d.contains(QStringLiteral("@@ -1,5 +1,5 @@\n 0\n-1\n+one\n 2\n 3\n 4\n")));
    }

    void screenshot()
    {
        CompareView view;
        QSignalSpy loaded(&view, &CompareView::curvesLoaded);
        view.setRecords({m_a, m_b});
        QVERIFY(loaded.wait(30000));
        view.resize(1280, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTest::qWait(300);
        const QString dir = QStringLiteral(TRAINDECK_BINARY_DIR "/screenshots");
        QDir().mkpath(dir);
        QVERIFY(view.grab().save(QDir(dir).filePath(QStringLiteral("history-compare.png"))));
    }
};

QTEST_MAIN(TestCompareView)
#include "tst_compareview.moc"
