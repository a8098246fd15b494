// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/previewpage.h"

#include "core/pipeline/pipeline.h"
#include "core/pipeline/plancontext.h"
#include "ui/builder/builderpage.h"
#include "ui/text/codehighlighter.h"
#include "ui/text/monospacefont.h"

#include <QLabel>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QVBoxLayout>

namespace TrainDeck::Ui {

namespace {

QPlainTextEdit *codeView(QWidget *parent, const QString &name)
{
    auto *v = new QPlainTextEdit(parent);
    v->setObjectName(name);
    v->setReadOnly(true);
    v->setLineWrapMode(QPlainTextEdit::NoWrap);
    MonospaceFont::apply(v);
    return v;
}

} // namespace

PreviewPage::PreviewPage(QWidget *parent)
    : QWidget(parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(BuilderPage::heading(tr("Preview"), this));
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("previewTabs"));
    m_planView = codeView(this, QStringLiteral("planView"));
    m_yamlView = codeView(this, QStringLiteral("yamlView"));
    CodeHighlighter::install(m_yamlView, CodeHighlighter::Yaml);
    m_sdkView = codeView(this, QStringLiteral("sdkView"));
    CodeHighlighter::install(m_sdkView, CodeHighlighter::Python);
    m_tabs->addTab(m_planView, tr("Plan"));
    m_tabs->addTab(m_yamlView, tr("TrainJob YAML"));
    m_tabs->addTab(m_sdkView, tr("Python SDK"));
    outer->addWidget(m_tabs, 1);
    outer->addWidget(
        BuilderPage::hint(tr("Secrets are hidden here; exports ask before writing them."), this));
}

void PreviewPage::setYaml(const QString &yaml)
{
    m_yamlView->setPlainText(yaml);
}

void PreviewPage::setSdkCode(const QString &code)
{
    m_sdkView->setPlainText(code);
}

void PreviewPage::forgetPlan()
{
    ++m_request;
    m_plan.reset();
}

void PreviewPage::planOn(Backend *backend, const TrainJob &job)
{
    const quint64 request = ++m_request;
    m_plan.reset();
    m_planView->setPlainText(tr("Planning on %1…").arg(backend->displayName()));
    backend->plan(job).then(this, [this, request](const Result<JobPlan> &plan) {
        if (request != m_request)
            return; // the job or the target changed meanwhile
        showPlan(plan);
    });
}

void PreviewPage::showPlan(const Result<JobPlan> &plan)
{
    if (plan) {
        m_plan = *plan;
        m_planView->setPlainText(plan->toText());
    } else {
        m_plan.reset();
        m_planView->setPlainText(tr("No plan until this problem is fixed:")
                                 + QStringLiteral("\n  • ") + plan.error().toString());
    }
    emit planShown();
}

void PreviewPage::planHere(const TrainJob &job, const Runtime *runtime, BackendKind kind)
{
    ++m_request;
    m_planView->setPlainText(planHereText(job, runtime, kind, &m_plan));
    emit planShown();
}

QString PreviewPage::planText() const
{
    return m_planView->toPlainText();
}

QString PreviewPage::planHereText(const TrainJob &job,
                                  const Runtime *runtime,
                                  BackendKind kind,
                                  std::optional<JobPlan> *shown)
{
    if (shown)
        shown->reset();
    if (!runtime)
        return tr("No plan: pick a runtime.");
    QList<Error> problems;
    auto plan = Pipeline::standard().plan(
        job, *runtime, PlanContext::forBackend(kind, job.name), &problems);
    if (!plan) {
        QStringList lines{tr("No plan until these problems are fixed:")};
        for (const Error &e : std::as_const(problems))
            lines << QStringLiteral("  • ") + e.toString();
        return lines.join(u'\n');
    }
    if (shown)
        *shown = *plan;
    return plan->toText();
}

} // namespace TrainDeck::Ui
