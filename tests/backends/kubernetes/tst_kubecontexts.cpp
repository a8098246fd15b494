// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The connections offered before any is opened: one per kubeconfig context (current first,
// then by name), in-cluster when a service account is mounted, exec plugins missing from PATH
// named with their install hint, and an unreadable kubeconfig as one notice.
#include "backends/kubernetes/kubeconnection.h"
#include "backends/kubernetes/kubecontexts.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Kubernetes;

namespace {

const QByteArray Pem = "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n";

/// Three contexts, written out of order; "zeta" (last by name) is current, "sso" signs in
/// with a plugin.
QByteArray threeContexts(const QByteArray &plugin = "get-token")
{
    return "apiVersion: v1\nkind: Config\ncurrent-context: zeta\n"
           "clusters:\n- name: c1\n  cluster:\n    server: https://10.0.0.1:6443\n"
           "    certificate-authority-data: "
           + Pem.toBase64()
           + "\n"
             "users:\n- name: alice\n  user:\n    token: abc\n"
             "- name: sso\n  user:\n    exec:\n"
             "      apiVersion: client.authentication.k8s.io/v1\n"
             "      command: "
           + plugin
           + "\n"
             "      installHint: install get-token from the portal\n"
             "      interactiveMode: Never\n"
             "contexts:\n"
             "- name: zeta\n  context:\n    cluster: c1\n    user: alice\n"
             "- name: prod\n  context:\n    cluster: c1\n    user: alice\n"
             "    namespace: training\n"
             "- name: sso\n  context:\n    cluster: c1\n    user: sso\n    namespace: team-a\n";
}

} // namespace

class TestKubeContexts : public QObject
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
        if (name.startsWith(QLatin1String("bin/")))
            f.setPermissions(f.permissions() | QFileDevice::ExeOwner);
        return path;
    }
    /// KUBECONFIG = `kubeconfig`, PATH = `path`, and nothing else.
    static QProcessEnvironment env(const QString &kubeconfig, const QString &path = {})
    {
        QProcessEnvironment e;
        e.insert(QStringLiteral("KUBECONFIG"), kubeconfig);
        e.insert(QStringLiteral("PATH"), path);
        return e;
    }
    QString serviceAccount()
    {
        write(QStringLiteral("sa/token"), "token\n");
        write(QStringLiteral("sa/ca.crt"), Pem);
        write(QStringLiteral("sa/namespace"), "pods-ns\n");
        return m_dir.filePath(QStringLiteral("sa"));
    }

