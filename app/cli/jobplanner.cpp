// SPDX-License-Identifier: Apache-2.0
#include "jobplanner.h"

#include "clicommand.h"
#include "codec/jobloader.h"
#include "pipeline/pipeline.h"

namespace TrainDeck::Cli {

std::optional<JobPlan>
planJobFile(const QString &file, BackendKind backend, const CliOptions &options, QTextStream &err)
{
    QList<Error> problems;
    auto job = JobLoader::loadFile(file, &problems);
    if (!job) {
        for (const Error &e : problems)
            err << e.toString() << '\n';
        return std::nullopt;
    }
    const RuntimeCatalog catalog = options.catalog(err);
    const auto runtime = catalog.find(job->runtimeRef.name);
    if (!runtime) {
        err << Error::make(
                   Error::Kind::NotFound,
                   CliCommand::tr("runtime '%1' was not found; available: %2")
                       .arg(job->runtimeRef.name, catalog.names().join(QStringLiteral(", "))))
                   .at(file)
                   .inField(QStringLiteral("spec.runtimeRef.name"))
                   .toString()
            << '\n';
        return std::nullopt;
    }
    auto plan = Pipeline::standard().plan(
        *job, *runtime, PlanContext::forBackend(backend, job->name), &problems);
    if (!plan) {
        for (const Error &e : problems)
            err << e.toString() << '\n';
        return std::nullopt;
    }
    return *plan;
}

} // namespace TrainDeck::Cli
