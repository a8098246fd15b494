// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDateTime>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <optional>

namespace TrainDeck {

/// One step of a job as the thing that runs it describes it now (Backend::inspectStep): the
/// container an engine inspects, the process the local backend started, or a pod's
/// container. What Docker Desktop's, Podman Desktop's and Headlamp's inspect views show.
/// Secret env values never reach this type: a backend puts `Masked` in their place.
struct StepInspection
{
    struct Env
    {
        QString name;
        QString value;       ///< `Masked` when `secret`
        bool secret = false; ///< by its name or marked by the user (isSecretEnv)
        friend bool operator==(const Env &, const Env &) = default;
    };
    struct Mount
    {
        QString source;      ///< a host folder, a volume name, or what the engine says
        QString destination; ///< where the step sees it
        bool readOnly = false;
        friend bool operator==(const Mount &, const Mount &) = default;
    };
    struct Port
    {
        int port = 0;     ///< in the step (container port; the listening port of a process)
        QString protocol; ///< tcp, udp, sctp
        QString hostIp;   ///< published on the host: empty when not published
        int hostPort = 0; ///< 0 when not published
        friend bool operator==(const Port &, const Port &) = default;
    };

    /// What stands for a secret value.
    static inline const QString Masked = QStringLiteral("********");

    QString job;
    QString step;
    QString id;          ///< container id, pid, pod uid
    QString idKind;      ///< "container", "process" or "pod"
    QString name;        ///< container name, process label, pod name
    QString image;       ///< empty for processes
    QStringList command; ///< argv as started (entrypoint and arguments)
    QString workingDir;
    QList<Env> env;
    QList<Mount> mounts;
    QList<Port> ports;
    std::optional<int> exitCode; ///< once it ended
    int restartCount = 0;
    QString state; ///< as its runner says it: running, exited, Terminated ...
    QDateTime started;
    QDateTime finished;
    /// Parts the runner gave more of than a view shows (long values, many variables), in
    /// words for the user; empty when nothing was cut.
    QString truncated;

    const Env *envVar(const QString &name) const
    {
        for (const Env &e : env)
            if (e.name == name)
                return &e;
        return nullptr;
    }

    friend bool operator==(const StepInspection &, const StepInspection &) = default;
};

} // namespace TrainDeck

Q_DECLARE_METATYPE(TrainDeck::StepInspection)
