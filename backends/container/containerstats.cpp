// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/container/containerstats.h"
#include "backends/container/enginejson.h"

namespace TrainDeck::Container {

namespace {

using Json = nlohmann::json;

const Json *member(const Json &object, const char *key)
{
    if (!object.is_object())
        return nullptr;
    const auto it = object.find(key);
    return it == object.end() || it->is_null() ? nullptr : &*it;
}

/// A non-negative integer counter; nullopt when absent or not a number. Engines send
/// unsigned 64-bit counters: values beyond qint64 are clamped rather than wrapped.
std::optional<qint64> counter(const Json &object, const char *key)
{
    const Json *v = member(object, key);
    if (!v)
        return std::nullopt;
    if (v->is_number_unsigned()) {
        const auto u = v->get<std::uint64_t>();
        return u > std::uint64_t(std::numeric_limits<qint64>::max())
                   ? std::numeric_limits<qint64>::max()
                   : qint64(u);
    }
    if (v->is_number_integer()) {
        const auto i = v->get<std::int64_t>();
        return i < 0 ? std::nullopt : std::optional<qint64>(i);
    }
    return std::nullopt;
}

/// Counters summed over interfaces or devices: saturating, as a hostile engine could send
/// values that add up beyond qint64.
qint64 plus(qint64 a, qint64 b)
{
    return b > std::numeric_limits<qint64>::max() - a ? std::numeric_limits<qint64>::max() : a + b;
}

QString text(const Json &object, const char *key)
{
    return object.is_object() ? EngineJson::str(object, key) : QString();
}

qint64 msecsOf(const QString &rfc3339)
{
    const QDateTime t = EngineJson::time(rfc3339);
    return t.isValid() ? t.toMSecsSinceEpoch() : 0;
}

} // namespace

Result<std::optional<ResourceSample>> ContainerStats::decode(QByteArrayView json)
{
    const Json object = Json::parse(json.begin(), json.end(), nullptr, false);
    if (object.is_discarded() || !object.is_object())
        return Error::make(Error::Kind::Parse,
                           tr("The engine sent a stats object that is not JSON: %1")
                               .arg(QString::fromUtf8(
                                   json.first(qMin<qsizetype>(json.size(), 80)).toByteArray())));
    return fromObject(object);
}

std::optional<ResourceSample> ContainerStats::fromObject(const Json &object)
{
    // A stopped container: Docker keeps sending zeroed objects, read at the zero time.
    const qint64 read = msecsOf(text(object, "read"));
    if (read <= 0)
        return std::nullopt;
    ResourceSample s;
    s.msecs = read;
    s.cpuPercent = cpuPercent(object);
    if (const Json *memory = member(object, "memory_stats")) {
        s.memoryBytes = memoryUsed(*memory);
        s.memoryLimitBytes = counter(*memory, "limit").value_or(-1);
    }
    // Summed over interfaces: Docker names each (eth0, eth1 ...), Podman gives one "network".
    if (const Json *networks = member(object, "networks"); networks && networks->is_object()) {
        qint64 rx = 0;
        qint64 tx = 0;
        for (const Json &i : *networks) {
            rx = plus(rx, counter(i, "rx_bytes").value_or(0));
            tx = plus(tx, counter(i, "tx_bytes").value_or(0));
        }
        s.networkRxBytes = rx;
        s.networkTxBytes = tx;
    }
    // The Docker CLI sums the "read" and "write" entries of every device (cgroup v1 spells
    // them "Read"/"Write"). A missing or null list is not measured; an empty one is zero.
    if (const Json *blkio = member(object, "blkio_stats")) {
        if (const Json *bytes = member(*blkio, "io_service_bytes_recursive");
            bytes && bytes->is_array()) {
            qint64 r = 0;
            qint64 w = 0;
            for (const Json &e : *bytes) {
                const QString op = text(e, "op").toLower();
                const qint64 v = counter(e, "value").value_or(0);
                if (op == QLatin1String("read"))
                    r = plus(r, v);
                else if (op == QLatin1String("write"))
                    w = plus(w, v);
            }
            s.blockReadBytes = r;
            s.blockWriteBytes = w;
        }
    }
    return s;
}

double ContainerStats::cpuPercent(const Json &object)
{
    const Json *cpu = member(object, "cpu_stats");
    const Json *pre = member(object, "precpu_stats");
    if (!cpu || !pre)
        return -1;
    const qint64 read = msecsOf(text(object, "read"));
    const qint64 preread = msecsOf(text(object, "preread"));
    if (read <= 0 || preread <= 0 || read - preread < minimumCpuIntervalMsecs)
        return -1;
    const Json *usage = member(*cpu, "cpu_usage");
    const Json *preUsage = member(*pre, "cpu_usage");
    if (!usage || !preUsage)
        return -1;
    const auto total = counter(*usage, "total_usage");
    const auto preTotal = counter(*preUsage, "total_usage");
    const auto system = counter(*cpu, "system_cpu_usage");
    const auto preSystem = counter(*pre, "system_cpu_usage");
    if (!total || !preTotal || !system || !preSystem || *preSystem == 0 || *system <= *preSystem
        || *total < *preTotal)
        return -1;
    qint64 cpus = counter(*cpu, "online_cpus").value_or(0);
    if (cpus == 0) {
        // Engines older than API 1.27 give no online_cpus; the CLI counts percpu_usage then.
        if (const Json *per = member(*usage, "percpu_usage"); per && per->is_array())
            cpus = qint64(per->size());
    }
    if (cpus == 0)
        return -1;
    return double(*total - *preTotal) / double(*system - *preSystem) * double(cpus) * 100.0;
}

qint64 ContainerStats::memoryUsed(const Json &memoryStats)
{
    const auto usage = counter(memoryStats, "usage");
    if (!usage)
        return -1;
    if (const Json *stats = member(memoryStats, "stats")) {
        // cgroup v1 first (as the Docker CLI): there total_inactive_file counts child cgroups
        // too, inactive_file only this one; on cgroup v2 only inactive_file exists.
        if (const auto v1 = counter(*stats, "total_inactive_file"); v1 && *v1 < *usage)
            return *usage - *v1;
        if (const auto v2 = counter(*stats, "inactive_file"); v2 && *v2 < *usage)
            return *usage - *v2;
    }
    return *usage;
}

} // namespace TrainDeck::Container
