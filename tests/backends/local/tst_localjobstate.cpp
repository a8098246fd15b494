// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The local backend's state.json reader on fields of another type or out of range: each
// reads as absent (nlohmann's value() threw there, which ended the app at start-up), and a
// process is never taken for a step's without the start time that proves it.
#include "backends/local/localjobstate.h"
#include "backends/local/processlauncher.h"

#include <QCoreApplication>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Local;
using ojson = nlohmann::ordered_json;

class TestLocalJobState : public QObject
{
    Q_OBJECT

private:
    static ojson valid()
    {
        return ojson::parse(R"({"name": "job", "runtime": "torch-distributed",
            "framework": "torch", "numNodes": 2, "masterPort": 29500, "cancelled": false,
            "steps": [{"name": "node-0", "kind": "node", "rank": 0, "state": "Running",
                       "pid": 4242, "startTicks": 99, "exitCode": 3}],
            "events": [{"time": "2026-11-29T01:02:03.004Z", "object": "node-0",
                        "reason": "Started", "message": "process 4242", "warning": false}]})");
    }

private Q_SLOTS:
    void validStateReadsBack()
    {
        const auto st = LocalJobState::fromJson(valid());
        QVERIFY2(st, st ? "" : qPrintable(st.error().toString()));
        QCOMPARE(st->numNodes, 2);
        QCOMPARE(st->masterPort, 29500);
        QCOMPARE(st->steps.size(), 1);
        QCOMPARE(st->steps[0].pid, 4242);
        QCOMPARE(st->steps[0].startTicks, 99u);
        QCOMPARE(st->steps[0].exitCode, std::optional<int>(3));
        const auto again = LocalJobState::fromJson(st->toJson());
        QVERIFY(again);
        QCOMPARE(QByteArray::fromStdString(again->toJson().dump()),
                 QByteArray::fromStdString(st->toJson().dump()));
    }

    void fieldOfAnotherTypeReadsAsAbsent_data()
    {
        QTest::addColumn<QByteArray>("pointer");
        QTest::addColumn<QByteArray>("value");
        QTest::newRow("numNodes string") << QByteArray("/numNodes") << QByteArray(R"("2")");
        QTest::newRow("masterPort float") << QByteArray("/masterPort") << QByteArray("1e300");
        QTest::newRow("masterPort too big")
            << QByteArray("/masterPort") << QByteArray("99999999999");
        QTest::newRow("cancelled number") << QByteArray("/cancelled") << QByteArray("1");
        QTest::newRow("rank float") << QByteArray("/steps/0/rank") << QByteArray("1e300");
        QTest::newRow("pid string") << QByteArray("/steps/0/pid") << QByteArray(R"("4242")");
        QTest::newRow("pid too big")
            << QByteArray("/steps/0/pid") << QByteArray("18446744073709551615");
        QTest::newRow("startTicks negative")
            << QByteArray("/steps/0/startTicks") << QByteArray("-5");
        QTest::newRow("exitCode too big")
            << QByteArray("/steps/0/exitCode") << QByteArray("99999999999");
        QTest::newRow("event warning string")
            << QByteArray("/events/0/warning") << QByteArray(R"("yes")");
    }

    void fieldOfAnotherTypeReadsAsAbsent()
    {
        QFETCH(QByteArray, pointer);
        QFETCH(QByteArray, value);
        ojson j = valid();
        const ojson::json_pointer p(pointer.toStdString());
        j[p] = ojson::parse(value.toStdString());
        const auto st = LocalJobState::fromJson(j);
        QVERIFY2(st, st ? "" : qPrintable(st.error().toString()));
        const ojson written = st->toJson();
        ojson absent = valid();
        absent[p.parent_pointer()].erase(p.back());
        const auto expected = LocalJobState::fromJson(absent);
        QVERIFY(expected);
        QCOMPARE(QByteArray::fromStdString(written.dump()),
                 QByteArray::fromStdString(expected->toJson().dump()));
    }

    void notAnObjectIsAnErrorThatSaysSo()
    {
        for (const char *text : {"[]",
                                 "3",
                                 R"({"name": "x"})",
                                 R"({"name": "x", "steps": {}})",
                                 R"({"name": "x", "steps": [1]})"}) {
            const auto st = LocalJobState::fromJson(ojson::parse(text));
            QVERIFY2(!st, text);
            QVERIFY2(st.error().message.startsWith(QStringLiteral("broken job state: ")),
                     qPrintable(st.error().message));
        }
    }

    void aPidWithoutItsStartTimeIsNotTheStepsProcess()
    {
        // A state whose step names a live process (this test's) but no start time: never
        // taken for the step's, so a cancel cannot signal it.
        const qint64 self = QCoreApplication::applicationPid();
        QVERIFY(!ProcessLauncher::isAlive(self, 0));
        QVERIFY(!ProcessLauncher::isAlive(self, ProcessLauncher::startTicksOf(self) + 1));
        QVERIFY(ProcessLauncher::isAlive(self, ProcessLauncher::startTicksOf(self)));
    }
};

QTEST_GUILESS_MAIN(TestLocalJobState)
#include "tst_localjobstate.moc"
