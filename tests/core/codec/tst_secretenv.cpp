// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Which env variables are secrets. TOKEN, SSH_KEY and DB_PASSWD were written
// in plain text to the kept trainjob.yaml and to the plan in state.json because the name rule
// missed them; and a user could not mark a variable secret at all. Here: the name rule with
// its deliberate exceptions, the user's mark (annotation traindeck.io/secret-env) through the
// codec, the stored job file and the plan.
#include "core/codec/document.h"
#include "core/codec/jobloader.h"
#include "core/codec/trainjobcodec.h"
#include "core/domain/secretmasker.h"
#include "core/pipeline/pipeline.h"
#include "core/pipeline/plancontext.h"

#include "core/catalog/runtimecatalog.h"

#include <QTest>

using namespace TrainDeck;

namespace {

const QByteArray JobYaml = "apiVersion: trainer.kubeflow.org/v1alpha1\n"
                           "kind: TrainJob\n"
                           "metadata:\n"
                           "  name: secrets\n"
                           "  annotations:\n"
                           "    traindeck.io/script-inline: print('hi')\n"
                           "    traindeck.io/secret-env: '[\"DATABASE_URL\"]'\n"
                           "spec:\n"
                           "  runtimeRef: {name: torch-distributed}\n"
                           "  trainer:\n"
                           "    env:\n"
                           "    - {name: TOKEN, value: tok-5f1c2e}\n"
                           "    - {name: SSH_KEY, value: ssh-key-93ab}\n"
                           "    - {name: DB_PASSWD, value: pw-77d0}\n"
                           "    - {name: DATABASE_URL, value: 'postgres://u:pw-4411@db/x'}\n"
                           "    - {name: TOKENIZERS_PARALLELISM, value: 'false'}\n"
                           "    - {name: GIT_AUTHOR_NAME, value: Ada}\n";

const QStringList Secrets{QStringLiteral("tok-5f1c2e"),
                          QStringLiteral("ssh-key-93ab"),
                          QStringLiteral("pw-77d0"),
                          QStringLiteral("pw-4411")};

TrainJob loadJob()
{
    auto job = JobLoader::loadBytes(JobYaml, QStringLiteral("secrets.yaml"));
    if (!job)
        qFatal("%s", qPrintable(job.error().toString()));
    return *job;
}

} // namespace

