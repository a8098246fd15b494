// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/transport/endpoint.h"

#include "core/pipeline/jobplan.h"
#include "core/support/result.h"

namespace TrainDeck::Container {

/// A job's workdir on the host of an ssh:// engine: the engine bind-mounts paths of its own
/// machine, so the plan's files are copied there (a tar stream into `tar -x` through the
/// shared SSH connection) into the same ~/.kubeflow/trainer/containers/<job> layout, and
/// deleted there with the rules of a local deletion: only <canonical root>/<valid job name>,
/// never through a link, never a folder that was there before. See docs/ssh.md.
class RemoteWorkdir
{
public:
    RemoteWorkdir() = delete;

    /// ~/.kubeflow/trainer/containers of the SSH user on the engine's host.
    static Result<QString> root(const Transport::Endpoint &engine);
    /// Makes <root>/<job> (new: Conflict when anything is there already) with `files`.
    static Result<void> write(const Transport::Endpoint &engine,
                              const QString &root,
                              const QString &job,
                              const QList<PlanFile> &files);
    /// Deletes <canonical root>/<job>; nothing there is success. A link there is refused.
    static Result<void>
    remove(const Transport::Endpoint &engine, const QString &root, const QString &job);
    /// True when <root>/<job> exists on the host (tests, and the check before a submission).
    static Result<bool>
    exists(const Transport::Endpoint &engine, const QString &root, const QString &job);
    /// A POSIX ustar archive of `files` (with their folders), modes 0644, 0755 for
    /// executables and folders; a path outside the archive's root is an error.
    static Result<QByteArray> tarOf(const QList<PlanFile> &files);
};

} // namespace TrainDeck::Container
