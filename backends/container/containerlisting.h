// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "backends/container/containerjobstate.h"

#include "core/backend/engineimage.h"
#include "core/support/result.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>

#include <nlohmann/json.hpp>

namespace TrainDeck::Container {

/// Reads what the engine lists and inspects for the reconciler and the image picker, with no
/// I/O: GET /containers/json grouped by job and a job adopted from its containers, how a step's
/// container ended (GET /containers/{id}/json), the labels of a job's network and GET
/// /images/json. These readers were inside the I/O callbacks, where nlohmann's value() threw on
/// an engine's field of another type (a string "Created", a number in "Names") and the
/// uncaught exception ended the app; here any answer reads to something, and they are fuzzed
/// (fuzz/fuzz_enginejson.cpp).
class ContainerListing
{
public:
    using Json = nlohmann::json;

    /// What an engine may list at most: the picker is a menu, and the engine is not trusted
    /// to keep its answer small.
    static constexpr int MaxListedImages = 5000;
    static constexpr int MaxReferenceLength = 512;

    /// A container listing by the trainjob-name label. The pointers point into the listing.
    struct Grouped
    {
        QHash<QString, QList<const Json *>> jobs;
        /// Names that break the job-name rule (a label "..", "a/b"), with why: listed as such
        /// and left alone, never a path or an engine call.
        QHash<QString, QString> invalid;
    };
    static Grouped byJob(const Json &list);

    /// A job nobody here submitted (the Python SDK's, or ours from a lost state file): its
    /// steps are what its containers say. `created` stays invalid when no container says
    /// when it was made, and no event is added: the caller knows what time it is.
    static ContainerJobState
    adopt(const QString &name, const QList<const Json *> &containers, const QString &workdir);

    /// How a step's container stands, from its inspect answer.
    struct Exit
    {
        QDateTime started;
        QDateTime finished;
        bool exited = false; ///< the engine says exited or dead
        int code = 0;        ///< the exit code once exited
        bool oomKilled = false;
        QString error; ///< the engine's error text, if any
        friend bool operator==(const Exit &, const Exit &) = default;
    };
    static Exit exit(const Json &inspect);

    /// Runtime and workdir from a job network's labels (the SDK's convention), and its id.
    struct Network
    {
        QString runtime;
        QString workdir;
        QString id;
        friend bool operator==(const Network &, const Network &) = default;
    };
    static Network network(const Json &inspect);

    /// The tagged images of GET /images/json, newest first: one entry per tag, untagged
    /// layers and over-long references left out, at most MaxListedImages.
    static Result<QList<EngineImage>> images(const Json &list);
};

} // namespace TrainDeck::Container
