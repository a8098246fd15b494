// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

#include <functional>

namespace TrainDeck {

/// Kubernetes name rules. Each returns an empty string when the name is valid, else a
/// sentence saying what is wrong.
QString checkDnsSubdomain(const QString &name); ///< RFC 1123 subdomain, <= 253
QString checkRfc1123Label(const QString &name); ///< a namespace's name: <= 63, no '.'
QString checkEnvName(const QString &name);      ///< C identifier-like, as kubectl warns
QString checkLabelValue(const QString &value);  ///< <= 63, alnum ends, -_. inside

/// The name of a re-run or clone of job `name`: "name-r2", "name-r3", ..., the first for
/// which `taken` is false. A "-rN" tail of `name` is replaced, not extended ("a-r7" gives
/// "a-r2" when free), and the base is cut so that the result keeps to the 63 characters of
/// a job name (RFC 1035 label).
QString freeRerunName(const QString &name, const std::function<bool(const QString &)> &taken);

} // namespace TrainDeck
