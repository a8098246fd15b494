// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "tests/support/kubetestserver.h"
#include "tests/support/prerequisite.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

/// Real kubectl binaries (scripts/kube-clients: the one on PATH, v1.32 through the Cloud SDK
/// dispatcher, and Debian's v1.20) against the test API server, with token and client
/// certificate kubeconfigs: get (Table), apply of the upstream runtime and of a TrainJob,
/// get -w while the simulated controller moves the pods, logs -f, the NotFound message, delete.
/// requests.log proves which binary sent the requests.
class TestKubectl : public QObject
{
    Q_OBJECT

private:
    struct Run
    {
        int exitCode = -1;
        QString out;
        QString err;
    };

    KubeTestServer m_server;
    QStringList m_kubectls;
    int m_row = 0;

    static QStringList kubeClients(QString *why)
    {
        QProcess p;
        p.start(QStringLiteral(TRAINDECK_SOURCE_DIR "/scripts/kube-clients"), {});
        if (!p.waitForFinished(600000) || p.exitCode() != 0) {
            p.kill();
            p.waitForFinished(1000);
            *why = QStringLiteral("scripts/kube-clients failed: ")
                   + QString::fromLocal8Bit(p.readAllStandardError());
            return {};
        }
        QStringList out;
        for (const QString &line :
             QString::fromLocal8Bit(p.readAllStandardOutput()).split(QLatin1Char('\n')))
            if (!line.trimmed().isEmpty())
                out << line.trimmed();
        return out;
    }

    /// "v1.32" from `kubectl version --client -o json` (the dispatcher says v1.32.4-dispatcher).
    static QString clientMinor(const QString &kubectl)
    {
        QProcess p;
        p.start(kubectl,
                {QStringLiteral("version"),
                 QStringLiteral("--client"),
                 QStringLiteral("-o"),
                 QStringLiteral("json")});
        p.waitForFinished(60000);
        const QString git
            = QJsonDocument::fromJson(p.readAllStandardOutput())
                  .object()[QStringLiteral("clientVersion")][QStringLiteral("gitVersion")]
                  .toString();
        return QRegularExpression(QStringLiteral("^v1\\.\\d+")).match(git).captured(0);
    }

    QProcessEnvironment env(const QString &kubeconfig, const QString &cache) const
    {
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert(QStringLiteral("KUBECONFIG"), kubeconfig);
        e.insert(QStringLiteral("KUBECACHEDIR"), cache);
        e.remove(QStringLiteral("DISABLE_HTTP2"));
        return e;
    }

