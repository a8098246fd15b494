// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "tests/support/kubetestserver.h"
#include "tests/support/prerequisite.h"

#include <QDateTime>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslSocket>
#include <QTest>
#include <QUrl>

#include <algorithm>
#include <functional>
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

    static constexpr const char *kJobs
        = "/apis/trainer.kubeflow.org/v1alpha1/namespaces/team-a/trainjobs";

    /// Creates TrainJob `name` (torch-distributed, numNodes 2) with `annotations` and extra
    /// `spec` fields (JSON object members, may be empty).
    void createJob(const QByteArray &name,
                   const QByteArray &annotations,
                   const QByteArray &specFields = {})
    {
        QByteArray body;
        // Built with QJsonDocument: unbalanced braces in raw strings confuse moc.
        QJsonObject spec{
            {QStringLiteral("runtimeRef"),
             QJsonObject{{QStringLiteral("name"), QStringLiteral("torch-distributed")}}},
            {QStringLiteral("trainer"), QJsonObject{{QStringLiteral("numNodes"), 2}}}};
        const QJsonObject extra = json("{" + specFields + "}");
        for (auto it = extra.begin(); it != extra.end(); ++it)
            spec[it.key()] = it.value();
        const QJsonObject metadata{{QStringLiteral("name"), QString::fromUtf8(name)},
                                   {QStringLiteral("annotations"), json("{" + annotations + "}")}};
        const QByteArray job
            = QJsonDocument(QJsonObject{{QStringLiteral("apiVersion"),
                                         QStringLiteral("trainer.kubeflow.org/v1alpha1")},
                                        {QStringLiteral("kind"), QStringLiteral("TrainJob")},
                                        {QStringLiteral("metadata"), metadata},
                                        {QStringLiteral("spec"), spec}})
                  .toJson(QJsonDocument::Compact);
        QCOMPARE(m_server.request("POST", kJobs, m_server.token(), &body, job), 201);
    }

    QJsonObject getJson(const QByteArray &path)
    {
        QByteArray body;
        if (m_server.request("GET", path, m_server.token(), &body) != 200)
            return {};
        return json(body);
    }

    /// The pods of TrainJob `job` (of completion index `index` when >= 0).
    QJsonArray podsOf(const QByteArray &job, int index = -1)
    {
        QByteArray path
            = "/api/v1/namespaces/team-a/pods?labelSelector=jobset.sigs.k8s.io%2Fjobset-name%3D"
              + job;
        if (index >= 0)
            path += ",batch.kubernetes.io%2Fjob-completion-index%3D" + QByteArray::number(index);
        return getJson(path)[QStringLiteral("items")].toArray();
    }

    /// Polls `done` every 20 ms for at most `ms`.
    bool waitFor(const std::function<bool()> &done, int ms = 20000)
    {
        const QDeadlineTimer deadline(ms);
        while (!deadline.hasExpired()) {
            if (done())
                return true;
            QTest::qWait(20);
        }
        return done();
    }

    /// Events of team-a about object `name` of `kind`.
    QList<QJsonObject> eventsOf(const QString &kind, const QString &name)
    {
        QList<QJsonObject> out;
        const QJsonArray items
            = getJson("/api/v1/namespaces/team-a/events?fieldSelector=involvedObject.kind%3D"
                      + kind.toUtf8() + ",involvedObject.name%3D"
                      + name.toUtf8())[QStringLiteral("items")]
                  .toArray();
        for (const QJsonValue &e : items)
            out << e.toObject();
        // In the order they were written (a list is in name order).
        std::sort(out.begin(), out.end(), [](const QJsonObject &a, const QJsonObject &b) {
            return a[QStringLiteral("metadata")][QStringLiteral("resourceVersion")]
                       .toString()
                       .toLongLong()
                   < b[QStringLiteral("metadata")][QStringLiteral("resourceVersion")]
                         .toString()
                         .toLongLong();
        });
        return out;
    }

    QStringList reasons(const QList<QJsonObject> &events)
    {
        QStringList out;
        for (const QJsonObject &e : events)
            out << e[QStringLiteral("reason")].toString();
        return out;
    }

    QJsonObject condition(const QJsonObject &job, const QString &type)
    {
        for (const QJsonValue &c :
             job[QStringLiteral("status")][QStringLiteral("conditions")].toArray()) {
            if (c[QStringLiteral("type")].toString() == type)
                return c.toObject();
        }
        return {};
    }

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
        const QString other = m_server.otherToken();
        QVERIFY(other.startsWith(QStringLiteral("other-token-")));
        m_server.setTokens({{QStringLiteral("fresh-token"), QStringLiteral("traindeck-test")},
                            {viewer, QStringLiteral("viewer")}});
        QCOMPARE(m_server.request("GET", "/api", old, &body), 401);
        QCOMPARE(m_server.request("GET", "/api", QStringLiteral("fresh-token"), &body), 200);
        m_server.setTokens({{old, QStringLiteral("traindeck-test")},
                            {viewer, QStringLiteral("viewer")},
                            {other, QStringLiteral("traindeck-other")}});
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

    void trainerVersionAndUninstall()
    {
        QByteArray body;
        QCOMPARE(m_server.request(
                     "GET",
                     "/api/v1/namespaces/kubeflow-system/configmaps/kubeflow-trainer-public",
                     m_server.token(),
                     &body),
                 200);
        QCOMPARE(
            json(body)[QStringLiteral("data")].toObject(),
            (QJsonObject{{QStringLiteral("kubeflow_trainer_version"), QStringLiteral("v2.3.0")}}));
        const QByteArray jobs = "/apis/trainer.kubeflow.org/v1alpha1/namespaces/team-a/trainjobs";
        const QList<QPair<QByteArray, QByteArray>> aggregated{
            {"Accept", "application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList"}};
        auto groups = [&](bool agg) {
            QStringList out;
            m_server.request("GET",
                             "/apis",
                             m_server.token(),
                             &body,
                             {},
                             {},
                             agg ? aggregated : decltype(aggregated){});
            const QString list = agg ? QStringLiteral("items") : QStringLiteral("groups");
            for (const QJsonValue &g : json(body)[list].toArray())
                out << (agg ? g[QStringLiteral("metadata")][QStringLiteral("name")].toString()
                            : g[QStringLiteral("name")].toString());
            return out;
        };
        QVERIFY(groups(false).contains(QStringLiteral("trainer.kubeflow.org")));
        QVERIFY(m_server.control("POST", "/_test/trainer?installed=false"));
        QCOMPARE(groups(false), QStringList{QStringLiteral("kubeflow.org")});
        QCOMPARE(groups(true), QStringList{QStringLiteral("kubeflow.org")});
        // Nothing serves the group: Go's http.NotFound, plain text, as a real apiserver answers.
        for (const QByteArray &path : {jobs,
                                       QByteArray("/apis/trainer.kubeflow.org"),
                                       QByteArray("/apis/trainer.kubeflow.org/v1alpha1")}) {
            QCOMPARE(m_server.request("GET", path, m_server.token(), &body), 404);
            QCOMPARE(body, QByteArray("404 page not found\n"));
        }
        QVERIFY(m_server.control("POST", "/_test/trainer?installed=true"));
        QVERIFY(groups(true).contains(QStringLiteral("trainer.kubeflow.org")));
        QCOMPARE(m_server.request("GET", jobs, m_server.token(), &body), 200);
    }

    void perNamespaceDenial()
    {
        QByteArray body;
        const QString other = m_server.otherToken();
        QCOMPARE(m_server.request("GET", "/api/v1/namespaces/team-a/pods", other, &body), 200);
        QVERIFY(m_server.control("POST", "/_test/deny?user=traindeck-other&namespace=team-a"));
        struct Case
        {
            QByteArray method, path, message, name;
        };
        const QList<Case> cases{
            {"GET",
             "/api/v1/namespaces/team-a/pods",
             R"(pods is forbidden: User "traindeck-other" cannot list resource "pods" in API group "" in the namespace "team-a")",
             {}},
            {"GET",
             "/api/v1/namespaces/team-a/pods?watch=true",
             R"(pods is forbidden: User "traindeck-other" cannot watch resource "pods" in API group "" in the namespace "team-a")",
             {}},
            {"GET",
             "/api/v1/namespaces/team-a/pods/p1/log",
             R"(pods "p1" is forbidden: User "traindeck-other" cannot get resource "pods/log" in API group "" in the namespace "team-a")",
             "p1"},
            {"DELETE",
             "/apis/trainer.kubeflow.org/v1alpha1/namespaces/team-a/trainjobs/j",
             R"(trainjobs.trainer.kubeflow.org "j" is forbidden: User "traindeck-other" cannot delete resource "trainjobs" in API group "trainer.kubeflow.org" in the namespace "team-a")",
             "j"},
        };
        for (const Case &c : cases) {
            QCOMPARE(m_server.request(c.method, c.path, other, &body), 403);
            const QJsonObject status = json(body);
            QCOMPARE(status[QStringLiteral("reason")].toString(), QStringLiteral("Forbidden"));
            QCOMPARE(status[QStringLiteral("code")].toInt(), 403);
            QCOMPARE(status[QStringLiteral("message")].toString(), QString::fromUtf8(c.message));
            QJsonObject details{{QStringLiteral("kind"),
                                 c.path.contains("trainjobs") ? QStringLiteral("trainjobs")
                                                              : QStringLiteral("pods")}};
            if (c.path.contains("trainjobs"))
                details[QStringLiteral("group")] = QStringLiteral("trainer.kubeflow.org");
            if (!c.name.isEmpty())
                details[QStringLiteral("name")] = QString::fromUtf8(c.name);
            QCOMPARE(status[QStringLiteral("details")].toObject(), details);
        }
        // Other namespaces and other users are untouched.
        QCOMPARE(m_server.request("GET", "/api/v1/namespaces/default/pods", other, &body), 200);
        QCOMPARE(m_server.request("GET", "/api/v1/namespaces/team-a/pods", m_server.token(), &body),
                 200);
        QVERIFY(m_server.control("POST",
                                 "/_test/deny?user=traindeck-other&namespace=team-a&clear=true"));
        QCOMPARE(m_server.request("GET", "/api/v1/namespaces/team-a/pods", other, &body), 200);
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
        // A pod nobody schedules has no kubelet to ask.
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
                 QStringLiteral("pod idle does not have a host assigned"));
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

    void activeDeadlineFailsTheJob()
    {
        createJob("late", R"("traindeck.test/run-ticks":"1000")", R"("activeDeadlineSeconds":2)");
        QVERIFY(waitFor([&] { return podsOf("late").size() == 2; }));
        QJsonObject job;
        QVERIFY(waitFor([&] {
            job = getJson(QByteArray(kJobs) + "/late");
            return !condition(job, QStringLiteral("Failed")).isEmpty();
        }));
        const QJsonObject failed = condition(job, QStringLiteral("Failed"));
        QCOMPARE(failed[QStringLiteral("status")].toString(), QStringLiteral("True"));
        QCOMPARE(failed[QStringLiteral("reason")].toString(), QStringLiteral("DeadlineExceeded"));
        QCOMPARE(failed[QStringLiteral("message")].toString(),
                 QStringLiteral("TrainJob exceeded its active deadline"));
        QCOMPARE(podsOf("late").size(), 0);
        const QList<QJsonObject> events
            = eventsOf(QStringLiteral("TrainJob"), QStringLiteral("late"));
        QCOMPARE(reasons(events), QStringList{QStringLiteral("DeadlineExceeded")});
        QCOMPARE(events[0][QStringLiteral("type")].toString(), QStringLiteral("Warning"));
        QCOMPARE(events[0][QStringLiteral("message")].toString(),
                 QStringLiteral("TrainJob exceeded its active deadline"));
    }

    void pendingPodsThenRun()
    {
        createJob("slow", R"("traindeck.test/pending-ticks":"40")");
        QVERIFY(waitFor([&] { return podsOf("slow", 0).size() == 1; }));
        QJsonObject pod = podsOf("slow", 0)[0].toObject();
        const QString name = pod[QStringLiteral("metadata")][QStringLiteral("name")].toString();
        QVERIFY(waitFor([&] {
            pod = getJson("/api/v1/namespaces/team-a/pods/" + name.toUtf8());
            return !pod[QStringLiteral("status")][QStringLiteral("conditions")].toArray().isEmpty();
        }));
        QCOMPARE(pod[QStringLiteral("status")][QStringLiteral("phase")].toString(),
                 QStringLiteral("Pending"));
        QVERIFY(!pod[QStringLiteral("spec")].toObject().contains(QStringLiteral("nodeName")));
        const QJsonObject scheduled
            = pod[QStringLiteral("status")][QStringLiteral("conditions")][0].toObject();
        const QString message = QStringLiteral("0/1 nodes are available: 1 Insufficient cpu. "
                                               "preemption: 0/1 nodes are available: 1 No "
                                               "preemption victims found for incoming pod.");
        QCOMPARE(scheduled[QStringLiteral("type")].toString(), QStringLiteral("PodScheduled"));
        QCOMPARE(scheduled[QStringLiteral("status")].toString(), QStringLiteral("False"));
        QCOMPARE(scheduled[QStringLiteral("reason")].toString(), QStringLiteral("Unschedulable"));
        QCOMPARE(scheduled[QStringLiteral("message")].toString(), message);
        // No node, no kubelet to ask: the apiserver's own 400.
        QByteArray body;
        QCOMPARE(m_server.request("GET",
                                  "/api/v1/namespaces/team-a/pods/" + name.toUtf8() + "/log",
                                  m_server.token(),
                                  &body),
                 400);
        QCOMPARE(json(body)[QStringLiteral("message")].toString(),
                 QStringLiteral("pod %1 does not have a host assigned").arg(name));
        const QList<QJsonObject> events = eventsOf(QStringLiteral("Pod"), name);
        QCOMPARE(reasons(events), QStringList{QStringLiteral("FailedScheduling")});
        QCOMPARE(events[0][QStringLiteral("type")].toString(), QStringLiteral("Warning"));
        QCOMPARE(events[0][QStringLiteral("message")].toString(), message);
        QCOMPARE(events[0][QStringLiteral("reportingComponent")].toString(),
                 QStringLiteral("default-scheduler"));
        // Then it schedules and runs as usual.
        QJsonObject job;
        QVERIFY(waitFor([&] {
            job = getJson(QByteArray(kJobs) + "/slow");
            return !condition(job, QStringLiteral("Complete")).isEmpty();
        }));
        pod = getJson("/api/v1/namespaces/team-a/pods/" + name.toUtf8());
        QCOMPARE(pod[QStringLiteral("spec")][QStringLiteral("nodeName")].toString(),
                 QStringLiteral("traindeck-test-node"));
        QCOMPARE(pod[QStringLiteral("status")][QStringLiteral("phase")].toString(),
                 QStringLiteral("Succeeded"));
    }

    void containerRestartsInPlace()
    {
        createJob("again",
                  R"("traindeck.test/restart-step":"node-1","traindeck.test/run-ticks":"3")");
        QVERIFY(waitFor([&] { return podsOf("again", 1).size() == 1; }));
        const QString name
            = podsOf("again", 1)[0][QStringLiteral("metadata")][QStringLiteral("name")].toString();
        const QByteArray log = "/api/v1/namespaces/team-a/pods/" + name.toUtf8() + "/log";
        QByteArray body;
        QVERIFY(
            waitFor([&] { return m_server.request("GET", log, m_server.token(), &body) == 200; }));
        // follow on the first container ends when it exits.
        QCOMPARE(m_server.request("GET", log + "?follow=true", m_server.token(), &body), 200);
        const QByteArray first
            = "Starting training on node 1 of 2 (PET_NNODES=2)\nEpoch 1/3: loss=0.6931\n";
        QCOMPARE(body, first);
        QJsonObject job;
        QVERIFY(waitFor([&] {
            job = getJson(QByteArray(kJobs) + "/again");
            return !condition(job, QStringLiteral("Complete")).isEmpty();
        }));
        QCOMPARE(condition(job, QStringLiteral("Failed")), QJsonObject());
        const QJsonObject cs
            = getJson(
                  "/api/v1/namespaces/team-a/pods/"
                  + name.toUtf8())[QStringLiteral("status")][QStringLiteral("containerStatuses")][0]
                  .toObject();
        QCOMPARE(cs[QStringLiteral("restartCount")].toInt(), 1);
        const QJsonObject last
            = cs[QStringLiteral("lastState")][QStringLiteral("terminated")].toObject();
        QCOMPARE(last[QStringLiteral("exitCode")].toInt(), 1);
        QCOMPARE(last[QStringLiteral("reason")].toString(), QStringLiteral("Error"));
        QVERIFY(!last[QStringLiteral("startedAt")].toString().isEmpty());
        QVERIFY(!last[QStringLiteral("finishedAt")].toString().isEmpty());
        QCOMPARE(m_server.request("GET", log + "?previous=true", m_server.token(), &body), 200);
        QCOMPARE(body, first);
        QCOMPARE(m_server.request("GET", log + "?previous=false", m_server.token(), &body), 200);
        QCOMPARE(
            body,
            QByteArray("Starting training on node 1 of 2 (PET_NNODES=2)\nEpoch 1/3: loss=0.6931\n"
                       "Epoch 2/3: loss=0.4512\nEpoch 3/3: loss=0.2874\nTraining complete\n"));
        // node-0 never restarted: the kubelet has no previous container.
        const QString other
            = podsOf("again", 0)[0][QStringLiteral("metadata")][QStringLiteral("name")].toString();
        QCOMPARE(m_server.request("GET",
                                  "/api/v1/namespaces/team-a/pods/" + other.toUtf8()
                                      + "/log?previous=true",
                                  m_server.token(),
                                  &body),
                 400);
        QCOMPARE(json(body)[QStringLiteral("message")].toString(),
                 QStringLiteral("previous terminated container \"node\" in pod \"%1\" not found")
                     .arg(other));
    }

    void deletedPodIsReplaced()
    {
        createJob("phoenix", R"("traindeck.test/run-ticks":"10")");
        QJsonObject old;
        QVERIFY(waitFor([&] {
            const QJsonArray pods = podsOf("phoenix", 1);
            old = pods.isEmpty() ? QJsonObject() : pods[0].toObject();
            return old[QStringLiteral("status")][QStringLiteral("phase")].toString()
                   == QStringLiteral("Running");
        }));
        const QString oldName = old[QStringLiteral("metadata")][QStringLiteral("name")].toString();
        QByteArray body;
        QCOMPARE(m_server.request("DELETE",
                                  "/api/v1/namespaces/team-a/pods/" + oldName.toUtf8(),
                                  m_server.token(),
                                  &body),
                 200);
        QJsonObject fresh;
        QVERIFY(waitFor([&] {
            const QJsonArray pods = podsOf("phoenix", 1);
            fresh = pods.isEmpty() ? QJsonObject() : pods[0].toObject();
            return pods.size() == 1;
        }));
        const QString newName
            = fresh[QStringLiteral("metadata")][QStringLiteral("name")].toString();
        QVERIFY2(QRegularExpression(QStringLiteral("^phoenix-node-0-1-[a-z0-9]{5}$"))
                     .match(newName)
                     .hasMatch(),
                 qPrintable(newName));
        QVERIFY(newName != oldName);
        QVERIFY(fresh[QStringLiteral("metadata")][QStringLiteral("uid")]
                != old[QStringLiteral("metadata")][QStringLiteral("uid")]);
        for (const char *label : {"jobset.sigs.k8s.io/jobset-name",
                                  "jobset.sigs.k8s.io/replicatedjob-name",
                                  "batch.kubernetes.io/job-completion-index",
                                  "job-name",
                                  "controller-uid"})
            QCOMPARE(
                fresh[QStringLiteral("metadata")][QStringLiteral("labels")][QLatin1String(label)],
                old[QStringLiteral("metadata")][QStringLiteral("labels")][QLatin1String(label)]);
        QCOMPARE(reasons(eventsOf(QStringLiteral("Pod"), oldName)).count(QStringLiteral("Killing")),
                 1);
        QStringList created;
        for (const QJsonObject &e :
             eventsOf(QStringLiteral("Job"), QStringLiteral("phoenix-node-0")))
            created << e[QStringLiteral("message")].toString();
        QVERIFY2(created.contains(QStringLiteral("Created pod: %1").arg(newName)),
                 qPrintable(created.join(u',')));
        QJsonObject job;
        QVERIFY(waitFor([&] {
            job = getJson(QByteArray(kJobs) + "/phoenix");
            return !condition(job, QStringLiteral("Complete")).isEmpty();
        }));
        QCOMPARE(podsOf("phoenix").size(), 2);
        QCOMPARE(m_server.request("GET",
                                  "/api/v1/namespaces/team-a/pods/" + newName.toUtf8()
                                      + "/log?tailLines=100",
                                  m_server.token(),
                                  &body),
                 200);
        QVERIFY2(body.startsWith("Starting training on node 1 of 2"), body.constData());
        QVERIFY2(body.endsWith("Training complete\n"), body.constData());
    }

    void trainerStatusProgress()
    {
        createJob("progress",
                  R"("traindeck.test/trainer-status":"true","traindeck.test/run-ticks":"4")");
        QList<QJsonObject> seen;
        QJsonObject job;
        QVERIFY(waitFor([&] {
            job = getJson(QByteArray(kJobs) + "/progress");
            const QJsonObject ts
                = job[QStringLiteral("status")][QStringLiteral("trainerStatus")].toObject();
            if (!ts.isEmpty() && (seen.isEmpty() || seen.constLast() != ts))
                seen << ts;
            return !condition(job, QStringLiteral("Complete")).isEmpty();
        }));
        QVERIFY2(seen.size() >= 2, "trainerStatus must be seen while the job runs");
        QList<int> percents;
        QList<int> remaining;
        for (const QJsonObject &ts : seen) {
            percents << ts[QStringLiteral("progressPercentage")].toInt();
            remaining << ts[QStringLiteral("estimatedRemainingSeconds")].toInt();
            QVERIFY(
                QDateTime::fromString(ts[QStringLiteral("lastUpdatedTime")].toString(), Qt::ISODate)
                    .isValid());
        }
        for (int p : percents)
            QVERIFY2(p == 33 || p == 66 || p == 100, qPrintable(QString::number(p)));
        for (int i = 1; i < seen.size(); ++i) {
            QVERIFY(percents[i] > percents[i - 1]);
            QVERIFY(remaining[i] < remaining[i - 1]);
        }
        const QJsonObject final
            = job[QStringLiteral("status")][QStringLiteral("trainerStatus")].toObject();
        QCOMPARE(final[QStringLiteral("progressPercentage")].toInt(), 100);
        QCOMPARE(final[QStringLiteral("estimatedRemainingSeconds")].toInt(), 0);
        QCOMPARE(final[QStringLiteral("metrics")].toArray(),
                 (QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("loss")},
                                         {QStringLiteral("value"), QStringLiteral("0.2874")}},
                             QJsonObject{{QStringLiteral("name"), QStringLiteral("epoch")},
                                         {QStringLiteral("value"), QStringLiteral("3")}}}));
        // Without the annotation there is no trainerStatus.
        QVERIFY(
            !getJson(QByteArray(kJobs) + "/phoenix")[QStringLiteral("status")].toObject().contains(
                QStringLiteral("trainerStatus")));
    }

    void trainJobAndJobSetEvents()
    {
        // held (suspendAndResume) was suspended, resumed and completed; smoke failed.
        const QList<QJsonObject> tj = eventsOf(QStringLiteral("TrainJob"), QStringLiteral("held"));
        QCOMPARE(reasons(tj),
                 (QStringList{QStringLiteral("Suspended"), QStringLiteral("Resumed")}));
        const QList<QJsonObject> js = eventsOf(QStringLiteral("JobSet"), QStringLiteral("held"));
        QCOMPARE(reasons(js),
                 (QStringList{QStringLiteral("SuspendedJobs"),
                              QStringLiteral("ResumeJobs"),
                              QStringLiteral("AllJobsCompleted")}));
        QCOMPARE(js[0][QStringLiteral("message")].toString(),
                 QStringLiteral("jobset is suspended"));
        QCOMPARE(js[1][QStringLiteral("message")].toString(), QStringLiteral("jobset is resumed"));
        QCOMPARE(js[2][QStringLiteral("message")].toString(),
                 QStringLiteral("jobset completed successfully"));
        for (const QJsonObject &e : tj + js) {
            QCOMPARE(e[QStringLiteral("type")].toString(), QStringLiteral("Normal"));
            QCOMPARE(e[QStringLiteral("count")].toInt(), 1);
            QVERIFY(!e[QStringLiteral("firstTimestamp")].toString().isEmpty());
            QCOMPARE(e[QStringLiteral("lastTimestamp")], e[QStringLiteral("firstTimestamp")]);
        }
        QCOMPARE(tj[0][QStringLiteral("source")][QStringLiteral("component")].toString(),
                 QStringLiteral("trainjob-controller"));
        QCOMPARE(js[0][QStringLiteral("source")][QStringLiteral("component")].toString(),
                 QStringLiteral("jobset"));
        QCOMPARE(js[0][QStringLiteral("involvedObject")][QStringLiteral("apiVersion")].toString(),
                 QStringLiteral("jobset.x-k8s.io/v1alpha2"));
        const QList<QJsonObject> failed
            = eventsOf(QStringLiteral("JobSet"), QStringLiteral("smoke"));
        QCOMPARE(reasons(failed), QStringList{QStringLiteral("FailedJobs")});
        QCOMPARE(failed[0][QStringLiteral("type")].toString(), QStringLiteral("Warning"));
        QCOMPARE(failed[0][QStringLiteral("message")].toString(),
                 QStringLiteral("jobset failed due to one or more job failures"));
    }

    void legacyTrainingOperatorJobs()
    {
        QByteArray body;
        const QByteArray pytorch = "/apis/kubeflow.org/v1/namespaces/team-a/pytorchjobs";
        const QByteArray tf = "/apis/kubeflow.org/v1/namespaces/team-a/tfjobs";
        // Discovery: both resources with /status, in the legacy and the aggregated form.
        const QJsonObject list = getJson("/apis/kubeflow.org/v1");
        QStringList names;
        for (const QJsonValue &r : list[QStringLiteral("resources")].toArray())
            names << r[QStringLiteral("name")].toString();
        QCOMPARE(names,
                 (QStringList{QStringLiteral("pytorchjobs"),
                              QStringLiteral("pytorchjobs/status"),
                              QStringLiteral("tfjobs"),
                              QStringLiteral("tfjobs/status")}));
        QCOMPARE(m_server.request(
                     "GET",
                     "/apis",
                     m_server.token(),
                     &body,
                     {},
                     {},
                     {{"Accept",
                       "application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList"}}),
                 200);
        QVERIFY2(body.contains(R"("name":"kubeflow.org")")
                     && body.contains(R"("resource":"pytorchjobs")")
                     && body.contains(R"("resource":"tfjobs")"),
                 body.constData());
        const QByteArray container
            = R"({"containers":[{"name":"pytorch","image":"pytorch/pytorch"}]})";
        const QByteArray pj
            = R"({"apiVersion":"kubeflow.org/v1","kind":"PyTorchJob","metadata":{"name":"pt"},"spec":{"pytorchReplicaSpecs":)"
              R"({"Master":{"replicas":1,"template":{"spec":)"
              + container + R"(}},"Worker":{"replicas":2,"template":{"spec":)" + container
              + "}}}}}";
        QCOMPARE(m_server.request("POST", pytorch, m_server.token(), &body, pj), 201);
        QJsonObject job;
        QVERIFY(waitFor([&] {
            job = getJson(pytorch + "/pt");
            return !condition(job, QStringLiteral("Succeeded")).isEmpty();
        }));
        const QJsonArray conds
            = job[QStringLiteral("status")][QStringLiteral("conditions")].toArray();
        QStringList seen;
        for (const QJsonValue &c : conds)
            seen << c[QStringLiteral("type")].toString() + QLatin1Char('=')
                        + c[QStringLiteral("status")].toString() + QLatin1Char('/')
                        + c[QStringLiteral("reason")].toString() + QLatin1Char('/')
                        + c[QStringLiteral("message")].toString();
        QCOMPARE(
            seen,
            (QStringList{
                QStringLiteral("Created=True/PyTorchJobCreated/PyTorchJob pt is created."),
                QStringLiteral("Running=False/PyTorchJobRunning/PyTorchJob pt is running."),
                QStringLiteral("Succeeded=True/PyTorchJobSucceeded/PyTorchJob pt is successfully "
                               "completed.")}));
        const QJsonObject status = job[QStringLiteral("status")].toObject();
        QVERIFY(!status[QStringLiteral("startTime")].toString().isEmpty());
        QVERIFY(!status[QStringLiteral("completionTime")].toString().isEmpty());
        QCOMPARE(status[QStringLiteral("replicaStatuses")][QStringLiteral("Master")]
                       [QStringLiteral("succeeded")]
                           .toInt(),
                 1);
        QCOMPARE(status[QStringLiteral("replicaStatuses")][QStringLiteral("Worker")]
                       [QStringLiteral("succeeded")]
                           .toInt(),
                 2);
        // The operator's pods: names, labels, owner, environment, logs.
        const QJsonObject worker = getJson("/api/v1/namespaces/team-a/pods/pt-worker-1");
        const QJsonObject labels
            = worker[QStringLiteral("metadata")][QStringLiteral("labels")].toObject();
        QCOMPARE(
            labels,
            (QJsonObject{
                {QStringLiteral("training.kubeflow.org/job-name"), QStringLiteral("pt")},
                {QStringLiteral("training.kubeflow.org/operator-name"),
                 QStringLiteral("pytorchjob-controller")},
                {QStringLiteral("training.kubeflow.org/replica-type"), QStringLiteral("worker")},
                {QStringLiteral("training.kubeflow.org/replica-index"), QStringLiteral("1")}}));
        QCOMPARE(getJson("/api/v1/namespaces/team-a/pods/pt-master-0")
                     [QStringLiteral("metadata")][QStringLiteral("labels")]
                     [QStringLiteral("training.kubeflow.org/job-role")]
                         .toString(),
                 QStringLiteral("master"));
        const QJsonObject owner
            = worker[QStringLiteral("metadata")][QStringLiteral("ownerReferences")][0].toObject();
        QCOMPARE(owner[QStringLiteral("kind")].toString(), QStringLiteral("PyTorchJob"));
        QCOMPARE(owner[QStringLiteral("apiVersion")].toString(), QStringLiteral("kubeflow.org/v1"));
        QCOMPARE(owner[QStringLiteral("uid")],
                 job[QStringLiteral("metadata")][QStringLiteral("uid")]);
        QCOMPARE(owner[QStringLiteral("controller")].toBool(), true);
        QMap<QString, QString> env;
        for (const QJsonValue &v :
             worker[QStringLiteral("spec")][QStringLiteral("containers")][0][QStringLiteral("env")]
                 .toArray())
            env[v[QStringLiteral("name")].toString()] = v[QStringLiteral("value")].toString();
        QCOMPARE(env.value(QStringLiteral("MASTER_ADDR")), QStringLiteral("pt-master-0"));
        QCOMPARE(env.value(QStringLiteral("MASTER_PORT")), QStringLiteral("23456"));
        QCOMPARE(env.value(QStringLiteral("WORLD_SIZE")), QStringLiteral("3"));
        QCOMPARE(env.value(QStringLiteral("RANK")), QStringLiteral("2"));
        QCOMPARE(
            worker[QStringLiteral("spec")][QStringLiteral("containers")][0][QStringLiteral("name")]
                .toString(),
            QStringLiteral("pytorch"));
        QCOMPARE(
            m_server.request(
                "GET", "/api/v1/namespaces/team-a/pods/pt-worker-1/log", m_server.token(), &body),
            200);
        QCOMPARE(
            body,
            QByteArray("Starting training on replica worker-1 (RANK=2, WORLD_SIZE=3)\nEpoch 1/3: "
                       "loss=0.6931\nEpoch 2/3: loss=0.4512\nEpoch 3/3: loss=0.2874\nTraining "
                       "complete\n"));
        QVERIFY(reasons(eventsOf(QStringLiteral("PyTorchJob"), QStringLiteral("pt")))
                    .contains(QStringLiteral("PyTorchJobSucceeded")));
        // Deleting the job takes its pods.
        QCOMPARE(m_server.request("DELETE", pytorch + "/pt", m_server.token(), &body), 200);
        QCOMPARE(
            getJson(
                "/api/v1/namespaces/team-a/"
                "pods?labelSelector=training.kubeflow.org%2Fjob-name%3Dpt")[QStringLiteral("items")]
                .toArray()
                .size(),
            0);

        // A TFJob whose worker-0 fails.
        const QByteArray tfc
            = R"({"containers":[{"name":"tensorflow","image":"tensorflow/tensorflow"}]})";
        const QByteArray tj
            = R"({"apiVersion":"kubeflow.org/v1","kind":"TFJob","metadata":{"name":"tf","annotations":{"traindeck.test/fail-step":"worker-0"}},)"
              R"("spec":{"tfReplicaSpecs":{"Chief":{"replicas":1,"template":{"spec":)"
              + tfc + R"(}},"Worker":{"replicas":2,"template":{"spec":)" + tfc + "}}}}}";
        QCOMPARE(m_server.request("POST", tf, m_server.token(), &body, tj), 201);
        QVERIFY(waitFor([&] {
            job = getJson(tf + "/tf");
            return !condition(job, QStringLiteral("Failed")).isEmpty();
        }));
        const QJsonObject failed = condition(job, QStringLiteral("Failed"));
        QCOMPARE(failed[QStringLiteral("reason")].toString(), QStringLiteral("TFJobFailed"));
        QCOMPARE(failed[QStringLiteral("message")].toString(),
                 QStringLiteral("TFJob team-a/tf has failed because 1 Worker replica(s) failed."));
        QCOMPARE(condition(job, QStringLiteral("Created"))[QStringLiteral("message")].toString(),
                 QStringLiteral("TFJob tf is created."));
        QCOMPARE(job[QStringLiteral("status")][QStringLiteral("replicaStatuses")]
                    [QStringLiteral("Worker")][QStringLiteral("failed")]
                        .toInt(),
                 1);
        const QJsonObject failedPod = getJson("/api/v1/namespaces/team-a/pods/tf-worker-0");
        QCOMPARE(failedPod[QStringLiteral("status")][QStringLiteral("phase")].toString(),
                 QStringLiteral("Failed"));
        QCOMPARE(failedPod[QStringLiteral("metadata")][QStringLiteral("labels")]
                          [QStringLiteral("training.kubeflow.org/operator-name")]
                              .toString(),
                 QStringLiteral("tfjob-controller"));
        const QJsonObject tfEnv = failedPod[QStringLiteral("spec")][QStringLiteral("containers")][0]
                                           [QStringLiteral("env")][0]
                                               .toObject();
        QCOMPARE(tfEnv[QStringLiteral("name")].toString(), QStringLiteral("TF_CONFIG"));
        QCOMPARE(
            tfEnv[QStringLiteral("value")].toString(),
            QStringLiteral(
                R"({"cluster":{"chief":["tf-chief-0.team-a.svc:2222"],"worker":["tf-worker-0.team-a.svc:2222",)"
                R"("tf-worker-1.team-a.svc:2222"]},"task":{"type":"worker","index":0},"environment":"cloud"})"));
        QCOMPARE(m_server.request(
                     "GET", "/api/v1/namespaces/team-a/pods/tf-chief-0", m_server.token(), &body),
                 404); // cleanPodPolicy Running (TFJob's default) removed the running chief
        QCOMPARE(m_server.request("DELETE", tf + "/tf", m_server.token(), &body), 200);
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
