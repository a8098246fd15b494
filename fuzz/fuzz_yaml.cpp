// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// libFuzzer target: arbitrary bytes through the YAML/JSON reader, both codecs and the
// pipeline's validation, as `traindeck-cli validate` runs them. Must never crash or hang.
#include "core/catalog/runtimecatalog.h"
#include "core/pipeline/filevalidator.h"
#include "fuzz/fuzzapp.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzzAppWithoutWatchdog(); // resources and translations need an instance
    static const TrainDeck::RuntimeCatalog catalog = TrainDeck::RuntimeCatalog::bundled();
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const QList<TrainDeck::Error> problems
        = TrainDeck::FileValidator::validate(bytes, QStringLiteral("fuzz.yaml"), catalog);
    for (const TrainDeck::Error &e : problems) {
        if (e.message.isEmpty())
            __builtin_trap(); // every problem must say what is wrong
    }
    return 0;
}
