// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QMetaType>
#include <QString>

namespace TrainDeck::History {

/// What the history keeps of one training metric of a job (over all its nodes): enough to
/// search and sort runs by it without reading their logs again.
struct MetricSummary
{
    QString name;
    double last = 0; ///< the value with the greatest (step, wall time)
    double min = 0;
    double max = 0;
    qint64 count = 0; ///< samples seen

    friend bool operator==(const MetricSummary &, const MetricSummary &) = default;
};

} // namespace TrainDeck::History

Q_DECLARE_METATYPE(TrainDeck::History::MetricSummary)
