// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/metrics/metriclineparser.h"

#include "libs/logs/logline.h"
#include "libs/metrics/metricnamepool.h"

#include <array>
#include <charconv>
#include <cmath>
#include <cstring>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace TrainDeck::Metrics {

namespace {

enum : quint8 {
    Digit = 1,
    Alpha = 2,
    KeyChar = 4, ///< what a key is made of: letters, digits, _ . / -
    Stop = 8,    ///< what scanPairs stops at: separators, spaces and control bytes (not tab)
};

constexpr std::array<quint8, 256> Classes = [] {
    std::array<quint8, 256> t{};
    for (int c = '0'; c <= '9'; ++c)
        t[size_t(c)] |= Digit | KeyChar;
    for (int c = 'a'; c <= 'z'; ++c) {
        t[size_t(c)] |= Alpha | KeyChar;
        t[size_t(c - 'a' + 'A')] |= Alpha | KeyChar;
    }
    for (char c : {'_', '.', '/', '-'})
        t[size_t(c)] |= KeyChar;
    for (int c = 0; c < 0x20; ++c) {
        if (c != '\t')
            t[size_t(c)] |= Stop;
    }
    t[size_t('=')] |= Stop;
    t[size_t(':')] |= Stop;
    t[size_t(' ')] |= Stop;
    return t;
}();

constexpr bool isDigit(char c)
{
    return unsigned(c - '0') < 10;
}
constexpr bool isAlpha(char c)
{
    return Classes[uchar(c)] & Alpha;
}
constexpr bool isKeyStart(char c)
{
    return isAlpha(c) || c == '_';
}
constexpr bool isKeyChar(char c)
{
    return Classes[uchar(c)] & KeyChar;
}
constexpr bool isSpace(char c)
{
    return c == ' ' || c == '\t';
}

Q_ALWAYS_INLINE bool equalsLower(QByteArrayView s, std::string_view lower)
{
    if (size_t(s.size()) != lower.size())
        return false;
    for (qsizetype i = 0; i < s.size(); ++i) {
        char c = s[i];
        if (c >= 'A' && c <= 'Z')
            c = char(c - 'A' + 'a');
        if (c != lower[size_t(i)])
            return false;
    }
    return true;
}

Q_ALWAYS_INLINE bool isStepKey(QByteArrayView key)
{
    using namespace std::string_view_literals;
    switch (key.size()) {
    case 4:
        if ((key[0] | 0x20) == 's')
            return equalsLower(key, "step"sv);
        return (key[0] | 0x20) == 'i' && equalsLower(key, "iter"sv);
    case 9:
        return equalsLower(key, "iteration"sv);
    case 11:
        return equalsLower(key, "global_step"sv);
    default:
        return false;
    }
}

/// Numbers that tools print on the same lines as metrics but that are settings, not
/// measurements: a rank, a port, Lightning's logger version.
Q_ALWAYS_INLINE bool isIgnoredKey(QByteArrayView key)
{
    using namespace std::string_view_literals;
    switch (key.size()) {
    case 3:
        return equalsLower(key, "pid"sv);
    case 4:
        return equalsLower(key, "rank"sv) || equalsLower(key, "port"sv);
    case 5:
        return equalsLower(key, "v_num"sv);
    case 7:
        return equalsLower(key, "version"sv);
    case 9:
        return equalsLower(key, "node_rank"sv);
    case 10:
        return equalsLower(key, "local_rank"sv) || equalsLower(key, "world_size"sv);
    case 11:
        return equalsLower(key, "global_rank"sv) || equalsLower(key, "master_port"sv);
    case 16:
        return equalsLower(key, "local_world_size"sv);
    default:
        return false;
    }
}

/// The end of the number token at `i` ([+-]digits[.digits][e[+-]digits], or .digits), or
/// `i` when there is none.
qsizetype numberEnd(QByteArrayView s, qsizetype i)
{
    const qsizetype n = s.size();
    qsizetype j = i;
    if (j < n && (s[j] == '+' || s[j] == '-'))
        ++j;
    qsizetype digits = 0;
    while (j < n && isDigit(s[j]))
        ++j, ++digits;
    if (j < n && s[j] == '.') {
        ++j;
        while (j < n && isDigit(s[j]))
            ++j, ++digits;
    }
    if (digits == 0)
        return i;
    if (j < n && (s[j] == 'e' || s[j] == 'E')) {
        qsizetype k = j + 1;
        if (k < n && (s[k] == '+' || s[k] == '-'))
            ++k;
        if (k < n && isDigit(s[k])) {
            while (k < n && isDigit(s[k]))
                ++k;
            j = k;
        }
    }
    return j;
}

bool toDouble(QByteArrayView token, double *value)
{
    if (!token.isEmpty() && token[0] == '+')
        token = token.sliced(1);
    if (token.isEmpty())
        return false;
    // Most values are short decimals (0.6931, 4.9e-05): with at most 15 digits and a power of
    // ten up to 22, mantissa and power are exact doubles and one division or multiplication
    // rounds correctly (Clinger's fast path). Everything else goes to from_chars.
    {
        const char *c = token.data();
        const char *e = c + token.size();
        const bool negative = *c == '-';
        if (negative)
            ++c;
        quint64 mantissa = 0;
        int digits = 0;
        int exponent = 0;
        for (; c < e && isDigit(*c); ++c, ++digits)
            mantissa = mantissa * 10 + quint64(*c - '0');
        if (c < e && *c == '.') {
            for (++c; c < e && isDigit(*c); ++c, ++digits, --exponent)
                mantissa = mantissa * 10 + quint64(*c - '0');
        }
        if (c < e && (*c == 'e' || *c == 'E') && digits <= 15) {
            ++c;
            const bool minus = c < e && *c == '-';
            if (c < e && (*c == '-' || *c == '+'))
                ++c;
            int x = 0;
            for (; c < e && isDigit(*c) && x < 1000; ++c)
                x = x * 10 + (*c - '0');
            exponent += minus ? -x : x;
        }
        static constexpr double Powers[]
            = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
               1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
        if (c == e && digits > 0 && digits <= 15 && exponent >= -22 && exponent <= 22) {
            double v = double(mantissa);
            v = exponent < 0 ? v / Powers[-exponent] : v * Powers[exponent];
            *value = negative ? -v : v;
            return true;
        }
    }
    double v = 0;
    const auto [ptr, ec] = std::from_chars(token.data(), token.data() + token.size(), v);
    if (ec != std::errc() || ptr != token.data() + token.size() || !std::isfinite(v))
        return false;
    *value = v;
    return true;
}

/// numberEnd and toDouble in one pass: reads the number token at `i` into `*value` and
/// returns its end, or returns `i` when there is no token or it is not a finite double.
///
/// When 16 bytes from the number's first digit can be read (`readable` is the end of the
/// memory that may be read, at or past the line's end), its digits are found with one
/// comparison of those 16 bytes and converted eight at a time, with no loop whose length
/// depends on the number (loops whose exit the branch predictor misses on every number).
Q_ALWAYS_INLINE qsizetype
scanNumber(const char *d, qsizetype n, qsizetype i, double *value, const char *readable = nullptr)
{
    qsizetype j = i;
    bool negative = false;
    if (j < n && (d[j] == '+' || d[j] == '-'))
        negative = d[j++] == '-';
    quint64 mantissa = 0;
    int digits = 0;
    int exponent = 0;
    bool done = false;
#ifdef __SSE2__
    if (readable && j < n && d + j + 16 <= readable) {
        const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i *>(d + j));
        const __m128i t = _mm_sub_epi8(x, _mm_set1_epi8('0'));
        unsigned digitBits
            = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_min_epu8(t, _mm_set1_epi8(9)), t)));
        if (n - j < 16)
            digitBits &= (1u << (n - j)) - 1u; // the line ends before the 16 bytes do
        const unsigned other = ~digitBits;     // bits 16 and up are set: a stop past the window
        const int whole = __builtin_ctz(other);
        const qsizetype dot = j + whole;
        int fraction = 0;
        const bool hasDot = dot < n && d[dot] == '.';
        if (hasDot)
            fraction = __builtin_ctz(other >> (whole + 1));
        const qsizetype e = hasDot ? dot + 1 + fraction : dot;
        // Runs of digits that may go on past the 16 bytes, and long ones, are read below.
        if (e - j < 16 && whole <= 8 && fraction <= 8) {
            // Eight ASCII digits, the first the most significant, to their value.
            auto eight = [](quint64 v) {
                v -= 0x3030303030303030ull;
                v = v * 10 + (v >> 8);
                v = (((v & 0x000000ff000000ffull) * (100 + (1000000ull << 32)))
                     + (((v >> 16) & 0x000000ff000000ffull) * (1 + (10000ull << 32))))
                    >> 32;
                return quint64(quint32(v));
            };
            // `count` digits at `p` (at most 8), as if zeros stood before them.
            auto digitsAt = [&](const char *p, int count) -> quint64 {
                if (count == 0)
                    return 0;
                quint64 v;
                const int pad = 8 * (8 - count);
                if (p + 8 <= readable) {
                    std::memcpy(&v, p, 8);
                    v <<= pad; // the bytes past the digits go; zeros come in front
                } else {
                    std::memcpy(&v, p + count - 8, 8); // p + count <= readable
                    v &= ~0ull << pad;
                }
                v |= 0x3030303030303030ull & ((1ull << pad) - 1);
                return eight(v);
            };
            static constexpr quint64 Scale[]
                = {1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000};
            mantissa = digitsAt(d + j, whole);
            if (hasDot)
                mantissa = mantissa * Scale[fraction] + digitsAt(d + dot + 1, fraction);
            digits = whole + fraction;
            exponent = -fraction;
            j = e;
            done = true;
        }
    }
#endif
    if (!done) {
        for (; j < n && isDigit(d[j]); ++j, ++digits)
            mantissa = mantissa * 10 + quint64(d[j] - '0');
        if (j < n && d[j] == '.') {
            for (++j; j < n && isDigit(d[j]); ++j, ++digits, --exponent)
                mantissa = mantissa * 10 + quint64(d[j] - '0');
        }
    }
    if (digits == 0)
        return i;
    bool hugeExponent = false;
    if (j < n && (d[j] == 'e' || d[j] == 'E')) {
        qsizetype k = j + 1;
        bool minus = false;
        if (k < n && (d[k] == '+' || d[k] == '-'))
            minus = d[k++] == '-';
        if (k < n && isDigit(d[k])) {
            int x = 0;
            for (; k < n && isDigit(d[k]); ++k) {
                if (x < 100000)
                    x = x * 10 + (d[k] - '0');
                else
                    hugeExponent = true;
            }
            exponent += minus ? -x : x;
            j = k;
        }
    }
    // As in toDouble: Clinger's fast path when it is exact, from_chars otherwise.
    static constexpr double Powers[]
        = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
           1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    if (digits <= 15 && !hugeExponent && exponent >= -22 && exponent <= 22) {
        double v = double(mantissa);
        v = exponent < 0 ? v / Powers[-exponent] : v * Powers[exponent];
        *value = negative ? -v : v;
        return j;
    }
    const char *b = d + i;
    if (*b == '+')
        ++b;
    double v = 0;
    const auto [ptr, ec] = std::from_chars(b, d + j, v);
    if (ec != std::errc() || ptr != d + j || !std::isfinite(v))
        return i;
    *value = v;
    return j;
}

