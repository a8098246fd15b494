// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Start-up as the data grows: the time from launching `traindeck` to its main window being
// mapped on the X server, with 1, 200 and 2,000 finished local jobs in its data folder and an
// engine configured that never answers (DOCKER_HOST on a TEST-NET address, so its connect
// hangs rather than fails), against a minimal Qt Widgets window (startup_minimalwindow, linked
// only to Qt Widgets) launched the same way in the same run. A private Xvfb is started here;
// this process watches the root window for MapNotify (SubstructureNotify), so the figure is
// what a user sees: a window on the screen, not a log line. Runs alternate between the
// cases, so a busy moment of the machine falls on all of them alike. Target: TrainDeck with
// 2,000 jobs within 2x the minimal window (medians); exits 1 when it misses.
// TRAINDECK_BENCH_RUNS changes the number of runs per case (default 7).
#include "latencyprobe.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>

#include <xcb/xcb.h>

#include <cstdio>
#include <cstdlib>
#include <memory>

using namespace TrainDeck::Bench;

namespace {

[[noreturn]] void fail(const QString &why)
{
    std::fprintf(stderr, "bench_startup: %s\n", qPrintable(why));
    std::exit(2);
}

/// A private X server and a connection that sees every top-level window being mapped.
class PrivateX
{
public:
    PrivateX()
    {
        for (int n = 91; n < 200 && !m_conn; ++n) {
            if (QFile::exists(QStringLiteral("/tmp/.X11-unix/X%1").arg(n))
                || QFile::exists(QStringLiteral("/tmp/.X%1-lock").arg(n)))
                continue;
            m_server.start(QStringLiteral("Xvfb"),
                           {QStringLiteral(":%1").arg(n),
                            QStringLiteral("-screen"),
                            QStringLiteral("0"),
                            QStringLiteral("1600x1000x24"),
                            QStringLiteral("-nolisten"),
                            QStringLiteral("tcp")});
            if (!m_server.waitForStarted(5000))
                fail(QStringLiteral("Xvfb did not start (install xvfb)"));
            m_display = QStringLiteral(":%1").arg(n);
            QElapsedTimer t;
            t.start();
            while (t.elapsed() < 10000 && m_server.state() == QProcess::Running) {
                xcb_connection_t *c = xcb_connect(qPrintable(m_display), nullptr);
                if (!xcb_connection_has_error(c)) {
                    m_conn = c;
                    break;
                }
                xcb_disconnect(c);
                QThread::msleep(50);
            }
            if (!m_conn) // another server took the number meanwhile: the next one
                m_server.kill(), m_server.waitForFinished(2000);
        }
        if (!m_conn)
            fail(QStringLiteral("no X display could be started"));
        m_root = xcb_setup_roots_iterator(xcb_get_setup(m_conn)).data->root;
        const uint32_t mask = XCB_EVENT_MASK_SUBSTRUCTURE_NOTIFY;
        xcb_change_window_attributes(m_conn, m_root, XCB_CW_EVENT_MASK, &mask);
        xcb_flush(m_conn);
    }
    ~PrivateX()
    {
        if (m_conn)
            xcb_disconnect(m_conn);
        m_server.terminate();
        if (!m_server.waitForFinished(5000))
            m_server.kill();
    }

    QString display() const { return m_display; }

    /// Milliseconds from starting `program` to a top-level window of it being mapped; the
    /// program is then stopped. Fails the benchmark when it exits or shows nothing in 60 s.
    double launchToMap(const QString &program, const QProcessEnvironment &env)
    {
        drain();
        QProcess p;
        p.setProcessEnvironment(env);
        p.setProcessChannelMode(QProcess::MergedChannels);
        QElapsedTimer t;
        t.start();
        p.start(program, {});
        double ms = -1;
        while (ms < 0) {
            while (xcb_generic_event_t *e = xcb_poll_for_event(m_conn)) {
                if ((e->response_type & ~0x80) == XCB_MAP_NOTIFY) {
                    const auto *m = reinterpret_cast<xcb_map_notify_event_t *>(e);
                    if (m->event == m_root && !m->override_redirect && ms < 0)
                        ms = double(t.nsecsElapsed()) / 1e6;
                }
                std::free(e);
            }
            if (ms >= 0)
                break;
            if (xcb_connection_has_error(m_conn))
                fail(QStringLiteral("the X connection broke"));
            if (p.state() == QProcess::NotRunning && t.elapsed() > 100)
                fail(QStringLiteral("%1 exited before showing a window: %2")
                         .arg(program, QString::fromLocal8Bit(p.readAll())));
            if (t.elapsed() > 60000)
                fail(QStringLiteral("%1 showed no window in 60 s").arg(program));
            QThread::usleep(100);
        }
        p.terminate();
        if (!p.waitForFinished(10000)) {
            p.kill();
            p.waitForFinished(5000);
        }
        return ms;
    }

private:
    void drain()
    {
        while (xcb_generic_event_t *e = xcb_poll_for_event(m_conn))
            std::free(e);
    }

