// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// A connection made without TLS, or with TLS whose certificate is not
// checked (--insecure-skip-tls-verify), says so on the connection selector's state line, not
// only in a tooltip: jobs and their tokens go over it.
#include "ui/connectionselector.h"

#include <QLabel>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Ui;

namespace {

/// An engine connection whose state and warning the test sets.
class WarnedBackend final : public Backend
{
public:
    BackendKind kind() const override { return BackendKind::Docker; }
    QString connection() const override { return QStringLiteral("https://127.0.0.1:2376"); }
    QString displayName() const override { return QStringLiteral("Docker"); }
    void start() override {}
    void set(ConnectionState state, const QString &reason = {})
    {
        setConnectionState(state, reason);
    }
    void warn(const QString &w) { setConnectionWarning(w); }
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
            Result<T>(Error::make(Error::Kind::Unsupported, QStringLiteral("test backend"))));
    }
};

} // namespace

class TestConnectionWarning : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void warningIsOnTheStateLine()
    {
        WarnedBackend engine;
        ConnectionSelector selector;
        selector.addBackend(&engine);
        selector.show();
        QVERIFY(QTest::qWaitForWindowExposed(&selector));
        const QString w = QStringLiteral("https://127.0.0.1:2376 is reached with TLS but its "
                                         "certificate is not checked");
        engine.warn(w);
        engine.set(Backend::ConnectionState::Connected);
        QTRY_COMPARE(selector.stateLine(), QStringLiteral("Connected — warning: ") + w);
        auto *label = selector.findChild<QLabel *>(QStringLiteral("connectionState"));
        QVERIFY(label);
        QCOMPARE(label->text(), QStringLiteral("Connected — warning: ") + w);
        QVERIFY2(label->toolTip().endsWith(QStringLiteral("Warning: ") + w),
                 qPrintable(label->toolTip()));
        // A warning set while already connected shows at once too; clearing it clears it.
        engine.warn(QString());
        QTRY_COMPARE(selector.stateLine(), QStringLiteral("Connected"));
        engine.warn(w);
        QTRY_COMPARE(selector.stateLine(), QStringLiteral("Connected — warning: ") + w);
        // Lost says why it was lost; the warning comes back with the connection.
        engine.set(Backend::ConnectionState::Lost, QStringLiteral("refused"));
        QTRY_VERIFY(selector.stateLine().startsWith(QStringLiteral("Lost: refused")));
    }
};

QTEST_MAIN(TestConnectionWarning)
#include "tst_connectionwarning.moc"
