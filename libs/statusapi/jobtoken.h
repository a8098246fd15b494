// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>

namespace TrainDeck::StatusApi {

/// The bearer token that lets one job's trainer report its own progress: 256 random bits
/// (OpenSSL's RAND_bytes), hex-encoded, kept 0600 in the job's folder and never logged.
namespace JobToken {

QByteArray generate();
/// Compares in time independent of where the inputs differ (CRYPTO_memcmp); different
/// lengths are unequal.
bool equals(const QByteArray &a, const QByteArray &b);
/// The credentials of an RFC 7235 "Bearer" Authorization header, as the controller reads it:
/// scheme case-insensitive, any whitespace around and between, exactly two fields; else empty.
QByteArray fromAuthorization(const QByteArray &header);

} // namespace JobToken

} // namespace TrainDeck::StatusApi
