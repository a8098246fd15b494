// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The status bar at 1024 px (and in the main window, whose narrowest is wider): a
// 300-character message ends in "…" in front of the job counters and never paints over them
// (compared pixel by pixel, with and without the message); the whole message is its tooltip.
#include "ui/elidingstatusbar.h"
#include "ui/mainwindow.h"

#include <QLabel>
#include <QMainWindow>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Ui;

namespace {

/// The smallest rectangle holding every pixel that differs between `a` and `b`.
QRect changedRect(const QImage &a, const QImage &b)
{
    QRect r;
    for (int y = 0; y < std::min(a.height(), b.height()); ++y)
        for (int x = 0; x < std::min(a.width(), b.width()); ++x)
            if (a.pixel(x, y) != b.pixel(x, y))
                r |= QRect(x, y, 1, 1);
    return r;
}

} // namespace

class TestElidingStatusBar : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    /// Shows a 300-character message on `bar` and checks that what it paints stays clear of
    /// `counters` (pixel by pixel, against the bar without it) and ends in "…".
    static void checkLongMessage(ElidingStatusBar *bar, QLabel *counters)
    {
        counters->setText(QStringLiteral("12 job(s) · 3 running · 2 failed · 1 cancelled"));
        QTRY_VERIFY(counters->isVisible() && counters->width() >= counters->sizeHint().width());
        QTest::qWait(50);
        const QRect countersRect = counters->geometry();
        const QImage without = bar->grab().toImage();

        QString message;
        while (message.size() < 300)
            message += QStringLiteral("Cannot reach the engine at unix:///run/docker.sock: ");
        message.truncate(300);
        QCOMPARE(message.size(), 300);
        bar->showMessage(message);
        QTest::qWait(50);
        const QImage with = bar->grab().toImage();

        // The counters neither moved nor shrank.
        QCOMPARE(counters->geometry(), countersRect);
        QVERIFY(counters->isVisible());
        // What the message painted: something, and nowhere on the counters.
        const QRect painted = changedRect(without, with);
        QVERIFY(painted.isValid());
        QVERIFY2(!painted.intersects(countersRect),
                 qPrintable(QStringLiteral("message painted %1,%2 %3x%4; counters at %5,%6 %7x%8")
                                .arg(painted.x())
                                .arg(painted.y())
                                .arg(painted.width())
                                .arg(painted.height())
                                .arg(countersRect.x())
                                .arg(countersRect.y())
                                .arg(countersRect.width())
                                .arg(countersRect.height())));
        // ... and ends with a gap before them (Qt's own bar cuts the text off 2 px from the
        // counters, mid-glyph, so that the two run together).
        QVERIFY2(painted.right() < countersRect.left() - 4,
                 qPrintable(QStringLiteral("message ends at x=%1, counters start at x=%2")
                                .arg(painted.right())
                                .arg(countersRect.left())));
        // It says it goes on, and the whole of it is a hover away.
        QVERIFY(bar->shownMessage().endsWith(QChar(0x2026)));
        QVERIFY(bar->shownMessage().size() < message.size());
        QVERIFY(!bar->messageRect().intersects(countersRect));
        QCOMPARE(bar->toolTip(), message);

        // A message that fits is shown whole.
        bar->showMessage(QStringLiteral("Job mnist completed"));
        QCOMPARE(bar->shownMessage(), QStringLiteral("Job mnist completed"));
        bar->clearMessage();
        QCOMPARE(bar->toolTip(), QString());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    }

    // The bar at 1024 px, with a counters label as the window adds it.
    void longMessageAt1024()
    {
        QMainWindow window;
        auto *bar = new ElidingStatusBar(&window);
        window.setStatusBar(bar);
        auto *counters = new QLabel(&window);
        bar->addPermanentWidget(counters);
        window.setCentralWidget(new QWidget(&window));
        window.resize(1024, 300);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(bar->width(), 1024);
        checkLongMessage(bar, counters);
    }

    // The main window's own bar and counters, at the narrowest the window gets.
    void longMessageInTheMainWindow()
    {
        MainWindow window;
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *bar = qobject_cast<ElidingStatusBar *>(window.statusBar());
        QVERIFY(bar);
        auto *counters = window.findChild<QLabel *>(QStringLiteral("jobSummary"));
        QVERIFY(counters);
        QCOMPARE(counters->parentWidget(), bar);
        checkLongMessage(bar, counters);
    }
};

QTEST_MAIN(TestElidingStatusBar)
#include "tst_elidingstatusbar.moc"
