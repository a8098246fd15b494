// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/kubernetes/execcredentialplugin.h"

#include "core/files/regularfilereader.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include <nlohmann/json.hpp>

#ifdef Q_OS_UNIX
#include <signal.h>
#include <unistd.h>
#endif

namespace TrainDeck::Kubernetes {

namespace {

/// The end of stderr is where a failing plugin says why; the rest is not kept.
constexpr qsizetype StderrKeep = 8 * 1024;

} // namespace

ExecCredentialPlugin::ExecCredentialPlugin(const Kubeconfig::User &user,
                                           const Kubeconfig::Cluster &cluster,
                                           QObject *parent)
    : QObject(parent)
    , m_user(user)
    , m_exec(user.exec.value_or(Kubeconfig::ExecConfig{}))
    , m_cluster(cluster)
    , m_environment(QProcessEnvironment::systemEnvironment())
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        if (!m_process)
            return;
        m_timedOut = true;
        stop(m_process);
    });
}

void ExecCredentialPlugin::stop(QProcess *process)
{
#ifdef Q_OS_UNIX
    // The plugin runs in its own process group, so helpers it started (a browser sign-in, a
    // cloud SDK's interpreter) stop with it.
    if (const qint64 pid = process->processId(); pid > 0)
        ::kill(-pid_t(pid), SIGKILL);
#endif
    process->kill();
}

ExecCredentialPlugin::~ExecCredentialPlugin()
{
    if (m_process) {
        // Killed without waiting: the QProcess outlives this object until it has reaped the
        // plugin, so that neither blocks the caller's thread.
        m_process->disconnect(this);
        m_process->setParent(nullptr);
        connect(m_process, &QProcess::finished, m_process, &QObject::deleteLater);
        stop(m_process);
    }
}

void ExecCredentialPlugin::setEnvironment(const QProcessEnvironment &environment)
{
    m_environment = environment;
}

void ExecCredentialPlugin::setTimeout(std::chrono::milliseconds timeout)
{
    m_timeout = timeout;
}

QString ExecCredentialPlugin::program() const
{
    const QString &command = m_exec.command;
    if (command.isEmpty())
        return {};
    if (command.contains(u'/')) {
        // client-go resolves a command with a path separator against the kubeconfig's folder,
        // and looks a bare name up in PATH.
        const QString path = QDir(QFileInfo(m_user.file).absolutePath()).absoluteFilePath(command);
        const QFileInfo info(path);
        return info.isFile() ? QDir::cleanPath(path) : QString();
    }
    const QString pathVar = m_environment.value(QStringLiteral("PATH"));
    if (pathVar.isEmpty())
        return {};
    return QStandardPaths::findExecutable(command,
                                          pathVar.split(QDir::listSeparator(), Qt::SkipEmptyParts));
}

QByteArray ExecCredentialPlugin::execInfo(const Kubeconfig::ExecConfig &exec,
                                          const Kubeconfig::Cluster &cluster)
{
    using Json = nlohmann::ordered_json;
    // Go's field order: TypeMeta (kind, apiVersion), then spec {cluster, interactive}; the
    // cluster's empty fields are left out (omitempty), as is the status.
    Json info;
    info["kind"] = "ExecCredential";
    info["apiVersion"] = exec.apiVersion.toStdString();
    Json spec = Json::object();
    if (exec.provideClusterInfo) {
        Json c = Json::object();
        c["server"] = cluster.server.toStdString();
        if (!cluster.tlsServerName.isEmpty())
            c["tls-server-name"] = cluster.tlsServerName.toStdString();
        if (cluster.insecureSkipTlsVerify)
            c["insecure-skip-tls-verify"] = true;
        QByteArray ca = cluster.certificateAuthorityData;
        if (ca.isEmpty() && !cluster.certificateAuthority.isEmpty()) {
            // client-go sends the file's bytes; an unreadable file leaves the field out here,
            // and the connection reports it.
            ca = RegularFileReader::read(cluster.certificateAuthority, 1024 * 1024)
                     .valueOr(QByteArray());
        }
        if (!ca.isEmpty())
            c["certificate-authority-data"] = ca.toBase64().toStdString();
        if (!cluster.proxyUrl.isEmpty())
            c["proxy-url"] = cluster.proxyUrl.toStdString();
        spec["cluster"] = c;
    }
    spec["interactive"] = false;
    info["spec"] = spec;
    const std::string s = info.dump();
    return QByteArray(s.data(), qsizetype(s.size()));
}

Error ExecCredentialPlugin::failure(Error::Kind kind, const QString &what) const
{
    return Error::make(kind, tr("user '%1': %2").arg(m_user.name, what))
        .at(m_user.file, m_user.line);
}

QString ExecCredentialPlugin::lastStderrLines() const
{
    QList<QByteArray> lines = m_stderr.trimmed().split('\n');
    if (lines.size() > StderrLines)
        lines = lines.mid(lines.size() - StderrLines);
    QStringList out;
    for (const QByteArray &l : std::as_const(lines))
        out << QString::fromUtf8(l).trimmed();
    return out.join(u'\n').trimmed();
}

