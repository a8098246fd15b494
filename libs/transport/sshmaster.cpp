// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/transport/sshmaster.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QLocalSocket>
#include <QMutex>
#include <QProcess>
#include <QStandardPaths>
#include <QThread>

#include <cerrno>
#include <cstring>

#include <sys/stat.h>
#include <unistd.h>

namespace TrainDeck::Transport {

namespace {

class Tr
{
    Q_DECLARE_TR_FUNCTIONS(SshMaster)
};

constexpr int ConnectTimeoutS = 15;
constexpr int MaxBackoffMs = 30000;

struct MasterState
{
    int generation = 0; ///< bumped whenever a new master was started
    int failures = 0;
    qint64 retryAtMs = 0;
    std::optional<Error> lastError;
    QHash<QString, int> forwards; ///< remote socket -> generation it was forwarded in
    QString home;
    int homeGeneration = -1;
};

QMutex &registryMutex()
{
    static QMutex m;
    return m;
}

QHash<QString, MasterState> &registry()
{
    static QHash<QString, MasterState> r;
    return r;
}

QString sshProgram()
{
    const QString p = qEnvironmentVariable("TRAINDECK_SSH");
    return p.isEmpty() ? QStringLiteral("ssh") : p;
}

/// What makes two endpoints the same SSH connection: everything ssh is given.
QString keyOf(const Endpoint &e)
{
    return QStringLiteral("%1@%2:%3|%4|%5")
        .arg(e.sshUser, e.host)
        .arg(e.port)
        .arg(e.sshIdentity, qEnvironmentVariable("TRAINDECK_SSH_CONFIG"));
}

QString hashOf(const QString &text)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256).toHex().left(16));
}

QString controlPathIn(const QString &dir, const Endpoint &e)
{
    return dir + QStringLiteral("/cm-") + hashOf(keyOf(e));
}

QString logPathIn(const QString &dir, const Endpoint &e)
{
    return controlPathIn(dir, e) + QStringLiteral(".log");
}

/// True when a master listens on `controlPath` (its mux socket accepts a connection).
bool masterAlive(const QString &controlPath)
{
    if (!QFileInfo::exists(controlPath))
        return false;
    QLocalSocket s;
    s.connectToServer(controlPath);
    const bool ok = s.waitForConnected(2000);
    s.abort();
    return ok;
}

QString lastLines(const QByteArray &text, int n = 4)
{
    QStringList lines;
    for (const QByteArray &l : text.split('\n')) {
        const QString t = QString::fromUtf8(l).trimmed();
        if (!t.isEmpty() && !t.startsWith(QLatin1Char('@'))
            && !t.startsWith(QLatin1String("/usr/bin/env:")))
            lines << t;
    }
    return lines.mid(qMax(0, lines.size() - n)).join(QStringLiteral(" / "));
}

