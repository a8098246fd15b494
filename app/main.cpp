// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/builtinbackends.h"
#include "app/roffwriter.h"
#include "core/backend/backend.h"
#include "libs/history/historystore.h"
#include "models/preferences.h"
#include "translations/translator.h"
#include "ui/appcontroller.h"
#include "ui/firstpaint.h"
#include "ui/fontpreload.h"
#include "ui/historycontroller.h"
#include "ui/jobview.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextStream>
#include <QTimer>

#include <memory>
#include <vector>

namespace {

/// The desktop application's command line: --help and traindeck(1) are both written from it.
struct CommandLine
{
    /// --help and --version, as the parser made them.
    QList<QCommandLineOption> builtIn;
    QCommandLineOption screenshot{
        QStringLiteral("screenshot"),
        QCoreApplication::translate(
            "main", "Render the main window to FILE once it has loaded, then exit."),
        QStringLiteral("FILE")};
    QCommandLineOption selectJob{
        QStringLiteral("select-job"),
        QCoreApplication::translate("main", "Select the job NAME once it has been listed."),
        QStringLiteral("NAME")};
    QCommandLineOption showArchitecture{
        QStringLiteral("show-architecture"),
        QCoreApplication::translate("main", "With --select-job: show the job's Architecture tab.")};
    QCommandLineOption insecureTls{
        QStringLiteral("insecure-skip-tls-verify"),
        QCoreApplication::translate(
            "main",
            "Connect to Docker and Podman over TLS without checking the engine's certificate "
            "(any DOCKER_TLS_VERIFY value means verify). The connection shows a warning.")};

    static CommandLine declare(QCommandLineParser &parser)
    {
        CommandLine c;
        parser.setApplicationDescription(
            QCoreApplication::translate("main", "Build, run and watch Kubeflow Trainer jobs."));
        const QCommandLineOption help = parser.addHelpOption();
        // addHelpOption() also adds --help-all, with Qt's own text.
        const QCommandLineOption helpAll(
            QStringLiteral("help-all"),
            QCoreApplication::translate("QCommandLineParser",
                                        "Displays help including Qt specific options."));
        c.builtIn = {help, helpAll, parser.addVersionOption()};
        for (const QCommandLineOption &o : c.documented().mid(c.builtIn.size()))
            parser.addOption(o);
        parser.addPositionalArgument(
            QStringLiteral("files"),
            QCoreApplication::translate("main",
                                        "Training scripts, TrainJob or runtime YAML files, "
                                        "requirements.txt or folders to open in the job "
                                        "builder."),
            QStringLiteral("[FILE...]"));
        return c;
    }

