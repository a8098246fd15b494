// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QMetaType>
#include <QStringList>

namespace TrainDeck::History {

/// What the user keeps: runs older than maxAgeDays go, then the oldest runs' archived logs
/// until all archives fit in maxArchiveBytes. 0 means no limit. Runs whose job still runs are
/// never pruned, whatever their age.
struct RetentionPolicy
{
    int maxAgeDays = 0;
    qint64 maxArchiveBytes = 0;

    bool isUnlimited() const { return maxAgeDays <= 0 && maxArchiveBytes <= 0; }
    friend bool operator==(const RetentionPolicy &, const RetentionPolicy &) = default;
};

/// What a prune did.
struct PruneReport
{
    int rowsRemoved = 0;
    int archivesRemoved = 0;
    qint64 bytesFreed = 0;
    int skippedRunning = 0; ///< runs that matched but were left because they still run
    QStringList problems;   ///< what could not be removed, and why
};

} // namespace TrainDeck::History

Q_DECLARE_METATYPE(TrainDeck::History::RetentionPolicy)
Q_DECLARE_METATYPE(TrainDeck::History::PruneReport)
