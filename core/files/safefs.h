// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"

#include <QByteArray>
#include <QString>

namespace TrainDeck {

/// The file-system operations every backend uses for what it creates and deletes, written so
/// that nothing planted in a folder (a symbolic link left by a container, a crafted engine
/// label) can make TrainDeck write or delete outside the place it means (docs/security.md).
///
/// Modes are set exactly (fchmod/chmod after creation), so the result does not depend on the
/// umask: TrainDeck's data folder is private (0700 folders, 0600 files, 0700 launchers);
/// a container's workdir is shared with the container's user (0755 / 0644), never writable
/// by others.
///
/// | operation     | refuses                                                        |
/// |---------------|----------------------------------------------------------------|
/// | makeNewDir    | anything already at the path (a folder, a file, a link)        |
/// | writeNewFile  | anything already at the path; never follows a link             |
/// | replaceFile   | a folder at the path; a link there is replaced, not followed   |
/// | appendFile    | a link at the path                                             |
/// | removeChild   | a bad name, a link or a non-folder at root/name, mount points  |
class SafeFs final
{
public:
    static constexpr int PrivateDir = 0700;
    static constexpr int PrivateFile = 0600;
    static constexpr int PrivateExecutable = 0700;
    static constexpr int SharedDir = 0755;
    static constexpr int SharedFile = 0644;
    static constexpr int SharedExecutable = 0755;

    /// Creates `path` and its missing parents, each new folder with exactly `mode`; folders
    /// that exist are left as they are. Fails when a component is not a folder.
    static Result<void> makeDirs(const QString &path, int mode = PrivateDir);
    /// Creates the folder `path` (its parent must exist) with exactly `mode`. Fails with
    /// Error::Kind::Conflict when anything is there already: the caller owns what it made.
    static Result<void> makeNewDir(const QString &path, int mode);
    /// Creates the file `path` with `data` and exactly `mode`:
    /// O_CREAT|O_EXCL|O_NOFOLLOW, so a file or link already there is an error (Conflict).
    static Result<void> writeNewFile(const QString &path, const QByteArray &data, int mode);
    /// Replaces `path` atomically: a new file beside it (O_EXCL|O_NOFOLLOW, exactly `mode`),
    /// renamed over it. A crash leaves the old content; a link at `path` is replaced, not
    /// written through.
    static Result<void>
    replaceFile(const QString &path, const QByteArray &data, int mode = PrivateFile);
    /// Appends to `path`, creating it with exactly `mode`; refuses a link at `path`.
    static Result<void>
    appendFile(const QString &path, const QByteArray &data, int mode = PrivateFile);
    /// Sets the mode of an existing folder or file (not through a link).
    static Result<void> setMode(const QString &path, int mode);

    /// True when `name` can be one folder directly below another: not empty, not "." or
    /// "..", no '/' and no NUL.
    static bool isPlainName(const QString &name);
    /// canonical(root) + '/' + name, or an error when the name is not a plain name or the
    /// root does not exist.
    static Result<QString> childPath(const QString &root, const QString &name);
    /// Deletes the folder `name` directly below canonical(`root`) and everything in it,
    /// without following any link: links inside are removed as links, a link at root/name
    /// itself is refused (nothing is emptied), and other file systems mounted inside are
    /// left alone (an error). Works on open folder handles (openat/unlinkat), so swapping a
    /// folder for a link while it runs cannot redirect it. Returns false when nothing was
    /// there.
    static Result<bool> removeChild(const QString &root, const QString &name);
    /// What removeChild would refuse before deleting anything (a bad name, a link or a
    /// file at root/name); nothing there is fine.
    static Result<void> checkRemovableChild(const QString &root, const QString &name);
};

} // namespace TrainDeck