Q_ALWAYS_INLINE bool toStep(double v, qint64 *step)
{
    // In range, truncation is floor: no call to floor() (a library call without SSE4.1).
    if (!(v >= 0 && v < 9.0e18) || double(qint64(v)) != v)
        return false;
    *step = qint64(v);
    return true;
}

/// Wrappers scripts print around a number: `tensor(0.69, device='cuda:0')`, numpy 2's
/// `np.float64(0.69)`. Returns the length of the opening, 0 when there is none.
qsizetype wrapperLength(QByteArrayView s)
{
    using namespace std::string_view_literals;
    static constexpr std::string_view Wrappers[]
        = {"tensor("sv, "np.float64("sv, "np.float32("sv, "np.int64("sv, "numpy.float64("sv};
    if (s.size() < 7 || (s[0] != 't' && s[0] != 'n'))
        return 0;
    for (std::string_view w : Wrappers) {
        if (s.startsWith(QByteArrayView(w.data(), qsizetype(w.size()))))
            return qsizetype(w.size());
    }
    return 0;
}

/// Reads a value at `i`: a number, maybe wrapped (see wrapperLength). On success `*end` is
/// the first byte after it (after the wrapper's ')').
Q_ALWAYS_INLINE bool readValue(QByteArrayView s,
                               qsizetype i,
                               double *value,
                               qsizetype *end,
                               const char *readable = nullptr,
                               qsizetype *numberStart = nullptr)
{
    const qsizetype wrap = i < s.size() && isAlpha(s[i]) ? wrapperLength(s.sliced(i)) : 0;
    const qsizetype start = i + wrap;
    if (numberStart)
        *numberStart = start;
    const qsizetype e = scanNumber(s.data(), s.size(), start, value, readable);
    if (e == start)
        return false;
    if (wrap == 0) {
        *end = e;
        return true;
    }
    if (e < s.size() && s[e] == ')') {
        *end = e + 1;
        return true;
    }
    if (e < s.size() && s[e] == ',') {
        const qsizetype close = s.indexOf(')', e);
        if (close < 0)
            return false;
        *end = close + 1;
        return true;
    }
    return false;
}

/// Whether the number that ends at `e` stands alone rather than being the start of a date,
/// time, version, address, size with a unit or percentage.
Q_ALWAYS_INLINE bool endsValue(QByteArrayView s, qsizetype e)
{
    if (e >= s.size())
        return true;
    const char c = s[e];
    if (isAlpha(c) || isDigit(c) || c == '_' || c == '.' || c == '%')
        return false;
    if (c == ':' || c == '-' || c == '/') {
        return e + 1 >= s.size() || !isDigit(s[e + 1]);
    }
    return true;
}

/// QByteArrayView::indexOf(char) through memchr: Qt's goes through its general substring
/// search, which costs more than the rest of a progress bar's reading.
Q_ALWAYS_INLINE qsizetype indexOfChar(QByteArrayView s, char c, qsizetype from = 0)
{
    if (from >= s.size())
        return -1;
    const void *p = std::memchr(s.data() + from, c, size_t(s.size() - from));
    return p ? static_cast<const char *>(p) - s.data() : -1;
}

Q_ALWAYS_INLINE qsizetype lastIndexOfChar(QByteArrayView s, char c)
{
    if (s.isEmpty())
        return -1;
    const void *p = memrchr(s.data(), c, size_t(s.size()));
    return p ? static_cast<const char *>(p) - s.data() : -1;
}

/// QByteArrayView::trimmed(): the ASCII spaces Qt trims (space, \t, \n, \v, \f, \r).
Q_ALWAYS_INLINE QByteArrayView trimmedSpaces(QByteArrayView s)
{
    auto space = [](char c) {
        return c == ' ' || (c >= '\t' && c <= '\r');
    };
    qsizetype b = 0;
    qsizetype e = s.size();
    while (b < e && space(s[b]))
        ++b;
    while (e > b && space(s[e - 1]))
        --e;
    return s.sliced(b, e - b);
}

/// tqdm's elapsed/remaining: `SS`, `MM:SS`, `H:MM:SS` (or `?`); -1 when unknown.
qint64 readDuration(QByteArrayView s)
{
    s = trimmedSpaces(s);
    if (s.isEmpty() || s.size() > 16)
        return -1;
    qint64 total = 0;
    qint64 part = 0;
    int parts = 0;
    bool digits = false;
    for (char c : s) {
        if (isDigit(c)) {
            part = part * 10 + (c - '0');
            digits = true;
        } else if (c == ':' && digits) {
            total = total * 60 + part;
            part = 0;
            digits = false;
            ++parts;
        } else {
            return -1;
        }
    }
    if (!digits || parts > 2)
        return -1;
    return total * 60 + part;
}

qint64 readCount(QByteArrayView s)
{
    if (s.isEmpty() || s.size() > 18)
        return -1;
    qint64 v = 0;
    for (char c : s) {
        if (!isDigit(c))
            return -1;
        v = v * 10 + (c - '0');
    }
    return v;
}

QByteArrayView trimmed(QByteArrayView s)
{
    qsizetype b = 0;
    qsizetype e = s.size();
    while (b < e && isSpace(s[b]))
        ++b;
    while (e > b && isSpace(s[e - 1]))
        --e;
    return s.sliced(b, e - b);
}

/// The first byte at or after `i` that scanPairs stops at (Classes' Stop), or `n`. A space
/// matters only after a word that may be a step word (`Step 12`, `Iter 5`, `iteration 3`:
/// ending in p, r or n), so the others are passed over here.
qsizetype nextStop(const char *d, qsizetype n, qsizetype i)
{
#ifdef __SSE2__
    if (n >= 16) {
        const __m128i equals = _mm_set1_epi8('=');
        const __m128i colon = _mm_set1_epi8(':');
        const __m128i space = _mm_set1_epi8(' ');
        const __m128i tab = _mm_set1_epi8('\t');
        const __m128i limit = _mm_set1_epi8(0x1f);
        const __m128i lower = _mm_set1_epi8(0x20);
        while (i < n) {
            // The last block overlaps the one before, so no byte past the end is read.
            const qsizetype at = i + 16 <= n ? i : n - 16;
            const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i *>(d + at));
            const __m128i before
                = at > 0 ? _mm_loadu_si128(reinterpret_cast<const __m128i *>(d + at - 1))
                         : _mm_slli_si128(x, 1);
            const __m128i b = _mm_or_si128(before, lower);
            const __m128i stepEnd
                = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(b, _mm_set1_epi8('p')),
                                            _mm_cmpeq_epi8(b, _mm_set1_epi8('r'))),
                               _mm_cmpeq_epi8(b, _mm_set1_epi8('n')));
            const __m128i control = _mm_andnot_si128(_mm_cmpeq_epi8(x, tab),
                                                     _mm_cmpeq_epi8(_mm_max_epu8(x, limit), limit));
            const __m128i stop = _mm_or_si128(
                _mm_or_si128(_mm_cmpeq_epi8(x, equals), _mm_cmpeq_epi8(x, colon)),
                _mm_or_si128(_mm_and_si128(_mm_cmpeq_epi8(x, space), stepEnd), control));
            const unsigned bits = unsigned(_mm_movemask_epi8(stop)) >> (i - at);
            if (bits)
                return i + qsizetype(__builtin_ctz(bits));
            i = at + 16;
        }
        return n;
    }
#endif
    while (i < n && !(Classes[uchar(d[i])] & Stop))
        ++i;
    return i;
}

/// The first space at or after `i` that follows a byte that may end a step word (p, r, n in
/// any case, as in nextStop), or `n`.
qsizetype nextStepSpace(const char *d, qsizetype n, qsizetype i)
{
#ifdef __SSE2__
    if (n >= 17) {
        const __m128i space = _mm_set1_epi8(' ');
        const __m128i lower = _mm_set1_epi8(0x20);
        while (i < n) {
            const qsizetype at = i + 16 <= n ? i : n - 16;
            const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i *>(d + at));
            const __m128i b = _mm_or_si128(
                _mm_loadu_si128(reinterpret_cast<const __m128i *>(d + at - 1)), lower);
            const __m128i stepEnd
                = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(b, _mm_set1_epi8('p')),
                                            _mm_cmpeq_epi8(b, _mm_set1_epi8('r'))),
                               _mm_cmpeq_epi8(b, _mm_set1_epi8('n')));
            const unsigned bits
                = unsigned(_mm_movemask_epi8(_mm_and_si128(_mm_cmpeq_epi8(x, space), stepEnd)))
                  >> (i - at);
            if (bits)
                return i + qsizetype(__builtin_ctz(bits));
            i = at + 16;
        }
        return n;
    }
#endif
    for (; i < n; ++i) {
        const char last = char(d[i - 1] | 0x20);
        if (d[i] == ' ' && (last == 'p' || last == 'r' || last == 'n'))
            return i;
    }
    return n;
}

/// Where the key that ends at `ke` begins: the run of KeyChar bytes before it, found 16
/// bytes at a time (keys such as tokens_per_second_per_gpu are long).
Q_ALWAYS_INLINE qsizetype keyStart(const char *d, qsizetype n, qsizetype ke)
{
#ifdef __SSE2__
    if (n >= 16) {
        // KeyChar: - . / 0-9 (0x2d..0x39), letters, '_'.
        auto inRange = [](__m128i x, char lo, char hi) {
            const __m128i t = _mm_sub_epi8(x, _mm_set1_epi8(lo));
            const __m128i width = _mm_set1_epi8(char(hi - lo));
            return _mm_cmpeq_epi8(_mm_min_epu8(t, width), t);
        };
        qsizetype end = ke; // the bytes before `end` are still to be looked at
        while (end > 0) {
            // The first block overlaps the next one when the key is near the start of the line.
            const qsizetype at = end >= 16 ? end - 16 : 0;
            const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i *>(d + at));
            const __m128i key = _mm_or_si128(
                _mm_or_si128(inRange(x, 0x2d, 0x39),
                             inRange(_mm_or_si128(x, _mm_set1_epi8(0x20)), 'a', 'z')),
                _mm_cmpeq_epi8(x, _mm_set1_epi8('_')));
            // Bits of the bytes in [at, end) that are not key characters.
            const unsigned valid = (1u << (end - at)) - 1u;
            const unsigned other = ~unsigned(_mm_movemask_epi8(key)) & valid;
            if (other)
                return at + qsizetype(31 - __builtin_clz(other)) + 1;
            end = at;
        }
        return 0;
    }
#endif
    qsizetype kb = ke;
    while (kb > 0 && isKeyChar(d[kb - 1]))
        --kb;
    return kb;
}

/// What the whole line holds, in one pass: control bytes ('\0', '\r', escapes, tabs: the
/// line needs the careful path) and '%' (maybe a progress bar).
struct Survey
{
    bool control = false;
    bool percent = false;
};

