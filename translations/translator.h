// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

class QCoreApplication;

namespace TrainDeck {

/// Loads the catalogue for TRAINDECK_LANG when set, else `preferred` (the Preferences'
/// language: "en", "de", "zh_CN"), else the system locale, from the compiled-in resources,
/// replacing one installed before (so the language can change while running). Returns the
/// loaded language name, or an empty string when the locale has no catalogue and the English
/// source strings are used.
const char *installTranslators(QCoreApplication &app, const QString &preferred = {});

} // namespace TrainDeck
