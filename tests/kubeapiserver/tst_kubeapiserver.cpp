// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "tests/support/kubetestserver.h"
#include "tests/support/prerequisite.h"

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslSocket>
#include <QTest>
#include <QUrl>

#include <memory>

/// The fixture and the server's own contract: start/restart, authentication, the persisted store,
/// watch history and compaction, fault injection, and the simulated Trainer controller.
class TestKubeApiServer : public QObject
{
    Q_OBJECT

private:
    KubeTestServer m_server;

    QJsonObject json(const QByteArray &data) { return QJsonDocument::fromJson(data).object(); }

    /// Watch events (one JSON object per line) of a bounded watch.
    QList<QJsonObject> watch(const QByteArray &pathAndQuery)
    {
        QByteArray body;
        const int code = m_server.request("GET", pathAndQuery, m_server.token(), &body);
        if (code != 200)
            return {};
        QList<QJsonObject> out;
        for (const QByteArray &line : body.split('\n')) {
            if (!line.trimmed().isEmpty())
                out << json(line);
        }
        return out;
    }

    QByteArray configMap(const QString &name)
    {
        return QJsonDocument(
                   QJsonObject{
                       {QStringLiteral("apiVersion"), QStringLiteral("v1")},
                       {QStringLiteral("kind"), QStringLiteral("ConfigMap")},
                       {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), name}}},
                       {QStringLiteral("data"), QJsonObject{{QStringLiteral("k"), name}}}})
            .toJson(QJsonDocument::Compact);
    }

    /// A watch left open on its own TLS connection, headers read.
    std::unique_ptr<QSslSocket> openWatch(const QByteArray &pathAndQuery)
    {
        auto socket = std::make_unique<QSslSocket>();
        QSslConfiguration conf = socket->sslConfiguration();
        conf.setCaCertificates(QSslCertificate::fromPath(m_server.caFile()));
        socket->setSslConfiguration(conf);
        socket->connectToHostEncrypted(QStringLiteral("127.0.0.1"), m_server.port());
        if (!socket->waitForEncrypted(10000))
            return {};
        socket->write("GET " + pathAndQuery
                      + " HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer "
                      + m_server.token().toUtf8() + "\r\n\r\n");
        QByteArray got;
        const QDeadlineTimer deadline(10000);
        while (!got.contains("\r\n\r\n") && !deadline.hasExpired()
               && socket->waitForReadyRead(1000))
            got += socket->readAll();
        if (!got.startsWith("HTTP/1.1 200"))
            return {};
        m_streamed = got;
        return socket;
    }

    /// Reads until the peer closes; true when it did within `ms`.
    bool readUntilClosed(QSslSocket *socket, int ms)
    {
        const QDeadlineTimer deadline(ms);
        while (!deadline.hasExpired() && socket->state() == QAbstractSocket::ConnectedState) {
            socket->waitForReadyRead(100);
            m_streamed += socket->readAll();
        }
        m_streamed += socket->readAll();
        return socket->state() != QAbstractSocket::ConnectedState;
    }

    QByteArray m_streamed;