    QProcess m_server;
    QString m_display;
    xcb_connection_t *m_conn = nullptr;
    xcb_window_t m_root = 0;
};

bool writeFile(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

using Replacements = QList<std::pair<QByteArray, QByteArray>>;

/// Copies `from` to `to` (a job folder) with each replacement made in every file's text and
/// name (the job's name, its data folder): the copy is the same finished job under another
/// name, in another data folder.
void copyJob(const QString &from, const QString &to, const Replacements &replacements)
{
    QDir src(from);
    QDir().mkpath(to);
    for (const QFileInfo &fi :
         src.entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden)) {
        QString fileName = fi.fileName();
        for (const auto &[a, b] : replacements)
            fileName.replace(QString::fromUtf8(a), QString::fromUtf8(b));
        const QString target = QDir(to).filePath(fileName);
        if (fi.isDir()) {
            copyJob(fi.filePath(), target, replacements);
            continue;
        }
        QFile in(fi.filePath());
        if (!in.open(QIODevice::ReadOnly))
            fail(QStringLiteral("cannot read %1").arg(fi.filePath()));
        QByteArray data = in.readAll();
        // Log files keep their bytes: their index holds offsets into them.
        if (!fi.filePath().contains(QLatin1String("/logs/")))
            for (const auto &[a, b] : replacements)
                data.replace(a, b);
        if (!writeFile(target, data))
            fail(QStringLiteral("cannot write %1").arg(target));
        QFile::setPermissions(target, in.permissions());
    }
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString bin = QCoreApplication::applicationDirPath() + QStringLiteral("/..");
    const QString traindeck = QDir(bin).filePath(QStringLiteral("app/traindeck"));
    const QString cli = QDir(bin).filePath(QStringLiteral("app/traindeck-cli"));
    const QString minimal
        = QCoreApplication::applicationDirPath() + QStringLiteral("/startup_minimalwindow");
    for (const QString &exe : {traindeck, cli, minimal})
        if (!QFileInfo(exe).isExecutable())
            fail(QStringLiteral("%1 is not built").arg(exe));
    const int runs = qEnvironmentVariableIntValue("TRAINDECK_BENCH_RUNS") > 0
                         ? qEnvironmentVariableIntValue("TRAINDECK_BENCH_RUNS")
                         : 7;

    QTemporaryDir tmp;
    if (!tmp.isValid())
        fail(QStringLiteral("no temporary folder"));
    if (qEnvironmentVariableIsSet("TRAINDECK_BENCH_KEEP")) {
        tmp.setAutoRemove(false);
        std::printf("keeping %s\n", qPrintable(tmp.path()));
    }
    const QString home = tmp.filePath(QStringLiteral("home"));
    const QString runtime = tmp.filePath(QStringLiteral("run"));
    QDir().mkpath(home);
    QDir().mkpath(runtime);
    QFile::setPermissions(runtime, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);

    PrivateX x;
    QProcessEnvironment base = QProcessEnvironment::systemEnvironment();
    for (const char *k : {"KUBECONFIG",
                          "CONTAINER_HOST",
                          "DOCKER_CONTEXT",
                          "DOCKER_TLS_VERIFY",
                          "DOCKER_CERT_PATH",
                          "DBUS_SESSION_BUS_ADDRESS",
                          "WAYLAND_DISPLAY",
                          "XAUTHORITY",
                          "QT_QPA_PLATFORM"})
        base.remove(QString::fromLatin1(k));
    base.insert(QStringLiteral("HOME"), home);
    base.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/.config"));
    base.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/.local/share"));
    base.insert(QStringLiteral("XDG_CACHE_HOME"), home + QStringLiteral("/.cache"));
    base.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime);
    base.insert(QStringLiteral("DISPLAY"), x.display());
    base.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
    // An engine that never answers: TEST-NET-1 (RFC 5737) is routed nowhere.
    base.insert(QStringLiteral("DOCKER_HOST"), QStringLiteral("tcp://192.0.2.1:2375"));

