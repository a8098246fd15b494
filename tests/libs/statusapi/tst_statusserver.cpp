// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The progress API over real TLS: python3 verifies TrainDeck's CA and sends what the Kubeflow
// SDK sends (tests/support/progress/progress_update.py); an accepted update lands in the job's
// folder, a wrong token, another job's name and a bad body get the controller's Status and
// change nothing; the port is kept across runs.
#include "libs/statusapi/statusserver.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <sys/stat.h>

using namespace TrainDeck;
using namespace TrainDeck::StatusApi;

namespace {

QByteArray read(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

int modeOf(const QString &path)
{
    struct stat st
    {};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? int(st.st_mode & 07777) : -1;
}

QByteArray status(int code, const char *reason, const QByteArray &message)
{
    return QByteArray::number(code) + " {\"metadata\":{},\"status\":\"Failure\",\"message\":\""
           + message + "\",\"reason\":\"" + reason + "\",\"code\":" + QByteArray::number(code)
           + "}";
}

} // namespace

class TestStatusServer : public QObject
{
    Q_OBJECT

    QTemporaryDir m_tmp;

    /// Runs the client with `env` and `args` while the event loop serves; its stdout lines.
    QList<QByteArray> client(const EnvList &env, const QStringList &args)
    {
        QProcess p;
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        for (const EnvVar &v : env)
            e.insert(v.name, v.value);
        p.setProcessEnvironment(e);
        p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        p.start(QStringLiteral("python3"),
                QStringList{QStringLiteral(TRAINDECK_SOURCE_DIR
                                           "/tests/support/progress/progress_update.py")}
                    + args);
        QSignalSpy done(&p, &QProcess::finished);
        if (!done.wait(30000))
            return {};
        return p.readAllStandardOutput().split('\n');
    }

private Q_SLOTS:
    void endToEnd()
    {
        const QString state = m_tmp.filePath(QStringLiteral("state"));
        const QString root = m_tmp.filePath(QStringLiteral("jobs"));
        const QString jobDir = QDir(root).filePath(QStringLiteral("my-job"));
        const QString otherDir = QDir(root).filePath(QStringLiteral("other-job"));
        QVERIFY(QDir().mkpath(jobDir) && QDir().mkpath(otherDir));
        StatusServer server({state, {root}, 0});
        auto started = server.start();
        QVERIFY2(started.ok(), qPrintable(started.ok() ? QString() : started.error().message));
        QVERIFY(server.port() > 0);
        QCOMPARE(read(QDir(state).filePath(QStringLiteral("port"))),
                 QByteArray::number(server.port()) + '\n');

        auto env = server.endpoint().prepareJob(jobDir,
                                                QStringLiteral("my-job"),
                                                QStringLiteral("localhost"),
                                                QDir(jobDir).filePath(QStringLiteral("status")));
        QVERIFY(env.ok());
        QVERIFY(server.endpoint()
                    .prepareJob(otherDir,
                                QStringLiteral("other-job"),
                                QStringLiteral("localhost"),
                                QDir(otherDir).filePath(QStringLiteral("status")))
                    .ok());
        QCOMPARE(
            findEnv(*env, QStringLiteral("KUBEFLOW_TRAINER_SERVER_URL"))->value,
            QStringLiteral("https://localhost:%1/apis/trainer.kubeflow.org/v1alpha1/namespaces/"
                           "default/trainjobs/my-job/status")
                .arg(server.port()));
        const QString tokenFile = QDir(jobDir).filePath(QStringLiteral("status/token"));
        QCOMPARE(findEnv(*env, QStringLiteral("KUBEFLOW_TRAINER_SERVER_TOKEN"))->value, tokenFile);
        QCOMPARE(modeOf(tokenFile), 0600);
        QCOMPARE(read(tokenFile).size(), 64);
        QCOMPARE(read(QDir(jobDir).filePath(QStringLiteral("status/ca.crt"))), server.caPem());

        QSignalSpy accepted(&server, &StatusServer::updateAccepted);
        const QList<QByteArray> out
            = client(*env,
                     {QStringLiteral("update"),
                      QStringLiteral("42"),
                      QStringLiteral("120"),
                      QStringLiteral("loss=0.123"),
                      QStringLiteral("accuracy=0.95"),
                      // the same job's token for another job's name
                      QStringLiteral("as-job"),
                      QStringLiteral("other-job"),
                      QStringLiteral("update"),
                      QStringLiteral("1"),
                      QStringLiteral("1"),
                      QStringLiteral("token"),
                      QString(64, u'0'),
                      QStringLiteral("update"),
                      QStringLiteral("2"),
                      QStringLiteral("2"),
                      QStringLiteral("raw"),
                      QStringLiteral("{\"trainerStatus\": {\"progressPercentage\": \"x\"}}"),
                      QStringLiteral("update"),
                      QStringLiteral("3"),
                      QStringLiteral("3"),
                      QStringLiteral("raw"),
                      QStringLiteral("{\"trainerStatus\": {\"progressPercentage\": 101, "
                                     "\"lastUpdatedTime\": \"2026-01-01T00:00:00Z\"}}"),
                      QStringLiteral("update"),
                      QStringLiteral("3"),
                      QStringLiteral("3")});
        QCOMPARE(out.size(), 6);
        QVERIFY2(out[0].startsWith(
                     "200 "
                     "{\"trainerStatus\":{\"progressPercentage\":42,\"estimatedRemainingSeconds\":"
                     "120,\"metrics\":[{\"name\":\"loss\",\"value\":\"0.123\"},{\"name\":"
                     "\"accuracy\",\"value\":\"0.95\"}],\"lastUpdatedTime\":\""),
                 out[0].constData());
        QCOMPARE(out[1], status(403, "Forbidden", "Forbidden"));
        QCOMPARE(out[2], status(403, "Forbidden", "Forbidden"));
        QCOMPARE(out[3], status(422, "Invalid", "Invalid payload"));
        QCOMPARE(out[4],
                 status(422,
                        "Invalid",
                        "TrainJob.trainer.kubeflow.org \\\"my-job\\\" is invalid: "
                        "status.trainerStatus.progressPercentage: Invalid value: 101: "
                        "status.trainerStatus.progressPercentage in body should be less than or "
                        "equal to 100"));

        QCOMPARE(accepted.size(), 1);
        QCOMPARE(accepted[0][0].toString(), QStringLiteral("my-job"));
        QCOMPARE(accepted[0][1].toString(), jobDir);
        const QString file = QDir(jobDir).filePath(QStringLiteral("trainerstatus.json"));
        QCOMPARE(modeOf(file), 0600);
        auto kept = StatusServer::readStatus(jobDir);
        QVERIFY(kept.ok());
        QCOMPARE(kept->progressPercentage.value(), 42);
        QCOMPARE(kept->estimatedRemainingSeconds.value(), 120);
        QCOMPARE(kept->metrics.size(), 2);
        QCOMPARE(kept->metrics[0], std::pair(QStringLiteral("loss"), QStringLiteral("0.123")));
        QVERIFY(qAbs(kept->lastUpdatedTime.secsTo(QDateTime::currentDateTimeUtc())) < 60);
        // Nothing reached the other job.
        QVERIFY(!QFileInfo::exists(QDir(otherDir).filePath(QStringLiteral("trainerstatus.json"))));

        // A job whose folder was deleted no longer has a token: Forbidden.
        QVERIFY(QDir(otherDir).removeRecursively());
        auto otherEnv = *env;
        setEnv(otherEnv,
               QStringLiteral("KUBEFLOW_TRAINER_SERVER_URL"),
               server.url(QStringLiteral("127.0.0.1"), QStringLiteral("other-job")));
        QCOMPARE(
            client(otherEnv, {QStringLiteral("update"), QStringLiteral("5"), QStringLiteral("5")})
                .value(0),
            status(403, "Forbidden", "Forbidden"));
    }