Survey survey(QByteArrayView line)
{
    const char *d = line.data();
    const qsizetype n = line.size();
    qsizetype i = 0;
    Survey seen;
#ifdef __SSE2__
    const __m128i limit = _mm_set1_epi8(0x1f);
    const __m128i percent = _mm_set1_epi8('%');
    __m128i control = _mm_setzero_si128();
    __m128i percents = _mm_setzero_si128();
    for (; i + 16 <= n; i += 16) {
        const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i *>(d + i));
        control = _mm_or_si128(control, _mm_cmpeq_epi8(_mm_max_epu8(x, limit), limit));
        percents = _mm_or_si128(percents, _mm_cmpeq_epi8(x, percent));
    }
    if (n >= 16 && i < n) {
        // The last bytes: one more load that overlaps the previous one.
        const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i *>(d + n - 16));
        control = _mm_or_si128(control, _mm_cmpeq_epi8(_mm_max_epu8(x, limit), limit));
        percents = _mm_or_si128(percents, _mm_cmpeq_epi8(x, percent));
        i = n;
    }
    seen.control = _mm_movemask_epi8(control) != 0;
    seen.percent = _mm_movemask_epi8(percents) != 0;
#endif
    for (; i < n; ++i) {
        seen.control |= uchar(d[i]) < 0x20;
        seen.percent |= d[i] == '%';
    }
    return seen;
}

/// memcmp() == 0 for the short keys of metric names, without a call.
Q_ALWAYS_INLINE bool sameBytes(const char *a, const char *b, qsizetype n)
{
    auto load8 = [](const char *p) {
        quint64 v;
        std::memcpy(&v, p, 8);
        return v;
    };
    auto load4 = [](const char *p) {
        quint32 v;
        std::memcpy(&v, p, 4);
        return v;
    };
    if (n >= 8) {
        for (qsizetype k = 0; k + 8 < n; k += 8) {
            if (load8(a + k) != load8(b + k))
                return false;
        }
        return load8(a + n - 8) == load8(b + n - 8);
    }
    if (n >= 4)
        return load4(a) == load4(b) && load4(a + n - 4) == load4(b + n - 4);
    for (qsizetype k = 0; k < n; ++k) {
        if (a[k] != b[k])
            return false;
    }
    return true;
}

/// Logs::LogLine::collapseCarriageReturns (what a terminal shows of a line redrawn with
/// '\r': its last non-empty segment), with memrchr in place of a byte loop: every tqdm line
/// goes through it.
QByteArrayView collapseCarriageReturns(QByteArrayView line)
{
    qsizetype end = line.size();
    while (true) {
        const void *p = memrchr(line.data(), '\r', size_t(end));
        if (!p)
            return line.first(end);
        const qsizetype cr = static_cast<const char *>(p) - line.data();
        if (cr + 1 < end)
            return line.sliced(cr + 1, end - cr - 1);
        end = cr; // an empty last segment: the previous one is what stays on screen
        if (end == 0)
            return {};
    }
}

} // namespace

MetricLineParser::MetricLineParser(QList<MetricPattern> patterns)
    : m_patterns(std::move(patterns))
{
    m_pending.resize(64);
}

bool MetricLineParser::readNumber(QByteArrayView token, double *value)
{
    token = trimmed(token);
    return numberEnd(token, 0) == token.size() && toDouble(token, value);
}

const QString &MetricLineParser::nameOf(QByteArrayView key)
{
    // Lines repeat the same few names: a direct-mapped slot answers most of them without
    // hashing the whole key.
    const size_t slot = (size_t(key.size()) * 31 + uchar(key.front()) * 7 + uchar(key.back()))
                        % std::size(m_recent);
    Recent &r = m_recent[slot];
    if (r.size == key.size() && sameBytes(r.key, key.data(), key.size()))
        return r.name;
    const std::string_view k(key.data(), size_t(key.size()));
    auto it = m_names.find(k);
    if (it == m_names.end()) {
        // Bounded: a log that invents names (ids in keys) must not grow the cache forever.
        if (m_names.size() >= 4096)
            m_names.clear();
        it = m_names.emplace(std::string(k), MetricNamePool::intern(key)).first;
    }
    if (key.size() <= Recent::MaxKey) {
        std::memcpy(r.key, key.data(), size_t(key.size()));
        r.size = key.size();
        r.name = it->second;
    }
    return it->second;
}

const QString &MetricLineParser::nodeOf(const QString &node)
{
    if (node.isEmpty())
        return node;
    // Sharing the same characters is the common case and needs no comparison.
    if (!node.isSharedWith(m_nodeSource) && node != m_nodeSource) {
        m_nodeSource = node;
        m_node = MetricNamePool::intern(QStringView(node));
    }
    return m_node;
}

void MetricLineParser::addPending(QByteArrayView key, double value)
{
    if (m_pendingCount == m_pending.size())
        m_pending.resize(m_pending.size() * 2);
    // Field by field: a whole Pending built aside and copied in costs a store-to-load stall.
    Pending &p = m_pending[m_pendingCount++];
    p.name = key.data();
    p.size = key.size();
    p.value = value;
}

struct MetricLineParser::LineScan
{
    /// Separators beyond these are found again by scanPairs.
    static constexpr int MaxSeparators = 48;
    quint16 seps[MaxSeparators]; ///< offsets of '=' and ':' in the line, in order
    int count = 0;
    bool overflow = false;
    bool control = false; ///< bytes below 0x20 (tab, '\r', escapes, NUL)
    bool percent = false;
    bool escapeOrNul = false; ///< ESC or NUL among them (the line is rewritten or refused)
    qsizetype lastCr = -1;    ///< the last '\r', where a redrawn line's last segment starts
};

void MetricLineParser::take(QByteArrayView key, double value)
{
    if (m_recording)
        m_recKeys.emplace_back(key.data(), key.data() + key.size());
    if (m_batch) {
        // parseLines: one look-up tells the kind of key and its name's id, and the sample
        // goes straight to the batch (its step is known at the end of the line).
        const IdSlot &slot = slotOf(key.data(), key.size());
        if (slot.kind == IdSlot::Metric) {
            ++m_taken;
            if (m_recording)
                m_recSamples.push_back(m_valueAt);
            MetricBatch::Sample &sample = m_batch->samples.emplace_back();
            sample.line = m_lineNo;
            sample.step = -1;
            sample.value = value;
            sample.name = slot.id;
        } else if (slot.kind == IdSlot::Step) {
            qint64 step = -1;
            const bool whole = toStep(value, &step);
            if (whole) {
                m_step = step;
                m_stepAt = m_at;
                m_stepPos = m_valueAt;
            }
            if (m_recording)
                recordStep(m_valueAt, whole);
        }
        return;
    }
    if (isStepKey(key)) {
        qint64 step = -1;
        const bool whole = toStep(value, &step);
        if (whole) {
            m_step = step;
            m_stepAt = m_at;
            m_stepPos = m_valueAt;
        }
        if (m_recording)
            recordStep(m_valueAt, whole);
        return;
    }
    if (isIgnoredKey(key))
        return;
    ++m_taken;
    if (m_recording)
        m_recSamples.push_back(m_valueAt);
    addPending(key, value);
}

bool MetricLineParser::stepWordAt(QByteArrayView s, qsizetype i, qsizetype *end)
{
    // `Step 12 | ...` (torchtune), `Iter 5 ...`: a step word, a space, an integer.
    const qsizetype n = s.size();
    const char *d = s.data();
    const char last = i < 4 ? 0 : char(d[i - 1] | 0x20);
    if (last != 'p' && last != 'r' && last != 'n')
        return false;
    qsizetype kb = i;
    while (kb > 0 && isKeyChar(d[kb - 1]))
        --kb;
    const QByteArrayView word = s.sliced(kb, i - kb);
    if (!isStepKey(word) || i + 1 >= n || !isDigit(d[i + 1]))
        return false;
    qsizetype e = i + 1;
    while (e < n && isDigit(d[e]))
        ++e;
    if (e < n && d[e] != ' ' && d[e] != '|' && d[e] != ',' && d[e] != ':' && d[e] != '/'
        && d[e] != ']' && d[e] != ')')
        return false;
    const qint64 step = readCount(s.sliced(i + 1, e - i - 1));
    if (step >= 0) {
        m_step = step;
        m_stepAt = i;
        m_stepPos = d + i + 1;
    }
    if (m_recording)
        recordStep(d + i + 1, step >= 0);
    *end = e;
    return true;
}

qsizetype MetricLineParser::pairAt(QByteArrayView s, qsizetype i)
{
    const qsizetype n = s.size();
    const char *d = s.data();
    const char c = d[i];
    // The key ends before the separator (`loss = 0.5` too), maybe in quotes.
    qsizetype ke = i;
    if (c == '=')
        while (ke > 0 && d[ke - 1] == ' ')
            --ke;
    QByteArrayView key;
    if (ke > 1 && (d[ke - 1] == '"' || d[ke - 1] == '\'')) {
        const char q = d[ke - 1];
        qsizetype kb = ke - 1;
        while (kb > 0 && d[kb - 1] != q && isKeyChar(d[kb - 1]))
            --kb;
        if (kb == 0 || d[kb - 1] != q)
            return i + 1;
        key = s.sliced(kb, ke - 1 - kb);
    } else {
        const qsizetype kb = keyStart(d, n, ke);
        key = s.sliced(kb, ke - kb);
    }
    if (key.isEmpty() || !isKeyStart(key[0]))
        return i + 1;
    qsizetype j = i + 1;
    while (j < n && j - i <= 8 && isSpace(d[j]))
        ++j;
    double value = 0;
    qsizetype end = 0;
    qsizetype numberStart = 0;
    if (!readValue(s, j, &value, &end, m_readEnd, &numberStart))
        return i + 1;
    m_valueAt = d + numberStart;
    // A wrapper's arguments (`tensor(0.5, device='cuda:0')`) may hold anything, spaces too.
    if (isAlpha(d[j]) && std::memchr(d + j, ' ', size_t(end - j)))
        m_wideValue = true;
    m_at = i;
    if (!endsValue(s, end)) {
        // `step: 12/100`, `epoch=1/10`: the first number counts.
        const bool fraction = end + 1 < n && d[end] == '/' && isDigit(d[end + 1])
                              && (isStepKey(key) || equalsLower(key, "epoch"));
        if (!fraction)
            return i + 1;
        qsizetype f = end + 1;
        while (f < n && isDigit(d[f]))
            ++f;
        if (!endsValue(s, f))
            return i + 1;
        take(key, value);
        return f;
    }
    take(key, value);
    return end;
}

bool MetricLineParser::scanPairs(QByteArrayView s)
{
    const qsizetype n = s.size();
    const char *d = s.data();
    for (qsizetype i = 0;;) {
        i = nextStop(d, n, i);
        if (i >= n)
            break;
        const char c = d[i];
        if (uchar(c) < 0x20)
            return false; // binary, not a log line
        if (c == ' ') {
            qsizetype e = 0;
            i = stepWordAt(s, i, &e) ? e : i + 1;
            continue;
        }
        i = pairAt(s, i);
    }
    return true;
}

