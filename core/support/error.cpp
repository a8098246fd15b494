// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/support/error.h"

#include <QMetaEnum>

namespace TrainDeck {

Error Error::make(Kind kind, QString message)
{
    Error e;
    e.kind = kind;
    e.message = std::move(message);
    return e;
}

Error &Error::at(QString f, int l, int c)
{
    file = std::move(f);
    line = l;
    column = c;
    return *this;
}

Error &Error::inField(QString f)
{
    field = std::move(f);
    return *this;
}

QString Error::toString() const
{
    QString out;
    if (!file.isEmpty()) {
        out += file;
        if (line > 0)
            out += QLatin1Char(':') + QString::number(line);
        out += QLatin1String(": ");
    }
    if (!field.isEmpty())
        out += field + QLatin1String(": ");
    out += message;
    return out;
}

QString Error::kindName(Kind kind)
{
    return QString::fromLatin1(QMetaEnum::fromType<Kind>().valueToKey(int(kind)));
}

} // namespace TrainDeck
