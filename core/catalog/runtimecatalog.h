// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/runtime.h"
#include "core/domain/trainjob.h"
#include "core/support/result.h"

#include <QCoreApplication>

#include <optional>

namespace TrainDeck {

/// The runtimes a local backend can run: TrainDeck's own definitions, then the user's files
/// and folders (a later definition with the same name replaces an earlier one, with a
/// warning). A bad file yields errors naming file, line and field and never stops the other
/// runtimes from loading.
class RuntimeCatalog
{
    Q_DECLARE_TR_FUNCTIONS(RuntimeCatalog)
public:
    struct LoadReport
    {
        int loaded = 0;
        QList<Error> errors;
        QList<Error> warnings;
        void merge(const LoadReport &other);
    };

    /// The catalog with TrainDeck's bundled runtimes only.
    static RuntimeCatalog bundled();

    LoadReport addFile(const QString &path);
    /// Every *.yaml / *.yml below `path`, in sorted order.
    LoadReport addFolder(const QString &path);
    /// A file or a folder.
    LoadReport addPath(const QString &path);
    LoadReport addBytes(const QByteArray &bytes, const QString &fileName);
    void add(Runtime runtime);

    const QList<Runtime> &runtimes() const { return m_runtimes; }
    std::optional<Runtime> find(const QString &name) const;
    /// The runtime `job` runs on: the one defined in its own file when it has one, else the
    /// catalog's of its spec.runtimeRef.name; NotFound naming the available ones otherwise.
    Result<Runtime> runtimeFor(const TrainJob &job) const;
    QStringList names() const;

private:
    static RuntimeCatalog readBundled();
    QList<Runtime> m_runtimes;
};

} // namespace TrainDeck
