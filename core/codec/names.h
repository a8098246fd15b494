// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

namespace TrainDeck {

/// Kubernetes name rules. Each returns an empty string when the name is valid, else a
/// sentence saying what is wrong.
QString checkDnsSubdomain(const QString &name); ///< RFC 1123 subdomain, <= 253
QString checkEnvName(const QString &name);      ///< C identifier-like, as kubectl warns
QString checkLabelValue(const QString &value);  ///< <= 63, alnum ends, -_. inside

} // namespace TrainDeck
