// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Files from outside never touch the UI thread: a YAML file on which the YAML library loops
// (the parser watchdog stops it after 5 s) is dropped on the builder while a 1 ms timer
// measures the event loop. The drop returns at once, the loop never stalls for anything
// near the watchdog's limit, and once the watchdog has stopped the parser the notice says so
// and the form the user had is unchanged. Two files dropped together are still applied in
// their order (the script, then its requirements) although both are read in a worker.
#include "core/catalog/runtimecatalog.h"
#include "core/codec/parserwatchdog.h"
#include "tests/support/jobfiles.h"
#include "ui/builder/jobbuilderdialog.h"

#include <QDragEnterEvent>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>

using namespace TrainDeck;
using namespace TrainDeck::Ui;

class TestBuilderFileWorker : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    static bool drop(JobBuilderDialog *dialog, const QStringList &paths)
    {
        QMimeData mime;
        QList<QUrl> urls;
        for (const QString &p : paths)
            urls << QUrl::fromLocalFile(p);
        mime.setUrls(urls);
        const QPoint pos = dialog->rect().center();
        QDragEnterEvent enter(pos, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(dialog, &enter);
        if (!enter.isAccepted())
            return false;
        QDropEvent ev(pos, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(dialog, &ev);
        return ev.isAccepted();
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void watchdogParseDoesNotFreezeTheWindow()
    {
        const QString hang = QStringLiteral(
            TRAINDECK_SOURCE_DIR "/tests/core/codec/data/bad/yamlcpp-hang-open-flow-aliases.yaml");
        QVERIFY(QFile::exists(hang));
        QVERIFY(ParserWatchdog::isEnabled());
        JobBuilderDialog dialog;
        dialog.setRuntimes(RuntimeCatalog::bundled().runtimes());
        dialog.setBackendKind(BackendKind::Local);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *name = dialog.findChild<QLineEdit *>(QStringLiteral("name"));
        QVERIFY(name);
        name->setText(QStringLiteral("typed-by-hand"));
        const auto runsBefore = ParserWatchdog::runCount();

        // The loop's lateness, from the drop until the file was refused.
        QElapsedTimer clock;
        clock.start();
        qint64 last = clock.elapsed();
        qint64 worst = 0;
        QTimer probe;
        probe.setTimerType(Qt::PreciseTimer);
        probe.setInterval(1);
        connect(&probe, &QTimer::timeout, this, [&] {
            const qint64 now = clock.elapsed();
            worst = std::max(worst, now - last);
            last = now;
        });
        probe.start();
        QElapsedTimer dropTime;
        dropTime.start();
        QVERIFY(drop(&dialog, {hang}));
        const qint64 dropCost = dropTime.elapsed();
        QVERIFY(dialog.isLoadingFiles());
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isLoadingFiles(),
                                 int(ParserWatchdog::DefaultLimit.count()) + 15000);
        probe.stop();
        const qint64 total = dropTime.elapsed();
        qInfo("drop returned after %lld ms; refused after %lld ms; longest event-loop gap %lld ms",
              dropCost,
              total,
              worst);
        // The watchdog really ran (the parse took its 5 s), and the window went on meanwhile:
        // before, the loop stood still for the whole 5 s.
        QCOMPARE(ParserWatchdog::runCount(), runsBefore + 1);
        QVERIFY2(total >= ParserWatchdog::DefaultLimit.count(),
                 "the file was refused before the watchdog's limit: it did not trip it");
        QVERIFY2(dropCost < 1000, qPrintable(QStringLiteral("the drop took %1 ms").arg(dropCost)));
        QVERIFY2(worst < 1000,
                 qPrintable(QStringLiteral("the event loop stood still for %1 ms").arg(worst)));

        const QString notice = dialog.findChild<QLabel *>(QStringLiteral("notice"))->text();
        QVERIFY2(notice.contains(QStringLiteral("did not finish reading this file within 5 s")),
                 qPrintable(notice));
        QCOMPARE(name->text(), QStringLiteral("typed-by-hand"));
    }

    void dropsAreAppliedInTheirOrder()
    {
        const QString script = m_dir.filePath(QStringLiteral("order_job.py"));
        const QString reqs = m_dir.filePath(QStringLiteral("requirements.txt"));
        QVERIFY(JobFiles::write(script, "print('order')\n"));
        QVERIFY(JobFiles::write(reqs, "numpy==1.26\n"));
        JobBuilderDialog dialog;
        dialog.setRuntimes(RuntimeCatalog::bundled().runtimes());
        dialog.setBackendKind(BackendKind::Local);
        // Requirements first in the drop: the script is still loaded first, then its packages,
        // so the packages are not lost to the script's trainer replacing the form.
        QVERIFY(drop(&dialog, {reqs, script}));
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isLoadingFiles(), 10000);
        const TrainJob job = dialog.job();
        QCOMPARE(job.name, QStringLiteral("order-job"));
        const auto &c = std::get<CustomTrainer>(job.trainer);
        QCOMPARE(QString::fromUtf8(c.scriptContent), QStringLiteral("print('order')\n"));
        QCOMPARE(c.packagesToInstall, QStringList(QStringLiteral("numpy==1.26")));
    }
};

QTEST_MAIN(TestBuilderFileWorker)
#include "tst_builderfileworker.moc"
