// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The Kubernetes API client against the project's test API server (tests/support/
// kubeapiserver, itself confirmed by kubectl and the official Python client): each way of
// authenticating, CRUD with every error status, paging, retries, watches that resume after a
// server restart with no event lost or repeated, a 410 re-list, pod logs, and the command
// line (contexts, runtimes --backend kubernetes).
#include "backends/kubernetes/clusterruntimes.h"
#include "backends/kubernetes/kubeclient.h"
#include "backends/kubernetes/kubeconfig.h"
#include "backends/kubernetes/kubeconnection.h"
#include "backends/kubernetes/kubelogstream.h"
#include "backends/kubernetes/kubewatch.h"
#include "core/codec/document.h"
#include "tests/support/clirun.h"
#include "tests/support/kubecall.h"
#include "tests/support/kubetestserver.h"
#include "tests/support/prerequisite.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace TrainDeck;
using namespace TrainDeck::Kubernetes;
using json = nlohmann::ordered_json;

namespace {

json configMap(const QString &name, const QString &value = QStringLiteral("1"))
{
    return json{{"apiVersion", "v1"},
                {"kind", "ConfigMap"},
                {"metadata", {{"name", name.toStdString()}}},
                {"data", {{"value", value.toStdString()}}}};
}

json trainJob(const QString &name, const QString &runtime = QStringLiteral("torch-distributed"))
{
    return json{{"apiVersion", "trainer.kubeflow.org/v1alpha1"},
                {"kind", "TrainJob"},
                {"metadata", {{"name", name.toStdString()}}},
                {"spec",
                 {{"runtimeRef",
                   {{"apiGroup", "trainer.kubeflow.org"},
                    {"kind", "ClusterTrainingRuntime"},
                    {"name", runtime.toStdString()}}},
                  {"trainer", {{"numNodes", 2}}}}}};
}

/// Kubeflow's own torch-distributed runtime, read in place.
const QString UpstreamTorchRuntime
    = QStringLiteral(TRAINDECK_SHARED_DIR "/kubeflow/runtimes/torch_distributed.yaml");

std::optional<Document> upstreamTorchRuntime()
{
    QFile f(UpstreamTorchRuntime);
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    auto doc = Document::parse(f.readAll(), UpstreamTorchRuntime);
    if (!doc)
        return std::nullopt;
    return *doc;
}

/// Creates the upstream runtime on the cluster; nullopt when it cannot be read or created.
std::optional<Document> installUpstreamRuntime(KubeClient *client)
{
    std::optional<Document> runtime = upstreamTorchRuntime();
    if (!runtime)
        return std::nullopt;
    const auto created = kubeCall<nlohmann::ordered_json>([&](auto done) {
        client->create(KubeResource::clusterTrainingRuntimes(), {}, runtime->json(), done);
    });
    if (!created)
        return std::nullopt;
    return runtime;
}

/// A minimal ClusterTrainingRuntime of TrainDeck's own (tests of upstream files read them
/// from the shared folder).
json torchRuntime()
{
    return json::parse(
        R"({"apiVersion":"trainer.kubeflow.org/v1alpha1","kind":"ClusterTrainingRuntime",
      "metadata":{"name":"torch-distributed","labels":{"trainer.kubeflow.org/framework":"torch"}},
      "spec":{"mlPolicy":{"numNodes":1,"torch":{"numProcPerNode":"auto"}},
        "template":{"spec":{"replicatedJobs":[{"name":"node","replicas":1,
          "template":{"metadata":{"labels":{"trainer.kubeflow.org/trainjob-ancestor-step":"trainer"}},
            "spec":{"template":{"spec":{"containers":[{"name":"node","image":"pytorch/pytorch:2.7.1-cuda12.8-cudnn9-runtime",
              "command":["/bin/bash","-c","echo hello"]}]}}}}}]}}}})");
}

QString str(const json &j, const char *key)
{
    return j.contains(key) && j[key].is_string() ? QString::fromStdString(j[key].get<std::string>())
                                                 : QString();
}

QString name(const json &object)
{
    return str(object.value("metadata", json::object()), "name");
}

/// "ADDED a", "MODIFIED b": what a watch reported, in order.
QStringList describe(const QList<WatchEvent> &events)
{
    QStringList out;
    for (const WatchEvent &e : events)
        out << QString::fromLatin1(WatchEvent::wireName(e.type)) + QLatin1Char(' ')
                   + name(e.object);
    return out;
}

/// A request sent by another process while this one's event loop stands still: what a
/// watch in this process cannot see happen until it is back. Returns the HTTP status.
int blockingRequest(const KubeTestServer &server,
                    const QByteArray &method,
                    const QString &path,
                    const json &body = nullptr,
                    const QString &token = {})
{
    static const char *script = R"PY(
import json, ssl, sys, urllib.request, urllib.error
url, ca, token, method, body = sys.argv[1:6]
req = urllib.request.Request(url, method=method, data=body.encode() if body != "null" else None)
req.add_header("Authorization", "Bearer " + token)
req.add_header("Content-Type", "application/merge-patch+json" if method == "PATCH" else "application/json")
try:
    with urllib.request.urlopen(req, context=ssl.create_default_context(cafile=ca), timeout=20) as r:
        print(r.status)
except urllib.error.HTTPError as e:
    print(e.code)
)PY";
    QProcess p;
    p.start(QStringLiteral("/usr/bin/python3"),
            {QStringLiteral("-c"),
             QString::fromLatin1(script),
             server.url() + path,
             server.caFile(),
             token.isEmpty() ? server.token() : token,
             QString::fromLatin1(method),
             QString::fromStdString(body.dump())});
    // waitForFinished does not turn this thread's event loop: nothing else here runs meanwhile.
    if (!p.waitForFinished(30000))
        qFatal("a blocking request did not finish");
    return p.readAllStandardOutput().trimmed().toInt();
}

bool waitFor(const std::function<bool()> &condition, int timeoutMs = 20000)
{
    QElapsedTimer t;
    t.start();
    while (!condition() && t.elapsed() < timeoutMs)
        QTest::qWait(10);
    return condition();
}

} // namespace

class TestKubeClient : public QObject
{
    Q_OBJECT

    std::unique_ptr<KubeTestServer> m_server;
    QTemporaryDir m_dir;

    bool startServer(bool controller = false)
    {
        QString why;
        if (!KubeTestServer::available(&why)) {
            qWarning("%s", qPrintable(why));
            return false;
        }
        m_server = std::make_unique<KubeTestServer>();
        QString error;
        if (!m_server->start(&error, controller, 50)) {
            qWarning("the test API server did not start: %s", qPrintable(error));
            return false;
        }
        return true;
    }

