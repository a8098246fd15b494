// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// libFuzzer entry for a pod log line read with timestamps=true (KubeLogLine::parse, as the
// Kubernetes log follower reads every line): any bytes split into a time and the text after
// it, or are all text with no time; the text is the line's own bytes; the same twice, and the
// same with a final newline; a time written back out in RFC 3339 reads as the same
// nanoseconds; the second a time falls in holds it.
#include "backends/kubernetes/kubelogline.h"
#include "fuzz/fuzzcheck.h"

#include <QDateTime>
#include <QtNumeric>

#include <cstddef>
#include <cstdint>

namespace {

using namespace TrainDeck::Kubernetes;

constexpr qint64 NanosPerSecond = 1000000000;

/// The whole seconds before `nanos` (rounded down) and the nanoseconds after them.
void split(qint64 nanos, qint64 *secs, qint64 *fraction)
{
    *secs = nanos / NanosPerSecond;
    *fraction = nanos % NanosPerSecond;
    if (*fraction < 0) {
        --*secs;
        *fraction += NanosPerSecond;
    }
}

/// `nanos` as the kubelet writes it (RFC3339Nano, UTC, all nine digits); empty when the year
/// has no four digits.
QByteArray rfc3339(qint64 nanos)
{
    qint64 secs = 0;
    qint64 fraction = 0;
    split(nanos, &secs, &fraction);
    const QDateTime t = QDateTime::fromSecsSinceEpoch(secs, Qt::UTC);
    const QDate d = t.date();
    const QTime h = t.time();
    if (d.year() < 1 || d.year() > 9999)
        return {};
    return QString::asprintf("%04d-%02d-%02dT%02d:%02d:%02d.%09lldZ",
                             d.year(),
                             d.month(),
                             d.day(),
                             h.hour(),
                             h.minute(),
                             h.second(),
                             static_cast<long long>(fraction))
        .toLatin1();
}

bool same(const KubeLogLine &a, const KubeLogLine &b)
{
    return a.nanos == b.nanos && a.text == b.text;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray line(reinterpret_cast<const char *>(data), qsizetype(size));
    const KubeLogLine l = KubeLogLine::parse(line);
    CHECK(same(l, KubeLogLine::parse(line)));
    if (!line.endsWith('\n'))
        CHECK(same(l, KubeLogLine::parse(line + '\n')));

    // What parse() must have made of it: the first word a time, or all of it text.
    const QByteArray body = line.endsWith('\n') ? line.chopped(1) : line;
    const qsizetype space = body.indexOf(' ');
    const std::optional<qint64> time = KubeLogLine::parseTime(space < 0 ? body : body.first(space));
    CHECK(time == KubeLogLine::parseTime(space < 0 ? body : body.first(space)));
    if (!time) {
        CHECK(l.nanos == 0 && l.text == body);
        return 0;
    }
    CHECK(l.nanos == *time);
    CHECK(l.text == (space < 0 ? QByteArray() : body.sliced(space + 1)));
    CHECK(l.msecs() == l.nanos / 1000000);

    // The second sinceTime asks from holds the time.
    qint64 secs = 0;
    qint64 fraction = 0;
    split(l.nanos, &secs, &fraction);
    CHECK(KubeLogLine::second(l.nanos).toSecsSinceEpoch() == secs);
    CHECK(KubeLogLine::second(l.nanos).timeSpec() == Qt::UTC);

    // Written back out as the kubelet writes times, it reads the same, and so does the line.
    const QByteArray written = rfc3339(l.nanos);
    if (!written.isEmpty()) {
        CHECK(KubeLogLine::parseTime(written) == l.nanos);
        const KubeLogLine back = KubeLogLine::parse(written + ' ' + l.text + '\n');
        CHECK(back.nanos == l.nanos && back.text == l.text);
    }
    return 0;
}