    Run kubectl(const QString &binary,
                const QProcessEnvironment &e,
                const QStringList &args,
                int timeoutMs = 60000)
    {
        QProcess p;
        p.setProcessEnvironment(e);
        p.start(binary,
                QStringList{QStringLiteral("--cache-dir"), e.value(QStringLiteral("KUBECACHEDIR"))}
                    + args);
        Run r;
        if (!p.waitForFinished(timeoutMs)) {
            p.kill();
            p.waitForFinished(2000);
            r.err = QStringLiteral("timed out: ") + QString::fromUtf8(p.readAllStandardError());
            return r;
        }
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

    static QString describe(const Run &r)
    {
        return QStringLiteral("exit %1\nstdout: %2\nstderr: %3").arg(r.exitCode).arg(r.out, r.err);
    }

    bool waitForRequest(const QString &needle, int from)
    {
        const QDeadlineTimer deadline(20000);
        while (!deadline.hasExpired()) {
            const QList<QJsonObject> reqs = m_server.requests();
            for (int i = from; i < reqs.size(); ++i)
                if (reqs[i].value(QStringLiteral("target")).toString().contains(needle))
                    return true;
            QTest::qWait(50);
        }
        return false;
    }

private slots:
    void initTestCase()
    {
        TRAINDECK_REQUIRE_KUBE_TEST_SERVER();
        QString why;
        m_kubectls = kubeClients(&why);
        TRAINDECK_REQUIRE(!m_kubectls.isEmpty(),
                          QStringLiteral("kubectl (%1)").arg(why),
                          QStringLiteral("run scripts/kube-clients"));
        QString error;
        QVERIFY2(m_server.start(&error, true, 100), qPrintable(error));
    }

    void init()
    {
        // A failed row must not leave the runtime behind for the next one ("unchanged").
        m_server.request(
            "DELETE",
            "/apis/trainer.kubeflow.org/v1alpha1/clustertrainingruntimes/torch-distributed",
            m_server.token());
    }

    void endToEnd_data()
    {
        QTest::addColumn<QString>("binary");
        QTest::addColumn<QString>("minor");
        QTest::addColumn<int>("auth");
        QTest::addColumn<QString>("user");
        QString why;
        const QStringList kubectls = m_kubectls.isEmpty() ? kubeClients(&why) : m_kubectls;
        for (const QString &k : kubectls) {
            const QString minor = clientMinor(k);
            QTest::newRow(qPrintable(minor + QStringLiteral("/token")))
                << k << minor << int(KubeTestServer::Auth::Token)
                << QStringLiteral("traindeck-test");
            QTest::newRow(qPrintable(minor + QStringLiteral("/rsa-cert")))
                << k << minor << int(KubeTestServer::Auth::ClientCertRsa)
                << QStringLiteral("traindeck-test");
            QTest::newRow(qPrintable(minor + QStringLiteral("/ec-cert")))
                << k << minor << int(KubeTestServer::Auth::ClientCertEc)
                << QStringLiteral("traindeck-ec");
        }
    }

    void endToEnd()
    {
        QFETCH(QString, binary);
        QFETCH(QString, minor);
        QFETCH(int, auth);
        QFETCH(QString, user);
        QVERIFY2(minor == QStringLiteral("v1.32") || minor == QStringLiteral("v1.20"),
                 qPrintable(binary + minor));
        const bool old = minor == QStringLiteral("v1.20");
        const QString ns = QStringLiteral("kc-%1").arg(++m_row);
        const QString job = QStringLiteral("demo-%1").arg(m_row);
        QVERIFY(m_server.control("POST", "/_test/namespaces/" + ns.toUtf8()));
        QTemporaryDir work;
        QVERIFY(work.isValid());
        const QProcessEnvironment e = env(m_server.writeKubeconfig(KubeTestServer::Auth(auth), ns),
                                          work.filePath(QStringLiteral("cache")));
        const int firstRequest = int(m_server.requests().size());

        Run r = kubectl(binary, e, {QStringLiteral("get"), QStringLiteral("trainjobs")});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QCOMPARE(r.err, QStringLiteral("No resources found in %1 namespace.\n").arg(ns));

        // The upstream runtime, as a cluster-scoped object. kubectl 1.20 validates against OpenAPI
        // v2 (protobuf), which this server does not serve: it needs --validate=false; 1.32 asks
        // OpenAPI v3 whether the server validates fields and needs nothing.
        const QString runtime
            = QStringLiteral(TRAINDECK_SHARED_DIR "/kubeflow/runtimes/torch_distributed.yaml");
        TRAINDECK_REQUIRE(
            QFile::exists(runtime), runtime, QStringLiteral("provide ../shared/kubeflow"));
        QStringList apply{QStringLiteral("apply"), QStringLiteral("-f")};
        if (old) {
            r = kubectl(binary, e, apply + QStringList{runtime});
            QCOMPARE(r.exitCode, 1);
            QCOMPARE(r.err,
                     QStringLiteral("Error from server (NotFound): the server could not find the "
                                    "requested resource\n"));
            apply.insert(1, QStringLiteral("--validate=false"));
        }
        r = kubectl(binary, e, apply + QStringList{runtime});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QCOMPARE(r.out,
                 QStringLiteral(
                     "clustertrainingruntime.trainer.kubeflow.org/torch-distributed created\n"));

        // Watch the job's pods before the job exists.
        QProcess watch;
        watch.setProcessEnvironment(e);
        watch.start(binary,
                    {QStringLiteral("--cache-dir"),
                     e.value(QStringLiteral("KUBECACHEDIR")),
                     QStringLiteral("get"),
                     QStringLiteral("pods"),
                     QStringLiteral("-l"),
                     QStringLiteral("jobset.sigs.k8s.io/jobset-name=") + job,
                     QStringLiteral("-w")});
        QVERIFY(watch.waitForStarted(10000));
        QVERIFY2(
            waitForRequest(QStringLiteral("/pods?labelSelector=jobset.sigs.k8s.io%2Fjobset-name%3D")
                               + job,
                           firstRequest)
                && waitForRequest(QStringLiteral("watch=true"), firstRequest),
            "kubectl get -w never started its watch");

        const QString manifest = work.filePath(QStringLiteral("trainjob.yaml"));
        {
            QFile f(manifest);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QStringLiteral("apiVersion: trainer.kubeflow.org/v1alpha1\n"
                                   "kind: TrainJob\n"
                                   "metadata:\n"
                                   "  name: %1\n"
                                   "  annotations:\n"
                                   "    traindeck.test/run-ticks: \"15\"\n"
                                   "spec:\n"
                                   "  runtimeRef:\n"
                                   "    name: torch-distributed\n"
                                   "  trainer:\n"
                                   "    numNodes: 2\n")
                        .arg(job)
                        .toUtf8());
        }
        r = kubectl(binary, e, apply + QStringList{manifest});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QCOMPARE(r.out, QStringLiteral("trainjob.trainer.kubeflow.org/%1 created\n").arg(job));

        // Read the watch as lines arrive; follow the first node's log as soon as it runs.
        QMap<QString, QStringList> phases; // pod -> STATUS column, consecutive duplicates folded
        QString header, buffer, rank0;
        QProcess logs;
        QString logText;
        bool logBeforeEnd = false;
        const QDeadlineTimer deadline(60000);
        auto done = [&] {
            return phases.size() == 2
                   && std::all_of(phases.cbegin(), phases.cend(), [](const QStringList &s) {
                          return s.constLast() == QStringLiteral("Completed");
                      });
        };
        while (!deadline.hasExpired() && !done()) {
            watch.waitForReadyRead(50);
            buffer += QString::fromUtf8(watch.readAllStandardOutput());
            if (logs.state() != QProcess::NotRunning) {
                logs.waitForReadyRead(
                    20); // blocking reads only fill the buffer of the process waited on
                logText += QString::fromUtf8(logs.readAllStandardOutput());
            }
            int nl;
            while ((nl = buffer.indexOf(QLatin1Char('\n'))) >= 0) {
                const QStringList cols = buffer.left(nl).split(
                    QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
                buffer.remove(0, nl + 1);
                if (cols.value(0) == QStringLiteral("NAME")) {
                    header = cols.join(QLatin1Char(' '));
                    continue;
                }
                QVERIFY2(cols.size() == 5, qPrintable(cols.join(QLatin1Char(' '))));
                QStringList &seen = phases[cols[0]];
                if (seen.isEmpty() || seen.constLast() != cols[2])
                    seen << cols[2];
                if (cols[2] == QStringLiteral("Running")
                    && cols[0].startsWith(job + QStringLiteral("-node-0-0-")) && rank0.isEmpty()) {
                    rank0 = cols[0];
                    logs.setProcessEnvironment(e);
                    logs.start(binary,
                               {QStringLiteral("--cache-dir"),
                                e.value(QStringLiteral("KUBECACHEDIR")),
                                QStringLiteral("logs"),
                                QStringLiteral("-f"),
                                rank0,
                                QStringLiteral("-c"),
                                QStringLiteral("node")});
                    QVERIFY(logs.waitForStarted(10000));
                }
                if (cols[0] == rank0 && cols[2] == QStringLiteral("Completed")
                    && !logText.isEmpty())
                    logBeforeEnd = true;
            }
        }
        watch.kill();
        watch.waitForFinished(5000);
        QVERIFY2(
            done(),
            qPrintable(QStringLiteral("pods seen: %1; stderr: %2")
                           .arg(QString::fromUtf8(QJsonDocument(QJsonObject::fromVariantMap([&] {
                                                      QVariantMap m;
                                                      for (auto it = phases.cbegin();
                                                           it != phases.cend();
                                                           ++it)
                                                          m.insert(it.key(), it.value());
                                                      return m;
                                                  }()))
                                                      .toJson(QJsonDocument::Compact)),
                                QString::fromUtf8(watch.readAllStandardError()))));
        QCOMPARE(header, QStringLiteral("NAME READY STATUS RESTARTS AGE"));
        for (auto it = phases.cbegin(); it != phases.cend(); ++it) {
            QVERIFY2(QRegularExpression(QStringLiteral("^%1-node-0-[01]-[a-z0-9]{5}$").arg(job))
                         .match(it.key())
                         .hasMatch(),
                     qPrintable(it.key()));
            QCOMPARE(it.value(),
                     (QStringList{QStringLiteral("Pending"),
                                  QStringLiteral("ContainerCreating"),
                                  QStringLiteral("Running"),
                                  QStringLiteral("Completed")}));
        }

        // logs -f streamed while the pod ran and ended by itself when it finished.
        QVERIFY2(!rank0.isEmpty(), "the rank 0 pod never showed Running");
        QVERIFY2(logs.state() == QProcess::NotRunning || logs.waitForFinished(30000),
                 "kubectl logs -f did not end when the pod did");
        logText += QString::fromUtf8(logs.readAllStandardOutput());
        QCOMPARE(logs.exitCode(), 0);
        QCOMPARE(logText,
                 QStringLiteral(
                     "Starting training on node 0 of 2 (PET_NNODES=2)\nEpoch 1/3: loss=0.6931\n"
                     "Epoch 2/3: loss=0.4512\nEpoch 3/3: loss=0.2874\nTraining complete\n"));
        QVERIFY2(logBeforeEnd, "no log line arrived before the pod completed: -f did not stream");

        r = kubectl(binary, e, {QStringLiteral("get"), QStringLiteral("trainjobs")});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        const QStringList lines = r.out.trimmed().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 2);
        QCOMPARE(
            lines[0].split(QRegularExpression(QStringLiteral("\\s+"))),
            (QStringList{QStringLiteral("NAME"), QStringLiteral("STATE"), QStringLiteral("AGE")}));
        const QStringList row = lines[1].split(QRegularExpression(QStringLiteral("\\s+")));
        QCOMPARE(row.mid(0, 2), (QStringList{job, QStringLiteral("Complete")}));
        QVERIFY2(QRegularExpression(QStringLiteral("^\\d+s$")).match(row.value(2)).hasMatch(),
                 qPrintable(lines[1]));

        // A single-object watch: kubectl drops its first event, which a real server makes the
        // synthetic ADDED of the current state; the label change after it must be printed.
        {
            const int before = int(m_server.requests().size());
            QProcess single;
            single.setProcessEnvironment(e);
            single.start(binary,
                         {QStringLiteral("--cache-dir"),
                          e.value(QStringLiteral("KUBECACHEDIR")),
                          QStringLiteral("get"),
                          QStringLiteral("trainjob"),
                          job,
                          QStringLiteral("-w")});
            QVERIFY(single.waitForStarted(10000));
            QVERIFY2(waitForRequest(
                         QStringLiteral("trainjobs?fieldSelector=metadata.name%3D") + job, before),
                     "kubectl get NAME -w never started its watch");
            r = kubectl(binary,
                        e,
                        {QStringLiteral("label"),
                         QStringLiteral("trainjob"),
                         job,
                         QStringLiteral("checked=yes")});
            QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
            QCOMPARE(r.out, QStringLiteral("trainjob.trainer.kubeflow.org/%1 labeled\n").arg(job));
            QString text;
            const QDeadlineTimer until(10000);
            while (!until.hasExpired() && text.count(QLatin1Char('\n')) < 3) {
                single.waitForReadyRead(100);
                text += QString::fromUtf8(single.readAllStandardOutput());
            }
            single.kill();
            single.waitForFinished(5000);
            const QStringList rows = text.trimmed().split(QLatin1Char('\n'));
            QVERIFY2(rows.size() == 3, qPrintable(text));
            QCOMPARE(rows[0].split(QRegularExpression(QStringLiteral("\\s+"))),
                     (QStringList{
                         QStringLiteral("NAME"), QStringLiteral("STATE"), QStringLiteral("AGE")}));
            for (int i = 1; i < 3; ++i)
                QCOMPARE(rows[i].split(QRegularExpression(QStringLiteral("\\s+"))).mid(0, 2),
                         (QStringList{job, QStringLiteral("Complete")}));
        }

        r = kubectl(
            binary, e, {QStringLiteral("get"), QStringLiteral("trainjob"), QStringLiteral("nope")});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err,
                 QStringLiteral("Error from server (NotFound): trainjobs.trainer.kubeflow.org "
                                "\"nope\" not found\n"));