    void unroutedAndMalformed()
    {
        const QString state = m_tmp.filePath(QStringLiteral("state2"));
        StatusServer server({state, {}, 0});
        QVERIFY(server.start().ok());
        // curl speaks HTTP/1.1 over TLS with the CA; a GET is the controller's 404 "Not found".
        QProcess curl;
        curl.start(
            QStringLiteral("python3"),
            {QStringLiteral("-c"),
             QStringLiteral(
                 "import ssl,socket,sys\n"
                 "ctx=ssl.create_default_context(cafile=sys.argv[1])\n"
                 "for req in [b'GET "
                 "/apis/trainer.kubeflow.org/v1alpha1/namespaces/default/trainjobs/j/status "
                 "HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n',"
                 " b'POST / HTTP/1.1\\r\\nContent-Length: 70000\\r\\n\\r\\n', "
                 "b'BAD\\r\\n\\r\\n']:\n"
                 "  "
                 "s=ctx.wrap_socket(socket.create_connection(('127.0.0.1',int(sys.argv[2]))),"
                 "server_hostname='127.0.0.1')\n"
                 "  s.sendall(req); data=b''\n"
                 "  s.settimeout(5)\n"
                 "  while b'\\r\\n\\r\\n' not in data or len(data.split(b'\\r\\n\\r\\n',1)[1]) < "
                 "int(data.split(b'Content-Length: ')[1].split(b'\\r\\n')[0]):\n"
                 "    chunk=s.recv(65536)\n"
                 "    if not chunk: break\n"
                 "    data+=chunk\n"
                 "  head,body=data.split(b'\\r\\n\\r\\n',1)\n"
                 "  print(head.split(b'\\r\\n')[0].decode(), body.decode().rstrip())\n"),
             QDir(state).filePath(QStringLiteral("ca.crt")),
             QString::number(server.port())});
        QSignalSpy done(&curl, &QProcess::finished);
        QVERIFY(done.wait(30000));
        const QList<QByteArray> lines = curl.readAllStandardOutput().trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        QCOMPARE(
            lines[0],
            QByteArray(
                "HTTP/1.1 404 Not Found {\"metadata\":{},\"status\":\"Failure\",\"message\":\"Not "
                "found\",\"reason\":\"NotFound\",\"code\":404}"));
        QCOMPARE(lines[1],
                 QByteArray("HTTP/1.1 413 Request Entity Too Large "
                            "{\"metadata\":{},\"status\":\"Failure\",\"message\":\"Payload too "
                            "large\",\"reason\":\"RequestEntityTooLarge\",\"code\":413}"));
        QCOMPARE(lines[2], QByteArray("HTTP/1.1 400 Bad Request 400 Bad Request"));
    }