bool MetricLineParser::fastPairs(
    QByteArrayView s, const LineScan &scan, qsizetype shift, qint64 lineNo, MetricBatch &batch)
{
    // scanSeparators for the common plain line, in locals and without calls: each key a run
    // of key characters right before its separator, each value a plain number. Anything
    // else (quoted keys, `key = value`, wrapped numbers, fractions) is left to
    // scanSeparators: this returns false having added nothing.
    const char *d = s.data();
    const qsizetype n = s.size();
    const size_t first = batch.samples.size();
    qint64 step = -1;
    qsizetype stepAt = -1;
    const char *stepPos = nullptr;
    auto bail = [&] {
        batch.samples.resize(first);
        m_recSamples.clear();
        m_recSteps.clear();
        m_recKeys.clear();
        return false;
    };
    for (int k = 0; k < scan.count; ++k) {
        const qsizetype i = qsizetype(scan.seps[k]) - shift;
        if (i <= 0)
            continue;
        const char before = d[i - 1];
        if (!isKeyChar(before)) {
            if ((before == ' ' && d[i] == '=') || before == '"' || before == '\'')
                return bail();
            continue; // no key
        }
        const qsizetype kb = keyStart(d, n, i);
        if (!isKeyStart(d[kb]))
            continue;
        qsizetype j = i + 1;
        while (j < n && j - i <= 8 && isSpace(d[j]))
            ++j;
        if (j < n && isAlpha(d[j])) {
            if (wrapperLength(s.sliced(j)) > 0)
                return bail();
            continue;
        }
        double value = 0;
        const qsizetype e = scanNumber(d, n, j, &value, m_readEnd);
        if (e == j)
            continue;
        if (!endsValue(s, e)) {
            if (d[e] == '/')
                return bail();
            continue;
        }
        const IdSlot &slot = slotOf(d + kb, i - kb);
        if (m_recording)
            m_recKeys.emplace_back(d + kb, d + i);
        if (slot.kind == IdSlot::Metric) {
            if (m_recording)
                m_recSamples.push_back(d + j);
            MetricBatch::Sample &sample = batch.samples.emplace_back();
            sample.line = lineNo;
            sample.value = value;
            sample.name = slot.id;
        } else if (slot.kind == IdSlot::Step) {
            qint64 v = -1;
            const bool whole = toStep(value, &v);
            if (whole) {
                step = v;
                stepAt = i;
                stepPos = d + j;
            }
            if (m_recording)
                recordStep(d + j, whole);
        }
    }
    const size_t end = batch.samples.size();
    if (end == first)
        return true;
    // The step words, as in scanSeparators.
    m_step = -1;
    m_stepAt = -1;
    for (qsizetype i = 4;;) {
        i = nextStepSpace(d, n, i);
        if (i >= n)
            break;
        qsizetype e = 0;
        i = stepWordAt(s, i, &e) ? e : i + 1;
    }
    if (m_stepAt > stepAt)
        step = m_step;
    else
        m_stepPos = stepPos;
    m_step = step;
    MetricBatch::Sample *samples = batch.samples.data();
    for (size_t k = first; k < end; ++k)
        samples[k].step = step;
    return true;
}

void MetricLineParser::scanSeparators(QByteArrayView s, const LineScan &scan, qsizetype shift)
{
    // What scanPairs does, from the separators parseLines found: the pairs first, then, only
    // when they gave samples, the step words (they matter only to samples). The step read
    // last in the line wins, as in scanPairs.
    m_wideValue = false;
    qsizetype next = 0; // the bytes before it were read as part of a value
    for (int k = 0; k < scan.count; ++k) {
        const qsizetype i = qsizetype(scan.seps[k]) - shift;
        if (i < next || i >= s.size())
            continue;
        next = pairAt(s, i);
    }
    if (m_taken == 0)
        return;
    if (m_wideValue) {
        // A wrapper's arguments were passed over: they may hide step words. The careful way.
        dropTaken();
        m_step = -1;
        m_stepAt = -1;
        m_stepPos = nullptr;
        scanPairs(s);
        return;
    }
    const qint64 pairStep = m_step;
    const qsizetype pairStepAt = m_stepAt;
    const char *pairStepPos = m_stepPos;
    m_stepAt = -1;
    const qsizetype n = s.size();
    const char *d = s.data();
    for (qsizetype i = 4;;) {
        i = nextStepSpace(d, n, i);
        if (i >= n)
            break;
        qsizetype e = 0;
        i = stepWordAt(s, i, &e) ? e : i + 1;
    }
    if (m_stepAt < pairStepAt) {
        m_step = pairStep;
        m_stepAt = pairStepAt;
        m_stepPos = pairStepPos;
    }
}

bool MetricLineParser::scanObject(QByteArrayView s)
{
    // A flat JSON object or Python dict: only top-level fields with numeric values count;
    // anything that is not a whole object (cut off, trailing bytes) gives nothing.
    const qsizetype n = s.size();
    const char *d = s.data();
    qsizetype i = 1;
    auto skipSpace = [&] {
        while (i < n && (isSpace(d[i]) || d[i] == '\n'))
            ++i;
    };
    bool escaped = false; // whether the last string skipped held a backslash
    auto skipString = [&](char q) -> bool {
        escaped = false;
        for (++i; i < n; ++i) {
            if (d[i] == '\\')
                ++i, escaped = true;
            else if (d[i] == q)
                return ++i, true;
        }
        return false;
    };
    skipSpace();
    if (i < n && d[i] == '}')
        return i == n - 1;
    while (i < n) {
        skipSpace();
        if (i >= n || (d[i] != '"' && d[i] != '\''))
            return false;
        const qsizetype kb = i + 1;
        if (!skipString(d[i]))
            return false;
        const QByteArrayView key = s.sliced(kb, i - 1 - kb);
        const bool keyEscaped = escaped;
        skipSpace();
        if (i >= n || d[i] != ':')
            return false;
        ++i;
        skipSpace();
        if (i >= n)
            return false;
        const char c = d[i];
        double value = 0;
        qsizetype end = 0;
        if (c == '"' || c == '\'') {
            if (!skipString(c))
                return false;
        } else if (c == '{' || c == '[') {
            int depth = 0;
            for (; i < n; ++i) {
                if (d[i] == '"' || d[i] == '\'') {
                    if (!skipString(d[i]))
                        return false;
                    --i;
                } else if (d[i] == '{' || d[i] == '[') {
                    ++depth;
                } else if (d[i] == '}' || d[i] == ']') {
                    if (--depth == 0) {
                        ++i;
                        break;
                    }
                }
            }
            if (depth != 0)
                return false;
        } else if (qsizetype numberStart = 0;
                   readValue(s, i, &value, &end, m_readEnd, &numberStart)
                   && (end >= n || isSpace(d[end]) || d[end] == ',' || d[end] == '}')) {
            if (!keyEscaped && !key.isEmpty()) {
                m_valueAt = d + numberStart;
                take(key, value);
            }
            i = end;
        } else {
            // true, None, NaN, Infinity, a number that overflows: not a sample.
            const qsizetype from = i;
            while (i < n && d[i] != ',' && d[i] != '}' && !isSpace(d[i])) {
                if (uchar(d[i]) < 0x20)
                    return false;
                ++i;
            }
            if (i == from)
                return false;
        }
        skipSpace();
        if (i >= n)
            return false;
        if (d[i] == '}')
            return i == n - 1;
        if (d[i] != ',')
            return false;
        ++i;
    }
    return false;
}

bool MetricLineParser::scanTorchtuneDescription(QByteArrayView desc)
{
    // torchtune's bar description: `<epoch>|<step>|Loss: <loss>`.
    const qsizetype bar1 = indexOfChar(desc, '|');
    if (bar1 <= 0 || readCount(desc.first(bar1)) < 0)
        return false;
    const qsizetype bar2 = indexOfChar(desc, '|', bar1 + 1);
    if (bar2 < 0)
        return false;
    const qint64 step = readCount(desc.sliced(bar1 + 1, bar2 - bar1 - 1));
    const QByteArrayView rest = desc.sliced(bar2 + 1);
    static constexpr QByteArrayView Loss("Loss:");
    if (step < 0 || !rest.startsWith(Loss))
        return false;
    double value = 0;
    if (!readNumber(rest.sliced(Loss.size()), &value))
        return false;
    m_step = step;
    addPending(QByteArrayView("loss"), value);
    return true;
}

bool MetricLineParser::scanProgressBar(QByteArrayView s, qsizetype pct, TrainingProgress &progress)
{
    // `<desc>: NN%|<bar>| n/total [elapsed<remaining, rate, postfix]`
    qsizetype pb = pct;
    while (pb > 0 && (isDigit(s[pb - 1]) || s[pb - 1] == '.'))
        --pb;
    double percent = 0;
    if (pb == pct || !toDouble(s.sliced(pb, pct - pb), &percent) || percent < 0 || percent > 100)
        return false;
    const qsizetype barEnd = indexOfChar(s, '|', pct + 2);
    if (m_recording) {
        m_recBar = RecordedBar{};
        m_recBar.percent = {s.data() + pb, s.data() + pct};
        m_recBar.bar = {s.data() + pct + 2, barEnd < 0 ? nullptr : s.data() + barEnd};
    }
    progress.percent = percent;
    QByteArrayView desc = trimmed(s.first(pb));
    if (desc.endsWith(':'))
        desc.chop(1);
    if (!scanTorchtuneDescription(desc) && !scanPairs(desc))
        return false;
    if (barEnd < 0)
        return true;
    QByteArrayView rest = trimmed(s.sliced(barEnd + 1));
    const qsizetype space = indexOfChar(rest, ' ');
    const QByteArrayView counts = space < 0 ? rest : rest.first(space);
    if (const qsizetype slash = indexOfChar(counts, '/'); slash > 0) {
        progress.current = readCount(counts.first(slash));
        progress.total = readCount(counts.sliced(slash + 1));
        if (m_recording) {
            m_recBar.current = {counts.data(), counts.data() + slash};
            m_recBar.total = {counts.data() + slash + 1, counts.data() + counts.size()};
        }
    }
    const qsizetype open = indexOfChar(rest, '[');
    if (open < 0)
        return true;
    qsizetype close = lastIndexOfChar(rest, ']');
    if (close < open)
        close = rest.size();
    const QByteArrayView inner = rest.sliced(open + 1, close - open - 1);
    const qsizetype comma = indexOfChar(inner, ',');
    const QByteArrayView times = comma < 0 ? inner : inner.first(comma);
    if (const qsizetype lt = indexOfChar(times, '<'); lt >= 0) {
        progress.elapsedSeconds = readDuration(times.first(lt));
        progress.remainingSeconds = readDuration(times.sliced(lt + 1));
        if (m_recording) {
            m_recBar.elapsed = {times.data(), times.data() + lt};
            m_recBar.remaining = {times.data() + lt + 1, times.data() + times.size()};
        }
    } else {
        progress.elapsedSeconds = readDuration(times);
        if (m_recording)
            m_recBar.elapsed = {times.data(), times.data() + times.size()};
    }
    if (comma < 0)
        return true;
    const qsizetype postfix = indexOfChar(inner, ',', comma + 1); // after the rate
    return postfix < 0 || scanPairs(inner.sliced(postfix + 1));
}

void MetricLineParser::applyPatterns(QByteArrayView line)
{
    const QString text = QString::fromUtf8(line);
    for (const MetricPattern &p : std::as_const(m_patterns)) {
        if (!p.regex().isValid())
            continue;
        auto it = p.regex().globalMatch(text);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            double value = 0;
            if (!readNumber(m.captured(u"value").toUtf8(), &value))
                continue;
            const QString name = p.hasNameGroup() && !m.captured(u"name").isEmpty()
                                     ? m.captured(u"name")
                                     : p.name();
            if (name.isEmpty())
                continue;
            if (p.hasStepGroup()) {
                const qint64 step = readCount(m.captured(u"step").toLatin1());
                if (step >= 0)
                    m_step = step;
            }
            m_userSamples.emplace_back(name, value);
        }
    }
}

