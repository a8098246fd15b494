// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"

#include <QCoreApplication>
#include <QStringList>

namespace TrainDeck {

/// A pip requirements file as a CustomTrainer can use it: the requirement lines become
/// packagesToInstall, --index-url / -i and --extra-index-url the pipIndexUrls (the index URL
/// first, as pip reads it). pip options the trainer cannot pass on (-r, -e, --hash, ...) are
/// skipped and named, so the user learns what was left out. parse() is pure; readFile() is the
/// one place that touches the disk.
class RequirementsParser
{
    Q_DECLARE_TR_FUNCTIONS(RequirementsParser)
public:
    /// What a requirements file holds, in file order.
    struct Requirements
    {
        QStringList packages;
        QStringList indexUrls;
        QStringList skipped;
    };

    /// The limit readFile() reads: a requirements file is text, never megabytes.
    static constexpr qint64 MaxBytes = 1024 * 1024;

    /// The requirements in `text`. Comments (a line starting with '#', or " #" and what
    /// follows) and blank lines are dropped.
    static Requirements parse(const QString &text);
    /// Reads `path` through RegularFileReader (regular files only, at most MaxBytes) and
    /// parses it; the error names the file and what was wrong.
    static Result<Requirements> readFile(const QString &path);
};

} // namespace TrainDeck
