// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/diagram/csscolour.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace TrainDeck::Diagram {

QString CssColour::normalize(const QString &cssIn)
{
    const QString css = cssIn.trimmed();
    static const QRegularExpression hex(QStringLiteral("^#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|"
                                                       "[0-9a-fA-F]{8})$"));
    if (hex.match(css).hasMatch()) {
        QString digits = css.mid(1).toLower();
        if (digits.size() <= 4) {
            QString wide;
            for (QChar c : std::as_const(digits))
                wide += QString(2, c);
            digits = wide;
        }
        return QLatin1Char('#') + digits;
    }
    static const QRegularExpression rgb(
        QStringLiteral("^rgba?\\(\\s*([0-9.]+%?)\\s*,\\s*([0-9.]+%?)\\s*,\\s*([0-9.]+%?)\\s*"
                       "(?:,\\s*([0-9.]+%?)\\s*)?\\)$"));
    const auto m = rgb.match(css);
    if (m.hasMatch()) {
        auto channel = [](const QString &v, double scale) {
            double x = v.endsWith(QLatin1Char('%')) ? v.chopped(1).toDouble() * 2.55
                                                    : v.toDouble() * scale;
            return int(std::lround(std::clamp(x, 0.0, 255.0)));
        };
        QString out = QStringLiteral("#%1%2%3")
                          .arg(channel(m.captured(1), 1), 2, 16, QLatin1Char('0'))
                          .arg(channel(m.captured(2), 1), 2, 16, QLatin1Char('0'))
                          .arg(channel(m.captured(3), 1), 2, 16, QLatin1Char('0'));
        if (!m.captured(4).isEmpty())
            out += QStringLiteral("%1").arg(channel(m.captured(4), 255), 2, 16, QLatin1Char('0'));
        return out;
    }
    static const QRegularExpression name(QStringLiteral("^[a-zA-Z]+$"));
    if (name.match(css).hasMatch())
        return css.toLower();
    return {};
}

QString CssColour::toQtName(const QString &n)
{
    if (n.size() == 9 && n.startsWith(QLatin1Char('#')))
        return QLatin1Char('#') + n.mid(7, 2) + n.mid(1, 6);
    return n;
}

} // namespace TrainDeck::Diagram
