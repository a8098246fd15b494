// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/trainjob.h"
#include "core/support/result.h"

#include <QCoreApplication>

class QWidget;

namespace TrainDeck::Ui {

/// The builder's exports: the TrainJob YAML and the Kubeflow SDK program, secrets left out
/// unless asked for, written whole or not at all.
class JobExport
{
    Q_DECLARE_TR_FUNCTIONS(JobExport)
public:
    static QByteArray yaml(const TrainJob &job, bool includeSecrets);
    static QString sdkCode(const TrainJob &job, BackendKind backend, bool includeSecrets);
    static Result<void> write(const QString &path, const QByteArray &bytes);

    /// Asks where to and, when the job holds secrets, whether to write them; then writes.
    /// The answer says what was exported, empty when the user cancelled.
    static Result<QString> exportYaml(QWidget *parent, const TrainJob &job);
    static Result<QString> exportSdkCode(QWidget *parent, const TrainJob &job, BackendKind backend);

private:
    static bool confirmSecrets(QWidget *parent, const TrainJob &job, const QString &what);
};

} // namespace TrainDeck::Ui
