// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// A job with TOKEN, SSH_KEY, DB_PASSWD and a variable the user
// marked secret (traindeck.io/secret-env) runs on the local backend through traindeck-cli.
// The values reach the job's processes, and no file TrainDeck wrote holds them: the kept
// trainjob.yaml, the plan in state.json, the logs. TOKEN, SSH_KEY and DB_PASSWD were written
// in plain text before.
#include "tests/support/clirun.h"
#include "tests/support/secretscan.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

class TestSecretsAtRest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_data; ///< TRAINDECK_DATA_DIR: every file here was written by TrainDeck
    QTemporaryDir m_src;  ///< the user's job file and script

    CliRun cli(const QStringList &args)
    {
        return CliRun::run(args, {{QStringLiteral("TRAINDECK_DATA_DIR"), m_data.path()}}, 300000);
    }

private Q_SLOTS:
    void noSecretInAnyFileTrainDeckWrote()
    {
        const QStringList secrets{QStringLiteral("tok-e2e-91c3"),
                                  QStringLiteral("sshkey-e2e-5d70"),
                                  QStringLiteral("passwd-e2e-2a4f"),
                                  QStringLiteral("dsn-e2e-b81e")};
        const QString src = m_src.path();
        QFile py(QDir(src).filePath(QStringLiteral("train.py")));
        QVERIFY(py.open(QIODevice::WriteOnly));
        // The job sees every value (a mask must never reach the process) and prints none:
        // it compares digests, so that its own copy in the workspace holds no secret either.
        QByteArray digests;
        const QStringList names{QStringLiteral("TOKEN"),
                                QStringLiteral("SSH_KEY"),
                                QStringLiteral("DB_PASSWD"),
                                QStringLiteral("DATABASE_URL")};
        for (int i = 0; i < names.size(); ++i)
            digests += "'" + names[i].toUtf8() + "': '"
                       + QCryptographicHash::hash(secrets[i].toUtf8(), QCryptographicHash::Sha256)
                             .toHex()
                       + "', ";
        py.write("import hashlib, os\n"
                 "want = {"
                 + digests
                 + "}\n"
                   "got = {k: hashlib.sha256(os.environ.get(k, '').encode()).hexdigest() "
                   "for k in want}\n"
                   "bad = [k for k in want if got[k] != want[k]]\n"
                   "print('values ok' if not bad else 'wrong: %s' % bad, flush=True)\n");
        py.close();
        QFile yaml(QDir(src).filePath(QStringLiteral("job.yaml")));
        QVERIFY(yaml.open(QIODevice::WriteOnly));
        yaml.write("apiVersion: trainer.kubeflow.org/v1alpha1\n"
                   "kind: TrainJob\n"
                   "metadata:\n"
                   "  name: secrets-at-rest\n"
                   "  annotations:\n"
                   "    traindeck.io/script: train.py\n"
                   "    traindeck.io/secret-env: '[\"DATABASE_URL\"]'\n"
                   "spec:\n"
                   "  runtimeRef: {name: torch-distributed}\n"
                   "  trainer:\n"
                   "    numNodes: 1\n"
                   "    env:\n"
                   "    - {name: TOKEN, value: tok-e2e-91c3}\n"
                   "    - {name: SSH_KEY, value: sshkey-e2e-5d70}\n"
                   "    - {name: DB_PASSWD, value: passwd-e2e-2a4f}\n"
                   "    - {name: DATABASE_URL, value: dsn-e2e-b81e}\n");
        yaml.close();

        const CliRun r = cli({QStringLiteral("train"),
                              yaml.fileName(),
                              QStringLiteral("--backend"),
                              QStringLiteral("local"),
                              QStringLiteral("--follow"),
                              QStringLiteral("--timeout"),
                              QStringLiteral("240")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        QVERIFY2(r.out.contains(QStringLiteral("[node-0] values ok")), qPrintable(r.out));
        for (const QString &s : secrets)
            QVERIFY2(!(r.out + r.err).contains(s), qPrintable(s));

        // Every file under the data folder: the job folder, its state with the plan, logs.
        const SecretScan scan = SecretScan::folder(m_data.path(), secrets);
        QVERIFY2(scan.leaks.isEmpty(), qPrintable(scan.leaks.join(u'\n')));
        QVERIFY(scan.filesRead >= 3);
        // The scan read the files that used to leak.
        bool sawJobFile = false;
        bool sawState = false;
        QDirIterator it(m_data.path(), QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString f = it.next();
            sawJobFile = sawJobFile || f.endsWith(QLatin1String("/trainjob.yaml"));
            sawState = sawState || f.endsWith(QLatin1String("/state.json"));
            if (f.endsWith(QLatin1String("/trainjob.yaml"))) {
                QFile k(f);
                QVERIFY(k.open(QIODevice::ReadOnly));
                const QByteArray text = k.readAll();
                // Masked where the values were, and the mark kept for Re-run.
                QCOMPARE(text.count("********"), 4);
                QVERIFY(text.contains("traindeck.io/secret-env"));
            }
        }
        QVERIFY(sawJobFile);
        QVERIFY(sawState);
    }
};

QTEST_GUILESS_MAIN(TestSecretsAtRest)
#include "tst_secretsatrest.moc"
