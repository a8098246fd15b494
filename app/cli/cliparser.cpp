// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/cli/cliparser.h"

namespace TrainDeck::Cli {

CliParser::CliParser(QString command)
    : m_command(std::move(command))
{
    m_parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsCompactedShortOptions);
    m_parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsOptions);
    m_parser.addHelpOption();
}

void CliParser::addFlags(const QStringList &names)
{
    for (const QString &name : names) {
        if (declared(name))
            continue;
        m_options << QCommandLineOption(name);
        m_parser.addOption(m_options.last());
        m_flags << name;
    }
}

void CliParser::addValues(const QStringList &names)
{
    for (const QString &name : names) {
        if (declared(name))
            continue;
        m_options << QCommandLineOption(name, QString(), name.toUpper());
        m_parser.addOption(m_options.last());
        m_valued << name;
    }
}

void CliParser::addValue(const QStringList &aliases)
{
    m_options << QCommandLineOption(aliases, QString(), aliases.last().toUpper());
    m_parser.addOption(m_options.last());
    m_valued << aliases;
}

void CliParser::addConnectionOptions()
{
    addValues({QStringLiteral("backend"), QStringLiteral("host")});
    // The TLS opt-out goes with --host: every command that reaches an engine accepts it.
    addFlags({QStringLiteral("insecure-skip-tls-verify")});
    // kubectl's names for the cluster a command works on (--backend kubernetes).
    addValues(
        {QStringLiteral("kubeconfig"), QStringLiteral("context"), QStringLiteral("namespace")});
}

bool CliParser::declared(const QString &name) const
{
    return m_flags.contains(name) || m_valued.contains(name);
}

CliParser::Outcome CliParser::parse(const QStringList &args)
{
    // As before QCommandLineParser: --help wins over anything else on the line.
    for (const QString &a : args) {
        if (a == QLatin1String("--"))
            break;
        if (a == QLatin1String("--help") || a == QLatin1String("-h"))
            return Outcome::Help;
    }
    const QString hint = tr("Run 'traindeck-cli %1 --help' for its options.").arg(m_command);
    if (m_parser.parse(QStringList{QStringLiteral("traindeck-cli")} + args))
        return m_parser.isSet(QStringLiteral("help")) ? Outcome::Help : Outcome::Run;
    if (const QStringList unknown = m_parser.unknownOptionNames(); !unknown.isEmpty()) {
        const QString &name = unknown.first();
        m_error = tr("%1: unknown option %2%3. %4")
                      .arg(m_command,
                           name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--"),
                           name,
                           hint);
        return Outcome::Error;
    }
    // QCommandLineParser takes the next argument as the value whatever it is: a value is
    // missing only when the option ends the line.
    if (const QString last = args.value(args.size() - 1);
        last.startsWith(QLatin1String("--")) && m_valued.contains(last.mid(2))) {
        m_error = tr("%1: %2 needs a value. %3").arg(m_command, last, hint);
        return Outcome::Error;
    }
    m_error = tr("%1: %2 %3").arg(m_command, m_parser.errorText(), hint);
    return Outcome::Error;
}

bool CliParser::has(const QString &name) const
{
    return declared(name) && m_parser.isSet(name);
}

QString CliParser::value(const QString &name, const QString &fallback) const
{
    // The last of a repeated option wins.
    const QStringList v = values(name);
    return v.isEmpty() ? fallback : v.last();
}

QStringList CliParser::values(const QString &name) const
{
    return m_valued.contains(name) ? m_parser.values(name) : QStringList();
}

QStringList CliParser::positional() const
{
    return m_parser.positionalArguments();
}

RuntimeCatalog CliParser::catalog(QTextStream &err) const
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

BackendOptions CliParser::backendOptions(QTextStream &err) const
{
    BackendOptions o;
    o.catalog = catalog(err);
    o.host = value(QStringLiteral("host"));
    o.insecureSkipTlsVerify = has(QStringLiteral("insecure-skip-tls-verify"));
    o.pullPolicy = value(QStringLiteral("pull-policy"));
    o.datasetInitializerImage = value(QStringLiteral("dataset-initializer-image"));
    o.modelInitializerImage = value(QStringLiteral("model-initializer-image"));
    o.initializerTimeoutSeconds
        = value(QStringLiteral("initializer-timeout"), QStringLiteral("600")).toInt();
    o.workdirRoot = qEnvironmentVariable("TRAINDECK_CONTAINER_WORKDIR");
    o.kubeconfig = value(QStringLiteral("kubeconfig"));
    o.context = value(QStringLiteral("context"));
    o.nameSpace = value(QStringLiteral("namespace"));
    o.allNamespaces = has(QStringLiteral("all-namespaces"));
    return o;
}

} // namespace TrainDeck::Cli
