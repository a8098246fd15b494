// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The metric pattern editor: live validation per row, the sample line preview, saving to the
// store for one runtime, and a damaged store shown and never overwritten.
#include "ui/monitor/metricpatternsdialog.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Metrics;
using namespace TrainDeck::Ui;

class TestMetricPatternsDialog : public QObject
{
    Q_OBJECT

private:
    static QPushButton *saveButton(MetricPatternsDialog &d)
    {
        return d.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Save);
    }

private Q_SLOTS:
    void validatesPreviewsAndSaves()
    {
        QTemporaryDir dir;
        MetricPatternStore store(dir.filePath(QStringLiteral("metric-patterns.json")));
        MetricPatternsDialog d(QStringLiteral("torch-distributed"), store);
        auto *table = d.findChild<QTableWidget *>(QStringLiteral("patternTable"));
        QVERIFY(table);
        QCOMPARE(table->rowCount(), 0);
        QVERIFY(saveButton(d)->isEnabled());

        d.setSampleLine(QStringLiteral("step=12 loss=0.5 | speed 812.5 img/s"));
        QCOMPARE(d.preview(), QStringLiteral("loss = 0.5 (step 12)"));

        // Typing into the table: a row without a value group is wrong and blocks saving.
        const int row = d.addRow();
        table->item(row, MetricPatternsDialog::NameColumn)->setText(QStringLiteral("speed"));
        table->item(row, MetricPatternsDialog::RegexColumn)
            ->setText(QStringLiteral("speed ([0-9.]+) img/s"));
        QCOMPARE(d.problem(),
                 QStringLiteral("row 1: the pattern 'speed ([0-9.]+) img/s' has no group named "
                                "'value'; put (?<value>...) around the number it should read"));
        QVERIFY(!saveButton(d)->isEnabled());
        QCOMPARE(table->item(row, MetricPatternsDialog::RegexColumn)->toolTip(),
                 d.problem().mid(7));
        QCOMPARE(d.preview(), QStringLiteral("loss = 0.5 (step 12)"));

        table->item(row, MetricPatternsDialog::RegexColumn)
            ->setText(QStringLiteral("speed (?<value>[0-9.]+) img/s"));
        QCOMPARE(d.problem(), QString());
        QVERIFY(saveButton(d)->isEnabled());
        QCOMPARE(d.preview(), QStringLiteral("loss = 0.5 (step 12)\nspeed = 812.5 (step 12)"));

        d.setRow(d.addRow(), QString(), QStringLiteral("(bad"));
        QCOMPARE(d.problem(),
                 QStringLiteral("row 2: the pattern '(bad' is not a valid regular expression: "
                                "missing closing parenthesis at offset 4"));
        QVERIFY(!saveButton(d)->isEnabled());
        d.setRow(1, QString(), QString()); // an emptied row is left out
        QCOMPARE(d.problem(), QString());

        QTest::mouseClick(saveButton(d), Qt::LeftButton);
        QCOMPARE(d.result(), int(QDialog::Accepted));
        const auto saved = store.patterns(QStringLiteral("torch-distributed"));
        QVERIFY(saved.ok());
        QCOMPARE(saved->size(), 1);
        QCOMPARE(saved->first().name(), QStringLiteral("speed"));
        QCOMPARE(saved->first().pattern(), QStringLiteral("speed (?<value>[0-9.]+) img/s"));

        // Opened again, the saved rows are there.
        MetricPatternsDialog again(QStringLiteral("torch-distributed"), store);
        auto *t2 = again.findChild<QTableWidget *>(QStringLiteral("patternTable"));
        QCOMPARE(t2->rowCount(), 1);
        QCOMPARE(t2->item(0, MetricPatternsDialog::NameColumn)->text(), QStringLiteral("speed"));
        QCOMPARE(again.patterns(), *saved);
    }

    void damagedStoreIsShownAndKept()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("metric-patterns.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{not json");
        f.close();
        MetricPatternsDialog d(QStringLiteral("r"), MetricPatternStore(path));
        QCOMPARE(d.problem(),
                 QStringLiteral("the metric patterns file %1 is damaged (unterminated object at "
                                "byte 2); fix or remove it, TrainDeck will not overwrite it")
                     .arg(path));
        QVERIFY(!saveButton(d)->isEnabled());
        d.accept();
        QCOMPARE(d.result(), int(QDialog::Rejected));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("{not json"));
    }
};

QTEST_MAIN(TestMetricPatternsDialog)
#include "tst_metricpatternsdialog.moc"