        r = kubectl(binary, e, {QStringLiteral("delete"), QStringLiteral("trainjob"), job}, 30000);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QCOMPARE(r.out, QStringLiteral("trainjob.trainer.kubeflow.org \"%1\" deleted\n").arg(job));
        r = kubectl(binary, e, {QStringLiteral("get"), QStringLiteral("trainjob"), job});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(
            r.err,
            QStringLiteral(
                "Error from server (NotFound): trainjobs.trainer.kubeflow.org \"%1\" not found\n")
                .arg(job));
        r = kubectl(binary, e, {QStringLiteral("get"), QStringLiteral("pods")});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QCOMPARE(r.err, QStringLiteral("No resources found in %1 namespace.\n").arg(ns));
        r = kubectl(binary, e, {QStringLiteral("delete"), QStringLiteral("-f"), runtime}, 30000);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QCOMPARE(
            r.out,
            QStringLiteral(
                "clustertrainingruntime.trainer.kubeflow.org \"torch-distributed\" deleted\n"));

        // Which kubectl sent the requests, as whom.
        const QList<QJsonObject> reqs = m_server.requests().mid(firstRequest);
        int fromKubectl = 0;
        for (const QJsonObject &req : reqs) {
            const QString agent = req.value(QStringLiteral("userAgent")).toString();
            if (agent.startsWith(QStringLiteral("kubectl-dispatcher/")))
                continue; // the Cloud SDK dispatcher's /version probe, before it runs the real
                          // kubectl
            QVERIFY2(agent.startsWith(QStringLiteral("kubectl/") + minor + QLatin1Char('.')),
                     qPrintable(agent));
            QCOMPARE(req.value(QStringLiteral("user")).toString(), user);
            ++fromKubectl;
        }
        QVERIFY2(fromKubectl >= 20, qPrintable(QString::number(fromKubectl)));
        // kubectl 1.32 takes aggregated discovery (one answer for /apis), 1.20 only knows the
        // legacy form and asks for each group version.
        const bool perGroupVersion
            = std::any_of(reqs.cbegin(), reqs.cend(), [](const QJsonObject &req) {
                  return req.value(QStringLiteral("target"))
                      .toString()
                      .startsWith(QStringLiteral("/apis/trainer.kubeflow.org/v1alpha1?"));
              });
        QCOMPARE(perGroupVersion, old);
    }

    void topPod_data()
    {
        QTest::addColumn<QString>("binary");
        QString why;
        const QStringList kubectls = m_kubectls.isEmpty() ? kubeClients(&why) : m_kubectls;
        for (const QString &k : kubectls)
            QTest::newRow(qPrintable(clientMinor(k))) << k;
    }

    /// `kubectl top pod` against the simulated metrics server: refused while it is off, the
    /// Running pod's figures once it is on (docs/kubernetes-test-server.md).
    void topPod()
    {
        QFETCH(QString, binary);
        const QString ns = QStringLiteral("top-%1").arg(++m_row);
        QVERIFY(m_server.control("POST", "/_test/namespaces/" + ns.toUtf8()));
        QTemporaryDir work;
        QVERIFY(work.isValid());
        const QProcessEnvironment e = env(m_server.writeKubeconfig(KubeTestServer::Auth::Token, ns),
                                          work.filePath(QStringLiteral("cache")));
        const QByteArray pods = "/api/v1/namespaces/" + ns.toUtf8() + "/pods";
        QCOMPARE(m_server.request("POST",
                                  pods,
                                  m_server.token(),
                                  nullptr,
                                  R"({"apiVersion":"v1","kind":"Pod","metadata":{"name":"busy",
                                      "annotations":{"test.traindeck.io/cpu-usage":"1500m"}},
                                      "spec":{"containers":[{"name":"a","image":"x"},
                                                            {"name":"b","image":"x"}]}})"),
                 201);
        QCOMPARE(m_server.request("PATCH",
                                  pods + "/busy/status",
                                  m_server.token(),
                                  nullptr,
                                  R"({"status":{"phase":"Running"}})",
                                  "application/merge-patch+json"),
                 200);

        QVERIFY(m_server.control("POST", "/_test/metrics?installed=false"));
        Run r = kubectl(binary, e, {QStringLiteral("top"), QStringLiteral("pod")});
        QVERIFY2(r.exitCode != 0, qPrintable(describe(r)));
        QVERIFY2(r.err.contains(QLatin1String("Metrics API not available")),
                 qPrintable(describe(r)));

        QVERIFY(m_server.control("POST", "/_test/metrics?installed=true"));
        r = kubectl(binary, e, {QStringLiteral("top"), QStringLiteral("pod")});
        QVERIFY(m_server.control("POST", "/_test/metrics?installed=false"));
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        const QStringList rows = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(rows.size(), 2);
        const QRegularExpression space(QStringLiteral("\\s+"));
        QCOMPARE(rows.at(0).trimmed().split(space),
                 QStringList({QStringLiteral("NAME"),
                              QStringLiteral("CPU(cores)"),
                              QStringLiteral("MEMORY(bytes)")}));
        // Two containers at 1500m and 64Mi each.
        QCOMPARE(rows.at(1).trimmed().split(space),
                 QStringList(
                     {QStringLiteral("busy"), QStringLiteral("3000m"), QStringLiteral("128Mi")}));
    }

    void legacyTrainingOperatorJobs_data()
    {
        // One row per kubectl: the transports are covered by endToEnd.
        QTest::addColumn<QString>("binary");
        QTest::addColumn<QString>("minor");
        QString why;
        const QStringList kubectls = m_kubectls.isEmpty() ? kubeClients(&why) : m_kubectls;
        for (const QString &k : kubectls) {
            const QString minor = clientMinor(k);
            QTest::newRow(qPrintable(minor)) << k << minor;
        }
    }

    /// kubeflow.org/v1 PyTorchJob through kubectl: apply, get (the State printer column) and
    /// delete, with the operator's pods.
    void legacyTrainingOperatorJobs()
    {
        QFETCH(QString, binary);
        QFETCH(QString, minor);
        const bool old = minor == QStringLiteral("v1.20");
        const QString ns = QStringLiteral("legacy-%1").arg(++m_row);
        QVERIFY(m_server.control("POST", "/_test/namespaces/" + ns.toUtf8()));
        QTemporaryDir work;
        QVERIFY(work.isValid());
        const QProcessEnvironment e = env(m_server.writeKubeconfig(KubeTestServer::Auth::Token, ns),
                                          work.filePath(QStringLiteral("cache")));
        const QString manifest = work.filePath(QStringLiteral("pytorchjob.yaml"));
        QFile f(manifest);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("apiVersion: kubeflow.org/v1\n"
                "kind: PyTorchJob\n"
                "metadata:\n"
                "  name: mnist\n"
                "spec:\n"
                "  pytorchReplicaSpecs:\n"
                "    Master:\n"
                "      replicas: 1\n"
                "      template:\n"
                "        spec:\n"
                "          containers:\n"
                "          - name: pytorch\n"
                "            image: pytorch/pytorch\n"
                "    Worker:\n"
                "      replicas: 1\n"
                "      template:\n"
                "        spec:\n"
                "          containers:\n"
                "          - name: pytorch\n"
                "            image: pytorch/pytorch\n");
        f.close();
        Run r = kubectl(binary, e, {QStringLiteral("get"), QStringLiteral("pytorchjobs")});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QCOMPARE(r.err, QStringLiteral("No resources found in %1 namespace.\n").arg(ns));
        QStringList apply{QStringLiteral("apply"), QStringLiteral("-f"), manifest};
        if (old)
            apply << QStringLiteral("--validate=false");
        r = kubectl(binary, e, apply);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QCOMPARE(r.out, QStringLiteral("pytorchjob.kubeflow.org/mnist created\n"));
        QStringList row;
        const QDeadlineTimer deadline(30000);
        while (!deadline.hasExpired()) {
            r = kubectl(
                binary,
                e,
                {QStringLiteral("get"), QStringLiteral("pytorchjob"), QStringLiteral("mnist")});
            QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
            const QStringList rows = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
            QCOMPARE(rows.value(0).split(QRegularExpression(QStringLiteral("\\s+"))),
                     (QStringList{
                         QStringLiteral("NAME"), QStringLiteral("STATE"), QStringLiteral("AGE")}));
            row = rows.value(1).split(QRegularExpression(QStringLiteral("\\s+"))).mid(0, 2);
            if (row.value(1) == QStringLiteral("Succeeded"))
                break;
            QTest::qWait(200);
        }
        QCOMPARE(row, (QStringList{QStringLiteral("mnist"), QStringLiteral("Succeeded")}));
        r = kubectl(binary,
                    e,
                    {QStringLiteral("get"),
                     QStringLiteral("pods"),
                     QStringLiteral("-l"),
                     QStringLiteral("training.kubeflow.org/job-name=mnist"),
                     QStringLiteral("-o"),
                     QStringLiteral("name")});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QCOMPARE(r.out, QStringLiteral("pod/mnist-master-0\npod/mnist-worker-0\n"));
        r = kubectl(
            binary,
            e,
            {QStringLiteral("delete"), QStringLiteral("pytorchjob"), QStringLiteral("mnist")},
            30000);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QCOMPARE(r.out, QStringLiteral("pytorchjob.kubeflow.org \"mnist\" deleted\n"));
        r = kubectl(binary, e, {QStringLiteral("get"), QStringLiteral("pods")});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QCOMPARE(r.err, QStringLiteral("No resources found in %1 namespace.\n").arg(ns));
    }
};

QTEST_GUILESS_MAIN(TestKubectl)
#include "tst_kubectl.moc"
