// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// libFuzzer entry for a kubeconfig (Kubeconfig::parse, as `--kubeconfig FILE`, KUBECONFIG and
// ~/.kube/config are read): any bytes parse or fail with a message; what parses has named,
// unique clusters, users and contexts with absolute paths and PEM data, reads the same twice
// and when written back out as a document, merges with itself to itself, and every context
// resolves or says why not.
#include "backends/kubernetes/kubeconfig.h"
#include "core/codec/document.h"
#include "fuzz/fuzzapp.h"
#include "fuzz/fuzzcheck.h"

#include <QCoreApplication>
#include <QDir>
#include <QSet>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

using namespace TrainDeck;
using namespace TrainDeck::Kubernetes;
using Json = nlohmann::ordered_json;

template<class T>
void checkNames(const QList<T> &list)
{
    QSet<QString> names;
    for (const T &t : list) {
        CHECK(!t.name.isEmpty() && !names.contains(t.name));
        names.insert(t.name);
    }
}

void checkPath(const QString &path)
{
    CHECK(path.isEmpty() || QDir::isAbsolutePath(path));
}

void checkPem(const QByteArray &data)
{
    CHECK(data.isEmpty() || data.contains("-----BEGIN "));
}

Json str(const QString &s)
{
    return s.isEmpty() ? Json() : Json(s.toStdString());
}

Json pem(const QByteArray &data)
{
    return data.isEmpty() ? Json() : Json(data.toBase64().toStdString());
}

/// The kubeconfig as a document with what was read in it (kubectl's field names).
Json written(const Kubeconfig &k)
{
    Json root = {{"kind", "Config"}, {"current-context", str(k.currentContext())}};
    Json clusters = Json::array();
    for (const Kubeconfig::Cluster &c : k.clusters())
        clusters.push_back({{"name", str(c.name)},
                            {"cluster",
                             {{"server", str(c.server)},
                              {"certificate-authority", str(c.certificateAuthority)},
                              {"certificate-authority-data", pem(c.certificateAuthorityData)},
                              {"insecure-skip-tls-verify", c.insecureSkipTlsVerify},
                              {"tls-server-name", str(c.tlsServerName)},
                              {"proxy-url", str(c.proxyUrl)}}}});
    root["clusters"] = clusters;
    Json users = Json::array();
    for (const Kubeconfig::User &u : k.users()) {
        Json user = {{"client-certificate", str(u.clientCertificate)},
                     {"client-certificate-data", pem(u.clientCertificateData)},
                     {"client-key", str(u.clientKey)},
                     {"client-key-data", pem(u.clientKeyData)},
                     {"token", str(u.token)},
                     {"tokenFile", str(u.tokenFile)}};
        if (u.exec) {
            const Kubeconfig::ExecConfig &e = *u.exec;
            Json args = Json::array();
            for (const QString &a : e.args)
                args.push_back(a.toStdString());
            Json env = Json::array();
            for (const auto &[n, v] : e.env)
                env.push_back({{"name", str(n)}, {"value", str(v)}});
            user["exec"] = {{"apiVersion", str(e.apiVersion)},
                            {"command", str(e.command)},
                            {"args", args},
                            {"env", env},
                            {"installHint", str(e.installHint)},
                            {"interactiveMode", str(e.interactiveMode)},
                            {"provideClusterInfo", e.provideClusterInfo}};
        }
        users.push_back({{"name", str(u.name)}, {"user", user}});
    }
    root["users"] = users;
    Json contexts = Json::array();
    for (const Kubeconfig::Context &c : k.contexts())
        contexts.push_back({{"name", str(c.name)},
                            {"context",
                             {{"cluster", str(c.cluster)},
                              {"user", str(c.user)},
                              {"namespace", str(c.nameSpace)}}}});
    root["contexts"] = contexts;
    return root;
}

