// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The controller's status endpoint without I/O: routing, bearer tokens, decoding like Go's
// encoding/json, the TrainJob CRD's TrainerStatus rules and the exact metav1.Status bodies
// (pkg/statusserver/server.go, trainjob_types.go; docs/progress-api.md).
#include "libs/statusapi/apistatus.h"
#include "libs/statusapi/jobtoken.h"
#include "libs/statusapi/statushandler.h"

#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::StatusApi;

namespace {

const QByteArray goodToken = "aa11";
const QString jobDir = QStringLiteral("/jobs/my-job");

StatusRequest
post(const QByteArray &path, const QByteArray &body, const QByteArray &auth = "Bearer " + goodToken)
{
    StatusRequest r;
    r.method = "POST";
    r.target = path;
    if (!auth.isNull())
        r.headers.append(std::pair<QByteArray, QByteArray>("authorization", auth));
    r.headers.append(std::pair<QByteArray, QByteArray>("content-type", "application/json"));
    r.body = body;
    return r;
}

const QByteArray myPath
    = "/apis/trainer.kubeflow.org/v1alpha1/namespaces/default/trainjobs/my-job/status";

struct Run
{
    StatusHandler::Reply reply;
    int stored = 0;
    TrainerStatus last;
};

Run run(const StatusRequest &r, Result<void> storeResult = {})
{
    Run out;
    out.reply = StatusHandler::handle(
        r,
        QStringLiteral("default"),
        [](const QString &name, const QByteArray &token) {
            return name == QLatin1String("my-job") && JobToken::equals(token, goodToken)
                       ? jobDir
                       : QString();
        },
        [&](const QString &dir, const TrainerStatus &s) -> Result<void> {
            if (dir != jobDir)
                return Error::make(Error::Kind::Io, dir);
            ++out.stored;
            out.last = s;
            return storeResult;
        });
    return out;
}

QByteArray statusBody(int code, const char *reason, const QByteArray &message)
{
    return "{\"metadata\":{},\"status\":\"Failure\",\"message\":\"" + message + "\",\"reason\":\""
           + reason + "\",\"code\":" + QByteArray::number(code) + "}\n";
}

} // namespace

