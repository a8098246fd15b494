// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/connectionselector.h"

#include "tests/support/fakebackend.h"

#include <QSignalSpy>
#include <QTest>
#include <QToolButton>

using namespace TrainDeck;
using namespace TrainDeck::Ui;
using TrainDeck::Testing::FakeBackend;

namespace {

/// Counts start() calls and stays Lost until told otherwise.
class FlakyBackend final : public Backend
{
public:
    int starts = 0;
    bool recover = false;

    BackendKind kind() const override { return BackendKind::Docker; }
    QString connection() const override { return QStringLiteral("unix:///flaky.sock"); }
    QString displayName() const override { return QStringLiteral("Flaky engine"); }
    void start() override
    {
        ++starts;
        setConnectionState(recover ? ConnectionState::Connected : ConnectionState::Connecting);
        if (!recover)
            setConnectionState(ConnectionState::Lost, QStringLiteral("connection refused"));
    }
    QFuture<Result<QList<Runtime>>> runtimes() override { return fail<QList<Runtime>>(); }
    QFuture<Result<JobPlan>> plan(const TrainJob &) override { return fail<JobPlan>(); }
    QFuture<Result<QString>> submit(const TrainJob &) override { return fail<QString>(); }
    QFuture<Result<QList<JobSnapshot>>> jobs() override { return fail<QList<JobSnapshot>>(); }
    QFuture<Result<JobSnapshot>> job(const QString &) override { return fail<JobSnapshot>(); }
    QFuture<Result<bool>> cancel(const QString &) override { return fail<bool>(); }
    QFuture<Result<bool>> remove(const QString &) override { return fail<bool>(); }
    QString logDir(const QString &) const override { return {}; }

private:
    template<class T>
    static QFuture<Result<T>> fail()
    {
        return QtFuture::makeReadyFuture(
            Result<T>(Error::make(Error::Kind::Transport, QStringLiteral("down"))));
    }
};

} // namespace

class TestConnectionSelector : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsStateOfCurrentBackend()
    {
        FakeBackend local(QStringLiteral("local"), QStringLiteral("Local processes"));
        ConnectionSelector selector;
        QSignalSpy current(&selector, &ConnectionSelector::currentBackendChanged);
        selector.addBackend(&local);
        QCOMPARE(current.size(), 1);
        QCOMPARE(selector.currentBackend(), &local);
        QCOMPARE(selector.stateLine(), QStringLiteral("Offline"));
        selector.show();
        QVERIFY(QTest::qWaitForWindowExposed(&selector));
        QVERIFY(selector.retryButton()->isVisible());
        QCOMPARE(selector.retryButton()->text(), QStringLiteral("Connect"));

        local.setState(Backend::ConnectionState::Connecting);
        QTRY_COMPARE(selector.stateLine(), QStringLiteral("Connecting…"));
        local.setState(Backend::ConnectionState::Connected);
        QTRY_COMPARE(selector.stateLine(), QStringLiteral("Connected"));
        QVERIFY(!selector.retryButton()->isVisible());
    }

    void lostRetriesWithBackoff()
    {
        FakeBackend local(QStringLiteral("local"), QStringLiteral("Local processes"));
        FlakyBackend flaky;
        ConnectionSelector selector;
        selector.setBackoff(100, 400);
        selector.addBackend(&local);
        selector.addBackend(&flaky);
        QVERIFY(selector.setCurrentConnection(flaky.connection()));
        QCOMPARE(selector.currentBackend(), &flaky);
        QVERIFY(!selector.setCurrentConnection(QStringLiteral("nowhere")));
        selector.show();
        QVERIFY(QTest::qWaitForWindowExposed(&selector));

        flaky.start();
        QCOMPARE(flaky.starts, 1);
        QTRY_VERIFY(selector.stateLine().contains(QStringLiteral("connection refused")));
        QVERIFY(selector.stateLine().contains(QStringLiteral("retrying in")));
        QVERIFY(selector.retryButton()->isVisible());
        QCOMPARE(selector.retryButton()->text(), QStringLiteral("Retry"));
        QCOMPARE(selector.retryAttempts(&flaky), 1);
        const int first = selector.msUntilRetry(&flaky);
        // Coarse timers may fire up to 5 % late.
        QVERIFY2(first > 0 && first <= 110, qPrintable(QString::number(first)));

        // The timer retries on its own; each failure doubles the wait, up to the maximum.
        QTRY_COMPARE(flaky.starts, 2);
        QTRY_COMPARE(selector.retryAttempts(&flaky), 2);
        QVERIFY(selector.msUntilRetry(&flaky) > 100);
        QTRY_COMPARE_WITH_TIMEOUT(flaky.starts, 4, 3000);
        QVERIFY(selector.msUntilRetry(&flaky) <= 420);

        // Recovery resets the backoff; Retry starts at once.
        flaky.recover = true;
        selector.retryNow();
        QTRY_COMPARE(selector.stateLine(), QStringLiteral("Connected"));
        QCOMPARE(selector.retryAttempts(&flaky), 0);
        QCOMPARE(selector.msUntilRetry(&flaky), -1);
        QVERIFY(!selector.retryButton()->isVisible());
        // The local backend was never touched.
        QCOMPARE(local.connectionState(), Backend::ConnectionState::Offline);
    }
};

QTEST_MAIN(TestConnectionSelector)
#include "tst_connectionselector.moc"
