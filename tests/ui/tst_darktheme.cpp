// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The window in a dark theme (Fusion with a dark palette, as a dark desktop theme gives) at
// 1024x640 with a real local job: the architecture view draws with the palette, placeholders
// stay apart from text, column titles are not cut; a screenshot is saved to
// <build>/screenshots/mainwindow-dark-1024x640.png (Xvfb).
#include "backends/local/localbackend.h"
#include "models/jobfilterproxymodel.h"
#include "models/jobtablemodel.h"
#include "tests/support/prerequisite.h"
#include "tests/support/uitestsetup.h"
#include "ui/diagram/diagramscene.h"
#include "ui/diagram/diagramview.h"
#include "ui/diagram/nodeitem.h"
#include "ui/jobtableview.h"
#include "ui/jobview.h"
#include "ui/logs/joblogpanes.h"
#include "ui/mainwindow.h"
#include "ui/placeholdercontrast.h"

#include <QApplication>
#include <QDir>
#include <QHeaderView>
#include <QLineEdit>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <memory>

using namespace TrainDeck;
using namespace TrainDeck::Ui;
using Models::JobTableModel;

namespace {

template<class T>
T await(QFuture<T> f)
{
    while (!f.isFinished())
        QTest::qWait(10);
    return f.result();
}

qreal luma(QRgb c)
{
    return (0.2126 * qRed(c) + 0.7152 * qGreen(c) + 0.0722 * qBlue(c)) / 255.0;
}

qreal luma(const QColor &c)
{
    return luma(c.rgb());
}

/// A dark desktop palette whose placeholder colour is the text colour, as some themes give.
QPalette darkPalette()
{
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2d, 0x30));
    dark.setColor(QPalette::WindowText, QColor(0xdf, 0xe1, 0xe5));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1f, 0x22));
    dark.setColor(QPalette::AlternateBase, QColor(0x26, 0x28, 0x2b));
    dark.setColor(QPalette::Text, QColor(0xdf, 0xe1, 0xe5));
    dark.setColor(QPalette::Button, QColor(0x35, 0x37, 0x3b));
    dark.setColor(QPalette::ButtonText, QColor(0xdf, 0xe1, 0xe5));
    dark.setColor(QPalette::Highlight, QColor(0x2f, 0x65, 0xca));
    dark.setColor(QPalette::HighlightedText, Qt::white);
    dark.setColor(QPalette::PlaceholderText, QColor(0xdf, 0xe1, 0xe5));
    dark.setColor(QPalette::ToolTipBase, QColor(0x35, 0x37, 0x3b));
    dark.setColor(QPalette::ToolTipText, QColor(0xdf, 0xe1, 0xe5));
    dark.setColor(QPalette::Light, QColor(0x4a, 0x4d, 0x52));
    dark.setColor(QPalette::Midlight, QColor(0x40, 0x42, 0x46));
    dark.setColor(QPalette::Mid, QColor(0x30, 0x32, 0x35));
    dark.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1b));
    dark.setColor(QPalette::Shadow, QColor(0x0c, 0x0c, 0x0d));
    for (auto role : {QPalette::Text, QPalette::WindowText, QPalette::ButtonText})
        dark.setColor(QPalette::Disabled, role, QColor(0x6f, 0x73, 0x7a));
    return dark;
}

QString screenshotDir()
{
    const QString dir = QStringLiteral(TRAINDECK_BINARY_DIR "/screenshots");
    QDir().mkpath(dir);
    return dir;
}

} // namespace

