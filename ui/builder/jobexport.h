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
    /// `targetFile`: where the YAML goes; a script named by path is then written relative to
    /// that file's folder, so the file and its script move together (and the file reads
    /// back from there).
    static QByteArray
    yaml(const TrainJob &job, bool includeSecrets, const QString &targetFile = {});
    /// `job` with its script path relative to `targetFile`'s folder (an absolute path, or one
    /// relative to the file the job came from, made relative to the new place).
    static TrainJob relocated(const TrainJob &job, const QString &targetFile);
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
