// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/monitor/monitorchart.h"

#include "ui/monitor/unavailablechart.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibrary>
#include <QStringList>

namespace TrainDeck::Ui {

namespace {

struct Module
{
    MonitorChart::Factory linked = nullptr;
    MonitorChart::Factory loaded = nullptr;
    bool tried = false;
    QString problem;
};

Module &module()
{
    static Module m;
    return m;
}

/// Where the module may be, in this order: installed (the library folder beside the program's
/// bin folder, as CMake's install places it), then the program's own folder (the build tree).
/// Only those: the program's own files, never a folder the environment names.
QStringList candidates()
{
    const QDir bin(QCoreApplication::applicationDirPath());
    const QString name = QStringLiteral("traindeck-charts.so");
    return {
        QDir::cleanPath(bin.filePath(QStringLiteral(TRAINDECK_CHARTS_MODULE_RELDIR "/") + name)),
        bin.filePath(name)};
}

void load(Module &m)
{
    m.tried = true;
    QStringList problems;
    for (const QString &path : candidates()) {
        if (!QFileInfo(path).isFile())
            continue;
        const Result<MonitorChart::Factory> factory = MonitorChart::loadModule(path);
        if (factory) {
            m.loaded = *factory;
            return;
        }
        problems << factory.error().message;
    }
    if (problems.isEmpty())
        problems << QCoreApplication::translate("TrainDeck::Ui::MonitorChart",
                                                "traindeck-charts.so is in none of %1")
                        .arg(candidates().join(QStringLiteral(", ")));
    m.problem = QCoreApplication::translate(
                    "TrainDeck::Ui::MonitorChart",
                    "Charts cannot be drawn: %1. Reinstall TrainDeck to restore them.")
                    .arg(problems.join(QStringLiteral("; ")));
    qWarning("%s", qPrintable(m.problem));
}

} // namespace

MonitorChart *MonitorChart::create(const QString &title, QWidget *parent)
{
    Module &m = module();
    if (m.linked)
        return m.linked(title, parent);
    if (!m.tried)
        load(m);
    if (m.loaded)
        return m.loaded(title, parent);
    return new UnavailableChart(title, m.problem, parent);
}

Result<MonitorChart::Factory> MonitorChart::loadModule(const QString &path)
{
    // Never unloaded: the charts it made live as long as their windows.
    QLibrary library(path);
    library.setLoadHints(QLibrary::ResolveAllSymbolsHint);
    if (!library.load())
        return Error::make(
            Error::Kind::Io,
            QCoreApplication::translate("TrainDeck::Ui::MonitorChart", "%1 cannot be loaded: %2")
                .arg(path, library.errorString()));
    using Version = int (*)();
    using Build = const char *(*)();
    const auto version = reinterpret_cast<Version>(library.resolve("traindeck_charts_interface"));
    const auto build = reinterpret_cast<Build>(library.resolve("traindeck_charts_version"));
    const auto factory
        = reinterpret_cast<Factory>(library.resolve("traindeck_create_monitor_chart"));
    if (!version || !build || !factory || version() != InterfaceVersion
        || qstrcmp(build(), TRAINDECK_VERSION) != 0) {
        // Left loaded: unloading a library whose initializers ran is not always safe.
        return Error::make(Error::Kind::Unsupported,
                           QCoreApplication::translate(
                               "TrainDeck::Ui::MonitorChart",
                               "%1 is not the charts module of TrainDeck %2 (interface %3)")
                               .arg(path, QStringLiteral(TRAINDECK_VERSION))
                               .arg(InterfaceVersion));
    }
    return factory;
}

QString MonitorChart::unavailableReason()
{
    return module().problem;
}

void MonitorChart::setLinkedFactory(Factory factory)
{
    module().linked = factory;
}

} // namespace TrainDeck::Ui
