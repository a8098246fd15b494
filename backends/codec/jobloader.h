// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/result.h"
#include "domain/trainjob.h"

#include <QCoreApplication>

namespace TrainDeck {

/// The I/O side of reading a job: the file, then the script it names (relative to the
/// file), so that the codec and the pipeline stay pure.
class JobLoader
{
    Q_DECLARE_TR_FUNCTIONS(JobLoader)
public:
    /// On failure returns the first problem; `problems` gets all of them.
    static Result<TrainJob> loadFile(const QString &path, QList<Error> *problems = nullptr);
    static Result<TrainJob>
    loadBytes(const QByteArray &bytes, const QString &fileName, QList<Error> *problems = nullptr);
    /// Reads a CustomTrainer's script into scriptContent. Relative paths are resolved against
    /// the job file's folder. Missing files are left for validation to report.
    static void loadScript(TrainJob &job);
    /// Script files larger than this are refused: a training script, not a data set.
    static constexpr qint64 MaxScriptBytes = 4 * 1024 * 1024;
};

} // namespace TrainDeck
