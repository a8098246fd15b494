// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "tests/support/clirun.h"

#include <QProcess>

QString CliRun::ended() const
{
    switch (ending) {
    case Ending::Exited:
        return QStringLiteral("exit code %1").arg(exitCode);
    case Ending::Crashed:
        return QStringLiteral("crashed: signal %1").arg(signal);
    case Ending::TimedOut:
        return QStringLiteral("timed out after %1 ms (killed)").arg(timeoutMs);
    case Ending::NotStarted:
        break;
    }
    return QStringLiteral("did not start: " TRAINDECK_CLI_PATH);
}

CliRun CliRun::run(const QStringList &args, const QHash<QString, QString> &env, int timeoutMs)
{
    QProcess p;
    QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
    e.insert(QStringLiteral("TRAINDECK_LANG"), QStringLiteral("en"));
    for (auto it = env.begin(); it != env.end(); ++it)
        e.insert(it.key(), it.value());
    p.setProcessEnvironment(e);
    p.start(QStringLiteral(TRAINDECK_CLI_PATH), args);
    CliRun r;
    r.timeoutMs = timeoutMs;
    if (!p.waitForStarted()) {
        r.err = p.errorString();
        return r;
    }
    if (p.waitForFinished(timeoutMs)) {
        if (p.exitStatus() == QProcess::NormalExit) {
            r.ending = Ending::Exited;
            r.exitCode = p.exitCode();
        } else {
            r.ending = Ending::Crashed;
            r.signal = p.exitCode(); // Qt reports the terminating signal there
        }
    } else {
        p.kill();
        p.waitForFinished();
        r.ending = Ending::TimedOut;
    }
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    if (r.ending != Ending::Exited)
        qWarning("traindeck-cli %s: %s", qPrintable(args.join(u' ')), qPrintable(r.ended()));
    return r;
}