class TestStatusHandler : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void statusBodiesAreTheControllers()
    {
        QCOMPARE(ApiStatus::forbidden().body(), statusBody(403, "Forbidden", "Forbidden"));
        QCOMPARE(ApiStatus::notFound().body(), statusBody(404, "NotFound", "Not found"));
        QCOMPARE(ApiStatus::jobNotFound().body(),
                 statusBody(404, "NotFound", "Train job not found"));
        QCOMPARE(ApiStatus::invalidPayload().body(), statusBody(422, "Invalid", "Invalid payload"));
        QCOMPARE(ApiStatus::payloadTooLarge().body(),
                 statusBody(413, "RequestEntityTooLarge", "Payload too large"));
        QCOMPARE(ApiStatus::internalError().body(),
                 statusBody(500, "InternalError", "Internal error"));
        // Go escapes HTML characters and quotes in messages.
        QCOMPARE(ApiStatus::invalid(QStringLiteral("a \"b\" <c>")).body(),
                 statusBody(422, "Invalid", "a \\\"b\\\" \\u003cc\\u003e"));
    }

    void acceptsAndEchoes()
    {
        // The controller's e2e script's payload (test/e2e/testdata/status_update.py) as
        // Python's json.dumps writes it, with isoformat()'s microseconds and offset.
        const QByteArray body = "{\"trainerStatus\": {\"progressPercentage\": 42, "
                                "\"estimatedRemainingSeconds\": 120, "
                                "\"metrics\": [{\"name\": \"loss\", \"value\": \"0.123\"}, "
                                "{\"name\": \"accuracy\", \"value\": \"0.95\"}], "
                                "\"lastUpdatedTime\": \"2026-06-12T03:00:00.123456+00:00\"}}";
        const Run r = run(post(myPath, body));
        QCOMPARE(r.reply.code, 200);
        QCOMPARE(r.stored, 1);
        QCOMPARE(r.reply.jobDir, jobDir);
        QCOMPARE(
            r.reply.body,
            QByteArray(
                "{\"trainerStatus\":{\"progressPercentage\":42,\"estimatedRemainingSeconds\":120,"
                "\"metrics\":[{\"name\":\"loss\",\"value\":\"0.123\"},{\"name\":\"accuracy\","
                "\"value\":\"0.95\"}],"
                "\"lastUpdatedTime\":\"2026-06-12T03:00:00Z\"}}"
                "\n"));
        QCOMPARE(r.last.progressPercentage.value(), 42);
        QCOMPARE(r.last.estimatedRemainingSeconds.value(), 120);
        QCOMPARE(r.last.metrics.size(), 2);
        QCOMPARE(r.last.metrics[1].first, QStringLiteral("accuracy"));
        QCOMPARE(r.last.metrics[1].second, QStringLiteral("0.95"));
        QCOMPARE(r.last.lastUpdatedTime,
                 QDateTime(QDate(2026, 6, 12), QTime(3, 0, 0, 123), Qt::UTC));
    }

    void goDecoding()
    {
        // Keys match case-insensitively, unknown keys are ignored, trailing bytes after the
        // first value too, an offset is converted to UTC.
        const Run r = run(post(myPath,
                               "{\"TRAINERSTATUS\": {\"ProgressPercentage\": 7, \"x\": [1], "
                               "\"lastupdatedtime\": \"2026-06-12T05:30:00+02:30\"}} trailing"));
        QCOMPARE(r.reply.code, 200);
        QCOMPARE(r.last.progressPercentage.value(), 7);
        QVERIFY(!r.last.estimatedRemainingSeconds);
        QCOMPARE(r.last.lastUpdatedTime, QDateTime(QDate(2026, 6, 12), QTime(3, 0), Qt::UTC));
    }

    void emptyUpdateIsAnsweredNotStored_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("object") << QByteArray("{}");
        QTest::newRow("null") << QByteArray("null");
        QTest::newRow("null status") << QByteArray("{\"trainerStatus\": null}");
    }
    void emptyUpdateIsAnsweredNotStored()
    {
        QFETCH(QByteArray, body);
        const Run r = run(post(myPath, body));
        QCOMPARE(r.reply.code, 200);
        QCOMPARE(r.reply.body, QByteArray("{}\n"));
        QCOMPARE(r.stored, 0);
    }

    void routingAndAuth_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QByteArray>("path");
        QTest::addColumn<QByteArray>("auth");
        QTest::addColumn<int>("code");
        QTest::addColumn<QByteArray>("body");
        const QByteArray forbidden = statusBody(403, "Forbidden", "Forbidden");
        const QByteArray notFound = statusBody(404, "NotFound", "Not found");
        const QByteArray ok = "Bearer " + goodToken;
        QTest::newRow("wrong token")
            << QByteArray("POST") << myPath << QByteArray("Bearer aa12") << 403 << forbidden;
        QTest::newRow("no header")
            << QByteArray("POST") << myPath << QByteArray() << 403 << forbidden;
        QTest::newRow("basic scheme")
            << QByteArray("POST") << myPath << QByteArray("Basic " + goodToken) << 403 << forbidden;
        QTest::newRow("three fields")
            << QByteArray("POST") << myPath << QByteArray(ok + " x") << 403 << forbidden;
        QTest::newRow("bearer lower case, spaces")
            << QByteArray("POST") << myPath << QByteArray("  bearer   " + goodToken + " ") << 200
            << QByteArray("{}\n");
        QTest::newRow("another job's name")
            << QByteArray("POST")
            << QByteArray(
                   "/apis/trainer.kubeflow.org/v1alpha1/namespaces/default/trainjobs/other/status")
            << ok << 403 << forbidden;
        QTest::newRow("another namespace")
            << QByteArray("POST")
            << QByteArray(
                   "/apis/trainer.kubeflow.org/v1alpha1/namespaces/team/trainjobs/my-job/status")
            << ok << 403 << forbidden;
        QTest::newRow("percent-encoded name")
            << QByteArray("POST")
            << QByteArray("/apis/trainer.kubeflow.org/v1alpha1/namespaces/default/trainjobs/"
                          "my%2Djob/status")
            << ok << 200 << QByteArray("{}\n");
        QTest::newRow("query ignored") << QByteArray("POST") << QByteArray(myPath + "?dryRun=All")
                                       << ok << 200 << QByteArray("{}\n");
        QTest::newRow("GET is not routed") << QByteArray("GET") << myPath << ok << 404 << notFound;
        QTest::newRow("PUT is not routed") << QByteArray("PUT") << myPath << ok << 404 << notFound;
        QTest::newRow("trailing slash")
            << QByteArray("POST") << QByteArray(myPath + "/") << ok << 404 << notFound;
        QTest::newRow("root") << QByteArray("POST") << QByteArray("/") << ok << 404 << notFound;
        QTest::newRow("empty name")
            << QByteArray("POST")
            << QByteArray(
                   "/apis/trainer.kubeflow.org/v1alpha1/namespaces/default/trainjobs//status")
            << ok << 404 << notFound;
    }
    void routingAndAuth()
    {
        QFETCH(QByteArray, method);
        QFETCH(QByteArray, path);
        QFETCH(QByteArray, auth);
        QFETCH(int, code);
        QFETCH(QByteArray, body);
        StatusRequest req = post(path, "{}", auth);
        req.method = method;
        const Run r = run(req);
        QCOMPARE(r.reply.code, code);
        QCOMPARE(r.reply.body, body);
        QCOMPARE(r.stored, 0);
    }

    void authBeforeBody()
    {
        // A forbidden request is refused before its body is looked at, as the controller does.
        const Run r = run(post(myPath, "not json", "Bearer nope"));
        QCOMPARE(r.reply.code, 403);
    }

    void invalidPayload_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("not json") << QByteArray("progress=5");
        QTest::newRow("list") << QByteArray("[]");
        QTest::newRow("status is a string") << QByteArray("{\"trainerStatus\": \"x\"}");
        QTest::newRow("float percent")
            << QByteArray("{\"trainerStatus\": {\"progressPercentage\": 4.5}}");
        QTest::newRow("exponent percent")
            << QByteArray("{\"trainerStatus\": {\"progressPercentage\": 1e1}}");
        QTest::newRow("string percent")
            << QByteArray("{\"trainerStatus\": {\"progressPercentage\": \"5\"}}");
        QTest::newRow("int32 overflow")
            << QByteArray("{\"trainerStatus\": {\"estimatedRemainingSeconds\": 2147483648}}");
        QTest::newRow("metrics object")
            << QByteArray("{\"trainerStatus\": {\"metrics\": {\"loss\": \"1\"}}}");
        QTest::newRow("metric value number") << QByteArray(
            "{\"trainerStatus\": {\"metrics\": [{\"name\": \"loss\", \"value\": 1.5}]}}");
        QTest::newRow("time without zone")
            << QByteArray("{\"trainerStatus\": {\"lastUpdatedTime\": \"2026-06-12T03:00:00\"}}");
        QTest::newRow("time empty")
            << QByteArray("{\"trainerStatus\": {\"lastUpdatedTime\": \"\"}}");
        QTest::newRow("time 25 o'clock")
            << QByteArray("{\"trainerStatus\": {\"lastUpdatedTime\": \"2026-06-12T25:00:00Z\"}}");
        QTest::newRow("time number") << QByteArray("{\"trainerStatus\": {\"lastUpdatedTime\": 1}}");
    }
    void invalidPayload()
    {
        QFETCH(QByteArray, body);
        const Run r = run(post(myPath, body));
        QCOMPARE(r.reply.code, 422);
        QCOMPARE(r.reply.body, statusBody(422, "Invalid", "Invalid payload"));
        QCOMPARE(r.stored, 0);
    }

    void validation_data()
    {
        QTest::addColumn<QByteArray>("status");
        QTest::addColumn<QByteArray>("message");
        const QByteArray t = "\"lastUpdatedTime\": \"2026-06-12T03:00:00Z\"";
        const QByteArray pre = "TrainJob.trainer.kubeflow.org \\\"my-job\\\" is invalid: ";
        const QByteArray p = "status.trainerStatus.progressPercentage";
        const QByteArray e = "status.trainerStatus.estimatedRemainingSeconds";
        QTest::newRow("percent 101") << QByteArray("\"progressPercentage\": 101, " + t)
                                     << pre + p + ": Invalid value: 101: " + p
                                            + " in body should be less than or equal to 100";
        QTest::newRow("percent -1") << QByteArray("\"progressPercentage\": -1, " + t)
                                    << pre + p + ": Invalid value: -1: " + p
                                           + " in body should be greater than or equal to 0";
        QTest::newRow("eta -5") << QByteArray("\"estimatedRemainingSeconds\": -5, " + t)
                                << pre + e + ": Invalid value: -5: " + e
                                       + " in body should be greater than or equal to 0";
        QTest::newRow("time missing")
            << QByteArray("\"progressPercentage\": 5")
            << pre
                   + "status.trainerStatus: Invalid value: \\\"object\\\": lastUpdatedTime is "
                     "required when trainerStatus is present";
        QTest::newRow("time null")
            << QByteArray("\"lastUpdatedTime\": null")
            << pre
                   + "status.trainerStatus: Invalid value: \\\"object\\\": lastUpdatedTime is "
                     "required when trainerStatus is present";
        QTest::newRow("empty metric name")
            << QByteArray("\"metrics\": [{\"value\": \"1\"}], " + t)
            << pre
                   + "status.trainerStatus.metrics[0].name: Invalid value: \\\"\\\": "
                     "status.trainerStatus.metrics[0].name in body should be at least 1 chars long";
        QTest::newRow("65-char value") << QByteArray("\"metrics\": [{\"name\": \"a\", \"value\": \""
                                                     + QByteArray(65, '9') + "\"}], " + t)
                                       << pre
                                              + "status.trainerStatus.metrics[0].value: Too long: "
                                                "may not be more than 64 bytes";
        QTest::newRow("two errors")
            << QByteArray("\"progressPercentage\": 200, \"estimatedRemainingSeconds\": -1")
            << pre + "[" + p + ": Invalid value: 200: " + p
                   + " in body should be less than or equal to 100, " + e
                   + ": Invalid value: -1: " + e + " in body should be greater than or equal to 0, "
                   + "status.trainerStatus: Invalid value: \\\"object\\\": lastUpdatedTime is "
                     "required when trainerStatus is present]";
        QByteArray many;
        for (int i = 0; i < 257; ++i)
            many += QByteArray(i ? ", " : "") + "{\"name\": \"m\", \"value\": \"1\"}";
        QTest::newRow("257 metrics")
            << QByteArray("\"metrics\": [" + many + "], " + t)
            << pre + "status.trainerStatus.metrics: Too many: 257: must have at most 256 items";
    }
    void validation()
    {
        QFETCH(QByteArray, status);
        QFETCH(QByteArray, message);
        const Run r = run(post(myPath, "{\"trainerStatus\": {" + status + "}}"));
        QCOMPARE(r.reply.code, 422);
        QCOMPARE(r.reply.body, statusBody(422, "Invalid", message));
        QCOMPARE(r.stored, 0);
    }

    void limitsAreInclusive()
    {
        QByteArray many;
        for (int i = 0; i < 256; ++i)
            many += QByteArray(i ? ", " : "") + "{\"name\": \"m\", \"value\": \"1\"}";
        const QByteArray chars64 = QString(64, QChar(0x00e9)).toUtf8(); // 64 characters, 128 bytes
        const Run r = run(
            post(myPath,
                 "{\"trainerStatus\": {\"progressPercentage\": 100, "
                 "\"estimatedRemainingSeconds\": 0, \"metrics\": ["
                     + many + ", {\"name\": \"" + chars64
                     + "\", \"value\": \"0\"}], \"lastUpdatedTime\": \"2026-06-12T03:00:00Z\"}}"));
        QCOMPARE(r.reply.code, 422); // 257 metrics
        QVERIFY(r.reply.body.contains("Too many: 257"));
        QVERIFY(!r.reply.body.contains("Too long"));
        const Run ok = run(post(myPath,
                                "{\"trainerStatus\": {\"progressPercentage\": 100, "
                                "\"estimatedRemainingSeconds\": 0, \"metrics\": ["
                                    + many + "], \"lastUpdatedTime\": \"2026-06-12T03:00:00Z\"}}"));
        QCOMPARE(ok.reply.code, 200);
        QCOMPARE(ok.last.metrics.size(), 256);
    }

    void storeFailures()
    {
        const QByteArray body
            = "{\"trainerStatus\": {\"lastUpdatedTime\": \"2026-06-12T03:00:00Z\"}}";
        Run gone = run(post(myPath, body), Error::make(Error::Kind::NotFound, QStringLiteral("x")));
        QCOMPARE(gone.reply.code, 404);
        QCOMPARE(gone.reply.body, statusBody(404, "NotFound", "Train job not found"));
        Run io = run(post(myPath, body), Error::make(Error::Kind::Io, QStringLiteral("x")));
        QCOMPARE(io.reply.code, 500);
        QCOMPARE(io.reply.body, statusBody(500, "InternalError", "Internal error"));
    }

    void tokens()
    {
        const QByteArray a = JobToken::generate();
        const QByteArray b = JobToken::generate();
        QCOMPARE(a.size(), 64); // 256 bits, hex
        QVERIFY(a != b);
        QVERIFY(JobToken::equals(a, a));
        QVERIFY(!JobToken::equals(a, b));
        QVERIFY(!JobToken::equals(a, a.left(63)));
        QVERIFY(!JobToken::equals(QByteArray(), QByteArray()));
        QCOMPARE(JobToken::fromAuthorization("Bearer x"), QByteArray("x"));
        QCOMPARE(JobToken::fromAuthorization("BEARER\tx"), QByteArray("x"));
        QCOMPARE(JobToken::fromAuthorization("Bearer"), QByteArray());
        QCOMPARE(JobToken::fromAuthorization("Token x"), QByteArray());
    }
};

QTEST_APPLESS_MAIN(TestStatusHandler)
#include "tst_statushandler.moc"
