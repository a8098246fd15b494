// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>

namespace TrainDeck::Models {

/// Moves the data folder (jobs, logs, venvs, the history database) without ever losing a
/// byte: the files are copied, every copy is compared byte for byte with its original, and
/// only then may the caller switch to the new folder. The old folder is emptied later, by
/// finish(), and only of files whose copy is proven identical; anything else stays where it
/// is. See docs/preferences.md.
class DataFolderMove
{
    Q_DECLARE_TR_FUNCTIONS(DataFolderMove)

public:
    /// What finish() did.
    struct Report
    {
        int removed = 0;      ///< files removed from the old folder, each proven copied
        QStringList kept;     ///< files left in the old folder, relative, and why
        bool oldGone = false; ///< the old folder itself is gone (it was left empty)
    };

    /// Why `to` cannot receive the data of `from`, or nothing when it can: a target inside the
    /// current folder (or the folder itself), a target that exists and is not empty, or one
    /// that cannot be written.
    static Result<void> check(const QString &from, const QString &to);
    /// Told how far copy() is, in bytes (each byte counts twice: copied, then compared), from
    /// the thread that copies; returning false cancels the copy.
    using Progress = std::function<bool(qint64 done, qint64 total)>;

    /// check(), then copies every file and folder of `from` into `to` (made if missing) and
    /// compares each copy with its original. Returns the number of files copied. On any
    /// failure, or when `progress` cancels, what was made in `to` is removed again (a Cancelled
    /// error then) and `from` is untouched. Takes as long as the bytes take: call it from a
    /// worker thread in a GUI.
    static Result<int> copy(const QString &from, const QString &to, const Progress &progress = {});
    /// Removes what a finished copy() put into `to`, and `to` itself when `made` (it did not
    /// exist before): for a copy that was not used after all.
    static void discard(const QString &to, bool made);
    /// After the switch, when nothing uses `from` any more (at start-up): a file changed or
    /// added in `from` since the copy is copied again, then every file of `from` whose copy in
    /// `to` is byte for byte the same is removed, then the folders left empty. A file that
    /// differs stays, listed in the report. Files in `to` are never removed.
    static Report finish(const QString &from, const QString &to);

    /// Whether two files have the same bytes.
    static bool sameBytes(const QString &a, const QString &b);
    /// Every file below `dir` (symbolic links as they are, not followed), relative, sorted.
    static QStringList files(const QString &dir);
};

} // namespace TrainDeck::Models
