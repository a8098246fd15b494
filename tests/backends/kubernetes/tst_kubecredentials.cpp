// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The credentials of a kubeconfig user as client-go gives them: static tokens, certificate
// files and data (RSA and EC), tokenFile re-reads, and exec plugins, written as scripts at test
// time, in both API versions: their args, env and KUBERNETES_EXEC_INFO, caching until the
// expiry, invalidation after a 401, and every way a plugin or a credential file can be broken.
#include "backends/kubernetes/execcredentialplugin.h"
#include "backends/kubernetes/kubeconfig.h"
#include "backends/kubernetes/kubecredentials.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace TrainDeck;
using namespace TrainDeck::Kubernetes;
using Credential = KubeCredentials::Credential;

namespace {

const QString V1 = QStringLiteral("client.authentication.k8s.io/v1");
const QString V1beta1 = QStringLiteral("client.authentication.k8s.io/v1beta1");

QString dataFile(const QString &name)
{
    return QStringLiteral(TRAINDECK_SOURCE_DIR "/tests/backends/kubernetes/data/credentials/")
           + name;
}

QByteArray readData(const QString &name)
{
    QFile f(dataFile(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    return f.readAll();
}

/// One obtain() at a time, its answer kept where a late callback cannot outlive it.
class Obtained
{
public:
    KubeCredentials::Done callback()
    {
        auto slot = m_slot;
        return [slot](Result<Credential> r) {
            ++slot->calls;
            slot->result.emplace(std::move(r));
        };
    }
    bool ready() const { return m_slot->result.has_value(); }
    int calls() const { return m_slot->calls; }
    const Result<Credential> &result() const { return *m_slot->result; }

private:
    struct Slot
    {
        std::optional<Result<Credential>> result;
        int calls = 0;
    };
    std::shared_ptr<Slot> m_slot = std::make_shared<Slot>();
};

} // namespace

#define OBTAIN(creds, var) \
    Obtained var; \
    (creds).obtain(var.callback()); \
    QTRY_VERIFY_WITH_TIMEOUT(var.ready(), 20000)

#define OBTAIN_OK(creds, var) \
    OBTAIN(creds, var); \
    QVERIFY2(var.result().ok(), \
             qPrintable(var.result() ? QString() : var.result().error().toString()))

class TestKubeCredentials : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QProcessEnvironment m_env;

    QString path(const QString &name) const { return m_dir->filePath(name); }

    QString write(const QString &name, const QByteArray &bytes, bool executable = false)
    {
        const QString p = path(name);
        QDir().mkpath(QFileInfo(p).absolutePath());
        QFile f(p);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            qFatal("cannot write %s", qPrintable(p));
        f.write(bytes);
        f.close();
        if (executable)
            f.setPermissions(f.permissions() | QFile::ExeOwner | QFile::ExeUser);
        return p;
    }

    /// A bash exec plugin in bin/ (on the tests' PATH) that counts its runs in NAME.count.
    QString plugin(const QString &name, const QByteArray &body)
    {
        return write(QStringLiteral("bin/") + name,
                     "#!/bin/bash\ncount=\"$0.count\"\nn=$(( $(cat \"$count\" 2>/dev/null || "
                     "echo 0) + 1 ))\necho $n > \"$count\"\n"
                         + body,
                     true);
    }
    int runs(const QString &name) const
    {
        QFile f(path(QStringLiteral("bin/") + name + QStringLiteral(".count")));
        if (!f.open(QIODevice::ReadOnly))
            return 0;
        return f.readAll().trimmed().toInt();
    }

    /// The kubeconfig (kubeconfig/config in the temporary folder) with `user` as the body of
    /// user u1, resolved.
    Kubeconfig::Resolved resolved(const QByteArray &user, const QByteArray &cluster = {})
    {
        QByteArray indented;
        for (const QByteArray &line : user.split('\n')) {
            if (!line.isEmpty())
                indented += "    " + line + "\n";
        }
        const QString file = write(
            QStringLiteral("kubeconfig/config"),
            "apiVersion: v1\nkind: Config\ncurrent-context: dev\n"
            "clusters:\n- name: c1\n  cluster:\n"
            "    server: https://127.0.0.1:6443\n"
                + (cluster.isEmpty() ? QByteArray("    insecure-skip-tls-verify: true\n") : cluster)
                + "users:\n- name: u1\n  user:\n" + indented
                + "contexts:\n- name: dev\n  context:\n"
                  "    cluster: c1\n    user: u1\n");
        const auto k = Kubeconfig::load(file, {});
        if (!k)
            qFatal("%s", qPrintable(k.error().toString()));
        const auto r = k->resolve();
        if (!r)
            qFatal("%s", qPrintable(r.error().toString()));
        return *r;
    }
    QString kubeconfig() const { return path(QStringLiteral("kubeconfig/config")); }

    qint64 pidIn(const QString &name) const
    {
        QFile f(path(name));
        return f.open(QIODevice::ReadOnly) ? f.readAll().trimmed().toLongLong() : 0;
    }
    /// Running, not a zombie waiting for a parent (a container's init may never reap it).
    static bool alive(qint64 pid)
    {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            return false;
        const QByteArray s = stat.readAll();
        const qsizetype close = s.lastIndexOf(')');
        return close > 0 && s.size() > close + 2 && s.at(close + 2) != 'Z';
    }

    std::unique_ptr<KubeCredentials> credentials(const Kubeconfig::Resolved &r,
                                                 std::chrono::milliseconds timeout
                                                 = std::chrono::seconds(20))
    {
        auto c = std::make_unique<KubeCredentials>(r);
        c->setExecEnvironment(m_env);
        c->setExecTimeout(timeout);
        return c;
    }

    /// An exec user block.
    static QByteArray exec(const QString &command,
                           const QString &version = V1,
                           const QByteArray &extra = "interactiveMode: Never\n")
    {
        return "exec:\n  apiVersion: " + version.toUtf8() + "\n  command: " + command.toUtf8()
               + "\n"
               + (extra.isEmpty()
                      ? QByteArray()
                      : "  " + QByteArray(extra).replace("\n", "\n  ").trimmed() + "\n");
    }

    /// A plugin printing a token, with an optional expirationTimestamp (`expiry` seconds from
    /// now, UTC).
    QString tokenPlugin(const QString &name,
                        const QString &version,
                        const QByteArray &token,
                        std::optional<int> expiry = std::nullopt)
    {
        QByteArray status = "\"token\":\"" + token + "\"";
        if (expiry)
            status += ",\"expirationTimestamp\":\"$(date -u -d @$(( $(date +%s) + "
                      + QByteArray::number(*expiry) + " )) +%Y-%m-%dT%H:%M:%SZ)\"";
        return plugin(name,
                      "cat <<JSON\n{\"apiVersion\":\"" + version.toUtf8()
                          + "\",\"kind\":\"ExecCredential\",\"status\":{" + status + "}}\nJSON\n");
    }

private Q_SLOTS:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.insert(QStringLiteral("PATH"),
                     path(QStringLiteral("bin")) + QStringLiteral(":/usr/bin:/bin"));
        QDir().mkpath(path(QStringLiteral("bin")));
    }