int MetricLineParser::parseCore(QByteArrayView line, TrainingProgress &bar, const LineScan *scan)
{
    m_pendingCount = 0;
    m_taken = 0;
    m_userSamples.clear();
    m_step = -1;
    m_stepAt = -1;
    if (line.size() > MaxLineBytes)
        line = line.first(MaxLineBytes);
    if (line.isEmpty())
        return -1;
    // parseLines already knows (for the first MaxLineBytes, which is all that is read).
    const Survey seen = scan ? Survey{scan->control, scan->percent} : survey(line);
    if (seen.control) {
        if (std::memchr(line.data(), '\0', size_t(line.size())))
            return -1;
        if (std::memchr(line.data(), '\x1b', size_t(line.size()))) {
            Logs::LogLine::stripEscapes(line, m_stripped);
            line = m_stripped;
        }
        if (std::memchr(line.data(), '\r', size_t(line.size())))
            line = collapseCarriageReturns(line);
    }
    m_readEnd = line.data() + line.size();
    line = trimmed(line);
    if (line.isEmpty())
        return -1;

    bool hasBar = false;
    bool clean = true;
    if (line.front() == '{') {
        clean = scanObject(line);
    } else {
        qsizetype pct = -1;
        for (qsizetype from = 0; seen.control || seen.percent;) {
            const void *p = std::memchr(line.data() + from, '%', size_t(line.size() - from));
            if (!p)
                break;
            const qsizetype at = static_cast<const char *>(p) - line.data();
            if (at + 1 < line.size() && line[at + 1] == '|') {
                pct = at;
                break;
            }
            from = at + 1;
        }
        if (pct > 0) {
            hasBar = scanProgressBar(line, pct, bar);
            clean = hasBar;
        } else {
            clean = scanPairs(line);
        }
    }
    if (!clean) {
        m_pendingCount = 0;
        return -1;
    }
    if (!m_patterns.isEmpty())
        applyPatterns(line);
    return hasBar ? 1 : 0;
}

bool MetricLineParser::parse(QByteArrayView line,
                             const QString &node,
                             qint64 wallMsecs,
                             QList<MetricSample> &samples,
                             TrainingProgress *progress)
{
    TrainingProgress bar;
    const int result = parseCore(line, bar);
    if (result < 0)
        return false;
    const QString &nodeName = m_pendingCount ? nodeOf(node) : node;
    for (size_t k = 0; k < m_pendingCount; ++k) {
        const Pending &p = m_pending[k];
        // A user's pattern for the same name wins over the built-in reading of the line.
        bool overridden = false;
        for (const auto &u : m_userSamples) {
            if (u.first == QLatin1StringView(p.name, p.size)) {
                overridden = true;
                break;
            }
        }
        if (overridden)
            continue;
        // Made in place, field by field (see addPending).
        MetricSample &sample = samples.emplaceBack();
        // A copy moved in: QString's copy assignment is an out-of-line call.
        sample.node = QString(nodeName);
        sample.name = QString(nameOf(QByteArrayView(p.name, p.size)));
        sample.step = m_step;
        sample.wallMsecs = wallMsecs;
        sample.value = p.value;
    }
    for (const auto &u : m_userSamples)
        samples.append(MetricSample{node, u.first, m_step, wallMsecs, u.second});
    const bool hasBar = result > 0;
    if (hasBar && progress) {
        bar.node = node;
        bar.wallMsecs = wallMsecs;
        *progress = bar;
    }
    return hasBar;
}

namespace {

/// Finds the end of the line at `p` (its '\n', or `end`) and, over its first MaxLineBytes,
/// its separators and whether it holds control bytes or '%': one pass, 16 bytes at a time.
template<typename Scan>
const char *scanLine(const char *p, const char *end, Scan &scan)
{
    scan.count = 0;
    scan.overflow = false;
    scan.escapeOrNul = false;
    scan.lastCr = -1;
    unsigned control = 0;
    unsigned percent = 0;
    auto record = [&](const char *at, unsigned seps) {
        while (seps) {
            if (scan.count == Scan::MaxSeparators) {
                scan.overflow = true;
                return;
            }
            scan.seps[scan.count++] = quint16(at - p + __builtin_ctz(seps));
            seps &= seps - 1;
        }
    };
    const char *limit
        = end - p > MetricLineParser::MaxLineBytes ? p + MetricLineParser::MaxLineBytes : end;
    const char *q = p;
#ifdef __SSE2__
    const __m128i newline = _mm_set1_epi8('\n');
    const __m128i low = _mm_set1_epi8(0x1f);
    const __m128i pct = _mm_set1_epi8('%');
    const __m128i equals = _mm_set1_epi8('=');
    const __m128i colon = _mm_set1_epi8(':');
    // Control bytes are rare: only then is it worth telling '\r' from ESC and NUL.
    auto controls = [&](const char *at, __m128i x, unsigned mask) {
        const unsigned cr
            = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(x, _mm_set1_epi8('\r')))) & mask;
        const unsigned other
            = unsigned(_mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(x, _mm_setzero_si128()),
                                                      _mm_cmpeq_epi8(x, _mm_set1_epi8('\x1b')))))
              & mask;
        if (cr)
            scan.lastCr = (at - p) + 31 - __builtin_clz(cr);
        scan.escapeOrNul |= other != 0;
    };
    for (; q + 16 <= limit; q += 16) {
        const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i *>(q));
        unsigned nl = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(x, newline)));
        unsigned ctl = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_max_epu8(x, low), low)));
        unsigned per = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(x, pct)));
        unsigned seps = unsigned(
            _mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(x, equals), _mm_cmpeq_epi8(x, colon))));
        if (nl) {
            const unsigned before = (nl & (0u - nl)) - 1u;
            if (ctl & before)
                controls(q, x, before);
            scan.control = (control | (ctl & before)) != 0;
            scan.percent = (percent | (per & before)) != 0;
            record(q, seps & before);
            return q + __builtin_ctz(nl);
        }
        if (ctl)
            controls(q, x, 0xffffu);
        control |= ctl;
        percent |= per;
        record(q, seps);
    }
#endif
    for (; q < limit; ++q) {
        const char c = *q;
        if (c == '\n') {
            scan.control = control != 0;
            scan.percent = percent != 0;
            return q;
        }
        control |= uchar(c) < 0x20;
        percent |= c == '%';
        if (c == '\r')
            scan.lastCr = q - p;
        scan.escapeOrNul |= c == '\0' || c == '\x1b';
        if (c == '=' || c == ':')
            record(q, 1);
    }
    scan.control = control != 0;
    scan.percent = percent != 0;
    if (limit == end)
        return end;
    // Past the bytes that are looked at: only the line's end matters.
    const void *nl = std::memchr(limit, '\n', size_t(end - limit));
    return nl ? static_cast<const char *>(nl) : end;
}

Q_ALWAYS_INLINE quint64 hashKey(const char *k, qsizetype n)
{
    auto load8 = [](const char *p) {
        quint64 v;
        std::memcpy(&v, p, 8);
        return v;
    };
    auto load4 = [](const char *p) {
        quint32 v;
        std::memcpy(&v, p, 4);
        return quint64(v);
    };
    constexpr quint64 M1 = 0x9e3779b97f4a7c15ull;
    constexpr quint64 M2 = 0xc2b2ae3d27d4eb4full;
    quint64 h = quint64(n) * M2;
    if (n >= 8) {
        // Every byte counts: keys that differ only in the middle (ids) must not collide.
        qsizetype k8 = 0;
        for (; k8 + 8 < n; k8 += 8)
            h = (h ^ load8(k + k8)) * M1;
        h = (h ^ load8(k + n - 8)) * M1;
    } else if (n >= 4) {
        h = (h ^ (load4(k) | load4(k + n - 4) << 32)) * M1;
    } else if (n > 0) {
        h = (h
             ^ (quint64(uchar(k[0])) | quint64(uchar(k[n / 2])) << 8
                | quint64(uchar(k[n - 1])) << 16))
            * M1;
    }
    return h ^ (h >> 31);
}

} // namespace

const MetricLineParser::IdSlot &MetricLineParser::slotOf(const char *key, qsizetype size)
{
    const quint64 h = hashKey(key, size);
    size_t mask = m_idSlots.size() - 1;
    size_t at = h & mask;
    for (;; at = (at + 1) & mask) {
        const IdSlot &slot = m_idSlots[at];
        if (slot.kind == IdSlot::Free)
            break;
        if (slot.hash == h && slot.size == quint32(size)
            && sameBytes(m_idBytes.data() + slot.offset, key, size))
            return slot;
    }
    const QByteArrayView k(key, size);
    IdSlot fresh;
    fresh.hash = h;
    fresh.offset = quint32(m_idBytes.size());
    fresh.size = quint32(size);
    fresh.id = quint32(m_idNames.size());
    fresh.kind = isStepKey(k) ? IdSlot::Step : isIgnoredKey(k) ? IdSlot::Ignored : IdSlot::Metric;
    m_idNames.push_back(MetricNamePool::intern(k));
    m_idBytes.append(key, size_t(size));
    if (m_idNames.size() * 2 <= m_idSlots.size()) {
        m_idSlots[at] = fresh;
        return m_idSlots[at];
    }
    // Half full: twice the slots, every name placed again.
    std::vector<IdSlot> old(m_idSlots.size() * 2);
    old.swap(m_idSlots);
    old.push_back(fresh);
    mask = m_idSlots.size() - 1;
    size_t placed = 0;
    for (const IdSlot &slot : old) {
        if (slot.kind == IdSlot::Free)
            continue;
        size_t to = slot.hash & mask;
        while (m_idSlots[to].kind != IdSlot::Free)
            to = (to + 1) & mask;
        m_idSlots[to] = slot;
        placed = to;
    }
    return m_idSlots[placed]; // `fresh` went last
}

quint32 MetricLineParser::idOf(const char *key, qsizetype size)
{
    return slotOf(key, size).id;
}

void MetricLineParser::dropTaken()
{
    m_pendingCount = 0;
    m_taken = 0;
    if (m_batch)
        m_batch->samples.resize(m_first);
    m_recSamples.clear();
    m_recSteps.clear();
    m_recKeys.clear();
}

quint32 MetricLineParser::idOf(const QString &name)
{
    const QByteArray utf8 = name.toUtf8();
    return idOf(utf8.constData(), utf8.size());
}

