// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The log view and panes: follow/pause, filter, find, export, per-step tabs.
#include "libs/logs/logformat.h"
#include "libs/logs/logreader.h"
#include "libs/logs/logsource.h"
#include "libs/logs/logwriter.h"
#include "libs/logs/mergedlogreader.h"
#include "ui/logs/joblogpanes.h"
#include "ui/logs/logpane.h"
#include "ui/logs/logview.h"
#include "ui/text/monospacefont.h"

#include <QApplication>
#include <QClipboard>
#include <QDialog>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Logs;
using namespace TrainDeck::Ui;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// Counts the paint events an object receives.
class PaintCounter : public QObject
{
public:
    int paints = 0;

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            ++paints;
        return false;
    }
};

} // namespace

class TestLogView : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_next = 0;

    /// A fresh step with `lines` numbered lines.
    std::pair<std::unique_ptr<LogWriter>, QString> makeStep(int lines)
    {
        const QString step = QStringLiteral("node-%1").arg(m_next++);
        auto w = LogWriter::openStep(m_dir.path(), step).value();
        append(*w, 0, lines);
        return {std::move(w), step};
    }

    /// Shows `view` at 500 × 300 on `source`, and reads what the source has.
    [[nodiscard]] static bool showOn(LogView &view, LogSource *source)
    {
        view.resize(500, 300);
        view.setSource(source);
        view.show();
        if (!QTest::qWaitForWindowExposed(&view))
            return false;
        view.refresh();
        return true;
    }

    static void append(LogWriter &w, int from, int count)
    {
        QByteArray b;
        for (int i = from; i < from + count; ++i)
            b += "line " + QByteArray::number(i) + (i % 10 == 0 ? " ERROR boom" : "") + '\n';
        QVERIFY(w.append(b, 1000 + from));
        QVERIFY(w.flush());
    }

