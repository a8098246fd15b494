// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "tests/support/kubetestserver.h"
#include "tests/support/prerequisite.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

/// The official Python client (Debian's python3-kubernetes), used the way the Kubeflow SDK uses
/// it, against the test API server: tests/kubeapiserver/pyclient_checks.py prints what it saw.
class TestPythonClient : public QObject
{
    Q_OBJECT

private:
    KubeTestServer m_server;
    int m_row = 0;

private slots:
    void initTestCase()
    {
        TRAINDECK_REQUIRE_KUBE_TEST_SERVER();
        TRAINDECK_REQUIRE(Prerequisite::pythonModule(QStringLiteral("kubernetes")),
                          QStringLiteral("python3-kubernetes"),
                          QStringLiteral("apt-get install python3-kubernetes"));
        TRAINDECK_REQUIRE(Prerequisite::pythonModule(QStringLiteral("yaml")),
                          QStringLiteral("python3-yaml"),
                          QStringLiteral("apt-get install python3-yaml"));
        QString error;
        QVERIFY2(m_server.start(&error, true, 100), qPrintable(error));
    }

    void sdkCalls_data()
    {
        QTest::addColumn<int>("auth");
        QTest::addColumn<QString>("user");
        QTest::newRow("token") << int(KubeTestServer::Auth::Token)
                               << QStringLiteral("traindeck-test");
        QTest::newRow("rsa-cert") << int(KubeTestServer::Auth::ClientCertRsa)
                                  << QStringLiteral("traindeck-test");
        QTest::newRow("ec-cert") << int(KubeTestServer::Auth::ClientCertEc)
                                 << QStringLiteral("traindeck-ec");
    }

    void sdkCalls()
    {
        QFETCH(int, auth);
        QFETCH(QString, user);
        const QString ns = QStringLiteral("py-%1").arg(++m_row);
        const QString job = QStringLiteral("job-%1").arg(m_row);
        QVERIFY(m_server.control("POST", "/_test/namespaces/" + ns.toUtf8()));
        const int firstRequest = int(m_server.requests().size());
        QProcess p;
        p.start(QStringLiteral("/usr/bin/python3"),
                {QStringLiteral(TRAINDECK_SOURCE_DIR "/tests/kubeapiserver/pyclient_checks.py"),
                 m_server.writeKubeconfig(KubeTestServer::Auth(auth), ns),
                 ns,
                 QStringLiteral(TRAINDECK_SHARED_DIR "/kubeflow/runtimes/torch_distributed.yaml"),
                 job});
        if (!p.waitForFinished(120000)) {
            p.kill();
            p.waitForFinished(2000);
            QFAIL("pyclient_checks.py did not finish within 120 s");
        }
        const QByteArray err = p.readAllStandardError();
        QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0, err.constData());
        QJsonObject got = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QVERIFY2(!got.isEmpty(), err.constData());

        // The one value with a random part: the pod name in the container error.
        QJsonObject bad = got.take(QStringLiteral("badContainer")).toObject();
        QVERIFY2(QRegularExpression(
                     QStringLiteral("^container zzz is not valid for pod %1-node-0-1-[a-z0-9]{5}$")
                         .arg(job))
                     .match(bad.take(QStringLiteral("message")).toString())
                     .hasMatch(),
                 "badContainer message");
        QCOMPARE(bad,
                 (QJsonObject{{QStringLiteral("reason"), QStringLiteral("BadRequest")},
                              {QStringLiteral("status"), 400}}));

        // What the Python client must see, JOB standing for the job's name.
        QFile expectedFile(
            QStringLiteral(TRAINDECK_SOURCE_DIR "/tests/kubeapiserver/pyclient-expected.json"));
        QVERIFY(expectedFile.open(QIODevice::ReadOnly));
        const QString expected
            = QString::fromUtf8(expectedFile.readAll()).replace(QStringLiteral("JOB"), job);
        const QJsonObject want = QJsonDocument::fromJson(expected.toUtf8()).object();
        QVERIFY(!want.isEmpty());
        for (auto it = want.constBegin(); it != want.constEnd(); ++it) {
            QVERIFY2(got.contains(it.key()), qPrintable(it.key()));
            QVERIFY2(got.value(it.key()) == it.value(),
                     qPrintable(it.key() + QStringLiteral(": ")
                                + QString::fromUtf8(
                                    QJsonDocument(QJsonObject{{it.key(), got.value(it.key())}})
                                        .toJson(QJsonDocument::Compact))));
        }
        QCOMPARE(QStringList(got.keys()), QStringList(want.keys()));

        // Every request of this run came from the Python client, as the configured user.
        const QList<QJsonObject> reqs = m_server.requests().mid(firstRequest);
        QVERIFY(reqs.size() >= 10);
        for (const QJsonObject &req : reqs) {
            QCOMPARE(req.value(QStringLiteral("userAgent")).toString(),
                     QStringLiteral("OpenAPI-Generator/22.6.0/python"));
            QCOMPARE(req.value(QStringLiteral("user")).toString(), user);
        }
    }
};

QTEST_GUILESS_MAIN(TestPythonClient)
#include "tst_pythonclient.moc"
