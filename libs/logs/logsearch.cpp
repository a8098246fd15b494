// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/logs/logsearch.h"

#include "libs/logs/logline.h"
#include "libs/logs/logreader.h"

#include "libs/logs/logstorelogging.h"

#include <QFile>
#include <QFutureWatcher>
#include <QPromise>
#include <QtConcurrent>

#include <cstring>
#include <functional>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace TrainDeck::Logs {

namespace {

constexpr qint64 ChunkSize = 4 * 1024 * 1024;

qint64 countNewlines(const char *p, const char *end)
{
    qint64 n = 0;
#if defined(__SSE2__)
    const __m128i nl = _mm_set1_epi8('\n');
    while (end - p >= 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        n += __builtin_popcount(unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(v, nl))));
        p += 16;
    }
#endif
    for (; p < end; ++p)
        n += *p == '\n';
    return n;
}

inline char foldAscii(char c)
{
    return c >= 'A' && c <= 'Z' ? char(c + 32) : c;
}

/// Finds the next byte match of the query in [from, end), or nullptr. Only for plain
/// patterns: case-sensitive ones, or ASCII ones searched case-insensitively.
class ByteMatcher
{
public:
    ByteMatcher(QByteArray needle, bool caseSensitive)
        : m_needle(std::move(needle))
        , m_caseSensitive(caseSensitive)
    {
        if (!m_caseSensitive) {
            for (char &c : m_needle)
                c = foldAscii(c);
            // Horspool skip table over folded bytes.
            const qsizetype m = m_needle.size();
            for (int &s : m_skip)
                s = int(m);
            for (qsizetype i = 0; i + 1 < m; ++i) {
                const uchar c = uchar(m_needle[i]);
                m_skip[c] = int(m - 1 - i);
                if (c >= 'a' && c <= 'z')
                    m_skip[c - 32] = int(m - 1 - i);
            }
        }
    }

    const char *find(const char *from, const char *end) const
    {
        const qsizetype m = m_needle.size();
        if (end - from < m)
            return nullptr;
        if (m_caseSensitive)
            return static_cast<const char *>(
                memmem(from, size_t(end - from), m_needle.constData(), size_t(m)));
        const char *n = m_needle.constData();
        const char *p = from;
        const char *last = end - m;
        while (p <= last) {
            const char tail = p[m - 1];
            if (foldAscii(tail) == n[m - 1]) {
                qsizetype i = m - 2;
                while (i >= 0 && foldAscii(p[i]) == n[i])
                    --i;
                if (i < 0)
                    return p;
            }
            p += m_skip[uchar(tail)];
        }
        return nullptr;
    }

private:
    QByteArray m_needle;
    bool m_caseSensitive;
    int m_skip[256];
};

struct LineMatcher
{
    LogSearchQuery query;
    QRegularExpression re;
    std::optional<ByteMatcher> bytes;
    mutable QByteArray scratch; ///< a coloured line without its escapes; one matcher per search

    explicit LineMatcher(const LogSearchQuery &q)
        : query(q)
    {
        if (q.regex) {
            re.setPattern(q.pattern);
            re.setPatternOptions(q.caseSensitive ? QRegularExpression::NoPatternOption
                                                 : QRegularExpression::CaseInsensitiveOption);
            re.optimize();
            return;
        }
        const QByteArray utf8 = q.pattern.toUtf8();
        bool ascii = true;
        for (char c : utf8)
            ascii = ascii && uchar(c) < 0x80;
        // U+FFFD stands for invalid bytes only after decoding: such patterns decode too.
        if ((q.caseSensitive || ascii) && !q.pattern.contains(QChar::ReplacementCharacter))
            bytes.emplace(utf8, q.caseSensitive);
    }

