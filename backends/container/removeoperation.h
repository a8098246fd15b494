// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "backends/container/containeroperation.h"
#include "libs/transport/endpoint.h"

namespace TrainDeck::Container {

/// Deletes a job: reads its network's labels, refuses before the first deletion when a
/// folder it would delete is not the job's own (nothing is half deleted), then removes
/// every container carrying the job's label, the network, the workdir and the job's folder.
/// Resolves to true, or to the first error (the job then stays listed).
class RemoveOperation final : public ContainerOperation<bool>
{
public:
    struct Options
    {
        QString jobsDir;
        QString workdirRoot;
        bool engineIsRemote = false; ///< the workdir is on the engine's machine: kept
        /// Set when the engine is reached over SSH: the workdir, under workdirRoot on its host,
        /// is deleted there (RemoteWorkdir) by the same rules.
        std::optional<Transport::Endpoint> sshEngine = std::nullopt;
    };

    RemoveOperation(ContainerJob *job,
                    EngineClient *engine,
                    QObject *context,
                    Options options,
                    std::function<void()> stopLogs);

    /// Why TrainDeck may delete this job's folders, checked before anything is deleted: the
    /// workdir is canonical(root)/<name> and nothing else, never a folder a label names.
    static Result<void> checkRemovable(const ContainerJobState &job, const Options &options);

private:
    QString network() const;
    void removeContainers();
    void removeNetwork();

    Options m_options;
    std::function<void()> m_stopLogs;
};

} // namespace TrainDeck::Container
