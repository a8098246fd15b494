// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/connectionselector.h"
#include "ui/mainwindow.h"

#include "tests/support/fakebackend.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPromise>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <memory>
#include <vector>

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

/// A Kubernetes backend as far as the selector sees it: its namespaces answer when the test
/// says so, like a cluster's.
class KubeFake final : public Backend
{
public:
    KubeFake(QString connection, QString displayName)
        : m_connection(std::move(connection))
        , m_displayName(std::move(displayName))
    {}
    int starts = 0;
    QPromise<Result<QStringList>> namespacesAnswer;
    int namespaceRequests = 0;

    BackendKind kind() const override { return BackendKind::Kubernetes; }
    QString connection() const override { return m_connection; }
    QString displayName() const override { return m_displayName; }
    void start() override
    {
        ++starts;
        setConnectionState(ConnectionState::Connecting);
    }
    void setState(ConnectionState state, const QString &reason = {})
    {
        setConnectionState(state, reason);
    }
    QFuture<Result<QStringList>> namespaces() override
    {
        ++namespaceRequests;
        namespacesAnswer = QPromise<Result<QStringList>>();
        namespacesAnswer.start();
        return namespacesAnswer.future();
    }
    void answerNamespaces(const Result<QStringList> &names)
    {
        namespacesAnswer.addResult(names);
        namespacesAnswer.finish();
    }
    QFuture<Result<QList<Runtime>>> runtimes() override { return fail<QList<Runtime>>(); }
    QFuture<Result<JobPlan>> plan(const TrainJob &) override { return fail<JobPlan>(); }
    QFuture<Result<QString>> submit(const TrainJob &) override { return fail<QString>(); }
    QFuture<Result<QList<JobSnapshot>>> jobs() override
    {
        return QtFuture::makeReadyFuture(Result<QList<JobSnapshot>>(QList<JobSnapshot>{}));
    }
    QFuture<Result<JobSnapshot>> job(const QString &) override { return fail<JobSnapshot>(); }
    QFuture<Result<bool>> cancel(const QString &) override { return fail<bool>(); }
    QFuture<Result<bool>> remove(const QString &) override { return fail<bool>(); }
    QString logDir(const QString &) const override { return {}; }

private:
    template<class T>
    static QFuture<Result<T>> fail()
    {
        return QtFuture::makeReadyFuture(
            Result<T>(Error::make(Error::Kind::Unsupported, QStringLiteral("fake"))));
    }
    QString m_connection;
    QString m_displayName;
};

/// What KubeContexts::choices() gives for a kubeconfig of three contexts: the current first.
ConnectionChoice kubeChoice(const QString &context,
                            const QString &nameSpace,
                            bool current = false,
                            const QString &problem = {})
{
    ConnectionChoice c;
    c.kind = BackendKind::Kubernetes;
    c.connection = context + u'/' + nameSpace;
    c.displayName = QStringLiteral("%1 (%2)").arg(context, nameSpace);
    c.nameSpace = nameSpace;
    c.current = current;
    c.problem = problem;
    c.detail = QStringLiteral("https://%1.example:6443, user alice").arg(context);
    c.options.context = context;
    c.options.nameSpace = nameSpace;
    return c;
}

const QString PluginProblem
    = QStringLiteral("the exec plugin 'gke-gcloud-auth-plugin' was not found in PATH\n"
                     "Install gke-gcloud-auth-plugin with: gcloud components install "
                     "gke-gcloud-auth-plugin");

QList<ConnectionChoice> threeContexts()
{
    return {kubeChoice(QStringLiteral("prod"), QStringLiteral("training"), true),
            kubeChoice(QStringLiteral("dev"), QStringLiteral("default")),
            kubeChoice(QStringLiteral("gke"), QStringLiteral("ml"), false, PluginProblem)};
}

/// The app's side: makes (and starts) a KubeFake per choice and keeps it.
struct Factory
{
    std::vector<std::unique_ptr<KubeFake>> made;
    QList<ConnectionChoice> asked;

