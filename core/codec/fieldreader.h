// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/codec/document.h"
#include "core/domain/envvar.h"

#include <QMap>
#include <QStringList>

#include <optional>

namespace TrainDeck {

/// Reads typed fields out of a Document's JSON tree by dotted path, collecting one Error per
/// problem (with file, line and field) instead of stopping at the first.
class FieldReader
{
public:
    FieldReader(const Document &doc, QList<Error> &errors);

    /// The value at `path`, or nullptr when absent. Paths use '.' and [i].
    const nlohmann::ordered_json *at(const QString &path) const;

    QString string(const QString &path, bool required = false);
    std::optional<qint64> integer(const QString &path, qint64 min, qint64 max);
    std::optional<bool> boolean(const QString &path);
    QStringList stringList(const QString &path);
    QMap<QString, QString> stringMap(const QString &path);
    EnvList envList(const QString &path);
    /// A quantity map (cpu: 2, memory: 4Gi): numbers are accepted and kept as text.
    QMap<QString, QString> quantityMap(const QString &path);
    /// Requires an object (or absence); reports a type error otherwise.
    bool expectObject(const QString &path, bool required = false);
    bool expectArray(const QString &path);

    void fail(const QString &path, const QString &message);
    const Document &document() const { return m_doc; }

    static QString typeName(const nlohmann::ordered_json &j);

private:
    const Document &m_doc;
    QList<Error> &m_errors;
};

} // namespace TrainDeck
