// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/local/processlauncher.h"

#include "core/files/safefs.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

namespace TrainDeck::Local {

namespace {

/// The runner records the exit status next to the log, then exits with it. It is the
/// session leader: its pid is the process group that cancel signals.
/// The exit file is private (umask 077 in a subshell: the step itself keeps the user's umask).
const char *const Runner
    = "\"$@\"; code=$?; "
      "(umask 077 && printf '%s\\n' \"$code\" > \"$TRAINDECK_EXIT_FILE.tmp\") && "
      "mv -f \"$TRAINDECK_EXIT_FILE.tmp\" \"$TRAINDECK_EXIT_FILE\"; "
      "exit \"$code\"";

} // namespace

Result<ProcessLauncher::Started> ProcessLauncher::start(const Spec &spec)
{
    if (spec.argv.isEmpty())
        return Error::make(Error::Kind::Io, tr("nothing to run"));
    for (const QString &f : {spec.logFile, spec.exitFile})
        if (auto r = SafeFs::makeDirs(QFileInfo(f).absolutePath(), SafeFs::PrivateDir); !r)
            return r.error();
    QFile::remove(spec.exitFile);

    // Everything the child needs is built before fork(): after it, only async-signal-safe
    // calls are allowed in a multi-threaded process.
    QList<QByteArray> args{QByteArrayLiteral("bash"),
                           QByteArrayLiteral("-c"),
                           QByteArray(Runner),
                           QByteArrayLiteral("traindeck-step")};
    for (const QString &a : spec.argv)
        args << a.toLocal8Bit();
    std::vector<char *> argv;
    for (QByteArray &a : args)
        argv.push_back(a.data());
    argv.push_back(nullptr);

    QProcessEnvironment env = spec.env;
    env.insert(QStringLiteral("TRAINDECK_EXIT_FILE"), spec.exitFile);
    QList<QByteArray> envStrings;
    for (const QString &k : env.keys())
        envStrings << (k + QLatin1Char('=') + env.value(k)).toLocal8Bit();
    std::vector<char *> envp;
    for (QByteArray &e : envStrings)
        envp.push_back(e.data());
    envp.push_back(nullptr);

    const QByteArray logPath = spec.logFile.toLocal8Bit();
    const QByteArray workDir = spec.workingDir.toLocal8Bit();
    const QByteArray bash = QByteArrayLiteral("/bin/bash");

    int errPipe[2];
    if (pipe2(errPipe, O_CLOEXEC) != 0)
        return Error::make(
            Error::Kind::Io,
            tr("cannot create a pipe: %1").arg(QString::fromLocal8Bit(strerror(errno))));

    const pid_t pid = fork();
    if (pid < 0) {
        close(errPipe[0]);
        close(errPipe[1]);
        return Error::make(
            Error::Kind::Io,
            tr("cannot start a process: %1").arg(QString::fromLocal8Bit(strerror(errno))));
    }
    if (pid == 0) {
        close(errPipe[0]);
        if (spec.niceness > 0) {
            // A group of its own in TrainDeck's session, not a session of its own: where the
            // kernel groups tasks by session (autogroup), a new session would make each node
            // weigh as much as the whole desktop app, whatever its nice value, and 40 busy
            // nodes would starve the window. Nice only lowers: never fails unprivileged.
            setpgid(0, 0);
            errno = 0;
            [[maybe_unused]] const int n = nice(spec.niceness);
        } else {
            setsid();
        }
        int stage = 1;
        // Private whatever the umask, and never written through a link.
        const int fd = open(
            logPath.constData(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NOFOLLOW, 0600);
        const int devnull = open("/dev/null", O_RDONLY | O_CLOEXEC);
        if (fd >= 0 && devnull >= 0 && fchmod(fd, 0600) == 0 && dup2(devnull, 0) >= 0
            && dup2(fd, 1) >= 0 && dup2(fd, 2) >= 0) {
            stage = 2;
            if (workDir.isEmpty() || chdir(workDir.constData()) == 0) {
                stage = 3;
                // Default signal dispositions: Qt may ignore SIGPIPE in the parent.
                signal(SIGPIPE, SIG_DFL);
                execve(bash.constData(), argv.data(), envp.data());
            }
        }
        const int err[2] = {stage, errno};
        [[maybe_unused]] ssize_t w = write(errPipe[1], err, sizeof err);
        _exit(127);
    }
    close(errPipe[1]);
    int err[2] = {0, 0};
    ssize_t n;
    do {
        n = read(errPipe[0], err, sizeof err);
    } while (n < 0 && errno == EINTR);
    close(errPipe[0]);
    if (n == ssize_t(sizeof err)) {
        int status = 0;
        waitpid(pid, &status, 0);
        const QString why = QString::fromLocal8Bit(strerror(err[1]));
        if (err[0] == 1)
            return Error::make(Error::Kind::Io,
                               tr("cannot open the log file %1: %2").arg(spec.logFile, why));
        if (err[0] == 2)
            return Error::make(Error::Kind::Io,
                               tr("cannot enter the folder %1: %2").arg(spec.workingDir, why));
        return Error::make(Error::Kind::Io, tr("cannot run /bin/bash: %1").arg(why));
    }
    Started s;
    s.pid = pid;
    s.startTicks = startTicksOf(pid);
    return s;
}

quint64 ProcessLauncher::startTicksOf(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray stat = f.readAll();
    // Field 22 (starttime), counted after the ')' that closes the command name.
    const qsizetype close = stat.lastIndexOf(')');
    if (close < 0)
        return 0;
    const QList<QByteArray> fields = stat.mid(close + 2).split(' ');
    return fields.size() > 19 ? fields[19].toULongLong() : 0;
}

bool ProcessLauncher::isAlive(qint64 pid, quint64 startTicks)
{
    // Without its start time a pid proves nothing: it may be anyone's by now, and a state
    // file could name any process. Every step this launcher starts has one.
    if (pid <= 0 || startTicks == 0)
        return false;
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QByteArray stat = f.readAll();
    const qsizetype close = stat.lastIndexOf(')');
    if (close < 0 || close + 2 >= stat.size())
        return false;
    if (stat.at(close + 2) == 'Z')
        return false;
    return startTicksOf(pid) == startTicks;
}

std::optional<int> ProcessLauncher::reap(qint64 pid)
{
    int status = 0;
    const pid_t r = waitpid(pid_t(pid), &status, WNOHANG);
    if (r != pid)
        return std::nullopt;
    if (WIFEXITED(status))
        return WEXITSTATUS(status);
    if (WIFSIGNALED(status))
        return 128 + WTERMSIG(status);
    return std::nullopt;
}

void ProcessLauncher::signalGroup(qint64 pgid, int sig)
{
    if (pgid > 1)
        ::kill(-pid_t(pgid), sig);
}

QList<qint64> ProcessLauncher::groupMembers(qint64 pgid)
{
    QList<qint64> out;
    const QStringList entries
        = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &e : entries) {
        bool ok = false;
        const qint64 pid = e.toLongLong(&ok);
        if (!ok)
            continue;
        if (getpgid(pid_t(pid)) == pgid) {
            QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
            if (f.open(QIODevice::ReadOnly)) {
                const QByteArray stat = f.readAll();
                const qsizetype close = stat.lastIndexOf(')');
                if (close > 0 && close + 2 < stat.size() && stat.at(close + 2) != 'Z')
                    out << pid;
            }
        }
    }
    return out;
}

} // namespace TrainDeck::Local