/// Runs ssh with `args` and waits; exit code (or -1 when it could not run or timed out), and
/// what it printed.
int runSsh(const QStringList &args,
           const QByteArray &input,
           int timeoutMs,
           QByteArray *out,
           QByteArray *err)
{
    QProcess p;
    p.start(sshProgram(), args);
    if (!p.waitForStarted(10000)) {
        *err = p.errorString().toUtf8();
        return -1;
    }
    if (!input.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished(5000);
        *out = p.readAllStandardOutput();
        *err = p.readAllStandardError()
               + Tr::tr("(no answer within %1 s)").arg(timeoutMs / 1000).toUtf8();
        return -1;
    }
    *out = p.readAllStandardOutput();
    *err = p.readAllStandardError();
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

/// Starts a master for `e` (the caller holds the registry lock); the error is classified.
Result<void> startMaster(const Endpoint &e, const QString &dir, MasterState &st)
{
    const QString cp = controlPathIn(dir, e);
    const QString log = logPathIn(dir, e);
    // A socket left by a master that died is in the way of a new one.
    QFile::remove(cp);
    QFile::remove(log);
    QStringList args = SshMaster::arguments(e, cp);
    // -f: ssh goes to the background once logged in, so the exit code says whether it did;
    // -E: everything the master says goes to its log (read for the error, and kept).
    args.insert(args.size() - 1, QStringLiteral("-N"));
    args.insert(args.size() - 1, QStringLiteral("-f"));
    args.insert(args.size() - 1, QStringLiteral("-E"));
    args.insert(args.size() - 1, log);
    for (const char *o : {"ControlMaster=yes", "ControlPersist=600"}) {
        args.insert(args.size() - 1, QStringLiteral("-o"));
        args.insert(args.size() - 1, QString::fromLatin1(o));
    }
    QByteArray out, err;
    const int code = runSsh(args, {}, (ConnectTimeoutS + 10) * 1000, &out, &err);
    QFile logFile(log);
    if (logFile.open(QIODevice::ReadOnly))
        err += logFile.readAll();
    if (code != 0)
        return SshMaster::classify(e, err, code == -1 ? 255 : code);
    // The control socket appears as the master goes to the background.
    for (int i = 0; i < 50 && !masterAlive(cp); ++i)
        QThread::msleep(50);
    if (!masterAlive(cp))
        return Error::make(Error::Kind::Transport,
                           Tr::tr("ssh to %1 logged in but its shared connection did not start "
                                  "(no control socket %2); its log: %3")
                               .arg(SshMaster::destination(e), cp, lastLines(err)));
    ++st.generation;
    return {};
}

Result<QString> ensureLocked(const Endpoint &e, MasterState **stateOut)
{
    auto dir = SshMaster::runtimeDir();
    if (!dir)
        return dir.error();
    MasterState &st = registry()[keyOf(e)];
    if (stateOut)
        *stateOut = &st;
    const QString cp = controlPathIn(*dir, e);
    if (masterAlive(cp)) {
        if (st.generation == 0)
            st.generation = 1; // started by another TrainDeck process: use it
        st.failures = 0;
        return cp;
    }
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (st.lastError && now < st.retryAtMs)
        return *st.lastError;
    auto started = startMaster(e, *dir, st);
    if (!started) {
        ++st.failures;
        st.lastError = started.error();
        st.retryAtMs = now + qMin(MaxBackoffMs, 500 << qMin(st.failures - 1, 6));
        return started.error();
    }
    st.failures = 0;
    st.lastError.reset();
    return cp;
}

} // namespace

QString SshMaster::shellQuote(const QString &text)
{
    QString q = text;
    q.replace(QLatin1Char('\''), QLatin1String("'\\''"));
    return QLatin1Char('\'') + q + QLatin1Char('\'');
}

QString SshMaster::destination(const Endpoint &e)
{
    QString d = e.sshUser.isEmpty() ? e.host : e.sshUser + QLatin1Char('@') + e.host;
    if (e.port != 0)
        d += QLatin1Char(':') + QString::number(e.port);
    return d;
}

Result<QString> SshMaster::runtimeDir()
{
    QString base = qEnvironmentVariable("TRAINDECK_SSH_RUNTIME_DIR");
    if (base.isEmpty()) {
        const QString xdg = qEnvironmentVariable("XDG_RUNTIME_DIR");
        // Unix socket paths hold 107 bytes: a long runtime folder falls back to /tmp.
        base = !xdg.isEmpty() && xdg.size() < 50
                   ? xdg + QStringLiteral("/traindeck-ssh")
                   : QStringLiteral("/tmp/traindeck-ssh-%1").arg(::getuid());
    }
    const QByteArray path = QFile::encodeName(base);
    if (::mkdir(path.constData(), 0700) != 0 && errno != EEXIST)
        return Error::make(Error::Kind::Io,
                           Tr::tr("cannot create the folder %1 for SSH control sockets: %2")
                               .arg(base, QString::fromLocal8Bit(strerror(errno))));
    struct stat sb
    {};
    // Never a link, never someone else's folder, never one others may enter: the control
    // socket there gives whoever reaches it our logged-in connection.
    if (::lstat(path.constData(), &sb) != 0 || !S_ISDIR(sb.st_mode) || sb.st_uid != ::getuid())
        return Error::make(Error::Kind::Validation,
                           Tr::tr("%1 is not a folder of yours; TrainDeck keeps its SSH control "
                                  "sockets there. Remove it and connect again.")
                               .arg(base));
    if ((sb.st_mode & 0077) != 0 && ::chmod(path.constData(), 0700) != 0)
        return Error::make(Error::Kind::Io,
                           Tr::tr("cannot make %1 private: %2")
                               .arg(base, QString::fromLocal8Bit(strerror(errno))));
    return base;
}