void MetricLineParser::parseScanned(QByteArrayView line,
                                    const LineScan &scan,
                                    qint64 lineNo,
                                    MetricBatch &batch)
{
    if (!scan.control && !scan.percent && m_patterns.isEmpty()) {
        // A plain line without '=' or ':' has no pair, and an object needs ':' too.
        if (scan.count == 0)
            return;
        const QByteArrayView s = trimmed(line);
        if (s.isEmpty())
            return;
        m_pendingCount = 0;
        m_taken = 0;
        m_userSamples.clear();
        m_step = -1;
        m_stepAt = -1;
        m_stepPos = nullptr;
        m_batch = &batch;
        m_lineNo = lineNo;
        m_readEnd = m_bufferEnd; // parseCore may have pointed it at a line of its own
        m_first = batch.samples.size();
        if (s.front() == '{') {
            if (!scanObject(s))
                dropTaken();
        } else if (scan.overflow) {
            scanPairs(s);
        } else if (fastPairs(s, scan, s.data() - line.data(), lineNo, batch)) {
            m_batch = nullptr;
            return;
        } else {
            scanSeparators(s, scan, s.data() - line.data());
        }
        m_batch = nullptr;
        if (m_step >= 0) {
            for (size_t k = m_first; k < batch.samples.size(); ++k)
                batch.samples[k].step = m_step;
        }
        return;
    }
    // Redraws, escapes, progress bars, the user's patterns: the line as parse() reads it.
    TrainingProgress bar;
    const int result = parseCore(line, bar, &scan);
    if (result < 0)
        return;
    for (size_t k = 0; k < m_pendingCount; ++k) {
        const Pending &p = m_pending[k];
        bool overridden = false;
        for (const auto &u : m_userSamples) {
            if (u.first == QLatin1StringView(p.name, p.size)) {
                overridden = true;
                break;
            }
        }
        if (overridden)
            continue;
        // Field by field in place (see addPending).
        MetricBatch::Sample &sample = batch.samples.emplace_back();
        sample.line = lineNo;
        sample.step = m_step;
        sample.value = p.value;
        sample.name = idOf(p.name, p.size);
    }
    for (const auto &u : m_userSamples)
        batch.samples.push_back(MetricBatch::Sample{lineNo, m_step, u.second, idOf(u.first)});
    if (result > 0)
        batch.progress.push_back(MetricBatch::Progress{lineNo, bar});
}

namespace {

/// The parts of the number token at `p` (MetricLineParser::Shape): its end, its kind and its
/// count of digits. `p` is at a digit. The token is what scanNumber reads from there.
enum : quint8 {
    TokenDot = 1,
    TokenFraction = 2,
    TokenExponent = 4,
    TokenExponentMinus = 8,
    TokenExponentPlus = 16,
};

/// The exponent of a number token whose digits end at `q` ("e-5", "E+3"), if it has one:
/// added to `*exponent` and marked in `*kind`. Returns where the token ends.
Q_ALWAYS_INLINE const char *
tokenExponent(const char *q, const char *end, int *exponent, quint8 *kind)
{
    if (q >= end || (*q != 'e' && *q != 'E'))
        return q;
    const char *x = q + 1;
    quint8 sign = 0;
    if (x < end && (*x == '+' || *x == '-'))
        sign = *x++ == '-' ? TokenExponentMinus : TokenExponentPlus;
    if (x >= end || !isDigit(*x))
        return q; // "1e" or "1e-": the number ends before the 'e'
    int e = 0;
    for (; x < end && isDigit(*x); ++x) {
        if (e < 100000)
            e = e * 10 + (*x - '0');
    }
    *exponent += sign == TokenExponentMinus ? -e : e;
    *kind |= TokenExponent | sign;
    return x;
}

/// `mantissa` times ten to the `exponent`, as scanNumber's exact path computes it (one
/// correctly rounded multiplication or division), when the power of ten is exact in a double.
Q_ALWAYS_INLINE bool tokenValue(quint64 mantissa, int exponent, double *value)
{
    static constexpr double Powers[]
        = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
           1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    if (exponent < -22 || exponent > 22)
        return false;
    const double v = double(mantissa);
    *value = exponent < 0 ? v / Powers[-exponent] : v * Powers[exponent];
    return true;
}

/// Its value is read on the way, as scanNumber's exact path reads it (the same mantissa
/// and power of ten, so the same double): `*exact` says whether that path applies (at most
/// 15 digits, a power of ten within 1e±22); when it does not, scanNumber must read it.
Q_ALWAYS_INLINE const char *
shapeToken(const char *p, const char *end, quint8 *kind, int *digits, double *value, bool *exact)
{
    const char *q = p;
    quint64 mantissa = 0;
    while (q < end && isDigit(*q))
        mantissa = mantissa * 10 + quint64(*q++ - '0');
    int count = int(q - p);
    int exponent = 0;
    quint8 k = 0;
    if (q < end && *q == '.') {
        k |= TokenDot;
        const char *f = ++q;
        while (q < end && isDigit(*q))
            mantissa = mantissa * 10 + quint64(*q++ - '0');
        if (q > f)
            k |= TokenFraction;
        count += int(q - f);
        exponent = -int(q - f);
    }
    q = tokenExponent(q, end, &exponent, &k);
    *kind = k;
    *digits = count;
    *exact = count <= 15 && tokenValue(mantissa, exponent, value);
    return q;
}

/// How many of the eight bytes in `x` (each already less '0', the first in the low byte) are
/// digits before the first that is not.
Q_ALWAYS_INLINE int digitRun(quint64 x)
{
    // A byte of 10 and up gets its high bit from the addition, one of 0x80 and up has it. A
    // carry out of a non-digit byte may spoil the bytes after it, never those before.
    const quint64 other = ((x + 0x7676767676767676ull) | x) & 0x8080808080808080ull;
    return other ? __builtin_ctzll(other) >> 3 : 8;
}

/// The value of the first `count` (1 to 7) digit bytes of `x` (as in digitRun).
Q_ALWAYS_INLINE quint64 digitsValue(quint64 x, int count)
{
    x <<= 8 * (8 - count); // the bytes past the digits go; zeros come in front
    x = x * 10 + (x >> 8);
    x = (((x & 0x000000ff000000ffull) * (100 + (1000000ull << 32)))
         + (((x >> 16) & 0x000000ff000000ffull) * (1 + (10000ull << 32))))
        >> 32;
    return quint64(quint32(x));
}

/// shapeToken, eight bytes at a time where 16 bytes can be read: the same end, kind, digits
/// and value (the same mantissa and power of ten), without a loop per digit.
Q_ALWAYS_INLINE const char *
matchToken(const char *p, const char *end, quint8 *kind, int *digits, double *value, bool *exact)
{
    if (end - p < 16)
        return shapeToken(p, end, kind, digits, value, exact);
    quint64 x;
    std::memcpy(&x, p, 8);
    x ^= 0x3030303030303030ull;
    const int whole = digitRun(x);
    if (whole == 8)
        return shapeToken(p, end, kind, digits, value, exact);
    quint64 mantissa = digitsValue(x, whole);
    const char *q = p + whole;
    int exponent = 0;
    int count = whole;
    quint8 k = 0;
    if (*q == '.') {
        k = TokenDot;
        ++q;
        quint64 y;
        std::memcpy(&y, q, 8); // q + 8 <= p + 16 <= end
        y ^= 0x3030303030303030ull;
        const int fraction = digitRun(y);
        if (fraction == 8)
            return shapeToken(p, end, kind, digits, value, exact);
        if (fraction > 0) {
            static constexpr quint64 Scale[] = {1, 10, 100, 1000, 10000, 100000, 1000000, 10000000};
            k |= TokenFraction;
            mantissa = mantissa * Scale[fraction] + digitsValue(y, fraction);
        }
        q += fraction;
        count += fraction;
        exponent = -fraction;
    }
    q = tokenExponent(q, end, &exponent, &k);
    *kind = k;
    *digits = count;
    *exact = tokenValue(mantissa, exponent, value); // at most 14 digits here
    return q;
}

/// The first four bytes of the line at `p`, zeros past `end`: which shapes to try.
Q_ALWAYS_INLINE quint32 linePrefix(const char *p, const char *end)
{
    quint32 v = 0;
    if (end - p >= 4) {
        std::memcpy(&v, p, 4);
    } else {
        std::memcpy(&v, p, size_t(end - p));
    }
    return v;
}

/// The end of the line at `p` ('\n' or `end`) and its last '\r', for a line that may hold a
/// bar shape: nullptr when it is longer than MaxLineBytes, or holds an escape or NUL (the
/// full reading rewrites or refuses it).
Q_ALWAYS_INLINE const char *redrawnLineEnd(const char *p, const char *end, const char **lastCr)
{
    // As the full reading: a line is looked at up to MaxLineBytes, and a longer one is left to it.
    const char *limit
        = end - p > MetricLineParser::MaxLineBytes ? p + MetricLineParser::MaxLineBytes : end;
    const char *cr = nullptr;
    const char *q = p;
#ifdef __SSE2__
    for (; q + 16 <= limit; q += 16) {
        const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i *>(q));
        const unsigned nl = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(x, _mm_set1_epi8('\n'))));
        const unsigned before = nl ? (nl & (0u - nl)) - 1u : 0xffffu;
        const unsigned other
            = unsigned(_mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(x, _mm_setzero_si128()),
                                                      _mm_cmpeq_epi8(x, _mm_set1_epi8('\x1b')))))
              & before;
        if (other)
            return nullptr;
        const unsigned crs
            = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(x, _mm_set1_epi8('\r')))) & before;
        if (crs)
            cr = q + 31 - __builtin_clz(crs);
        if (nl) {
            *lastCr = cr;
            return q + __builtin_ctz(nl);
        }
    }
#endif
    for (; q < limit && *q != '\n'; ++q) {
        if (*q == '\0' || *q == '\x1b')
            return nullptr;
        if (*q == '\r')
            cr = q;
    }
    if (q == limit && limit != end)
        return nullptr;
    *lastCr = cr;
    return q;
}

/// A progress bar's reading, made out of line: most shapes have none.
Q_NEVER_INLINE void addProgress(MetricBatch &batch,
                                qint64 lineNo,
                                double percent,
                                qint64 current,
                                qint64 total,
                                qint64 elapsed,
                                qint64 remaining)
{
    MetricBatch::Progress &out = batch.progress.emplace_back();
    out.line = lineNo;
    out.progress.percent = percent;
    out.progress.current = current;
    out.progress.total = total;
    out.progress.elapsedSeconds = elapsed;
    out.progress.remainingSeconds = remaining;
}

/// `prefix` with each digit byte made '0'.
Q_ALWAYS_INLINE quint32 digitsMasked(quint32 prefix)
{
    const quint32 x = prefix ^ 0x30303030u; // a digit byte becomes 0..9
    const quint32 digit = ~(((x & 0x7f7f7f7fu) + 0x76767676u) | x) & 0x80808080u;
    const quint32 mask = (digit >> 7) * 0xffu;
    return (prefix & ~mask) | (0x30303030u & mask);
}

Q_ALWAYS_INLINE int shapeSet(quint32 prefix)
{
    return int((prefix * 0x9e3779b1u) >> 26); // ShapeSets == 64
}

/// memcmp() == 0 for a literal of the shape (padded, so 16 bytes past any of its literals can
/// be read) and the line's bytes, which may be read up to `end`: 16 bytes at a time, as long
/// literals (`'learning_rate': `, torchtune's ` tokens_per_second_per_gpu:`) are common.
Q_ALWAYS_INLINE bool
sameLiteral(const char *line, const char *literal, qsizetype n, const char *end)
{
#ifdef __SSE2__
    if (n <= 16 && end - line >= 16) {
        const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i *>(line));
        const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i *>(literal));
        const unsigned differ = ~unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(a, b))) & 0xffffu;
        return (differ & ((1u << n) - 1u)) == 0;
    }
    if (end - line >= n + 16) {
        qsizetype i = 0;
        for (; i + 16 <= n; i += 16) {
            const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i *>(line + i));
            const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i *>(literal + i));
            if (_mm_movemask_epi8(_mm_cmpeq_epi8(a, b)) != 0xffff)
                return false;
        }
        const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i *>(line + i));
        const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i *>(literal + i));
        const unsigned differ = ~unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(a, b))) & 0xffffu;
        return (differ & ((1u << (n - i)) - 1u)) == 0;
    }
