// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/result.h"

#include <QByteArrayView>
#include <QFile>
#include <QString>

namespace TrainDeck::Container {

/// Appends whole lines of one step to the log store's files (<step>.log and the 16-byte
/// <step>.idx records of line offset and time; see backends/logs), buffering both so a
/// burst of lines costs a few write() calls, not one per line.
class StepLogAppender
{
public:
    StepLogAppender() = default;
    Result<void> open(const QString &logDir, const QString &step);
    bool isOpen() const { return m_log.isOpen(); }
    void append(QByteArrayView line, qint64 msecs);
    Result<void> flush();
    void close();

private:
    QFile m_log;
    QFile m_index;
    QByteArray m_logBuf;
    QByteArray m_idxBuf;
    qint64 m_offset = 0;
};

} // namespace TrainDeck::Container
