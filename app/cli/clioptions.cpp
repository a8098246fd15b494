// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/cli/clioptions.h"

namespace TrainDeck::Cli {

CliOptions::CliOptions(const QStringList &args,
                       const QStringList &flagsIn,
                       const QStringList &valued)
{
    // Every command that reaches an engine takes --host; the TLS opt-out goes with it, so
    // each of them accepts it without listing it.
    QStringList flags = flagsIn;
    if (valued.contains(QStringLiteral("host")))
        flags << QStringLiteral("insecure-skip-tls-verify");
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a == QLatin1String("--")) {
            m_positional += args.mid(i + 1);
            break;
        }
        if (!a.startsWith(QLatin1String("--")) || a.size() == 2) {
            m_positional << a;
            continue;
        }
        QString name = a.mid(2);
        QString inlineValue;
        bool hasInline = false;
        if (const qsizetype eq = name.indexOf(QLatin1Char('=')); eq > 0) {
            inlineValue = name.mid(eq + 1);
            name.truncate(eq);
            hasInline = true;
        }
        if (flags.contains(name) && !hasInline) {
            m_flags << name;
        } else if (valued.contains(name)) {
            if (hasInline) {
                m_values[name] << inlineValue;
            } else if (i + 1 < args.size()) {
                m_values[name] << args[++i];
            } else {
                m_error = tr("--%1 needs a value").arg(name);
                return;
            }
        } else {
            m_error = tr("unknown option --%1").arg(name);
            return;
        }
    }
}

QString CliOptions::value(const QString &name, const QString &fallback) const
{
    const QStringList v = m_values.value(name);
    return v.isEmpty() ? fallback : v.last();
}

RuntimeCatalog CliOptions::catalog(QTextStream &err) const
{
    RuntimeCatalog catalog = RuntimeCatalog::bundled();
    QStringList paths;
    const QString env = qEnvironmentVariable("TRAINDECK_RUNTIMES");
    if (!env.isEmpty())
        paths += env.split(QLatin1Char(':'), Qt::SkipEmptyParts);
    paths += values(QStringLiteral("runtimes"));
    for (const QString &p : paths) {
        const RuntimeCatalog::LoadReport r = catalog.addPath(p);
        for (const Error &e : r.errors)
            err << tr("warning: runtime not loaded: %1").arg(e.toString()) << '\n';
    }
    return catalog;
}

} // namespace TrainDeck::Cli
