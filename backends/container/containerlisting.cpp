// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/container/containerlisting.h"

#include "backends/container/containerbackend.h"
#include "backends/container/enginejson.h"

#include "core/domain/labels.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace TrainDeck::Container {

using namespace EngineJson;

namespace {

using Json = nlohmann::json;

/// A whole number field of an object, clamped to [lo, hi]; nullopt when absent or not a
/// number. A float counts when it is whole (an engine or proxy that re-encodes numbers), and
/// is clamped before it is converted: a cast of 1e300 to an integer is undefined.
std::optional<qint64> wholeNumber(const Json &o, const char *key, qint64 lo, qint64 hi)
{
    if (!o.is_object())
        return std::nullopt;
    const auto it = o.find(key);
    if (it == o.end())
        return std::nullopt;
    if (it->is_number_unsigned()) {
        const auto v = it->get<std::uint64_t>();
        return v > std::uint64_t(hi) ? hi : std::max(lo, qint64(v));
    }
    if (it->is_number_integer())
        return std::clamp<qint64>(it->get<std::int64_t>(), lo, hi);
    if (it->is_number_float()) {
        const double v = it->get<double>();
        if (!std::isfinite(v) || v != std::floor(v))
            return std::nullopt;
        if (v <= double(lo))
            return lo;
        if (v >= double(hi))
            return hi;
        return qint64(v);
    }
    return std::nullopt;
}

const Json &objectAt(const Json &o, const char *key)
{
    static const Json empty = Json::object();
    if (!o.is_object())
        return empty;
    const auto it = o.find(key);
    return it != o.end() && it->is_object() ? *it : empty;
}

} // namespace

ContainerListing::Grouped ContainerListing::byJob(const Json &list)
{
    Grouped out;
    if (!list.is_array())
        return out;
    for (const Json &c : list)
        out.jobs[label(c, Labels::TrainJobName)].append(&c);
    out.jobs.remove(QString());
    for (auto it = out.jobs.begin(); it != out.jobs.end();) {
        if (const QString why = checkRfc1035Name(it.key()); !why.isEmpty()) {
            out.invalid.insert(it.key(), why);
            it = out.jobs.erase(it);
        } else {
            ++it;
        }
    }
    return out;
}

ContainerJobState ContainerListing::adopt(const QString &name,
                                          const QList<const Json *> &containers,
                                          const QString &workdir)
{
    ContainerJobState state;
    state.name = name;
    state.madeByTrainDeck = false;
    // The SDK's container backend labels every container it makes with the job, the step
    // and the network (docs/container.md); a container missing one was made by something else.
    bool sdkLabels = true;
    state.network = name + QStringLiteral("-net");
    state.workdir = workdir;
    qint64 created = 0;
    for (const Json *p : containers) {
        const Json &c = *p;
        if (label(c, Labels::TrainJobName) != name)
            continue;
        if (!label(c, Labels::ManagedBy).isEmpty())
            state.madeByTrainDeck = true;
        sdkLabels = sdkLabels && !label(c, Labels::Step).isEmpty()
                    && !label(c, Labels::NetworkId).isEmpty();
        const QString step = label(c, Labels::Step);
        // A step name becomes a log file name: only names that pass the job-name rule.
        if (step.isEmpty() || state.step(step) || !checkRfc1035Name(step).isEmpty())
            continue;
        ContainerJobState::Step s;
        s.name = step;
        s.kind = kindOfStep(step);
        s.rank = rankOfStep(step);
        // Docker and Podman list names with a leading '/'.
        const auto names = c.find("Names");
        if (names != c.end() && names->is_array() && !names->empty()
            && names->front().is_string()) {
            s.objectName = QString::fromStdString(names->front().get<std::string>());
            if (s.objectName.startsWith(QLatin1Char('/')))
                s.objectName.remove(0, 1);
        }
        s.image = str(c, "Image");
        state.steps.append(s);
        if (s.kind == StepKind::Node)
            ++state.numNodes;
        // Seconds since the epoch; bounded so that a time made of it is valid or absent.
        const qint64 t = wholeNumber(c, "Created", 0, qint64(1) << 40).value_or(0);
        if (created == 0 || (t > 0 && t < created))
            created = t;
    }
    std::sort(state.steps.begin(), state.steps.end(), [](const auto &a, const auto &b) {
        if (a.kind != b.kind)
            return int(a.kind) < int(b.kind);
        return a.rank < b.rank;
    });
    state.origin = state.madeByTrainDeck ? JobSnapshot::Origin::TrainDeck
                   : sdkLabels           ? JobSnapshot::Origin::KubeflowSdk
                                         : JobSnapshot::Origin::Unknown;
    if (created > 0)
        state.created = QDateTime::fromSecsSinceEpoch(created, Qt::UTC);
    return state;
}

ContainerListing::Exit ContainerListing::exit(const Json &inspect)
{
    Exit out;
    const Json &st = objectAt(inspect, "State");
    out.started = time(str(st, "StartedAt"));
    out.finished = finishedTime(out.started, str(st, "FinishedAt"));
    out.exited = isExited(str(st, "Status"));
    out.code = int(wholeNumber(st, "ExitCode", INT_MIN, INT_MAX).value_or(0));
    const auto oom = st.find("OOMKilled");
    out.oomKilled = oom != st.end() && oom->is_boolean() && oom->get<bool>();
    out.error = str(st, "Error");
    return out;
}

ContainerListing::Network ContainerListing::network(const Json &inspect)
{
    Network out;
    if (!inspect.is_object())
        return out;
    out.runtime = label(inspect, Labels::RuntimeName);
    out.workdir = label(inspect, Labels::Workdir);
    out.id = str(inspect, "Id");
    return out;
}

Result<QList<EngineImage>> ContainerListing::images(const Json &list)
{
    if (!list.is_array())
        return Error::make(Error::Kind::Parse,
                           ContainerBackend::tr("the engine's image list is not a JSON array"));
    QList<EngineImage> out;
    for (const Json &image : list) {
        if (!image.is_object())
            continue;
        auto tags = image.find("RepoTags");
        if (tags == image.end() || !tags->is_array())
            continue;
        // Bytes, and seconds since the epoch bounded so that a time made of them is valid.
        const qint64 size
            = wholeNumber(image, "Size", 0, std::numeric_limits<qint64>::max()).value_or(0);
        const auto created = wholeNumber(image, "Created", 0, qint64(1) << 40);
        for (const Json &tag : *tags) {
            if (!tag.is_string() || out.size() >= MaxListedImages)
                continue;
            const QString ref = QString::fromStdString(tag.get<std::string>());
            // Untagged layers are listed as <none>:<none>: nothing a job can name.
            if (ref.isEmpty() || ref.size() > MaxReferenceLength
                || ref.startsWith(QLatin1String("<none>")))
                continue;
            EngineImage e;
            e.reference = ref;
            e.id = str(image, "Id");
            e.size = size;
            if (created)
                e.created = QDateTime::fromSecsSinceEpoch(*created, Qt::UTC);
            out << e;
        }
    }
    std::sort(out.begin(), out.end(), [](const EngineImage &a, const EngineImage &b) {
        return a.created != b.created ? a.created > b.created : a.reference < b.reference;
    });
    return out;
}

} // namespace TrainDeck::Container
