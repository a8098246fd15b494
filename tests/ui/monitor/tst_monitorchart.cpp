// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The charts module as the app loads it (ui/charts: traindeck-charts.so, which the app does not
// link), a file that is not it, and a window without it.
#include "libs/metrics/metricseries.h"
#include "ui/monitor/monitorchart.h"
#include "ui/monitor/unavailablechart.h"

#include <QImage>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

#include <memory>

using namespace TrainDeck;
using namespace TrainDeck::Ui;

class TestMonitorChart : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theModuleDrawsWhatTheProgramHolds()
    {
        const Result<MonitorChart::Factory> factory
            = MonitorChart::loadModule(QStringLiteral(TRAINDECK_CHARTS_MODULE));
        QVERIFY2(factory, qPrintable(factory ? QString() : factory.error().message));

        Metrics::MetricSeries series;
        for (int step = 1; step <= 5; ++step)
            series.append(step, 1.0 / step);
        QWidget window;
        window.resize(640, 400);
        MonitorChart *chart = (*factory)(QStringLiteral("loss"), &window);
        QVERIFY(chart && chart->widget());
        QCOMPARE(chart->widget()->parent(), &window);
        // A MonitorChartView of the module's own (hidden symbols), not one linked in here.
        QCOMPARE(chart->widget()->metaObject()->className(), "TrainDeck::Ui::MonitorChartView");
        QVERIFY(!dynamic_cast<UnavailableChart *>(chart));

        MonitorChart::Line line;
        line.name = QStringLiteral("node-0");
        line.node = QStringLiteral("node-0");
        line.source = [&series] {
            return &series;
        };
        chart->setLines(
            {line}, MonitorChart::XAxisKind::Step, QStringLiteral("step"), QStringLiteral("loss"));
        chart->refresh();
        QCOMPARE(chart->csv(),
                 QByteArray("series,step,loss\nnode-0,1,1\nnode-0,2,0.5\nnode-0,3,0.3333333333\n"
                            "node-0,4,0.25\nnode-0,5,0.2\n"));

        chart->widget()->resize(600, 360);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("loss.png"));
        const Result<void> saved = chart->exportPng(png);
        QVERIFY2(saved, qPrintable(saved ? QString() : saved.error().message));
        const QImage image(png);
        QCOMPARE(image.width(), int(600 * chart->widget()->devicePixelRatioF()));
        // Drawn: more than a background, a frame and a title.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 3)
            for (int x = 0; x < image.width(); x += 3)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 8, qPrintable(QString::number(colours.size())));
        delete chart; // the widget goes with it
        QVERIFY(window.findChildren<QWidget *>().isEmpty());
    }

    void aFileThatIsNotTheModuleIsNamed()
    {
        QTemporaryDir dir;
        const QString fake = dir.filePath(QStringLiteral("traindeck-charts.so"));
        QFile f(fake);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not a library\n");
        f.close();
        const Result<MonitorChart::Factory> text = MonitorChart::loadModule(fake);
        QVERIFY(!text);
        QCOMPARE(text.error().kind, Error::Kind::Io);
        QVERIFY2(text.error().message.contains(fake), qPrintable(text.error().message));

        // A real library without the module's entries.
        const Result<MonitorChart::Factory> other
            = MonitorChart::loadModule(QStringLiteral(TRAINDECK_OTHER_LIBRARY));
        QVERIFY(!other);
        QCOMPARE(other.error().kind, Error::Kind::Unsupported);
        QVERIFY2(other.error().message.contains(QStringLiteral("is not the charts module")),
                 qPrintable(other.error().message));
    }

    void withoutTheModuleAChartSaysWhy()
    {
        // This program links the charts in; without that and with no module beside it, a
        // chart is the placeholder.
        MonitorChart::setLinkedFactory(nullptr);
        QWidget window;
        std::unique_ptr<MonitorChart> chart(MonitorChart::create(QStringLiteral("CPU"), &window));
        auto *placeholder = dynamic_cast<UnavailableChart *>(chart.get());
        QVERIFY(placeholder);
        const QString why = MonitorChart::unavailableReason();
        QVERIFY2(why.contains(QStringLiteral("traindeck-charts.so"))
                     && why.contains(QStringLiteral("Reinstall TrainDeck")),
                 qPrintable(why));
        QVERIFY(placeholder->text().contains(QStringLiteral("CPU")));
        QVERIFY(placeholder->text().contains(why));
        const Result<void> png = chart->exportPng(QStringLiteral("/tmp/never.png"));
        QVERIFY(!png);
        QVERIFY(png.error().message.contains(why));
        QVERIFY(!QFile::exists(QStringLiteral("/tmp/never.png")));
    }
};

QTEST_MAIN(TestMonitorChart)
#include "tst_monitorchart.moc"
