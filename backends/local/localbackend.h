// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/workerbackend.h"
#include "core/catalog/runtimecatalog.h"
#include "libs/statusapi/progressendpoint.h"

#include <memory>

namespace TrainDeck::Local {

class LocalWorker;

/// Runs jobs as processes on this machine: one process per step, each in its own session,
/// output appended to <jobs>/<job>/logs/<step>.log, state kept in <jobs>/<job>/state.json.
/// Multi-node torch jobs start N node processes with PET_* env and a master port chosen at
/// run time. Jobs survive a restart of TrainDeck: their processes keep running and a new
/// LocalBackend picks them up with their true status.
class LocalBackend final : public WorkerBackend
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LocalBackend)

public:
    struct Options
    {
        QString jobsDir;  ///< default: Paths::jobsDir(Local)
        QString venvRoot; ///< default: Paths::venvDir()
        /// $TRAINDECK_PYTHON, else Debian's /usr/bin/python3 (where python3-torch lives),
        /// else python3 from PATH.
        QString python = defaultPython();
        bool systemSitePackages = true;
        int graceMs = 5000; ///< SIGTERM to SIGKILL on cancel and on a failed sibling
        int pollMs = 100;   ///< how often running steps are checked
        /// Steps run this much nicer than TrainDeck, in a process group of their own inside
        /// TrainDeck's session (0: in sessions of their own, at the backend worker's nice 5;
        /// see docs/architecture.md). Training is batch work, and the window must stay
        /// responsive while every core is busy with it.
        int niceness = 19;
        RuntimeCatalog catalog = RuntimeCatalog::bundled();
        /// The process's progress API (docs/progress-api.md): node steps get the
        /// controller's KUBEFLOW_TRAINER_SERVER_* variables when it is valid.
        StatusApi::ProgressEndpoint progress;
    };

    static QString defaultPython();

    explicit LocalBackend(QObject *parent = nullptr);
    explicit LocalBackend(Options options, QObject *parent = nullptr);
    ~LocalBackend() override;

    BackendKind kind() const override { return BackendKind::Local; }
    QString connection() const override { return QStringLiteral("local"); }
    QString displayName() const override;

    void start() override;

    const Options &options() const { return m_options; }

private:
    Options m_options;
    LocalWorker *m_worker = nullptr; ///< lives in m_thread
};

} // namespace TrainDeck::Local
