// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The stats decoder on objects captured from the real dockerd and podman (data/stats: a
// container busy-looping one core, stream=1), and on hand-made objects for what those
// engines here leave empty (block I/O entries, several interfaces, cgroup v2 memory).
#include "backends/container/containerstats.h"

#include <QDateTime>
#include <QFile>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Container;

namespace {

const QString dataDir
    = QStringLiteral(TRAINDECK_SOURCE_DIR "/tests/backends/container/data/stats/");

QByteArray captured(const char *name)
{
    QFile f(dataDir + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    return f.readAll().trimmed();
}

qint64 msecs(const char *iso)
{
    return QDateTime::fromString(QLatin1String(iso), Qt::ISODateWithMs).toMSecsSinceEpoch();
}

ResourceSample decoded(const QByteArray &json)
{
    const auto r = ContainerStats::decode(json);
    if (!r)
        qFatal("decode failed: %s", qPrintable(r.error().message));
    if (!r->has_value())
        qFatal("decode gave no sample");
    return **r;
}

} // namespace

class TestContainerStats : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void dockerBusy()
    {
        const ResourceSample s = decoded(captured("docker-busy.json"));
        QCOMPARE(s.msecs, msecs("2026-11-24T16:03:21.806Z"));
        // (3009775045 - 2332739245) / (85047140000000 - 85045130000000) x 2 x 100
        QCOMPARE(s.cpuPercent, 677035800.0 / 2010000000.0 * 2 * 100);
        // usage 15200256 less total_inactive_file 11698176 (cgroup v1)
        QCOMPARE(s.memoryBytes, qint64(15200256 - 11698176));
        QCOMPARE(s.memoryLimitBytes, qint64(1073741824));
        // This dockerd runs without a bridge: the object has no "networks".
        QCOMPARE(s.networkRxBytes, qint64(-1));
        QCOMPARE(s.networkTxBytes, qint64(-1));
        // cgroup v1 here: the list is there and empty, so zero bytes, measured.
        QCOMPARE(s.blockReadBytes, qint64(0));
        QCOMPARE(s.blockWriteBytes, qint64(0));
        QCOMPARE(s.step, QString());
        QCOMPARE(s.gpus, 0);
    }

    void dockerFirstHasNoCpu()
    {
        // Docker's first object compares with nothing (preread 0001-01-01).
        const ResourceSample s = decoded(captured("docker-first.json"));
        QCOMPARE(s.cpuPercent, -1.0);
        QCOMPARE(s.memoryBytes, qint64(15200256 - 11702272));
        QCOMPARE(s.msecs, msecs("2026-11-24T16:03:20.803Z"));
    }

    void dockerExitedIsNoSample()
    {
        const auto r = ContainerStats::decode(captured("docker-exited.json"));
        QVERIFY(r.ok());
        QVERIFY(!r->has_value());
    }

    void podmanBusy()
    {
        const ResourceSample s = decoded(captured("podman-busy.json"));
        QCOMPARE(s.msecs, msecs("2026-11-24T16:03:25.820Z"));
        // Five seconds apart: (5391295912 - 2040345061) / (51969822356193 - 51959814408925)
        // x 2 x 100, which Podman's own cpu_stats.cpu puts at 66.96.
        QCOMPARE(s.cpuPercent, 3350950851.0 / 10007947268.0 * 2 * 100);
        QVERIFY(qAbs(s.cpuPercent - 66.956) < 0.02);
        // Podman gives usage and limit only: nothing to subtract.
        QCOMPARE(s.memoryBytes, qint64(15085568));
        QCOMPARE(s.memoryLimitBytes, qint64(1073741824));
        // One "network" key.
        QCOMPARE(s.networkRxBytes, qint64(586));
        QCOMPARE(s.networkTxBytes, qint64(1360));
        QCOMPARE(s.blockReadBytes, qint64(0));
        QCOMPARE(s.blockWriteBytes, qint64(0));
    }

    void podmanFirstIsTooCloseForCpu()
    {
        // Its precpu is 4 ms older: no CPU figure from so short an interval.
        const ResourceSample s = decoded(captured("podman-first.json"));
        QCOMPARE(s.cpuPercent, -1.0);
        QCOMPARE(s.memoryBytes, qint64(15093760));
        QCOMPARE(s.networkRxBytes, qint64(516));
        QCOMPARE(s.networkTxBytes, qint64(1220));
    }

