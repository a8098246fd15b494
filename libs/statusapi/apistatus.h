// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QString>

namespace TrainDeck::StatusApi {

/// A Kubernetes metav1.Status failure as the Trainer controller's status server writes it:
/// Go's json.Encoder output of {metadata, status, message, reason, code} plus its newline.
struct ApiStatus
{
    int code = 500;
    QString reason;  ///< metav1.StatusReason: Forbidden, NotFound, Invalid, ...
    QString message; ///< the controller's words

    static ApiStatus forbidden();
    static ApiStatus notFound();       ///< any path or method the controller does not route
    static ApiStatus jobNotFound();    ///< a valid token whose job is gone
    static ApiStatus invalidPayload(); ///< the body is not an update request
    static ApiStatus invalid(const QString &message); ///< the API server's validation message
    static ApiStatus payloadTooLarge();
    static ApiStatus internalError();

    /// The JSON body, byte for byte as the controller sends it.
    QByteArray body() const;
};

/// An HTTP/1.1 response: status line, Content-Type, Content-Length, Date, then `body`.
QByteArray
httpResponse(int code, const QByteArray &contentType, const QByteArray &body, bool close = false);

} // namespace TrainDeck::StatusApi
