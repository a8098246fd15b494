// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Job names: generated like the SDK's (a letter and 11 hex digits, RFC 1035),
// user names validated with a reason.
#include "core/codec/names.h"
#include "core/domain/trainjob.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace TrainDeck;

class TestNames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void generatedNamesFollowTheSdk()
    {
        static const QRegularExpression re(QStringLiteral("^[a-z][0-9a-f]{11}$"));
        QSet<QString> seen;
        for (int i = 0; i < 5000; ++i) {
            const QString n = generateJobName();
            QVERIFY2(re.match(n).hasMatch(), qPrintable(n));
            QVERIFY(checkRfc1035Name(n).isEmpty());
            seen.insert(n);
        }
        QCOMPARE(seen.size(), 5000);
    }

    void userNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("problem");
        QTest::addRow("ok") << QStringLiteral("my-job-2") << QString();
        QTest::addRow("single letter") << QStringLiteral("a") << QString();
        QTest::addRow("63 chars") << QString(63, QLatin1Char('a')) << QString();
        QTest::addRow("64 chars") << QString(64, QLatin1Char('a')) << QStringLiteral("at most 63");
        QTest::addRow("empty") << QString() << QStringLiteral("empty");
        QTest::addRow("upper") << QStringLiteral("Job") << QStringLiteral("lowercase letter");
        QTest::addRow("digit first")
            << QStringLiteral("9job") << QStringLiteral("lowercase letter");
        QTest::addRow("underscore") << QStringLiteral("my_job") << QStringLiteral("'_'");
        QTest::addRow("dot") << QStringLiteral("my.job") << QStringLiteral("'.'");
        QTest::addRow("trailing dash") << QStringLiteral("job-") << QStringLiteral("end with");
        QTest::addRow("unicode") << QStringLiteral("jöb") << QStringLiteral("'ö'");
    }

    void userNames()
    {
        QFETCH(QString, name);
        QFETCH(QString, problem);
        const QString p = checkRfc1035Name(name);
        if (problem.isEmpty())
            QVERIFY2(p.isEmpty(), qPrintable(p));
        else
            QVERIFY2(p.contains(problem), qPrintable(p));
    }

    void otherKubernetesNames()
    {
        QVERIFY(checkDnsSubdomain(QStringLiteral("torchtune-llama3.2-1b")).isEmpty());
        QVERIFY(!checkDnsSubdomain(QStringLiteral("Bad")).isEmpty());
        QVERIFY(checkEnvName(QStringLiteral("_OK_1")).isEmpty());
        QVERIFY(checkEnvName(QStringLiteral("A B")).contains(QStringLiteral("space")));
        QVERIFY(checkLabelValue(QStringLiteral("v1.2_x-y")).isEmpty());
        QVERIFY(!checkLabelValue(QStringLiteral("-x")).isEmpty());
    }

    // The name of a re-run or clone: a free "-rN", never longer than a job name may be.
    void rerunNames()
    {
        QSet<QString> taken;
        const auto isTaken = [&taken](const QString &n) {
            return taken.contains(n);
        };
        QCOMPARE(freeRerunName(QStringLiteral("train"), isTaken), QStringLiteral("train-r2"));
        taken << QStringLiteral("train-r2") << QStringLiteral("train-r3");
        QCOMPARE(freeRerunName(QStringLiteral("train"), isTaken), QStringLiteral("train-r4"));
        // A re-run of a re-run is of the same family, not "train-r7-r2".
        QCOMPARE(freeRerunName(QStringLiteral("train-r7"), isTaken), QStringLiteral("train-r4"));
        // Only a trailing "-r<digits>" is a re-run tail.
        QCOMPARE(freeRerunName(QStringLiteral("run-rx"), isTaken), QStringLiteral("run-rx-r2"));

        const QString longest(63, QLatin1Char('a'));
        QCOMPARE(checkRfc1035Name(longest), QString());
        const QString r2 = freeRerunName(longest, isTaken);
        QCOMPARE(r2, QString(60, QLatin1Char('a')) + QStringLiteral("-r2"));
        QCOMPARE(r2.size(), 63);
        // Nine taken: "-r10" is one longer, so the base gives up one more character.
        for (int n = 2; n <= 9; ++n)
            taken << QString(60, QLatin1Char('a')) + QStringLiteral("-r%1").arg(n);
        const QString r10 = freeRerunName(longest, isTaken);
        QCOMPARE(r10, QString(59, QLatin1Char('a')) + QStringLiteral("-r10"));
        QVERIFY2(checkRfc1035Name(r10).isEmpty(), qPrintable(checkRfc1035Name(r10)));
    }
};

QTEST_GUILESS_MAIN(TestNames)
#include "tst_names.moc"
