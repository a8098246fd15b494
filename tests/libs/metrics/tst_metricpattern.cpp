// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// User metric patterns: validation with errors that name what is wrong, and the per-runtime
// store (atomic JSON file, a damaged file is reported and never overwritten).
#include "libs/metrics/metricpatternstore.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Metrics;

class TestMetricPattern : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void validation_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("regex");
        QTest::addColumn<QString>("error");
        QTest::addRow("ok named") << "loss"
                                  << "loss (?<value>\\S+)" << QString();
        QTest::addRow("ok name group") << ""
                                       << "(?<name>\\w+)=(?<value>\\S+)" << QString();
        QTest::addRow("ok step group") << "acc"
                                       << "\\[(?<step>\\d+)\\] acc (?<value>\\S+)" << QString();
        QTest::addRow("empty") << "loss"
                               << "  "
                               << "the pattern is empty; write a regular expression with a "
                                  "group (?<value>...) around the number";
        QTest::addRow("invalid regex")
            << "loss"
            << "loss (?<value>\\S+"
            << "the pattern 'loss (?<value>\\S+' is not a valid regular expression: missing "
               "closing parenthesis at offset 17";
        QTest::addRow("no value group")
            << "loss"
            << "loss (\\S+)"
            << "the pattern 'loss (\\S+)' has no group named 'value'; put (?<value>...) around "
               "the number it should read";
        QTest::addRow("no name")
            << ""
            << "loss (?<value>\\S+)"
            << "the pattern 'loss (?<value>\\S+)' gives no metric name; set a name or add a "
               "group (?<name>...)";
    }

    void validation()
    {
        QFETCH(QString, name);
        QFETCH(QString, regex);
        QFETCH(QString, error);
        const auto p = MetricPattern::create(name, regex);
        QCOMPARE(p.ok() ? QString() : p.error().message, error);
        if (p.ok()) {
            QCOMPARE(p->name(), name);
            QCOMPARE(p->pattern(), regex);
            QCOMPARE(MetricPattern::fromJson(p->toJson()).ok(), true);
            QVERIFY(*MetricPattern::fromJson(p->toJson()) == *p);
        }
    }

    void storeRoundTripPerRuntime()
    {
        QTemporaryDir dir;
        MetricPatternStore store(dir.filePath(QStringLiteral("sub/metric-patterns.json")));
        QCOMPARE(store.patterns(QStringLiteral("torch-distributed"))->size(), 0);
        const auto a = *MetricPattern::create(QStringLiteral("loss"), "L=(?<value>\\S+)");
        const auto b = *MetricPattern::create({}, "(?<name>\\w+)~(?<value>\\S+)");
        QVERIFY(store.setPatterns(QStringLiteral("torch-distributed"), {a, b}).ok());
        QVERIFY(store.setPatterns(QStringLiteral("deepspeed"), {b}).ok());
        MetricPatternStore again(store.path());
        QCOMPARE(*again.patterns(QStringLiteral("torch-distributed")),
                 (QList<MetricPattern>{a, b}));
        QCOMPARE(*again.patterns(QStringLiteral("deepspeed")), QList<MetricPattern>{b});
        QCOMPARE(again.patterns(QStringLiteral("other"))->size(), 0);
        QVERIFY(again.setPatterns(QStringLiteral("deepspeed"), {}).ok());
        QCOMPARE(store.patterns(QStringLiteral("deepspeed"))->size(), 0);
        QCOMPARE(store.patterns(QStringLiteral("torch-distributed"))->size(), 2);
    }

    void defaultPathIsInTheConfigLocation()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCOMPARE(MetricPatternStore::defaultPath(),
                 QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation)
                     + QStringLiteral("/TrainDeck/metric-patterns.json"));
    }

    void damagedFileIsReportedAndKept_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("why");
        QTest::addRow("not json") << QByteArray("{\"version\": 1, \"runt")
                                  << "unterminated string at byte 21";
        QTest::addRow("wrong shape")
            << QByteArray("[1, 2]") << "it is not {\"version\": 1, \"runtimes\": {...}}";
        QTest::addRow("bad pattern")
            << QByteArray(
                   "{\"version\": 1, \"runtimes\": {\"r\": [{\"name\": \"x\", \"regex\": \"(\"}]}}")
            << "runtime 'r': the pattern '(' is not a valid regular expression: missing closing "
               "parenthesis at offset 1";
    }

    void damagedFileIsReportedAndKept()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, why);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("metric-patterns.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
        f.close();
        MetricPatternStore store(path);
        const QString expected = QStringLiteral("the metric patterns file %1 is damaged (%2); fix "
                                                "or remove it, TrainDeck will not overwrite it")
                                     .arg(path, why);
        const auto read = store.patterns(QStringLiteral("r"));
        QVERIFY(!read.ok());
        QCOMPARE(read.error().message, expected);
        const auto a = *MetricPattern::create(QStringLiteral("loss"), "L=(?<value>\\S+)");
        const auto write = store.setPatterns(QStringLiteral("r"), {a});
        QVERIFY(!write.ok());
        QCOMPARE(write.error().message, expected);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), content);
    }
};

QTEST_GUILESS_MAIN(TestMetricPattern)
#include "tst_metricpattern.moc"
