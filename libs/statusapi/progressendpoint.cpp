// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/statusapi/progressendpoint.h"

#include "core/files/safefs.h"
#include "libs/statusapi/jobtoken.h"
#include "libs/statusapi/statushandler.h"

#include <QCoreApplication>
#include <QDir>

namespace TrainDeck::StatusApi {

QString ProgressEndpoint::url(const QString &host, const QString &job) const
{
    return QStringLiteral("https://%1:%2").arg(host).arg(port)
           + StatusHandler::path(QStringLiteral("default"), job);
}

Result<EnvList> ProgressEndpoint::prepareJob(const QString &jobDir,
                                             const QString &job,
                                             const QString &host,
                                             const QString &secretsDir) const
{
    const QByteArray token = JobToken::generate();
    if (token.isEmpty())
        return Error::make(Error::Kind::Io,
                           QCoreApplication::translate("TrainDeck::StatusApi",
                                                       "no random bytes for the job's progress "
                                                       "token; try again"));
    const QString dir = QDir(jobDir).filePath(QStringLiteral("status"));
    if (auto made = SafeFs::makeDirs(dir, SafeFs::PrivateDir); !made)
        return made.error();
    if (auto w = SafeFs::replaceFile(QDir(dir).filePath(QStringLiteral("token")), token); !w)
        return w.error();
    if (auto w = SafeFs::replaceFile(QDir(dir).filePath(QStringLiteral("ca.crt")), caPem); !w)
        return w.error();
    EnvList env;
    setEnv(env, QStringLiteral("KUBEFLOW_TRAINER_SERVER_URL"), url(host, job));
    setEnv(env,
           QStringLiteral("KUBEFLOW_TRAINER_SERVER_CA_CERT"),
           secretsDir + QStringLiteral("/ca.crt"));
    setEnv(env,
           QStringLiteral("KUBEFLOW_TRAINER_SERVER_TOKEN"),
           secretsDir + QStringLiteral("/token"));
    return env;
}

} // namespace TrainDeck::StatusApi
