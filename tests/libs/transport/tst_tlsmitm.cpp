// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// traindeck-cli against a man in the middle on 127.0.0.1 that
// relays to the private dockerd (scripts/engines/start), so it answers as the engine would.
// The attack as reported: DOCKER_TLS_VERIFY=0, certificates present, the engine address at
// the thief; TrainDeck connected and sent the job with its HF_TOKEN. Now it refuses and the
// thief reads nothing; the explicit --insecure-skip-tls-verify connects and says so on
// stderr; DOCKER_TLS_VERIFY=0 still reaches the real TLS engine (verified); plain tcp://
// connects with a warning.
#include "tests/support/tlsrelay.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

QString env(const char *name)
{
    return qEnvironmentVariable(name);
}

} // namespace

class TestTlsMitm : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_dockerSocket;
    QString m_tlsHost;
    QString m_certs;
    QString m_job;
    static inline const QString Token = QStringLiteral("hf_mitm_5b0d4e8c1a");
    static inline const QString JobName = QStringLiteral("mitm-job");

    /// traindeck-cli with exactly the Docker variables given (the caller's are dropped), run
    /// while this thread's event loop turns, so the relay in this thread can answer.
    Run cli(const QStringList &args, const QHash<QString, QString> &docker)
    {
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        for (const QString &k : e.keys())
            if (k.startsWith(QLatin1String("DOCKER_")) || k == QLatin1String("CONTAINER_HOST"))
                e.remove(k);
        e.insert(QStringLiteral("TRAINDECK_LANG"), QStringLiteral("en"));
        e.insert(QStringLiteral("TRAINDECK_DATA_DIR"), m_dir.filePath(QStringLiteral("data")));
        e.insert(QStringLiteral("TRAINDECK_CONTAINER_WORKDIR"),
                 m_dir.filePath(QStringLiteral("work")));
        // No other engine to fall back to: only the one named.
        e.insert(QStringLiteral("XDG_RUNTIME_DIR"), m_dir.filePath(QStringLiteral("run")));
        e.insert(QStringLiteral("HOME"), m_dir.filePath(QStringLiteral("home")));
        for (auto it = docker.begin(); it != docker.end(); ++it)
            e.insert(it.key(), it.value());
        QProcess p;
        p.setProcessEnvironment(e);
        p.start(QStringLiteral(TRAINDECK_CLI_PATH), args);
        QElapsedTimer t;
        t.start();
        while (p.state() != QProcess::NotRunning && t.elapsed() < 120000)
            QTest::qWait(20);
        if (p.state() != QProcess::NotRunning) {
            p.kill();
            p.waitForFinished();
        }
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }

    /// Removes the job should a broken build have sent it, through the engine's own socket.
    void removeJob()
    {
        cli({QStringLiteral("delete"),
             JobName,
             QStringLiteral("--backend"),
             QStringLiteral("docker")},
            {{QStringLiteral("DOCKER_HOST"), m_dockerSocket}});
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_dockerSocket = env("TRAINDECK_TEST_DOCKER_HOST");
        m_tlsHost = env("TRAINDECK_TEST_DOCKER_TLS_HOST");
        m_certs = env("TRAINDECK_TEST_DOCKER_CERT_PATH");
        QVERIFY2(m_dockerSocket.startsWith(QLatin1String("unix://")) && !m_tlsHost.isEmpty()
                     && QFile::exists(m_certs + QStringLiteral("/ca.pem")),
                 "engines.env names no Docker engine with a TLS listener: scripts/engines/start "
                 "makes one (TRAINDECK_TEST_DOCKER_HOST, _TLS_HOST, _CERT_PATH)");
        QDir().mkpath(m_dir.filePath(QStringLiteral("run")));
        QDir().mkpath(m_dir.filePath(QStringLiteral("home")));
        QFile f(m_dir.filePath(QStringLiteral("job.yaml")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral("apiVersion: trainer.kubeflow.org/v1alpha1\n"
                               "kind: TrainJob\n"
                               "metadata:\n"
                               "  name: %1\n"
                               "  annotations:\n"
                               "    traindeck.io/script-inline: print('hello')\n"
                               "spec:\n"
                               "  runtimeRef: {name: torch-distributed}\n"
                               "  trainer:\n"
                               "    image: %2\n"
                               "    env:\n"
                               "    - {name: HF_TOKEN, value: %3}\n")
                    .arg(JobName, env("TRAINDECK_TEST_IMAGE"), Token)
                    .toUtf8());
        m_job = f.fileName();
    }

    void cleanupTestCase() { removeJob(); }

    void dockerTlsVerifyZeroRefusesTheThief_data()
    {
        QTest::addColumn<QString>("scheme");
        QTest::addRow("https") << QStringLiteral("https");
        QTest::addRow("tcp") << QStringLiteral("tcp");
    }

    void dockerTlsVerifyZeroRefusesTheThief()
    {
        QFETCH(QString, scheme);
        TlsRelay mitm(TlsRelay::Mode::Tls, m_dockerSocket.mid(7));
        QString why;
        QVERIFY2(mitm.start(&why), qPrintable(why));
        // --host, not DOCKER_HOST: a refused DOCKER_HOST falls back to local sockets, and
        // a machine running tests may have one; the named engine is the only one tried.
        const Run r = cli({QStringLiteral("train"),
                           m_job,
                           QStringLiteral("--backend"),
                           QStringLiteral("docker"),
                           QStringLiteral("--host"),
                           mitm.url(scheme)},
                          {{QStringLiteral("DOCKER_TLS_VERIFY"), QStringLiteral("0")},
                           {QStringLiteral("DOCKER_CERT_PATH"), m_certs}});
        QVERIFY2(!mitm.captured().contains(Token.toUtf8()), "the token reached the thief");
        QCOMPARE(mitm.captured(), QByteArray());
        QCOMPARE(mitm.handshakes(), 0);
        QVERIFY2(r.exitCode == 3, qPrintable(QString::number(r.exitCode) + r.out + r.err));
        // Refused for what it is: the thief's certificate does not verify.
        const QString url = mitm.url(QStringLiteral("https"));
        QVERIFY2(r.err.contains(
                     QStringLiteral("%1 (the connection setting): cannot talk to the engine at %1: "
                                    "TLS: The certificate is self-signed, and untrusted")
                         .arg(url)),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("DOCKER_TLS_VERIFY=0 still means \"verify\"")),
                 qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void explicitOptOutConnectsWithAWarning()
    {
        TlsRelay mitm(TlsRelay::Mode::Tls, m_dockerSocket.mid(7));
        QString why;
        QVERIFY2(mitm.start(&why), qPrintable(why));
        const Run r = cli({QStringLiteral("jobs"),
                           QStringLiteral("--backend"),
                           QStringLiteral("docker"),
                           QStringLiteral("--insecure-skip-tls-verify")},
                          {{QStringLiteral("DOCKER_HOST"), mitm.url(QStringLiteral("tcp"))},
                           {QStringLiteral("DOCKER_TLS_VERIFY"), QStringLiteral("1")},
                           {QStringLiteral("DOCKER_CERT_PATH"), m_certs}});
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        QCOMPARE(r.err.section(u'\n', 0, 0),
                 QStringLiteral("warning: %1 is reached with TLS but its certificate is not "
                                "checked (--insecure-skip-tls-verify): a man in the middle can "
                                "read the jobs sent to it, secrets included, and control the "
                                "engine. Put the CA that signed the engine's certificate in "
                                "DOCKER_CERT_PATH/ca.pem and drop the option")
                     .arg(mitm.url(QStringLiteral("https"))));
        // Why the warning matters: the thief read every request.
        QCOMPARE(mitm.handshakes() > 0, true);
        QVERIFY(mitm.captured().startsWith("GET /_ping HTTP/1.1"));
    }

    void dockerTlsVerifyZeroStillReachesTheRealEngine()
    {
        // The same variables against the engine's own TLS listener: verified, no warning.
        const Run r
            = cli({QStringLiteral("jobs"), QStringLiteral("--backend"), QStringLiteral("docker")},
                  {{QStringLiteral("DOCKER_HOST"), m_tlsHost},
                   {QStringLiteral("DOCKER_TLS_VERIFY"), QStringLiteral("0")},
                   {QStringLiteral("DOCKER_CERT_PATH"), m_certs}});
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("warning:")), qPrintable(r.err));
    }

    void plainTcpConnectsWithAWarning()
    {
        TlsRelay plain(TlsRelay::Mode::Plain, m_dockerSocket.mid(7));
        QString why;
        QVERIFY2(plain.start(&why), qPrintable(why));
        const Run r
            = cli({QStringLiteral("jobs"), QStringLiteral("--backend"), QStringLiteral("docker")},
                  {{QStringLiteral("DOCKER_HOST"), plain.url(QStringLiteral("tcp"))}});
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        QVERIFY2(r.err.startsWith(QStringLiteral("warning: %1 is reached without TLS: anyone on "
                                                 "the network path can read the jobs sent to "
                                                 "it, secrets included, and control the engine.")
                                      .arg(plain.url(QStringLiteral("tcp")))),
                 qPrintable(r.err));
        QVERIFY(plain.captured().startsWith("GET /_ping HTTP/1.1"));
    }
};

QTEST_GUILESS_MAIN(TestTlsMitm)
#include "tst_tlsmitm.moc"
