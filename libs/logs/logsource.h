// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArrayView>
#include <QStringList>

namespace TrainDeck::Logs {

/// What a log view draws from: numbered lines with arrival times, read from the store on
/// demand. LogReader is one step; MergedLogReader interleaves several.
class LogSource
{
public:
    virtual ~LogSource();

    /// Picks up what the writers appended; returns the new line count.
    virtual qint64 refresh() = 0;
    virtual qint64 lineCount() const = 0;
    /// The line's bytes without its "\n" or "\r\n"; valid until the next refresh().
    virtual QByteArrayView line(qint64 i) const = 0;
    /// Milliseconds since the epoch when the line arrived, 0 when unknown.
    virtual qint64 lineTime(qint64 i) const = 0;
    /// The step the line came from, as an index into stepNames().
    virtual int lineStep(qint64 i) const = 0;
    virtual QStringList stepNames() const = 0;
};

} // namespace TrainDeck::Logs