QStringList SshMaster::arguments(const Endpoint &e, const QString &controlPath)
{
    QStringList a;
    const QString config = qEnvironmentVariable("TRAINDECK_SSH_CONFIG");
    if (!config.isEmpty())
        a << QStringLiteral("-F") << config;
    // No prompt can be answered (there is no terminal), and a host key is accepted only by
    // the user, in a terminal: never silently here.
    a << QStringLiteral("-o") << QStringLiteral("BatchMode=yes");
    a << QStringLiteral("-o") << QStringLiteral("StrictHostKeyChecking=yes");
    a << QStringLiteral("-o") << QStringLiteral("ConnectTimeout=%1").arg(ConnectTimeoutS);
    a << QStringLiteral("-o") << QStringLiteral("ServerAliveInterval=15");
    a << QStringLiteral("-o") << QStringLiteral("ServerAliveCountMax=3");
    a << QStringLiteral("-o") << QStringLiteral("ControlPath=") + controlPath;
    a << QStringLiteral("-T");
    if (e.port != 0)
        a << QStringLiteral("-p") << QString::number(e.port);
    if (!e.sshUser.isEmpty())
        a << QStringLiteral("-l") << e.sshUser;
    if (!e.sshIdentity.isEmpty())
        a << QStringLiteral("-i") << e.sshIdentity << QStringLiteral("-o")
          << QStringLiteral("IdentitiesOnly=yes");
    a << e.host;
    return a;
}

Result<QString> SshMaster::ensure(const Endpoint &endpoint)
{
    QMutexLocker lock(&registryMutex());
    return ensureLocked(endpoint, nullptr);
}

Result<QProcess *>
SshMaster::command(const Endpoint &endpoint, const QStringList &remoteCommand, QObject *parent)
{
    auto cp = ensure(endpoint);
    if (!cp)
        return cp.error();
    QStringList args = arguments(endpoint, *cp);
    // Through the master only: should it be gone, this fails rather than logging in anew.
    args.insert(args.size() - 1, QStringLiteral("-o"));
    args.insert(args.size() - 1, QStringLiteral("ControlMaster=no"));
    args << remoteCommand;
    auto *p = new QProcess(parent);
    p->setProgram(sshProgram());
    p->setArguments(args);
    return p;
}

Result<QByteArray> SshMaster::run(const Endpoint &endpoint,
                                  const QString &script,
                                  const QByteArray &input,
                                  int timeoutMs)
{
    auto cp = ensure(endpoint);
    if (!cp)
        return cp.error();
    QStringList args = arguments(endpoint, *cp);
    args.insert(args.size() - 1, QStringLiteral("-o"));
    args.insert(args.size() - 1, QStringLiteral("ControlMaster=no"));
    // The login shell of the remote user runs it: through sh, whatever that shell is.
    args << QStringLiteral("sh -c ") + shellQuote(script);
    QByteArray out, err;
    const int code = runSsh(args, input, timeoutMs, &out, &err);
    if (code != 0)
        return classify(endpoint, err, code == -1 ? 255 : code);
    return out;
}

