// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The process-wide pool of metric and node names: one copy of the characters per name, equal
// to ordinary strings, valid for the life of the process, bounded, shared between threads.
#include "libs/metrics/metricnamepool.h"

#include <QHash>
#include <QTest>

#include <thread>

using namespace TrainDeck::Metrics;

class TestMetricNamePool : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameNameSameCharacters()
    {
        const QString a = MetricNamePool::intern(QByteArrayView("train/loss"));
        const QString b = MetricNamePool::intern(QStringView(QStringLiteral("train/loss")));
        QCOMPARE(a, QStringLiteral("train/loss"));
        QCOMPARE(b, QStringLiteral("train/loss"));
        QCOMPARE(a.constData(), b.constData());
        QCOMPARE(qHash(a), qHash(QStringLiteral("train/loss")));
        const QString other = MetricNamePool::intern(QByteArrayView("train/acc"));
        QCOMPARE(other, QStringLiteral("train/acc"));
        QVERIFY(other.constData() != a.constData());
    }

    void utf8IsDecoded()
    {
        const QString name = MetricNamePool::intern(QByteArrayView("résumé_loss"));
        QCOMPARE(name, QString::fromUtf8("résumé_loss"));
        QCOMPARE(name.size(), 11);
    }

    void outlivesItsSource()
    {
        QString interned;
        {
            QString source = QStringLiteral("node-") + QString::number(42);
            interned = MetricNamePool::intern(QStringView(source));
            source[0] = QLatin1Char('X'); // the pool holds its own copy
        }
        QCOMPARE(interned, QStringLiteral("node-42"));
        // A copy changed by its holder detaches; the pool's name stays.
        QString copy = interned;
        copy.append(QLatin1Char('!'));
        QCOMPARE(copy, QStringLiteral("node-42!"));
        QCOMPARE(MetricNamePool::intern(QByteArrayView("node-42")), QStringLiteral("node-42"));
    }

    void threadsGetTheSameName()
    {
        const QChar *seen[2] = {nullptr, nullptr};
        std::thread t0(
            [&] { seen[0] = MetricNamePool::intern(QByteArrayView("threaded")).constData(); });
        std::thread t1(
            [&] { seen[1] = MetricNamePool::intern(QByteArrayView("threaded")).constData(); });
        t0.join();
        t1.join();
        QVERIFY(seen[0] != nullptr);
        QCOMPARE(seen[0], seen[1]);
    }

    void boundedButStillRight()
    {
        // Past the bound names are ordinary strings: still the right characters.
        for (qsizetype i = 0; i < MetricNamePool::MaxNames + 10; ++i) {
            const QByteArray key = "invented_" + QByteArray::number(i);
            const QString name = MetricNamePool::intern(QByteArrayView(key));
            if (name != QString::fromLatin1(key))
                QFAIL(key.constData());
        }
        const QString late = MetricNamePool::intern(QByteArrayView("late_name"));
        const QString again = MetricNamePool::intern(QByteArrayView("late_name"));
        QCOMPARE(late, QStringLiteral("late_name"));
        QCOMPARE(again, late);
        QVERIFY(late.constData() != again.constData()); // not interned: the pool is full
        // Names interned before the bound was reached keep their one copy.
        QCOMPARE(MetricNamePool::intern(QByteArrayView("invented_0")).constData(),
                 MetricNamePool::intern(QByteArrayView("invented_0")).constData());
    }
};

QTEST_GUILESS_MAIN(TestMetricNamePool)
#include "tst_metricnamepool.moc"