    int requestsMatching(const QString &method, const QString &targetPrefix) const
    {
        int n = 0;
        for (const QJsonObject &r : m_server->requests()) {
            if (r.value(QStringLiteral("method")).toString() == method
                && r.value(QStringLiteral("target")).toString().startsWith(targetPrefix))
                ++n;
        }
        return n;
    }

private Q_SLOTS:
    void init()
    {
        TRAINDECK_REQUIRE_KUBE_TEST_SERVER();
        QVERIFY(startServer(QByteArray(QTest::currentTestFunction()).startsWith("podLogs")
                            || QByteArray(QTest::currentTestFunction()).startsWith("cli")));
    }

    void cleanup() { m_server.reset(); }

    void authenticates_data()
    {
        QTest::addColumn<int>("auth");
        QTest::addRow("bearer token") << int(KubeTestServer::Auth::Token);
        QTest::addRow("client certificate, RSA") << int(KubeTestServer::Auth::ClientCertRsa);
        QTest::addRow("client certificate, EC") << int(KubeTestServer::Auth::ClientCertEc);
    }

    void authenticates()
    {
        QFETCH(int, auth);
        auto client = kubeClientFor(
            m_server->writeKubeconfig(KubeTestServer::Auth(auth), QStringLiteral("team-a")));
        auto list = kubeCall<KubeClient::ObjectList>([&](auto done) {
            client->list(KubeResource::trainJobs(), client->defaultNamespace(), {}, done);
        });
        QVERIFY2(list.ok(), qPrintable(list ? QString() : list.error().message));
        QCOMPARE(list->items.size(), 0);
        QVERIFY(!list->resourceVersion.isEmpty());
        // The server saw who it was: the certificate's CN, or the token's user.
        const QJsonObject last = m_server->requests().constLast();
        QCOMPARE(last.value(QStringLiteral("user")).toString(),
                 KubeTestServer::Auth(auth) == KubeTestServer::Auth::ClientCertEc
                     ? QStringLiteral("traindeck-ec")
                     : QStringLiteral("traindeck-test"));
        QVERIFY(last.value(QStringLiteral("userAgent"))
                    .toString()
                    .startsWith(QStringLiteral("TrainDeck/")));
    }

    void tokenFileIsReadAgain()
    {
        QTemporaryDir dir;
        const QString tokenFile = dir.filePath(QStringLiteral("token"));
        QFile f(tokenFile);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(m_server->token().toUtf8() + '\n');
        f.close();
        const QString kubeconfig = dir.filePath(QStringLiteral("config"));
        QFile k(kubeconfig);
        QVERIFY(k.open(QIODevice::WriteOnly));
        k.write(
            "apiVersion: v1\nkind: Config\ncurrent-context: t\nclusters:\n- name: c\n  cluster:\n"
            "    server: "
            + m_server->url().toUtf8()
            + "\n    certificate-authority: " + m_server->caFile().toUtf8()
            + "\nusers:\n- name: u\n  user:\n    tokenFile: token\n"
              "contexts:\n- name: t\n  context: {cluster: c, user: u}\n");
        k.close();
        auto client = kubeClientFor(kubeconfig);
        auto first = kubeCall<KubeClient::ObjectList>([&](auto done) {
            client->list(KubeResource::configMaps(), QStringLiteral("default"), {}, done);
        });
        QVERIFY2(first.ok(), qPrintable(first ? QString() : first.error().message));
        // The token rotates (as a projected service-account token does): the new one is used.
        m_server->setTokens({{QStringLiteral("rotated-token"), QStringLiteral("rotated-user")}});
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("rotated-token\n");
        f.close();
        auto second = kubeCall<KubeClient::ObjectList>([&](auto done) {
            client->list(KubeResource::configMaps(), QStringLiteral("default"), {}, done);
        });
        QVERIFY2(second.ok(), qPrintable(second ? QString() : second.error().message));
        QCOMPARE(m_server->requests().constLast().value(QStringLiteral("user")).toString(),
                 QStringLiteral("rotated-user"));
    }

    void execPlugin_data()
    {
        QTest::addColumn<QString>("apiVersion");
        QTest::addRow("v1") << QStringLiteral("client.authentication.k8s.io/v1");
        QTest::addRow("v1beta1") << QStringLiteral("client.authentication.k8s.io/v1beta1");
    }