    void staticToken()
    {
        auto c = credentials(resolved("token: abc.def\n"));
        QVERIFY(!c->canRefresh());
        OBTAIN_OK(*c, got);
        QCOMPARE(got.result()->bearerToken, QByteArray("abc.def"));
        QVERIFY(got.result()->clientCertificatePem.isEmpty());
        QVERIFY(!got.result()->expiresAt.isValid());
    }

    void noCredentials()
    {
        auto c = credentials(resolved("{}\n"));
        QVERIFY(!c->canRefresh());
        OBTAIN_OK(*c, got);
        QVERIFY(got.result()->bearerToken.isEmpty());
        QVERIFY(got.result()->clientCertificatePem.isEmpty());
    }

    // obtain() answers from the event loop, never inside the call.
    void answersLater()
    {
        auto c = credentials(resolved("token: abc\n"));
        Obtained got;
        c->obtain(got.callback());
        QCOMPARE(got.calls(), 0);
        QTRY_COMPARE(got.calls(), 1);
    }

    void certificates_data()
    {
        QTest::addColumn<QString>("cert");
        QTest::addColumn<QString>("key");
        QTest::addColumn<bool>("embedded");
        QTest::addColumn<QSsl::KeyAlgorithm>("algorithm");
        QTest::newRow("rsa files") << "rsa.crt"
                                   << "rsa.key" << false << QSsl::Rsa;
        QTest::newRow("rsa pkcs8 files") << "rsa.crt"
                                         << "rsa-pkcs8.key" << false << QSsl::Rsa;
        QTest::newRow("ec files") << "ec.crt"
                                  << "ec.key" << false << QSsl::Ec;
        QTest::newRow("ec pkcs8 data") << "ec.crt"
                                       << "ec-pkcs8.key" << true << QSsl::Ec;
        QTest::newRow("rsa data") << "rsa.crt"
                                  << "rsa.key" << true << QSsl::Rsa;
    }
    void certificates()
    {
        QFETCH(const QString, cert);
        QFETCH(const QString, key);
        QFETCH(const bool, embedded);
        QFETCH(const QSsl::KeyAlgorithm, algorithm);
        // Relative file names are relative to the kubeconfig (kubeconfig/), not the test.
        write(QStringLiteral("kubeconfig/certs/") + cert, readData(cert));
        write(QStringLiteral("kubeconfig/certs/") + key, readData(key));
        const QByteArray user = embedded
                                    ? "client-certificate-data: " + readData(cert).toBase64()
                                          + "\nclient-key-data: " + readData(key).toBase64() + "\n"
                                    : "client-certificate: certs/" + cert.toUtf8()
                                          + "\nclient-key: certs/" + key.toUtf8() + "\n";
        auto c = credentials(resolved(user));
        QVERIFY(!c->canRefresh());
        OBTAIN_OK(*c, got);
        QCOMPARE(got.result()->clientCertificatePem, readData(cert));
        QCOMPARE(got.result()->clientKeyPem, readData(key));
        QCOMPARE(got.result()->clientKeyAlgorithm, algorithm);
        QVERIFY(got.result()->bearerToken.isEmpty());
    }

