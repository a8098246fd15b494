// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// libFuzzer entry for what an exec credential plugin prints: any bytes must parse or fail
// cleanly, in both API versions.
#include "backends/kubernetes/execcredential.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace TrainDeck::Kubernetes;
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    for (const char *version :
         {"client.authentication.k8s.io/v1", "client.authentication.k8s.io/v1beta1"})
        (void)ExecCredential::parse(bytes, QString::fromLatin1(version), QStringLiteral("plugin"));
    return 0;
}
