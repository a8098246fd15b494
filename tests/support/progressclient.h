// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace TrainDeck::Test {

/// A file's bytes, empty when it cannot be read.
QByteArray readFile(const QString &path);

/// Python code that runs tests/support/progress/progress_update.py (the Kubeflow SDK's
/// progress request) with `steps` as its argv: a job's inline code or `python3 -c` argument.
QString progressClientCode(const QStringList &steps);

/// What progress_update.py prints for an error answer: "CODE <metav1.Status body>", the
/// controller's bytes.
QByteArray progressStatusAnswer(int code, const char *reason, const QByteArray &message);

/// tests/support/progress/monitor_train.py: a 2-node training stand-in that prints its loss
/// and reports progress through the progress API.
QByteArray monitorTrainScript();

} // namespace TrainDeck::Test
