// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The run history at 10,000 runs (TRAINDECK_BENCH_RUNS to change), each with two steps,
// three events, a spec and three metric summaries, through HistoryStore's asynchronous API as
// the History view uses it: the time from the call to the QFuture's continuation running in
// the UI thread's event loop, for the full list and for typical filters (text, status, a
// metric's range), each the median of 7. Meanwhile the UI thread's lateness is probed while
// queries run back to back. Baseline in the same run: the same records read from a JSON-lines
// file (one record a line) and filtered in memory in the UI thread, as a store without a
// database would. Targets: full load < 100 ms, each filter < 50 ms, UI p99 lateness < 16 ms;
// exits 1 when one is missed.
#include "bench/latencyprobe.h"
#include "libs/history/historyjson.h"
#include "libs/history/historystore.h"

#include <QApplication>
#include <QFile>
#include <QTemporaryDir>

#include <nlohmann/json.hpp>

#include <cstdio>
#include <ctime>

using namespace TrainDeck;
using namespace TrainDeck::History;

namespace {

HistoryRecord makeRun(int i, const QDateTime &base)
{
    JobSnapshot s;
    s.name = QStringLiteral("job-%1").arg(i);
    s.connection = i % 3 == 0 ? QStringLiteral("local") : QStringLiteral("unix:///run/docker.sock");
    s.backend = i % 3 == 0 ? BackendKind::Local : BackendKind::Docker;
    s.runtimeName = i % 2 ? QStringLiteral("torch-distributed") : QStringLiteral("deepspeed");
    s.framework = QStringLiteral("torch");
    s.status = i % 10 == 0 ? JobStatus::Failed : JobStatus::Complete;
    s.numNodes = 2;
    s.created = base.addSecs(qint64(i) * 60);
    s.started = s.created.addSecs(5);
    s.finished = s.created.addSecs(50);
    s.logDir = QStringLiteral("/home/user/.local/share/TrainDeck/jobs/%1/logs").arg(s.name);
    for (int n = 0; n < 2; ++n) {
        StepSnapshot st;
        st.name = nodeStepName(n);
        st.rank = n;
        st.state
            = s.status == JobStatus::Failed && n == 1 ? StepState::Failed : StepState::Succeeded;
        st.exitCode = st.state == StepState::Failed ? 1 : 0;
        st.objectName = s.name + u'-' + st.name;
        st.objectId = QString::number(1000 + i);
        st.startedAt = s.started;
        st.finishedAt = s.finished;
        s.steps << st;
    }
    for (int e = 0; e < 3; ++e)
        s.events << JobEvent{s.created.addSecs(e),
                             QStringLiteral("node-0"),
                             QStringLiteral("Started"),
                             QStringLiteral("step node-0 started"),
                             false};
    HistoryRecord r = HistoryRecord::fromSnapshot(s);
    r.specYaml = QStringLiteral("apiVersion: trainer.kubeflow.org/v1alpha1\nkind: TrainJob\n"
                                "metadata:\n  name: %1\nspec:\n  runtimeRef:\n    name: %2\n"
                                "  trainer:\n    numNodes: 2\n")
                     .arg(s.name, s.runtimeName)
                 + QString(400, u'#');
    const double loss = 0.05 + double(i % 1000) / 1000.0;
    r.metrics = {{QStringLiteral("accuracy"), 1 - loss / 2, 0.1, 1 - loss / 2, 100},
                 {QStringLiteral("learning_rate"), 1e-5, 1e-5, 3e-4, 100},
                 {QStringLiteral("loss"), loss, loss, 2.5, 100}};
    if (s.status == JobStatus::Failed)
        r.lastErrorLine = QStringLiteral("RuntimeError: CUDA out of memory");
    return r;
}

std::string line(const HistoryRecord &r)
{
    nlohmann::ordered_json o;
    o["connection"] = r.job.connection.toStdString();
    o["name"] = r.job.name.toStdString();
    o["created"] = r.job.created.toMSecsSinceEpoch();
    o["backend"] = enumName(r.job.backend).toStdString();
    o["runtime"] = r.job.runtimeName.toStdString();
    o["status"] = enumName(r.job.status).toStdString();
    o["spec"] = r.specYaml.toStdString();
    o["steps"] = nlohmann::ordered_json::parse(HistoryJson::steps(r.job.steps).toStdString());
    o["events"] = nlohmann::ordered_json::parse(HistoryJson::events(r.job.events).toStdString());
    auto m = nlohmann::ordered_json::array();
    for (const MetricSummary &s : r.metrics)
        m.push_back({s.name.toStdString(), s.last, s.min, s.max, s.count});
    o["metrics"] = m;
    return o.dump();
}

HistoryRecord fromLine(const QByteArray &text)
{
    const auto o = nlohmann::ordered_json::parse(text.constBegin(), text.constEnd());
    HistoryRecord r;
    r.job.connection = QString::fromStdString(o["connection"].get<std::string>());
    r.job.name = QString::fromStdString(o["name"].get<std::string>());
    r.job.created = QDateTime::fromMSecsSinceEpoch(o["created"].get<qint64>(), Qt::UTC);
    r.job.backend = backendKindFromString(QString::fromStdString(o["backend"].get<std::string>()))
                        .value_or(BackendKind::Local);
    r.job.runtimeName = QString::fromStdString(o["runtime"].get<std::string>());
    r.job.status = jobStatusFromString(QString::fromStdString(o["status"].get<std::string>()))
                       .value_or(JobStatus::Unknown);
    r.specYaml = QString::fromStdString(o["spec"].get<std::string>());
    r.job.steps = HistoryJson::steps(QByteArray::fromStdString(o["steps"].dump()));
    r.job.events = HistoryJson::events(QByteArray::fromStdString(o["events"].dump()));
    for (const auto &m : o["metrics"])
        r.metrics.append({QString::fromStdString(m[0].get<std::string>()),
                          m[1].get<double>(),
                          m[2].get<double>(),
                          m[3].get<double>(),
                          m[4].get<qint64>()});
    return r;
}

/// CPU time of the whole process (both threads), to tell the work from waiting for a core.
double processCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

double lastCpuMs = 0;

/// Milliseconds from the call to the continuation in this thread's event loop; the rows.
/// lastCpuMs: the process's CPU time meanwhile.
std::pair<double, qsizetype>
timedQuery(QApplication &app, HistoryStore &store, const HistoryFilter &f)
{
    const double cpu = processCpuMs();
    QElapsedTimer t;
    t.start();
    bool done = false;
    double ms = -1;
    qsizetype rows = -1;
    store.query(f).then(&app, [&](const Result<QList<HistoryRecord>> &r) {
        ms = double(t.nsecsElapsed()) / 1e6;
        rows = r ? r->size() : -1;
        done = true;
    });
    while (!done)
        app.processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 5);
    lastCpuMs = processCpuMs() - cpu;
    return {ms, rows};
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int runs = qEnvironmentVariableIsSet("TRAINDECK_BENCH_RUNS")
                         ? qEnvironmentVariableIntValue("TRAINDECK_BENCH_RUNS")
                         : 10000;
    QTemporaryDir dir;
    HistoryStore store(dir.filePath(QStringLiteral("history.sqlite")),
                       dir.filePath(QStringLiteral("archive")));
    if (!store.open().then([](const Result<void> &r) { return r.ok(); }).result()) {
        std::fprintf(stderr, "could not open the history database\n");
        return 2;
    }
    const QDateTime base = QDateTime::currentDateTimeUtc().addDays(-30);
    QElapsedTimer fill;
    fill.start();
    QFile jsonl(dir.filePath(QStringLiteral("history.jsonl")));
    if (!jsonl.open(QIODevice::WriteOnly))
        return 2;
    QFuture<Result<HistoryRecord>> last;
    for (int i = 0; i < runs; ++i) {
        const HistoryRecord r = makeRun(i, base);
        last = store.upsert(r);
        jsonl.write(QByteArray::fromStdString(line(r)) + '\n');
    }
    jsonl.close();
    last.waitForFinished();
    std::printf(
        "history: %d runs written through upsert in %.0f ms\n", runs, double(fill.elapsed()));

