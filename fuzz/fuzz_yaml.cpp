// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// libFuzzer target: arbitrary bytes through the YAML/JSON reader, both codecs and the
// pipeline's validation, as `traindeck-cli validate` runs them. Must never crash or hang.
#include "core/catalog/runtimecatalog.h"
#include "core/codec/parserwatchdog.h"
#include "core/pipeline/filevalidator.h"

#include <QByteArray>
#include <QCoreApplication>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int argc = 1;
    static char name[] = "fuzz_yaml";
    static char *argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv); // resources and translations need an instance
    // The target must see the parser's own hangs, not the watchdog's answer to them.
    static const bool unguarded = (TrainDeck::ParserWatchdog::setEnabled(false), true);
    (void)unguarded;
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
