// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/container/jsonlinesplitter.h"

#include <QCoreApplication>

namespace TrainDeck::Container {

namespace {
// Its messages were EngineClient's before the splitter had a file of its own.
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(EngineClient)
};
} // namespace

JsonLineSplitter::JsonLineSplitter(std::function<void(const nlohmann::json &)> each)
    : m_each(std::move(each))
{}

std::optional<Error> JsonLineSplitter::feed(QByteArrayView data)
{
    m_buffer.append(data);
    qsizetype start = 0;
    for (;;) {
        const qsizetype nl = m_buffer.indexOf('\n', start);
        if (nl < 0)
            break;
        if (auto e = parse(QByteArrayView(m_buffer).sliced(start, nl - start)))
            return e;
        start = nl + 1;
    }
    m_buffer.remove(0, start);
    return std::nullopt;
}

std::optional<Error> JsonLineSplitter::finish()
{
    const QByteArray rest = std::exchange(m_buffer, {});
    return parse(rest);
}

std::optional<Error> JsonLineSplitter::parse(QByteArrayView line)
{
    line = line.trimmed();
    if (line.isEmpty())
        return std::nullopt;
    auto j = nlohmann::json::parse(line.begin(), line.end(), nullptr, false);
    if (j.is_discarded())
        return Error::make(
            Error::Kind::Api,
            Tr::tr("the engine sent a line that is not JSON: %1")
                .arg(QString::fromUtf8(line.first(qMin<qsizetype>(line.size(), 200)))));
    m_each(j);
    return std::nullopt;
}

} // namespace TrainDeck::Container