    void portKeptAcrossRuns()
    {
        const QString state = m_tmp.filePath(QStringLiteral("state3"));
        quint16 first = 0;
        QByteArray ca;
        {
            StatusServer a({state, {}, 0});
            QVERIFY(a.start().ok());
            first = a.port();
            ca = a.caPem();
        }
        // b serves from its own thread, as another process would: c's probe blocks.
        QThread thread;
        thread.start();
        auto *b = new StatusServer({state, {}, 0});
        b->moveToThread(&thread);
        bool started = false;
        QMetaObject::invokeMethod(
            b, [&] { started = b->start().ok(); }, Qt::BlockingQueuedConnection);
        QVERIFY(started);
        QCOMPARE(b->port(), first);
        QCOMPARE(b->caPem(), ca);
        // Served by another TrainDeck with the same certificate: shared, not moved.
        {
            StatusServer c({state, {}, 0});
            QVERIFY(c.start().ok());
            QVERIFY(c.isShared());
            QVERIFY(!c.isListening());
            QCOMPARE(c.port(), first);
            QCOMPARE(c.endpoint().caPem, ca);
        }
        QMetaObject::invokeMethod(
            b, [b] { delete b; }, Qt::BlockingQueuedConnection);
        thread.quit();
        thread.wait();
        // Taken by another program: a new port, remembered.
        QTcpServer foreign;
        QVERIFY(foreign.listen(QHostAddress::LocalHost));
        QVERIFY(QFile::remove(QDir(state).filePath(QStringLiteral("port"))));
        QFile portFile(QDir(state).filePath(QStringLiteral("port")));
        QVERIFY(portFile.open(QIODevice::WriteOnly));
        portFile.write(QByteArray::number(foreign.serverPort()) + '\n');
        portFile.close();
        StatusServer d({state, {}, 0});
        QVERIFY(d.start().ok());
        QVERIFY(d.isListening());
        QVERIFY(d.port() != foreign.serverPort());
        QCOMPARE(read(QDir(state).filePath(QStringLiteral("port"))),
                 QByteArray::number(d.port()) + '\n');
    }
};

QTEST_GUILESS_MAIN(TestStatusServer)
#include "tst_statusserver.moc"
