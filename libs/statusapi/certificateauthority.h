// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QStringList>

namespace TrainDeck::StatusApi {

/// TrainDeck's own certificate authority for the progress API: a CA (ca.crt, ca.key) and a
/// server certificate it signs (server.crt, server.key) for localhost, 127.0.0.1 and
/// host.traindeck.internal, made with OpenSSL 3 (EC P-256) and kept in one folder, keys 0600.
/// They are reused across runs and made again, with a log line, when missing, unreadable,
/// not matching or within a day of expiry. Containers trust only ca.crt.
class CertificateAuthority
{
public:
    struct Files
    {
        QByteArray caPem;
        QByteArray certPem;
        QByteArray keyPem;
        bool regenerated = false;
        QString why; ///< why they were made again (empty when reused)
    };

    /// The DNS name containers reach the desktop by (mapped with ExtraHosts).
    static QString hostAlias() { return QStringLiteral("host.traindeck.internal"); }

    /// Loads or makes the files in `dir` (created 0700). `validDays` is the lifetime of new
    /// certificates.
    static Result<Files> ensure(const QString &dir, int validDays = 825);
    /// Makes a new CA and server certificate in memory.
    static Result<Files>
    generate(int validDays, const QStringList &dnsNames, const QStringList &ipAddresses);
    /// Why `files` cannot be used at `now` (expired, not signed by the CA, key mismatch,
    /// unparsable), or empty.
    static QString problem(const Files &files, const QDateTime &now);
};

} // namespace TrainDeck::StatusApi