    bool lineMatches(QByteArrayView line) const
    {
        // A coloured line is searched as it is shown: "loss 0.5" is found in
        // "loss \e[1m0.5\e[0m", and "32m" is not found in "\e[32m".
        if (std::memchr(line.data(), 0x1b, size_t(line.size()))) {
            LogLine::stripEscapes(line, scratch);
            return plainLineMatches(scratch);
        }
        return plainLineMatches(line);
    }

    bool plainLineMatches(QByteArrayView line) const
    {
        if (bytes)
            return bytes->find(line.data(), line.data() + line.size()) != nullptr;
        const QString text = QString::fromUtf8(line);
        if (query.regex)
            return re.match(text).hasMatch();
        return text.contains(query.pattern,
                             query.caseSensitive ? Qt::CaseSensitive : Qt::CaseInsensitive);
    }
};

QByteArrayView stripEnd(const char *p, const char *e)
{
    qsizetype n = e - p;
    if (n > 0 && p[n - 1] == '\r')
        --n;
    return QByteArrayView(p, n);
}

/// Appends the matching lines of [p, end), which starts at line `line` and ends at a line
/// boundary; returns the line number after it.
qint64 scanRegion(
    const LineMatcher &m, const char *p, const char *end, qint64 line, std::vector<qint64> &out)
{
    // Without escapes in the region the bytes are the text: search them all at once.
    if (m.bytes && !std::memchr(p, 0x1b, size_t(end - p))) {
        const char *cur = p;
        while (cur < end) {
            const char *hit = m.bytes->find(cur, end);
            if (!hit)
                break;
            line += countNewlines(cur, hit);
            // The pattern holds no '\n' or '\r', so the hit lies inside one line's text.
            out.push_back(line);
            const char *nl = static_cast<const char *>(std::memchr(hit, '\n', size_t(end - hit)));
            if (!nl)
                return line + 1;
            cur = nl + 1;
            ++line;
        }
        return line + countNewlines(cur, end) + (end > p && end[-1] != '\n' ? 1 : 0);
    }
    const char *cur = p;
    while (cur < end) {
        const char *nl = static_cast<const char *>(std::memchr(cur, '\n', size_t(end - cur)));
        const char *lineEnd = nl ? nl : end;
        if (m.lineMatches(stripEnd(cur, lineEnd)))
            out.push_back(line);
        ++line;
        cur = nl ? nl + 1 : end;
    }
    return line;
}

} // namespace

LogSearch::LogSearch(QObject *parent)
    : QObject(parent)
{}

LogSearch::~LogSearch()
{
    // The task holds copies of everything it reads; cancelling is enough.
    m_future.cancel();
}

LogSearchRange LogSearch::rangeOf(const LogReader &reader, qint64 fromLine)
{
    fromLine = qBound<qint64>(0, fromLine, reader.lineCount());
    return {reader.logPath(), fromLine, reader.lineOffset(fromLine), reader.byteSize()};
}

bool LogSearch::matches(QByteArrayView line, const LogSearchQuery &query)
{
    if (query.isEmpty())
        return false;
    return LineMatcher(query).lineMatches(line);
}

