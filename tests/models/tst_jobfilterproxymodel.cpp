// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "models/jobfilterproxymodel.h"
#include "models/jobtablemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Models;

namespace {

const QDateTime T0(QDate(2025, 3, 1), QTime(12, 0, 0), Qt::UTC);

JobSnapshot job(const QString &name,
                JobStatus status,
                const QString &runtime,
                int nodes,
                int ageMinutes,
                const QString &connection = QStringLiteral("local"))
{
    JobSnapshot s;
    s.name = name;
    s.connection = connection;
    s.runtimeName = runtime;
    s.status = status;
    s.numNodes = nodes;
    s.created = T0.addSecs(-60 * ageMinutes);
    s.started = s.created.addSecs(1);
    if (status == JobStatus::Complete || status == JobStatus::Failed)
        s.finished = s.started.addSecs(nodes * 7);
    return s;
}

QStringList names(const QAbstractItemModel &m)
{
    QStringList out;
    for (int r = 0; r < m.rowCount(); ++r)
        out << m.index(r, JobTableModel::NameColumn).data().toString();
    return out;
}

} // namespace

class TestJobFilterProxyModel : public QObject
{
    Q_OBJECT

private:
    JobTableModel *m_source = nullptr;
    JobFilterProxyModel *m_proxy = nullptr;

private Q_SLOTS:
    void init()
    {
        m_source = new JobTableModel(this);
        m_source->setTickInterval(0);
        m_source->setClock([] { return T0; });
        m_proxy = new JobFilterProxyModel(this);
        m_proxy->setSourceModel(m_source);
        new QAbstractItemModelTester(
            m_proxy, QAbstractItemModelTester::FailureReportingMode::QtTest, m_proxy);
        new QAbstractItemModelTester(
            m_source, QAbstractItemModelTester::FailureReportingMode::QtTest, m_source);
        const QString docker = QStringLiteral("unix:///run/docker.sock");
        m_source->enqueueChanged(job(QStringLiteral("mnist-a"),
                                     JobStatus::Complete,
                                     QStringLiteral("torch-distributed"),
                                     2,
                                     30));
        m_source->enqueueChanged(job(QStringLiteral("mnist-b"),
                                     JobStatus::Failed,
                                     QStringLiteral("torch-distributed"),
                                     10,
                                     5));
        m_source->enqueueChanged(job(QStringLiteral("llama-tune"),
                                     JobStatus::Running,
                                     QStringLiteral("torchtune-llama3.2-1b"),
                                     1,
                                     90,
                                     docker));
        m_source->enqueueChanged(job(QStringLiteral("Xgb"),
                                     JobStatus::Created,
                                     QStringLiteral("xgboost-distributed"),
                                     4,
                                     1,
                                     docker));
        m_source->flush();
    }

    void cleanup()
    {
        delete m_proxy;
        delete m_source;
    }

    void freeTextMatchesNameAndRuntime()
    {
        QSignalSpy changed(m_proxy, &JobFilterProxyModel::filterChanged);
        m_proxy->setFilterText(QStringLiteral("MNIST"));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(m_proxy->rowCount(), 2);
        // "llama" is in the runtime name of llama-tune only; "torch" in three runtimes.
        m_proxy->setFilterText(QStringLiteral("torch"));
        QCOMPARE(m_proxy->rowCount(), 3);
        m_proxy->setFilterText(QStringLiteral("  xgboost "));
        QCOMPARE(names(*m_proxy), QStringList{QStringLiteral("Xgb")});
        m_proxy->setFilterText(QStringLiteral("nothing-like-this"));
        QCOMPARE(m_proxy->rowCount(), 0);
        m_proxy->setFilterText({});
        QCOMPARE(m_proxy->rowCount(), 4);
        QVERIFY(!m_proxy->isFiltering());
    }

    // Cancelled is a filter of its own; Failed lists the failures without the cancelled.
    void cancelledIsNotFailed()
    {
        JobSnapshot stopped = job(QStringLiteral("stopped"),
                                  JobStatus::Failed,
                                  QStringLiteral("torch-distributed"),
                                  1,
                                  2);
        stopped.statusReason = QStringLiteral("Cancelled");
        m_source->enqueueChanged(stopped);
        m_source->flush();
        m_proxy->setStatusFilter({JobStatus::Failed});
        QCOMPARE(names(*m_proxy), QStringList{QStringLiteral("mnist-b")});
        m_proxy->setStatusFilter({}, true);
        QCOMPARE(names(*m_proxy), QStringList{QStringLiteral("stopped")});
        QVERIFY(m_proxy->isFiltering());
        m_proxy->setStatusFilter({JobStatus::Failed}, true);
        QCOMPARE(m_proxy->rowCount(), 2);
        m_proxy->setStatusFilter({});
        QCOMPARE(m_proxy->rowCount(), 5);
        QVERIFY(!m_proxy->isFiltering());
    }

