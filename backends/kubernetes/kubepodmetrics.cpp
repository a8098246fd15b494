// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/kubernetes/kubepodmetrics.h"

#include "backends/kubernetes/kubejson.h"
#include "backends/kubernetes/kubequantity.h"

#include <QDateTime>

#include <cmath>

namespace TrainDeck::Kubernetes {

std::optional<ResourceSample> KubePodMetrics::sample(const nlohmann::ordered_json &m)
{
    if (!m.is_object() || !m.contains("containers") || !m["containers"].is_array())
        return std::nullopt;
    double cores = 0;
    double bytes = 0;
    bool any = false;
    for (const auto &c : m["containers"]) {
        if (!c.is_object() || !c.contains("usage") || !c["usage"].is_object())
            continue;
        const auto &u = c["usage"];
        const auto cpu = KubeQuantity::parse(KubeJson::text(u, "cpu"));
        const auto mem = KubeQuantity::parse(KubeJson::text(u, "memory"));
        if (!cpu || !mem)
            continue;
        cores += *cpu;
        bytes += *mem;
        any = true;
    }
    if (!any)
        return std::nullopt;
    ResourceSample s;
    const QDateTime t = QDateTime::fromString(KubeJson::text(m, "timestamp"), Qt::ISODateWithMs);
    s.msecs = t.isValid() ? t.toMSecsSinceEpoch() : 0;
    s.cpuPercent = cores * 100.0;
    s.memoryBytes = bytes >= 0 && bytes < 9.2e18 ? qint64(std::llround(bytes)) : -1;
    return s;
}

} // namespace TrainDeck::Kubernetes