Result<QString> SshMaster::forward(const Endpoint &endpoint)
{
    QMutexLocker lock(&registryMutex());
    MasterState *st = nullptr;
    auto cp = ensureLocked(endpoint, &st);
    if (!cp)
        return cp.error();
    const QString local
        = *cp + QStringLiteral("-") + hashOf(endpoint.path).left(8) + QStringLiteral(".sock");
    if (st->forwards.value(endpoint.path, -1) == st->generation && QFileInfo::exists(local))
        return local;
    lock.unlock();
    // Checked before forwarding: a forward to a missing socket would only show as connections
    // closed at once.
    const QString q = shellQuote(endpoint.path);
    auto probe = run(endpoint,
                     QStringLiteral("if [ ! -e %1 ]; then echo missing; elif [ ! -S %1 ]; then "
                                    "echo notsocket; elif [ ! -r %1 ] || [ ! -w %1 ]; then echo "
                                    "denied; else echo ok; fi")
                         .arg(q),
                     {},
                     30000);
    if (!probe)
        return probe.error();
    const QByteArray verdict = probe->trimmed();
    if (verdict == "missing" || verdict == "notsocket")
        return Error::make(Error::Kind::NotFound,
                           Tr::tr("there is no engine socket %1 on %2: the engine is not "
                                  "running there, or listens elsewhere. Start it on that host "
                                  "(for Podman: systemctl --user enable --now podman.socket, or "
                                  "podman system service), or correct the path in the "
                                  "connection.")
                               .arg(endpoint.path, destination(endpoint)));
    if (verdict == "denied")
        return Error::make(
            Error::Kind::Validation,
            Tr::tr("%1 may not use the engine socket %2 on %3 (permission "
                   "denied). Connect as the user who runs the engine, or give "
                   "this user access to the socket there.")
                .arg(endpoint.sshUser.isEmpty() ? Tr::tr("the SSH user") : endpoint.sshUser,
                     endpoint.path,
                     endpoint.host));
    lock.relock();
    st = &registry()[keyOf(endpoint)];
    QFile::remove(local);
    QStringList args = arguments(endpoint, *cp);
    args.insert(args.size() - 1, QStringLiteral("-O"));
    args.insert(args.size() - 1, QStringLiteral("forward"));
    args.insert(args.size() - 1, QStringLiteral("-L"));
    args.insert(args.size() - 1, local + QLatin1Char(':') + endpoint.path);
    QByteArray out, err;
    const int code = runSsh(args, {}, 30000, &out, &err);
    if (code != 0 || !QFileInfo::exists(local))
        return Error::make(Error::Kind::Transport,
                           Tr::tr("ssh to %1 could not forward the engine socket %2 to %3: %4")
                               .arg(destination(endpoint), endpoint.path, local, lastLines(err)));
    st->forwards.insert(endpoint.path, st->generation);
    return local;
}

Result<QString> SshMaster::remoteHome(const Endpoint &endpoint)
{
    {
        QMutexLocker lock(&registryMutex());
        MasterState *st = nullptr;
        auto cp = ensureLocked(endpoint, &st);
        if (!cp)
            return cp.error();
        if (st->homeGeneration == st->generation && !st->home.isEmpty())
            return st->home;
    }
    auto out = run(endpoint, QStringLiteral("printf '%s' \"$HOME\""), {}, 30000);
    if (!out)
        return out.error();
    const QString home = QString::fromUtf8(*out).trimmed();
    if (!home.startsWith(QLatin1Char('/')))
        return Error::make(Error::Kind::Api,
                           Tr::tr("%1 did not say where its home folder is (HOME is '%2')")
                               .arg(destination(endpoint), home));
    QMutexLocker lock(&registryMutex());
    MasterState &st = registry()[keyOf(endpoint)];
    st.home = home;
    st.homeGeneration = st.generation;
    return home;
}

void SshMaster::stop(const Endpoint &endpoint)
{
    QMutexLocker lock(&registryMutex());
    auto dir = runtimeDir();
    if (!dir)
        return;
    const QString cp = controlPathIn(*dir, endpoint);
    QStringList args = arguments(endpoint, cp);
    args.insert(args.size() - 1, QStringLiteral("-O"));
    args.insert(args.size() - 1, QStringLiteral("exit"));
    QByteArray out, err;
    if (QFileInfo::exists(cp))
        runSsh(args, {}, 10000, &out, &err);
    registry().remove(keyOf(endpoint));
}

qint64 SshMaster::masterPid(const Endpoint &endpoint)
{
    auto dir = runtimeDir();
    if (!dir)
        return 0;
    const QString cp = controlPathIn(*dir, endpoint);
    if (!QFileInfo::exists(cp))
        return 0;
    QStringList args = arguments(endpoint, cp);
    args.insert(args.size() - 1, QStringLiteral("-O"));
    args.insert(args.size() - 1, QStringLiteral("check"));
    QByteArray out, err;
    if (runSsh(args, {}, 10000, &out, &err) != 0)
        return 0;
    // "Master running (pid=1234)"
    const QByteArray text = out + err;
    const int at = text.indexOf("pid=");
    return at < 0 ? 0 : text.mid(at + 4).split(')').first().toLongLong();
}

