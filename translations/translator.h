// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

class QCoreApplication;

namespace TrainDeck {

/// Loads the catalogue for the system locale (or TRAINDECK_LANG when set) from the
/// compiled-in resources. Returns the loaded language name, or an empty string when the
/// locale has no catalogue and the English source strings are used.
const char *installTranslators(QCoreApplication &app);

} // namespace TrainDeck
