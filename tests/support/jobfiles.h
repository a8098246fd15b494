// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QString>

/// Job files as users write them, for the tests of job files, the CLI, the builder and the
/// window: one place that knows the YAML shapes.
struct JobFiles
{
    /// Writes `bytes` to `path`, making its folder; false (with a warning naming the path) when
    /// it cannot.
    static bool write(const QString &path, const QByteArray &bytes);

    /// A TrainJob whose script (`traindeck.io/script`, relative to the file) is `script`.
    static QByteArray trainJob(const QByteArray &name,
                               const QByteArray &runtime,
                               const QByteArray &runtimeKind = "ClusterTrainingRuntime",
                               const QByteArray &script = "train.py",
                               const QByteArray &nodes = "1");
    /// TrainDeck's bundled torch-distributed runtime under another name and kind (its node
    /// image replaced when `image` is given, so a test can tell which runtime served a job).
    static QByteArray runtime(const QByteArray &name,
                              const QByteArray &kind = "TrainingRuntime",
                              const QByteArray &image = {});
};
