// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// A running local job streams into its log panes: real processes, nothing mocked.
#include "backends/local/localbackend.h"
#include "libs/logs/logsource.h"
#include "tests/support/prerequisite.h"
#include "ui/logs/joblogpanes.h"
#include "ui/logs/logpane.h"
#include "ui/logs/logview.h"

#include <QFile>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Local;
using namespace TrainDeck::Logs;
using namespace TrainDeck::Ui;

class TestJobLogPanes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void streamsARunningLocalJob()
    {
        TRAINDECK_REQUIRE_PYTHON3();
        QTemporaryDir data;
        LocalBackend::Options o;
        o.jobsDir = data.filePath(QStringLiteral("jobs"));
        o.venvRoot = data.filePath(QStringLiteral("venvs"));
        LocalBackend backend(o);
        QHash<QString, JobSnapshot> last;
        connect(&backend, &Backend::jobChanged, this, [&last](const JobSnapshot &s) {
            last[s.name] = s;
        });
        backend.start();
        QTRY_COMPARE(backend.connectionState(), Backend::ConnectionState::Connected);

        TrainJob job;
        job.name = QStringLiteral("log-panes");
        job.runtimeRef.name = QStringLiteral("torch-distributed");
        CustomTrainer t;
        // Two nodes print numbered lines slowly enough that the panes see them arrive.
        t.inlineCode = QStringLiteral(
            "import os, time\n"
            "rank = os.environ.get('PET_NODE_RANK', '0')\n"
            "for i in range(40):\n"
            "    print('rank %s line %d' % (rank, i), flush=True)\n"
            "    time.sleep(0.05)\n"
            "print('\\x1b[31mERROR\\x1b[0m done on rank %s' % rank, flush=True)\n");
        t.numNodes = 2;
        job.trainer = t;

        JobLogPanes panes(backend.logDir(job.name));
        panes.setRefreshInterval(50);
        panes.resize(800, 500);
        panes.show();
        panes.openStep(QStringLiteral("node-1")); // before it has printed anything

        auto submitted = backend.submit(job);
        QTRY_VERIFY_WITH_TIMEOUT(submitted.isFinished(), 60000);
        QVERIFY2(submitted.result().ok(),
                 qPrintable(submitted.result().ok() ? QString()
                                                    : submitted.result().error().toString()));

        // Lines appear while the job still runs.
        QTRY_VERIFY_WITH_TIMEOUT(panes.pane(QStringLiteral("node-0"))
                                     && panes.pane(QStringLiteral("node-0"))->view()->rowCount()
                                            > 0,
                                 60000);
        QTRY_COMPARE_WITH_TIMEOUT(
            panes.tabs()->currentWidget(), panes.pane(QStringLiteral("node-1")), 60000);
        QVERIFY(!last.value(job.name).isFinished());

        QTRY_VERIFY_WITH_TIMEOUT(last.value(job.name).isFinished(), 120000);
        for (const char *node : {"node-0", "node-1"}) {
            LogPane *pane = panes.pane(QString::fromLatin1(node));
            QVERIFY(pane);
            QTRY_COMPARE_WITH_TIMEOUT(pane->view()->rowCount() >= 41, true, 5000);
            const LogSource *src = pane->source();
            // Every printed line, once, in order.
            QStringList lines;
            for (qint64 i = 0; i < src->lineCount(); ++i)
                lines << QString::fromUtf8(src->line(i));
            const QString rank = QString::fromLatin1(node).mid(5);
            qsizetype at = lines.indexOf(QStringLiteral("rank %1 line 0").arg(rank));
            QVERIFY2(at >= 0, qPrintable(lines.join(QLatin1Char('\n'))));
            for (int i = 1; i < 40; ++i)
                QCOMPARE(lines.value(at + i), QStringLiteral("rank %1 line %2").arg(rank).arg(i));
            QVERIFY(lines.value(at + 40).contains(QStringLiteral("done on rank")));
            QVERIFY(pane->view()->follow());
        }
        panes.openMerged();
        QTRY_VERIFY(panes.mergedPane()->view()->rowCount() >= 82);
    }
};

QTEST_MAIN(TestJobLogPanes)
#include "tst_joblogpanes.moc"
