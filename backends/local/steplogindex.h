// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>
#include <QString>

namespace TrainDeck::Local {

/// When each line of a step's log arrived. A step writes its log file itself (see
/// ProcessLauncher); the backend's poll loop calls pump(), which records the byte offset of
/// every new line with the time it was seen, in <step>.idx beside the log: 16-byte records
/// (offset, milliseconds since the epoch), little-endian, appended. Lines written while no
/// TrainDeck was running get the time the next one saw them.
///
/// This is the local backend's seam for the log store: the store can take the
/// same (bytes, time) stream from here.
class StepLogIndex
{
public:
    struct Entry
    {
        qint64 offset = 0;
        qint64 msecs = 0;
    };

    StepLogIndex(QString logFile, QString indexFile);

    /// Indexes what was appended since the last call. Returns the number of new lines.
    int pump(qint64 nowMsecs);

    /// Reads an index written by pump(); a torn last record (crash mid-write) is ignored.
    static QList<Entry> load(const QString &indexFile);
    /// The time of the line starting at or before `offset`, 0 when unknown.
    static qint64 timeAt(const QList<Entry> &index, qint64 offset);

private:
    void resume();

    QString m_log;
    QString m_index;
    bool m_resumed = false;
    qint64 m_consumed = 0;     ///< bytes of the log already looked at
    bool m_atLineStart = true; ///< the next byte starts a line
};

} // namespace TrainDeck::Local
