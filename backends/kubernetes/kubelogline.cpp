// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/kubernetes/kubelogline.h"

#include <QtNumeric>

namespace TrainDeck::Kubernetes {

namespace {
bool digits(QByteArrayView s, qsizetype from, qsizetype count, int *value)
{
    int v = 0;
    for (qsizetype i = from; i < from + count; ++i) {
        if (i >= s.size() || s[i] < '0' || s[i] > '9')
            return false;
        v = v * 10 + (s[i] - '0');
    }
    *value = v;
    return true;
}
} // namespace

std::optional<qint64> KubeLogLine::parseTime(QByteArrayView s)
{
    // yyyy-MM-ddTHH:mm:ss[.fraction](Z|±hh:mm)
    int year, month, day, hour, minute, sec;
    if (s.size() < 20 || !digits(s, 0, 4, &year) || s[4] != '-' || !digits(s, 5, 2, &month)
        || s[7] != '-' || !digits(s, 8, 2, &day) || (s[10] != 'T' && s[10] != 't')
        || !digits(s, 11, 2, &hour) || s[13] != ':' || !digits(s, 14, 2, &minute) || s[16] != ':'
        || !digits(s, 17, 2, &sec))
        return std::nullopt;
    const QDate date(year, month, day);
    const QTime time(hour, minute, sec);
    if (!date.isValid() || !time.isValid())
        return std::nullopt;
    qsizetype i = 19;
    qint64 fraction = 0;
    if (i < s.size() && s[i] == '.') {
        ++i;
        int n = 0;
        while (i < s.size() && s[i] >= '0' && s[i] <= '9') {
            if (n < 9) {
                fraction = fraction * 10 + (s[i] - '0');
                ++n;
            }
            ++i;
        }
        if (n == 0)
            return std::nullopt;
        for (; n < 9; ++n)
            fraction *= 10;
    }
    qint64 offsetSecs = 0;
    if (i < s.size() && (s[i] == 'Z' || s[i] == 'z')) {
        ++i;
    } else if (i < s.size() && (s[i] == '+' || s[i] == '-')) {
        int oh, om;
        if (!digits(s, i + 1, 2, &oh) || i + 3 >= s.size() || s[i + 3] != ':'
            || !digits(s, i + 4, 2, &om))
            return std::nullopt;
        offsetSecs = (oh * 3600 + om * 60) * (s[i] == '-' ? -1 : 1);
        i += 6;
    } else {
        return std::nullopt;
    }
    if (i != s.size())
        return std::nullopt;
    const qint64 secs = QDateTime(date, time, Qt::UTC).toSecsSinceEpoch() - offsetSecs;
    // Nanoseconds since the epoch fit in 64 bits from 1677 to 2262 only (as Go's UnixNano);
    // a time outside that is no readable time, not an overflow.
    qint64 nanos = 0;
    if (qMulOverflow(secs, qint64(1000000000), &nanos) || qAddOverflow(nanos, fraction, &nanos))
        return std::nullopt;
    return nanos;
}

KubeLogLine KubeLogLine::parse(QByteArrayView line)
{
    if (line.endsWith('\n'))
        line.chop(1);
    KubeLogLine l;
    const qsizetype space = line.indexOf(' ');
    const QByteArrayView time = space < 0 ? line : line.first(space);
    if (const std::optional<qint64> nanos = parseTime(time)) {
        l.nanos = *nanos;
        l.text = space < 0 ? QByteArray() : line.sliced(space + 1).toByteArray();
    } else {
        l.text = line.toByteArray();
    }
    return l;
}

QDateTime KubeLogLine::second(qint64 nanos)
{
    // Rounded down, also before 1970, where division rounds towards zero.
    const qint64 secs = nanos / 1000000000 - (nanos % 1000000000 < 0 ? 1 : 0);
    return QDateTime::fromSecsSinceEpoch(secs, Qt::UTC);
}

} // namespace TrainDeck::Kubernetes
