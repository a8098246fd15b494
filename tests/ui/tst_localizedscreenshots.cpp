// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The main window and the job builder in German and in Simplified Chinese, with the
// catalogues loaded the way the app loads them (translations/translator.h, by locale): the
// texts are the translations, no button or column title is cut, and screenshots are saved to
// <build>/screenshots/{main,builder}-{de,zh_CN}.png (Xvfb) for a person to look at.
#include "core/catalog/runtimecatalog.h"
#include "models/jobfilterproxymodel.h"
#include "tests/support/fakebackend.h"
#include "tests/support/uitestsetup.h"
#include "translations/translator.h"
#include "ui/builder/jobbuilderdialog.h"
#include "ui/jobtableview.h"
#include "ui/mainwindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QStyle>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <memory>

using namespace TrainDeck;
using namespace TrainDeck::Ui;

namespace {

JobSnapshot job(const QString &name, JobStatus status, int nodes, int minutesAgo)
{
    JobSnapshot s;
    s.name = name;
    s.connection = QStringLiteral("local");
    s.runtimeName = QStringLiteral("torch-distributed");
    s.framework = QStringLiteral("torch");
    s.status = status;
    s.numNodes = nodes;
    s.created = QDateTime::currentDateTimeUtc().addSecs(-60 * minutesAgo);
    s.started = s.created.addSecs(20);
    if (status == JobStatus::Complete || status == JobStatus::Failed)
        s.finished = s.started.addSecs(300);
    return s;
}

/// Buttons whose text does not fit their width (the style's margins counted).
QStringList cutButtons(QWidget *root)
{
    QStringList cut;
    for (QAbstractButton *b : root->findChildren<QAbstractButton *>()) {
        if (!b->isVisibleTo(root) || b->text().isEmpty() || !qobject_cast<QPushButton *>(b))
            continue;
        QString text = b->text();
        text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
        const int need = b->fontMetrics().horizontalAdvance(text)
                         + (b->icon().isNull() ? 0 : b->iconSize().width() + 4);
        if (b->width() < need + 6)
            cut << QStringLiteral("\"%1\" (%2 px, needs %3)").arg(text).arg(b->width()).arg(need);
    }
    return cut;
}

} // namespace

class TestLocalizedScreenshots : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    /// Loads `language`'s catalogue as the app does at start; drops the one loaded before.
    void useLanguage(const QByteArray &language)
    {
        for (QTranslator *t : qApp->findChildren<QTranslator *>()) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
        qputenv("TRAINDECK_LANG", language);
        QCOMPARE(QByteArray(installTranslators(*qApp)), language);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        Tests::useTemporarySettings(m_dir, QStringLiteral("TrainDeckLocalizedTest"));
    }

    void screenshots_data()
    {
        QTest::addColumn<QByteArray>("language");
        QTest::addColumn<QString>("newJob");    // the File menu's New Job…, translated
        QTest::addColumn<QString>("jobsTitle"); // the Name column's title, translated
        QTest::newRow("de") << QByteArray("de") << QStringLiteral("&Neuer Job…")
                            << QStringLiteral("Name");
        QTest::newRow("zh_CN") << QByteArray("zh_CN") << QString() << QString();
    }

    void screenshots()
    {
        QFETCH(QByteArray, language);
        QFETCH(QString, newJob);
        QFETCH(QString, jobsTitle);
        useLanguage(language);

        Testing::FakeBackend backend(QStringLiteral("local"), QStringLiteral("Local processes"));
        backend.runtimeList = RuntimeCatalog::bundled().runtimes();
        auto window = std::make_unique<MainWindow>();
        window->resize(1024, 640);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        window->addBackend(&backend);
        backend.start();
        Q_EMIT backend.jobChanged(job(QStringLiteral("mnist-ddp"), JobStatus::Running, 2, 5));
        Q_EMIT backend.jobChanged(job(QStringLiteral("bert-finetune"), JobStatus::Complete, 4, 90));
        Q_EMIT backend.jobChanged(job(QStringLiteral("llama-lora"), JobStatus::Failed, 1, 300));
        QTRY_COMPARE(window->jobProxy()->rowCount(), 3);
        QVERIFY(window->selectJob(QStringLiteral("mnist-ddp")));
        QTest::qWait(300);

        // The window speaks the language: its first menu is the translated File menu.
        const QList<QAction *> menus = window->menuBar()->actions();
        QVERIFY(!menus.isEmpty());
        QVERIFY2(menus.first()->text() != QStringLiteral("&File"),
                 qPrintable(menus.first()->text()));
        if (!newJob.isEmpty()) {
            bool found = false;
            for (QAction *a : menus.first()->menu()->actions())
                found = found || a->text() == newJob;
            QVERIFY2(found, qPrintable(newJob));
            QCOMPARE(window->jobsTable()->model()->headerData(0, Qt::Horizontal).toString(),
                     jobsTitle);
        }
        // Column titles of the jobs table fit.
        QHeaderView *h = window->jobsTable()->horizontalHeader();
        const int margin = h->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, h);
        for (int i = 0; i < h->count(); ++i) {
            if (h->isSectionHidden(i))
                continue;
            const QString title = h->model()->headerData(i, Qt::Horizontal).toString();
            const int need = h->fontMetrics().horizontalAdvance(title) + 2 * margin;
            QVERIFY2(h->sectionSize(i) >= need,
                     qPrintable(QStringLiteral("\"%1\" is %2 px wide, its title needs %3")
                                    .arg(title)
                                    .arg(h->sectionSize(i))
                                    .arg(need)));
        }
        const QStringList cutInWindow = cutButtons(window.get());
        QVERIFY2(cutInWindow.isEmpty(), qPrintable(cutInWindow.join(u'\n')));
        const QString suffix = QString::fromLatin1(language);
        QVERIFY(window->grab().save(Tests::screenshotDir()
                                    + QStringLiteral("/main-%1.png").arg(suffix)));

        // Its own window, as the app opens it (AppController), so it is grabbed alone.
        auto builder = std::make_unique<JobBuilderDialog>();
        builder->setRuntimes(RuntimeCatalog::bundled().runtimes());
        builder->resize(builder->sizeHint());
        builder->show();
        QVERIFY(QTest::qWaitForWindowExposed(builder.get()));
        QTest::qWait(300);
        const QStringList cutInBuilder = cutButtons(builder.get());
        QVERIFY2(cutInBuilder.isEmpty(), qPrintable(cutInBuilder.join(u'\n')));
        QVERIFY(builder->grab().save(Tests::screenshotDir()
                                     + QStringLiteral("/builder-%1.png").arg(suffix)));
        builder->showSection(JobBuilderDialog::Section::Resources);
        QTest::qWait(200);
        QVERIFY(builder->grab().save(Tests::screenshotDir()
                                     + QStringLiteral("/builder-resources-%1.png").arg(suffix)));
        builder.reset();
        window.reset();
    }
};

QTEST_MAIN(TestLocalizedScreenshots)
#include "tst_localizedscreenshots.moc"
