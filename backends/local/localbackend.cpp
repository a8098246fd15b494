// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/local/localbackend.h"

#include "backends/local/localworker.h"

#include "core/files/paths.h"
#include "core/files/safefs.h"

#include <QFileInfo>

namespace TrainDeck::Local {

LocalBackend::LocalBackend(QObject *parent)
    : LocalBackend(Options{}, parent)
{}

LocalBackend::LocalBackend(Options options, QObject *parent)
    : WorkerBackend(QStringLiteral("traindeck-local"), parent)
    , m_options(std::move(options))
{
    if (m_options.jobsDir.isEmpty() || m_options.venvRoot.isEmpty())
        if (auto r = Paths::makeDataDir(); !r)
            qWarning("%s", qPrintable(r.error().message));
    if (m_options.jobsDir.isEmpty())
        m_options.jobsDir = Paths::jobsDir(BackendKind::Local);
    if (m_options.venvRoot.isEmpty())
        m_options.venvRoot = Paths::venvDir();
    if (auto r = SafeFs::makeDirs(m_options.jobsDir, SafeFs::PrivateDir); !r)
        qWarning("%s", qPrintable(r.error().message));
    m_worker = new LocalWorker(m_options);
    setWorker(m_worker, m_options.jobsDir);
}

LocalBackend::~LocalBackend()
{
    // Joining the thread deletes the worker; running processes are left running on purpose:
    // a later TrainDeck picks them up.
    stopWorker();
}

QString LocalBackend::defaultPython()
{
    const QString env = qEnvironmentVariable("TRAINDECK_PYTHON");
    if (!env.isEmpty())
        return env;
    if (QFileInfo::exists(QStringLiteral("/usr/bin/python3")))
        return QStringLiteral("/usr/bin/python3");
    return QStringLiteral("python3");
}

QString LocalBackend::displayName() const
{
    return tr("Local processes");
}

void LocalBackend::start()
{
    setConnectionState(ConnectionState::Connecting);
    WorkerBackend::start();
}

} // namespace TrainDeck::Local