Result<std::vector<qint64>> LogSearch::findLines(const LogSearchRange &range,
                                                 const LogSearchQuery &query,
                                                 const Progress &progress)
{
    std::vector<qint64> out;
    if (query.isEmpty() || range.endOffset <= range.startOffset)
        return out;
    if (query.regex) {
        const QRegularExpression re(query.pattern);
        if (!re.isValid())
            return Error::make(
                Error::Kind::Validation,
                QCoreApplication::translate("LogSearch", "invalid regular expression: %1")
                    .arg(re.errorString()));
    } else if (query.pattern.contains(QLatin1Char('\n'))
               || query.pattern.contains(QLatin1Char('\r'))) {
        return out; // lines never hold these
    }
    const LineMatcher matcher(query);
    QFile file(range.logPath);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Unbuffered) || !file.seek(range.startOffset))
        return Error::make(Error::Kind::Io,
                           QCoreApplication::translate("LogSearch", "cannot read %1: %2")
                               .arg(range.logPath, file.errorString()));
    const qint64 total = range.endOffset - range.startOffset;
    QByteArray buf;
    qsizetype carried = 0;          // bytes of an unfinished line kept at the front of buf
    qint64 pos = range.startOffset; // file offset of buf[0]
    qint64 line = range.firstLine;
    qint64 want = ChunkSize;
    while (pos + carried < range.endOffset) {
        const qint64 toRead = qMin<qint64>(want, range.endOffset - pos - carried);
        buf.resize(carried + toRead);
        const qint64 got = file.read(buf.data() + carried, toRead);
        if (got <= 0)
            break; // the file shrank: search what we have
        const qsizetype filled = carried + got;
        const bool last = pos + filled >= range.endOffset;
        const char *b = buf.constData();
        qsizetype region = filled;
        if (!last) {
            const void *nl = memrchr(b, '\n', size_t(filled));
            if (!nl) {
                // One line longer than the buffer: read more before scanning.
                carried = filled;
                want = ChunkSize;
                continue;
            }
            region = static_cast<const char *>(nl) - b + 1;
        }
        line = scanRegion(matcher, b, b + region, line, out);
        pos += region;
        carried = filled - region;
        if (carried > 0)
            std::memmove(buf.data(), b + region, size_t(carried));
        if (progress && !progress(pos - range.startOffset, total))
            return Error::make(Error::Kind::Cancelled,
                               QCoreApplication::translate("LogSearch", "search cancelled"));
        if (last)
            break;
    }
    return out;
}

void LogSearch::start(const QList<LogSearchRange> &ranges, const LogSearchQuery &query)
{
    cancel();
    m_query = query;
    const quint64 generation = ++m_generation;
    m_future = QtConcurrent::run(
        [](QPromise<Results> &promise, QList<LogSearchRange> ranges, LogSearchQuery query) {
            promise.setProgressRange(0, 1000);
            qint64 total = 0;
            for (const LogSearchRange &r : ranges)
                total += qMax<qint64>(0, r.endOffset - r.startOffset);
            qint64 before = 0;
            Results results;
            for (const LogSearchRange &r : std::as_const(ranges)) {
                Result<std::vector<qint64>> found = findLines(r, query, [&](qint64 done, qint64) {
                    if (total > 0)
                        promise.setProgressValue(int((before + done) * 1000 / total));
                    return !promise.isCanceled();
                });
                if (!found) {
                    if (found.error().kind != Error::Kind::Cancelled)
                        qCWarning(lcLogs, "log search: %s", qPrintable(found.error().message));
                    return; // no result: finished(false)
                }
                results.push_back(std::move(*found));
                before += qMax<qint64>(0, r.endOffset - r.startOffset);
            }
            promise.addResult(std::move(results));
        },
        ranges,
        query);
    auto *watcher = new QFutureWatcher<Results>(this);
    m_watcher = watcher;
    connect(
        watcher, &QFutureWatcher<Results>::progressValueChanged, this, [this, generation](int v) {
            if (generation == m_generation)
                Q_EMIT progressChanged(v);
        });
    connect(watcher, &QFutureWatcher<Results>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_generation)
            return;
        m_watcher = nullptr;
        const QFuture<Results> f = watcher->future();
        if (f.isCanceled() || f.resultCount() == 0) {
            Q_EMIT finished(false);
            return;
        }
        m_results = f.result();
        Q_EMIT finished(true);
    });
    watcher->setFuture(m_future);
}

void LogSearch::cancel()
{
    if (m_future.isRunning())
        m_future.cancel();
    // A cancelled search's finished() is not reported: it belongs to an old generation.
    ++m_generation;
    if (m_watcher) {
        m_watcher->deleteLater();
        m_watcher = nullptr;
    }
}

bool LogSearch::isRunning() const
{
    return m_watcher != nullptr;
}

} // namespace TrainDeck::Logs
