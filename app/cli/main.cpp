// SPDX-License-Identifier: Apache-2.0
#include "translator.h"

#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("traindeck-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("TrainDeck"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TRAINDECK_VERSION));
    TrainDeck::installTranslators(app);
    QTextStream(stdout) << "traindeck-cli " << TRAINDECK_VERSION << '\n';
    return 0;
}
