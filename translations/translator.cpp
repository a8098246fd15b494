// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "translations/translator.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace TrainDeck {

const char *installTranslators(QCoreApplication &app, const QString &preferred)
{
    // One language at a time: a language chosen in the preferences replaces the last one, ours
    // and Qt's (or English would keep German Cancel buttons).
    for (const QString &name :
         {QStringLiteral("traindeckCatalogue"), QStringLiteral("qtCatalogue")}) {
        for (QTranslator *old : app.findChildren<QTranslator *>(name, Qt::FindDirectChildrenOnly)) {
            QCoreApplication::removeTranslator(old);
            delete old;
        }
    }
    const QByteArray forced = qgetenv("TRAINDECK_LANG");
    const QLocale locale = !forced.isEmpty()      ? QLocale(QString::fromLatin1(forced))
                           : !preferred.isEmpty() ? QLocale(preferred)
                                                  : QLocale::system();
    // English chosen by name is the source language: no catalogue (the system's locale may
    // still list other languages after English, which load() then tries).
    if ((!forced.isEmpty() || !preferred.isEmpty()) && locale.language() == QLocale::English)
        return "";
    // The translator must outlive every tr() call, so it is owned by the application.
    auto *translator = new QTranslator(&app);
    translator->setObjectName(QStringLiteral("traindeckCatalogue"));
    if (translator->load(
            locale, QStringLiteral("traindeck"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(translator);
        // Qt's own strings (the buttons of standard dialogs: Cancel, Yes, No) come from Qt's
        // catalogue (Debian: qt6-translations-l10n); without it they stay English.
        auto *qt = new QTranslator(&app);
        qt->setObjectName(QStringLiteral("qtCatalogue"));
        if (qt->load(locale,
                     QStringLiteral("qtbase"),
                     QStringLiteral("_"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(qt);
        else
            delete qt;
        return locale.language() == QLocale::German ? "de" : "zh_CN";
    }
    delete translator;
    return "";
}

} // namespace TrainDeck
