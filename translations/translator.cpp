// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "translations/translator.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

namespace TrainDeck {

const char *installTranslators(QCoreApplication &app)
{
    // The translator must outlive every tr() call, so it is owned by the application.
    auto *translator = new QTranslator(&app);
    const QByteArray forced = qgetenv("TRAINDECK_LANG");
    const QLocale locale
        = forced.isEmpty() ? QLocale::system() : QLocale(QString::fromLatin1(forced));
    if (translator->load(
            locale, QStringLiteral("traindeck"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(translator);
        return locale.language() == QLocale::German ? "de" : "zh_CN";
    }
    delete translator;
    return "";
}

} // namespace TrainDeck
