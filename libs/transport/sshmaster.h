// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/transport/endpoint.h"

#include "core/support/result.h"

#include <QStringList>

class QObject;
class QProcess;

namespace TrainDeck::Transport {

/// The one multiplexed OpenSSH connection (ControlMaster) to an ssh:// engine's host, and the
/// ssh commands that run through it. Only the system's `ssh` is used, so the user's
/// ~/.ssh/config, agent, known_hosts and ProxyJump apply; it never prompts (BatchMode=yes)
/// and never accepts a host key by itself (StrictHostKeyChecking=yes). The control sockets
/// live in a private (0700) runtime folder. A master that died is started again when next
/// needed, after a backoff that doubles from 0.5 s to 30 s while starting fails. Thread-safe:
/// every function may be called from any thread; starting a master blocks the caller up to
/// the connect timeout. See docs/ssh.md.
class SshMaster
{
public:
    SshMaster() = delete;

    /// Makes sure the master for `endpoint` runs, starting it when it does not; returns its
    /// control socket. The error says what failed in words (host key, login, network).
    static Result<QString> ensure(const Endpoint &endpoint);
    /// A process (not started) that runs `remoteCommand` on the host through the master;
    /// the master is made sure of first.
    static Result<QProcess *>
    command(const Endpoint &endpoint, const QStringList &remoteCommand, QObject *parent);
    /// Runs the POSIX shell `script` on the host with `input` on its standard input and waits
    /// up to `timeoutMs`; its standard output, or an error with what it printed.
    static Result<QByteArray> run(const Endpoint &endpoint,
                                  const QString &script,
                                  const QByteArray &input = {},
                                  int timeoutMs = 60000);
    /// A local socket forwarded (ssh -O forward -L) to endpoint.path on the host, made when
    /// missing (again after a new master). Checks first that the remote socket is there and
    /// usable, so its absence is said in words rather than as a connection closed.
    static Result<QString> forward(const Endpoint &endpoint);
    /// The user's home folder on the host (where ~/.kubeflow is there), asked once per master.
    static Result<QString> remoteHome(const Endpoint &endpoint);
    /// Stops the master (ssh -O exit); the next use starts a new one at once.
    static void stop(const Endpoint &endpoint);
    /// The pid of the running master, 0 when none (tests kill it to prove the reconnect).
    static qint64 masterPid(const Endpoint &endpoint);

    /// What went wrong, for people, from what ssh (or the remote command) printed and its
    /// exit code: host key unknown or changed, login refused, host unreachable, docker
    /// missing or its socket not usable on the host.
    static Error classify(const Endpoint &endpoint, const QByteArray &stderrText, int exitCode);
    /// The ssh options common to every command for `endpoint`, destination last.
    static QStringList arguments(const Endpoint &endpoint, const QString &controlPath);
    /// The private folder of control sockets and forwarded sockets (created 0700).
    static Result<QString> runtimeDir();
    /// A shell word for `text` ('...' with ' escaped).
    static QString shellQuote(const QString &text);
    /// user@host:port as people write it, for messages.
    static QString destination(const Endpoint &endpoint);
};

} // namespace TrainDeck::Transport
