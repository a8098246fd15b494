// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Kubernetes quantities as numbers, and PodMetrics objects (metrics-server's shape) as
// samples: pure, no server.
#include "backends/kubernetes/kubepodmetrics.h"
#include "backends/kubernetes/kubequantity.h"

#include <QDateTime>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Kubernetes;

class TestKubePodMetrics : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void quantities_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("value");
        QTest::newRow("cores") << QStringLiteral("2") << 2.0;
        QTest::newRow("milli") << QStringLiteral("250m") << 0.25;
        QTest::newRow("nano (metrics-server)") << QStringLiteral("12345678n") << 0.012345678;
        QTest::newRow("micro") << QStringLiteral("500u") << 0.0005;
        QTest::newRow("fraction") << QStringLiteral("1.5") << 1.5;
        QTest::newRow("leading dot") << QStringLiteral(".5") << 0.5;
        QTest::newRow("Ki") << QStringLiteral("123456Ki") << 123456.0 * 1024;
        QTest::newRow("Mi") << QStringLiteral("64Mi") << 64.0 * 1024 * 1024;
        QTest::newRow("Gi") << QStringLiteral("1.5Gi") << 1.5 * 1024 * 1024 * 1024;
        QTest::newRow("k") << QStringLiteral("3k") << 3000.0;
        QTest::newRow("M") << QStringLiteral("2M") << 2e6;
        QTest::newRow("G") << QStringLiteral("1G") << 1e9;
        QTest::newRow("E") << QStringLiteral("1E") << 1e18;
        QTest::newRow("exponent") << QStringLiteral("1e3") << 1000.0;
        QTest::newRow("negative exponent") << QStringLiteral("5E-2") << 0.05;
    }

    void quantities()
    {
        QFETCH(QString, text);
        QFETCH(double, value);
        const auto q = KubeQuantity::parse(text);
        QVERIFY2(q.has_value(), qPrintable(text));
        QCOMPARE(*q, value);
    }

    void notQuantities_data()
    {
        QTest::addColumn<QString>("text");
        for (const char *t : {"", "m", "1.2.3", "12 Mi", "1mi", "1KiB", "abc", "1e", "0x10"})
            QTest::newRow(t) << QString::fromLatin1(t);
    }

    void notQuantities()
    {
        QFETCH(QString, text);
        QVERIFY(!KubeQuantity::parse(text).has_value());
    }

    void podMetrics()
    {
        // The shape metrics-server answers with (two containers).
        const auto m = nlohmann::ordered_json::parse(R"({
            "kind": "PodMetrics", "apiVersion": "metrics.k8s.io/v1beta1",
            "metadata": {"name": "job-node-0-0-x", "namespace": "default"},
            "timestamp": "2026-11-24T16:03:20Z", "window": "10.062s",
            "containers": [
                {"name": "node", "usage": {"cpu": "1203450117n", "memory": "204800Ki"}},
                {"name": "sidecar", "usage": {"cpu": "5m", "memory": "10Mi"}}]})");
        const auto s = KubePodMetrics::sample(m);
        QVERIFY(s.has_value());
        QCOMPARE(s->msecs,
                 QDateTime(QDate(2026, 11, 24), QTime(16, 3, 20), Qt::UTC).toMSecsSinceEpoch());
        QCOMPARE(s->cpuPercent, (1.203450117 + 0.005) * 100);
        QCOMPARE(s->memoryBytes, qint64(204800) * 1024 + qint64(10) * 1024 * 1024);
        QCOMPARE(s->memoryLimitBytes, qint64(-1));
        QCOMPARE(s->networkRxBytes, qint64(-1));
        QCOMPARE(s->networkTxBytes, qint64(-1));
        QCOMPARE(s->blockReadBytes, qint64(-1));
        QCOMPARE(s->blockWriteBytes, qint64(-1));
        QCOMPARE(s->step, QString());
    }

    void notPodMetrics_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("Status") << QByteArray(R"({"kind":"Status","code":404})");
        QTest::newRow("no containers") << QByteArray(R"({"containers":[]})");
        QTest::newRow("bad quantity")
            << QByteArray(R"({"containers":[{"usage":{"cpu":"lots","memory":"1Mi"}}]})");
        QTest::newRow("array") << QByteArray("[]");
    }

    void notPodMetrics()
    {
        QFETCH(QByteArray, json);
        QVERIFY(!KubePodMetrics::sample(nlohmann::ordered_json::parse(json.toStdString())));
    }
};

QTEST_GUILESS_MAIN(TestKubePodMetrics)
#include "tst_kubepodmetrics.moc"
