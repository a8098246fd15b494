// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "backends/container/containeroperation.h"
#include "libs/transport/endpoint.h"

namespace TrainDeck::Container {

/// The part of a submission after the job is listed: the images the pull policy asks for
/// (one after the other, progress as job events), the workdir with the plan's files, and
/// the job network. Resolves to the job name once the network exists (the steps are
/// started by the worker afterwards), or to the first error; then nothing it made is left
/// behind, and the worker forgets the job.
class SubmitOperation final : public ContainerOperation<QString>
{
public:
    struct Options
    {
        QString pullPolicy;
        QString jobsDir;
        QString workdirRoot;
        /// Set when the engine is reached over SSH: the workdir is made on its host, under
        /// workdirRoot there (RemoteWorkdir), not here.
        std::optional<Transport::Endpoint> sshEngine = std::nullopt;
    };
    using Publish = std::function<void(ContainerJob &)>;

    SubmitOperation(ContainerJob *job,
                    EngineClient *engine,
                    QObject *context,
                    Options options,
                    Publish publish);

private:
    void ensureNextImage();
    void pull(const QString &image);
    /// One line of the engine's pull stream as a job event's message.
    static QString pullProgressText(const Json &line);
    void writeWorkdir();
    void writeRemoteWorkdir();
    void createNetwork();
    /// Settles with `e` after deleting what this submission made.
    void fail(Error e);

    Options m_options;
    Publish m_publish;
    QStringList m_images; ///< still to check, in order
    bool m_madeWorkdir = false;
};

} // namespace TrainDeck::Container
