// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Kubernetes Status bodies made errors: each code says what was refused, for whom and what
// to do; 422 lists every cause; bodies that are not a Status are quoted, not trusted.
#include "backends/kubernetes/kubestatus.h"

#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Kubernetes;

namespace {

KubeRequestContext ctx(const QString &verb, const QString &name = QStringLiteral("demo"))
{
    KubeRequestContext c;
    c.verb = verb;
    c.resource = QStringLiteral("trainjobs.trainer.kubeflow.org");
    c.nameSpace = QStringLiteral("team-a");
    c.name = name;
    c.server = QStringLiteral("https://127.0.0.1:6443");
    c.context = QStringLiteral("prod");
    c.user = QStringLiteral("alice");
    return c;
}

QByteArray status(int code,
                  const QByteArray &reason,
                  const QByteArray &message,
                  const QByteArray &details = "{}")
{
    return R"({"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":")"
           + message + R"(","reason":")" + reason + R"(","details":)" + details + R"(,"code":)"
           + QByteArray::number(code) + "}";
}

} // namespace

class TestKubeStatus : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void codes_data()
    {
        QTest::addColumn<int>("code");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("verb");
        QTest::addColumn<Error::Kind>("kind");
        QTest::addColumn<QString>("message");
        QTest::addRow("401") << 401 << status(401, "Unauthorized", "Unauthorized") << "list"
                             << Error::Kind::Http
                             << "https://127.0.0.1:6443 (context prod) did not accept the "
                                "credentials of user 'alice' (401 Unauthorized: Unauthorized). "
                                "Renew them (a token or certificate may have expired; an exec "
                                "plugin may need you to log in again) or check the user in the "
                                "kubeconfig";
        QTest::addRow("403")
            << 403
            << status(403,
                      "Forbidden",
                      "trainjobs.trainer.kubeflow.org \\\"demo\\\" is forbidden: User "
                      "\\\"alice\\\" cannot delete resource \\\"trainjobs\\\"")
            << "delete" << Error::Kind::Http
            << "https://127.0.0.1:6443 (context prod) refused to delete "
               "trainjobs.trainer.kubeflow.org \"demo\" in namespace team-a for user 'alice' "
               "(403 Forbidden): trainjobs.trainer.kubeflow.org \"demo\" is forbidden: User "
               "\"alice\" cannot delete resource \"trainjobs\". Ask the cluster's administrator "
               "for a Role that allows 'delete' on trainjobs.trainer.kubeflow.org in namespace "
               "team-a";
        QTest::addRow("403 from an admission webhook")
            << 403
            << status(403,
                      "Forbidden",
                      "admission webhook \\\"validator.trainjob.trainer.kubeflow.org\\\" denied "
                      "the request: spec.runtimeRef: not found")
            << "create" << Error::Kind::Validation
            << "cannot create trainjobs.trainer.kubeflow.org \"demo\" in namespace team-a: the "
               "cluster's admission webhook refused it (403): admission webhook "
               "\"validator.trainjob.trainer.kubeflow.org\" denied the request: spec.runtimeRef: "
               "not found";
        QTest::addRow("404") << 404
                             << status(404,
                                       "NotFound",
                                       "trainjobs.trainer.kubeflow.org \\\"demo\\\" not found")
                             << "get" << Error::Kind::NotFound
                             << "cannot get trainjobs.trainer.kubeflow.org \"demo\" in namespace "
                                "team-a: trainjobs.trainer.kubeflow.org \"demo\" not found (404 "
                                "NotFound on https://127.0.0.1:6443 (context prod))";
        QTest::addRow("409 exists")
            << 409
            << status(409,
                      "AlreadyExists",
                      "trainjobs.trainer.kubeflow.org \\\"demo\\\" already exists")
            << "create" << Error::Kind::Conflict
            << "cannot create trainjobs.trainer.kubeflow.org \"demo\" in namespace team-a: "
               "trainjobs.trainer.kubeflow.org \"demo\" already exists; choose another name or "
               "delete the existing one first";
        QTest::addRow("409 conflict")
            << 409 << status(409, "Conflict", "Operation cannot be fulfilled") << "patch"
            << Error::Kind::Conflict
            << "cannot patch trainjobs.trainer.kubeflow.org \"demo\" in namespace team-a: "
               "Operation cannot be fulfilled (409 Conflict); it changed on the server: reload "
               "it and try again";
        QTest::addRow("410") << 410 << status(410, "Expired", "too old resource version: 1 (9)")
                             << "watch" << Error::Kind::Http
                             << "cannot watch trainjobs.trainer.kubeflow.org \"demo\" in "
                                "namespace team-a: too old resource version: 1 (9) (410 "
                                "Expired); the list must be read again";
        QTest::addRow("429") << 429 << status(429, "TooManyRequests", "slow down") << "list"
                             << Error::Kind::Http
                             << "https://127.0.0.1:6443 (context prod) is throttling requests "
                                "(429 TooManyRequests: slow down); list "
                                "trainjobs.trainer.kubeflow.org \"demo\" in namespace team-a was "
                                "retried and still refused: try again later";
        QTest::addRow("500 text") << 500 << QByteArray("boom: internal failure") << "get"
                                  << Error::Kind::Http
                                  << "cannot get trainjobs.trainer.kubeflow.org \"demo\" in "
                                     "namespace team-a: https://127.0.0.1:6443 (context prod) "
                                     "answered 500: \"boom: internal failure\" (not a Kubernetes "
                                     "Status: a proxy or load balancer may be in the way)";
        QTest::addRow("503 empty") << 503 << QByteArray() << "get" << Error::Kind::Http
                                   << "cannot get trainjobs.trainer.kubeflow.org \"demo\" in "
                                      "namespace team-a: https://127.0.0.1:6443 (context prod) "
                                      "answered 503: an empty answer";
        QTest::addRow("504") << 504 << status(504, "Timeout", "took too long") << "list"
                             << Error::Kind::Timeout
                             << "cannot list trainjobs.trainer.kubeflow.org \"demo\" in "
                                "namespace team-a: https://127.0.0.1:6443 (context prod) "
                                "answered 504 Timeout: took too long";
    }

    void codes()
    {
        QFETCH(int, code);
        QFETCH(QByteArray, body);
        QFETCH(QString, verb);
        QFETCH(Error::Kind, kind);
        QFETCH(QString, message);
        const Error e = KubeStatus::toError(
            code, body.startsWith('{') ? "application/json" : "text/plain", body, ctx(verb));
        QCOMPARE(e.kind, kind);
        QCOMPARE(e.httpStatus, code);
        QCOMPARE(e.message, message);
    }

    void invalidListsEveryCause()
    {
        // (moc cannot read backslashes inside raw strings: spelled out)
        const QByteArray details
            = "{\"name\":\"Bad_Name\",\"group\":\"trainer.kubeflow.org\",\"kind\":\"TrainJob\","
              "\"causes\":[{\"reason\":\"FieldValueInvalid\",\"message\":\"Invalid value: "
              "\\\"Bad_Name\\\": a lowercase RFC 1035 label\",\"field\":\"metadata.name\"},"
              "{\"reason\":\"FieldValueRequired\",\"message\":\"Required value\","
              "\"field\":\"spec.runtimeRef.name\"}]}";
        const Error e = KubeStatus::toError(
            422,
            "application/json; charset=utf-8",
            status(422,
                   "Invalid",
                   "TrainJob.trainer.kubeflow.org \\\"Bad_Name\\\" is invalid",
                   details),
            ctx(QStringLiteral("create"), QStringLiteral("Bad_Name")));
        QCOMPARE(e.kind, Error::Kind::Validation);
        QCOMPARE(e.field, QStringLiteral("metadata.name"));
        QCOMPARE(e.message,
                 QStringLiteral(
                     "https://127.0.0.1:6443 (context prod) rejected create "
                     "trainjobs.trainer.kubeflow.org \"Bad_Name\" in namespace team-a as invalid "
                     "(422): TrainJob.trainer.kubeflow.org \"Bad_Name\" is invalid\n"
                     "  - metadata.name: Invalid value: \"Bad_Name\": a lowercase RFC 1035 label "
                     "(FieldValueInvalid)\n"
                     "  - spec.runtimeRef.name: Required value (FieldValueRequired)"));
    }

    void httpStatusWinsOverBody()
    {
        // A Status that claims another code than the HTTP answer: the answer is the truth.
        const Error e = KubeStatus::toError(
            404, "application/json", status(200, "NotFound", "gone"), ctx("get"));
        QCOMPARE(e.httpStatus, 404);
        QCOMPARE(e.kind, Error::Kind::NotFound);
    }

    void jsonThatIsNotAStatusIsQuoted()
    {
        const Error e = KubeStatus::toError(
            502, "application/json", R"({"error":"bad gateway"})", ctx("get"));
        QCOMPARE(e.message,
                 QStringLiteral("cannot get trainjobs.trainer.kubeflow.org \"demo\" in namespace "
                                "team-a: https://127.0.0.1:6443 (context prod) answered 502: "
                                "\"{\"error\":\"bad gateway\"}\" (not a Kubernetes Status: a "
                                "proxy or load balancer may be in the way)"));
    }

    void longBodiesAreShortened()
    {
        const Error e = KubeStatus::toError(500, "text/html", QByteArray(5000, 'x'), ctx("get"));
        QVERIFY(e.message.contains(QString(300, QLatin1Char('x')) + QStringLiteral("…\"")));
        QVERIFY(!e.message.contains(QString(301, QLatin1Char('x'))));
    }

    void retryable()
    {
        for (int c : {429, 500, 502, 503, 504})
            QVERIFY2(KubeStatus::retryable(c), qPrintable(QString::number(c)));
        for (int c : {400, 401, 403, 404, 409, 410, 422, 501})
            QVERIFY2(!KubeStatus::retryable(c), qPrintable(QString::number(c)));
    }
};

QTEST_GUILESS_MAIN(TestKubeStatus)
#include "tst_kubestatus.moc"
