// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace TrainDeck {

/// Reads a file a user named (a job file, a script, a runtime file, a Mermaid chart) with
/// the guarantees hostile paths need: only a regular file is read, never a FIFO (which
/// would block forever waiting for a writer), a device (/dev/zero never ends, and its size
/// reads as 0) or a folder; the type is checked with fstat on the descriptor that was
/// opened, so nothing can swap the file between the check and the read; and at most
/// `maxBytes + 1` bytes are read, so a file that grows, lies about its size or is sparse
/// and huge costs no more than the limit.
///
/// Resource paths (":/...") are TrainDeck's own and are read through QFile.
class RegularFileReader
{
    Q_DECLARE_TR_FUNCTIONS(RegularFileReader)
public:
    /// The file's bytes, or an Error naming the file (Error::file), what it is and what to
    /// do. `what` names the kind of file for the messages ("job file", "script"...).
    static Result<QByteArray>
    read(const QString &path, qint64 maxBytes, const QString &what = QString());
    /// "a FIFO (named pipe)", "a character device"... for a st_mode; empty for a regular file.
    static QString describeType(unsigned int mode);
};

} // namespace TrainDeck