private Q_SLOTS:
    void followsThenPausesThenJumpsToLive()
    {
        auto [w, step] = makeStep(100);
        LogReader reader = LogReader::forStep(m_dir.path(), step);
        LogView view;
        QVERIFY(showOn(view, &reader));
        QVERIFY(view.follow());
        QCOMPARE(view.rowCount(), 100);
        QVERIFY(view.isAtBottom());
        QCOMPARE(view.firstVisibleRow() + view.visibleRowCount(), 100);

        append(*w, 100, 50);
        view.refresh();
        QCOMPARE(view.rowCount(), 150);
        QVERIFY(view.isAtBottom()); // still following
        QVERIFY(!view.jumpToLiveButton()->isVisible());

        // The user scrolls up: following pauses and the view stays where it is.
        QSignalSpy followSpy(&view, &LogView::followChanged);
        view.verticalScrollBar()->triggerAction(QAbstractSlider::SliderPageStepSub);
        QVERIFY(!view.follow());
        QCOMPARE(followSpy.size(), 1);
        const int at = view.verticalScrollBar()->value();
        const qint64 first = view.firstVisibleRow();
        append(*w, 150, 30);
        view.refresh();
        QCOMPARE(view.rowCount(), 180);
        QCOMPARE(view.verticalScrollBar()->value(), at);
        QCOMPARE(view.firstVisibleRow(), first);
        QVERIFY(!view.isAtBottom());
        QCOMPARE(view.newRowsWhilePaused(), 30);
        QVERIFY(view.jumpToLiveButton()->isVisible());
        QVERIFY(view.jumpToLiveButton()->text().contains(QStringLiteral("30")));

        QTest::mouseClick(view.jumpToLiveButton(), Qt::LeftButton);
        QVERIFY(view.follow());
        QVERIFY(view.isAtBottom());
        QVERIFY(!view.jumpToLiveButton()->isVisible());
        append(*w, 180, 5);
        view.refresh();
        QVERIFY(view.isAtBottom());
        QCOMPARE(view.firstVisibleRow() + view.visibleRowCount(), 185);

        // Scrolling back down to the bottom by hand resumes following too.
        view.verticalScrollBar()->triggerAction(QAbstractSlider::SliderSingleStepSub);
        QVERIFY(!view.follow());
        view.verticalScrollBar()->triggerAction(QAbstractSlider::SliderSingleStepAdd);
        QVERIFY(view.follow());
    }

    void aFollowedLogRepaintsItsScrollBarOnlyWhenItLooksDifferent()
    {
        // At the bottom of a long followed log the handle stays put while the range grows on
        // every refresh: the scroll bar is not painted again (each paint of Fusion's groove
        // waits on Qt's fill threads). Where the handle moves, it is.
        auto [w, step] = makeStep(100000);
        LogReader reader = LogReader::forStep(m_dir.path(), step);
        LogView view;
        QVERIFY(showOn(view, &reader));
        QVERIFY(view.isAtBottom());
        QTest::qWait(100); // the first paints of the window are over

        PaintCounter onBar;
        PaintCounter onRows;
        view.verticalScrollBar()->installEventFilter(&onBar);
        view.viewport()->installEventFilter(&onRows);
        for (int i = 0; i < 5; ++i) {
            append(*w, 100000 + i * 20, 20);
            view.refresh();
            QCoreApplication::processEvents();
        }
        QCOMPARE(view.rowCount(), 100100);
        QVERIFY(view.isAtBottom());
        QVERIFY(onRows.paints > 0); // the new lines are drawn
        QCOMPARE(onBar.paints, 0);

        // Scrolled to the top, the handle is elsewhere: drawn again.
        view.verticalScrollBar()->setValue(0);
        QCoreApplication::processEvents();
        QVERIFY(onBar.paints > 0);

        // A short log's handle shrinks as it grows: drawn on each refresh.
        auto [w2, step2] = makeStep(40);
        LogReader shortReader = LogReader::forStep(m_dir.path(), step2);
        view.setSource(&shortReader);
        view.refresh();
        QCoreApplication::processEvents();
        onBar.paints = 0;
        append(*w2, 40, 40);
        view.refresh();
        QCoreApplication::processEvents();
        QVERIFY(onBar.paints > 0);
    }

    void wrapKeepsTheLastLineAtTheBottom()
    {
        auto [w, step] = makeStep(0);
        QVERIFY(w->append(QByteArray(3000, 'w') + "\nshort\n", 1));
        QVERIFY(w->flush());
        LogReader reader = LogReader::forStep(m_dir.path(), step);
        LogView view;
        view.resize(400, 200);
        view.setSource(&reader);
        view.setWrap(true);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.refresh();
        QVERIFY(view.isAtBottom());
        view.grab(); // paints: the wrapped rows are laid out bottom-up
        QCOMPARE(view.firstVisibleRow() + view.visibleRowCount(), 2);
    }

    void selectionCopiesWholeLinesAsShown()
    {
        auto [w, step] = makeStep(0);
        QVERIFY(w->append(
            "\x1b[31mred\x1b[0m\nprogress 10%\rprogress 100%\n{\"level\":\"info\",\"a\":1}\n", 1));
        QVERIFY(w->flush());
        LogReader reader = LogReader::forStep(m_dir.path(), step);
        LogView view;
        view.setSource(&reader);
        view.resize(400, 200);
        view.show();
        view.refresh();
        view.selectLines(0, 1);
        QCOMPARE(view.selectedText(), QStringLiteral("red\nprogress 100%\n"));
        QTest::keyClick(view.viewport(), Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("red\nprogress 100%\n"));
        QVERIFY(!view.showPrettyJson(0));
        QDialog *d = view.showPrettyJson(2);
        QVERIFY(d);
        auto *text = d->findChild<QPlainTextEdit *>(QStringLiteral("prettyJson"));
        QVERIFY(text);
        QVERIFY(text->toPlainText().contains(QStringLiteral("\"level\": \"info\"")));
        d->close();
    }

    void findFilterAndExport()
    {
        auto [w, step] = makeStep(1000);
        auto reader = std::make_shared<LogReader>(LogReader::forStep(m_dir.path(), step));
        LogPane pane(reader);
        pane.resize(600, 400);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        pane.refresh();
        QSignalSpy done(&pane, &LogPane::searchFinished);
        pane.setQuery({QStringLiteral("error"), false, false});
        QTRY_VERIFY(!pane.isSearching());
        QCOMPARE(pane.matches().size(), size_t(100));
        QCOMPARE(pane.matches()[3], 30);
        auto *label = pane.findChild<QLabel *>(QStringLiteral("matchCount"));
        QVERIFY(label->text().contains(QStringLiteral("100")));

        pane.findNext();
        QVERIFY(pane.currentMatch() >= 0);
        const qint64 firstMatch = pane.matches()[size_t(pane.currentMatch())];
        pane.findNext();
        QCOMPARE(pane.matches()[size_t(pane.currentMatch())],
                 firstMatch + 10 >= 1000 ? 0 : firstMatch + 10);
        pane.findPrevious();
        QCOMPARE(pane.matches()[size_t(pane.currentMatch())], firstMatch);
        QCOMPARE(pane.view()->currentLine(), firstMatch);

        // New lines are searched as they arrive.
        append(*w, 1000, 100);
        pane.refresh();
        QTRY_COMPARE(pane.matches().size(), size_t(110));
        QCOMPARE(pane.matches().back(), 1090);

        pane.setFilterEnabled(true);
        QVERIFY(pane.view()->isFiltered());
        QCOMPARE(pane.view()->rowCount(), 110);
        QCOMPARE(pane.view()->lineAtRow(1), 10);

        const QString out = m_dir.filePath(QStringLiteral("export.txt"));
        QVERIFY(pane.exportTo(LogPane::ExportScope::Filtered, out));
        const QByteArray filtered = readAll(out);
        QCOMPARE(filtered.count('\n'), 110);
        QVERIFY(filtered.startsWith("line 0 ERROR boom\nline 10 ERROR boom\n"));
        QVERIFY(pane.exportTo(LogPane::ExportScope::Whole, out));
        QCOMPARE(readAll(out), readAll(LogFormat::logFile(m_dir.path(), step)));
        QVERIFY(pane.exportTo(LogPane::ExportScope::Visible, out));
        const QByteArray visible = readAll(out);
        QCOMPARE(visible.count('\n'), int(pane.view()->visibleRowCount()));
        QVERIFY(visible.contains("ERROR"));

        // Case-sensitive "error" matches nothing; a regex matches lines ending in 5.
        pane.setQuery({QStringLiteral("error"), true, false});
        QTRY_VERIFY(!pane.isSearching());
        QCOMPARE(pane.matches().size(), size_t(0));
        QCOMPARE(pane.view()->rowCount(), 0);
        pane.setQuery({QStringLiteral("^line \\d*5$"), true, true});
        QTRY_VERIFY(!pane.isSearching());
        QCOMPARE(pane.matches().size(), size_t(110));
        pane.setFilterEnabled(false);
        QCOMPARE(pane.view()->rowCount(), 1100);
    }

    void typingInTheFindFieldSearches()
    {
        auto [w, step] = makeStep(50);
        auto reader = std::make_shared<LogReader>(LogReader::forStep(m_dir.path(), step));
        LogPane pane(reader);
        pane.show();
        pane.refresh();
        auto *find = pane.findChild<QLineEdit *>(QStringLiteral("find"));
        QVERIFY(find);
        QTest::keyClicks(find, QStringLiteral("line 4"));
        QTRY_COMPARE(pane.query().pattern, QStringLiteral("line 4"));
        QTRY_VERIFY(!pane.isSearching());
        QCOMPARE(pane.matches().size(), size_t(11)); // 4, 40..49
    }

    void joblogPanesTabsPerStepAndMerged()
    {
        QTemporaryDir dir;
        auto w0 = LogWriter::openStep(dir.path(), QStringLiteral("node-0")).value();
        QVERIFY(w0->append("n0 a\n", 10));
        QVERIFY(w0->flush());
        JobLogPanes panes(dir.path());
        panes.setRefreshInterval(20);
        panes.show();
        QCOMPARE(panes.steps(), QStringList{QStringLiteral("node-0")});
        QCOMPARE(panes.tabs()->count(), 2); // node-0, Merged
        QCOMPARE(panes.tabs()->currentWidget(), panes.pane(QStringLiteral("node-0")));

        // A step that has no output yet opens when it appears.
        QVERIFY(!panes.openStep(QStringLiteral("dataset-initializer")));
        auto wi = LogWriter::openStep(dir.path(), QStringLiteral("dataset-initializer")).value();
        QVERIFY(wi->append("init\n", 5));
        QVERIFY(wi->flush());
        QTRY_COMPARE(panes.steps().size(), 2);
        QCOMPARE(panes.steps().first(), QStringLiteral("dataset-initializer"));
        QCOMPARE(panes.tabs()->tabText(0), QStringLiteral("dataset-initializer"));
        QTRY_COMPARE(panes.tabs()->currentWidget(),
                     panes.pane(QStringLiteral("dataset-initializer")));

        QVERIFY(w0->append("n0 b\n", 20));
        QVERIFY(w0->flush());
        QTRY_COMPARE(panes.pane(QStringLiteral("node-0"))->view()->rowCount(), 2);

        panes.openMerged();
        LogPane *merged = panes.mergedPane();
        QTRY_COMPARE(merged->view()->rowCount(), 3);
        QCOMPARE(merged->source()->line(0).toByteArray(), QByteArray("init"));
        QCOMPARE(merged->source()->line(2).toByteArray(), QByteArray("n0 b"));
        QVERIFY(merged->view()->showStepPrefix());
        merged->view()->selectLines(0, 0);
        QCOMPARE(merged->view()->selectedText(), QStringLiteral("[dataset-initializer] init\n"));

        // Find in the merged view maps each step's matches to merged lines.
        merged->setQuery({QStringLiteral("n0"), true, false});
        QTRY_VERIFY(!merged->isSearching());
        QCOMPARE(merged->matches(), (std::vector<qint64>{1, 2}));
        const QString out = dir.filePath(QStringLiteral("merged.txt"));
        QVERIFY(merged->exportTo(LogPane::ExportScope::Whole, out));
        QCOMPARE(readAll(out),
                 QByteArray("[dataset-initializer] init\n[node-0] n0 a\n[node-0] n0 b\n"));
        QVERIFY(w0->append("n0 c\n", 30));
        QVERIFY(w0->flush());
        QTRY_COMPARE(merged->matches().size(), size_t(3));
    }

    // The log view asks the same resolver as the code editors, so it is
    // monospace even where the platform's "fixed" font is proportional.
    void logViewUsesTheMonospaceResolver()
    {
        LogView view;
        QCOMPARE(view.font().families(), TrainDeck::Ui::MonospaceFont::font().families());
        QCOMPARE(view.font().styleHint(), QFont::Monospace);
        QVERIFY2(QFontInfo(view.font()).fixedPitch(), qPrintable(QFontInfo(view.font()).family()));
    }
};

QTEST_MAIN(TestLogView)
#include "tst_logview.moc"