    void blockIoNetworksAndCgroupV2Memory()
    {
        const QByteArray json = R"({"read":"2026-01-02T03:04:05.678901234Z",
            "preread":"2026-01-02T03:04:04.678901234Z",
            "cpu_stats":{"cpu_usage":{"total_usage":1500000000,"percpu_usage":[1,2,3,4]},
                         "system_cpu_usage":20000000000},
            "precpu_stats":{"cpu_usage":{"total_usage":1000000000},
                            "system_cpu_usage":16000000000},
            "memory_stats":{"usage":1000,"limit":4000,"stats":{"inactive_file":300}},
            "networks":{"eth0":{"rx_bytes":10,"tx_bytes":20},"eth1":{"rx_bytes":1,"tx_bytes":2}},
            "blkio_stats":{"io_service_bytes_recursive":[
                {"major":8,"minor":0,"op":"Read","value":4096},
                {"major":8,"minor":0,"op":"Write","value":8192},
                {"major":8,"minor":0,"op":"Sync","value":12288},
                {"major":8,"minor":0,"op":"Total","value":12288},
                {"major":8,"minor":16,"op":"read","value":100},
                {"major":8,"minor":16,"op":"write","value":7}]}})";
        const ResourceSample s = decoded(json);
        QCOMPARE(s.msecs, msecs("2026-01-02T03:04:05.678Z"));
        // No online_cpus: the CLI counts percpu_usage (4). 0.5 s of 4 s system time x 4.
        QCOMPARE(s.cpuPercent, 50.0);
        QCOMPARE(s.memoryBytes, qint64(700));
        QCOMPARE(s.memoryLimitBytes, qint64(4000));
        QCOMPARE(s.networkRxBytes, qint64(11));
        QCOMPARE(s.networkTxBytes, qint64(22));
        QCOMPARE(s.blockReadBytes, qint64(4196));
        QCOMPARE(s.blockWriteBytes, qint64(8199));
    }

    void memoryRules_data()
    {
        QTest::addColumn<QByteArray>("memory");
        QTest::addColumn<qint64>("used");
        QTest::newRow("v1 subtracts total_inactive_file")
            << QByteArray(R"({"usage":100,"stats":{"total_inactive_file":30,"inactive_file":10}})")
            << qint64(70);
        QTest::newRow("v1 too large falls to inactive_file")
            << QByteArray(R"({"usage":100,"stats":{"total_inactive_file":200,"inactive_file":10}})")
            << qint64(90);
        QTest::newRow("nothing smaller: usage")
            << QByteArray(R"({"usage":100,"stats":{"inactive_file":100}})") << qint64(100);
        QTest::newRow("no stats") << QByteArray(R"({"usage":100})") << qint64(100);
        QTest::newRow("no usage") << QByteArray(R"({"limit":100})") << qint64(-1);
        QTest::newRow("empty") << QByteArray("{}") << qint64(-1);
    }

    void memoryRules()
    {
        QFETCH(QByteArray, memory);
        QFETCH(qint64, used);
        QCOMPARE(ContainerStats::memoryUsed(nlohmann::json::parse(memory.toStdString())), used);
    }

    void noCpuWithoutAnEarlierReading_data()
    {
        QTest::addColumn<QByteArray>("json");
        const char *head = R"({"read":"2026-01-02T03:04:05Z","preread":"2026-01-02T03:04:04Z",)";
        QTest::newRow("no precpu system")
            << QByteArray(head)
                   + R"("cpu_stats":{"cpu_usage":{"total_usage":5},"system_cpu_usage":10,"online_cpus":1},"precpu_stats":{"cpu_usage":{"total_usage":1}}})";
        QTest::newRow("system went back")
            << QByteArray(head)
                   + R"("cpu_stats":{"cpu_usage":{"total_usage":5},"system_cpu_usage":10,"online_cpus":1},"precpu_stats":{"cpu_usage":{"total_usage":1},"system_cpu_usage":20}})";
        QTest::newRow("usage went back")
            << QByteArray(head)
                   + R"("cpu_stats":{"cpu_usage":{"total_usage":1},"system_cpu_usage":20,"online_cpus":1},"precpu_stats":{"cpu_usage":{"total_usage":5},"system_cpu_usage":10}})";
        QTest::newRow("no cpu count")
            << QByteArray(head)
                   + R"("cpu_stats":{"cpu_usage":{"total_usage":5},"system_cpu_usage":20},"precpu_stats":{"cpu_usage":{"total_usage":1},"system_cpu_usage":10}})";
        QTest::newRow("strings, not numbers")
            << QByteArray(head)
                   + R"("cpu_stats":{"cpu_usage":{"total_usage":"5"},"system_cpu_usage":20,"online_cpus":1},"precpu_stats":{"cpu_usage":{"total_usage":1},"system_cpu_usage":10}})";
    }

    void noCpuWithoutAnEarlierReading()
    {
        QFETCH(QByteArray, json);
        const ResourceSample s = decoded(json);
        QCOMPARE(s.cpuPercent, -1.0);
        QCOMPARE(s.memoryBytes, qint64(-1));
        QCOMPARE(s.networkRxBytes, qint64(-1));
        QCOMPARE(s.blockReadBytes, qint64(-1));
    }

    void notJsonIsAParseError_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("array") << QByteArray("[1,2]");
        QTest::newRow("cut") << captured("docker-busy.json").left(300);
        QTest::newRow("text") << QByteArray("No such container: x");
    }

    void notJsonIsAParseError()
    {
        QFETCH(QByteArray, bytes);
        const auto r = ContainerStats::decode(bytes);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, Error::Kind::Parse);
    }
};

QTEST_GUILESS_MAIN(TestContainerStats)
#include "tst_containerstats.moc"
