// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/trainjob.h"
#include "core/support/result.h"

#include <QCoreApplication>

#include <functional>

namespace TrainDeck::Ui {

/// A TrainJob file opened in the builder (Import…, a drop): one of its TrainJobs, with any
/// runtime the file defines, and what the user should know about it. A script the job names
/// outside the file's folder is read only when `readOutside` agrees.
class JobFileImport
{
    Q_DECLARE_TR_FUNCTIONS(JobFileImport)
public:
    struct Imported
    {
        TrainJob job;
        QString notice; ///< what was imported, a runtime of the file's, other TrainJobs
    };
    /// On failure the error's message holds every problem, one per line.
    static Result<Imported>
    load(const QString &path,
         const QString &jobName,
         const std::function<bool(const QString &jobFile, const QString &script)> &readOutside);
};

} // namespace TrainDeck::Ui
