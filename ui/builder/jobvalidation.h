// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/runtime.h"
#include "core/domain/trainjob.h"
#include "core/support/error.h"

#include <QList>

namespace TrainDeck::Ui {

/// The builder's live check of a job: the codec's checks (types, ranges such as
/// numNodes >= 1) on the object the job encodes to, then the pipeline's validation plugins for
/// a backend of `backend`, one message per field and text.
class JobValidation
{
public:
    /// `runtime` is the one the job names (null when unknown); `catalog` the runtimes offered.
    static QList<Error> problems(const TrainJob &job,
                                 const Runtime *runtime,
                                 const QList<Runtime> &catalog,
                                 BackendKind backend);
};

} // namespace TrainDeck::Ui