void ExecCredentialPlugin::run(Done done)
{
    m_waiting << std::move(done);
    if (m_process)
        return; // this run answers every caller
    const auto later = [this](Error e) {
        QTimer::singleShot(0, this, [this, e] {
            if (!m_process)
                finish(e);
        });
    };
    if (m_exec.command.isEmpty()) {
        later(failure(Error::Kind::Validation, tr("exec has no command")));
        return;
    }
    if (m_exec.interactiveMode == QLatin1String("Always")) {
        later(failure(Error::Kind::Unsupported,
                      tr("the exec plugin '%1' has interactiveMode Always, so it needs a "
                         "terminal, and TrainDeck has none; run `kubectl get ns` in a terminal "
                         "once so that the plugin can sign in (most plugins keep what they "
                         "get), or set interactiveMode to IfAvailable or Never")
                          .arg(m_exec.command)));
        return;
    }
    const QString prog = program();
    if (prog.isEmpty()) {
        QString message
            = m_exec.command.contains(u'/')
                  ? tr("the exec plugin '%1' does not exist (looked for %2)")
                        .arg(m_exec.command,
                             QDir(QFileInfo(m_user.file).absolutePath())
                                 .absoluteFilePath(m_exec.command))
                  : tr("the exec plugin '%1' was not found in PATH").arg(m_exec.command);
        // installHint is the kubeconfig author's own instruction: shown as written.
        if (!m_exec.installHint.isEmpty())
            message += QStringLiteral("\n\n") + m_exec.installHint;
        later(failure(Error::Kind::NotFound, message));
        return;
    }

    QProcessEnvironment env = m_environment;
    for (const auto &[name, value] : std::as_const(m_exec.env))
        env.insert(name, value);
    env.insert(QStringLiteral("KUBERNETES_EXEC_INFO"),
               QString::fromUtf8(execInfo(m_exec, m_cluster)));

    m_stdout.clear();
    m_stderr.clear();
    m_timedOut = false;
    m_tooLarge = false;
    m_process = new QProcess(this);
    m_process->setProcessEnvironment(env);
    m_process->setStandardInputFile(QProcess::nullDevice());
#ifdef Q_OS_UNIX
    m_process->setChildProcessModifier([] { ::setpgid(0, 0); });
#endif
    connect(m_process, &QProcess::readyReadStandardOutput, this, [this] {
        m_stdout += m_process->readAllStandardOutput();
        if (m_stdout.size() > ExecCredential::MaxBytes && !m_tooLarge) {
            m_tooLarge = true;
            m_process->kill();
        }
    });
    connect(m_process, &QProcess::readyReadStandardError, this, [this] {
        m_stderr += m_process->readAllStandardError();
        if (m_stderr.size() > StderrKeep)
            m_stderr = m_stderr.right(StderrKeep);
    });
    connect(m_process, &QProcess::finished, this, &ExecCredentialPlugin::onFinished);
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart)
            return; // the others end in finished()
        finish(failure(Error::Kind::Io,
                       tr("the exec plugin '%1' (%2) could not be started: %3")
                           .arg(m_exec.command, m_process->program(), m_process->errorString())));
    });
    m_timer.start(m_timeout);
    m_process->start(prog, m_exec.args);
}

void ExecCredentialPlugin::onFinished(int exitCode, QProcess::ExitStatus status)
{
    m_stdout += m_process->readAllStandardOutput();
    m_stderr += m_process->readAllStandardError();
    if (m_stderr.size() > StderrKeep)
        m_stderr = m_stderr.right(StderrKeep);
    const QString stderrText = lastStderrLines();
    const QString tail = stderrText.isEmpty() ? tr("it printed nothing on stderr")
                                              : tr("the end of its stderr:\n%1").arg(stderrText);
    if (m_timedOut) {
        finish(failure(Error::Kind::Timeout,
                       tr("the exec plugin '%1' did not finish within %2 s and was stopped; run "
                          "it by hand in a terminal, it may be waiting for a sign-in (%3)")
                           .arg(m_exec.command)
                           .arg(double(m_timeout.count()) / 1000.0)
                           .arg(tail)));
        return;
    }
    if (m_tooLarge) {
        finish(failure(Error::Kind::Api,
                       tr("the exec plugin '%1' printed more than %2 bytes and was stopped; an "
                          "ExecCredential is far smaller")
                           .arg(m_exec.command)
                           .arg(ExecCredential::MaxBytes)));
        return;
    }
    if (status == QProcess::CrashExit) {
        finish(failure(
            Error::Kind::Io,
            tr("the exec plugin '%1' was killed by a signal; %2").arg(m_exec.command, tail)));
        return;
    }
    if (exitCode != 0) {
        finish(failure(Error::Kind::Io,
                       tr("the exec plugin '%1' failed with exit code %2; %3")
                           .arg(m_exec.command)
                           .arg(exitCode)
                           .arg(tail)));
        return;
    }
    auto credential = ExecCredential::parse(m_stdout, m_exec.apiVersion, m_exec.command);
    if (!credential) {
        finish(failure(credential.error().kind, credential.error().message));
        return;
    }
    finish(std::move(*credential));
}

void ExecCredentialPlugin::finish(Result<ExecCredential> result)
{
    m_timer.stop();
    if (m_process) {
        m_process->disconnect(this);
        m_process->deleteLater();
        m_process = nullptr;
    }
    m_stdout.clear(); // it may hold a token
    const QList<Done> waiting = std::exchange(m_waiting, {});
    for (const Done &done : waiting)
        done(result);
}

} // namespace TrainDeck::Kubernetes