Error SshMaster::classify(const Endpoint &e, const QByteArray &stderrText, int exitCode)
{
    const QString text = QString::fromUtf8(stderrText);
    const QString dest = destination(e);
    const QString hostArg
        = e.port != 0 ? QStringLiteral("[%1]:%2").arg(e.host).arg(e.port) : e.host;
    QString login = QStringLiteral("ssh");
    if (e.port != 0)
        login += QStringLiteral(" -p %1").arg(e.port);
    login += QLatin1Char(' ') + (e.sshUser.isEmpty() ? e.host : e.sshUser + u'@' + e.host);
    auto has = [&text](const char *s) {
        return text.contains(QLatin1String(s), Qt::CaseInsensitive);
    };
    if (has("REMOTE HOST IDENTIFICATION HAS CHANGED")
        || (has("host key for") && has("has changed")))
        return Error::make(Error::Kind::Validation,
                           Tr::tr("the host key of %1 has CHANGED since you accepted it "
                                  "(known_hosts): the host was reinstalled, or someone is "
                                  "intercepting the connection. TrainDeck did not connect. If "
                                  "you know why it changed, remove the old key (ssh-keygen -R "
                                  "'%2') and accept the new one after checking its fingerprint, "
                                  "by running `%3` once in a terminal.")
                               .arg(dest, hostArg, login));
    if (has("host key is known for") || has("Host key verification failed"))
        return Error::make(Error::Kind::Validation,
                           Tr::tr("the host key of %1 is not known (it is not in your "
                                  "known_hosts), and TrainDeck never accepts one by itself. "
                                  "Run `%2` once in a terminal, check the fingerprint it shows "
                                  "against the host's, answer yes, then connect again.")
                               .arg(dest, login));
    if (has("Permission denied (") || has("Too many authentication failures"))
        return Error::make(
            Error::Kind::Validation,
            Tr::tr("%1 refused the login (ssh said: %2). Make sure your key is offered: load "
                   "it into ssh-agent (ssh-add), or name it (IdentityFile in ~/.ssh/config, or "
                   "the connection's identity), and that its public key is in "
                   "~/.ssh/authorized_keys of %3 on that host. TrainDeck runs ssh without "
                   "prompts: a key with a passphrase must be in the agent.")
                .arg(dest,
                     lastLines(stderrText, 1),
                     e.sshUser.isEmpty() ? Tr::tr("the user") : e.sshUser));
    if (has("docker: command not found") || has("docker: not found")
        || (exitCode == 127 && has("docker")))
        return Error::make(Error::Kind::NotFound,
                           Tr::tr("docker is not installed on %1, or not on the PATH of "
                                  "non-interactive SSH sessions there (the remote shell said: "
                                  "%2). Install Docker on that host, or make `docker` reachable "
                                  "from `ssh %1 docker version`.")
                               .arg(dest, lastLines(stderrText, 1)));
    if (has("permission denied while trying to connect to the Docker daemon"))
        return Error::make(Error::Kind::Validation,
                           Tr::tr("%1 may not use the Docker socket there (permission denied). "
                                  "Add the user to the docker group on that host (then log in "
                                  "again), or connect as a user who may.")
                               .arg(dest));
    if (has("Cannot connect to the Docker daemon") || has("Is the docker daemon running"))
        return Error::make(Error::Kind::Transport,
                           Tr::tr("Docker is installed on %1 but its daemon does not answer "
                                  "there (%2). Start it on that host (systemctl start docker).")
                               .arg(dest, lastLines(stderrText, 1)));
    if (has("Could not resolve hostname") || has("Connection refused") || has("timed out")
        || has("No route to host") || has("Network is unreachable"))
        return Error::make(
            Error::Kind::Transport,
            Tr::tr("cannot reach %1 over SSH: %2").arg(dest, lastLines(stderrText, 1)));
    if (exitCode == 255)
        return Error::make(Error::Kind::Transport,
                           Tr::tr("the SSH connection to %1 failed or dropped%2")
                               .arg(dest,
                                    lastLines(stderrText).isEmpty()
                                        ? QString()
                                        : QStringLiteral(": ") + lastLines(stderrText)));
    return Error::make(Error::Kind::Transport,
                       Tr::tr("the command on %1 failed (exit code %2): %3")
                           .arg(dest)
                           .arg(exitCode)
                           .arg(lastLines(stderrText)));
}

} // namespace TrainDeck::Transport
