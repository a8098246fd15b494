// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>
#include <QStringList>

namespace TrainDeck {

/// What a file or folder dropped on TrainDeck (the main window or the job builder) is, by one
/// set of rules for both:
///
/// | Kind         | a path that is                                                      |
/// |--------------|---------------------------------------------------------------------|
/// | Script       | a regular file named *.py                                           |
/// | Yaml         | a regular file named *.yaml, *.yml or *.json (a TrainJob or runtime) |
/// | Requirements | a regular file named requirements*.txt                              |
/// | Folder       | a folder holding train.py or main.py (a project)                    |
///
/// Names compare case-insensitively. Anything else, a folder without a script (a
/// requirements.txt alone is not a project), a FIFO or device under a good name, or a path
/// that is gone, is None. classify(const Facts &) and project() are pure; inspect() and
/// projectIn() are the only functions that look at the disk, and only at the path itself and
/// the few names a project may hold (never a listing of the folder).
class DropClassifier
{
    Q_GADGET
public:
    enum class Kind { None, Script, Yaml, Requirements, Folder };
    Q_ENUM(Kind)

    /// What the rules need to know of a path.
    struct Facts
    {
        QString fileName;
        bool isRegularFile = false; ///< links followed
        bool isFolder = false;
        /// For a folder: which of ProjectFileNames are regular files in it.
        QStringList folderFiles;
    };

    /// A project's files in a folder: the script (train.py before main.py) and the
    /// requirements; each empty when absent.
    struct Project
    {
        QString script;
        QString requirements;
    };

    /// The names inspect() looks for in a folder, in the order a script is preferred.
    static const QStringList &projectFileNames();

    static Kind classify(const Facts &facts);
    /// The kind a regular file of this name would be (no folder rule).
    static Kind classifyFileName(const QString &fileName);
    static Project project(const QStringList &folderFiles);
    /// Drops are loaded scripts first, then requirements, so that a drop of both ends with
    /// both loaded (a script load resets the trainer's packages). Stable otherwise.
    static QStringList loadOrder(const QStringList &paths);

    /// The facts of `path` from the file system.
    static Facts inspect(const QString &path);
    static Kind classify(const QString &path) { return classify(inspect(path)); }
    /// The project in `folder`, as paths inside it.
    static Project projectIn(const QString &folder);
};

} // namespace TrainDeck