    void statusRuntimeBackendFilters()
    {
        m_proxy->setStatusFilter({JobStatus::Complete, JobStatus::Failed});
        QCOMPARE(m_proxy->rowCount(), 2);
        m_proxy->setStatusFilter({JobStatus::Running});
        QCOMPARE(names(*m_proxy), QStringList{QStringLiteral("llama-tune")});
        m_proxy->setStatusFilter({});

        m_proxy->setRuntimeFilter(QStringLiteral("torch-distributed"));
        QCOMPARE(m_proxy->rowCount(), 2);
        m_proxy->setRuntimeFilter({});

        m_proxy->setBackendFilter(QStringLiteral("unix:///run/docker.sock"));
        QCOMPARE(m_proxy->rowCount(), 2);
        // Filters combine.
        m_proxy->setStatusFilter({JobStatus::Created});
        QCOMPARE(names(*m_proxy), QStringList{QStringLiteral("Xgb")});
        QVERIFY(m_proxy->isFiltering());

        // A job that changes status leaves and enters the filtered view on its own.
        m_source->enqueueChanged(job(QStringLiteral("llama-tune"),
                                     JobStatus::Created,
                                     QStringLiteral("torchtune-llama3.2-1b"),
                                     1,
                                     90,
                                     QStringLiteral("unix:///run/docker.sock")));
        m_source->flush();
        QCOMPARE(m_proxy->rowCount(), 2);
        m_source->enqueueRemoved(QStringLiteral("unix:///run/docker.sock"), QStringLiteral("Xgb"));
        m_source->flush();
        QCOMPARE(names(*m_proxy), QStringList{QStringLiteral("llama-tune")});
    }

    void sortsOnRawValues_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<QStringList>("ascending");
        QTest::newRow("name, case-insensitive") << int(JobTableModel::NameColumn)
                                                << QStringList{QStringLiteral("llama-tune"),
                                                               QStringLiteral("mnist-a"),
                                                               QStringLiteral("mnist-b"),
                                                               QStringLiteral("Xgb")};
        // 2 < 4 < 10 numerically, where text would give "10" < "2".
        QTest::newRow("nodes numerically") << int(JobTableModel::NodesColumn)
                                           << QStringList{QStringLiteral("llama-tune"),
                                                          QStringLiteral("mnist-a"),
                                                          QStringLiteral("Xgb"),
                                                          QStringLiteral("mnist-b")};
        // Seconds, not "1m 0s" < "1h 30m" < ... as text.
        QTest::newRow("age in seconds") << int(JobTableModel::AgeColumn)
                                        << QStringList{QStringLiteral("Xgb"),
                                                       QStringLiteral("mnist-b"),
                                                       QStringLiteral("mnist-a"),
                                                       QStringLiteral("llama-tune")};
        QTest::newRow("status by enum order, ties by name")
            << int(JobTableModel::StatusColumn)
            << QStringList{QStringLiteral("Xgb"),
                           QStringLiteral("llama-tune"),
                           QStringLiteral("mnist-a"),
                           QStringLiteral("mnist-b")};
        QTest::newRow("runtime") << int(JobTableModel::RuntimeColumn)
                                 << QStringList{QStringLiteral("mnist-a"),
                                                QStringLiteral("mnist-b"),
                                                QStringLiteral("llama-tune"),
                                                QStringLiteral("Xgb")};
        QTest::newRow("duration") << int(JobTableModel::DurationColumn)
                                  << QStringList{QStringLiteral("mnist-a"),
                                                 QStringLiteral("Xgb"),
                                                 QStringLiteral("mnist-b"),
                                                 QStringLiteral("llama-tune")};
    }

    void sortsOnRawValues()
    {
        QFETCH(int, column);
        QFETCH(QStringList, ascending);
        m_proxy->sort(column, Qt::AscendingOrder);
        QCOMPARE(names(*m_proxy), ascending);
        m_proxy->sort(column, Qt::DescendingOrder);
        QStringList descending = ascending;
        std::reverse(descending.begin(), descending.end());
        QCOMPARE(names(*m_proxy), descending);
    }

    void sortSurvivesUpdates()
    {
        m_proxy->sort(JobTableModel::NodesColumn, Qt::AscendingOrder);
        m_source->enqueueChanged(job(QStringLiteral("mnist-b"),
                                     JobStatus::Failed,
                                     QStringLiteral("torch-distributed"),
                                     0,
                                     5));
        m_source->enqueueChanged(job(QStringLiteral("new-one"),
                                     JobStatus::Running,
                                     QStringLiteral("torch-distributed"),
                                     3,
                                     0));
        m_source->flush();
        QCOMPARE(names(*m_proxy),
                 (QStringList{QStringLiteral("mnist-b"),
                              QStringLiteral("llama-tune"),
                              QStringLiteral("mnist-a"),
                              QStringLiteral("new-one"),
                              QStringLiteral("Xgb")}));
    }

    void genericSourceModel()
    {
        // The proxy reads roles, so it also filters a plain model carrying the same roles.
        QStandardItemModel plain(0, JobTableModel::ColumnCount);
        for (const auto &[name, status] : {std::pair{QStringLiteral("one"), JobStatus::Running},
                                           std::pair{QStringLiteral("two"), JobStatus::Failed}}) {
            auto *item = new QStandardItem(name);
            item->setData(name, JobTableModel::JobNameRole);
            item->setData(QVariant::fromValue(status), JobTableModel::StatusRole);
            item->setData(QStringLiteral("local"), JobTableModel::ConnectionRole);
            item->setData(name, JobTableModel::RawValueRole);
            plain.appendRow(item);
        }
        JobFilterProxyModel proxy;
        proxy.setSourceModel(&plain);
        proxy.setStatusFilter({JobStatus::Failed});
        QCOMPARE(proxy.rowCount(), 1);
        QCOMPARE(proxy.index(0, 0).data().toString(), QStringLiteral("two"));
        proxy.setStatusFilter({});
        proxy.setFilterText(QStringLiteral("ON"));
        QCOMPARE(proxy.rowCount(), 1);
    }
};

QTEST_GUILESS_MAIN(TestJobFilterProxyModel)
#include "tst_jobfilterproxymodel.moc"
