// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// libFuzzer entry for the Mermaid flowchart parser and its writer: any bytes must parse or
// fail cleanly, and whatever parses must survive a write/parse round trip.
#include "libs/diagram/mermaidparser.h"
#include "libs/diagram/mermaidwriter.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace TrainDeck::Diagram;
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto chart = MermaidParser::parse(bytes);
    if (!chart)
        return 0;
    const auto again = MermaidParser::parse(MermaidWriter::write(*chart));
    if (!again || again->nodes.size() != chart->nodes.size()
        || again->edges.size() != chart->edges.size())
        std::abort();
    return 0;
}
