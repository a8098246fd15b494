// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/jobfileimport.h"

#include "core/codec/jobloader.h"

#include <QDir>
#include <QFileInfo>

namespace TrainDeck::Ui {

Result<JobFileImport::Imported>
JobFileImport::load(const QString &path,
                    const QString &jobName,
                    const std::function<bool(const QString &, const QString &)> &readOutside)
{
    QList<Error> problems;
    auto loaded = JobLoader::loadAll(path, &problems);
    auto fail = [&](Error e) -> Result<Imported> {
        QStringList lines;
        for (const Error &p : std::as_const(problems))
            lines << p.toString();
        if (lines.isEmpty())
            lines << e.toString();
        e.message = lines.join(u'\n');
        return e;
    };
    if (!loaded)
        return fail(loaded.error());
    QStringList names;
    for (const TrainJob &j : std::as_const(loaded->jobs))
        names << j.name;
    problems.clear();
    if (loaded->jobs.isEmpty()) {
        QStringList runtimes;
        for (const Runtime &rt : std::as_const(loaded->runtimes))
            runtimes << rt.name;
        return fail(Error::make(
            Error::Kind::Validation,
            tr("%1 defines only runtimes (%2) and no TrainJob; add it to "
               "TrainDeck's runtimes, or add a TrainJob that uses it")
                .arg(QDir::toNativeSeparators(path), runtimes.join(QStringLiteral(", ")))));
    }
    qsizetype index = jobName.isEmpty() ? 0 : names.indexOf(jobName);
    if (index < 0)
        return fail(Error::make(
            Error::Kind::NotFound,
            tr("%1 has no TrainJob named '%2'; it holds %3")
                .arg(QDir::toNativeSeparators(path), jobName, names.join(QStringLiteral(", ")))));
    Imported out{loaded->jobs.at(index), {}};
    TrainJob &job = out.job;
    if (JobLoader::scriptOutsideJobFolder(job)) {
        // A job file from elsewhere (a cloned repository) may name any file on this machine:
        // read it only when the user says so, knowing which file it is.
        const auto &c = std::get<CustomTrainer>(job.trainer);
        const QString target
            = QFileInfo(QFileInfo(path).absoluteDir().filePath(c.scriptPath)).canonicalFilePath();
        if (readOutside(path, target))
            JobLoader::loadScript(job, JobLoader::ScriptAccess::Anywhere);
    }
    out.notice = tr("Imported %1").arg(QDir::toNativeSeparators(path));
    if (job.fileRuntime)
        out.notice += u'\n'
                      + tr("The runtime %1 is defined in this file and is used instead of any "
                           "runtime of that name in the catalog.")
                            .arg(job.fileRuntime->name);
    if (names.size() > 1)
        out.notice += u'\n'
                      + tr("The file holds %1 TrainJobs (%2); this is %3. Submit them all with "
                           "traindeck-cli train.")
                            .arg(names.size())
                            .arg(names.join(QStringLiteral(", ")), job.name);
    return out;
}

} // namespace TrainDeck::Ui
