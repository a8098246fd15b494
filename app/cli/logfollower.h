// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QHash>
#include <QStringList>
#include <QTextStream>

namespace TrainDeck::Cli {

/// Prints step logs from a job's log folder (<logDir>/<step>.log), optionally prefixed
/// `[step] `, reading only what was appended since the last call. Partial lines wait for
/// their newline so prefixes never land mid-line.
class LogFollower
{
public:
    /// With `timestamps`, each line is preceded by the time it arrived (from the step's
    /// <step>.idx, see StepLogIndex), in UTC.
    LogFollower(QString logDir, QStringList steps, bool prefix, bool timestamps = false);
    void setSteps(const QStringList &steps) { m_steps = steps; }
    /// Prints new complete lines; with `flush`, a trailing partial line too.
    void pump(QTextStream &out, bool flush = false);

private:
    QString m_dir;
    QStringList m_steps;
    bool m_prefix;
    bool m_timestamps;
    QHash<QString, QList<QPair<qint64, qint64>>> m_index; ///< step -> (offset, msecs)
    QHash<QString, qint64> m_indexRead;                   ///< bytes of <step>.idx read
    QString timeOf(const QString &step, qint64 offset);
    QHash<QString, qint64> m_offsets;
    QHash<QString, QByteArray> m_partial;
};

} // namespace TrainDeck::Cli
