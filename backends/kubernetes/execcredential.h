// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QString>

namespace TrainDeck::Kubernetes {

/// What a client-go exec credential plugin prints on stdout, read as client-go reads it:
/// {"apiVersion": "client.authentication.k8s.io/v1" (or /v1beta1), "kind": "ExecCredential",
/// "status": {"token", "clientCertificateData", "clientKeyData", "expirationTimestamp"}}.
///
/// parse() does no I/O, so every byte of its input can be tested (and fuzzed). It refuses:
/// bytes that are not one JSON object; an apiVersion other than the one the kubeconfig asks
/// for (client-go refuses the mismatch too); a kind other than ExecCredential; no status; a
/// status with neither a token nor a certificate and key pair, or with only one of the pair;
/// certificate or key data that is not PEM; an expirationTimestamp that is not RFC 3339.
/// Errors name the plugin's command and never quote the output, which may hold a secret.
class ExecCredential
{
    Q_DECLARE_TR_FUNCTIONS(ExecCredential)
public:
    QByteArray token;                ///< empty when the plugin gave a certificate
    QByteArray clientCertificatePem; ///< PEM, as the plugin printed it
    QByteArray clientKeyPem;
    QDateTime expiresAt; ///< UTC; invalid when the plugin set no expirationTimestamp

    /// Larger output is refused: no credential is this big, and the parser's cost stays bounded.
    static constexpr qsizetype MaxBytes = 1024 * 1024;

    /// `apiVersion` is the kubeconfig's exec apiVersion; `command` names the plugin in errors.
    static Result<ExecCredential>
    parse(const QByteArray &stdoutBytes, const QString &apiVersion, const QString &command);

    /// An RFC 3339 time as Go's time.RFC3339 reads it (fractional seconds allowed, a Z or a
    /// numeric offset required); an invalid QDateTime when `text` is not one.
    static QDateTime parseRfc3339(const QString &text);
};

} // namespace TrainDeck::Kubernetes
