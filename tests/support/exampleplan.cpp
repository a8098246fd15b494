// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "tests/support/exampleplan.h"

#include "core/catalog/runtimecatalog.h"
#include "core/codec/jobloader.h"
#include "core/pipeline/pipeline.h"

#include <QFile>

using namespace TrainDeck;

JobPlan examplePlan(BackendKind backend, int numNodes)
{
    const QString path = QStringLiteral(TRAINDECK_SOURCE_DIR
                                        "/resources/examples/four-node-with-initializers.yaml");
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("example job missing: %s", qPrintable(path));
    const QByteArray yaml
        = f.readAll().replace("numNodes: 4", "numNodes: " + QByteArray::number(numNodes));
    QList<Error> problems;
    auto job = JobLoader::loadBytes(yaml, path, &problems);
    if (!job)
        qFatal("example job: %s", qPrintable(job.error().toString()));
    const auto runtime = RuntimeCatalog::bundled().find(job->runtimeRef.name);
    if (!runtime)
        qFatal("runtime %s missing", qPrintable(job->runtimeRef.name));
    auto plan = Pipeline::standard().plan(
        *job, *runtime, PlanContext::forBackend(backend, job->name), &problems);
    if (!plan)
        qFatal("plan: %s", qPrintable(plan.error().toString()));
    return *plan;
}
