// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// libFuzzer entry for the Kubernetes connections offered before any is opened
// (KubeContexts::fromKubeconfig, what `traindeck-cli contexts` and the connection selector
// list, and InClusterConfig::resolve with KubeContexts::inCluster, the pod's service
// account). The input is read twice: whole as a kubeconfig, whose contexts must come back one
// each, the current one first and the others by name, each with a namespace, resolved or with
// a problem, as a choice named "<context>/<namespace>", the same twice and with a namespace
// given; and cut at newlines into KUBERNETES_SERVICE_HOST, KUBERNETES_SERVICE_PORT,
// POD_NAMESPACE, the token file, the namespace file and a namespace given (no ca.crt when the
// input's length is a multiple of 7), which must resolve to https://host:port with the
// namespace's rule or fail with a message.
#include "backends/kubernetes/inclusterconfig.h"
#include "backends/kubernetes/kubeconfig.h"
#include "backends/kubernetes/kubeconnection.h"
#include "backends/kubernetes/kubecontexts.h"
#include "fuzz/fuzzapp.h"
#include "fuzz/fuzzcheck.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstddef>
#include <cstdint>

namespace {

using namespace TrainDeck;
using namespace TrainDeck::Kubernetes;

using Context = KubeContexts::Context;

bool sameResolved(const std::optional<Kubeconfig::Resolved> &a,
                  const std::optional<Kubeconfig::Resolved> &b)
{
    if (a.has_value() != b.has_value())
        return false;
    return !a
           || (a->context.name == b->context.name && a->cluster.name == b->cluster.name
               && a->cluster.server == b->cluster.server && a->user.name == b->user.name
               && a->nameSpace == b->nameSpace);
}

bool same(const Context &a, const Context &b)
{
    return a.name == b.name && a.cluster == b.cluster && a.user == b.user && a.server == b.server
           && a.nameSpace == b.nameSpace && a.current == b.current && a.inCluster == b.inCluster
           && a.execCommand == b.execCommand && a.detail == b.detail && a.problem == b.problem
           && sameResolved(a.resolved, b.resolved);
}

/// Whether the next context checked is also made a choice: once an input, since every
/// ConnectionChoice (its BackendOptions) reads the bundled runtime catalog.
bool choiceDue = true;

/// What holds of every context offered, kubeconfig or service account.
void checkContext(const Context &c, const BackendOptions &base)
{
    CHECK(!c.nameSpace.isEmpty());
    // A namespace no cluster could have is said before connecting.
    if (!KubeConnection::checkNamespace(c.nameSpace))
        CHECK(!c.problem.isEmpty());
    if (!base.nameSpace.isEmpty())
        CHECK(c.nameSpace == base.nameSpace);
    if (c.resolved) {
        CHECK(c.resolved->nameSpace == c.nameSpace);
        CHECK(c.server == c.resolved->cluster.server);
    } else {
        CHECK(!c.problem.isEmpty());
    }
    CHECK(c.detail.isEmpty()
          == (c.server.isEmpty() && !c.inCluster && c.user.isEmpty() && c.execCommand.isEmpty()));
    CHECK(c.server.isEmpty() || c.detail.startsWith(c.server));

    if (!choiceDue)
        return;
    choiceDue = false;
    const ConnectionChoice choice = KubeContexts::choice(c, base);
    CHECK(choice.kind == BackendKind::Kubernetes);
    CHECK(choice.connection == c.name + u'/' + c.nameSpace);
    CHECK(choice.displayName == KubeContexts::displayName(c.name, c.nameSpace));
    CHECK(choice.options.context == c.name && choice.options.nameSpace == c.nameSpace);
    CHECK(choice.problem == c.problem && choice.detail == c.detail && choice.current == c.current);
}

void checkKubeconfig(const QByteArray &bytes, const QString &file)
{
    const auto config = Kubeconfig::parse(bytes, file);
    if (!config) {
        CHECK(!config.error().message.isEmpty());
        return;
    }
    // An environment without PATH: no exec plugin is found there.
    const QProcessEnvironment env;
    static const BackendOptions base; // one: each reads the bundled runtime catalog
    const QList<Context> contexts = KubeContexts::fromKubeconfig(*config, base, env);
    CHECK(contexts.size() == config->contexts().size());
    for (qsizetype i = 0; i < contexts.size(); ++i) {
        const Context &c = contexts.at(i);
        CHECK(!c.inCluster && !c.name.isEmpty());
        CHECK(c.current == (c.name == config->currentContext()));
        const auto k = std::find_if(config->contexts().cbegin(),
                                    config->contexts().cend(),
                                    [&](const Kubeconfig::Context &x) { return x.name == c.name; });
        CHECK(k != config->contexts().cend());
        CHECK(c.cluster == k->cluster && c.user == k->user);
        CHECK(c.nameSpace == (k->nameSpace.isEmpty() ? QStringLiteral("default") : k->nameSpace));
        CHECK(c.resolved.has_value() == config->resolve(c.name).ok());
        checkContext(c, base);
        if (i > 0) {
            const Context &p = contexts.at(i - 1);
            CHECK(p.current || !c.current);
            CHECK(p.current != c.current || p.name < c.name);
        }
    }

    const QList<Context> again = KubeContexts::fromKubeconfig(*config, base, env);
    CHECK(again.size() == contexts.size());
    for (qsizetype i = 0; i < contexts.size(); ++i)
        CHECK(same(again.at(i), contexts.at(i)));

    // A namespace given (--namespace) is every context's, in the same order.
    static const BackendOptions ml = [] {
        BackendOptions o;
        o.nameSpace = QStringLiteral("ml");
        return o;
    }();
    const QList<Context> inMl = KubeContexts::fromKubeconfig(*config, ml, env);
    CHECK(inMl.size() == contexts.size());
    for (qsizetype i = 0; i < contexts.size(); ++i) {
        CHECK(inMl.at(i).name == contexts.at(i).name);
        // The same problem, but for the context's own namespace, which "ml" replaces.
        if (KubeConnection::checkNamespace(contexts.at(i).nameSpace))
            CHECK(inMl.at(i).problem == contexts.at(i).problem);
        checkContext(inMl.at(i), ml);
    }
}

void checkInCluster(const QByteArray &bytes)
{
    static const QString root = QStringLiteral("/nonexistent-traindeck-fuzz/serviceaccount");
    const QList<QByteArray> fields = bytes.split('\n');
    const auto field = [&](qsizetype i) {
        return i < fields.size() ? fields.at(i) : QByteArray();
    };
    QProcessEnvironment env;
    const char *const names[]
        = {"KUBERNETES_SERVICE_HOST", "KUBERNETES_SERVICE_PORT", "POD_NAMESPACE"};
    for (qsizetype i = 0; i < 3; ++i)
        if (i < fields.size())
            env.insert(QString::fromLatin1(names[i]), QString::fromUtf8(fields.at(i)));
    const QByteArray token = field(3);
    const QByteArray namespaceFile = field(4);
    static BackendOptions base;
    base.nameSpace = QString::fromUtf8(field(5));
    const bool caExists = bytes.size() % 7 != 0;

    const auto r = InClusterConfig::resolve(env, root, token, caExists, namespaceFile);
    const auto again = InClusterConfig::resolve(env, root, token, caExists, namespaceFile);
    CHECK(r.ok() == again.ok());
    if (!r) {
        CHECK(!r.error().message.isEmpty() && again.error().message == r.error().message);
    } else {
        const QString host = env.value(QStringLiteral("KUBERNETES_SERVICE_HOST"));
        const QString port = env.value(QStringLiteral("KUBERNETES_SERVICE_PORT"));
        CHECK(!host.isEmpty() && !port.isEmpty() && !token.trimmed().isEmpty() && caExists);
        CHECK(r->cluster.server.startsWith(QLatin1String("https://"))
              && r->cluster.server.endsWith(u':' + port) && r->cluster.server.contains(host));
        const QString podNamespace = env.value(QStringLiteral("POD_NAMESPACE"));
        const QString fromFile = QString::fromUtf8(namespaceFile.trimmed());
        CHECK(r->nameSpace
              == (!podNamespace.isEmpty() ? podNamespace
                  : !fromFile.isEmpty()   ? fromFile
                                          : QStringLiteral("default")));
        CHECK(r->context.nameSpace == r->nameSpace);
        CHECK(r->cluster.certificateAuthority == root + QStringLiteral("/ca.crt"));
        CHECK(r->user.tokenFile == root + QStringLiteral("/token") && r->user.token.isEmpty());
        CHECK(r->context.name == InClusterConfig::name()
              && r->context.cluster == InClusterConfig::name()
              && r->context.user == InClusterConfig::name());
        CHECK(sameResolved(*r, *again));
    }

    for (const bool current : {false, true}) {
        const Context c = KubeContexts::inCluster(r, base, current);
        CHECK(c.inCluster && c.current == current && c.name == InClusterConfig::name());
        CHECK(c.resolved.has_value() == r.ok());
        CHECK(c.problem.isEmpty() == (r.ok() && KubeConnection::checkNamespace(c.nameSpace).ok()));
        if (r && base.nameSpace.isEmpty())
            CHECK(c.nameSpace == r->nameSpace);
        checkContext(c, base);
        CHECK(same(c, KubeContexts::inCluster(r, base, current)));
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzzAppWithoutWatchdog();
    // A folder that does not exist: relative paths resolve there, and no file they name is.
    static const QString file = QStringLiteral("/nonexistent-traindeck-fuzz/kube/config");

    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    choiceDue = true;
    checkKubeconfig(bytes, file);
    checkInCluster(bytes);
    return 0;
}
