// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// libFuzzer entry for the readers of Kubernetes objects as a cluster serves them (the objects
// of a list or a watch event): a TrainJob with its pods and events (TrainJobSnapshot), a
// Training Operator v1 job (LegacyJob, LegacyJobConverter), a pod inspected (KubePodInspection)
// or followed (PodLogTarget), PodMetrics (KubePodMetrics), a Status answer (KubeStatus) and
// resource quantities (KubeQuantity). Any document must read to a result or an error with a
// message without throwing, bounded and with secrets masked, and the same twice.
//
// Input: a JSON document. An array is a job followed by its pods and events; anything else is
// the job, the pod and the answer at once. The raw bytes are also a Status body and a quantity.
#include "backends/kubernetes/kubelogtarget.h"
#include "backends/kubernetes/kubepodinspection.h"
#include "backends/kubernetes/kubepodmetrics.h"
#include "backends/kubernetes/kubequantity.h"
#include "backends/kubernetes/kubestatus.h"
#include "backends/kubernetes/legacyjob.h"
#include "backends/kubernetes/legacyjobconverter.h"
#include "backends/kubernetes/trainjobsnapshot.h"
#include "core/catalog/runtimecatalog.h"
#include "core/codec/trainjobcodec.h"
#include "core/domain/trainjob.h"
#include "fuzz/fuzzcheck.h"

#include <QCoreApplication>
#include <QSet>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

using namespace TrainDeck;
using namespace TrainDeck::Kubernetes;
using Json = nlohmann::ordered_json;

bool secretName(const QString &name)
{
    return name.contains(QLatin1String("KEY")) || name.contains(QLatin1String("TOKEN"));
}

void pod(const Json &p, const KubeRequestContext &context)
{
    for (const QString &container : {QStringLiteral("node"), QString()}) {
        const auto r = KubePodInspection::parse(p, container, secretName);
        if (!r) {
            CHECK(!r.error().message.isEmpty());
            continue;
        }
        CHECK(r->env.size() <= KubePodInspection::maxEntries);
        CHECK(r->command.size() <= KubePodInspection::maxEntries);
        CHECK(r->mounts.size() <= KubePodInspection::maxSmallLists);
        CHECK(r->ports.size() <= KubePodInspection::maxSmallLists);
        for (const auto &e : r->env) {
            CHECK(e.value.size() <= KubePodInspection::maxValueChars);
            CHECK(!secretName(e.name) || (e.secret && e.value == StepInspection::Masked));
        }
        for (const QString &a : r->command)
            CHECK(a.size() <= KubePodInspection::maxValueChars);
        const auto again = KubePodInspection::parse(p, container, secretName);
        CHECK(again && *again == *r);
    }
    const PodLogTarget t
        = PodLogTarget::fromPod(p, QStringLiteral("node-0"), QStringLiteral("node"));
    CHECK(t == PodLogTarget::fromPod(p, QStringLiteral("node-0"), QStringLiteral("node")));
    CHECK(!t.terminated || t.started);
    const StepSnapshot s = TrainJobSnapshot::step(p);
    CHECK(s == TrainJobSnapshot::step(p));
    (void)TrainJobSnapshot::stepName(p);
    (void)TrainJobSnapshot::containerName(p);
    (void)TrainJobSnapshot::event(p);

    if (const auto m = KubePodMetrics::sample(p)) {
        CHECK(std::isfinite(m->cpuPercent));
        CHECK(m->networkRxBytes == -1 && m->blockReadBytes == -1);
        CHECK(KubePodMetrics::sample(p) == m);
    }
    const Error e = KubeStatus::fromStatusObject(p, context);
    CHECK(!e.message.isEmpty());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int argc = 1;
    static char name[] = "fuzz_kubeobjects";
    static char *argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv); // the bundled runtimes are resources
    static const QList<Runtime> runtimes = RuntimeCatalog::bundled().runtimes();

    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const KubeRequestContext context{QStringLiteral("get"),
                                     QStringLiteral("trainjobs.trainer.kubeflow.org"),
                                     QStringLiteral("ns"),
                                     QStringLiteral("job"),
                                     QStringLiteral("https://127.0.0.1:6443"),
                                     QStringLiteral("ctx"),
                                     QStringLiteral("user")};
    for (int status : {403, 404, 422, 500}) {
        const Error e = KubeStatus::toError(status, "application/json", bytes, context);
        CHECK(!e.message.isEmpty() && e.httpStatus == status);
    }
    if (const auto q = KubeQuantity::parse(QString::fromUtf8(bytes)))
        CHECK(!std::isnan(*q));

    const Json doc = Json::parse(bytes.begin(), bytes.end(), nullptr, false);
    if (doc.is_discarded())
        return 0;
    const Json &job = doc.is_array() && !doc.empty() ? doc.front() : doc;
    QList<Json> others;
    if (doc.is_array())
        for (qsizetype i = 1; i < qsizetype(doc.size()); ++i)
            others << doc[size_t(i)];
    else
        others << doc;

    for (const Json &o : std::as_const(others))
        pod(o, context);
    pod(job, context);

    TrainJobSnapshot::Input in{
        job, others, others, QStringLiteral("ctx"), QStringLiteral("/logs"), QString(), 2};
    const JobSnapshot snapshot = TrainJobSnapshot::build(in);
    CHECK(snapshot == TrainJobSnapshot::build(in));
    QSet<QString> steps;
    for (const StepSnapshot &s : snapshot.steps) {
        CHECK(!s.name.isEmpty() && !steps.contains(s.name));
        steps.insert(s.name);
    }
    const auto current = TrainJobSnapshot::currentPods(others);
    for (auto it = current.cbegin(); it != current.cend(); ++it)
        CHECK(!it.key().isEmpty());

    QList<JobEvent> events;
    for (const Json &o : std::as_const(others))
        events << TrainJobSnapshot::event(o);
    const JobSnapshot legacy = LegacyJob::snapshot(job, others, events, QStringLiteral("ctx"));
    CHECK(legacy == LegacyJob::snapshot(job, others, events, QStringLiteral("ctx")));

    const auto converted = LegacyJobConverter::convert(job, runtimes);
    if (!converted) {
        CHECK(!converted.error().message.isEmpty());
    } else {
        const auto again = LegacyJobConverter::convert(job, runtimes);
        CHECK(again && checkRfc1035Name(converted->job.name).isEmpty());
        // A job with no usable name is given a new random one (as the SDK names jobs), which
        // the notes may mention; otherwise the same object converts to the same TrainJob.
        if (again->job.name == converted->job.name) {
            CHECK(again->notCarried == converted->notCarried);
            CHECK(TrainJobCodec::encode(converted->job) == TrainJobCodec::encode(again->job));
        } else {
            CHECK(again->notCarried.size() == converted->notCarried.size());
        }
    }
    return 0;
}
