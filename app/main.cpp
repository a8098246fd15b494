// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/builtinbackends.h"
#include "core/backend/backend.h"
#include "libs/history/historystore.h"
#include "translations/translator.h"
#include "ui/appcontroller.h"
#include "ui/firstpaint.h"
#include "ui/historycontroller.h"
#include "ui/jobview.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QTabWidget>
#include <QTimer>

#include <memory>
#include <vector>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("TrainDeck"));
    QApplication::setOrganizationName(QStringLiteral("TrainDeck"));
    QApplication::setApplicationVersion(QStringLiteral(TRAINDECK_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.traindeck.TrainDeck"));
    TrainDeck::installTranslators(app);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Build, run and watch Kubeflow Trainer jobs."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QCoreApplication::translate(
            "main", "Render the main window to FILE once it has loaded, then exit."),
        QStringLiteral("FILE"));
    parser.addOption(screenshot);
    const QCommandLineOption selectJob(
        QStringLiteral("select-job"),
        QCoreApplication::translate("main", "Select the job NAME once it has been listed."),
        QStringLiteral("NAME"));
    parser.addOption(selectJob);
    const QCommandLineOption showArchitecture(
        QStringLiteral("show-architecture"),
        QCoreApplication::translate("main", "With --select-job: show the job's Architecture tab."));
    parser.addOption(showArchitecture);
    const QCommandLineOption insecureTls(
        QStringLiteral("insecure-skip-tls-verify"),
        QCoreApplication::translate(
            "main",
            "Connect to Docker and Podman over TLS without checking the engine's certificate "
            "(any DOCKER_TLS_VERIFY value means verify). The connection shows a warning."));
    parser.addOption(insecureTls);
    parser.process(app);

    // The window first, painted before anything else happens: connecting the backends and
    // reading their job folders (thousands of jobs, engines that do not answer) starts only
    // once it is on the screen (FirstPaint), so start-up stays instant as the data grows
    // (bench/bench_startup.cpp). Each backend connects, and reconnects, in the background.
    TrainDeck::Ui::MainWindow window;
    window.show();
    // Declared in the order they were made before, so destroyed in the reverse order: the
    // history controller and store before the backends (the recorder lets go of each backend,
    // then the store's worker thread closes the database), the controller last.
    std::unique_ptr<TrainDeck::Ui::AppController> controller;
    const TrainDeck::BackendRegistry registry = TrainDeck::App::builtinBackends();
    TrainDeck::BackendOptions options;
    options.insecureSkipTlsVerify = parser.isSet(insecureTls);
    std::vector<std::unique_ptr<TrainDeck::Backend>> backends;
    std::unique_ptr<TrainDeck::History::HistoryStore> history;
    std::unique_ptr<TrainDeck::Ui::HistoryController> historyController;
    TrainDeck::Ui::FirstPaint::then(&window, [&] {
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
            const QList<TrainDeck::ConnectionChoice> offered = registry.choices(kind, options);
            if (!offered.isEmpty()) {
                choices << offered;
                continue;
            }
            if (!present.contains(kind))
                continue;
            auto made = registry.create(kind, options);
            if (!made)
                continue;
            backends.push_back(std::move(*made));
            window.addBackend(backends.back().get());
            backends.back()->start();
        }
        // After the backends made above, which stay first in the list.
        window.addConnectionChoices(choices);
        if (parser.isSet(selectJob))
            window.selectJobWhenAvailable(parser.value(selectJob));
        if (parser.isSet(screenshot)) {
            const QString file = QFileInfo(parser.value(screenshot)).absoluteFilePath();
            QDir().mkpath(QFileInfo(file).absolutePath());
            // Give the backends a moment to connect and list their jobs before the picture
            // (and the architecture view a moment to plan and draw the job).
            const bool architecture = parser.isSet(showArchitecture);
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
