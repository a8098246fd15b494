// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QMetaType>
#include <QObject>
#include <QString>

namespace TrainDeck {

/// What went wrong, as a value. Every failure that crosses a layer is one of these; nothing
/// throws across the event loop.
struct Error
{
    Q_GADGET
public:
    enum class Kind {
        Parse,       ///< malformed YAML/JSON/Mermaid/HTTP bytes
        Validation,  ///< well-formed input that breaks a rule
        NotFound,    ///< a named runtime, job, step, file or image does not exist
        Io,          ///< the local file system or a process failed
        Transport,   ///< a socket or connection failed
        Http,        ///< a peer answered with an HTTP error
        Api,         ///< a peer answered 2xx with something we cannot use
        Timeout,     ///< a deadline passed
        Cancelled,   ///< the caller aborted the operation
        Unsupported, ///< valid, but not possible on this backend or machine
        Conflict,    ///< the object exists already or changed under us
    };
    Q_ENUM(Kind)

    Kind kind = Kind::Io;
    QString message; ///< what was wrong and what to do, for a person
    QString file;    ///< source file, when the error is about one
    int line = 0;    ///< 1-based, 0 when unknown
    int column = 0;  ///< 1-based, 0 when unknown
    QString field;   ///< dotted field path such as spec.trainer.numNodes
    int httpStatus = 0;

    static Error make(Kind kind, QString message);
    Error &at(QString file, int line = 0, int column = 0);
    Error &inField(QString field);

    /// `FILE:LINE: FIELD: message`, leaving out what is not known.
    QString toString() const;
    static QString kindName(Kind kind);
};

} // namespace TrainDeck

Q_DECLARE_METATYPE(TrainDeck::Error)
