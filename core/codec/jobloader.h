// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/codec/document.h"
#include "core/domain/runtime.h"
#include "core/domain/trainjob.h"
#include "core/support/result.h"

#include <QCoreApplication>

namespace TrainDeck {

/// The I/O side of reading a job: the file, then the script it names (relative to the
/// file), so that the codec and the pipeline stay pure.
///
/// A job file may hold several documents separated by `---`, as Kubeflow's own examples do
/// for `kubectl apply -f`: TrainJobs, and the TrainingRuntimes or ClusterTrainingRuntimes
/// they use. A runtime defined in the file serves the jobs in it (TrainJob::fileRuntime).
class JobLoader
{
    Q_DECLARE_TR_FUNCTIONS(JobLoader)
public:
    /// Everything one file holds, in file order.
    struct Contents
    {
        QList<TrainJob> jobs;
        QList<Runtime> runtimes;
        /// The 1-based line where each runtime's document starts, for messages.
        QList<int> runtimeLines;
    };

    /// Which scripts a job file may name. A cloned repository's job file must not be able to
    /// make TrainDeck read ~/.ssh/id_rsa (by a path or a symlink), so by default a script is
    /// read only when its real path lies inside the job file's own folder.
    enum class ScriptAccess {
        InsideJobFolder,
        Anywhere, ///< the user chose the script themselves (asked, or picked it)
    };

    /// Every document of the file. Fails, with every problem in `problems`, when any document
    /// is not valid or of a kind TrainDeck does not handle: nothing in a bad file is used.
    static Result<Contents> loadAll(const QString &path,
                                    QList<Error> *problems = nullptr,
                                    ScriptAccess access = ScriptAccess::InsideJobFolder);
    static Result<Contents> loadAllBytes(const QByteArray &bytes,
                                         const QString &fileName,
                                         QList<Error> *problems = nullptr,
                                         ScriptAccess access = ScriptAccess::InsideJobFolder);

    /// A file with exactly one TrainJob (and any runtimes it uses). On failure returns the
    /// first problem; `problems` gets all of them.
    static Result<TrainJob> loadFile(const QString &path,
                                     QList<Error> *problems = nullptr,
                                     ScriptAccess access = ScriptAccess::InsideJobFolder);
    static Result<TrainJob> loadBytes(const QByteArray &bytes,
                                      const QString &fileName,
                                      QList<Error> *problems = nullptr,
                                      ScriptAccess access = ScriptAccess::InsideJobFolder);
    /// The job a backend kept at submit time (TrainJobCodec::toKeptYaml): its script and
    /// runtime come with it, so no other file is read. TrainDeck's own file, so yaml-cpp runs
    /// without the watchdog's fork (it is read at every selection of the job).
    static Result<TrainJob> loadKept(const QString &path);
    /// Reads a CustomTrainer's script into scriptContent, unless its content came with the
    /// document. Relative paths are resolved against the job file's folder. A script that
    /// cannot be read is left for validation to report, with the reason in scriptProblem.
    static void loadScript(TrainJob &job, ScriptAccess access = ScriptAccess::InsideJobFolder);
    /// True when the script was refused only because it lies outside the job file's folder
    /// (the GUI then asks the user, naming the file).
    static bool scriptOutsideJobFolder(const TrainJob &job);
    /// Script files larger than this are refused: a training script, not a data set.
    static constexpr qint64 MaxScriptBytes = 4 * 1024 * 1024;

private:
    static Result<Contents> loadAllBytes(const QByteArray &bytes,
                                         const QString &fileName,
                                         QList<Error> *problems,
                                         ScriptAccess access,
                                         Document::Origin origin);
};

} // namespace TrainDeck