    /// What --help lists, in its order.
    QList<QCommandLineOption> documented() const
    {
        return builtIn
               + QList<QCommandLineOption>{screenshot, selectJob, showArchitecture, insecureTls};
    }
};

/// traindeck(1) in English (the build writes it once, with TRAINDECK_LANG=en), with the
/// options and their descriptions as --help shows them.
QString manPage()
{
    QCommandLineParser parser;
    const CommandLine options = CommandLine::declare(parser);
    using TrainDeck::App::RoffWriter;
    RoffWriter page(QStringLiteral("traindeck"),
                    QStringLiteral("TrainDeck %1").arg(QStringLiteral(TRAINDECK_VERSION)));
    // "Build, run ... jobs." as man's NAME line has it: "build, run ... jobs".
    const QString description = parser.applicationDescription().chopped(1);
    page.section(QStringLiteral("NAME"));
    page.raw(QStringLiteral("traindeck \\- %1")
                 .arg(RoffWriter::escape(description.left(1).toLower() + description.mid(1))));
    page.section(QStringLiteral("SYNOPSIS"));
    page.raw(QStringLiteral(".B traindeck\n[\\fIoptions\\fR] [\\fIFILE\\fR...]"));
    page.section(QStringLiteral("DESCRIPTION"));
    page.paragraph(QStringLiteral(
        "TrainDeck is a desktop application to build, run and watch Kubeflow Trainer TrainJobs "
        "on local processes, Docker, Podman and Kubernetes: a job builder, the jobs of every "
        "connection with their logs, metrics and architecture diagram, and the history of "
        "runs. It connects at start to the local backend and to the Docker and Podman engines "
        "it finds; a Kubernetes cluster only when the user picks one of the kubeconfig's "
        "contexts (Connection menu)."));
    page.paragraph(QStringLiteral(
        "Files named after the options (what a file manager's \"Open with TrainDeck\" passes) "
        "open in the job builder, as if dropped on the window: a training script, a TrainJob "
        "or runtime YAML file, a requirements.txt, or a folder with train.py or main.py."));
    page.paragraph(
        QStringLiteral("traindeck-cli(1) does the same without a GUI, on the same data."));
    page.section(QStringLiteral("OPTIONS"));
    for (const QCommandLineOption &o : options.documented())
        page.item(RoffWriter::option(o), o.description());
    page.section(QStringLiteral("ENVIRONMENT"));
    page.item(RoffWriter::bold(QStringLiteral("TRAINDECK_DATA_DIR")),
              QStringLiteral("Where jobs, logs, venvs and the history live (default "
                             "~/.local/share/TrainDeck)."));
    page.item(RoffWriter::bold(QStringLiteral("TRAINDECK_LANG")),
              QStringLiteral("Force a language: de, zh_CN or en (default: the system's)."));
    page.item(RoffWriter::bold(QStringLiteral("DOCKER_HOST, CONTAINER_HOST")),
              QStringLiteral("Docker and Podman engines to connect to, besides the sockets "
                             "found."));
    page.item(RoffWriter::bold(QStringLiteral("KUBECONFIG")),
              QStringLiteral("The kubeconfig files whose contexts the Connection menu offers."));
    page.section(QStringLiteral("FILES"));
    page.item(RoffWriter::bold(QStringLiteral("~/.config/TrainDeck/TrainDeck.conf")),
              QStringLiteral("The settings: saved connections, window layout, notifications."));
    page.item(RoffWriter::bold(QStringLiteral("~/.local/share/TrainDeck")),
              QStringLiteral("Jobs, logs, venvs and the history database, shared with "
                             "traindeck-cli."));
    page.section(QStringLiteral("EXIT STATUS"));
    page.paragraph(QStringLiteral("0 when the window is closed, or with --screenshot when the "
                                  "picture was saved; 1 when it could not be saved."));
    page.section(QStringLiteral("SEE ALSO"));
    page.raw(QStringLiteral(".BR traindeck\\-cli (1)"));
    return page.text();
}

} // namespace

