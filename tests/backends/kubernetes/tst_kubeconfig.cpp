// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// kubeconfig as kubectl reads it: fields, relative paths, KUBECONFIG merges (first wins), the
// current context, and broken files, each refused with the file, the entry and the field.
#include "backends/kubernetes/kubeconfig.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Kubernetes;

namespace {

const QByteArray Pem = "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n";

QByteArray b64(const QByteArray &b)
{
    return b.toBase64();
}

/// A valid kubeconfig with one context; `extra` is appended under users[0].user.
QByteArray config(const QByteArray &context = "dev",
                  const QByteArray &server = "https://127.0.0.1:6443")
{
    return "apiVersion: v1\nkind: Config\ncurrent-context: " + context
           + "\nclusters:\n- name: c1\n  cluster:\n    server: " + server
           + "\n    certificate-authority-data: " + b64(Pem)
           + "\nusers:\n- name: u1\n  user:\n    token: abc\n"
             "contexts:\n- name: dev\n  context:\n    cluster: c1\n    user: u1\n"
             "    namespace: team-a\n";
}

} // namespace

class TestKubeconfig : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            qFatal("cannot write %s", qPrintable(path));
        f.write(bytes);
        return path;
    }

private Q_SLOTS:
    void readsEveryField()
    {
        const QString path = write(QStringLiteral("full/config"),
                                   "kind: Config\ncurrent-context: prod\n"
                                   "clusters:\n- name: prod-cluster\n  cluster:\n"
                                   "    server: https://10.0.0.1:6443\n"
                                   "    certificate-authority: certs/ca.pem\n"
                                   "    tls-server-name: api.internal\n"
                                   "    proxy-url: http://proxy:3128\n"
                                   "users:\n- name: admin\n  user:\n"
                                   "    client-certificate: certs/admin.pem\n"
                                   "    client-key: certs/admin-key.pem\n"
                                   "- name: sso\n  user:\n    exec:\n"
                                   "      apiVersion: client.authentication.k8s.io/v1\n"
                                   "      command: get-token\n      args: [--audience, k8s]\n"
                                   "      env:\n      - name: REGION\n        value: eu\n"
                                   "      installHint: install get-token from the portal\n"
                                   "      interactiveMode: Never\n"
                                   "contexts:\n- name: prod\n  context:\n"
                                   "    cluster: prod-cluster\n    user: admin\n"
                                   "    namespace: training\n");
        const QString dir = QFileInfo(path).absolutePath();
        write(QStringLiteral("full/certs/ca.pem"), Pem);
        write(QStringLiteral("full/certs/admin.pem"), Pem);
        write(QStringLiteral("full/certs/admin-key.pem"), Pem);
        const auto k = Kubeconfig::load(path, {});
        QVERIFY2(k.ok(), qPrintable(k ? QString() : k.error().toString()));
        const auto r = k->resolve();
        QVERIFY2(r.ok(), qPrintable(r ? QString() : r.error().toString()));
        QCOMPARE(r->context.name, QStringLiteral("prod"));
        QCOMPARE(r->nameSpace, QStringLiteral("training"));
        QCOMPARE(r->cluster.server, QStringLiteral("https://10.0.0.1:6443"));
        // Relative paths are relative to the kubeconfig, not to the working folder.
        QCOMPARE(r->cluster.certificateAuthority, dir + QStringLiteral("/certs/ca.pem"));
        QCOMPARE(r->cluster.tlsServerName, QStringLiteral("api.internal"));
        QCOMPARE(r->cluster.proxyUrl, QStringLiteral("http://proxy:3128"));
        QCOMPARE(r->user.clientCertificate, dir + QStringLiteral("/certs/admin.pem"));
        QCOMPARE(r->user.clientKey, dir + QStringLiteral("/certs/admin-key.pem"));
        const Kubeconfig::User *sso = nullptr;
        for (const auto &u : k->users())
            if (u.name == QLatin1String("sso"))
                sso = &u;
        QVERIFY(sso && sso->exec);
        QCOMPARE(sso->exec->command, QStringLiteral("get-token"));
        QCOMPARE(sso->exec->args,
                 (QStringList{QStringLiteral("--audience"), QStringLiteral("k8s")}));
        QCOMPARE(sso->exec->env.size(), 1);
        QCOMPARE(sso->exec->env.at(0).first, QStringLiteral("REGION"));
        QCOMPARE(sso->exec->env.at(0).second, QStringLiteral("eu"));
        QCOMPARE(sso->exec->installHint, QStringLiteral("install get-token from the portal"));
        QCOMPARE(sso->exec->interactiveMode, QStringLiteral("Never"));
    }

    void dataFieldsAreDecoded()
    {
        const auto k = Kubeconfig::parse(config(), QStringLiteral("/x/config"));
        QVERIFY(k.ok());
        const auto r = k->resolve();
        QVERIFY(r.ok());
        QCOMPARE(r->cluster.certificateAuthorityData, Pem);
        QCOMPARE(r->user.token, QStringLiteral("abc"));
        QCOMPARE(r->nameSpace, QStringLiteral("team-a"));
    }

    // KUBECONFIG=a:b: the first file to define a name wins, and the first current-context.
    void mergeFollowsKubectl()
    {
        const QString a = write(QStringLiteral("merge/a"),
                                "clusters:\n- name: shared\n  cluster:\n    server: https://a:1\n"
                                "contexts:\n- name: ctx-a\n  context:\n    cluster: shared\n");
        const QString b = write(QStringLiteral("merge/b"),
                                "current-context: ctx-b\n"
                                "clusters:\n- name: shared\n  cluster:\n    server: https://b:1\n"
                                "- name: only-b\n  cluster:\n    server: https://b:2\n"
                                "contexts:\n- name: ctx-b\n  context:\n    cluster: only-b\n"
                                "- name: ctx-a\n  context:\n    cluster: only-b\n");
        const QString missing = m_dir.filePath(QStringLiteral("merge/missing"));
        const auto k
            = Kubeconfig::load({}, missing + QDir::listSeparator() + a + QDir::listSeparator() + b);
        QVERIFY2(k.ok(), qPrintable(k ? QString() : k.error().toString()));
        QCOMPARE(k->files(), (QStringList{a, b}));
        QCOMPARE(k->currentContext(), QStringLiteral("ctx-b"));
        QCOMPARE(k->clusters().size(), 2);
        const auto shared = k->resolve(QStringLiteral("ctx-a"));
        QVERIFY(shared.ok());
        QCOMPARE(shared->cluster.server, QStringLiteral("https://a:1"));
        QCOMPARE(shared->context.file, a);
        const auto current = k->resolve();
        QVERIFY(current.ok());
        QCOMPARE(current->cluster.server, QStringLiteral("https://b:2"));
        QCOMPARE(current->nameSpace, QStringLiteral("default"));
    }

    void explicitFileMustExist()
    {
        const QString path = m_dir.filePath(QStringLiteral("nope/config"));
        const auto k = Kubeconfig::load(path, QStringLiteral("/ignored"));
        QVERIFY(!k.ok());
        QCOMPARE(k.error().file, path);
    }

    void brokenFiles_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("context");
        QTest::addColumn<QString>("field");   // Error::field, when the parse names one
        QTest::addColumn<QString>("message"); // a part of the message naming what is wrong
        const QByteArray good = config();
        QTest::newRow("not yaml") << QByteArray("clusters: [a\n") << QString() << QString()
                                  << QString();
        QTest::newRow("a list") << QByteArray("- a\n- b\n") << QString() << QString()
                                << QStringLiteral("a kubeconfig is a mapping");
        QTest::newRow("another kind")
            << QByteArray("kind: Pod\n") << QString() << QStringLiteral("kind")
            << QStringLiteral("this is a Pod, not a kubeconfig");
        QTest::newRow("clusters not a list")
            << QByteArray("clusters: {a: b}\n") << QString() << QStringLiteral("clusters")
            << QStringLiteral("must be a list");
        QTest::newRow("cluster without name")
            << QByteArray("clusters:\n- cluster:\n    server: https://x\n") << QString()
            << QStringLiteral("clusters[0]") << QStringLiteral("has no name");
        QTest::newRow("cluster without body")
            << QByteArray("clusters:\n- name: c\n") << QString() << QStringLiteral("clusters[0]")
            << QStringLiteral("'c' has no cluster mapping");
        QTest::newRow("server not a string")
            << QByteArray("clusters:\n- name: c\n  cluster:\n    server: [1]\n") << QString()
            << QStringLiteral("clusters[0].cluster.server") << QStringLiteral("must be a string");
        QTest::newRow("ca data not base64")
            << QByteArray("clusters:\n- name: c\n  cluster:\n    server: https://x\n"
                          "    certificate-authority-data: '%%%not-base64'\n")
            << QString() << QStringLiteral("clusters[0].cluster.certificate-authority-data")
            << QStringLiteral("cluster 'c': certificate-authority-data is not valid base64");
        QTest::newRow("ca data not pem")
            << QByteArray("clusters:\n- name: c\n  cluster:\n    server: https://x\n"
                          "    certificate-authority-data: "
                          + b64("hello") + "\n")
            << QString() << QStringLiteral("clusters[0].cluster.certificate-authority-data")
            << QStringLiteral("is not PEM");
        QTest::newRow("insecure not a bool")
            << QByteArray("clusters:\n- name: c\n  cluster:\n    server: https://x\n"
                          "    insecure-skip-tls-verify: sometimes\n")
            << QString() << QStringLiteral("clusters[0].cluster.insecure-skip-tls-verify")
            << QStringLiteral("true or false");
        QTest::newRow("client key data not base64")
            << QByteArray("users:\n- name: u\n  user:\n    client-key-data: '!!'\n") << QString()
            << QStringLiteral("users[0].user.client-key-data")
            << QStringLiteral("user 'u': client-key-data is not valid base64");
        QTest::newRow("exec not a mapping")
            << QByteArray("users:\n- name: u\n  user:\n    exec: get-token\n") << QString()
            << QStringLiteral("users[0].user.exec") << QStringLiteral("exec must be a mapping");
        QTest::newRow("exec args not strings")
            << QByteArray("users:\n- name: u\n  user:\n    exec:\n      command: x\n"
                          "      args: [{a: 1}]\n")
            << QString() << QStringLiteral("users[0].user.exec.args[0]")
            << QStringLiteral("exec args must be strings");
        QTest::newRow("exec env without name")
            << QByteArray("users:\n- name: u\n  user:\n    exec:\n      command: x\n"
                          "      env:\n      - value: v\n")
            << QString() << QStringLiteral("users[0].user.exec.env[0]")
            << QStringLiteral("an exec env entry has no name");
        // Parsed, refused when the context is used.
        QTest::newRow("no current context")
            << QByteArray(good).replace("current-context: dev", "current-context: \"\"")
            << QString() << QString() << QStringLiteral("no context chosen");
        QTest::newRow("unknown context") << good << QStringLiteral("prod") << QString()
                                         << QStringLiteral("context 'prod' is not in");
        QTest::newRow("context names a missing cluster")
            << QByteArray(good).replace("cluster: c1", "cluster: gone") << QString() << QString()
            << QStringLiteral("context 'dev' names cluster 'gone', which no kubeconfig");
        QTest::newRow("context names a missing user")
            << QByteArray(good).replace("user: u1", "user: ghost") << QString() << QString()
            << QStringLiteral("context 'dev' names user 'ghost', which no kubeconfig");
        QTest::newRow("context without cluster")
            << QByteArray(good).replace("    cluster: c1\n", "") << QString() << QString()
            << QStringLiteral("context 'dev' names no cluster");
        QTest::newRow("cluster without server")
            << QByteArray(good).replace("    server: https://127.0.0.1:6443\n", "") << QString()
            << QString() << QStringLiteral("cluster 'c1' has no server");
        QTest::newRow("ca file and data")
            << QByteArray(good).replace("    certificate-authority-data:",
                                        "    certificate-authority: /etc/ca.pem\n"
                                        "    certificate-authority-data:")
            << QString() << QString()
            << QStringLiteral("sets both certificate-authority and certificate-authority-data");
        QTest::newRow("ca and insecure")
            << QByteArray(good).replace("    certificate-authority-data:",
                                        "    insecure-skip-tls-verify: true\n"
                                        "    certificate-authority-data:")
            << QString() << QString() << QStringLiteral("also turns certificate checks off");
        QTest::newRow("missing ca file")
            << QByteArray(good).replace("    certificate-authority-data: " + b64(Pem),
                                        "    certificate-authority: /nonexistent/ca.pem")
            << QString() << QString()
            << QStringLiteral("certificate-authority /nonexistent/ca.pem does not exist");
        QTest::newRow("cert without key")
            << QByteArray(good).replace("    token: abc\n",
                                        "    client-certificate-data: " + b64(Pem) + "\n")
            << QString() << QString()
            << QStringLiteral("user 'u1' has a client certificate but no client-key");
        QTest::newRow("key without cert")
            << QByteArray(good).replace("    token: abc\n",
                                        "    client-key-data: " + b64(Pem) + "\n")
            << QString() << QString()
            << QStringLiteral("user 'u1' has a client-key but no client certificate");
        QTest::newRow("missing token file")
            << QByteArray(good).replace("    token: abc\n", "    tokenFile: /nonexistent/token\n")
            << QString() << QString()
            << QStringLiteral("user 'u1': tokenFile /nonexistent/token does not exist");
        QTest::newRow("exec old api")
            << QByteArray(good).replace("    token: abc\n",
                                        "    exec:\n      apiVersion: "
                                        "client.authentication.k8s.io/v1alpha1\n"
                                        "      command: x\n")
            << QString() << QString()
            << QStringLiteral("exec apiVersion 'client.authentication.k8s.io/v1alpha1'");
        QTest::newRow("exec without command")
            << QByteArray(good).replace("    token: abc\n",
                                        "    exec:\n      apiVersion: "
                                        "client.authentication.k8s.io/v1beta1\n")
            << QString() << QString() << QStringLiteral("user 'u1': exec has no command");
        QTest::newRow("exec v1 without interactive mode")
            << QByteArray(good).replace("    token: abc\n",
                                        "    exec:\n      apiVersion: "
                                        "client.authentication.k8s.io/v1\n      command: x\n")
            << QString() << QString() << QStringLiteral("needs interactiveMode");
        QTest::newRow("exec bad interactive mode")
            << QByteArray(good).replace("    token: abc\n",
                                        "    exec:\n      apiVersion: "
                                        "client.authentication.k8s.io/v1beta1\n"
                                        "      command: x\n      interactiveMode: Sometimes\n")
            << QString() << QString() << QStringLiteral("interactiveMode 'Sometimes' is not");
    }

    void brokenFiles()
    {
        QFETCH(const QByteArray, yaml);
        QFETCH(const QString, context);
        QFETCH(const QString, field);
        QFETCH(const QString, message);
        const QString path
            = write(QStringLiteral("broken/%1")
                        .arg(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-')),
                    yaml);
        const auto k = Kubeconfig::load(path, {});
        Error e;
        if (!k) {
            e = k.error();
        } else {
            const auto r = k->resolve(context);
            QVERIFY2(!r.ok(), "a broken kubeconfig was accepted");
            e = r.error();
        }
        // Every error names the file; parse errors also name the field and its line.
        QCOMPARE(e.file, path);
        if (!field.isEmpty()) {
            QCOMPARE(e.field, field);
            QVERIFY(e.line > 0);
        }
        if (!message.isEmpty())
            QVERIFY2(e.message.contains(message), qPrintable(e.toString()));
    }
};

QTEST_GUILESS_MAIN(TestKubeconfig)
#include "tst_kubeconfig.moc"
