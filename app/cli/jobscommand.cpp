// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/cli/jobscommand.h"

#include "core/backend/backend.h"
#include "core/codec/document.h"

namespace TrainDeck::Cli {

namespace {

/// A name as it can be printed to a terminal: control characters (escape sequences a label
/// could carry) as \xNN.
QString printable(const QString &name)
{
    QString out;
    for (const QChar c : name)
        out += c.isPrint() ? QString(c)
                           : QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
    return out;
}

} // namespace

QString JobsCommand::summary() const
{
    return tr("list the jobs of a backend");
}

QString JobsCommand::usage() const
{
    return tr("Usage: traindeck-cli jobs [--backend local|docker|podman|kubernetes] [--host URL]\n"
              "                         [--kubeconfig FILE] [--context NAME]\n"
              "                         [--namespace NS | --all-namespaces] [--json | --names]\n\n"
              "Lists every job the backend knows, including jobs started by earlier runs of\n"
              "TrainDeck and, on Docker, Podman and Kubernetes, by the Kubeflow Python SDK or\n"
              "kubectl. On Kubernetes, --all-namespaces lists the TrainJobs of every\n"
              "namespace the user may list. --names prints only the job names, one a line\n"
              "(for scripts and shell completion).\n");
}

void JobsCommand::addOptions(CliParser &parser) const
{
    parser.addConnectionOptions();
    parser.addFlags(
        {QStringLiteral("json"), QStringLiteral("names"), QStringLiteral("all-namespaces")});
}

int JobsCommand::run(const CliParser &o, QTextStream &out, QTextStream &err)
{
    if (!o.positional().isEmpty()) {
        err << tr("jobs takes no arguments") << '\n' << usage();
        return ExitUsage;
    }
    int rc = ExitOk;
    auto backend = connectBackend(o, err, &rc);
    if (!backend)
        return rc;
    auto list = await(backend->jobs());
    if (!list) {
        err << list.error().toString() << '\n';
        return ExitError;
    }
    if (o.has(QStringLiteral("json"))) {
        auto arr = nlohmann::ordered_json::array();
        for (const JobSnapshot &s : *list)
            arr.push_back(s.toJson());
        out << QString::fromUtf8(Document::toJson(arr));
        return ExitOk;
    }
    if (o.has(QStringLiteral("names"))) {
        // Only names a command can be given: a name an engine label carried is left out.
        for (const JobSnapshot &s : *list) {
            if (s.statusReason != Backend::invalidNameReason())
                out << s.name << '\n';
        }
        return ExitOk;
    }
    // Kubernetes jobs live in namespaces: the column kubectl shows first with -A.
    const bool namespaces = o.has(QStringLiteral("all-namespaces"));
    if (namespaces)
        out << QStringLiteral("%1 ").arg(tr("NAMESPACE"), -16);
    out << QStringLiteral("%1 %2 %3 %4 %5\n")
               .arg(tr("NAME"), -24)
               .arg(tr("RUNTIME"), -22)
               .arg(tr("STATUS"), -10)
               .arg(tr("NODES"), -5)
               .arg(tr("CREATED"));
    QStringList leftAlone;
    for (const JobSnapshot &s : *list) {
        if (s.statusReason == Backend::invalidNameReason()) {
            // The name came from an engine label, not from us: shown escaped, never used.
            leftAlone << QStringLiteral("'%1': %2").arg(printable(s.name), s.statusMessage);
            continue;
        }
        if (namespaces)
            out << QStringLiteral("%1 ").arg(s.nameSpace, -16);
        out << QStringLiteral("%1 %2 %3 %4 %5\n")
                   .arg(s.name, -24)
                   .arg(s.kind == QLatin1String("TrainJob") ? s.runtimeName : s.kind, -22)
                   .arg(enumName(s.status), -10)
                   .arg(s.numNodes, -5)
                   .arg(s.created.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")));
    }
    for (const QString &line : std::as_const(leftAlone))
        out << line << '\n';
    return ExitOk;
}

} // namespace TrainDeck::Cli
