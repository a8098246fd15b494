// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// "Convert to TrainJob" on a Training Operator v1 job: enabled only for jobs whose kind is
// not TrainJob, placed in the Job menu and the jobs table's context menu, asked of the
// backend the job runs on (not the window's current one), and the builder opens with the
// converted job and a notice listing what was not carried over; a refusal reaches the status
// bar. Two test backends stand in for Kubernetes clusters.
#include "ui/appcontroller.h"
#include "ui/builder/jobbuilderdialog.h"
#include "ui/connectionselector.h"
#include "ui/jobtableview.h"
#include "ui/mainwindow.h"

#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Ui;

namespace {

/// A cluster that lists the given jobs and converts by a given answer. No Q_OBJECT: it adds
/// no signals.
class ConvertingBackend final : public Backend
{
public:
    explicit ConvertingBackend(QString connection)
        : m_connection(std::move(connection))
    {}

    QList<JobSnapshot> listed;
    std::optional<Result<TrainJobConversion>> answer;
    QStringList convertAsked;

    BackendKind kind() const override { return BackendKind::Kubernetes; }
    QString connection() const override { return m_connection; }
    QString displayName() const override { return m_connection; }
    void start() override { setConnectionState(ConnectionState::Connected); }
    QFuture<Result<QList<Runtime>>> runtimes() override
    {
        return QtFuture::makeReadyFuture(Result<QList<Runtime>>(QList<Runtime>{}));
    }
    QFuture<Result<JobPlan>> plan(const TrainJob &) override { return fail<JobPlan>(); }
    QFuture<Result<QString>> submit(const TrainJob &) override { return fail<QString>(); }
    QFuture<Result<QList<JobSnapshot>>> jobs() override
    {
        return QtFuture::makeReadyFuture(Result<QList<JobSnapshot>>(listed));
    }
    QFuture<Result<JobSnapshot>> job(const QString &) override { return fail<JobSnapshot>(); }
    QFuture<Result<bool>> cancel(const QString &) override { return fail<bool>(); }
    QFuture<Result<bool>> remove(const QString &) override { return fail<bool>(); }
    QFuture<Result<TrainJobConversion>> convertToTrainJob(const QString &name) override
    {
        convertAsked.append(name);
        return QtFuture::makeReadyFuture(
            answer.value_or(Error::make(Error::Kind::Unsupported, QStringLiteral("no answer"))));
    }
    QString logDir(const QString &job) const override
    {
        return QStringLiteral("/nonexistent/") + job;
    }

private:
    template<class T>
    static QFuture<Result<T>> fail()
    {
        return QtFuture::makeReadyFuture(
            Result<T>(Error::make(Error::Kind::Unsupported, QStringLiteral("test backend"))));
    }

    QString m_connection;
};

JobSnapshot snapshot(const QString &name, const QString &kind, const QString &connection)
{
    JobSnapshot s;
    s.name = name;
    s.kind = kind;
    s.backend = BackendKind::Kubernetes;
    s.connection = connection;
    s.nameSpace = QStringLiteral("team-a");
    s.status = JobStatus::Running;
    s.numNodes = 3;
    s.madeByTrainDeck = false;
    s.created = QDateTime::currentDateTimeUtc();
    return s;
}

} // namespace