int main(int argc, char *argv[])
{
    // The build writes the man page with --man (not in --help): no window system needed.
    if (argc == 2 && qstrcmp(argv[1], "--man") == 0) {
        QCoreApplication core(argc, argv);
        QTextStream(stdout) << manPage();
        return 0;
    }
    // The fonts load beside QApplication's start; the window's first text waits for them.
    TrainDeck::Ui::FontPreload fonts;
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("TrainDeck"));
    QApplication::setOrganizationName(QStringLiteral("TrainDeck"));
    QApplication::setApplicationVersion(QStringLiteral(TRAINDECK_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.traindeck.TrainDeck"));
    // Before anything reads the data folder: the one the preferences chose, and the end of a
    // move made in the last session (the old folder emptied of what is proven copied).
    const QString moveProblem
        = TrainDeck::Models::Preferences::applyDataFolder(QApplication::applicationName(), true);
    TrainDeck::installTranslators(app, TrainDeck::Models::Preferences().language());

    QCommandLineParser parser;
    const CommandLine options = CommandLine::declare(parser);
    parser.process(app);

    // The window first, painted before anything else happens: connecting the backends and
    // reading their job folders (thousands of jobs, engines that do not answer) starts only
    // once it is on the screen (FirstPaint), so start-up stays instant as the data grows
    // (bench/bench_startup.cpp). Each backend connects, and reconnects, in the background.
    fonts.wait();
    TrainDeck::Ui::MainWindow window;
    window.show();
    // Declared in the order they were made before, so destroyed in the reverse order: the
    // history controller and store before the backends (the recorder lets go of each backend,
    // then the store's worker thread closes the database), the controller last.
    std::unique_ptr<TrainDeck::Ui::AppController> controller;
    const TrainDeck::BackendRegistry registry = TrainDeck::App::builtinBackends();
    if (!moveProblem.isEmpty())
        window.statusBar()->showMessage(moveProblem);
    std::vector<std::unique_ptr<TrainDeck::Backend>> backends;
    std::unique_ptr<TrainDeck::History::HistoryStore> history;
    std::unique_ptr<TrainDeck::Ui::HistoryController> historyController;
    TrainDeck::Ui::FirstPaint::then(&window, [&] {
        // Made here, not before show(): its runtime catalog is parsed from YAML, which can wait
        // until the window is on the screen.
        TrainDeck::BackendOptions backendOptions;
        backendOptions.insecureSkipTlsVerify = parser.isSet(options.insecureTls);
        // The pull policy and the kubeconfig files beyond discovery (Settings ▸ Preferences…).
        window.preferences()->applyTo(backendOptions);
        controller = std::make_unique<TrainDeck::Ui::AppController>(&window);
        history = std::make_unique<TrainDeck::History::HistoryStore>(
            TrainDeck::History::HistoryStore::defaultDatabasePath(),
            TrainDeck::History::HistoryStore::defaultArchiveRoot());
        historyController = std::make_unique<TrainDeck::Ui::HistoryController>(
            &window, controller.get(), history.get());
        window.setConnectionFactory(
            [&registry,
             &backends](const TrainDeck::ConnectionChoice &choice) -> TrainDeck::Backend * {
                auto made = registry.create(choice.kind, choice.options);
                if (!made)
                    return nullptr;
                backends.push_back(std::move(*made));
                TrainDeck::Backend *backend = backends.back().get();
                backend->start();
                return backend;
            });
        // A saved connection edited or removed (Connection menu): its backend goes once the
        // events under way have been delivered.
        window.setConnectionDisposer([&backends](TrainDeck::Backend *backend) {
            for (auto it = backends.begin(); it != backends.end(); ++it) {
                if (it->get() == backend) {
                    it->release()->deleteLater();
                    backends.erase(it);
                    return;
                }
            }
        });
        // Local processes always; Docker and Podman when this machine has a place where one
        // may listen (a socket, DOCKER_HOST, CONTAINER_HOST, a Docker context). A kind that
        // offers connection choices (Kubernetes: one per kubeconfig context) is listed
        // instead, and each choice is made only when the user picks it, so that TrainDeck
        // never talks to a cluster nobody chose.
        const QList<TrainDeck::BackendKind> present = registry.presentKinds();
        QList<TrainDeck::ConnectionChoice> choices;
        for (const TrainDeck::BackendKind kind : registry.kinds()) {
            const QList<TrainDeck::ConnectionChoice> offered
                = registry.choices(kind, backendOptions);
            if (!offered.isEmpty()) {
                choices << offered;
                continue;
            }
            if (!present.contains(kind))
                continue;
            auto made = registry.create(kind, backendOptions);
            if (!made)
                continue;
            backends.push_back(std::move(*made));
            window.addBackend(backends.back().get());
            backends.back()->start();
        }
        // After the backends made above, which stay first in the list.
        window.addConnectionChoices(choices);
        // "Open with TrainDeck" from the file manager (the desktop file's %F), or files named
        // on the command line: into the builder, as if dropped on the window.
        QStringList files;
        for (const QString &arg : parser.positionalArguments())
            files << QFileInfo(arg).absoluteFilePath();
        if (!files.isEmpty())
            window.openPaths(files);
        if (parser.isSet(options.selectJob))
            window.selectJobWhenAvailable(parser.value(options.selectJob));
        if (parser.isSet(options.screenshot)) {
            const QString file = QFileInfo(parser.value(options.screenshot)).absoluteFilePath();
            QDir().mkpath(QFileInfo(file).absolutePath());
            // Give the backends a moment to connect and list their jobs before the picture
            // (and the architecture view a moment to plan and draw the job).
            const bool architecture = parser.isSet(options.showArchitecture);
            if (architecture) {
                QTimer::singleShot(1500, &window, [&window] {
                    if (window.jobView())
                        window.jobView()->detailTabs()->setCurrentIndex(2);
                });
            }
            QTimer::singleShot(architecture ? 3000 : 1500, &window, [&window, file] {
                const bool ok = window.grab().save(file);
                QCoreApplication::exit(ok ? 0 : 1);
            });
        }
    });
    return app.exec();
}
