// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "backends/kubernetes/execcredential.h"
#include "backends/kubernetes/kubeconfig.h"
#include "core/support/result.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QTimer>

#include <chrono>
#include <functional>

namespace TrainDeck::Kubernetes {

/// Runs a kubeconfig user's exec credential plugin as client-go runs it, asynchronously:
///
/// - the command: a bare name is looked up in TrainDeck's PATH; a path with a '/' in it is
///   relative to the folder of the kubeconfig that names it (client-go resolves it so);
/// - `args` as given; TrainDeck's environment plus the kubeconfig's `env` entries (which win)
///   plus KUBERNETES_EXEC_INFO (execInfo(); it wins over an `env` entry of that name);
/// - stdin is /dev/null: TrainDeck has no terminal, so the plugin is told interactive: false,
///   and interactiveMode Always is refused before anything runs (client-go refuses it too when
///   stdin is not a terminal);
/// - stdout is parsed by ExecCredential::parse(); stderr is kept, and its last lines go into
///   the error when the plugin fails;
/// - a plugin that runs longer than timeout() is killed (client-go waits forever; a
///   desktop app must not hang on a plugin waiting for a browser sign-in nobody sees).
///
/// The object lives in the caller's thread and never blocks it. Destroying it kills a
/// running plugin without calling the callbacks.
class ExecCredentialPlugin final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExecCredentialPlugin)
public:
    using Done = std::function<void(Result<ExecCredential>)>;
    static constexpr std::chrono::milliseconds DefaultTimeout{60'000};
    /// stderr lines quoted in an error when the plugin fails.
    static constexpr int StderrLines = 5;

    /// `user.exec` must be set; `cluster` is passed to the plugin when the user's exec sets
    /// provideClusterInfo.
    ExecCredentialPlugin(const Kubeconfig::User &user,
                         const Kubeconfig::Cluster &cluster,
                         QObject *parent = nullptr);
    ~ExecCredentialPlugin() override;

    /// TrainDeck's environment by default; tests pass their own (PATH included).
    void setEnvironment(const QProcessEnvironment &environment);
    void setTimeout(std::chrono::milliseconds timeout);
    std::chrono::milliseconds timeout() const { return m_timeout; }

    /// Runs the plugin and calls `done` once, from the event loop, with its credential or an
    /// error naming the plugin, the user and what to do. A call while the plugin runs waits
    /// for that same run.
    void run(Done done);
    bool isRunning() const { return m_process != nullptr; }

    /// The program that would run: absolute, or empty when it cannot be found.
    QString program() const;
    /// KUBERNETES_EXEC_INFO: {"kind":"ExecCredential","apiVersion":...,"spec":{"cluster":{...},
    /// "interactive":false}} with the cluster only when provideClusterInfo is set; the cluster
    /// carries its certificate-authority-data read from its file when it names one.
    static QByteArray execInfo(const Kubeconfig::ExecConfig &exec,
                               const Kubeconfig::Cluster &cluster);

private:
    static void stop(QProcess *process);
    void finish(Result<ExecCredential> result);
    void onFinished(int exitCode, QProcess::ExitStatus status);
    Error failure(Error::Kind kind, const QString &what) const;
    QString lastStderrLines() const;

    Kubeconfig::User m_user;
    Kubeconfig::ExecConfig m_exec;
    Kubeconfig::Cluster m_cluster;
    QProcessEnvironment m_environment;
    std::chrono::milliseconds m_timeout = DefaultTimeout;
    QProcess *m_process = nullptr;
    QTimer m_timer;
    QByteArray m_stdout;
    QByteArray m_stderr;
    bool m_timedOut = false;
    bool m_tooLarge = false;
    QList<Done> m_waiting;
};

} // namespace TrainDeck::Kubernetes
