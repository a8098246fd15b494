// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Real local runs for the history views' tests: a LocalBackend in a temporary folder, jobs
// submitted and followed to their end, and the HistoryRecord the history would keep of each
// (its last snapshot, and its spec as the backend kept it).
#pragma once

#include "backends/local/localbackend.h"
#include "core/codec/trainjobcodec.h"
#include "libs/history/historyrecord.h"

#include <QFuture>
#include <QHash>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace TrainDeck::Tests {

class LocalRuns : public QObject
{
public:
    LocalRuns()
    {
        Local::LocalBackend::Options o;
        o.jobsDir = m_dir.filePath(QStringLiteral("jobs"));
        o.venvRoot = m_dir.filePath(QStringLiteral("venvs"));
        m_backend = std::make_unique<Local::LocalBackend>(o);
        connect(m_backend.get(), &Backend::jobChanged, this, [this](const JobSnapshot &s) {
            m_last[s.name] = s;
        });
        m_backend->start();
    }

    Local::LocalBackend *backend() const { return m_backend.get(); }
    bool isValid() const { return m_dir.isValid(); }

    /// Submits and waits for the end (at most `timeoutMs`); an empty record on failure.
    History::HistoryRecord run(const TrainJob &job, qint64 id, int timeoutMs = 180000)
    {
        auto f = m_backend->submit(job);
        while (!f.isFinished())
            QTest::qWait(10);
        const auto r = f.result();
        if (!r.ok()) {
            qWarning("submit failed: %s", qPrintable(r.error().toString()));
            return {};
        }
        const QString name = *r;
        QElapsedTimer t;
        t.start();
        while (!m_last.value(name).isFinished() && t.elapsed() < timeoutMs)
            QTest::qWait(20);
        // The last snapshot may trail the finish by a poll: wait for the steps to settle.
        QTest::qWait(300);
        const JobSnapshot s = m_last.value(name);
        History::HistoryRecord rec = History::HistoryRecord::fromSnapshot(s);
        rec.id = id;
        const auto kept = m_backend->submittedJob(s);
        if (kept.ok())
            rec.specYaml = QString::fromUtf8(TrainJobCodec::toKeptYaml(*kept));
        return rec;
    }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Local::LocalBackend> m_backend;
    QHash<QString, JobSnapshot> m_last;
};

} // namespace TrainDeck::Tests
