// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Any env variable can be marked secret in the env table's
// "Secret" column; the mark travels in the job (traindeck.io/secret-env), so its value is
// masked on screen and in every file TrainDeck keeps, like a variable named *_TOKEN. A
// variable secret by its name shows a locked tick. A note by the table says env values are
// visible to anyone who can inspect the container.
#include "ui/builder/jobbuilderdialog.h"
#include "ui/builder/keyvaluetable.h"
#include "ui/builder/secretvaluedelegate.h"

#include "core/catalog/runtimecatalog.h"
#include "core/codec/jobloader.h"
#include "core/codec/trainjobcodec.h"

#include <QLabel>
#include <QPlainTextEdit>
#include <QTableWidget>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Ui;

class TestSecretMarks : public QObject
{
    Q_OBJECT

private:
    JobBuilderDialog *m_dialog = nullptr;
    KeyValueTable *env() const
    {
        return m_dialog->findChild<KeyValueTable *>(QStringLiteral("env"));
    }
    QTableWidgetItem *mark(int row) const
    {
        return env()->table()->item(row, KeyValueTable::SecretColumn);
    }

private Q_SLOTS:
    void init()
    {
        m_dialog = new JobBuilderDialog;
        m_dialog->setRuntimes(RuntimeCatalog::bundled().runtimes());
        m_dialog->setBackendKind(BackendKind::Docker);
        m_dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_dialog));
    }
    void cleanup()
    {
        delete m_dialog;
        m_dialog = nullptr;
    }

    void markAnyVariableSecret()
    {
        QVERIFY(env());
        QCOMPARE(env()->table()->columnCount(), 3);
        QCOMPARE(env()->table()->horizontalHeaderItem(KeyValueTable::SecretColumn)->text(),
                 QStringLiteral("Secret"));
        env()->setPairs({{QStringLiteral("DATABASE_URL"), QStringLiteral("dsn-ui-7c21")},
                         {QStringLiteral("HF_TOKEN"), QStringLiteral("tok-ui-03fe")},
                         {QStringLiteral("EPOCHS"), QStringLiteral("3")}});
        // Secret by name: ticked, and the tick cannot be taken away.
        QCOMPARE(mark(1)->checkState(), Qt::Checked);
        QVERIFY(!mark(1)->flags().testFlag(Qt::ItemIsUserCheckable));
        QCOMPARE(mark(0)->checkState(), Qt::Unchecked);
        QVERIFY(mark(0)->flags().testFlag(Qt::ItemIsUserCheckable));
        QVERIFY(!env()->isSecretRow(0));

        // The user ticks DATABASE_URL.
        mark(0)->setCheckState(Qt::Checked);
        QCOMPARE(mark(0)->checkState(), Qt::Checked);
        QVERIFY(env()->isSecretRow(0));
        QVERIFY(!env()->isSecretRow(2));
        // Masked on screen like a token.
        auto *delegate = qobject_cast<SecretValueDelegate *>(
            env()->table()->itemDelegateForColumn(KeyValueTable::ValueColumn));
        QVERIFY(delegate);
        QVERIFY(delegate->isSecretRow(env()->table()->model()->index(0, 1)));
        QVERIFY(!delegate->isSecretRow(env()->table()->model()->index(2, 1)));

        // In the job: only the names the rule does not know.
        m_dialog->findChild<QPlainTextEdit *>(QStringLiteral("script"))
            ->setPlainText(QStringLiteral("print('hi')"));
        const TrainJob job = m_dialog->job();
        QCOMPARE(job.secretEnv, QStringList{QStringLiteral("DATABASE_URL")});
        const QByteArray kept = TrainJobCodec::toKeptYaml(job);
        QVERIFY2(!kept.contains("dsn-ui-7c21"), kept.constData());
        QVERIFY2(!kept.contains("tok-ui-03fe"), kept.constData());
        QList<Error> problems;
        const auto reread = JobLoader::loadBytes(kept, QStringLiteral("kept.yaml"), &problems);
        QVERIFY2(reread, qPrintable(problems.isEmpty() ? QString() : problems.first().toString()));
        QCOMPARE(reread->secretEnv, QStringList{QStringLiteral("DATABASE_URL")});
        const EnvList &e = trainerEnv(reread->trainer);
        QCOMPARE(findEnv(e, QStringLiteral("DATABASE_URL"))->value, QStringLiteral("********"));
        QCOMPARE(findEnv(e, QStringLiteral("HF_TOKEN"))->value, QStringLiteral("********"));
        QCOMPARE(findEnv(e, QStringLiteral("EPOCHS"))->value, QStringLiteral("3"));
    }

    void markComesBackWithTheJob()
    {
        TrainJob job = m_dialog->job();
        setEnv(trainerEnv(job.trainer), QStringLiteral("DATABASE_URL"), QStringLiteral("x"));
        setEnv(trainerEnv(job.trainer), QStringLiteral("EPOCHS"), QStringLiteral("3"));
        job.secretEnv = {QStringLiteral("DATABASE_URL")};
        m_dialog->setJob(job);
        QCOMPARE(env()->table()->rowCount(), 2);
        QCOMPARE(mark(0)->checkState(), Qt::Checked);
        QCOMPARE(mark(1)->checkState(), Qt::Unchecked);
        QCOMPARE(m_dialog->job().secretEnv, QStringList{QStringLiteral("DATABASE_URL")});
        // Untick: no longer secret.
        mark(0)->setCheckState(Qt::Unchecked);
        QCOMPARE(m_dialog->job().secretEnv, QStringList());
    }

    void inspectNoteByTheTable()
    {
        auto *note = m_dialog->findChild<QLabel *>(QStringLiteral("envInspectNote"));
        QVERIFY(note);
        QCOMPARE(note->text(),
                 QStringLiteral("Values given to a container are visible to anyone who can run "
                                "'docker inspect' (or 'podman inspect') on it, secrets "
                                "included: on a shared engine, prefer a secret the cluster "
                                "holds (Kubernetes secretKeyRef)."));
    }
};

QTEST_MAIN(TestSecretMarks)
#include "tst_secretmarks.moc"