    struct Case
    {
        const char *name;
        HistoryFilter filter;
        double target;
    };
    // The list the History view shows: records without their details (HistoryFilter::details).
    HistoryFilter listAll;
    listAll.details = false;
    HistoryFilter text = listAll;
    text.text = QStringLiteral("job-12");
    HistoryFilter status = listAll;
    status.status = JobStatus::Failed;
    HistoryFilter metric = listAll;
    metric.metricName = QStringLiteral("loss");
    metric.metricMin = 0.2;
    metric.metricMax = 0.3;
    const QList<Case> cases{{"full load", listAll, 100},
                            {"filter text 'job-12'", text, 50},
                            {"filter status Failed", status, 50},
                            {"filter loss in [0.2, 0.3]", metric, 50}};
    bool ok = true;
    timedQuery(app, store, listAll); // warm the page cache once, as a second open of the view would
    for (const Case &c : cases) {
        Bench::Spread spread;
        Bench::Spread cpu;
        qsizetype rows = 0;
        for (int rep = 0; rep < 7; ++rep) {
            const auto [ms, n] = timedQuery(app, store, c.filter);
            spread.add(ms);
            cpu.add(lastCpuMs);
            rows = n;
        }
        const bool met = spread.median() < c.target;
        ok = ok && met && rows > 0;
        std::printf("history: %-26s %s (CPU %s), %lld rows (target < %.0f ms) %s\n",
                    c.name,
                    spread.text("ms").constData(),
                    cpu.text("ms").constData(),
                    qlonglong(rows),
                    c.target,
                    met ? "ok" : "MISSED");
    }

