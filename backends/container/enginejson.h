// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "backends/container/loglineassembler.h"

#include "core/domain/trainjob.h"
#include "core/support/error.h"
#include "core/support/jsonutil.h"

#include <QDateTime>
#include <QRegularExpression>
#include <QString>

#include <nlohmann/json.hpp>

/// Reading the Engine API's answers: the few field accessors the container backend's
/// classes share.
namespace TrainDeck::Container::EngineJson {

inline QString str(const nlohmann::json &j, const char *key)
{
    return Json::stringAt(j, {key});
}

/// A label of a container or network listing (its "Labels" object).
inline QString label(const nlohmann::json &object, const QString &key)
{
    const std::string name = key.toStdString();
    return Json::stringAt(object, {"Labels", name.c_str()});
}

inline StepKind kindOfStep(const QString &step)
{
    if (step == QLatin1String("dataset-initializer"))
        return StepKind::DatasetInitializer;
    if (step == QLatin1String("model-initializer"))
        return StepKind::ModelInitializer;
    return StepKind::Node;
}

inline int rankOfStep(const QString &step)
{
    static const QRegularExpression re(QStringLiteral("^node-(\\d+)$"));
    const auto m = re.match(step);
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

inline QDateTime time(const QString &s)
{
    // RFC 3339 with up to nine fraction digits, which QDateTime's ISO parser refuses.
    if (s.isEmpty() || s.startsWith(QLatin1String("0001-")))
        return {};
    const auto t = LogTimestamp::parse(s.toLatin1());
    return t ? QDateTime::fromMSecsSinceEpoch(t->msecs(), Qt::UTC) : QDateTime();
}

/// A container's end from its FinishedAt, never before its start: Docker records StartedAt
/// when the runtime has reported the start, so a process that exits at once can carry a
/// FinishedAt a millisecond before it (seen on dockerd 20.10 with `python3 -c 'print(1)'`).
inline QDateTime finishedTime(const QDateTime &started, const QString &finishedAt)
{
    const QDateTime finished = time(finishedAt);
    return finished.isValid() && started.isValid() && finished < started ? started : finished;
}

inline bool isTransportError(const Error &e)
{
    return e.kind == Error::Kind::Transport || e.kind == Error::Kind::Timeout;
}

inline bool isExited(const QString &engineState)
{
    return engineState == QLatin1String("exited") || engineState == QLatin1String("dead");
}

} // namespace TrainDeck::Container::EngineJson
