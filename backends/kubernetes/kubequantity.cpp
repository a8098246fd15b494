// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/kubernetes/kubequantity.h"

#include <QRegularExpression>

#include <cmath>

namespace TrainDeck::Kubernetes {

std::optional<double> KubeQuantity::parse(const QString &quantity)
{
    // <sign><digits>[.<digits>]<suffix>, the suffix binary (Ki..Ei), decimal (n u m "" k M G
    // T P E) or a decimal exponent (e3, E-2), as apimachinery's grammar has it.
    static const QRegularExpression re(
        QStringLiteral("^([+-]?(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+))"
                       "(Ki|Mi|Gi|Ti|Pi|Ei|n|u|m|k|M|G|T|P|E|[eE][+-]?[0-9]+)?$"));
    const auto m = re.match(quantity.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    bool ok = false;
    const double number = m.captured(1).toDouble(&ok);
    if (!ok)
        return std::nullopt;
    const QString suffix = m.captured(2);
    double scale = 1;
    if (suffix.size() == 2 && suffix.at(1) == QLatin1Char('i')) {
        const int power = QStringLiteral("KMGTPE").indexOf(suffix.at(0)) + 1;
        scale = std::ldexp(1.0, 10 * power);
    } else if (suffix.size() > 1) { // an exponent: "E" alone is exa
        scale = std::pow(10.0, suffix.mid(1).toInt());
    } else if (!suffix.isEmpty()) {
        static const QString decimal = QStringLiteral("num kMGTPE");
        // n=-9, u=-6, m=-3, (none)=0, k=3, M=6 ... by position around the blank.
        scale = std::pow(10.0, 3 * (decimal.indexOf(suffix.at(0)) - 3));
    }
    const double v = number * scale;
    return std::isfinite(v) ? std::optional<double>(v) : std::nullopt;
}

} // namespace TrainDeck::Kubernetes