    // Baseline: the same records from a JSON-lines file, parsed and filtered in this thread.
    Bench::Spread baseLoad;
    Bench::Spread baseText;
    for (int rep = 0; rep < 3; ++rep) {
        QElapsedTimer t;
        t.start();
        QFile f(dir.filePath(QStringLiteral("history.jsonl")));
        if (!f.open(QIODevice::ReadOnly))
            return 2;
        QList<HistoryRecord> all;
        while (!f.atEnd())
            all.append(fromLine(f.readLine()));
        baseLoad.add(double(t.nsecsElapsed()) / 1e6);
        QList<HistoryRecord> matched;
        for (const HistoryRecord &r : all) {
            if (r.job.name.contains(text.text, Qt::CaseInsensitive))
                matched.append(r);
        }
        baseText.add(double(t.nsecsElapsed()) / 1e6);
    }
    {
        Bench::Spread whole;
        for (int rep = 0; rep < 3; ++rep)
            whole.add(timedQuery(app, store, {}).first);
        std::printf("history: full load with details (steps, events, spec) %s (no target)\n",
                    whole.text("ms").constData());
    }
    std::printf("history: baseline JSON lines full load %s, load + text filter %s (blocking the "
                "UI thread throughout)\n",
                baseLoad.text("ms").constData(),
                baseText.text("ms").constData());

    // The machine's own lateness first (other processes share the cores), then the UI
    // thread's while queries run back to back in the worker.
    const Bench::Lateness idle = Bench::probeLateness(app, 2);
    std::printf("history: UI-thread lateness with no queries: p99 %.2f ms, worst %.2f ms\n",
                idle.p99,
                idle.worst);
    bool running = true;
    int queries = 0;
    std::function<void()> next = [&] {
        if (!running)
            return;
        store.query(queries % 2 ? listAll : metric).then(&app, [&](const auto &) {
            ++queries;
            next();
        });
    };
    next();
    const Bench::Lateness late = Bench::probeLateness(app, 3);
    running = false;
    Bench::settle(app, 500);
    const bool lateOk = late.p99 < 16;
    ok = ok && lateOk;
    std::printf("history: UI-thread lateness during %d queries: p99 %.2f ms, worst %.2f ms "
                "(target p99 < 16 ms) %s\n",
                queries,
                late.p99,
                late.worst,
                lateOk ? "ok" : "MISSED");
    return ok ? 0 : 1;
}