class TestConvertAction : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    ConvertingBackend m_prod{QStringLiteral("prod")};
    ConvertingBackend m_dev{QStringLiteral("dev")};
    std::unique_ptr<MainWindow> m_window;
    AppController *m_controller = nullptr;
    QAction *m_convert = nullptr;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
        QCoreApplication::setOrganizationName(QStringLiteral("TrainDeckTest"));
        QCoreApplication::setApplicationName(QStringLiteral("TrainDeckTest"));
        qputenv("TRAINDECK_DATA_DIR", m_dir.filePath(QStringLiteral("data")).toUtf8());
        m_prod.listed = {snapshot(QStringLiteral("pytorch-simple"),
                                  QStringLiteral("PyTorchJob"),
                                  QStringLiteral("prod")),
                         snapshot(QStringLiteral("llama-sft"),
                                  QStringLiteral("TrainJob"),
                                  QStringLiteral("prod"))};
        m_window = std::make_unique<MainWindow>();
        m_window->addBackend(&m_prod);
        m_window->addBackend(&m_dev);
        m_prod.start();
        m_dev.start();
        m_controller = new AppController(m_window.get());
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        for (const JobSnapshot &s : m_prod.listed)
            Q_EMIT m_prod.jobChanged(s);
        m_convert = m_window->findChild<QAction *>(QStringLiteral("actionConvertToTrainJob"));
        QVERIFY(m_convert);
    }

    void cleanupTestCase()
    {
        delete m_controller->builder();
        m_window.reset();
    }

    void placedInTheJobMenuAndTheContextMenu()
    {
        QMenu *jobMenu = nullptr;
        for (QAction *a : m_window->menuBar()->actions()) {
            if (a->menu() && a->text() == QStringLiteral("&Job"))
                jobMenu = a->menu();
        }
        QVERIFY(jobMenu);
        QVERIFY(jobMenu->actions().contains(m_convert));
        auto *table = m_window->findChild<JobTableView *>();
        QVERIFY(table);
        QVERIFY(table->actions().contains(m_convert));
        QCOMPARE(m_convert->text(), QStringLiteral("Con&vert to TrainJob…"));
        QVERIFY(!m_convert->icon().isNull());
    }

    void enabledOnlyForOtherKinds()
    {
        QTRY_VERIFY(m_window->selectJob(QStringLiteral("llama-sft"), QStringLiteral("prod")));
        QCOMPARE(m_window->selectedJob()->kind, QStringLiteral("TrainJob"));
        QVERIFY(!m_convert->isEnabled());
        QVERIFY(m_window->selectJob(QStringLiteral("pytorch-simple"), QStringLiteral("prod")));
        QCOMPARE(m_window->selectedJob()->kind, QStringLiteral("PyTorchJob"));
        QVERIFY(m_convert->isEnabled());
    }

    void builderGetsTheJobAndTheNotice()
    {
        // The window points at another cluster: the job's own is asked.
        QVERIFY(m_window->connectionSelector()->setCurrentConnection(QStringLiteral("dev")));
        QVERIFY(m_window->selectJob(QStringLiteral("pytorch-simple"), QStringLiteral("prod")));
        TrainJobConversion c;
        c.job.name = QStringLiteral("pytorch-simple");
        c.job.namespaceName = QStringLiteral("team-a");
        CustomTrainerContainer trainer;
        trainer.image = QStringLiteral("docker.io/kubeflowkatib/pytorch-mnist:v1beta1-45c5727");
        trainer.command
            = {QStringLiteral("python3"), QStringLiteral("/opt/pytorch-mnist/mnist.py")};
        trainer.numNodes = 3;
        c.job.trainer = trainer;
        c.notCarried = {QStringLiteral("Volumes (dshm) were not carried."),
                        QStringLiteral("runPolicy.backoffLimit 3 was not carried.")};
        m_prod.answer = c;
        m_convert->trigger();
        QTRY_VERIFY(m_controller->builder() && m_controller->builder()->isVisible());
        QCOMPARE(m_prod.convertAsked, QStringList{QStringLiteral("pytorch-simple")});
        QCOMPARE(m_dev.convertAsked, QStringList());
        JobBuilderDialog *builder = m_controller->builder();
        const TrainJob job = builder->job();
        QCOMPARE(job.name, QStringLiteral("pytorch-simple"));
        const auto *t = std::get_if<CustomTrainerContainer>(&job.trainer);
        QVERIFY(t);
        QCOMPARE(t->image, trainer.image);
        QCOMPARE(t->command, trainer.command);
        QCOMPARE(t->numNodes, std::optional<int>(3));
        QCOMPARE(builder->notice(),
                 QStringLiteral("Converted from PyTorchJob pytorch-simple. Not carried over:\n"
                                "• Volumes (dshm) were not carried.\n"
                                "• runPolicy.backoffLimit 3 was not carried."));
        builder->close();
    }

    void refusalReachesTheStatusBar()
    {
        QVERIFY(m_window->selectJob(QStringLiteral("pytorch-simple"), QStringLiteral("prod")));
        m_prod.answer = Result<TrainJobConversion>(
            Error::make(Error::Kind::Validation, QStringLiteral("PyTorchJob has no container")));
        m_convert->trigger();
        QTRY_COMPARE(m_window->statusBar()->currentMessage(),
                     QStringLiteral("Cannot convert PyTorchJob pytorch-simple to a TrainJob: "
                                    "PyTorchJob has no container"));
    }
};

QTEST_MAIN(TestConvertAction)
#include "tst_convertaction.moc"
