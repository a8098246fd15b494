// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/cli/plancommand.h"

#include "app/cli/jobplanner.h"
#include "core/codec/document.h"

namespace TrainDeck::Cli {

QString PlanCommand::summary() const
{
    return tr("show what a backend would create for a TrainJob (dry run)");
}

QString PlanCommand::usage() const
{
    return tr("Usage: traindeck-cli plan FILE --backend local|docker|podman|kubernetes [--json]\n"
              "                          [--job NAME] [--runtimes PATH]... [--reveal-secrets]\n\n"
              "Runs validation and the build phase of the job pipeline and prints the job plan:\n"
              "networks, volumes and the ordered steps with image, command, env, mounts and\n"
              "labels. Nothing is created. Secret values are masked unless --reveal-secrets.\n\n"
              "FILE may hold several documents (---), as kubectl apply -f takes them: TrainJobs\n"
              "and the runtimes they use, which take the place of catalog runtimes of the same\n"
              "name for the jobs in the file. Every TrainJob is planned (--job NAME: only that\n"
              "one); with --json, one plan is an object and several are an array.\n\n"
              "Exit status: 0 with a plan, 1 when the job is not valid, 2 on bad usage.\n");
}

void PlanCommand::addOptions(CliParser &parser) const
{
    parser.addFlags({QStringLiteral("json"), QStringLiteral("reveal-secrets")});
    parser.addValues(
        {QStringLiteral("backend"), QStringLiteral("runtimes"), QStringLiteral("job")});
}

int PlanCommand::run(const CliParser &o, QTextStream &out, QTextStream &err)
{
    if (o.positional().size() != 1) {
        err << tr("plan needs exactly one TrainJob file") << '\n' << usage();
        return ExitUsage;
    }
    const auto backend
        = BackendRegistry::parseKind(o.value(QStringLiteral("backend"), QStringLiteral("local")));
    if (!backend) {
        err << backend.error().message << '\n';
        return ExitUsage;
    }
    const QString file = o.positional().first();
    const RuntimeCatalog catalog = o.catalog(err);
    const auto jobs = loadJobFile(file, catalog, o.value(QStringLiteral("job")), err);
    if (!jobs)
        return ExitInvalid;
    // Every job is planned before anything is printed: a file with one bad job prints no plan.
    QList<JobPlan> plans;
    for (const TrainJob &job : *jobs) {
        if (auto plan = planJob(job, file, *backend, catalog, err))
            plans << *plan;
    }
    if (plans.size() != jobs->size())
        return ExitInvalid;
    const bool reveal = o.has(QStringLiteral("reveal-secrets"));
    if (o.has(QStringLiteral("json"))) {
        if (plans.size() == 1) {
            out << QString::fromUtf8(Document::toJson(plans.first().toJson(reveal)));
        } else {
            nlohmann::ordered_json all = nlohmann::ordered_json::array();
            for (const JobPlan &p : std::as_const(plans))
                all.push_back(p.toJson(reveal));
            out << QString::fromUtf8(Document::toJson(all));
        }
        return ExitOk;
    }
    for (qsizetype i = 0; i < plans.size(); ++i) {
        if (i > 0)
            out << '\n';
        out << plans[i].toText();
    }
    return ExitOk;
}

} // namespace TrainDeck::Cli
