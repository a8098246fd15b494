// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/statusapi/jobtoken.h"

#include <QList>

#include <openssl/crypto.h>
#include <openssl/rand.h>

namespace TrainDeck::StatusApi::JobToken {

QByteArray generate()
{
    QByteArray raw(32, Qt::Uninitialized);
    if (RAND_bytes(reinterpret_cast<unsigned char *>(raw.data()), int(raw.size())) != 1)
        return {}; // no entropy: the caller refuses to inject rather than use a weak token
    return raw.toHex();
}

bool equals(const QByteArray &a, const QByteArray &b)
{
    if (a.size() != b.size() || a.isEmpty())
        return false;
    return CRYPTO_memcmp(a.constData(), b.constData(), size_t(a.size())) == 0;
}

QByteArray fromAuthorization(const QByteArray &header)
{
    // strings.Fields splits on Unicode white space; the header is Latin-1 here, so ASCII's.
    const QList<QByteArray> parts = header.simplified().split(' ');
    if (parts.size() != 2 || parts[0].toLower() != "bearer")
        return {};
    return parts[1];
}

} // namespace TrainDeck::StatusApi::JobToken