class TestDarkTheme : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Local::LocalBackend> m_backend;
    std::unique_ptr<MainWindow> m_window;
    const QString m_jobName = QStringLiteral("dark-theme");

    bool complete() const
    {
        const auto *proxy = m_window->jobProxy();
        for (int r = 0; r < proxy->rowCount(); ++r) {
            if (proxy->index(r, 0).data().toString() == m_jobName)
                return proxy->index(r, JobTableModel::StatusColumn)
                           .data(JobTableModel::StatusRole)
                           .value<JobStatus>()
                       == JobStatus::Complete;
        }
        return false;
    }

    void showArchitecture()
    {
        JobView *view = m_window->jobView();
        view->detailTabs()->setCurrentIndex(2);
        QTRY_VERIFY_WITH_TIMEOUT(view->diagramView()->isVisible(), 20000);
        auto *scene = qobject_cast<DiagramScene *>(view->diagramView()->scene());
        QVERIFY(scene);
        QTRY_VERIFY_WITH_TIMEOUT(!scene->flowchart().nodes.isEmpty(), 20000);
        QTest::qWait(200);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        TRAINDECK_REQUIRE_PYTHON3();
        Tests::useTemporarySettings(m_dir, QStringLiteral("TrainDeckDarkTest"));
        QStyle *fusion = QStyleFactory::create(QStringLiteral("Fusion"));
        QVERIFY(fusion);
        QApplication::setStyle(fusion);
        QApplication::setPalette(darkPalette());

        Local::LocalBackend::Options o;
        o.jobsDir = m_dir.filePath(QStringLiteral("jobs"));
        o.venvRoot = m_dir.filePath(QStringLiteral("venvs"));
        m_backend = std::make_unique<Local::LocalBackend>(o);
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1024, 640);
        m_window->setLogWidgetFactory(
            [](const JobSnapshot &s) -> QWidget * { return new JobLogPanes(s.logDir); });
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->addBackend(m_backend.get());
        m_backend->start();

        TrainJob job;
        job.name = m_jobName;
        job.runtimeRef.name = QStringLiteral("torch-distributed");
        CustomTrainer t;
        t.inlineCode = QStringLiteral(
            "for epoch in range(3):\n"
            "    print(f'epoch {epoch} loss {1.0 / (epoch + 1):.3f}', flush=True)\n");
        job.trainer = t;
        const auto submitted = await(m_backend->submit(job));
        QVERIFY2(submitted.ok(), submitted.ok() ? "" : qPrintable(submitted.error().toString()));
        QTRY_VERIFY_WITH_TIMEOUT(complete(), 120000);
        QVERIFY(m_window->selectJob(m_jobName));
    }

    void cleanupTestCase()
    {
        m_window.reset();
        m_backend.reset();
    }

    void architectureFollowsPalette()
    {
        showArchitecture();
        DiagramView *diagram = m_window->jobView()->diagramView();
        auto *scene = qobject_cast<DiagramScene *>(diagram->scene());
        const QPalette pal = diagram->palette();
        QVERIFY(scene->isDark());
        QCOMPARE(scene->backgroundBrush().color(), pal.color(QPalette::Base));
        QCOMPARE(diagram->backgroundBrush().color(), pal.color(QPalette::Base));
        QCOMPARE(QColor::fromString(scene->theme().nodeText), pal.color(QPalette::Text));

        const QImage image = diagram->viewport()->grab().toImage();
        QVERIFY(!image.isNull());
        // The background is dark: the corners are empty canvas.
        QVERIFY2(luma(image.pixel(2, 2)) < 0.25,
                 qPrintable(QString::number(luma(image.pixel(2, 2)))));
        QVERIFY(luma(image.pixel(image.width() - 3, image.height() - 3)) < 0.25);

        // A node without a status: a dark fill with light text on it.
        // A node with one (the job's step): its status colours, dark text on a light fill.
        int plain = 0;
        int withStatus = 0;
        const qreal dpr = image.devicePixelRatio();
        for (QGraphicsItem *item : scene->items()) {
            auto *node = qgraphicsitem_cast<NodeItem *>(item);
            if (!node)
                continue;
            const QRect r = diagram->mapFromScene(node->sceneBoundingRect())
                                .boundingRect()
                                .adjusted(4, 4, -4, -4)
                                .intersected(diagram->viewport()->rect());
            if (r.width() < 20 || r.height() < 10)
                continue;
            QList<qreal> values;
            for (int y = r.top(); y <= r.bottom(); ++y) {
                for (int x = r.left(); x <= r.right(); ++x)
                    values << luma(image.pixel(int(x * dpr), int(y * dpr)));
            }
            std::sort(values.begin(), values.end());
            const qreal median = values.at(values.size() / 2);
            const qreal lightest = values.last();
            const qreal darkest = values.first();
            if (node->status()) {
                // Status colours stay readable: the fill and its text far apart.
                QVERIFY2(lightest - darkest > 0.45, qPrintable(node->id()));
                ++withStatus;
            } else {
                QVERIFY2(
                    median < 0.35,
                    qPrintable(QStringLiteral("%1: fill luma %2").arg(node->id()).arg(median)));
                QVERIFY2(
                    lightest > 0.65,
                    qPrintable(QStringLiteral("%1: text luma %2").arg(node->id()).arg(lightest)));
                ++plain;
            }
        }
        QVERIFY(plain >= 1);
        QVERIFY(withStatus >= 1);

        // Back to a light palette: the diagram follows.
        const QPalette dark = QApplication::palette();
        QApplication::setPalette(QApplication::style()->standardPalette());
        QTRY_VERIFY(!scene->isDark());
        QCOMPARE(scene->backgroundBrush().color(), QColor(Qt::white));
        QApplication::setPalette(dark);
        QTRY_VERIFY(scene->isDark());
    }

    void placeholdersStandApart()
    {
        // The theme gave PlaceholderText == Text; the window made it a hint again.
        const QPalette app = QApplication::palette();
        QVERIFY(PlaceholderContrast::isDistinct(app));
        QVERIFY(app.color(QPalette::PlaceholderText) != app.color(QPalette::Text));
        auto *filter = m_window->findChild<QLineEdit *>(QStringLiteral("filterText"));
        QVERIFY(filter);
        QVERIFY(!filter->placeholderText().isEmpty());
        const QPalette p = filter->palette();
        const qreal hint = luma(p.color(QPalette::PlaceholderText));
        QVERIFY2(std::abs(hint - luma(p.color(QPalette::Text))) >= 0.15,
                 qPrintable(QString::number(hint)));
        QVERIFY(std::abs(hint - luma(p.color(QPalette::Base))) >= 0.15);
        // A later theme change that loses it again is corrected too.
        QPalette again = QApplication::palette();
        again.setColor(QPalette::PlaceholderText, again.color(QPalette::Text));
        QApplication::setPalette(again);
        QTRY_VERIFY(PlaceholderContrast::isDistinct(QApplication::palette()));
    }

    void headersNotCut()
    {
        JobView *view = m_window->jobView();
        const QList<QHeaderView *> headers = {m_window->jobsTable()->horizontalHeader(),
                                              view->stepsView()->horizontalHeader(),
                                              view->eventsView()->header()};
        for (QHeaderView *h : headers) {
            const QFontMetrics fm(h->font());
            const int margin = h->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, h);
            QVERIFY(h->count() > 0);
            for (int i = 0; i < h->count(); ++i) {
                if (h->isSectionHidden(i))
                    continue;
                const QString title = h->model()->headerData(i, h->orientation()).toString();
                int need = fm.horizontalAdvance(title) + 2 * margin;
                if (h->isSortIndicatorShown() && h->sortIndicatorSection() == i)
                    need += h->style()->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, h);
                QVERIFY2(h->sectionSize(i) >= need,
                         qPrintable(QStringLiteral("\"%1\" is %2 px wide, its title needs %3")
                                        .arg(title)
                                        .arg(h->sectionSize(i))
                                        .arg(need)));
            }
        }
    }

    void screenshot()
    {
        QCOMPARE(m_window->size(), QSize(1024, 640));
        QVERIFY(m_window->selectJob(m_jobName));
        showArchitecture();
        QTest::qWait(300);
        // The job's name is readable in the table at this width.
        JobTableView *table = m_window->jobsTable();
        QVERIFY(table->columnWidth(JobTableModel::NameColumn)
                >= table->fontMetrics().horizontalAdvance(m_jobName) + 8);
        QVERIFY(m_window->grab().save(screenshotDir()
                                      + QStringLiteral("/mainwindow-dark-1024x640.png")));
    }
};

QTEST_MAIN(TestDarkTheme)
#include "tst_darktheme.moc"