#else
    Q_UNUSED(end);
#endif
    return std::memcmp(line, literal, size_t(n)) == 0;
}

} // namespace

void MetricLineParser::clearShapes()
{
    m_shapes.clear();
    m_shapeCredit.fill(16);
}

void MetricLineParser::recordStep(const char *pos, bool whole)
{
    m_recSteps.emplace_back(pos, whole);
}

bool MetricLineParser::matchShape(Shape &shape,
                                  const char *p,
                                  const char *end,
                                  qint64 lineNo,
                                  MetricBatch &batch,
                                  const char **lineEnd)
{
    double values[Shape::MaxSlots];
    int digitCounts[Shape::MaxSlots];
    const char *const begin = p;
    const char *literal = shape.literal.data();
    const size_t count = shape.parts.size();
    for (size_t k = 0; k < count; ++k) {
        Shape::Slot &slot = shape.parts[k];
        // Room for a short literal and 16 bytes after it, as most lines have: one test for
        // both loads.
        const bool room = end - p >= qsizetype(slot.literal) + 32;
#ifdef __SSE2__
        if (room && slot.literal <= 16) {
            const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
            const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i *>(literal));
            const unsigned differ = ~unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(a, b))) & 0xffffu;
            if (differ & ((1u << slot.literal) - 1u))
                return false;
        } else
#endif
            if (end - p <= slot.literal || !sameLiteral(p, literal, slot.literal, end)) {
            return false;
        }
        p += slot.literal;
        literal += slot.literal;
        if (slot.kind == Shape::Wildcard) {
            // The bar itself: whatever it draws, up to the next '|' of this line, but no
            // control byte. The full reading refuses a line with a NUL, strips its escapes and
            // keeps only what follows its last '\r'; the literal bytes hold none of those (a
            // shape is made only from a line without them), so only the bar could bring one.
#ifdef __SSE2__
            for (; end - p >= 16; p += 16) {
                const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
                const __m128i low = _mm_set1_epi8(0x1f);
                const unsigned stop = unsigned(
                    _mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('|')),
                                                   _mm_cmpeq_epi8(_mm_max_epu8(x, low), low))));
                if (stop) {
                    p += __builtin_ctz(stop);
                    break;
                }
            }
#endif
            while (p < end && *p != '|' && uchar(*p) >= 0x20)
                ++p;
            if (p == end || *p != '|')
                return false;
            digitCounts[k] = 0;
            values[k] = 0;
            continue;
        }
#ifdef __SSE2__
        if (slot.lastSize && (room || end - p >= 16)) {
            // The same bytes as last time, and the same byte after them: the same number.
            const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
            const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i *>(slot.last));
            const unsigned differ = ~unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(a, b))) & 0xffffu;
            if ((differ & ((2u << slot.lastSize) - 1u)) == 0) {
                values[k] = slot.lastValue;
                digitCounts[k] = slot.lastDigits;
                p += slot.lastSize;
                continue;
            }
        }
#endif
        if (!isDigit(*p))
            return false;
        quint8 kind = 0;
        int digits = 0;
        bool exact = false;
        const char *e = matchToken(p, end, &kind, &digits, &values[k], &exact);
        digitCounts[k] = digits;
        if (kind != slot.kind || digits > 15)
            return false;
        // Past the exact path (a large exponent) the number may not be finite.
        if (!exact && scanNumber(p, e - p, 0, &values[k]) != e - p)
            return false;
        if (e - p < 15 && end - p >= 16) {
            slot.lastSize = quint8(e - p);
            slot.lastDigits = quint8(digits);
            slot.lastValue = values[k];
            std::memcpy(slot.last, p, 16);
        }
        p = e;
    }
    if (end - p < shape.tail || !sameLiteral(p, literal, shape.tail, end))
        return false;
    p += shape.tail;
    if (p < end && *p != '\n')
        return false;
    // The full reading looks at a line's first MaxLineBytes only, and a line of a known
    // shape may be longer (a long bar, an exponent's digits): that one is left to it.
    if (p - begin > MaxLineBytes)
        return false;
    // What scanProgressBar would read, from the same bytes: plain values here (a
    // TrainingProgress holds a QString, whose clean-up every line would pay).
    double percent = -1;
    qint64 current = -1;
    qint64 total = -1;
    qint64 elapsed = -1;
    qint64 remaining = -1;
    if (shape.bar) {
        percent = shape.percentSlot >= 0 ? values[shape.percentSlot] : shape.percentConstant;
        if (!(percent >= 0 && percent <= 100))
            return false;
        auto count = [&](const Shape::Count &c) {
            return c.slot >= 0 ? qint64(values[c.slot]) : c.constant;
        };
        auto duration = [&](const Shape::Duration &d) {
            if (d.parts == 0)
                return d.constant;
            int bytes = d.fixedBytes;
            qint64 total = 0;
            for (int i = 0; i < d.parts; ++i) {
                if (d.part[i].slot >= 0)
                    bytes += digitCounts[d.part[i].slot];
                total = total * 60 + count(d.part[i]);
            }
            return bytes > 16 ? qint64(-1) : total;
        };
        current = count(shape.current);
        total = count(shape.total);
        elapsed = duration(shape.elapsed);
        remaining = duration(shape.remaining);
    }
    qint64 step = -1;
    if (!shape.samples.empty()) {
        for (const Shape::StepCheck &c : shape.stepChecks) {
            qint64 v = -1;
            if (toStep(c.negate ? -values[c.slot] : values[c.slot], &v) != c.whole)
                return false;
        }
        if (shape.stepSlot >= 0) {
            const double v = values[shape.stepSlot];
            toStep(shape.stepNegate ? -v : v, &step);
        }
        // One resize for the line's samples, not a capacity check and a call for each.
        MetricBatch::Sample *out = batch.samples.append(shape.samples.size());
        for (const Shape::Out &o : shape.samples) {
            out->line = lineNo;
            out->step = step;
            out->value = o.negate ? -values[o.slot] : values[o.slot];
            out->name = o.name;
            ++out;
        }
    }
    if (shape.bar)
        addProgress(batch, lineNo, percent, current, total, elapsed, remaining);
    *lineEnd = p;
    return true;
}

void MetricLineParser::buildShape(Shape &shape,
                                  quint32 prefix,
                                  QByteArrayView line,
                                  const MetricBatch &batch,
                                  size_t first,
                                  size_t firstProgress)
{
    shape.valid = false;
    shape.bar = batch.progress.size() > firstProgress;
    shape.literal.clear();
    shape.parts.clear();
    shape.samples.clear();
    shape.stepChecks.clear();
    shape.stepSlot = -1;
    shape.stepNegate = false;
    const char *d = line.data();
    const qsizetype n = line.size();
    // The slots, as matchShape will find them again.
    qsizetype starts[Shape::MaxSlots];
    qsizetype ends[Shape::MaxSlots];
    double values[Shape::MaxSlots];
    qsizetype from = 0; // the literal bytes not yet copied
    // A bar's bar is no number, whatever it draws (tqdm's ascii bars have digits).
    const char *wildcard = shape.bar ? m_recBar.bar.begin : nullptr;
    if (shape.bar && (!m_recBar.bar.end || wildcard < d || m_recBar.bar.end > d + n))
        return;
    for (qsizetype i = 0; i < n;) {
        if (wildcard && d + i == wildcard) {
            const int k = int(shape.parts.size());
            if (k == Shape::MaxSlots || i - from > 0xffff)
                return;
            shape.literal.append(d + from, size_t(i - from));
            shape.parts.push_back(Shape::Slot{quint16(i - from), Shape::Wildcard, false});
            starts[k] = i;
            ends[k] = m_recBar.bar.end - d;
            values[k] = 0;
            from = i = ends[k];
            wildcard = nullptr;
            continue;
        }
        if (!isDigit(d[i]) || (i > 0 && isKeyChar(d[i - 1]))) {
            ++i;
            continue;
        }
        quint8 kind = 0;
        int digits = 0;
        bool exact = false;
        double fused = 0;
        const qsizetype e = shapeToken(d + i, d + n, &kind, &digits, &fused, &exact) - d;
        const int k = int(shape.parts.size());
        if (k == Shape::MaxSlots || digits > 15 || i - from > 0xffff
            || scanNumber(d, n, i, &values[k]) != e || (exact && !(fused == values[k])))
            return;
        shape.literal.append(d + from, size_t(i - from));
        shape.parts.push_back(Shape::Slot{quint16(i - from), kind, false});
        starts[k] = i;
        ends[k] = e;
        from = e;
        i = e;
    }
    if (wildcard || n - from > 0xffff)
        return;
    // A number inside a name (a quoted key: 'top 5 accuracy') would give a later line's
    // value the build line's name: such a line has no shape.
    for (const auto &[kb, ke] : m_recKeys) {
        if (kb < d || ke > d + n)
            return;
        for (size_t k = 0; k < shape.parts.size(); ++k)
            if (starts[k] < ke - d && ends[k] > kb - d)
                return;
    }
    shape.tail = quint16(n - from);
    shape.literal.append(d + from, size_t(n - from));
    shape.literal.append(16, '\0');
    // Which slot a number the full reading used starts at (after a sign, which is literal).
    auto slotAt = [&](const char *pos, bool *negate) -> int {
        qsizetype at = pos - d;
        if (at < 0 || at >= n)
            return -1;
        *negate = d[at] == '-';
        if (d[at] == '-' || d[at] == '+')
            ++at;
        const qsizetype *hit = std::lower_bound(starts, starts + shape.parts.size(), at);
        if (hit == starts + shape.parts.size() || *hit != at
            || shape.parts[size_t(hit - starts)].kind == Shape::Wildcard)
            return -1;
        return int(hit - starts);
    };
    // Every sample of the line must have been recorded (a way of reading without the hooks
    // would make no shape).
    if (batch.samples.size() - first != m_recSamples.size())
        return;
    // A line without samples is read in full about as fast as a match of five numbers costs
    // (a timestamped log line): a shape pays only for fewer.
    if (m_recSamples.empty() && !shape.bar && shape.parts.size() > 4)
        return;
    // Every sample the full reading gave must come from a slot, with the same value.
    qint64 step = -1;
    for (size_t k = 0; k < m_recSamples.size(); ++k) {
        const MetricBatch::Sample &b = batch.samples[first + k];
        bool negate = false;
        const int slot = slotAt(m_recSamples[k], &negate);
        if (slot < 0 || b.line != batch.samples[first].line)
            return;
        const double v = negate ? -values[slot] : values[slot];
        if (!(v == b.value) || std::signbit(v) != std::signbit(b.value))
            return;
        shape.parts[size_t(slot)].value = true;
        shape.samples.push_back(Shape::Out{quint16(slot), negate, b.name});
        step = b.step;
    }
    if (!shape.samples.empty()) {
        for (const auto &[pos, whole] : m_recSteps) {
            bool negate = false;
            const int slot = slotAt(pos, &negate);
            if (slot < 0)
                return;
            shape.parts[size_t(slot)].value = true;
            shape.stepChecks.push_back(Shape::StepCheck{quint16(slot), negate, whole});
        }
        if (step >= 0) {
            bool negate = false;
            const int slot = m_stepPos ? slotAt(m_stepPos, &negate) : -1;
            qint64 v = -1;
            if (slot < 0 || !toStep(negate ? -values[slot] : values[slot], &v) || v != step)
                return;
            shape.parts[size_t(slot)].value = true;
            shape.stepSlot = slot;
            shape.stepNegate = negate;
        }
    }
    if (shape.bar && !buildBar(shape, line, starts, ends, batch, firstProgress))
        return;
    shape.prefix = prefix;
    shape.used = ++m_shapeClock;
    shape.valid = true;
    if (!shape.bar)
        return;
    // A bar's shape must read its own line exactly as the full reading did.
    m_barCheck.clear();
    const char *lineEnd = nullptr;
    const qint64 lineNo = batch.progress[firstProgress].line;
    bool same = matchShape(shape, d, d + n, lineNo, m_barCheck, &lineEnd)
                && m_barCheck.progress.size() == 1
                && m_barCheck.progress[0].progress == batch.progress[firstProgress].progress
                && m_barCheck.samples.size() == batch.samples.size() - first;
    for (size_t k = 0; same && k < m_barCheck.samples.size(); ++k) {
        const MetricBatch::Sample &a = m_barCheck.samples[k];
        const MetricBatch::Sample &b = batch.samples[first + k];
        same = a.step == b.step && a.name == b.name && a.value == b.value
               && std::signbit(a.value) == std::signbit(b.value);
    }
    shape.valid = same;
}

