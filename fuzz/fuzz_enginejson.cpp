// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// libFuzzer entry for what the container backend reads from an engine (Docker, Podman) and
// from its own state files: the JSON-lines streams of events, pulls and stats
// (JsonLineSplitter), a container's inspect answer (ContainerInspection), the container and
// image listings with a job adopted from its containers (ContainerListing), an error answer
// (EngineClient::errorFor) and <jobs>/<job>/state.json
// (ContainerJobState). Any bytes read to a result or an error with a message, never throw:
// the same values however the stream is cut, bounded inspections with secrets masked, steps
// that pass the job-name rule, and a state that reads the same once written.
//
// Input: the first byte picks the piece size of the stream (low 7 bits + 1); the rest is the
// engine's answer (or the state file).
#include "backends/container/containerinspection.h"
#include "backends/container/containerjobstate.h"
#include "backends/container/containerlisting.h"
#include "backends/container/engineclient.h"
#include "backends/container/jsonlinesplitter.h"
#include "core/domain/labels.h"
#include "core/domain/trainjob.h"
#include "fuzz/fuzzcheck.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

using namespace TrainDeck;
using namespace TrainDeck::Container;
using Json = nlohmann::json;

struct Lines
{
    QList<Json> values;
    std::optional<QString> error;
};

Lines split(QByteArrayView bytes, qsizetype piece)
{
    Lines out;
    JsonLineSplitter splitter([&out](const Json &j) { out.values.append(j); });
    std::optional<Error> e;
    for (qsizetype at = 0; at < bytes.size() && !e; at += piece)
        e = splitter.feed(bytes.sliced(at, qMin(piece, bytes.size() - at)));
    if (!e)
        e = splitter.finish();
    if (e) {
        CHECK(e->kind == Error::Kind::Api && !e->message.isEmpty());
        out.error = e->message;
    }
    return out;
}

bool secretName(const QString &name)
{
    return name.contains(QLatin1String("KEY")) || name.contains(QLatin1String("TOKEN"));
}

void inspection(const Json &j)
{
    const auto r = ContainerInspection::parse(j, secretName);
    if (!r) {
        CHECK(r.error().kind == Error::Kind::Api && !r.error().message.isEmpty());
        return;
    }
    const StepInspection &s = *r;
    CHECK(s.env.size() <= ContainerInspection::maxEntries);
    CHECK(s.command.size() <= ContainerInspection::maxEntries);
    CHECK(s.mounts.size() <= ContainerInspection::maxSmallLists);
    CHECK(s.ports.size() <= ContainerInspection::maxSmallLists);
    CHECK(s.restartCount >= 0);
    for (const auto &e : s.env) {
        CHECK(!e.name.isEmpty() && e.value.size() <= ContainerInspection::maxValueChars);
        CHECK(e.secret == secretName(e.name));
        CHECK(!e.secret || e.value == StepInspection::Masked);
    }
    for (const QString &a : s.command)
        CHECK(a.size() <= ContainerInspection::maxValueChars);
    for (const auto &m : s.mounts)
        CHECK(m.source.size() <= ContainerInspection::maxValueChars
              && m.destination.size() <= ContainerInspection::maxValueChars);
    for (const auto &p : s.ports)
        CHECK(p.port > 0 && p.port <= 65535 && p.hostPort >= 0 && p.hostPort <= 65535
              && !p.protocol.isEmpty());
    const auto again = ContainerInspection::parse(j, secretName);
    CHECK(again && *again == s);
}

void listing(const Json &j)
{
    const ContainerListing::Grouped g = ContainerListing::byJob(j);
    CHECK(j.is_array() || (g.jobs.isEmpty() && g.invalid.isEmpty()));
    for (auto it = g.invalid.cbegin(); it != g.invalid.cend(); ++it)
        CHECK(!it.key().isEmpty() && !it.value().isEmpty() && !g.jobs.contains(it.key()));
    for (auto it = g.jobs.cbegin(); it != g.jobs.cend(); ++it) {
        CHECK(checkRfc1035Name(it.key()).isEmpty());
        const QString workdir = QStringLiteral("/work/") + it.key();
        const ContainerJobState state = ContainerListing::adopt(it.key(), it.value(), workdir);
        CHECK(state.name == it.key() && state.workdir == workdir);
        int nodes = 0;
        QStringList names;
        for (qsizetype i = 0; i < state.steps.size(); ++i) {
            const auto &s = state.steps[i];
            CHECK(checkRfc1035Name(s.name).isEmpty() && !names.contains(s.name));
            names << s.name;
            nodes += s.kind == StepKind::Node ? 1 : 0;
            if (i > 0) {
                const auto &p = state.steps[i - 1];
                CHECK(int(p.kind) < int(s.kind) || (p.kind == s.kind && p.rank <= s.rank));
            }
        }
        CHECK(nodes == state.numNodes);
        CHECK(state.toJson() == ContainerListing::adopt(it.key(), it.value(), workdir).toJson());
    }
    const auto exit = ContainerListing::exit(j);
    CHECK(exit == ContainerListing::exit(j));
    CHECK(ContainerListing::network(j) == ContainerListing::network(j));

    const auto images = ContainerListing::images(j);
    if (!images) {
        CHECK(!j.is_array() && !images.error().message.isEmpty());
        return;
    }
    CHECK(images->size() <= ContainerListing::MaxListedImages);
    for (qsizetype i = 0; i < images->size(); ++i) {
        const EngineImage &e = images->at(i);
        CHECK(!e.reference.isEmpty() && e.reference.size() <= ContainerListing::MaxReferenceLength
              && !e.reference.startsWith(QLatin1String("<none>")) && e.size >= 0);
        if (i > 0) {
            const EngineImage &p = images->at(i - 1);
            CHECK(p.created > e.created || (p.created == e.created && p.reference <= e.reference));
        }
    }
}

void state(QByteArrayView bytes)
{
    const auto j = nlohmann::ordered_json::parse(bytes.begin(), bytes.end(), nullptr, false);
    if (j.is_discarded())
        return;
    const auto s = ContainerJobState::fromJson(j);
    if (!s) {
        CHECK(s.error().kind == Error::Kind::Parse && !s.error().message.isEmpty());
        return;
    }
    // What save() writes reads back to what was read, and writes the same again.
    const nlohmann::ordered_json written = s->toJson();
    (void)written.dump(2);
    const auto back = ContainerJobState::fromJson(written);
    CHECK(back.ok());
    CHECK(back->toJson() == written);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const qsizetype piece = (data[0] & 0x7f) + 1;
    // An exact-size copy so that AddressSanitizer sees any read past the end.
    const QByteArray bytes(reinterpret_cast<const char *>(data) + 1, qsizetype(size - 1));

    // A stream reads to the same values however it is cut.
    const Lines whole = split(bytes, bytes.size() + 1);
    const Lines pieces = split(bytes, piece);
    CHECK(whole.values == pieces.values && whole.error == pieces.error);

    // A whole answer, as EngineClient::call reads it.
    const Json j = Json::parse(bytes.begin(), bytes.end(), nullptr, false);
    if (!j.is_discarded()) {
        inspection(j);
        listing(j);
        if (j.is_array())
            for (const Json &c : j)
                inspection(c);
    }
    state(bytes);

    const int status = 400 + (data[0] & 0x7f);
    const Error e = EngineClient::errorFor(status, bytes, QStringLiteral("GET /containers/json"));
    CHECK(!e.message.isEmpty() && e.httpStatus == status);
    CHECK((e.kind == Error::Kind::NotFound) == (status == 404));
    return 0;
}
