// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDateTime>
#include <QMetaType>
#include <QString>

namespace TrainDeck {

/// One image on a container engine, as the image picker offers it: one entry per tag.
struct EngineImage
{
    QString reference; ///< repository:tag, as `docker run` takes it
    QString id;        ///< the engine's image id (sha256:…)
    qint64 size = 0;   ///< bytes
    QDateTime created;

    friend bool operator==(const EngineImage &, const EngineImage &) = default;
};

} // namespace TrainDeck

Q_DECLARE_METATYPE(TrainDeck::EngineImage)