class TestSecretEnv : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void names_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("secret");
        // The shapes the issue names, in several spellings.
        for (const char *n : {"TOKEN",
                              "HF_TOKEN",
                              "GITHUB_TOKEN",
                              "hftoken",
                              "TOKEN_FILE",
                              "MY_SECRET",
                              "SECRET",
                              "DB_PASSWD",
                              "DB_PASSWORD",
                              "PASSWORD",
                              "mysql_pwd_PASSWORT",
                              "DB_PASS",
                              "SMTP_PASS_WORD",
                              "GPG_PASSPHRASE",
                              "SSH_KEY",
                              "API_KEY",
                              "OPENAI_APIKEY",
                              "KEY",
                              "ssh_key",
                              "AWS_ACCESS_KEY_ID",
                              "AWS_SECRET_ACCESS_KEY",
                              "SSH_PRIVATE_KEY",
                              "PRIVATEKEY_PEM",
                              "GOOGLE_APPLICATION_CREDENTIALS",
                              "DOCKER_CREDENTIAL",
                              "BASIC_AUTH",
                              "AUTH",
                              "NPM_AUTH_TOKEN",
                              "AUTHORIZATION",
                              "HTTP_AUTHORIZATION",
                              "OAUTH_CLIENT",
                              "AUTHENTICATION_KEY",
                              "MAX_TOKEN"})
            QTest::addRow("%s", n) << QString::fromLatin1(n) << true;
        // Names that look secret by a substring but are well-known other words; and
        // TrainDeck's own variables.
        for (const char *n : {"KEYBOARD_LAYOUT", "AUTHOR",
                              "GIT_AUTHOR_NAME", "GIT_AUTHOR_EMAIL",
                              "CERT_AUTHORITY",  "TOKENIZERS_PARALLELISM",
                              "TOKENIZER_PATH",  "MAX_TOKENS",
                              "MAX_NEW_TOKENS",  "SSH_KEY_FILE",
                              "KEY_PATH",        "PASSENGER_COUNT",
                              "BYPASS_CACHE",    "COMPASS",
                              "MONKEY",          "PATH",
                              "STORAGE_URI",     "ENDPOINT",
                              "REGION",          "MASTER_ADDR",
                              "PET_NNODES"})
            QTest::addRow("%s", n) << QString::fromLatin1(n) << false;
    }

    void names()
    {
        QFETCH(QString, name);
        QFETCH(bool, secret);
        QCOMPARE(isSecretEnvName(name), secret);
    }

    void userMarkRoundTripsThroughTheCodec()
    {
        const TrainJob job = loadJob();
        QCOMPARE(job.secretEnv, QStringList{QStringLiteral("DATABASE_URL")});
        QVERIFY(isSecretEnv(job, QStringLiteral("DATABASE_URL")));
        QVERIFY(isSecretEnv(job, QStringLiteral("TOKEN")));
        QVERIFY(!isSecretEnv(job, QStringLiteral("GIT_AUTHOR_NAME")));
        // Written back as the same annotation: a string, so kubectl accepts the object.
        const auto j = TrainJobCodec::encode(job);
        QCOMPARE(j["metadata"]["annotations"]["traindeck.io/secret-env"].get<std::string>(),
                 std::string("[\"DATABASE_URL\"]"));
        // A job without marks writes no annotation.
        TrainJob plain = job;
        plain.secretEnv.clear();
        QVERIFY(!TrainJobCodec::encode(plain)["metadata"]["annotations"].contains(
            "traindeck.io/secret-env"));
    }

    void badMarkAnnotationIsAnError()
    {
        QByteArray yaml = JobYaml;
        yaml.replace("'[\"DATABASE_URL\"]'", "DATABASE_URL");
        QList<Error> problems;
        const auto job = JobLoader::loadBytes(yaml, QStringLiteral("bad.yaml"), &problems);
        QVERIFY(!job);
        QVERIFY(!problems.isEmpty());
        QCOMPARE(problems.first().field,
                 QStringLiteral("metadata.annotations.traindeck.io/secret-env"));
    }

    void keptJobFileHoldsNoSecret()
    {
        const TrainJob job = loadJob();
        const QByteArray kept = TrainJobCodec::toKeptYaml(job);
        for (const QString &s : Secrets)
            QVERIFY2(!kept.contains(s.toUtf8()),
                     qPrintable(s + QStringLiteral(" in\n") + QString::fromUtf8(kept)));
        // Masked, not dropped: Re-run asks for exactly these again.
        TrainJob reread = *JobLoader::loadBytes(kept, QStringLiteral("kept.yaml"));
        QCOMPARE(SecretMasker::clearStoredMasks(reread),
                 (QStringList{QStringLiteral("TOKEN"),
                              QStringLiteral("SSH_KEY"),
                              QStringLiteral("DB_PASSWD"),
                              QStringLiteral("DATABASE_URL")}));
        // What is not secret stays as it was.
        const EnvList &env = trainerEnv(reread.trainer);
        QCOMPARE(findEnv(env, QStringLiteral("GIT_AUTHOR_NAME"))->value, QStringLiteral("Ada"));
        QCOMPARE(findEnv(env, QStringLiteral("TOKENIZERS_PARALLELISM"))->value,
                 QStringLiteral("false"));
    }

    void planHoldsNoSecret_data()
    {
        QTest::addColumn<BackendKind>("backend");
        QTest::addRow("local") << BackendKind::Local;
        QTest::addRow("docker") << BackendKind::Docker;
        QTest::addRow("kubernetes") << BackendKind::Kubernetes;
    }

    void planHoldsNoSecret()
    {
        QFETCH(BackendKind, backend);
        const TrainJob job = loadJob();
        const auto runtime = RuntimeCatalog::bundled().find(job.runtimeRef.name);
        QVERIFY(runtime);
        QList<Error> problems;
        const auto plan = Pipeline::standard().plan(
            job, *runtime, PlanContext::forBackend(backend, job.name), &problems);
        QVERIFY2(plan, qPrintable(problems.isEmpty() ? QString() : problems.first().toString()));
        // What state.json keeps, and what `plan` prints.
        const QByteArray json = QByteArray::fromStdString(plan->toJson().dump());
        const QByteArray text = plan->toText().toUtf8();
        for (const QString &s : Secrets) {
            QVERIFY2(!json.contains(s.toUtf8()), qPrintable(s + QStringLiteral(" in the JSON")));
            QVERIFY2(!text.contains(s.toUtf8()), qPrintable(s + QStringLiteral(" in the text")));
        }
        // The values still go to the job itself.
        const QByteArray revealed = QByteArray::fromStdString(plan->toJson(true).dump());
        for (const QString &s : Secrets)
            QVERIFY2(revealed.contains(s.toUtf8()), qPrintable(s));
    }
};

QTEST_GUILESS_MAIN(TestSecretEnv)
#include "tst_secretenv.moc"