private slots:
    void initTestCase()
    {
        TRAINDECK_REQUIRE_KUBE_TEST_SERVER();
        QString error;
        QVERIFY2(m_server.start(&error, true, 50), qPrintable(error));
    }

    void startsAndWritesItsFiles()
    {
        QVERIFY(m_server.port() != 0);
        QCOMPARE(m_server.url(), QStringLiteral("https://127.0.0.1:%1").arg(m_server.port()));
        for (const QString &f : {m_server.caFile(),
                                 m_server.clientCertFile(KubeTestServer::Auth::ClientCertRsa),
                                 m_server.clientKeyFile(KubeTestServer::Auth::ClientCertRsa),
                                 m_server.clientCertFile(KubeTestServer::Auth::ClientCertEc),
                                 m_server.clientKeyFile(KubeTestServer::Auth::ClientCertEc)})
            QVERIFY2(QFile::exists(f), qPrintable(f));
        QVERIFY(!m_server.token().isEmpty());
        QVERIFY(m_server.readOnlyToken().startsWith(QStringLiteral("readonly-token")));
        QByteArray body;
        QCOMPARE(m_server.request("GET", "/version", m_server.token(), &body), 200);
        QCOMPARE(json(body).value(QStringLiteral("minor")).toString(), QStringLiteral("32"));
        QCOMPARE(json(body).value(QStringLiteral("gitVersion")).toString(),
                 QStringLiteral("v1.32.4"));
        // The request log proves who asked.
        const QJsonObject last = m_server.requests().constLast();
        QCOMPARE(last.value(QStringLiteral("target")).toString(), QStringLiteral("/version"));
        QCOMPARE(last.value(QStringLiteral("userAgent")).toString(),
                 QStringLiteral("traindeck-tests/KubeTestServer"));
        QCOMPARE(last.value(QStringLiteral("user")).toString(), QStringLiteral("traindeck-test"));
        QCOMPARE(last.value(QStringLiteral("status")).toInt(), 200);
    }

    void unauthorizedAnswersAStatus()
    {
        const QByteArray expected
            = R"({"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure",)"
              R"("message":"Unauthorized","reason":"Unauthorized","code":401})";
        QByteArray body;
        QCOMPARE(m_server.request("GET", "/api", QString(), &body), 401);
        QCOMPARE(body.trimmed(), expected);
        QCOMPARE(m_server.request("GET", "/api", QStringLiteral("wrong"), &body), 401);
        QCOMPARE(body.trimmed(), expected);
        // DIR/tokens is read on every request: a removed token stops working, a new one works.
        const QString old = m_server.token();
        const QString viewer = m_server.readOnlyToken();
        m_server.setTokens({{QStringLiteral("fresh-token"), QStringLiteral("traindeck-test")},
                            {viewer, QStringLiteral("viewer")}});
        QCOMPARE(m_server.request("GET", "/api", old, &body), 401);
        QCOMPARE(m_server.request("GET", "/api", QStringLiteral("fresh-token"), &body), 200);
        m_server.setTokens(
            {{old, QStringLiteral("traindeck-test")}, {viewer, QStringLiteral("viewer")}});
        QCOMPARE(m_server.request("GET", "/api", old, &body), 200);
    }

    void viewerMayOnlyRead()
    {
        QByteArray body;
        const QByteArray job
            = R"({"apiVersion":"trainer.kubeflow.org/v1alpha1","kind":"TrainJob",)"
              R"("metadata":{"name":"x"},"spec":{"runtimeRef":{"name":"torch-distributed"}}})";
        QCOMPARE(m_server.request("POST",
                                  "/apis/trainer.kubeflow.org/v1alpha1/namespaces/team-a/trainjobs",
                                  m_server.readOnlyToken(),
                                  &body,
                                  job),
                 403);
        const QJsonObject status = json(body);
        QCOMPARE(status.value(QStringLiteral("reason")).toString(), QStringLiteral("Forbidden"));
        QCOMPARE(
            status.value(QStringLiteral("message")).toString(),
            QStringLiteral(
                "trainjobs.trainer.kubeflow.org is forbidden: User \"viewer\" cannot create "
                "resource "
                "\"trainjobs\" in API group \"trainer.kubeflow.org\" in the namespace \"team-a\""));
        QCOMPARE(m_server.request("GET",
                                  "/apis/trainer.kubeflow.org/v1alpha1/namespaces/team-a/trainjobs",
                                  m_server.readOnlyToken(),
                                  &body),
                 200);
    }

    void invalidAndConflictingWrites()
    {
        QByteArray body;
        const QByteArray base = "/apis/trainer.kubeflow.org/v1alpha1/namespaces/team-a/trainjobs";
        QCOMPARE(
            m_server.request(
                "POST",
                base,
                m_server.token(),
                &body,
                R"({"kind":"TrainJob","apiVersion":"trainer.kubeflow.org/v1alpha1","metadata":{"name":"nr"},"spec":{"runtimeRef":{}}})"),
            422);
        QCOMPARE(json(body).value(QStringLiteral("message")).toString(),
                 QStringLiteral("TrainJob.trainer.kubeflow.org \"nr\" is invalid: "
                                "spec.runtimeRef.name: Required value"));
        const QJsonObject cause
            = json(body)[QStringLiteral("details")][QStringLiteral("causes")][0].toObject();
        QCOMPARE(cause.value(QStringLiteral("field")).toString(),
                 QStringLiteral("spec.runtimeRef.name"));
        QCOMPARE(cause.value(QStringLiteral("reason")).toString(),
                 QStringLiteral("FieldValueRequired"));
        QCOMPARE(m_server.request("POST",
                                  "/api/v1/namespaces/team-a/configmaps",
                                  m_server.token(),
                                  &body,
                                  configMap(QStringLiteral("Bad_Name"))),
                 422);
        QCOMPARE(json(body).value(QStringLiteral("reason")).toString(), QStringLiteral("Invalid"));
        QCOMPARE(m_server.request("POST",
                                  "/api/v1/namespaces/team-a/configmaps",
                                  m_server.token(),
                                  &body,
                                  configMap(QStringLiteral("dup"))),
                 201);
        QCOMPARE(m_server.request("POST",
                                  "/api/v1/namespaces/team-a/configmaps",
                                  m_server.token(),
                                  &body,
                                  configMap(QStringLiteral("dup"))),
                 409);
        QCOMPARE(json(body).value(QStringLiteral("message")).toString(),
                 QStringLiteral("configmaps \"dup\" already exists"));
        QCOMPARE(m_server.request("PATCH",
                                  "/api/v1/namespaces/team-a/configmaps/dup",
                                  m_server.token(),
                                  &body,
                                  R"({"metadata":{"resourceVersion":"1"},"data":{"k":"v"}})",
                                  "application/merge-patch+json"),
                 409);
        QCOMPARE(json(body).value(QStringLiteral("reason")).toString(), QStringLiteral("Conflict"));
        QCOMPARE(m_server.request("PATCH",
                                  "/api/v1/namespaces/team-a/configmaps/dup",
                                  m_server.token(),
                                  &body,
                                  R"({"data":{"k":null,"n":"1"}})",
                                  "application/merge-patch+json"),
                 200);
        QCOMPARE(json(body).value(QStringLiteral("data")).toObject(),
                 (QJsonObject{{QStringLiteral("n"), QStringLiteral("1")}}));
        QCOMPARE(m_server.request("GET", "/api/v1/namespaces/nowhere", m_server.token(), &body),
                 404);
        QCOMPARE(json(body).value(QStringLiteral("message")).toString(),
                 QStringLiteral("namespaces \"nowhere\" not found"));
    }

    void listsAndSelectors()
    {
        QByteArray body;
        QVERIFY(m_server.control("POST", "/_test/namespaces/sel"));
        for (const char *ns : {"sel", "team-a"}) {
            for (const char *name : {"sel-a", "sel-b"}) {
                const QByteArray cm = "{\"metadata\":{\"name\":\"" + QByteArray(name)
                                      + "\",\"labels\":{\"tier\":\""
                                      + (QByteArray(name) == "sel-a" ? "one" : "two") + "\"}}}";
                QCOMPARE(m_server.request("POST",
                                          "/api/v1/namespaces/" + QByteArray(ns) + "/configmaps",
                                          m_server.token(),
                                          &body,
                                          cm),
                         201);
            }
        }
        auto names = [&](const QByteArray &pathAndQuery) {
            QStringList out;
            if (m_server.request("GET", pathAndQuery, m_server.token(), &body) != 200)
                return QStringList{QStringLiteral("error: ") + QString::fromUtf8(body)};
            for (const QJsonValue &item : json(body).value(QStringLiteral("items")).toArray())
                out << item[QStringLiteral("metadata")][QStringLiteral("namespace")].toString()
                           + QLatin1Char('/')
                           + item[QStringLiteral("metadata")][QStringLiteral("name")].toString();
            return out;
        };
        QCOMPARE(names("/api/v1/configmaps?labelSelector=tier%20in%20(one,two)"),
                 (QStringList{QStringLiteral("sel/sel-a"),
                              QStringLiteral("sel/sel-b"),
                              QStringLiteral("team-a/sel-a"),
                              QStringLiteral("team-a/sel-b")}));
        QCOMPARE(json(body).value(QStringLiteral("kind")).toString(),
                 QStringLiteral("ConfigMapList"));
        QCOMPARE(json(body).value(QStringLiteral("apiVersion")).toString(), QStringLiteral("v1"));
        QVERIFY(!json(body)[QStringLiteral("metadata")][QStringLiteral("resourceVersion")]
                     .toString()
                     .isEmpty());
        QCOMPARE(names("/api/v1/"
                       "configmaps?labelSelector=tier!%3Done,tier&fieldSelector=metadata.namespace%"
                       "3Dteam-a"),
                 (QStringList{QStringLiteral("team-a/sel-b")}));
        QCOMPARE(names("/api/v1/namespaces/team-a/"
                       "configmaps?labelSelector=!tier,tier%20notin%20(x)&fieldSelector=metadata."
                       "name%3Ddup"),
                 (QStringList{QStringLiteral("team-a/dup")}));
        QCOMPARE(names("/api/v1/namespaces/team-a/configmaps?labelSelector=tier%3Dnone"),
                 QStringList());
        QVERIFY2(body.contains("\"items\":[]"), body.constData());
        QCOMPARE(m_server.request(
                     "GET", "/api/v1/configmaps?fieldSelector=spec.x%3D1", m_server.token(), &body),
                 400);
        QCOMPARE(json(body).value(QStringLiteral("message")).toString(),
                 QStringLiteral("field label not supported: spec.x"));
    }

    void storeAndHistorySurviveRestart()
    {
        QByteArray body;
        QCOMPARE(m_server.request("POST",
                                  "/api/v1/namespaces/default/configmaps",
                                  m_server.token(),
                                  &body,
                                  configMap(QStringLiteral("before"))),
                 201);
        const QString rvBefore
            = json(body)[QStringLiteral("metadata")][QStringLiteral("resourceVersion")].toString();
        const QString uid
            = json(body)[QStringLiteral("metadata")][QStringLiteral("uid")].toString();
        QCOMPARE(m_server.request("POST",
                                  "/api/v1/namespaces/default/configmaps",
                                  m_server.token(),
                                  &body,
                                  configMap(QStringLiteral("after"))),
                 201);
        const quint16 port = m_server.port();
        QString error;
        QVERIFY2(m_server.restart(&error), qPrintable(error));
        QCOMPARE(m_server.port(), port);
        QCOMPARE(
            m_server.request(
                "GET", "/api/v1/namespaces/default/configmaps/before", m_server.token(), &body),
            200);
        QCOMPARE(json(body)[QStringLiteral("metadata")][QStringLiteral("uid")].toString(), uid);
        QCOMPARE(
            json(body)[QStringLiteral("metadata")][QStringLiteral("resourceVersion")].toString(),
            rvBefore);
        // A watch resumed from a revision before the restart sees exactly what came after it.
        const QList<QJsonObject> events = watch(
            "/api/v1/namespaces/default/configmaps?watch=true&timeoutSeconds=1&resourceVersion="
            + rvBefore.toUtf8());
        QCOMPARE(events.size(), 1);
        QCOMPARE(events[0].value(QStringLiteral("type")).toString(), QStringLiteral("ADDED"));
        QCOMPARE(
            events[0][QStringLiteral("object")][QStringLiteral("metadata")][QStringLiteral("name")]
                .toString(),
            QStringLiteral("after"));
        // The counter goes on where it stopped.
        QCOMPARE(m_server.request("POST",
                                  "/api/v1/namespaces/default/configmaps",
                                  m_server.token(),
                                  &body,
                                  configMap(QStringLiteral("later"))),
                 201);
        QVERIFY(json(body)[QStringLiteral("metadata")][QStringLiteral("resourceVersion")]
                    .toString()
                    .toLongLong()
                > rvBefore.toLongLong() + 1);
    }

    void watchWithoutRevisionStartsWithSyntheticAdded()
    {
        const QList<QJsonObject> events
            = watch("/api/v1/namespaces/default/"
                    "configmaps?watch=1&timeoutSeconds=1&fieldSelector=metadata.name%3Dbefore");
        QCOMPARE(events.size(), 1);
        QCOMPARE(events[0].value(QStringLiteral("type")).toString(), QStringLiteral("ADDED"));
        QCOMPARE(
            events[0][QStringLiteral("object")][QStringLiteral("metadata")][QStringLiteral("name")]
                .toString(),
            QStringLiteral("before"));
        const QList<QJsonObject> marks
            = watch("/api/v1/namespaces/default/"
                    "configmaps?watch=1&timeoutSeconds=2&allowWatchBookmarks=true&resourceVersion="
                    + QByteArray::number(1'000'000));
        QVERIFY(!marks.isEmpty());
        QCOMPARE(marks.constLast().value(QStringLiteral("type")).toString(),
                 QStringLiteral("BOOKMARK"));
    }

    void compactionExpiresOldRevisionsAndTokens()
    {
        QByteArray body;
        QCOMPARE(
            m_server.request(
                "GET", "/api/v1/namespaces/default/configmaps?limit=1", m_server.token(), &body),
            200);
        const QString cont
            = json(body)[QStringLiteral("metadata")][QStringLiteral("continue")].toString();
        QVERIFY(!cont.isEmpty());
        QCOMPARE(json(body)[QStringLiteral("items")].toArray().size(), 1);
        QCOMPARE(
            json(body)[QStringLiteral("metadata")][QStringLiteral("remainingItemCount")].toInt(),
            2);
        // The token's page comes from the snapshot of the first page.
        QCOMPARE(m_server.request("POST",
                                  "/api/v1/namespaces/default/configmaps",
                                  m_server.token(),
                                  &body,
                                  configMap(QStringLiteral("aaa-newer"))),
                 201);
        QCOMPARE(m_server.request("GET",
                                  "/api/v1/namespaces/default/configmaps?limit=5&continue="
                                      + QUrl::toPercentEncoding(cont),
                                  m_server.token(),
                                  &body),
                 200);
        QStringList names;
        for (const QJsonValue &item : json(body)[QStringLiteral("items")].toArray())
            names << item[QStringLiteral("metadata")][QStringLiteral("name")].toString();
        QCOMPARE(names, (QStringList{QStringLiteral("before"), QStringLiteral("later")}));
        // etcd keeps the compacted revision itself: only older ones expire.
        QVERIFY(m_server.control("POST", "/_test/compact", &body));
        const int horizon = json(body).value(QStringLiteral("horizon")).toInt();
        const QList<QJsonObject> events
            = watch("/api/v1/namespaces/default/configmaps?watch=1&resourceVersion=2");
        QCOMPARE(events.size(), 1);
        QCOMPARE(events[0].value(QStringLiteral("type")).toString(), QStringLiteral("ERROR"));
        QCOMPARE(events[0][QStringLiteral("object")][QStringLiteral("code")].toInt(), 410);
        QCOMPARE(events[0][QStringLiteral("object")][QStringLiteral("reason")].toString(),
                 QStringLiteral("Expired"));
        QCOMPARE(events[0][QStringLiteral("object")][QStringLiteral("message")].toString(),
                 QStringLiteral("too old resource version: 2 (%1)").arg(horizon));
        QCOMPARE(m_server.request("GET",
                                  "/api/v1/namespaces/default/configmaps?limit=1&continue="
                                      + QUrl::toPercentEncoding(cont),
                                  m_server.token(),
                                  &body),
                 410);
        QCOMPARE(json(body).value(QStringLiteral("reason")).toString(), QStringLiteral("Expired"));
    }

    void injectedFailures()
    {
        QByteArray body;
        QVERIFY(m_server.control(
            "POST", "/_test/fail?status=429&count=2&path=/api/v1/namespaces/default&retryAfter=1"));
        QCOMPARE(m_server.request(
                     "GET", "/api/v1/namespaces/default/configmaps", m_server.token(), &body),
                 429);
        QCOMPARE(json(body).value(QStringLiteral("reason")).toString(),
                 QStringLiteral("TooManyRequests"));
        QCOMPARE(m_server.request("GET", "/api/v1/namespaces/default", m_server.token(), &body),
                 429);
        QCOMPARE(m_server.request("GET", "/api/v1/namespaces/default", m_server.token(), &body),
                 200);
        QVERIFY(!m_server.control("POST", "/_test/nothing-here"));
        QCOMPARE(m_server.request("POST", "/_test/compact", m_server.token(), &body), 401);
    }

    void controllerRunsATrainJob()
    {
        QByteArray body;
        const QByteArray runtime
            = R"({"apiVersion":"trainer.kubeflow.org/v1alpha1","kind":"ClusterTrainingRuntime",
            "metadata":{"name":"torch-distributed","labels":{"trainer.kubeflow.org/framework":"torch"}},
            "spec":{"mlPolicy":{"numNodes":1,"torch":{}},"template":{"spec":{"replicatedJobs":[{"name":"node",
            "template":{"metadata":{"labels":{"trainer.kubeflow.org/trainjob-ancestor-step":"trainer"}},
            "spec":{"template":{"spec":{"containers":[{"name":"node","image":"pytorch/pytorch"}]}}}}}]}}}})";
        QCOMPARE(m_server.request("POST",
                                  "/apis/trainer.kubeflow.org/v1alpha1/clustertrainingruntimes",
                                  m_server.token(),
                                  &body,
                                  runtime),
                 201);
        const QByteArray job = R"({"apiVersion":"trainer.kubeflow.org/v1alpha1","kind":"TrainJob",
            "metadata":{"name":"smoke","annotations":{"traindeck.test/fail-step":"node-1"}},
            "spec":{"runtimeRef":{"name":"torch-distributed"},"trainer":{"numNodes":2}}})";
        QCOMPARE(m_server.request("POST",
                                  "/apis/trainer.kubeflow.org/v1alpha1/namespaces/team-a/trainjobs",
                                  m_server.token(),
                                  &body,
                                  job),
                 201);
        QJsonObject status;
        const QDeadlineTimer deadline(20000);
        while (!deadline.hasExpired()) {
            QCOMPARE(m_server.request(
                         "GET",
                         "/apis/trainer.kubeflow.org/v1alpha1/namespaces/team-a/trainjobs/smoke",
                         m_server.token(),
                         &body),
                     200);
            status = json(body).value(QStringLiteral("status")).toObject();
            if (!status.value(QStringLiteral("conditions")).toArray().isEmpty())
                break;
            QTest::qWait(50);
        }
        const QJsonArray conditions = status.value(QStringLiteral("conditions")).toArray();
        QCOMPARE(conditions.size(), 1);
        QCOMPARE(conditions[0][QStringLiteral("type")].toString(), QStringLiteral("Failed"));
        QCOMPARE(conditions[0][QStringLiteral("status")].toString(), QStringLiteral("True"));
        QCOMPARE(conditions[0][QStringLiteral("reason")].toString(), QStringLiteral("FailedJobs"));
        QCOMPARE(conditions[0][QStringLiteral("message")].toString(),
                 QStringLiteral("jobset failed due to one or more job failures"));
        QCOMPARE(status.value(QStringLiteral("jobsStatus")).toArray(),
                 (QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("node")},
                                         {QStringLiteral("ready"), 0},
                                         {QStringLiteral("succeeded"), 0},
                                         {QStringLiteral("failed"), 1},
                                         {QStringLiteral("active"), 0},
                                         {QStringLiteral("suspended"), 0}}}));
        QCOMPARE(m_server.request("GET",
                                  "/api/v1/namespaces/team-a/"
                                  "pods?labelSelector=jobset.sigs.k8s.io%2Fjobset-name%3Dsmoke,"
                                  "batch.kubernetes.io%2Fjob-completion-index%20in%20(1)",
                                  m_server.token(),
                                  &body),
                 200);
        const QJsonArray pods = json(body).value(QStringLiteral("items")).toArray();
        QCOMPARE(pods.size(), 1);
        const QString pod = pods[0][QStringLiteral("metadata")][QStringLiteral("name")].toString();
        QVERIFY2(QRegularExpression(QStringLiteral("^smoke-node-0-1-[a-z0-9]{5}$"))
                     .match(pod)
                     .hasMatch(),
                 qPrintable(pod));
        QCOMPARE(pods[0][QStringLiteral("status")][QStringLiteral("phase")].toString(),
                 QStringLiteral("Failed"));
        QCOMPARE(m_server.request("GET",
                                  "/api/v1/namespaces/team-a/pods/" + pod.toUtf8() + "/log",
                                  m_server.token(),
                                  &body),
                 200);
        QCOMPARE(
            body,
            QByteArray(
                "Starting training on node 1 of 2 (PET_NNODES=2)\nEpoch 1/3: loss=0.6931\n"
                "RuntimeError: simulated failure of step node-1 (traindeck.test/fail-step)\n"));
        const QByteArray logPath = "/api/v1/namespaces/team-a/pods/" + pod.toUtf8() + "/log";
        QCOMPARE(m_server.request(
                     "GET", logPath + "?tailLines=1&timestamps=true", m_server.token(), &body),
                 200);
        QVERIFY2(QRegularExpression(
                     QStringLiteral("^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(\\.\\d{1,9})?Z "
                                    "RuntimeError: simulated failure of step node-1 "
                                    "\\(traindeck.test/fail-step\\)\\n$"))
                     .match(QString::fromUtf8(body))
                     .hasMatch(),
                 body.constData());
        QCOMPARE(m_server.request("GET", logPath + "?limitBytes=8", m_server.token(), &body), 200);
        QCOMPARE(body, QByteArray("Starting"));
        QCOMPARE(m_server.request(
                     "GET", logPath + "?sinceTime=2099-01-01T00:00:00Z", m_server.token(), &body),
                 200);
        QCOMPARE(body, QByteArray());
        QCOMPARE(m_server.request("GET", logPath + "?container=zzz", m_server.token(), &body), 400);
        QCOMPARE(json(body).value(QStringLiteral("message")).toString(),
                 QStringLiteral("container zzz is not valid for pod %1").arg(pod));
        QCOMPARE(m_server.request(
                     "GET", "/api/v1/namespaces/team-a/pods/nope/log", m_server.token(), &body),
                 404);
        QCOMPARE(json(body).value(QStringLiteral("message")).toString(),
                 QStringLiteral("pods \"nope\" not found"));
        // The kubelet's and the scheduler's events for the pod.
        QCOMPARE(
            m_server.request("GET",
                             "/api/v1/namespaces/team-a/events?fieldSelector=involvedObject.name%3D"
                                 + pod.toUtf8(),
                             m_server.token(),
                             &body),
            200);
        QStringList reasons;
        for (const QJsonValue &ev : json(body).value(QStringLiteral("items")).toArray())
            reasons << ev[QStringLiteral("reason")].toString();
        reasons.sort();
        QCOMPARE(reasons,
                 (QStringList{QStringLiteral("Created"),
                              QStringLiteral("Pulled"),
                              QStringLiteral("Pulling"),
                              QStringLiteral("Scheduled"),
                              QStringLiteral("Started")}));
        // A pod nobody runs waits in ContainerCreating.
        QCOMPARE(
            m_server.request(
                "POST",
                "/api/v1/namespaces/team-a/pods",
                m_server.token(),
                &body,
                R"({"metadata":{"name":"idle"},"spec":{"containers":[{"name":"node","image":"x"}]}})"),
            201);
        QCOMPARE(m_server.request(
                     "GET", "/api/v1/namespaces/team-a/pods/idle/log", m_server.token(), &body),
                 400);
        QCOMPARE(json(body).value(QStringLiteral("message")).toString(),
                 QStringLiteral(
                     "container \"node\" in pod \"idle\" is waiting to start: ContainerCreating"));
        QCOMPARE(m_server.request(
                     "DELETE",
                     "/apis/trainer.kubeflow.org/v1alpha1/namespaces/team-a/trainjobs/smoke",
                     m_server.token(),
                     &body),
                 200);
        QCOMPARE(m_server.request("GET",
                                  "/api/v1/namespaces/team-a/"
                                  "pods?labelSelector=jobset.sigs.k8s.io%2Fjobset-name%3Dsmoke",
                                  m_server.token(),
                                  &body),
                 200);
        QCOMPARE(json(body).value(QStringLiteral("items")).toArray().size(), 0);
    }

    void suspendAndResume()
    {
        QByteArray body;
        const QByteArray base = "/apis/trainer.kubeflow.org/v1alpha1/namespaces/team-a/trainjobs";
        QCOMPARE(
            m_server.request(
                "POST",
                base,
                m_server.token(),
                &body,
                R"({"apiVersion":"trainer.kubeflow.org/v1alpha1","kind":"TrainJob","metadata":{"name":"held"},
                                      "spec":{"runtimeRef":{"name":"torch-distributed"},"suspend":true}})"),
            201);
        auto conditionsOf = [&] {
            m_server.request("GET", base + "/held", m_server.token(), &body);
            return json(body)[QStringLiteral("status")][QStringLiteral("conditions")].toArray();
        };
        QDeadlineTimer deadline(10000);
        while (conditionsOf().isEmpty() && !deadline.hasExpired())
            QTest::qWait(50);
        QJsonArray conditions = conditionsOf();
        QCOMPARE(conditions.size(), 1);
        QCOMPARE(conditions[0][QStringLiteral("type")].toString(), QStringLiteral("Suspended"));
        QCOMPARE(conditions[0][QStringLiteral("status")].toString(), QStringLiteral("True"));
        QCOMPARE(conditions[0][QStringLiteral("reason")].toString(), QStringLiteral("Suspended"));
        QCOMPARE(conditions[0][QStringLiteral("message")].toString(),
                 QStringLiteral("TrainJob is suspended"));
        QCOMPARE(json(body)[QStringLiteral("status")][QStringLiteral("jobsStatus")][0]
                           [QStringLiteral("suspended")]
                               .toInt(),
                 1);
        QCOMPARE(m_server.request("GET",
                                  "/api/v1/namespaces/team-a/"
                                  "pods?labelSelector=jobset.sigs.k8s.io%2Fjobset-name%3Dheld",
                                  m_server.token(),
                                  &body),
                 200);
        QCOMPARE(json(body)[QStringLiteral("items")].toArray().size(), 0);
        QCOMPARE(m_server.request("PATCH",
                                  base + "/held",
                                  m_server.token(),
                                  &body,
                                  R"({"spec":{"suspend":false}})",
                                  "application/merge-patch+json"),
                 200);
        deadline = QDeadlineTimer(20000);
        while (conditionsOf().size() < 2 && !deadline.hasExpired())
            QTest::qWait(50);
        conditions = conditionsOf();
        QCOMPARE(conditions.size(), 2);
        QCOMPARE(conditions[0][QStringLiteral("status")].toString(), QStringLiteral("False"));
        QCOMPARE(conditions[0][QStringLiteral("reason")].toString(), QStringLiteral("Resumed"));
        QCOMPARE(conditions[0][QStringLiteral("message")].toString(),
                 QStringLiteral("TrainJob is resumed"));
        QCOMPARE(conditions[1][QStringLiteral("type")].toString(), QStringLiteral("Complete"));
        QCOMPARE(conditions[1][QStringLiteral("reason")].toString(),
                 QStringLiteral("AllJobsCompleted"));
        // The printer column State is the last condition's type.
        QCOMPARE(m_server.request(
                     "GET",
                     base + "/held",
                     m_server.token(),
                     &body,
                     {},
                     {},
                     {{"Accept", "application/json;as=Table;v=v1;g=meta.k8s.io,application/json"}}),
                 200);
        QCOMPARE(json(body)[QStringLiteral("kind")].toString(), QStringLiteral("Table"));
        QCOMPARE(
            json(body)[QStringLiteral("columnDefinitions")][1][QStringLiteral("name")].toString(),
            QStringLiteral("State"));
        QCOMPARE(json(body)[QStringLiteral("rows")][0][QStringLiteral("cells")][1].toString(),
                 QStringLiteral("Complete"));
    }

    void admissionRefusals()
    {
        QByteArray body;
        const QByteArray base = "/apis/trainer.kubeflow.org/v1alpha1/namespaces/team-a/trainjobs";
        QCOMPARE(
            m_server.request(
                "POST",
                base + "?fieldValidation=Strict",
                m_server.token(),
                &body,
                R"({"metadata":{"name":"strict"},"spec":{"runtimeRef":{"name":"torch-distributed"},"foo":1}})"),
            400);
        QCOMPARE(json(body)[QStringLiteral("message")].toString(),
                 QStringLiteral("TrainJob in version \"v1alpha1\" cannot be handled as a TrainJob: "
                                "strict decoding error: "
                                "unknown field \"spec.foo\""));
        QCOMPARE(m_server.request(
                     "POST",
                     base,
                     m_server.token(),
                     &body,
                     R"({"metadata":{"name":"orphan"},"spec":{"runtimeRef":{"name":"nope"}}})"),
                 403);
        QVERIFY2(json(body)[QStringLiteral("message")].toString().endsWith(QStringLiteral(
                     "clustertrainingruntimes.trainer.kubeflow.org \"nope\" not found: specified "
                     "clusterTrainingRuntime must be created before the TrainJob is created")),
                 body.constData());
        QCOMPARE(m_server.request("POST",
                                  "/api/v1/namespaces/nowhere/configmaps",
                                  m_server.token(),
                                  &body,
                                  configMap(QStringLiteral("x"))),
                 404);
        QCOMPARE(json(body)[QStringLiteral("message")].toString(),
                 QStringLiteral("namespaces \"nowhere\" not found"));
    }

    void dropWatchesClosesStreamsAbruptly()
    {
        auto socket = openWatch("/api/v1/namespaces/default/configmaps?watch=1");
        QVERIFY(socket);
        QVERIFY(m_server.control("POST", "/_test/drop-watches"));
        QVERIFY(readUntilClosed(socket.get(), 5000));
        QVERIFY(m_streamed.contains("\"type\":\"ADDED\""));
        QVERIFY2(!m_streamed.endsWith("0\r\n\r\n"),
                 "a dropped watch must not end with the final chunk");
    }

    void stopEndsTheProcess()
    {
        auto socket = openWatch("/api/v1/namespaces/default/configmaps?watch=1");
        QVERIFY(socket);
        QElapsedTimer timer;
        timer.start();
        m_server.stop();
        QVERIFY2(timer.elapsed() < 3000, qPrintable(QString::number(timer.elapsed())));
        QVERIFY(readUntilClosed(socket.get(), 5000));
        QVERIFY2(m_streamed.endsWith("0\r\n\r\n"),
                 "SIGTERM ends open watches with their final chunk");
        m_server.stop();
        QVERIFY(!m_server.running());
        QVERIFY(!QFile::exists(m_server.dir() + QStringLiteral("/ready.json")));
        QByteArray body;
        QCOMPARE(m_server.request("GET", "/version", m_server.token(), &body), 0);
    }
};

QTEST_GUILESS_MAIN(TestKubeApiServer)
#include "tst_kubeapiserver.moc"
