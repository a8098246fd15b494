// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArrayView>
#include <QString>
#include <QStringView>

namespace TrainDeck::Metrics {

/// Process-wide interned metric and node names. A log repeats the same few names millions of
/// times, and every MetricSample holds two QStrings: with ordinary strings each sample costs
/// two atomic reference increments when it is made and two decrements when it goes
/// (docs/monitoring.md, the benchmark). An interned name is a QString over characters that
/// live as long as the process (QString::fromRawData), so copying it touches no counter, and
/// it is equal (==, qHash) to any other QString with the same characters. The pool is bounded
/// (MaxNames, MaxChars): past that, intern() returns an ordinary QString, so a log that
/// invents names (ids in keys) cannot grow it without end. Thread-safe; callers keep their
/// own lock-free cache in front (MetricLineParser does).
class MetricNamePool
{
public:
    static constexpr qsizetype MaxNames = 16384;
    static constexpr qsizetype MaxChars = 1024 * 1024;

    /// The interned name for the UTF-8 bytes `utf8`.
    static QString intern(QByteArrayView utf8);
    /// The interned copy of `name`.
    static QString intern(QStringView name);
};

} // namespace TrainDeck::Metrics