    // One real finished local job, made by the CLI; the bigger folders hold copies of it.
    const QString seedData = tmp.filePath(QStringLiteral("data-1"));
    const QByteArray seedName = "startup-seed-00000";
    writeFile(tmp.filePath(QStringLiteral("job/train.py")), "print('loss=0.5', flush=True)\n");
    writeFile(tmp.filePath(QStringLiteral("job/job.yaml")),
              "apiVersion: trainer.kubeflow.org/v1alpha1\nkind: TrainJob\nmetadata:\n  name: "
                  + seedName
                  + "\n  annotations:\n    traindeck.io/script: train.py\nspec:\n  runtimeRef:\n"
                    "    name: torch-distributed\n  trainer:\n    numNodes: 1\n");
    {
        QProcessEnvironment env = base;
        env.insert(QStringLiteral("TRAINDECK_DATA_DIR"), seedData);
        env.remove(QStringLiteral("DOCKER_HOST"));
        QProcess p;
        p.setProcessEnvironment(env);
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(cli,
                {QStringLiteral("train"),
                 tmp.filePath(QStringLiteral("job/job.yaml")),
                 QStringLiteral("--backend"),
                 QStringLiteral("local"),
                 QStringLiteral("--follow")});
        if (!p.waitForFinished(300000) || p.exitCode() != 0)
            fail(QStringLiteral("the seed job did not complete: %1")
                     .arg(QString::fromLocal8Bit(p.readAll())));
    }
    const QString seedJob = seedData + QStringLiteral("/jobs/local/") + QString::fromUtf8(seedName);
    if (!QFileInfo(seedJob + QStringLiteral("/state.json")).isFile())
        fail(QStringLiteral("the seed job is not at %1").arg(seedJob));

    struct Case
    {
        QString label;
        QString program;
        QString data;
        Spread ms;
    };
    std::vector<Case> cases;
    cases.push_back({QStringLiteral("minimal Qt Widgets window"), minimal, {}, {}});
    cases.push_back({QStringLiteral("TrainDeck, 1 job"), traindeck, seedData, {}});
    for (const int count : {200, 2000}) {
        const QString data = tmp.filePath(QStringLiteral("data-%1").arg(count));
        for (int i = 0; i < count; ++i) {
            const QByteArray name = "startup-seed-" + QByteArray::number(i).rightJustified(5, '0');
            copyJob(seedJob,
                    data + QStringLiteral("/jobs/local/") + QString::fromUtf8(name),
                    {{seedData.toUtf8(), data.toUtf8()}, {seedName, name}});
        }
        cases.push_back({QStringLiteral("TrainDeck, %1 jobs").arg(count), traindeck, data, {}});
    }

    auto envOf = [&base](const Case &c) {
        QProcessEnvironment env = base;
        if (!c.data.isEmpty())
            env.insert(QStringLiteral("TRAINDECK_DATA_DIR"), c.data);
        return env;
    };
    // One run of each first, untimed: font and shader caches, the page cache.
    for (const Case &c : cases)
        (void)x.launchToMap(c.program, envOf(c));
    for (int r = 0; r < runs; ++r)
        for (Case &c : cases)
            c.ms.add(x.launchToMap(c.program, envOf(c)));

    const double baseline = cases.front().ms.median();
    std::printf("launch to mapped main window, median (min..max) of %d runs, Xvfb %s:\n",
                runs,
                qPrintable(x.display()));
    for (const Case &c : cases)
        std::printf("  %-28s %s  %.2fx\n",
                    qPrintable(c.label),
                    c.ms.text("ms").constData(),
                    c.ms.median() / baseline);
    const double ratio = cases.back().ms.median() / baseline;
    const bool ok = ratio <= 2.0;
    std::printf("2,000 jobs against the minimal window: %.2fx (target <= 2x): %s\n",
                ratio,
                ok ? "met" : "MISSED");
    return ok ? 0 : 1;
}