    void execPlugin()
    {
        // A credential plugin as cloud providers ship them, written here as a script: it
        // counts its runs and hands out token N on run N, valid for an hour.
        QFETCH(QString, apiVersion);
        QTemporaryDir dir;
        const QString plugin = dir.filePath(QStringLiteral("cloud-auth"));
        QFile p(plugin);
        QVERIFY(p.open(QIODevice::WriteOnly));
        p.write("#!/bin/sh\n"
                "n=$(( $(cat \"$0.runs\" 2>/dev/null || echo 0) + 1 ))\n"
                "echo $n > \"$0.runs\"\n"
                "printf '{\"apiVersion\":\"%s\",\"kind\":\"ExecCredential\",\"status\":"
                "{\"token\":\"%s-%s\",\"expirationTimestamp\":\"%s\"}}' \"$API\" \"$PREFIX\" "
                "$n $(date -u -d '+1 hour' +%Y-%m-%dT%H:%M:%SZ)\n");
        p.close();
        QVERIFY(p.setPermissions(p.permissions() | QFileDevice::ExeOwner));
        const QString kubeconfig = dir.filePath(QStringLiteral("config"));
        QFile k(kubeconfig);
        QVERIFY(k.open(QIODevice::WriteOnly));
        k.write("apiVersion: v1\nkind: Config\ncurrent-context: t\nclusters:\n- name: c\n"
                "  cluster:\n    server: "
                + m_server->url().toUtf8()
                + "\n    certificate-authority: " + m_server->caFile().toUtf8()
                + "\nusers:\n- name: cloud\n  user:\n    exec:\n      apiVersion: "
                + apiVersion.toUtf8()
                + "\n      command: ./cloud-auth\n      env:\n"
                  "      - {name: API, value: "
                + apiVersion.toUtf8()
                + "}\n"
                  "      - {name: PREFIX, value: tok}\n      interactiveMode: Never\n"
                  "contexts:\n- name: t\n  context: {cluster: c, user: cloud}\n");
        k.close();
        m_server->setTokens({{QStringLiteral("tok-1"), QStringLiteral("cloud-user")}});
        auto client = kubeClientFor(kubeconfig);
        const auto list = [&] {
            return kubeCall<KubeClient::ObjectList>([&](auto done) {
                client->list(KubeResource::configMaps(), QStringLiteral("default"), {}, done);
            });
        };
        for (int i = 0; i < 3; ++i) {
            auto r = list();
            QVERIFY2(r.ok(), qPrintable(r ? QString() : r.error().message));
        }
        const auto runs = [&] {
            QFile f(plugin + QStringLiteral(".runs"));
            return f.open(QIODevice::ReadOnly) ? f.readAll().trimmed().toInt() : 0;
        };
        QCOMPARE(runs(), 1); // cached until it expires
        QCOMPARE(m_server->requests().constLast().value(QStringLiteral("user")).toString(),
                 QStringLiteral("cloud-user"));
        // The server stops accepting token 1 before it expires (revoked, or the clocks
        // disagree): the 401 makes the plugin run again, and the request goes once more.
        m_server->setTokens({{QStringLiteral("tok-2"), QStringLiteral("cloud-user")}});
        auto renewed = list();
        QVERIFY2(renewed.ok(), qPrintable(renewed ? QString() : renewed.error().message));
        QCOMPARE(runs(), 2);
        const QList<QJsonObject> log = m_server->requests();
        QCOMPARE(log.at(log.size() - 2).value(QStringLiteral("status")).toInt(), 401);
        QCOMPARE(log.at(log.size() - 1).value(QStringLiteral("status")).toInt(), 200);
        // A credential the plugin cannot renew: one more run, then the 401 is the answer.
        m_server->setTokens({{QStringLiteral("nobody"), QStringLiteral("nobody")}});
        auto refused = list();
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().httpStatus, 401);
        QCOMPARE(runs(), 3);
    }

    void inClusterConfiguration()
    {
        // In a pod: no kubeconfig anywhere, the service variables set and the service
        // account mounted (here in a folder of the test's own).
        QTemporaryDir home;
        QTemporaryDir account;
        const auto write = [&account](const QString &name, const QByteArray &bytes) {
            QFile f(account.filePath(name));
            return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
        };
        QFile ca(m_server->caFile());
        QVERIFY(ca.open(QIODevice::ReadOnly));
        QVERIFY(write(QStringLiteral("ca.crt"), ca.readAll()));
        QVERIFY(write(QStringLiteral("token"), m_server->token().toUtf8()));
        QVERIFY(write(QStringLiteral("namespace"), "team-a"));
        auto admin = kubeClientFor(m_server->writeKubeconfig(KubeTestServer::Auth::Token));
        QVERIFY(kubeCall<json>([&](auto done) {
                    admin->create(
                        KubeResource::clusterTrainingRuntimes(), {}, torchRuntime(), done);
                }).ok());
        const QHash<QString, QString> env{
            {QStringLiteral("HOME"), home.path()},
            {QStringLiteral("KUBECONFIG"), QString()},
            {QStringLiteral("KUBERNETES_SERVICE_HOST"), QStringLiteral("127.0.0.1")},
            {QStringLiteral("KUBERNETES_SERVICE_PORT"), QString::number(m_server->port())},
            {QStringLiteral("TRAINDECK_SERVICEACCOUNT_DIR"), account.path()}};
        CliRun r = CliRun::run({QStringLiteral("contexts"), QStringLiteral("--json")}, env, 60000);
        QVERIFY2(r.exited(0), qPrintable(r.ended() + r.err));
        const json contexts = json::parse(r.out.toStdString());
        QCOMPARE(contexts.size(), size_t(1));
        QCOMPARE(str(contexts[0], "name"), QStringLiteral("in-cluster"));
        QCOMPARE(str(contexts[0], "namespace"), QStringLiteral("team-a"));
        QCOMPARE(str(contexts[0], "server"), m_server->url());
        QCOMPARE(contexts[0]["connected"].get<bool>(), true);
        r = CliRun::run({QStringLiteral("runtimes"),
                         QStringLiteral("--backend"),
                         QStringLiteral("kubernetes"),
                         QStringLiteral("--json")},
                        env,
                        60000);
        QVERIFY2(r.exited(0), qPrintable(r.ended() + r.err));
        const json runtimes = json::parse(r.out.toStdString());
        QCOMPARE(runtimes.size(), size_t(1));
        QCOMPARE(str(runtimes[0], "name"), QStringLiteral("torch-distributed"));
        QCOMPARE(m_server->requests().constLast().value(QStringLiteral("user")).toString(),
                 QStringLiteral("traindeck-test"));
    }

    void proxyUrl()
    {
        // An HTTP proxy that tunnels with CONNECT, as corporate proxies do; it prints the
        // port it listens on, then every tunnel it opens.
        static const char *proxyScript = R"PY(
import socket, sys, threading
srv = socket.socket(); srv.bind(("127.0.0.1", 0)); srv.listen(8)
print(srv.getsockname()[1], flush=True)
def pipe(a, b):
    try:
        while True:
            d = a.recv(65536)
            if not d: break
            b.sendall(d)
    except OSError: pass
    finally:
        for s in (a, b):
            try: s.shutdown(socket.SHUT_RDWR)
            except OSError: pass
def serve(c):
    head = b""
    while b"\r\n\r\n" not in head:
        d = c.recv(4096)
        if not d: return
        head += d
    line = head.split(b"\r\n")[0].decode()
    print(line, flush=True)
    method, target, _ = line.split(" ")
    if method != "CONNECT":
        c.sendall(b"HTTP/1.1 405 Method Not Allowed\r\n\r\n"); c.close(); return
    host, port = target.rsplit(":", 1)
    u = socket.create_connection((host, int(port)))
    c.sendall(b"HTTP/1.1 200 Connection established\r\n\r\n")
    threading.Thread(target=pipe, args=(c, u), daemon=True).start()
    pipe(u, c)
while True:
    conn, _ = srv.accept()
    threading.Thread(target=serve, args=(conn,), daemon=True).start()
)PY";
        QProcess proxy;
        proxy.start(QStringLiteral("/usr/bin/python3"),
                    {QStringLiteral("-u"), QStringLiteral("-c"), QString::fromLatin1(proxyScript)});
        QVERIFY(proxy.waitForReadyRead(10000));
        const int proxyPort = proxy.readLine().trimmed().toInt();
        QVERIFY(proxyPort > 0);
        const QString plain = m_server->writeKubeconfig(KubeTestServer::Auth::Token);
        QFile f(plain);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray yaml = f.readAll();
        f.close();
        const QByteArray serverLine = "server: " + m_server->url().toUtf8();
        QVERIFY(yaml.contains(serverLine));
        QTemporaryDir dir;
        const auto withProxy = [&](const QByteArray &proxyUrl) {
            QByteArray y = yaml;
            y.replace(serverLine, serverLine + "\n    proxy-url: " + proxyUrl);
            const QString path
                = dir.filePath(QString::fromLatin1(QByteArray::number(qHash(proxyUrl))));
            QFile out(path);
            if (!out.open(QIODevice::WriteOnly) || out.write(y) != y.size())
                qFatal("cannot write %s", qPrintable(path));
            return path;
        };
        auto client = kubeClientFor(withProxy("http://127.0.0.1:" + QByteArray::number(proxyPort)));
        auto list = kubeCall<KubeClient::ObjectList>([&](auto done) {
            client->list(KubeResource::configMaps(), QStringLiteral("default"), {}, done);
        });
        QVERIFY2(list.ok(), qPrintable(list ? QString() : list.error().message));
        QTRY_VERIFY(proxy.bytesAvailable() > 0 || proxy.waitForReadyRead(100));
        const QByteArray tunnels = proxy.readAll();
        // The request went through the tunnel, still TLS end to end (the server checked
        // the token; the proxy saw only the CONNECT line).
        QCOMPARE(tunnels.trimmed(),
                 "CONNECT 127.0.0.1:" + QByteArray::number(m_server->port()) + " HTTP/1.1");
        QCOMPARE(m_server->requests().constLast().value(QStringLiteral("user")).toString(),
                 QStringLiteral("traindeck-test"));
        proxy.kill();
        proxy.waitForFinished(5000);

        // A proxy that cannot be used is refused with the reason, never bypassed.
        auto config = Kubeconfig::load(withProxy("https://127.0.0.1:3128"), {});
        QVERIFY(config.ok());
        auto resolved = config->resolve();
        QVERIFY(resolved.ok());
        auto refused = KubeClient::create(*resolved);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().message,
                 QStringLiteral("cluster 'test': proxy-url 'https://127.0.0.1:3128' is not one "
                                "TrainDeck can use; use http://HOST:PORT or socks5://HOST:PORT"));
        // A proxy that is not there: the connection fails, it does not go around it.
        auto gone = kubeClientFor(withProxy("http://127.0.0.1:" + QByteArray::number(proxyPort)));
        auto failed = kubeCall<KubeClient::ObjectList>([&](auto done) {
            gone->list(KubeResource::configMaps(), QStringLiteral("default"), {}, done);
        });
        QVERIFY(!failed.ok());
        QCOMPARE(failed.error().kind, Error::Kind::Transport);
    }

    void refusedCredentialSaysWho()
    {
        m_server->setTokens({{QStringLiteral("another"), QStringLiteral("someone")}});
        auto client = kubeClientFor(m_server->writeKubeconfig(KubeTestServer::Auth::Token));
        auto r = kubeCall<json>([&](auto done) {
            client->get(
                KubeResource::trainJobs(), QStringLiteral("default"), QStringLiteral("x"), done);
        });
        QVERIFY(!r.ok());
        QCOMPARE(r.error().httpStatus, 401);
        QVERIFY2(r.error().message.startsWith(
                     m_server->url()
                     + QStringLiteral(" (context test) did not accept the credentials of user "
                                      "'test' (401 Unauthorized")),
                 qPrintable(r.error().message));
        // A static token cannot be renewed: it is tried once, not again and again.
        QCOMPARE(requestsMatching(
                     QStringLiteral("GET"),
                     QStringLiteral(
                         "/apis/trainer.kubeflow.org/v1alpha1/namespaces/default/trainjobs/x")),
                 1);
    }

    void crudAndEveryErrorStatus()
    {
        auto client = kubeClientFor(
            m_server->writeKubeconfig(KubeTestServer::Auth::Token, QStringLiteral("team-a")));
        const QString ns = QStringLiteral("team-a");
        // Trainer's admission webhook refuses a TrainJob whose runtime does not exist.
        auto orphan = kubeCall<json>([&](auto done) {
            client->create(KubeResource::trainJobs(), ns, trainJob(QStringLiteral("orphan")), done);
        });
        QVERIFY(!orphan.ok());
        QCOMPARE(orphan.error().httpStatus, 403);
        QVERIFY2(orphan.error().message.startsWith(
                     QStringLiteral("cannot create trainjobs.trainer.kubeflow.org \"orphan\" in "
                                    "namespace team-a: the cluster's admission webhook refused it "
                                    "(403): admission webhook")),
                 qPrintable(orphan.error().message));
        QVERIFY2(!orphan.error().message.contains(QStringLiteral("Role")),
                 qPrintable(orphan.error().message));
        QVERIFY(kubeCall<json>([&](auto done) {
                    client->create(
                        KubeResource::clusterTrainingRuntimes(), {}, torchRuntime(), done);
                }).ok());
        auto created = kubeCall<json>([&](auto done) {
            client->create(KubeResource::trainJobs(), ns, trainJob(QStringLiteral("demo")), done);
        });
        QVERIFY2(created.ok(), qPrintable(created ? QString() : created.error().message));
        QCOMPARE(name(*created), QStringLiteral("demo"));
        const QString rv1 = str((*created)["metadata"], "resourceVersion");
        QVERIFY(!rv1.isEmpty());
        QVERIFY(!str((*created)["metadata"], "uid").isEmpty());

        auto got = kubeCall<json>([&](auto done) {
            client->get(KubeResource::trainJobs(), ns, QStringLiteral("demo"), done);
        });
        QVERIFY(got.ok());
        QCOMPARE(str((*got)["metadata"], "resourceVersion"), rv1);

        auto patched = kubeCall<json>([&](auto done) {
            client->mergePatch(KubeResource::trainJobs(),
                               ns,
                               QStringLiteral("demo"),
                               json{{"metadata", {{"labels", {{"team", "vision"}}}}}},
                               done);
        });
        QVERIFY2(patched.ok(), qPrintable(patched ? QString() : patched.error().message));
        QCOMPARE(str((*patched)["metadata"]["labels"], "team"), QStringLiteral("vision"));
        QVERIFY(str((*patched)["metadata"], "resourceVersion") != rv1);
        // A merge patch's null removes the key.
        auto unpatched = kubeCall<json>([&](auto done) {
            client->mergePatch(KubeResource::trainJobs(),
                               ns,
                               QStringLiteral("demo"),
                               json{{"metadata", {{"labels", {{"team", nullptr}}}}}},
                               done);
        });
        QVERIFY(unpatched.ok());
        QVERIFY(!(*unpatched)["metadata"].value("labels", json::object()).contains("team"));

        // 409 AlreadyExists
        auto again = kubeCall<json>([&](auto done) {
            client->create(KubeResource::trainJobs(), ns, trainJob(QStringLiteral("demo")), done);
        });
        QVERIFY(!again.ok());
        QCOMPARE(again.error().kind, Error::Kind::Conflict);
        QCOMPARE(again.error().httpStatus, 409);
        QCOMPARE(again.error().message,
                 QStringLiteral(
                     "cannot create trainjobs.trainer.kubeflow.org \"demo\" in namespace team-a: "
                     "trainjobs.trainer.kubeflow.org \"demo\" already exists; choose another name "
                     "or delete the existing one first"));
        // 409 Conflict: a patch that carries a stale resourceVersion
        auto stale = kubeCall<json>([&](auto done) {
            client->mergePatch(
                KubeResource::trainJobs(),
                ns,
                QStringLiteral("demo"),
                json{{"metadata",
                      {{"resourceVersion", rv1.toStdString()}, {"labels", {{"a", "b"}}}}}},
                done);
        });
        QVERIFY(!stale.ok());
        QCOMPARE(stale.error().kind, Error::Kind::Conflict);
        QVERIFY2(stale.error().message.contains(
                     QStringLiteral("it changed on the server: reload it and try again")),
                 qPrintable(stale.error().message));
        // 422 with every cause
        const json bad = trainJob(QStringLiteral("Bad_Name"));
        auto invalid = kubeCall<json>(
            [&](auto done) { client->create(KubeResource::trainJobs(), ns, bad, done); });
        QVERIFY(!invalid.ok());
        QCOMPARE(invalid.error().kind, Error::Kind::Validation);
        QCOMPARE(invalid.error().httpStatus, 422);
        QCOMPARE(invalid.error().field, QStringLiteral("metadata.name"));
        QVERIFY2(invalid.error().message.contains(QStringLiteral("\n  - metadata.name: ")),
                 qPrintable(invalid.error().message));
        // 404
        auto missing = kubeCall<json>([&](auto done) {
            client->get(KubeResource::trainJobs(), ns, QStringLiteral("nope"), done);
        });
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error().kind, Error::Kind::NotFound);
        QVERIFY2(missing.error().message.startsWith(QStringLiteral(
                     "cannot get trainjobs.trainer.kubeflow.org \"nope\" in namespace team-a: "
                     "trainjobs.trainer.kubeflow.org \"nope\" not found (404 NotFound on ")),
                 qPrintable(missing.error().message));
        // 403 for a user who may only read
        auto viewer
            = kubeClientFor(m_server->writeKubeconfig(KubeTestServer::Auth::ReadOnlyToken, ns));
        auto forbidden = kubeCall<json>([&](auto done) {
            viewer->remove(KubeResource::trainJobs(), ns, QStringLiteral("demo"), done);
        });
        QVERIFY(!forbidden.ok());
        QCOMPARE(forbidden.error().httpStatus, 403);
        QVERIFY2(forbidden.error().message.contains(
                     QStringLiteral("refused to delete trainjobs.trainer.kubeflow.org \"demo\" in "
                                    "namespace team-a for user 'test' (403 Forbidden)")),
                 qPrintable(forbidden.error().message));
        QVERIFY2(forbidden.error().message.endsWith(QStringLiteral(
                     "Ask the cluster's administrator for a Role that allows 'delete' on "
                     "trainjobs.trainer.kubeflow.org in namespace team-a")),
                 qPrintable(forbidden.error().message));
        // delete, then it is gone
        auto removed = kubeCall<json>([&](auto done) {
            client->remove(KubeResource::trainJobs(), ns, QStringLiteral("demo"), done);
        });
        QVERIFY2(removed.ok(), qPrintable(removed ? QString() : removed.error().message));
        auto gone = kubeCall<json>([&](auto done) {
            client->get(KubeResource::trainJobs(), ns, QStringLiteral("demo"), done);
        });
        QVERIFY(!gone.ok());
        QCOMPARE(gone.error().httpStatus, 404);
    }

    void paging()
    {
        auto client = kubeClientFor(m_server->writeKubeconfig(KubeTestServer::Auth::Token));
        for (int i = 0; i < 23; ++i) {
            auto r = kubeCall<json>([&](auto done) {
                client->create(KubeResource::configMaps(),
                               QStringLiteral("default"),
                               configMap(QStringLiteral("cm-%1").arg(i, 2, 10, QLatin1Char('0'))),
                               done);
            });
            QVERIFY2(r.ok(), qPrintable(r ? QString() : r.error().message));
        }
        KubeClient::ListOptions o;
        o.pageSize = 10;
        auto list = kubeCall<KubeClient::ObjectList>([&](auto done) {
            client->list(KubeResource::configMaps(), QStringLiteral("default"), o, done);
        });
        QVERIFY(list.ok());
        QCOMPARE(list->pages, 3);
        QCOMPARE(list->items.size(), 23);
        QSet<QString> names;
        for (const json &item : list->items) {
            names.insert(name(item));
            QCOMPARE(str(item, "kind"), QStringLiteral("ConfigMap"));
        }
        QCOMPARE(names.size(), 23);
        int firstPages = 0;
        for (const QJsonObject &r : m_server->requests())
            firstPages += r.value(QStringLiteral("target")).toString()
                          == QLatin1String("/api/v1/namespaces/default/configmaps?limit=10");
        QCOMPARE(firstPages, 1);
        QCOMPARE(requestsMatching(
                     QStringLiteral("GET"),
                     QStringLiteral("/api/v1/namespaces/default/configmaps?limit=10&continue=")),
                 2);
        // A label selector goes to the server.
        KubeClient::ListOptions none;
        none.labelSelector = QStringLiteral("app=nothing");
        auto empty = kubeCall<KubeClient::ObjectList>([&](auto done) {
            client->list(KubeResource::configMaps(), QStringLiteral("default"), none, done);
        });
        QVERIFY(empty.ok());
        QCOMPARE(empty->items.size(), 0);
    }

    void retriesThrottlingAndServerErrors()
    {
        auto client = kubeClientFor(m_server->writeKubeconfig(KubeTestServer::Auth::Token));
        const QString path = QStringLiteral("/api/v1/namespaces/default/configmaps");
        QVERIFY(m_server->control("POST",
                                  "/_test/fail?status=429&count=2&retryAfter=0&path="
                                      + QUrl::toPercentEncoding(path)));
        QVERIFY(m_server->control(
            "POST", "/_test/fail?status=503&count=1&path=" + QUrl::toPercentEncoding(path)));
        auto list = kubeCall<KubeClient::ObjectList>([&](auto done) {
            client->list(KubeResource::configMaps(), QStringLiteral("default"), {}, done);
        });
        QVERIFY2(list.ok(), qPrintable(list ? QString() : list.error().message));
        QCOMPARE(requestsMatching(QStringLiteral("GET"), path), 4);
        // More refusals than attempts: the error says it was throttled and retried.
        QVERIFY(m_server->control("POST",
                                  "/_test/fail?status=429&count="
                                      + QByteArray::number(client->retryPolicy().attempts)
                                      + "&retryAfter=0&path=" + QUrl::toPercentEncoding(path)));
        auto refused = kubeCall<KubeClient::ObjectList>([&](auto done) {
            client->list(KubeResource::configMaps(), QStringLiteral("default"), {}, done);
        });
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().httpStatus, 429);
        QVERIFY2(refused.error().message.contains(QStringLiteral("is throttling requests (429")),
                 qPrintable(refused.error().message));
        QCOMPARE(requestsMatching(QStringLiteral("GET"), path), 4 + client->retryPolicy().attempts);
        // A create is not sent twice after a 500: it may have happened.
        QVERIFY(m_server->control(
            "POST", "/_test/fail?status=500&count=1&path=" + QUrl::toPercentEncoding(path)));
        auto created = kubeCall<json>([&](auto done) {
            client->create(KubeResource::configMaps(),
                           QStringLiteral("default"),
                           configMap(QStringLiteral("once")),
                           done);
        });
        QVERIFY(!created.ok());
        QCOMPARE(created.error().httpStatus, 500);
        QCOMPARE(requestsMatching(QStringLiteral("POST"), path), 1);
    }

    void discovery()
    {
        auto client = kubeClientFor(m_server->writeKubeconfig(KubeTestServer::Auth::Token));
        auto trainer = kubeCall<QList<KubeApiResource>>([&](auto done) {
            client->resources(QStringLiteral("trainer.kubeflow.org/v1alpha1"), done);
        });
        QVERIFY(trainer.ok());
        QStringList kinds;
        for (const KubeApiResource &r : *trainer) {
            if (!r.name.contains(QLatin1Char('/')))
                kinds << r.kind;
        }
        kinds.sort();
        QCOMPARE(kinds,
                 (QStringList{QStringLiteral("ClusterTrainingRuntime"),
                              QStringLiteral("TrainJob"),
                              QStringLiteral("TrainingRuntime")}));
        auto absent = kubeCall<QList<KubeApiResource>>([&](auto done) {
            client->resources(QStringLiteral("jobset.x-k8s.io/v1alpha2"), done);
        });
        QVERIFY(!absent.ok());
        QCOMPARE(absent.error().kind, Error::Kind::NotFound);
        QVERIFY2(absent.error().message.contains(
                     QStringLiteral("does not serve jobset.x-k8s.io/v1alpha2")),
                 qPrintable(absent.error().message));
        auto version = kubeCall<json>([&](auto done) { client->version(done); });
        QVERIFY(version.ok());
        QCOMPARE(str(*version, "minor"), QStringLiteral("32"));
    }

    void watchResumesAfterServerRestart()
    {
        auto client = kubeClientFor(m_server->writeKubeconfig(KubeTestServer::Auth::Token));
        auto writer = kubeClientFor(m_server->writeKubeconfig(KubeTestServer::Auth::Token));
        const QString ns = QStringLiteral("default");
        QVERIFY(kubeCall<json>([&](auto done) {
                    writer->create(
                        KubeResource::configMaps(), ns, configMap(QStringLiteral("before")), done);
                }).ok());
        KubeWatch::Options o;
        o.backoffBaseMs = 1500; // long enough to change things while the watch is away
        KubeWatch watch(client.get(), KubeResource::configMaps(), ns, o);
        QList<WatchEvent> events;
        connect(&watch, &KubeWatch::changed, this, [&events](const WatchEvent &e) { events << e; });
        QSignalSpy synced(&watch, &KubeWatch::synced);
        watch.start();
        QVERIFY(synced.wait(10000));
        QVERIFY(waitFor([&] { return watch.state() == KubeWatch::State::Watching; }));
        QVERIFY(kubeCall<json>([&](auto done) {
                    writer->create(
                        KubeResource::configMaps(), ns, configMap(QStringLiteral("a")), done);
                }).ok());
        QVERIFY(waitFor([&] { return events.size() == 2; }));
        QCOMPARE(describe(events),
                 (QStringList{QStringLiteral("ADDED before"), QStringLiteral("ADDED a")}));

        // The API server goes away and comes back with its store (etcd) intact.
        QString error;
        QVERIFY2(m_server->restart(&error), qPrintable(error));
        // Before the watch can reconnect (this thread's event loop stands still): a change,
        // a new object and a deletion.
        const QString cms = QStringLiteral("/api/v1/namespaces/default/configmaps");
        QCOMPARE(
            blockingRequest(
                *m_server, "PATCH", cms + QStringLiteral("/a"), json{{"data", {{"value", "2"}}}}),
            200);
        QCOMPARE(blockingRequest(*m_server, "POST", cms, configMap(QStringLiteral("b"))), 201);
        QCOMPARE(blockingRequest(*m_server, "DELETE", cms + QStringLiteral("/before")), 200);
        QVERIFY(waitFor([&] { return events.size() >= 5; }));
        QTest::qWait(500); // anything repeated would arrive now
        QCOMPARE(describe(events),
                 (QStringList{QStringLiteral("ADDED before"),
                              QStringLiteral("ADDED a"),
                              QStringLiteral("MODIFIED a"),
                              QStringLiteral("ADDED b"),
                              QStringLiteral("DELETED before")}));
        // Resumed from its version, not listed again.
        QCOMPARE(watch.relists(), 0);
        QVERIFY(watch.rewatches() >= 1);
        QCOMPARE(str(events[2].object["data"], "value"), QStringLiteral("2"));
        QCOMPARE(watch.objects().size(), 2);
    }

    void watchRelistsOnGone()
    {
        auto client = kubeClientFor(m_server->writeKubeconfig(KubeTestServer::Auth::Token));
        auto writer = kubeClientFor(m_server->writeKubeconfig(KubeTestServer::Auth::Token));
        const QString ns = QStringLiteral("default");
        QVERIFY(kubeCall<json>([&](auto done) {
                    writer->create(
                        KubeResource::configMaps(), ns, configMap(QStringLiteral("kept")), done);
                }).ok());
        QVERIFY(kubeCall<json>([&](auto done) {
                    writer->create(
                        KubeResource::configMaps(), ns, configMap(QStringLiteral("dropped")), done);
                }).ok());
        KubeWatch::Options o;
        o.backoffBaseMs = 1500;
        KubeWatch watch(client.get(), KubeResource::configMaps(), ns, o);
        QList<WatchEvent> events;
        connect(&watch, &KubeWatch::changed, this, [&events](const WatchEvent &e) { events << e; });
        QSignalSpy synced(&watch, &KubeWatch::synced);
        QSignalSpy problems(&watch, &KubeWatch::problem);
        watch.start();
        QVERIFY(synced.wait(10000));
        QVERIFY(waitFor([&] { return watch.state() == KubeWatch::State::Watching; }));
        // While this thread's event loop stands still (so the watch cannot follow): the
        // stream is cut, things change, and the server forgets the history the watch would
        // resume from.
        const QString cms = QStringLiteral("/api/v1/namespaces/default/configmaps");
        QCOMPARE(blockingRequest(*m_server,
                                 "POST",
                                 QStringLiteral("/_test/drop-watches"),
                                 nullptr,
                                 m_server->adminToken()),
                 200);
        QCOMPARE(blockingRequest(*m_server, "POST", cms, configMap(QStringLiteral("new"))), 201);
        QCOMPARE(blockingRequest(*m_server, "DELETE", cms + QStringLiteral("/dropped")), 200);
        QCOMPARE(blockingRequest(*m_server,
                                 "PATCH",
                                 cms + QStringLiteral("/kept"),
                                 json{{"data", {{"value", "3"}}}}),
                 200);
        QCOMPARE(blockingRequest(*m_server,
                                 "POST",
                                 QStringLiteral("/_test/compact"),
                                 nullptr,
                                 m_server->adminToken()),
                 200);
        QVERIFY(synced.wait(15000));
        QTest::qWait(300);
        QCOMPARE(watch.relists(), 1);
        bool saw410 = false;
        for (const auto &args : problems)
            saw410 = saw410 || args.at(0).value<Error>().httpStatus == 410;
        QVERIFY(saw410);
        // The re-list is reported as the changes it amounts to, each once.
        QStringList seen = describe(events);
        QCOMPARE(seen.mid(0, 2),
                 (QStringList{QStringLiteral("ADDED dropped"), QStringLiteral("ADDED kept")}));
        QStringList after = seen.mid(2);
        after.sort();
        QCOMPARE(after,
                 (QStringList{QStringLiteral("ADDED new"),
                              QStringLiteral("DELETED dropped"),
                              QStringLiteral("MODIFIED kept")}));
    }

    void watchRelistsWhenVersionTooLarge()
    {
        // An API server that restarted with a cache behind the version the watch resumes
        // from answers 504 "Too large resource version": only a new list helps.
        auto client = kubeClientFor(m_server->writeKubeconfig(KubeTestServer::Auth::Token));
        const QString ns = QStringLiteral("default");
        QVERIFY(kubeCall<json>([&](auto done) {
                    client->create(
                        KubeResource::configMaps(), ns, configMap(QStringLiteral("x")), done);
                }).ok());
        KubeWatch::Options o;
        o.backoffBaseMs = 200;
        KubeWatch watch(client.get(), KubeResource::configMaps(), ns, o);
        QSignalSpy synced(&watch, &KubeWatch::synced);
        QSignalSpy problems(&watch, &KubeWatch::problem);
        watch.start();
        QVERIFY(synced.wait(10000));
        QVERIFY(waitFor([&] { return watch.state() == KubeWatch::State::Watching; }));
        const QString cms = QStringLiteral("/api/v1/namespaces/default/configmaps");
        // With this thread's event loop standing still: the next GET of the collection (the
        // watch coming back) gets the answer, then the stream is cut.
        QCOMPARE(blockingRequest(*m_server,
                                 "POST",
                                 QStringLiteral("/_test/fail?status=504&count=1&method=GET&path=")
                                     + QString::fromLatin1(QUrl::toPercentEncoding(cms))
                                     + QStringLiteral("&message=")
                                     + QString::fromLatin1(QUrl::toPercentEncoding(
                                         QStringLiteral("Timeout: Too large resource version: "
                                                        "999999, current: 4"))),
                                 nullptr,
                                 m_server->adminToken()),
                 200);
        QCOMPARE(blockingRequest(*m_server,
                                 "POST",
                                 QStringLiteral("/_test/drop-watches"),
                                 nullptr,
                                 m_server->adminToken()),
                 200);
        QVERIFY(synced.wait(15000));
        QCOMPARE(watch.relists(), 1);
        bool sawTooLarge = false;
        for (const auto &args : problems)
            sawTooLarge = sawTooLarge
                          || args.at(0).value<Error>().message.contains(
                              QStringLiteral("Too large resource version"));
        QVERIFY(sawTooLarge);
        QVERIFY(waitFor([&] { return watch.state() == KubeWatch::State::Watching; }));
    }

    void podLogs()
    {
        // The controller makes pods for a TrainJob and writes their logs.
        auto client = kubeClientFor(
            m_server->writeKubeconfig(KubeTestServer::Auth::Token, QStringLiteral("team-a")));
        TRAINDECK_REQUIRE(QFile::exists(UpstreamTorchRuntime),
                          UpstreamTorchRuntime,
                          QStringLiteral("clone the shared folder beside the project"));
        const std::optional<Document> runtime = installUpstreamRuntime(client.get());
        QVERIFY(runtime.has_value());
        QVERIFY(kubeCall<json>([&](auto done) {
                    client->create(KubeResource::trainJobs(),
                                   QStringLiteral("team-a"),
                                   trainJob(QStringLiteral("logs")),
                                   done);
                }).ok());
        KubeClient::ListOptions pods;
        pods.labelSelector = QStringLiteral(
            "jobset.sigs.k8s.io/jobset-name=logs,jobset.sigs.k8s.io/replicatedjob-name=node");
        QString pod;
        QVERIFY(waitFor(
            [&] {
                auto list = kubeCall<KubeClient::ObjectList>([&](auto done) {
                    client->list(KubeResource::pods(), QStringLiteral("team-a"), pods, done);
                });
                for (const json &p : list ? list->items : QList<json>()) {
                    if (str(p["status"], "phase") == QLatin1String("Running")
                        && str(p["metadata"]["labels"], "batch.kubernetes.io/job-completion-index")
                               == QLatin1String("0"))
                        pod = name(p);
                }
                return !pod.isEmpty();
            },
            30000));
        KubeLogStream::Options o;
        o.container = QStringLiteral("node");
        o.follow = true;
        o.timestamps = true;
        KubeLogStream stream(client.get(), QStringLiteral("team-a"), pod, o);
        QByteArray text;
        connect(&stream, &KubeLogStream::data, this, [&text](const QByteArray &b) { text += b; });
        QSignalSpy finished(&stream, &KubeLogStream::finished);
        stream.start();
        QVERIFY(finished.wait(60000));
        QVERIFY2(!stream.error().has_value(),
                 qPrintable(stream.error() ? stream.error()->message : QString()));
        const QList<QByteArray> lines = text.trimmed().split('\n');
        QVERIFY(lines.size() >= 2);
        static const QRegularExpression stamp(
            QStringLiteral("^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(\\.\\d+)?Z "));
        for (const QByteArray &l : lines)
            QVERIFY2(stamp.match(QString::fromUtf8(l)).hasMatch(), l.constData());
        // The other options reach the server: the whole log again, its last line, its
        // first bytes, and nothing written after a time still to come.
        const auto read = [&](const KubeLogStream::Options &options) {
            KubeLogStream s(client.get(), QStringLiteral("team-a"), pod, options);
            QByteArray bytes;
            connect(&s, &KubeLogStream::data, this, [&bytes](const QByteArray &b) { bytes += b; });
            QSignalSpy done(&s, &KubeLogStream::finished);
            s.start();
            if (!done.wait(20000) || s.error())
                qFatal("reading the log failed");
            return bytes;
        };
        KubeLogStream::Options whole;
        whole.container = QStringLiteral("node");
        const QByteArray all = read(whole);
        QCOMPARE(all.trimmed().split('\n').size(), lines.size());
        KubeLogStream::Options tail = whole;
        tail.tailLines = 1;
        QCOMPARE(read(tail), all.trimmed().split('\n').constLast() + '\n');
        KubeLogStream::Options head = whole;
        head.limitBytes = 10;
        QCOMPARE(read(head), all.left(10));
        KubeLogStream::Options later = whole;
        later.sinceTime = QDateTime::currentDateTimeUtc().addSecs(3600);
        QCOMPARE(read(later), QByteArray());
        KubeLogStream::Options earlier = whole;
        earlier.sinceTime = QDateTime::currentDateTimeUtc().addSecs(-3600);
        QCOMPARE(read(earlier), all);
        // A container the pod does not have: the server's 400, said clearly.
        KubeLogStream::Options wrong;
        wrong.container = QStringLiteral("sidecar");
        KubeLogStream bad(client.get(), QStringLiteral("team-a"), pod, wrong);
        QSignalSpy badFinished(&bad, &KubeLogStream::finished);
        bad.start();
        QVERIFY(badFinished.wait(10000));
        QVERIFY(bad.error().has_value());
        QCOMPARE(bad.error()->httpStatus, 400);
    }

    void cliContextsAndRuntimes()
    {
        auto client = kubeClientFor(
            m_server->writeKubeconfig(KubeTestServer::Auth::Token, QStringLiteral("team-a")));
        TRAINDECK_REQUIRE(QFile::exists(UpstreamTorchRuntime),
                          UpstreamTorchRuntime,
                          QStringLiteral("clone the shared folder beside the project"));
        const std::optional<Document> runtime = installUpstreamRuntime(client.get());
        QVERIFY(runtime.has_value());
        // A namespaced runtime of the same name hides the cluster one; one without the
        // framework label is listed as unusable, with the reason and a warning.
        json shadow = runtime->json();
        shadow["kind"] = "TrainingRuntime";
        shadow["metadata"]["labels"]["trainer.kubeflow.org/framework"] = "torch";
        shadow["spec"]["mlPolicy"]["numNodes"] = 3;
        QVERIFY(kubeCall<json>([&](auto done) {
                    client->create(
                        KubeResource::trainingRuntimes(), QStringLiteral("team-a"), shadow, done);
                }).ok());
        json unlabelled = runtime->json();
        unlabelled["kind"] = "TrainingRuntime";
        unlabelled["metadata"]["name"] = "no-label";
        unlabelled["metadata"].erase("labels");
        QVERIFY(kubeCall<json>([&](auto done) {
                    client->create(KubeResource::trainingRuntimes(),
                                   QStringLiteral("team-a"),
                                   unlabelled,
                                   done);
                }).ok());

        const QString kubeconfig
            = m_server->writeKubeconfig(KubeTestServer::Auth::Token, QStringLiteral("team-a"));
        CliRun r = CliRun::run({QStringLiteral("runtimes"),
                                QStringLiteral("--backend"),
                                QStringLiteral("kubernetes"),
                                QStringLiteral("--kubeconfig"),
                                kubeconfig,
                                QStringLiteral("--json")},
                               {},
                               60000);
        QVERIFY2(r.exited(0), qPrintable(r.ended() + r.err));
        const json listed = json::parse(r.out.toStdString());
        QCOMPARE(listed.size(), size_t(2));
        QCOMPARE(str(listed[0], "name"), QStringLiteral("no-label"));
        QCOMPARE(str(listed[0], "unusable"),
                 QStringLiteral("it has no trainer.kubeflow.org/framework label, so no job can "
                                "say which framework it runs; ask the cluster's administrator "
                                "to add the label"));
        QCOMPARE(str(listed[1], "name"), QStringLiteral("torch-distributed"));
        QCOMPARE(str(listed[1], "kind"), QStringLiteral("TrainingRuntime"));
        QCOMPARE(listed[1]["numNodes"].get<int>(), 3);
        QVERIFY(!listed[1].contains("unusable"));
        QVERIFY2(r.err.contains(QStringLiteral("TrainingRuntime no-label cannot be used: it has no "
                                               "trainer.kubeflow.org/framework label")),
                 qPrintable(r.err));

        // --namespace elsewhere: only the cluster runtime.
        r = CliRun::run({QStringLiteral("runtimes"),
                         QStringLiteral("--backend"),
                         QStringLiteral("kubernetes"),
                         QStringLiteral("--kubeconfig"),
                         kubeconfig,
                         QStringLiteral("--namespace"),
                         QStringLiteral("default"),
                         QStringLiteral("--json")},
                        {},
                        60000);
        QVERIFY2(r.exited(0), qPrintable(r.ended() + r.err));
        const json clusterOnly = json::parse(r.out.toStdString());
        QCOMPARE(clusterOnly.size(), size_t(1));
        QCOMPARE(str(clusterOnly[0], "kind"), QStringLiteral("ClusterTrainingRuntime"));

        // A cluster without Kubeflow Trainer: the API server knows no such resource.
        QVERIFY(m_server->control(
            "POST",
            "/_test/fail?status=404&count=1&path="
                + QUrl::toPercentEncoding(
                    QStringLiteral("/apis/trainer.kubeflow.org/v1alpha1/clustertrainingruntimes"))
                + "&message="
                + QUrl::toPercentEncoding(
                    QStringLiteral("the server could not find the requested resource"))));
        r = CliRun::run({QStringLiteral("runtimes"),
                         QStringLiteral("--backend"),
                         QStringLiteral("kubernetes"),
                         QStringLiteral("--kubeconfig"),
                         kubeconfig},
                        {},
                        60000);
        QVERIFY2(r.exited(3), qPrintable(r.ended() + r.err));
        QVERIFY2(r.err.startsWith(QStringLiteral(
                     "cannot list clustertrainingruntimes.trainer.kubeflow.org: the server could "
                     "not find the requested resource (404 NotFound on ")),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral(
                     "\nKubeflow Trainer is not installed on this cluster (it does not serve "
                     "ClusterTrainingRuntimes): install Kubeflow Trainer, or choose a context "
                     "whose cluster has it")),
                 qPrintable(r.err));
        QCOMPARE(r.out, QString());

        // contexts: the test context connects; a second one with a refused token says why.
        QTemporaryDir dir;
        QFile extra(dir.filePath(QStringLiteral("extra")));
        QVERIFY(extra.open(QIODevice::WriteOnly));
        extra.write(
            "apiVersion: v1\nkind: Config\nclusters:\n- name: other\n  cluster:\n    server: "
            + m_server->url().toUtf8()
            + "\n    certificate-authority: " + m_server->caFile().toUtf8()
            + "\nusers:\n- name: stranger\n  user:\n    token: not-a-valid-token\n"
              "contexts:\n- name: refused\n  context: {cluster: other, user: stranger, namespace: "
              "ml}\n");
        extra.close();
        r = CliRun::run(
            {QStringLiteral("contexts"), QStringLiteral("--json")},
            {{QStringLiteral("KUBECONFIG"), kubeconfig + QLatin1Char(':') + extra.fileName()}},
            60000);
        QVERIFY2(r.exited(0), qPrintable(r.ended() + r.err));
        const json contexts = json::parse(r.out.toStdString());
        QCOMPARE(contexts.size(), size_t(2));
        QCOMPARE(str(contexts[0], "name"), QStringLiteral("test"));
        QCOMPARE(contexts[0]["current"].get<bool>(), true);
        QCOMPARE(contexts[0]["connected"].get<bool>(), true);
        QCOMPARE(contexts[0]["trainer"].get<bool>(), true);
        QCOMPARE(str(contexts[0], "namespace"), QStringLiteral("team-a"));
        QCOMPARE(str(contexts[0], "serverVersion"), QStringLiteral("v1.32.4"));
        QCOMPARE(str(contexts[1], "name"), QStringLiteral("refused"));
        QCOMPARE(contexts[1]["connected"].get<bool>(), false);
        QVERIFY2(
            str(contexts[1], "reason")
                .contains(QStringLiteral("did not accept the credentials of user 'stranger' (401")),
            qPrintable(str(contexts[1], "reason")));
    }
};

QTEST_GUILESS_MAIN(TestKubeClient)
#include "tst_kubeclient.moc"
