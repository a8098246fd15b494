// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/catalog/runtimecatalog.h"
#include "core/codec/document.h"

#include <QCoreApplication>

namespace TrainDeck {

/// Checks TrainJob and runtime files the way `traindeck-cli validate` and the GUI's import do:
/// parse every document, decode it, and run the pipeline's validation on TrainJobs, so that
/// type errors and rule violations of a file are reported together, each with file, line
/// and field. Runtimes defined in the checked files serve the TrainJobs among them.
class FileValidator
{
    Q_DECLARE_TR_FUNCTIONS(FileValidator)
public:
    struct File
    {
        QString name;
        QList<Document> documents;
        QList<Error> problems;
    };

    /// Reads and parses a file (size, UTF-8 and YAML checks included).
    static File read(const QString &path);
    /// Parses bytes; pure.
    static File parse(const QByteArray &bytes, const QString &name);
    /// Adds the valid runtimes of `file` to `catalog`, recording the problems of bad ones.
    static void collectRuntimes(File &file, RuntimeCatalog &catalog);
    /// Validates the TrainJobs of `file` against `catalog` with `backend`'s rules.
    static void validateJobs(File &file, const RuntimeCatalog &catalog, BackendKind backend);
    /// All of the above for one in-memory file.
    static QList<Error> validate(const QByteArray &bytes,
                                 const QString &name,
                                 RuntimeCatalog catalog,
                                 BackendKind backend = BackendKind::Kubernetes);
};

} // namespace TrainDeck
