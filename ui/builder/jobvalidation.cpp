// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/jobvalidation.h"

#include "core/codec/document.h"
#include "core/codec/trainjobcodec.h"
#include "core/pipeline/pipeline.h"
#include "core/pipeline/plancontext.h"

#include <QSet>

namespace TrainDeck::Ui {

QList<Error> JobValidation::problems(const TrainJob &job,
                                     const Runtime *runtime,
                                     const QList<Runtime> &catalog,
                                     BackendKind backend)
{
    QList<Error> problems;
    // The codec's checks on the object we would write...
    QList<Error> codecProblems;
    const auto decoded
        = TrainJobCodec::decode(Document::fromJson(TrainJobCodec::encode(job)), &codecProblems);
    Q_UNUSED(decoded)
    // The file format's words ("a CustomTrainer needs the annotation …") mean nothing in the
    // form: a trainer without code is the pipeline's to say, in the form's words.
    const auto *custom = std::get_if<CustomTrainer>(&job.trainer);
    const bool noCode
        = custom && custom->scriptPath.isEmpty() && custom->inlineCode.trimmed().isEmpty();
    for (const Error &e : std::as_const(codecProblems)) {
        if (!(noCode && e.field == QLatin1String("metadata.annotations")))
            problems << e;
    }
    // ...then the pipeline's validation plugins for the target backend.
    QStringList names;
    for (const Runtime &rt : catalog)
        names << rt.name;
    if (job.fileRuntime)
        names << job.fileRuntime->name;
    problems += Pipeline::standard().validate(
        job, runtime, PlanContext::forBackend(backend, job.name), names);
    // One message per field and text: the codec and the plugins sometimes agree.
    QSet<QString> seen;
    QList<Error> out;
    for (const Error &e : std::as_const(problems)) {
        const QString key = e.field + u'\n' + e.message;
        if (seen.contains(key))
            continue;
        seen.insert(key);
        out << e;
    }
    return out;
}

} // namespace TrainDeck::Ui
