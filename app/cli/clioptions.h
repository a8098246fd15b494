// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/catalog/runtimecatalog.h"

#include <QHash>
#include <QStringList>
#include <QTextStream>

namespace TrainDeck::Cli {

/// A small argument parser shared by the commands: `--flag`, `--key value`, `--key=value`
/// and positional arguments. Unknown options are usage errors, reported by name.
class CliOptions
{
    Q_DECLARE_TR_FUNCTIONS(CliOptions)
public:
    /// `flags` take no value; `valued` take one (repeatable: the last wins, all kept).
    CliOptions(const QStringList &args, const QStringList &flags, const QStringList &valued);

    bool ok() const { return m_error.isEmpty(); }
    const QString &error() const { return m_error; }
    bool has(const QString &name) const
    {
        return m_flags.contains(name) || m_values.contains(name);
    }
    QString value(const QString &name, const QString &fallback = {}) const;
    QStringList values(const QString &name) const { return m_values.value(name); }
    const QStringList &positional() const { return m_positional; }

    /// The runtime catalog: TrainDeck's runtimes, then $TRAINDECK_RUNTIMES (':'-separated),
    /// then each --runtimes PATH. Load problems are printed to `err` as warnings.
    RuntimeCatalog catalog(QTextStream &err) const;

private:
    QHash<QString, QStringList> m_values;
    QStringList m_flags;
    QStringList m_positional;
    QString m_error;
};

} // namespace TrainDeck::Cli