    void tokenFileRotation()
    {
        const QString file = write(QStringLiteral("token"), "first\n");
        auto c = credentials(resolved("tokenFile: ../token\n"));
        QVERIFY(c->canRefresh());
        OBTAIN_OK(*c, one);
        QCOMPARE(one.result()->bearerToken, QByteArray("first"));
        const int g1 = one.result()->generation;
        // Unchanged: the same credential, the same generation.
        OBTAIN_OK(*c, same);
        QCOMPARE(same.result()->bearerToken, QByteArray("first"));
        QCOMPARE(same.result()->generation, g1);
        // Rotated with a new size: seen on the next obtain.
        write(QStringLiteral("token"), "second-token\n");
        OBTAIN_OK(*c, two);
        QCOMPARE(two.result()->bearerToken, QByteArray("second-token"));
        QVERIFY(two.result()->generation > g1);
        // Rotated with the same size and a new time: seen too.
        QFile f(file);
        const QDateTime t = QFileInfo(file).lastModified();
        write(QStringLiteral("token"), "second-TOKEN\n");
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.setFileTime(t.addSecs(5), QFileDevice::FileModificationTime));
        f.close();
        OBTAIN_OK(*c, three);
        QCOMPARE(three.result()->bearerToken, QByteArray("second-TOKEN"));
        const int g3 = three.result()->generation;
        QVERIFY(g3 > two.result()->generation);
        // Rewritten with the same size and the same time: only invalidate() (after a 401)
        // or the one-minute re-read sees it.
        write(QStringLiteral("token"), "second-tok3n\n");
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.setFileTime(t.addSecs(5), QFileDevice::FileModificationTime));
        f.close();
        OBTAIN_OK(*c, stale);
        QCOMPARE(stale.result()->bearerToken, QByteArray("second-TOKEN"));
        c->invalidate(g3 - 1); // an older generation: already replaced, ignored
        OBTAIN_OK(*c, stillStale);
        QCOMPARE(stillStale.result()->bearerToken, QByteArray("second-TOKEN"));
        c->invalidate(g3);
        OBTAIN_OK(*c, fresh);
        QCOMPARE(fresh.result()->bearerToken, QByteArray("second-tok3n"));
        QVERIFY(fresh.result()->generation > g3);
    }

    // tokenFile wins over token, as client-go reads the file when both are set.
    void tokenFileWinsOverToken()
    {
        write(QStringLiteral("token"), "from-file");
        auto c = credentials(resolved("token: inline\ntokenFile: ../token\n"));
        OBTAIN_OK(*c, got);
        QCOMPARE(got.result()->bearerToken, QByteArray("from-file"));
    }

    void execToken_data()
    {
        QTest::addColumn<QString>("version");
        QTest::newRow("v1") << V1;
        QTest::newRow("v1beta1") << V1beta1;
    }
    // args and env reach the plugin (it echoes them into the token), KUBERNETES_EXEC_INFO holds
    // what client-go puts there, and env entries win over TrainDeck's environment.
    void execToken()
    {
        QFETCH(const QString, version);
        m_env.insert(QStringLiteral("REGION"), QStringLiteral("from-traindeck"));
        m_env.insert(QStringLiteral("KEEP"), QStringLiteral("kept"));
        plugin(QStringLiteral("get-token"),
               "printf '%s' \"$KUBERNETES_EXEC_INFO\" > \"$0.info\"\n"
               "cat <<JSON\n{\"apiVersion\":\""
                   + version.toUtf8()
                   + "\",\"kind\":\"ExecCredential\",\"status\":{\"token\":"
                     "\"tok-$REGION-$KEEP-$1-$2-run$n\"}}\nJSON\n");
        auto c = credentials(resolved(exec(QStringLiteral("get-token"),
                                           version,
                                           "args: [--audience, k8s]\n"
                                           "env:\n- name: REGION\n  value: eu-west\n"
                                           "interactiveMode: IfAvailable\n")));
        QVERIFY(c->canRefresh());
        OBTAIN_OK(*c, got);
        QCOMPARE(got.result()->bearerToken, QByteArray("tok-eu-west-kept---audience-k8s-run1"));
        QVERIFY(!got.result()->expiresAt.isValid());
        QFile info(path(QStringLiteral("bin/get-token.info")));
        QVERIFY(info.open(QIODevice::ReadOnly));
        QCOMPARE(info.readAll(),
                 R"({"kind":"ExecCredential","apiVersion":")" + version.toUtf8()
                     + R"(","spec":{"interactive":false}})");
    }

    void execCertificate_data()
    {
        QTest::addColumn<QString>("version");
        QTest::newRow("v1") << V1;
        QTest::newRow("v1beta1") << V1beta1;
    }
    void execCertificate()
    {
        QFETCH(const QString, version);
        write(
            QStringLiteral("bin/get-cert"),
            "#!/usr/bin/python3\nimport json\nprint(json.dumps({'apiVersion': '" + version.toUtf8()
                + "', 'kind': 'ExecCredential', 'status': {"
                  "'clientCertificateData': open('"
                + dataFile(QStringLiteral("ec.crt")).toUtf8() + "').read(), 'clientKeyData': open('"
                + dataFile(QStringLiteral("ec.key")).toUtf8()
                + "').read(), 'expirationTimestamp': '2099-01-01T00:00:00Z'}}))\n",
            true);
        auto c = credentials(resolved(exec(QStringLiteral("get-cert"), version)));
        OBTAIN_OK(*c, got);
        QCOMPARE(got.result()->clientCertificatePem, readData(QStringLiteral("ec.crt")));
        QCOMPARE(got.result()->clientKeyPem, readData(QStringLiteral("ec.key")));
        QCOMPARE(got.result()->clientKeyAlgorithm, QSsl::Ec);
        QVERIFY(got.result()->bearerToken.isEmpty());
        QCOMPARE(got.result()->expiresAt, QDateTime(QDate(2099, 1, 1), QTime(0, 0), Qt::UTC));
    }

    // provideClusterInfo: the cluster goes into KUBERNETES_EXEC_INFO with its CA file's bytes.
    void execClusterInfo()
    {
        const QByteArray ca = readData(QStringLiteral("rsa.crt"));
        write(QStringLiteral("kubeconfig/ca.crt"), ca);
        plugin(QStringLiteral("get-token"),
               "printf '%s' \"$KUBERNETES_EXEC_INFO\" > \"$0.info\"\n"
               "echo '{\"apiVersion\":\"client.authentication.k8s.io/v1\",\"kind\":"
               "\"ExecCredential\",\"status\":{\"token\":\"t\"}}'\n");
        auto c = credentials(
            resolved(exec(QStringLiteral("get-token"),
                          V1,
                          "interactiveMode: Never\nprovideClusterInfo: true\n"),
                     "    certificate-authority: ca.crt\n    tls-server-name: api.internal\n"));
        OBTAIN_OK(*c, got);
        QFile info(path(QStringLiteral("bin/get-token.info")));
        QVERIFY(info.open(QIODevice::ReadOnly));
        QCOMPARE(info.readAll(),
                 R"({"kind":"ExecCredential","apiVersion":"client.authentication.k8s.io/v1",)"
                 R"("spec":{"cluster":{"server":"https://127.0.0.1:6443",)"
                 R"("tls-server-name":"api.internal","certificate-authority-data":")"
                     + ca.toBase64() + R"("},"interactive":false}})");
    }

    // A command with a '/' is relative to the kubeconfig's folder, as in client-go.
    void relativeCommand()
    {
        write(QStringLiteral("kubeconfig/plugins/get-token"),
              "#!/bin/sh\necho '{\"apiVersion\":\"client.authentication.k8s.io/v1\",\"kind\":"
              "\"ExecCredential\",\"status\":{\"token\":\"relative\"}}'\n",
              true);
        const auto r = resolved(exec(QStringLiteral("./plugins/get-token")));
        ExecCredentialPlugin p(r.user, r.cluster);
        QCOMPARE(p.program(), path(QStringLiteral("kubeconfig/plugins/get-token")));
        auto c = credentials(r);
        OBTAIN_OK(*c, got);
        QCOMPARE(got.result()->bearerToken, QByteArray("relative"));
    }

    // ExecCredentialPlugin::run() while the plugin runs joins that run.
    void pluginRunsJoin()
    {
        plugin(QStringLiteral("slow"),
               "sleep 0.3\necho '{\"apiVersion\":\"client.authentication.k8s.io/v1\",\"kind\":"
               "\"ExecCredential\",\"status\":{\"token\":\"run'$n'\"}}'\n");
        const auto r = resolved(exec(QStringLiteral("slow")));
        ExecCredentialPlugin p(r.user, r.cluster);
        p.setEnvironment(m_env);
        QList<QByteArray> tokens;
        const auto keep = [&tokens](Result<ExecCredential> c) {
            tokens << (c ? c->token : QByteArray("error"));
        };
        p.run(keep);
        QVERIFY(p.isRunning());
        p.run(keep);
        QTRY_COMPARE_WITH_TIMEOUT(tokens.size(), 2, 20000);
        QCOMPARE(tokens, (QList<QByteArray>{"run1", "run1"}));
        QCOMPARE(runs(QStringLiteral("slow")), 1);
        QVERIFY(!p.isRunning());
    }

    // IfAvailable runs with stdin at end of file: a plugin reading it does not wait.
    void stdinClosed()
    {
        plugin(QStringLiteral("reads-stdin"),
               "if read -r line; then s=open; else s=eof; fi\n"
               "echo \"{\\\"apiVersion\\\":\\\"client.authentication.k8s.io/v1beta1\\\","
               "\\\"kind\\\":\\\"ExecCredential\\\",\\\"status\\\":{\\\"token\\\":\\\"stdin-$s\\\"}"
               "}\"\n");
        auto c = credentials(
            resolved(
                exec(QStringLiteral("reads-stdin"), V1beta1, "interactiveMode: IfAvailable\n")),
            std::chrono::seconds(15));
        OBTAIN_OK(*c, got);
        QCOMPARE(got.result()->bearerToken, QByteArray("stdin-eof"));
    }

    // Three obtain() calls during one run share it; later ones use the cache.
    void cachedUntilExpiry()
    {
        plugin(QStringLiteral("slow"),
               "sleep 0.3\necho '{\"apiVersion\":\"client.authentication.k8s.io/v1\",\"kind\":"
               "\"ExecCredential\",\"status\":{\"token\":\"run'$n'\"}}'\n");
        auto c = credentials(resolved(exec(QStringLiteral("slow"))));
        Obtained a, b, d;
        c->obtain(a.callback());
        c->obtain(b.callback());
        c->obtain(d.callback());
        QTRY_VERIFY_WITH_TIMEOUT(a.ready() && b.ready() && d.ready(), 20000);
        QCOMPARE(runs(QStringLiteral("slow")), 1);
        for (const Obtained *o : {&a, &b, &d}) {
            QVERIFY(o->result().ok());
            QCOMPARE(o->result()->bearerToken, QByteArray("run1"));
            QCOMPARE(o->calls(), 1);
        }
        for (int i = 0; i < 3; ++i) {
            OBTAIN_OK(*c, again);
            QCOMPARE(again.result()->bearerToken, QByteArray("run1"));
        }
        QCOMPARE(runs(QStringLiteral("slow")), 1);
    }

    void expiry_data()
    {
        QTest::addColumn<int>("seconds"); // expirationTimestamp, from now
        QTest::addColumn<int>("runs");    // after three obtain() calls
        QTest::newRow("past") << -60 << 3;
        QTest::newRow("within the 10 s margin") << 5 << 3;
        QTest::newRow("in an hour") << 3600 << 1;
    }
    void expiry()
    {
        QFETCH(const int, seconds);
        QFETCH(const int, runs);
        tokenPlugin(QStringLiteral("expiring"), V1, "tok", seconds);
        auto c = credentials(resolved(exec(QStringLiteral("expiring"))));
        for (int i = 0; i < 3; ++i) {
            OBTAIN_OK(*c, got);
            QCOMPARE(got.result()->bearerToken, QByteArray("tok"));
            QVERIFY(got.result()->expiresAt.isValid());
            QVERIFY(qAbs(QDateTime::currentDateTimeUtc().secsTo(got.result()->expiresAt) - seconds)
                    < 30);
        }
        QCOMPARE(this->runs(QStringLiteral("expiring")), runs);
    }

    // After a 401 the client hands back the generation it used: the plugin runs again, once,
    // however many requests failed with that generation.
    void invalidateReruns()
    {
        plugin(QStringLiteral("get-token"),
               "echo '{\"apiVersion\":\"client.authentication.k8s.io/v1\",\"kind\":"
               "\"ExecCredential\",\"status\":{\"token\":\"run'$n'\"}}'\n");
        auto c = credentials(resolved(exec(QStringLiteral("get-token"))));
        OBTAIN_OK(*c, one);
        const int g1 = one.result()->generation;
        c->invalidate(g1);
        c->invalidate(g1); // a second failed request with the same credential
        OBTAIN_OK(*c, two);
        QCOMPARE(two.result()->bearerToken, QByteArray("run2"));
        QVERIFY(two.result()->generation > g1);
        c->invalidate(g1); // late 401 of a request sent before the refresh: ignored
        OBTAIN_OK(*c, three);
        QCOMPARE(three.result()->bearerToken, QByteArray("run2"));
        QCOMPARE(runs(QStringLiteral("get-token")), 2);
    }

    // A failed run is not cached: the next obtain() runs the plugin again.
    void failureNotCached()
    {
        plugin(QStringLiteral("flaky"),
               "if [ $n = 1 ]; then echo 'network down' >&2; exit 3; fi\n"
               "echo '{\"apiVersion\":\"client.authentication.k8s.io/v1\",\"kind\":"
               "\"ExecCredential\",\"status\":{\"token\":\"ok\"}}'\n");
        auto c = credentials(resolved(exec(QStringLiteral("flaky"))));
        OBTAIN(*c, one);
        QVERIFY(!one.result().ok());
        OBTAIN_OK(*c, two);
        QCOMPARE(two.result()->bearerToken, QByteArray("ok"));
        QCOMPARE(runs(QStringLiteral("flaky")), 2);
    }

    void interactiveAlwaysRefused()
    {
        tokenPlugin(QStringLiteral("sso-login"), V1, "never");
        auto c = credentials(
            resolved(exec(QStringLiteral("sso-login"), V1, "interactiveMode: Always\n")));
        OBTAIN(*c, got);
        QVERIFY(!got.result().ok());
        QCOMPARE(got.result().error().kind, Error::Kind::Unsupported);
        QCOMPARE(got.result().error().message,
                 QStringLiteral(
                     "user 'u1': the exec plugin 'sso-login' has interactiveMode Always, so it "
                     "needs a terminal, and TrainDeck has none; run `kubectl get ns` in a "
                     "terminal once so that the plugin can sign in (most plugins keep what they "
                     "get), or set interactiveMode to IfAvailable or Never"));
        QCOMPARE(got.result().error().file, kubeconfig());
        QCOMPARE(runs(QStringLiteral("sso-login")), 0);
    }

    void missingBinaryShowsInstallHint()
    {
        auto c = credentials(
            resolved(exec(QStringLiteral("example-auth-plugin"),
                          V1beta1,
                          "installHint: |\n  Install example-auth-plugin for use with kubectl by "
                          "following\n  https://cloud.google.com/kubernetes-engine/docs/how-to/"
                          "cluster-access-for-kubectl#install_plugin\n")));
        OBTAIN(*c, got);
        QVERIFY(!got.result().ok());
        QCOMPARE(got.result().error().kind, Error::Kind::NotFound);
        QCOMPARE(got.result().error().message,
                 QStringLiteral("user 'u1': the exec plugin 'example-auth-plugin' was not "
                                "found in PATH\n\nInstall example-auth-plugin for use with "
                                "kubectl by following\nhttps://cloud.google.com/"
                                "kubernetes-engine/docs/how-to/"
                                "cluster-access-for-kubectl#install_plugin\n"));
        QCOMPARE(got.result().error().file, kubeconfig());
        QVERIFY(got.result().error().line > 0);
    }

    // A plugin that hangs is killed after the timeout, with the helpers it started (its
    // process group).
    void hangingPluginKilled()
    {
        plugin(QStringLiteral("hangs"),
               "sleep 30 &\necho $! > \"$0.child\"\necho 'waiting for the browser' >&2\nwait\n");
        auto c = credentials(resolved(exec(QStringLiteral("hangs"))), std::chrono::seconds(3));
        QElapsedTimer t;
        t.start();
        OBTAIN(*c, got);
        QVERIFY2(t.elapsed() < 10000, qPrintable(QString::number(t.elapsed())));
        QVERIFY(!got.result().ok());
        QCOMPARE(got.result().error().kind, Error::Kind::Timeout);
        QCOMPARE(got.result().error().message,
                 QStringLiteral("user 'u1': the exec plugin 'hangs' did not finish within 3 s "
                                "and was stopped; run it by hand in a terminal, it may be "
                                "waiting for a sign-in (the end of its stderr:\n"
                                "waiting for the browser)"));
        const qint64 child = pidIn(QStringLiteral("bin/hangs.child"));
        QVERIFY(child > 0);
        QTRY_VERIFY(!alive(child));
    }

    // Destroying the credentials while a plugin runs stops it and calls nobody back.
    void destroyedWhileRunning()
    {
        plugin(QStringLiteral("hangs"), "echo $$ > \"$0.pid\"\nsleep 30\n");
        auto c = credentials(resolved(exec(QStringLiteral("hangs"))));
        Obtained got;
        c->obtain(got.callback());
        QTRY_VERIFY(pidIn(QStringLiteral("bin/hangs.pid")) > 0);
        const qint64 pid = pidIn(QStringLiteral("bin/hangs.pid"));
        QVERIFY(alive(pid));
        c.reset();
        QTRY_VERIFY(!alive(pid));
        QCOMPARE(got.calls(), 0);
    }

    // A token in the kubeconfig wins over the plugin's, as in client-go, where the request
    // already carries it when the exec round tripper sees it.
    void staticTokenWinsOverExec()
    {
        tokenPlugin(QStringLiteral("get-token"), V1, "from-plugin");
        auto c
            = credentials(resolved("token: from-kubeconfig\n" + exec(QStringLiteral("get-token"))));
        OBTAIN_OK(*c, got);
        QCOMPARE(got.result()->bearerToken, QByteArray("from-kubeconfig"));
    }

    void brokenPlugins_data()
    {
        QTest::addColumn<QByteArray>("script"); // body after the run counter; empty: no file
        QTest::addColumn<QByteArray>("user");   // the exec block
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("message"); // exact; %T is the temporary folder
        const QByteArray v1 = "apiVersion: client.authentication.k8s.io/v1\ninteractiveMode: "
                              "Never\n";
        const QString u = QStringLiteral("user 'u1': the exec plugin 'p' ");
        const QString byHand = QStringLiteral("; run it by hand to see its output");
        QTest::newRow("prints garbage")
            << QByteArray("echo 'Opening browser for login...'\n")
            << QByteArray("command: p\n") + v1 << int(Error::Kind::Api)
            << u
                   + "printed something that is not JSON at byte 1: syntax error while parsing "
                     "value - invalid literal"
                   + byHand;
        QTest::newRow("exits 1") << QByteArray(
            "for i in 1 2 3 4 5 6 7; do echo \"line $i\" >&2; done\nexit 1\n")
                                 << QByteArray("command: p\n") + v1 << int(Error::Kind::Io)
                                 << u
                                        + "failed with exit code 1; the end of its stderr:\n"
                                          "line 3\nline 4\nline 5\nline 6\nline 7";
        QTest::newRow("exits 2 silently")
            << QByteArray("exit 2\n") << QByteArray("command: p\n") + v1 << int(Error::Kind::Io)
            << u + "failed with exit code 2; it printed nothing on stderr";
        QTest::newRow("killed by a signal")
            << QByteArray("echo dying >&2\nkill -9 $$\n") << QByteArray("command: p\n") + v1
            << int(Error::Kind::Io) << u + "was killed by a signal; the end of its stderr:\ndying";
        QTest::newRow("wrong apiVersion")
            << QByteArray("echo '{\"apiVersion\":\"client.authentication.k8s.io/v1beta1\","
                          "\"kind\":\"ExecCredential\",\"status\":{\"token\":\"t\"}}'\n")
            << QByteArray("command: p\n") + v1 << int(Error::Kind::Api)
            << u
                   + "answered with apiVersion client.authentication.k8s.io/v1beta1, but the "
                     "kubeconfig asks for client.authentication.k8s.io/v1; set the exec "
                     "apiVersion in the kubeconfig to the one the plugin speaks"
                   + byHand;
        QTest::newRow("certificate without key")
            << QByteArray("echo '{\"apiVersion\":\"client.authentication.k8s.io/v1\","
                          "\"kind\":\"ExecCredential\",\"status\":{\"clientCertificateData\":"
                          "\"-----BEGIN CERTIFICATE-----\"}}'\n")
            << QByteArray("command: p\n") + v1 << int(Error::Kind::Api)
            << u
                   + "printed a clientCertificateData without a clientKeyData; both or neither "
                     "are needed"
                   + byHand;
        QTest::newRow("certificate pair that does not parse")
            << QByteArray("echo '{\"apiVersion\":\"client.authentication.k8s.io/v1\","
                          "\"kind\":\"ExecCredential\",\"status\":{\"clientCertificateData\":"
                          "\"-----BEGIN CERTIFICATE-----\\nAAAA\\n-----END CERTIFICATE-----\","
                          "\"clientKeyData\":\"-----BEGIN EC PRIVATE KEY-----\"}}'\n")
            << QByteArray("command: p\n") + v1 << int(Error::Kind::Validation)
            << QStringLiteral("user 'u1': the exec plugin 'p''s clientCertificateData holds no "
                              "PEM certificate (a \"-----BEGIN CERTIFICATE-----\" block)");
        QTest::newRow("prints too much")
            << QByteArray("head -c 2000000 /dev/zero | tr '\\0' ' '\nsleep 30\n")
            << QByteArray("command: p\n") + v1 << int(Error::Kind::Api)
            << u
                   + "printed more than 1048576 bytes and was stopped; an ExecCredential is far "
                     "smaller";
        QTest::newRow("not executable")
            << QByteArray("NOEXEC") << QByteArray("command: ../bin/p\n") + v1
            << int(Error::Kind::Io)
            << QStringLiteral("user 'u1': the exec plugin '../bin/p' (%T/bin/p) could not be "
                              "started: execve: Permission denied");
        QTest::newRow("relative command missing")
            << QByteArray() << QByteArray("command: ./nothing-here\n") + v1
            << int(Error::Kind::NotFound)
            << QStringLiteral("user 'u1': the exec plugin './nothing-here' does not exist "
                              "(looked for %T/kubeconfig/./nothing-here)");
        QTest::newRow("missing without hint")
            << QByteArray() << QByteArray("command: no-such-plugin\n") + v1
            << int(Error::Kind::NotFound)
            << QStringLiteral("user 'u1': the exec plugin 'no-such-plugin' was not found in PATH");
    }
    void brokenPlugins()
    {
        QFETCH(const QByteArray, script);
        QFETCH(const QByteArray, user);
        QFETCH(const int, kind);
        QFETCH(QString, message);
        if (!script.isEmpty()) {
            const QString p = plugin(QStringLiteral("p"), script);
            if (script == "NOEXEC")
                QVERIFY(QFile::setPermissions(p, QFile::ReadOwner | QFile::WriteOwner));
        }
        auto c = credentials(resolved("exec:\n  " + QByteArray(user).replace("\n", "\n  ")),
                             std::chrono::seconds(15));
        OBTAIN(*c, got);
        QVERIFY2(!got.result().ok(), "a broken plugin gave a credential");
        QCOMPARE(got.result().error().message,
                 message.replace(QStringLiteral("%T"), m_dir->path()));
        QCOMPARE(int(got.result().error().kind), kind);
        QCOMPARE(got.result().error().file, kubeconfig());
    }

    void brokenFiles_data()
    {
        QTest::addColumn<QByteArray>("user");
        QTest::addColumn<QString>("remove");  // a file removed after the kubeconfig resolved
        QTest::addColumn<QString>("message"); // exact; %T is the temporary folder
        QTest::newRow("empty token file")
            << QByteArray("tokenFile: ../files/empty\n") << QString()
            << QStringLiteral("user 'u1': tokenFile %T/files/empty is empty; it must hold the "
                              "bearer token");
        QTest::newRow("blank token file")
            << QByteArray("tokenFile: ../files/blank\n") << QString()
            << QStringLiteral("user 'u1': tokenFile %T/files/blank is empty; it must hold the "
                              "bearer token");
        QTest::newRow("token file removed")
            << QByteArray("tokenFile: ../files/token\n") << QStringLiteral("files/token")
            << QStringLiteral("user 'u1': cannot read tokenFile %T/files/token: no such file; "
                              "check the path");
        QTest::newRow("token file is a folder")
            << QByteArray("tokenFile: ../files/folder\n") << QString()
            << QStringLiteral("user 'u1': cannot read tokenFile %T/files/folder: this is a "
                              "folder, not a file; give the path of a token file");
        QTest::newRow("certificate file removed")
            << QByteArray("client-certificate: ../files/rsa.crt\nclient-key: ../files/rsa.key\n")
            << QStringLiteral("files/rsa.crt")
            << QStringLiteral("user 'u1': cannot read client-certificate %T/files/rsa.crt: no "
                              "such file; check the path");
        QTest::newRow("key file removed")
            << QByteArray("client-certificate: ../files/rsa.crt\nclient-key: ../files/rsa.key\n")
            << QStringLiteral("files/rsa.key")
            << QStringLiteral("user 'u1': cannot read client-key %T/files/rsa.key: no such "
                              "file; check the path");
        QTest::newRow("certificate file holds a key")
            << QByteArray("client-certificate: ../files/rsa.key\nclient-key: ../files/rsa.key\n")
            << QString()
            << QStringLiteral("user 'u1': client-certificate %T/files/rsa.key holds no PEM "
                              "certificate (a \"-----BEGIN CERTIFICATE-----\" block)");
        QTest::newRow("key file holds a certificate")
            << QByteArray("client-certificate: ../files/rsa.crt\nclient-key: ../files/rsa.crt\n")
            << QString()
            << QStringLiteral("user 'u1': client-key %T/files/rsa.crt is not an unencrypted RSA "
                              "or EC private key in PEM; TrainDeck cannot use other keys, and an "
                              "encrypted key needs decrypting first (openssl pkey -in KEY -out "
                              "PLAIN)");
        QTest::newRow("ed25519 key")
            << QByteArray("client-certificate: ../files/ec.crt\nclient-key: ../files/ed25519.key\n")
            << QString()
            << QStringLiteral("user 'u1': client-key %T/files/ed25519.key is not an unencrypted "
                              "RSA or EC private key in PEM; TrainDeck cannot use other keys, and "
                              "an encrypted key needs decrypting first (openssl pkey -in KEY -out "
                              "PLAIN)");
        QTest::newRow("encrypted key")
            << QByteArray("client-certificate: ../files/rsa.crt\n"
                          "client-key: ../files/rsa-encrypted.key\n")
            << QString()
            << QStringLiteral("user 'u1': client-key %T/files/rsa-encrypted.key is not an "
                              "unencrypted RSA or EC private key in PEM; TrainDeck cannot use "
                              "other keys, and an encrypted key needs decrypting first (openssl "
                              "pkey -in KEY -out PLAIN)");
        QTest::newRow("certificate data with a broken body")
            << QByteArray("client-certificate-data: "
                          + QByteArray("-----BEGIN CERTIFICATE-----\nnot base64 at all\n"
                                       "-----END CERTIFICATE-----\n")
                                .toBase64()
                          + "\nclient-key: ../files/rsa.key\n")
            << QString()
            << QStringLiteral("user 'u1': client-certificate-data holds no PEM certificate (a "
                              "\"-----BEGIN CERTIFICATE-----\" block)");
        QTest::newRow("key data that is a public key")
            << QByteArray(
                   "client-certificate: ../files/rsa.crt\nclient-key-data: "
                   + QByteArray("-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----\n")
                         .toBase64()
                   + "\n")
            << QString()
            << QStringLiteral("user 'u1': client-key-data is not an unencrypted RSA or EC "
                              "private key in PEM; TrainDeck cannot use other keys, and an "
                              "encrypted key needs decrypting first (openssl pkey -in KEY -out "
                              "PLAIN)");
    }
    void brokenFiles()
    {
        QFETCH(const QByteArray, user);
        QFETCH(const QString, remove);
        QFETCH(QString, message);
        write(QStringLiteral("files/empty"), "");
        write(QStringLiteral("files/blank"), " \n\t\n");
        write(QStringLiteral("files/token"), "t");
        QDir().mkpath(path(QStringLiteral("files/folder")));
        for (const char *name :
             {"rsa.crt", "rsa.key", "ec.crt", "ed25519.key", "rsa-encrypted.key"})
            write(QStringLiteral("files/") + QLatin1String(name), readData(QLatin1String(name)));
        const auto r = resolved(user);
        if (!remove.isEmpty())
            QVERIFY(QFile::remove(path(remove)));
        auto c = credentials(r);
        OBTAIN(*c, got);
        QVERIFY2(!got.result().ok(), "a broken credential was accepted");
        QCOMPARE(got.result().error().message,
                 message.replace(QStringLiteral("%T"), m_dir->path()));
        QCOMPARE(got.result().error().file, kubeconfig());
        QVERIFY(got.result().error().line > 0);
    }
};

QTEST_GUILESS_MAIN(TestKubeCredentials)
#include "tst_kubecredentials.moc"
