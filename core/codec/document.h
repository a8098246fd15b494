// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

#include <nlohmann/json.hpp>

namespace TrainDeck {

/// One YAML or JSON document as an ordered JSON tree, with the line and column each value
/// came from so that a problem found later can point at its source. Parsing is free of I/O.
class Document
{
public:
    struct Position
    {
        int line = 0; ///< 1-based, 0 when unknown
        int column = 0;
    };

    /// Limits that keep hostile input (alias bombs, deep nesting, huge files) from hanging
    /// or exhausting memory. Kubernetes itself refuses objects over 1.5 MiB.
    static constexpr qsizetype MaxBytes = 2 * 1024 * 1024;
    static constexpr int MaxDepth = 100;
    static constexpr qsizetype MaxNodes = 200000;

    /// Where the bytes come from. A file from outside may loop yaml-cpp 0.7 forever, so the
    /// library first reads it under ParserWatchdog (a fork and a second parse). TrainDeck's
    /// own files (bundled runtimes, the job files a backend kept) skip that cost.
    enum class Origin { Outside, Own };

    /// Parses every document of a YAML stream (JSON is read as YAML 1.2 flow). Empty
    /// documents are dropped; a stream with none is an error.
    static Result<QList<Document>>
    parseAll(const QByteArray &bytes, const QString &fileName, Origin origin = Origin::Outside);
    /// Exactly one document.
    static Result<Document>
    parse(const QByteArray &bytes, const QString &fileName, Origin origin = Origin::Outside);
    static Document fromJson(nlohmann::ordered_json json, const QString &fileName = {});

    const nlohmann::ordered_json &json() const { return m_json; }
    nlohmann::ordered_json &json() { return m_json; }
    const QString &fileName() const { return m_fileName; }

    /// Where `path` (e.g. "spec.trainer.env[2].name") was written; falls back to the nearest
    /// ancestor that has a position.
    Position position(const QString &path) const;
    /// An Error at `path` with file and line filled in.
    Error error(Error::Kind kind, const QString &path, const QString &message) const;

    static QByteArray toYaml(const nlohmann::ordered_json &json);
    static QByteArray toJson(const nlohmann::ordered_json &json, bool pretty = true);

private:
    friend class DocumentBuilder;
    nlohmann::ordered_json m_json;
    QString m_fileName;
    QHash<QString, Position> m_positions;
};

} // namespace TrainDeck
