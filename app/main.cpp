// SPDX-License-Identifier: Apache-2.0
#include "mainwindow.h"
#include "translator.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("TrainDeck"));
    QApplication::setOrganizationName(QStringLiteral("TrainDeck"));
    QApplication::setApplicationVersion(QStringLiteral(TRAINDECK_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.traindeck.TrainDeck"));
    TrainDeck::installTranslators(app);

    TrainDeck::Ui::MainWindow window;
    window.show();
    return app.exec();
}
