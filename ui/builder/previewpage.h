// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/backend.h"
#include "core/pipeline/jobplan.h"

#include <QPointer>
#include <QWidget>

#include <optional>

class QPlainTextEdit;
class QTabWidget;

namespace TrainDeck::Ui {

/// The builder's Preview section: the plan, the TrainJob YAML and the Kubeflow SDK program.
/// The plan is the one the backend Submit goes to would realize: it comes from that backend's
/// Backend::plan(), asynchronously (the UI never waits), and an answer is shown only while it
/// is still for the job and backend last asked about. A builder without connections (used on
/// its own) has no backend to ask; it plans here with the defaults of its backend kind.
class PreviewPage final : public QWidget
{
    Q_OBJECT
public:
    explicit PreviewPage(QWidget *parent = nullptr);

    void setYaml(const QString &yaml);
    void setSdkCode(const QString &code);

    /// Asks `backend` for the plan of `job` (secrets masked); "Planning…" until it answers.
    void planOn(Backend *backend, const TrainJob &job);
    /// Plans `job` here for a backend of `kind` with that kind's defaults.
    void planHere(const TrainJob &job, const Runtime *runtime, BackendKind kind);
    /// The job changed: an answer still on its way is for an old job and is dropped.
    void forgetPlan();

    /// The plan text shown.
    QString planText() const;
    /// The plan shown; empty while waiting or when planning failed.
    std::optional<JobPlan> plan() const { return m_plan; }

    /// The plan of `job` for a backend of `kind` with that kind's defaults, as text, or why
    /// there is none.
    static QString planHereText(const TrainJob &job,
                                const Runtime *runtime,
                                BackendKind kind,
                                std::optional<JobPlan> *plan = nullptr);

signals:
    /// A plan (or why there is none) is shown for the job last asked about.
    void planShown();

private:
    void showPlan(const Result<JobPlan> &plan);

    quint64 m_request = 0; ///< the last plan asked for; older answers are dropped
    std::optional<JobPlan> m_plan;
    QTabWidget *m_tabs = nullptr;
    QPlainTextEdit *m_planView = nullptr;
    QPlainTextEdit *m_yamlView = nullptr;
    QPlainTextEdit *m_sdkView = nullptr;
};

} // namespace TrainDeck::Ui