/// Everything parse() read but the lines, which depend on how the document was laid out.
bool sameContent(const Kubeconfig &a, const Kubeconfig &b)
{
    if (a.currentContext() != b.currentContext() || a.clusters().size() != b.clusters().size()
        || a.users().size() != b.users().size() || a.contexts().size() != b.contexts().size())
        return false;
    for (qsizetype i = 0; i < a.clusters().size(); ++i) {
        const auto &x = a.clusters()[i];
        const auto &y = b.clusters()[i];
        if (x.name != y.name || x.server != y.server
            || x.certificateAuthority != y.certificateAuthority
            || x.certificateAuthorityData != y.certificateAuthorityData
            || x.insecureSkipTlsVerify != y.insecureSkipTlsVerify
            || x.tlsServerName != y.tlsServerName || x.proxyUrl != y.proxyUrl)
            return false;
    }
    for (qsizetype i = 0; i < a.users().size(); ++i) {
        const auto &x = a.users()[i];
        const auto &y = b.users()[i];
        if (x.name != y.name || x.clientCertificate != y.clientCertificate
            || x.clientCertificateData != y.clientCertificateData || x.clientKey != y.clientKey
            || x.clientKeyData != y.clientKeyData || x.token != y.token
            || x.tokenFile != y.tokenFile || x.exec.has_value() != y.exec.has_value())
            return false;
        if (x.exec
            && (x.exec->apiVersion != y.exec->apiVersion || x.exec->command != y.exec->command
                || x.exec->args != y.exec->args || x.exec->env != y.exec->env
                || x.exec->installHint != y.exec->installHint
                || x.exec->interactiveMode != y.exec->interactiveMode
                || x.exec->provideClusterInfo != y.exec->provideClusterInfo))
            return false;
    }
    for (qsizetype i = 0; i < a.contexts().size(); ++i) {
        const auto &x = a.contexts()[i];
        const auto &y = b.contexts()[i];
        if (x.name != y.name || x.cluster != y.cluster || x.user != y.user
            || x.nameSpace != y.nameSpace)
            return false;
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzzAppWithoutWatchdog();
    // A folder that does not exist: relative paths resolve there, and no file they name is.
    static const QString file = QStringLiteral("/nonexistent-traindeck-fuzz/kube/config");

    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto k = Kubeconfig::parse(bytes, file);
    if (!k) {
        CHECK(!k.error().message.isEmpty());
        return 0;
    }
    CHECK(k->files() == QStringList{file});
    checkNames(k->clusters());
    checkNames(k->users());
    checkNames(k->contexts());
    for (const auto &c : k->clusters()) {
        checkPath(c.certificateAuthority);
        checkPem(c.certificateAuthorityData);
        CHECK(c.file == file);
    }
    for (const auto &u : k->users()) {
        checkPath(u.clientCertificate);
        checkPath(u.clientKey);
        checkPath(u.tokenFile);
        checkPem(u.clientCertificateData);
        checkPem(u.clientKeyData);
        if (u.exec)
            for (const auto &e : u.exec->env)
                CHECK(!e.first.isEmpty());
    }

    const auto again = Kubeconfig::parse(bytes, file);
    CHECK(again && sameContent(*k, *again));
    // What was read, written back out, reads the same.
    const auto rewritten = Kubeconfig::parse(Document::toJson(written(*k)), file);
    CHECK(rewritten && sameContent(*k, *rewritten));
    // kubectl's merge of a file with itself is that file.
    CHECK(sameContent(Kubeconfig::merged({*k, *k}), *k));

    for (const QString &context : [&] {
             QStringList names{QString()};
             for (const auto &c : k->contexts())
                 names << c.name;
             return names;
         }()) {
        const auto r = k->resolve(context);
        if (!r) {
            CHECK(!r.error().message.isEmpty());
            continue;
        }
        CHECK(!r->cluster.server.isEmpty() && !r->nameSpace.isEmpty());
        CHECK(r->context.name == (context.isEmpty() ? k->currentContext() : context));
    }
    return 0;
}
