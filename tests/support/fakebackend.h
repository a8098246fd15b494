// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// A Backend that does nothing but let a test emit its signals: the models only listen.
#pragma once

#include "core/backend/backend.h"

namespace TrainDeck::Testing {

/// No Q_OBJECT: it adds no signals, and tests include it without moc.
class FakeBackend final : public Backend
{
public:
    FakeBackend(QString connection, QString displayName, BackendKind kind = BackendKind::Local)
        : m_connection(std::move(connection))
        , m_displayName(std::move(displayName))
        , m_kind(kind)
    {}

    BackendKind kind() const override { return m_kind; }
    QString connection() const override { return m_connection; }
    QString displayName() const override { return m_displayName; }
    void start() override { setConnectionState(ConnectionState::Connected); }
    /// What runtimes() answers.
    QList<Runtime> runtimeList;
    QFuture<Result<QList<Runtime>>> runtimes() override
    {
        return QtFuture::makeReadyFuture(Result<QList<Runtime>>(runtimeList));
    }
    QFuture<Result<JobPlan>> plan(const TrainJob &) override { return unsupported<JobPlan>(); }
    /// Every job submitted here; accepted (answered with its name) when acceptSubmits.
    QList<TrainJob> submitted;
    bool acceptSubmits = false;
    QFuture<Result<QString>> submit(const TrainJob &job) override
    {
        submitted.append(job);
        if (!acceptSubmits)
            return unsupported<QString>();
        return QtFuture::makeReadyFuture(Result<QString>(job.name));
    }
    QFuture<Result<QList<JobSnapshot>>> jobs() override
    {
        return QtFuture::makeReadyFuture(Result<QList<JobSnapshot>>(QList<JobSnapshot>{}));
    }
    QFuture<Result<JobSnapshot>> job(const QString &) override
    {
        return unsupported<JobSnapshot>();
    }
    QFuture<Result<bool>> cancel(const QString &) override { return unsupported<bool>(); }
    QFuture<Result<bool>> remove(const QString &) override { return unsupported<bool>(); }
    /// Every watchResources call, in order: (job, on). Nothing is measured.
    QList<std::pair<QString, bool>> watchCalls;
    void watchResources(const QString &job, bool on) override { watchCalls.append({job, on}); }
    QString logDir(const QString &job) const override
    {
        return QStringLiteral("/nonexistent/") + job;
    }

    void setState(ConnectionState state, const QString &reason = {})
    {
        setConnectionState(state, reason);
    }
    /// As an engine does once it knows its endpoint: a new identity, then connectionChanged.
    void connectAs(const QString &connection, const QString &displayName)
    {
        m_connection = connection;
        m_displayName = displayName;
        setConnectionState(ConnectionState::Connected);
    }

private:
    template<class T>
    static QFuture<Result<T>> unsupported()
    {
        return QtFuture::makeReadyFuture(
            Result<T>(Error::make(Error::Kind::Unsupported, QStringLiteral("fake backend"))));
    }

    QString m_connection;
    QString m_displayName;
    BackendKind m_kind;
};

} // namespace TrainDeck::Testing