    ConnectionSelector::Factory function()
    {
        return [this](const ConnectionChoice &choice) -> Backend * {
            asked << choice;
            made.push_back(std::make_unique<KubeFake>(choice.connection, choice.displayName));
            made.back()->start();
            return made.back().get();
        };
    }
};

QStringList itemTexts(const ConnectionSelector &selector)
{
    QStringList out;
    for (int i = 0; i < selector.comboBox()->count(); ++i)
        out << selector.comboBox()->itemText(i);
    return out;
}

/// What a user's pick in the list does: the combo selects, then says it was activated.
void pick(ConnectionSelector &selector, const QString &text)
{
    QComboBox *combo = selector.comboBox();
    const int i = combo->findText(text);
    QVERIFY2(i >= 0, qPrintable(text));
    combo->setCurrentIndex(i);
    Q_EMIT combo->activated(i);
}

QString screenshotDir()
{
    const QString dir = QStringLiteral(TRAINDECK_BINARY_DIR "/screenshots");
    QDir().mkpath(dir);
    return dir;
}

} // namespace

class TestConnectionSelector : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setPath(QSettings::NativeFormat,
                           QSettings::UserScope,
                           m_dir.filePath(QStringLiteral("settings")));
    }

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

    void comboGrowsToFitConnectionsAddedAfterShow()
    {
        // Shown empty, as the main window is before its backends come: the combo asks for the
        // width of every connection's name added later, the long ones included (the main
        // window's toolbar gives it that width).
        ConnectionSelector selector;
        selector.show();
        QVERIFY(QTest::qWaitForWindowExposed(&selector));
        const int emptyWidth = selector.comboBox()->sizeHint().width();
        const QString longName = QStringLiteral("Docker — a rather long context name on a remote "
                                                "build host");
        FakeBackend docker(QStringLiteral("docker"), longName);
        selector.addBackend(&docker);
        QComboBox *combo = selector.comboBox();
        const int textWidth = combo->fontMetrics().horizontalAdvance(longName);
        QVERIFY2(combo->sizeHint().width() > qMax(emptyWidth, textWidth),
                 qPrintable(QStringLiteral("combo %1 px for a name of %2 px (empty: %3 px)")
                                .arg(combo->sizeHint().width())
                                .arg(textWidth)
                                .arg(emptyWidth)));
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

    void contextsListedCurrentFirstAndNotMade()
    {
        FakeBackend local(QStringLiteral("local"), QStringLiteral("Local processes"));
        FakeBackend docker(
            QStringLiteral("unix:///docker.sock"), QStringLiteral("Docker"), BackendKind::Docker);
        Factory factory;
        ConnectionSelector selector;
        selector.setConnectionFactory(factory.function());
        selector.addBackend(&local);
        selector.addChoices(threeContexts());
        // A backend made later still comes before the choices.
        selector.addBackend(&docker);
        QCOMPARE(itemTexts(selector),
                 (QStringList{QStringLiteral("Local processes"),
                              QStringLiteral("Docker"),
                              QStringLiteral("prod (training)"),
                              QStringLiteral("dev (default)"),
                              QStringLiteral("gke (ml)")}));
        QCOMPARE(selector.comboBox()->itemData(2).toString(), QStringLiteral("prod/training"));
        QCOMPARE(selector.choices().size(), 3);
        QCOMPARE(selector.choices().at(0).connection, QStringLiteral("prod/training"));
        // Listing connects to nothing; the current entry stays the first backend.
        QVERIFY(factory.made.empty());
        QCOMPARE(selector.currentBackend(), &local);
        QCOMPARE(selector.backends(), (QList<Backend *>{&local, &docker}));
        QVERIFY(selector.comboBox()
                    ->itemData(2, Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("The kubeconfig's current context")));
        // The same connection offered twice is listed once.
        selector.addChoices({kubeChoice(QStringLiteral("prod"), QStringLiteral("training"))});
        QCOMPARE(selector.comboBox()->count(), 5);

        // A selector with only choices selects the first without making it.
        ConnectionSelector only;
        only.setConnectionFactory(factory.function());
        only.addChoices(threeContexts());
        QCOMPARE(only.currentConnection(), QStringLiteral("prod/training"));
        QCOMPARE(only.currentBackend(), nullptr);
        QVERIFY(factory.made.empty());
        QCOMPARE(only.stateLine(),
                 QStringLiteral("Not connected — https://prod.example:6443, user alice"));
    }

    void choosingAContextMakesItsBackendOnce()
    {
        FakeBackend local(QStringLiteral("local"), QStringLiteral("Local processes"));
        Factory factory;
        ConnectionSelector selector;
        selector.setConnectionFactory(factory.function());
        selector.addBackend(&local);
        selector.addChoices(threeContexts());
        QSignalSpy current(&selector, &ConnectionSelector::currentBackendChanged);

        pick(selector, QStringLiteral("dev (default)"));
        QCOMPARE(factory.made.size(), size_t(1));
        QCOMPARE(factory.asked.at(0).connection, QStringLiteral("dev/default"));
        QCOMPARE(factory.asked.at(0).options.context, QStringLiteral("dev"));
        KubeFake *dev = factory.made.at(0).get();
        QCOMPARE(selector.currentBackend(), dev);
        QCOMPARE(selector.currentConnection(), QStringLiteral("dev/default"));
        QCOMPARE(dev->starts, 1);
        QVERIFY(!current.isEmpty());
        QCOMPARE(current.last().at(0).value<Backend *>(), dev);
        QCOMPARE(selector.stateLine(), QStringLiteral("Connecting…"));
        QVERIFY(selector.backends().contains(dev));
        // Still one entry for it.
        QCOMPARE(selector.comboBox()->count(), 4);

        // Picking it again, or selecting it by name, makes nothing new.
        pick(selector, QStringLiteral("Local processes"));
        pick(selector, QStringLiteral("dev (default)"));
        QVERIFY(selector.setCurrentConnection(QStringLiteral("dev/default")));
        QCOMPARE(factory.made.size(), size_t(1));
        QCOMPARE(selector.currentBackend(), dev);

        // Its state follows the backend; Connect on a choice not made yet makes it.
        dev->setState(Backend::ConnectionState::Connected);
        QCOMPARE(selector.stateLine(), QStringLiteral("Connected"));
        selector.comboBox()->setCurrentIndex(
            selector.comboBox()->findText(QStringLiteral("prod (training)")));
        QCOMPARE(selector.currentBackend(), nullptr);
        QCOMPARE(factory.made.size(), size_t(1));
        selector.retryNow();
        QCOMPARE(factory.made.size(), size_t(2));
        QCOMPARE(selector.currentConnection(), QStringLiteral("prod/training"));
        QCOMPARE(selector.currentBackend(), factory.made.at(1).get());

        // A backend destroyed leaves its choice in the list, to be made again when picked.
        factory.made.erase(factory.made.begin());
        QCOMPARE(selector.comboBox()->findText(QStringLiteral("dev (default)")), 2);
        pick(selector, QStringLiteral("dev (default)"));
        QCOMPARE(factory.made.size(), size_t(2));
        QCOMPARE(selector.currentBackend(), factory.made.at(1).get());
        QCOMPARE(selector.currentConnection(), QStringLiteral("dev/default"));
    }

    void namespaceSwitchMakesContextSlashNamespace()
    {
        FakeBackend local(QStringLiteral("local"), QStringLiteral("Local processes"));
        Factory factory;
        ConnectionSelector selector;
        selector.setConnectionFactory(factory.function());
        selector.addBackend(&local);
        selector.addChoices(threeContexts());
        selector.show();
        QVERIFY(QTest::qWaitForWindowExposed(&selector));
        // Local has no namespaces.
        QVERIFY(!selector.namespaceButton()->isVisible());

        pick(selector, QStringLiteral("prod (training)"));
        QVERIFY(selector.namespaceButton()->isVisible());
        QCOMPARE(selector.namespaceButton()->text(), QStringLiteral("training"));
        QCOMPARE(selector.currentNamespace(), QStringLiteral("training"));
        KubeFake *prod = factory.made.at(0).get();

        // The menu opens at once with the typed entry; the cluster's list follows.
        selector.loadNamespaces();
        QCOMPARE(prod->namespaceRequests, 1);
        auto texts = [&selector] {
            QStringList out;
            for (QAction *a : selector.namespaceMenu()->actions()) {
                if (!a->isSeparator() && !a->text().isEmpty())
                    out << a->text();
            }
            return out;
        };
        QCOMPARE(texts(), QStringList{QStringLiteral("Listing namespaces…")});
        QVERIFY(selector.namespaceMenu()->findChild<QLineEdit *>(
            QStringLiteral("connectionNamespaceEdit")));
        prod->answerNamespaces(QStringList{QStringLiteral("team-b"), QStringLiteral("training")});
        QTRY_COMPARE(texts(), (QStringList{QStringLiteral("team-b"), QStringLiteral("training")}));
        QAction *teamB = selector.namespaceMenu()->actions().at(2);
        QCOMPARE(teamB->text(), QStringLiteral("team-b"));
        QVERIFY(!teamB->isChecked());
        QVERIFY(selector.namespaceMenu()->actions().at(3)->isChecked());

        // One click: the backend of prod/team-b is made and selected, listed beside prod.
        teamB->trigger();
        QCOMPARE(factory.made.size(), size_t(2));
        QCOMPARE(factory.asked.at(1).connection, QStringLiteral("prod/team-b"));
        QCOMPARE(factory.asked.at(1).options.context, QStringLiteral("prod"));
        QCOMPARE(factory.asked.at(1).options.nameSpace, QStringLiteral("team-b"));
        QCOMPARE(factory.asked.at(1).displayName, QStringLiteral("prod (team-b)"));
        QCOMPARE(selector.currentConnection(), QStringLiteral("prod/team-b"));
        QCOMPARE(selector.currentBackend(), factory.made.at(1).get());
        QCOMPARE(selector.namespaceButton()->text(), QStringLiteral("team-b"));
        QCOMPARE(itemTexts(selector),
                 (QStringList{QStringLiteral("Local processes"),
                              QStringLiteral("prod (training)"),
                              QStringLiteral("prod (team-b)"),
                              QStringLiteral("dev (default)"),
                              QStringLiteral("gke (ml)")}));

        // A typed namespace the cluster did not list (one the user may not list).
        selector.loadNamespaces();
        auto *edit = selector.namespaceMenu()->findChild<QLineEdit *>(
            QStringLiteral("connectionNamespaceEdit"));
        QVERIFY(edit);
        QTest::keyClicks(edit, QStringLiteral("Ml_Runs"));
        // The validator lets only a namespace's characters in.
        QCOMPARE(edit->text(), QStringLiteral("luns"));
        edit->setText(QStringLiteral("ml-runs"));
        Q_EMIT edit->returnPressed();
        QCOMPARE(factory.made.size(), size_t(3));
        QCOMPARE(selector.currentConnection(), QStringLiteral("prod/ml-runs"));
        QCOMPARE(selector.comboBox()->currentText(), QStringLiteral("prod (ml-runs)"));

        // Back to one already listed: selected, nothing made; a bad name is refused.
        QVERIFY(selector.switchNamespace(QStringLiteral("training")));
        QCOMPARE(selector.currentBackend(), prod);
        QCOMPARE(factory.made.size(), size_t(3));
        QVERIFY(!selector.switchNamespace(QStringLiteral("Not/A-Namespace")));
        QVERIFY(!selector.switchNamespace(QStringLiteral("-x")));
        QCOMPARE(factory.made.size(), size_t(3));
        // A listing that fails says why, and a typed name still works.
        selector.loadNamespaces();
        prod->answerNamespaces(
            Error::make(Error::Kind::Http, QStringLiteral("namespaces is forbidden")));
        QTRY_VERIFY(
            texts().contains(QStringLiteral("Cannot list namespaces: namespaces is forbidden")));
        QVERIFY(texts().contains(QStringLiteral("training")));
        // Local has no namespace to switch.
        pick(selector, QStringLiteral("Local processes"));
        QVERIFY(!selector.switchNamespace(QStringLiteral("team-b")));
        QVERIFY(!selector.namespaceButton()->isVisible());
    }

    void problemShownWithInstallHint()
    {
        FakeBackend local(QStringLiteral("local"), QStringLiteral("Local processes"));
        Factory factory;
        ConnectionSelector selector;
        selector.setConnectionFactory(factory.function());
        selector.addBackend(&local);
        ConnectionChoice notice;
        notice.kind = BackendKind::Kubernetes;
        notice.displayName = QStringLiteral("Kubernetes");
        notice.problem = QStringLiteral("/home/u/.kube/config:3: bad indentation");
        selector.addChoices(threeContexts() << notice);
        selector.show();
        QVERIFY(QTest::qWaitForWindowExposed(&selector));
        QComboBox *combo = selector.comboBox();
        const int gke = combo->findText(QStringLiteral("gke (ml)"));
        QVERIFY(gke >= 0);
        QVERIFY(!combo->itemIcon(gke).isNull());
        const QString itemTip = combo->itemData(gke, Qt::ToolTipRole).toString();
        QVERIFY2(itemTip.endsWith(QStringLiteral("Problem: ") + PluginProblem),
                 qPrintable(itemTip));

        combo->setCurrentIndex(gke);
        QCOMPARE(selector.stateLine(),
                 QStringLiteral("Problem: the exec plugin 'gke-gcloud-auth-plugin' was not "
                                "found in PATH — Install gke-gcloud-auth-plugin with: gcloud "
                                "components install gke-gcloud-auth-plugin"));
        auto *state = selector.findChild<QLabel *>(QStringLiteral("connectionState"));
        QVERIFY(state);
        QCOMPARE(state->text(), selector.stateLine());
        QCOMPARE(state->toolTip(), PluginProblem);
        QVERIFY(factory.made.empty());
        selector.resize(1100, selector.sizeHint().height());
        QVERIFY(selector.grab().save(screenshotDir()
                                     + QStringLiteral("/connectionselector-problem.png")));

        // It can still be chosen: the backend then reports the failure itself.
        Q_EMIT combo->activated(gke);
        QCOMPARE(factory.made.size(), size_t(1));
        factory.made.at(0)->setState(Backend::ConnectionState::Lost,
                                     QStringLiteral("the exec plugin was not found"));
        QVERIFY(
            selector.stateLine().startsWith(QStringLiteral("Lost: the exec plugin was not found")));

        // A notice (the kubeconfig could not be read) shows its problem and makes nothing.
        const int n = combo->findText(QStringLiteral("Kubernetes"));
        combo->setCurrentIndex(n);
        Q_EMIT combo->activated(n);
        QCOMPARE(factory.made.size(), size_t(1));
        QCOMPARE(selector.stateLine(),
                 QStringLiteral("Problem: /home/u/.kube/config:3: bad indentation"));
        QVERIFY(!selector.retryButton()->isVisible());
        QVERIFY(!selector.namespaceButton()->isVisible());
    }

    void selectedContextRememberedAcrossRestarts()
    {
        QSettings().clear();
        FakeBackend local(QStringLiteral("local"), QStringLiteral("Local processes"));
        Factory factory;
        {
            MainWindow window;
            window.setConnectionFactory(factory.function());
            window.addBackend(&local);
            window.addConnectionChoices(threeContexts());
            QVERIFY(factory.made.empty());
            pick(*window.connectionSelector(), QStringLiteral("dev (default)"));
            QVERIFY(window.connectionSelector()->switchNamespace(QStringLiteral("team-c")));
            QCOMPARE(factory.made.size(), size_t(2));
            // The window added what the factory made: its jobs are listed too.
            QCOMPARE(window.backends().size(), 3);
            QCOMPARE(window.currentBackend(), factory.made.at(1).get());
            window.saveSettings();
        }
        factory.made.clear();
        factory.asked.clear();
        MainWindow window;
        window.setConnectionFactory(factory.function());
        window.addBackend(&local);
        window.addConnectionChoices(threeContexts());
        // The namespace switched to last time is made again, and only it.
        QCOMPARE(factory.asked.size(), 1);
        QCOMPARE(factory.asked.at(0).connection, QStringLiteral("dev/team-c"));
        QCOMPARE(factory.asked.at(0).options.context, QStringLiteral("dev"));
        QCOMPARE(factory.asked.at(0).options.nameSpace, QStringLiteral("team-c"));
        QCOMPARE(window.connectionSelector()->currentConnection(), QStringLiteral("dev/team-c"));
        QCOMPARE(window.currentBackend(), factory.made.at(0).get());
        QSettings().clear();
    }

    void screenshotOfTheContextList()
    {
        FakeBackend local(QStringLiteral("local"), QStringLiteral("Local processes"));
        FakeBackend docker(QStringLiteral("unix:///run/docker.sock"),
                           QStringLiteral("Docker (unix:///run/docker.sock)"),
                           BackendKind::Docker);
        Factory factory;
        QWidget frame;
        auto *layout = new QVBoxLayout(&frame);
        auto *selector = new ConnectionSelector(&frame);
        layout->addWidget(selector);
        layout->addStretch();
        selector->setConnectionFactory(factory.function());
        selector->addBackend(&local);
        selector->addBackend(&docker);
        local.start();
        docker.start();
        selector->addChoices(threeContexts());
        pick(*selector, QStringLiteral("prod (training)"));
        factory.made.at(0)->setState(Backend::ConnectionState::Connected);
        frame.resize(900, 300);
        frame.move(20, 20);
        frame.show();
        QVERIFY(QTest::qWaitForWindowExposed(&frame));
        selector->comboBox()->showPopup();
        QWidget *popup = selector->comboBox()->view()->window();
        QTRY_VERIFY(popup->isVisible());
        QTest::qWait(300);
        const QRect area
            = frame.frameGeometry().united(popup->frameGeometry()).adjusted(-8, -8, 8, 8);
        const QPixmap shot
            = frame.screen()->grabWindow(0, area.x(), area.y(), area.width(), area.height());
        QVERIFY(!shot.isNull());
        QVERIFY(shot.save(screenshotDir() + QStringLiteral("/connectionselector-contexts.png")));
        selector->comboBox()->hidePopup();
        QTRY_VERIFY(!popup->isVisible());
    }

    void screenshotOfTheNamespaceMenu()
    {
        FakeBackend local(QStringLiteral("local"), QStringLiteral("Local processes"));
        Factory factory;
        QWidget frame;
        auto *layout = new QVBoxLayout(&frame);
        auto *selector = new ConnectionSelector(&frame);
        layout->addWidget(selector);
        layout->addStretch();
        selector->setConnectionFactory(factory.function());
        selector->addBackend(&local);
        selector->addChoices(threeContexts());
        pick(*selector, QStringLiteral("prod (training)"));
        factory.made.at(0)->setState(Backend::ConnectionState::Connected);
        frame.resize(900, 300);
        frame.move(20, 20);
        frame.show();
        QVERIFY(QTest::qWaitForWindowExposed(&frame));
        QMenu *menu = selector->namespaceMenu();
        QTimer::singleShot(0, selector, [&factory] {
            factory.made.at(0)->answerNamespaces(QStringList{
                QStringLiteral("default"), QStringLiteral("team-b"), QStringLiteral("training")});
        });
        QTimer::singleShot(600, menu, [&frame, menu] {
            const QRect area
                = frame.frameGeometry().united(menu->frameGeometry()).adjusted(-8, -8, 8, 8);
            frame.screen()
                ->grabWindow(0, area.x(), area.y(), area.width(), area.height())
                .save(screenshotDir() + QStringLiteral("/connectionselector-namespaces.png"));
            menu->close();
        });
        // Runs the menu's own loop until the timer above closes it.
        selector->namespaceButton()->showMenu();
        QCOMPARE(factory.made.at(0)->namespaceRequests, 1);
        QVERIFY(QFileInfo::exists(screenshotDir()
                                  + QStringLiteral("/connectionselector-namespaces.png")));
    }
};

QTEST_MAIN(TestConnectionSelector)
#include "tst_connectionselector.moc"