bool MetricLineParser::buildBar(Shape &shape,
                                QByteArrayView line,
                                const qsizetype *starts,
                                const qsizetype *ends,
                                const MetricBatch &batch,
                                size_t firstProgress)
{
    if (batch.progress.size() != firstProgress + 1)
        return false;
    const TrainingProgress &read = batch.progress[firstProgress].progress;
    const char *d = line.data();
    const qsizetype n = line.size();
    const int count = int(shape.parts.size());
    // The slot that is exactly [b, e) (1), no slot there: literal bytes (0), or a slot that
    // only overlaps it (-1: the value is not one slot's).
    auto resolve = [&](const char *begin, const char *end, int *slot) {
        const qsizetype b = begin - d;
        const qsizetype e = end - d;
        if (b < 0 || e > n || b > e)
            return -1;
        for (int k = 0; k < count; ++k) {
            if (ends[k] <= b || starts[k] >= e)
                continue;
            if (shape.parts[size_t(k)].kind != Shape::Wildcard && starts[k] == b && ends[k] == e) {
                *slot = k;
                return 1;
            }
            return -1;
        }
        return 0;
    };
    auto countOf = [&](const RecordedBar::Range &r, qint64 value, Shape::Count *out) {
        *out = Shape::Count{};
        if (!r.begin)
            return value == -1;
        int slot = -1;
        const int where = resolve(r.begin, r.end, &slot);
        if (where < 0)
            return false;
        // readCount reads a slot of bare digits always, and one with a dot never.
        if (where == 1 && shape.parts[size_t(slot)].kind == 0) {
            out->slot = qint16(slot);
            shape.parts[size_t(slot)].value = true;
        } else
            out->constant = value;
        return true;
    };
    auto durationOf = [&](const RecordedBar::Range &r, qint64 value, Shape::Duration *out) {
        *out = Shape::Duration{};
        if (!r.begin)
            return value == -1;
        const QByteArrayView s = trimmedSpaces(QByteArrayView(r.begin, r.end));
        // readDuration's grammar: one to three runs of digits joined by ':'. Slots are such
        // runs too, so whether a region fits it does not depend on the numbers.
        const char *runs[4];
        const char *runEnds[4];
        int parts = 0;
        bool fits = !s.isEmpty();
        for (qsizetype i = 0; fits && i < s.size();) {
            const qsizetype b = i;
            while (i < s.size() && isDigit(s[i]))
                ++i;
            if (i == b || parts == 3) {
                fits = false;
                break;
            }
            runs[parts] = s.data() + b;
            runEnds[parts++] = s.data() + i;
            if (i < s.size()) {
                if (s[i] != ':' || i + 1 == s.size())
                    fits = false;
                ++i;
            }
        }
        if (!fits) {
            out->constant = -1;
            return value == -1;
        }
        out->parts = parts;
        out->fixedBytes = int(s.size());
        for (int i = 0; i < parts; ++i) {
            int slot = -1;
            const int where = resolve(runs[i], runEnds[i], &slot);
            if (where < 0 || (where == 1 && shape.parts[size_t(slot)].kind != 0))
                return false;
            if (where == 1) {
                out->part[i].slot = qint16(slot);
                shape.parts[size_t(slot)].value = true;
                out->fixedBytes -= int(runEnds[i] - runs[i]);
            } else {
                out->part[i].constant = readCount(QByteArrayView(runs[i], runEnds[i]));
            }
        }
        return true;
    };
    int slot = -1;
    const int where = resolve(m_recBar.percent.begin, m_recBar.percent.end, &slot);
    if (where < 0)
        return false;
    shape.percentSlot = where == 1 ? slot : -1;
    if (where == 1)
        shape.parts[size_t(slot)].value = true;
    shape.percentConstant = read.percent;
    return countOf(m_recBar.current, read.current, &shape.current)
           && countOf(m_recBar.total, read.total, &shape.total)
           && durationOf(m_recBar.elapsed, read.elapsedSeconds, &shape.elapsed)
           && durationOf(m_recBar.remaining, read.remainingSeconds, &shape.remaining);
}

bool MetricLineParser::matchBar(
    quint32 prefix, const char *segment, const char *end, qint64 lineNo, MetricBatch &batch)
{
    const int set = shapeSet(prefix);
    Shape *bars = &m_shapes[size_t(set * ShapeWays)];
    const char *lineEnd = nullptr;
    for (int w = 0; w < ShapeWays; ++w) {
        Shape &shape = bars[w];
        if (shape.valid && shape.bar && shape.prefix == prefix
            && matchShape(shape, segment, end, lineNo, batch, &lineEnd)) {
            shape.used = ++m_shapeClock;
            ++m_shapedLines;
            if (m_shapeCredit[size_t(set)] < 64)
                ++m_shapeCredit[size_t(set)];
            return true;
        }
    }
    return false;
}

qint64 MetricLineParser::parseLines(const char *begin, const char *end, MetricBatch &batch)
{
    // Ids live until the next call: a log that invents names must not grow the table forever.
    if (m_idNames.size() > 4096 || m_idSlots.empty()) {
        m_idSlots.assign(1024, IdSlot{});
        m_idBytes.clear();
        m_idNames.clear();
        clearShapes(); // they hold ids
    }
    const bool shapes = m_shapesOn && m_patterns.isEmpty();
    if (shapes && m_shapes.empty())
        m_shapes.resize(ShapeSets * ShapeWays);
    LineScan scan;
    qint64 lineNo = 0;
    m_bufferEnd = end;
    for (const char *p = begin; p < end; ++lineNo) {
        quint32 prefix = 0;
        Shape *ways = nullptr;
        const char *nl = nullptr;
        if (shapes) {
            prefix = linePrefix(p, end);
            const int set = shapeSet(prefix);
            ways = &m_shapes[size_t(set * ShapeWays)];
            for (int w = 0; w < ShapeWays; ++w) {
                Shape &shape = ways[w];
                if (shape.valid && shape.prefix == prefix
                    && matchShape(shape, p, end, lineNo, batch, &nl)) {
                    shape.used = ++m_shapeClock;
                    ++m_shapedLines;
                    if (m_shapeCredit[size_t(set)] < 64)
                        ++m_shapeCredit[size_t(set)];
                    break;
                }
            }
        }
        // A line redrawn with '\r' (tqdm) is most likely a bar: its last segment is tried
        // before the whole line is scanned for separators.
        bool barTried = false;
        if (!nl && shapes && *p == '\r') {
            const char *lastCr = nullptr;
            const char *lineEnd = redrawnLineEnd(p, end, &lastCr);
            if (lineEnd && lastCr + 1 < lineEnd) {
                barTried = true;
                const quint32 barPrefix = digitsMasked(linePrefix(lastCr + 1, lineEnd));
                if (matchBar(barPrefix, lastCr + 1, end, lineNo, batch))
                    nl = lineEnd;
            }
        }
        if (!nl) {
            nl = scanLine(p, end, scan);
            const qsizetype size = std::min<qsizetype>(nl - p, MaxLineBytes);
            // A progress bar: its shape is that of the segment a terminal shows last.
            const char *segment = nullptr;
            quint32 barPrefix = 0;
            if (shapes && scan.percent && !scan.escapeOrNul && size == nl - p
                && scan.lastCr + 1 < size) {
                segment = p + scan.lastCr + 1;
                if (nl - segment > Shape::MaxBytes) {
                    segment = nullptr;
                } else {
                    // Digits masked: a bar's first bytes are its percent.
                    barPrefix = digitsMasked(linePrefix(segment, nl));
                    if (!barTried && matchBar(barPrefix, segment, end, lineNo, batch))
                        segment = nullptr;
                    if (!segment) {
                        if (nl == end) {
                            ++lineNo;
                            break;
                        }
                        p = nl + 1;
                        continue;
                    }
                }
            }
            if (size > 0) {
                // A plain line with separators, read in full, makes its shape; so does a
                // progress bar. A set whose lines never repeat their shape waits between
                // attempts.
                if (segment) {
                    prefix = barPrefix;
                    ways = &m_shapes[size_t(shapeSet(prefix) * ShapeWays)];
                }
                int &credit = m_shapeCredit[size_t(shapeSet(prefix))];
                const bool record = shapes
                                    && (segment
                                        || (!scan.control && !scan.percent && scan.count > 0
                                            && size <= Shape::MaxBytes))
                                    && (credit > 0 || (lineNo & 255) == 0);
                if (record) {
                    m_recording = true;
                    m_recSamples.clear();
                    m_recSteps.clear();
                    m_recKeys.clear();
                    m_recBar = RecordedBar{};
                }
                const size_t first = batch.samples.size();
                const size_t firstProgress = batch.progress.size();
                // A plain line without '=' or ':' has no pair (parseScanned's first test).
                if (scan.count > 0 || scan.control || scan.percent || !m_patterns.isEmpty())
                    parseScanned(QByteArrayView(p, size), scan, lineNo, batch);
                // A line without samples gets a shape too: its numbers are then only measured.
                if (record && (!segment || batch.progress.size() == firstProgress + 1)) {
                    m_recording = false;
                    if (credit > 0)
                        --credit;
                    Shape *victim = &ways[0];
                    for (int w = 0; w < ShapeWays; ++w) {
                        if (!ways[w].valid || ways[w].used < victim->used)
                            victim = &ways[w];
                        if (!ways[w].valid)
                            break;
                    }
                    const QByteArrayView line
                        = segment ? QByteArrayView(segment, nl) : QByteArrayView(p, size);
                    buildShape(*victim, prefix, line, batch, first, firstProgress);
                }
                m_recording = false;
            }
        }
        if (nl == end) {
            ++lineNo;
            break;
        }
        p = nl + 1;
    }
    return lineNo;
}

MetricLineParser::Parsed
MetricLineParser::parse(QByteArrayView line, const QString &node, qint64 wallMsecs)
{
    Parsed parsed;
    TrainingProgress progress;
    if (parse(line, node, wallMsecs, parsed.samples, &progress))
        parsed.progress = progress;
    return parsed;
}

} // namespace TrainDeck::Metrics