private Q_SLOTS:
    void currentFirstThenByName()
    {
        const QString file = write(QStringLiteral("three/config"), threeContexts());
        write(QStringLiteral("bin/get-token"), "#!/bin/sh\n");
        const auto choices = KubeContexts::choices(
            BackendOptions{}, env(file, m_dir.filePath(QStringLiteral("bin"))));
        QCOMPARE(choices.size(), 3);
        QCOMPARE(choices.at(0).connection, QStringLiteral("zeta/default"));
        QCOMPARE(choices.at(1).connection, QStringLiteral("prod/training"));
        QCOMPARE(choices.at(2).connection, QStringLiteral("sso/team-a"));
        QVERIFY(choices.at(0).current);
        QCOMPARE(choices.at(0).nameSpace, QStringLiteral("default"));

        const ConnectionChoice &prod = choices.at(1);
        QCOMPARE(prod.kind, BackendKind::Kubernetes);
        QCOMPARE(prod.displayName, QStringLiteral("prod (training)"));
        QCOMPARE(prod.nameSpace, QStringLiteral("training"));
        QVERIFY(!prod.current);
        QCOMPARE(prod.problem, QString());
        QCOMPARE(prod.detail, QStringLiteral("https://10.0.0.1:6443, user alice"));
        QCOMPARE(prod.options.context, QStringLiteral("prod"));
        QCOMPARE(prod.options.nameSpace, QStringLiteral("training"));
        QCOMPARE(prod.options.kubeconfig, QString());

        const ConnectionChoice &sso = choices.at(2);
        QVERIFY(!sso.current);
        QCOMPARE(sso.problem, QString()); // the plugin is in PATH
        QCOMPARE(sso.detail,
                 QStringLiteral("https://10.0.0.1:6443, user sso, signs in with get-token"));
    }

    void missingPluginIsAProblemWithItsHint()
    {
        const QString file
            = write(QStringLiteral("missing/config"), threeContexts("not-installed-plugin"));
        const auto choices = KubeContexts::choices(
            BackendOptions{}, env(file, m_dir.filePath(QStringLiteral("bin"))));
        QCOMPARE(choices.size(), 3);
        QCOMPARE(choices.at(2).options.context, QStringLiteral("sso"));
        QCOMPARE(choices.at(2).problem,
                 QStringLiteral("the exec plugin 'not-installed-plugin' was not found in PATH\n"
                                "install get-token from the portal"));
        // Only the context that uses the plugin has the problem.
        QCOMPARE(choices.at(0).problem, QString());
        QCOMPARE(choices.at(1).problem, QString());

        // A plugin named by a path is looked for beside the kubeconfig, as client-go does.
        const QString rel = write(QStringLiteral("rel/config"), threeContexts("./tools/auth"));
        const auto relChoices = KubeContexts::choices(BackendOptions{}, env(rel));
        QCOMPARE(relChoices.size(), 3);
        QCOMPARE(relChoices.at(2).problem,
                 QStringLiteral("the exec plugin './tools/auth' does not exist (looked for %1)\n"
                                "install get-token from the portal")
                     .arg(m_dir.filePath(QStringLiteral("rel/tools/auth"))));
    }

    void explicitKubeconfigAndNamespaceOverride()
    {
        const QString file = write(QStringLiteral("explicit/config"), threeContexts());
        BackendOptions base;
        base.kubeconfig = file;
        base.nameSpace = QStringLiteral("ml");
        // KUBECONFIG names a file that does not exist: the explicit one wins anyway.
        const auto choices
            = KubeContexts::choices(base, env(m_dir.filePath(QStringLiteral("nothing-here"))));
        QCOMPARE(choices.size(), 3);
        QCOMPARE(choices.at(0).connection, QStringLiteral("zeta/ml"));
        QCOMPARE(choices.at(0).options.kubeconfig, file);
        QCOMPARE(choices.at(0).options.nameSpace, QStringLiteral("ml"));
    }

    // A namespace Kubernetes could not have ("a/b" would also make the connection read as
    // context "prod/a") is the context's problem, and opening it fails with the same words.
    void invalidNamespaceIsAProblem()
    {
        QByteArray text = threeContexts();
        text.replace("namespace: training", "namespace: a/b");
        const QString file = write(QStringLiteral("badns/config"), text);
        write(QStringLiteral("bin/get-token"), "#!/bin/sh\n");
        const auto choices = KubeContexts::choices(
            BackendOptions{}, env(file, m_dir.filePath(QStringLiteral("bin"))));
        QCOMPARE(choices.size(), 3);
        QCOMPARE(choices.at(1).options.context, QStringLiteral("prod"));
        QVERIFY2(choices.at(1).problem.startsWith(
                     QStringLiteral("'a/b' is not a Kubernetes namespace: a namespace has at most "
                                    "63 lowercase letters, digits and '-'")),
                 qPrintable(choices.at(1).problem));
        QCOMPARE(choices.at(0).problem, QString());
        QCOMPARE(choices.at(2).problem, QString());

        KubeConnectionOptions o;
        o.kubeconfig = file;
        o.context = QStringLiteral("prod");
        const auto resolved = KubeConnection::resolve(o);
        QVERIFY(!resolved);
        QCOMPARE(resolved.error().message, choices.at(1).problem);
        o.context = QStringLiteral("zeta");
        for (const char *bad : {"..", "A", "-x", "x-", "a.b", ""}) {
            o.nameSpace = QString::fromLatin1(bad);
            QCOMPARE(bool(KubeConnection::resolve(o)), !*bad); // empty: zeta's own, "default"
        }
        o.nameSpace = QString(63, u'a');
        QVERIFY(KubeConnection::resolve(o));
        o.nameSpace = QString(64, u'a');
        QVERIFY(!KubeConnection::resolve(o));
    }

    void noKubeconfigIsNoChoice()
    {
        QVERIFY(KubeContexts::choices(BackendOptions{},
                                      env(m_dir.filePath(QStringLiteral("absent/config"))))
                    .isEmpty());
    }

    void unreadableKubeconfigIsOneNotice()
    {
        const QString file = write(QStringLiteral("broken/config"), "clusters: [\n");
        const auto choices = KubeContexts::choices(BackendOptions{}, env(file));
        QCOMPARE(choices.size(), 1);
        QCOMPARE(choices.at(0).kind, BackendKind::Kubernetes);
        QCOMPARE(choices.at(0).connection, QString());
        QCOMPARE(choices.at(0).displayName, QStringLiteral("Kubernetes"));
        QVERIFY2(choices.at(0).problem.startsWith(file + u':'), qPrintable(choices.at(0).problem));

        // An explicit file that does not exist is an error too (unlike a KUBECONFIG entry).
        BackendOptions base;
        base.kubeconfig = m_dir.filePath(QStringLiteral("absent/explicit"));
        const auto missing = KubeContexts::list(base, env(QString()));
        QVERIFY(!missing);
        QVERIFY2(missing.error().toString().startsWith(base.kubeconfig + u':'),
                 qPrintable(missing.error().toString()));

        const QString empty = write(QStringLiteral("empty/config"), "kind: Config\n");
        const auto none = KubeContexts::choices(BackendOptions{}, env(empty));
        QCOMPARE(none.size(), 1);
        QCOMPARE(none.at(0).problem,
                 QStringLiteral("no contexts in %1; add one with kubectl config set-context, or "
                                "name another kubeconfig")
                     .arg(empty));
    }

    void unresolvableContextKeepsItsName()
    {
        const QString file = write(QStringLiteral("dangling/config"),
                                   "current-context: lost\n"
                                   "contexts:\n- name: lost\n  context:\n    cluster: gone\n"
                                   "    user: nobody\n");
        const auto choices = KubeContexts::choices(BackendOptions{}, env(file));
        QCOMPARE(choices.size(), 1);
        QCOMPARE(choices.at(0).connection, QStringLiteral("lost/default"));
        QVERIFY(!choices.at(0).problem.isEmpty());
        QVERIFY2(choices.at(0).problem.contains(QStringLiteral("gone")),
                 qPrintable(choices.at(0).problem));
    }

    void inClusterWhenAServiceAccountIsMounted()
    {
        const QString sa = serviceAccount();
        QProcessEnvironment e = env(m_dir.filePath(QStringLiteral("absent/config")));
        e.insert(QStringLiteral("KUBERNETES_SERVICE_HOST"), QStringLiteral("10.96.0.1"));
        e.insert(QStringLiteral("KUBERNETES_SERVICE_PORT"), QStringLiteral("443"));
        e.insert(QStringLiteral("TRAINDECK_SERVICEACCOUNT_DIR"), sa);
        const auto alone = KubeContexts::choices(BackendOptions{}, e);
        QCOMPARE(alone.size(), 1);
        QCOMPARE(alone.at(0).connection, QStringLiteral("in-cluster/pods-ns"));
        QCOMPARE(alone.at(0).displayName, QStringLiteral("in-cluster (pods-ns)"));
        QCOMPARE(alone.at(0).options.context, QStringLiteral("in-cluster"));
        QCOMPARE(alone.at(0).detail,
                 QStringLiteral("https://10.96.0.1:443, this pod's service account"));
        QVERIFY(alone.at(0).current);

        // Beside a kubeconfig it comes last and is not the current one.
        e.insert(QStringLiteral("KUBECONFIG"),
                 write(QStringLiteral("withsa/config"), threeContexts()));
        const auto both = KubeContexts::choices(BackendOptions{}, e);
        QCOMPARE(both.size(), 4);
        QCOMPARE(both.at(0).connection, QStringLiteral("zeta/default"));
        QCOMPARE(both.at(3).connection, QStringLiteral("in-cluster/pods-ns"));
        QVERIFY(!both.at(3).current);

        // Without the service variables there is no service account to use.
        e.remove(QStringLiteral("KUBERNETES_SERVICE_HOST"));
        QCOMPARE(KubeContexts::choices(BackendOptions{}, e).size(), 3);
    }
};

QTEST_GUILESS_MAIN(TestKubeContexts)
#include "tst_kubecontexts.moc"
