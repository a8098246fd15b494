// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/cli/jobplanner.h"

#include "app/cli/clicommand.h"
#include "core/codec/jobloader.h"
#include "core/pipeline/pipeline.h"

namespace TrainDeck::Cli {

std::optional<QList<TrainJob>> loadJobFile(const QString &file,
                                           const RuntimeCatalog &catalog,
                                           const QString &only,
                                           QTextStream &err)
{
    QList<Error> problems;
    auto contents = JobLoader::loadAll(file, &problems);
    if (!contents) {
        for (const Error &e : std::as_const(problems))
            err << e.toString() << '\n';
        return std::nullopt;
    }
    for (int i = 0; i < contents->runtimes.size(); ++i) {
        const Runtime &rt = contents->runtimes[i];
        const auto shadowed = catalog.find(rt.name);
        if (!shadowed)
            continue;
        const QString other = shadowed->sourceFile.startsWith(QLatin1String(":/"))
                                  ? CliCommand::tr("the bundled runtime of that name")
                                  : CliCommand::tr("the one from %1").arg(shadowed->sourceFile);
        err << CliCommand::tr("%1:%2: note: runtime '%3' defined in this file is used by its "
                              "jobs instead of %4")
                   .arg(file)
                   .arg(contents->runtimeLines.value(i))
                   .arg(rt.name, other)
            << '\n';
    }
    QList<TrainJob> jobs = contents->jobs;
    if (!only.isEmpty()) {
        QStringList names;
        QList<TrainJob> kept;
        for (const TrainJob &j : std::as_const(jobs)) {
            names << j.name;
            if (j.name == only)
                kept << j;
        }
        if (kept.isEmpty()) {
            err << Error::make(Error::Kind::NotFound,
                               CliCommand::tr("no TrainJob named '%1' in this file; it holds: %2")
                                   .arg(only,
                                        names.isEmpty() ? CliCommand::tr("no TrainJob")
                                                        : names.join(QStringLiteral(", "))))
                       .at(file)
                       .toString()
                << '\n';
            return std::nullopt;
        }
        jobs = kept;
    }
    if (jobs.isEmpty()) {
        QStringList names;
        for (const Runtime &rt : std::as_const(contents->runtimes))
            names << rt.name;
        err << Error::make(Error::Kind::Validation,
                           CliCommand::tr("the file defines only runtimes (%1) and no TrainJob; "
                                          "give it with --runtimes FILE to a command that "
                                          "takes a TrainJob, or add a TrainJob that uses it")
                               .arg(names.join(QStringLiteral(", "))))
                   .at(file)
                   .toString()
            << '\n';
        return std::nullopt;
    }
    return jobs;
}

std::optional<JobPlan> planJob(const TrainJob &job,
                               const QString &file,
                               BackendKind backend,
                               const RuntimeCatalog &catalog,
                               QTextStream &err)
{
    const auto runtime = catalog.runtimeFor(job);
    if (!runtime) {
        Error e = runtime.error();
        err << e.at(file).toString() << '\n';
        return std::nullopt;
    }
    QList<Error> problems;
    auto plan = Pipeline::standard().plan(
        job, *runtime, PlanContext::forBackend(backend, job.name), &problems);
    if (!plan) {
        for (const Error &e : std::as_const(problems))
            err << e.toString() << '\n';
        return std::nullopt;
    }
    return *plan;
}

} // namespace TrainDeck::Cli
