// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/trainer.h"
#include "core/pipeline/plancontext.h"

#include <QByteArray>
#include <QStringList>

namespace TrainDeck {

/// Generates the bash launcher and the Python wrapper that run a CustomTrainer on a node.
///
/// Unlike the SDK, no user value is ever pasted into shell text unquoted: arguments go
/// through shellQuote(), env values travel in the process environment, and function
/// arguments travel as JSON in TRAINDECK_FUNC_ARGS. The launcher picks torchrun when it
/// works (torch >= 2) and otherwise runs python3 with the torch.distributed env:// variables
/// derived from PET_* (one process per node), because Debian's torchrun 1.13 is broken on
/// Python 3.11.
class TrainerScript
{
public:
    struct Paths
    {
        QString workspace;  ///< /workspace in containers, the host workspace for processes
        QString scriptFile; ///< where the user's script is written
        QString wrapperFile;
        QString venv; ///< local backend: the venv to use (created when missing)
    };

    /// POSIX single-quote quoting: safe for any byte string.
    static QString shellQuote(const QString &value);
    static QString shellJoin(const QStringList &argv);

    static QByteArray wrapperPy();
    static QByteArray launchScript(const CustomTrainer &trainer,
                                   const PlanContext &context,
                                   const Paths &paths,
                                   bool useVenv);
    /// Name of the venv for a package set: the same inputs give the same folder, so a venv is
    /// reused when the same set is asked for again.
    static QString
    venvKey(const QString &runtimeName, const CustomTrainer &trainer, const PlanContext &context);
    /// The user's script bytes (file content or inline code).
    static QByteArray scriptBytes(const CustomTrainer &trainer);
    static QString scriptFileName(const CustomTrainer &trainer);
};

} // namespace TrainDeck
