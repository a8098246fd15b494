// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/logs/logline.h"

#include <cstring>

#include <QJsonDocument>
#include <QJsonObject>

namespace TrainDeck::Logs {

QByteArrayView LogLine::collapseCarriageReturns(QByteArrayView line)
{
    qsizetype end = line.size();
    while (true) {
        const qsizetype cr = line.first(end).lastIndexOf('\r');
        if (cr < 0)
            return line.first(end);
        if (cr + 1 < end)
            return line.sliced(cr + 1, end - cr - 1);
        end = cr; // an empty last segment: the previous one is what stays on screen
        if (end == 0)
            return {};
    }
}

namespace {

constexpr char Esc = '\x1b';

struct Style
{
    int colour = -1;
    bool bold = false;
    bool plain() const { return colour < 0 && !bold; }
};

void applySgr(QByteArrayView params, Style &style)
{
    QList<int> codes;
    int value = 0;
    bool have = false;
    for (char c : params) {
        if (c >= '0' && c <= '9') {
            value = qMin(value * 10 + (c - '0'), 100000);
            have = true;
        } else if (c == ';' || c == ':') {
            codes.append(have ? value : 0);
            value = 0;
            have = false;
        }
    }
    codes.append(have ? value : 0);
    for (qsizetype i = 0; i < codes.size(); ++i) {
        const int c = codes[i];
        if (c == 0) {
            style = {};
        } else if (c == 1) {
            style.bold = true;
        } else if (c == 22) {
            style.bold = false;
        } else if (c >= 30 && c <= 37) {
            style.colour = c - 30;
        } else if (c >= 90 && c <= 97) {
            style.colour = c - 90 + 8;
        } else if (c == 39) {
            style.colour = -1;
        } else if (c == 38 || c == 48) {
            // Extended colours: 5;n (256 palette) or 2;r;g;b. Only the 16 basic ones map.
            if (i + 1 < codes.size() && codes[i + 1] == 5) {
                if (c == 38 && i + 2 < codes.size())
                    style.colour = codes[i + 2] < 16 ? codes[i + 2] : -1;
                i += 2;
            } else if (i + 1 < codes.size() && codes[i + 1] == 2) {
                if (c == 38)
                    style.colour = -1;
                i += 4;
            }
        }
    }
}

void appendText(StyledLine &out, QByteArrayView bytes, const Style &style)
{
    if (bytes.isEmpty())
        return;
    const int start = int(out.text.size());
    QString decoded = QString::fromUtf8(bytes);
    // Tabs to the next multiple of 8 columns, so that tables from tools line up.
    if (decoded.contains(QLatin1Char('\t'))) {
        QString expanded;
        expanded.reserve(decoded.size() + 16);
        for (QChar ch : std::as_const(decoded)) {
            if (ch == QLatin1Char('\t'))
                expanded.append(QString(8 - (start + expanded.size()) % 8, QLatin1Char(' ')));
            else
                expanded.append(ch);
        }
        decoded = std::move(expanded);
    }
    out.text.append(decoded);
    if (style.plain())
        return;
    const int length = int(out.text.size()) - start;
    if (!out.spans.isEmpty()) {
        LogSpan &last = out.spans.last();
        if (last.start + last.length == start && last.colour == style.colour
            && last.bold == style.bold) {
            last.length += length;
            return;
        }
    }
    out.spans.append({start, length, style.colour, style.bold});
}

} // namespace

namespace {

/// Where the escape sequence that starts at line[at] (an ESC) ends; `sgr` gets the parameters
/// of an SGR (colour) sequence. Sequences cut off by the end of the line end there.
qsizetype escapeEnd(QByteArrayView line, qsizetype at, std::optional<QByteArrayView> *sgr)
{
    const qsizetype n = line.size();
    qsizetype i = at + 1;
    if (i >= n)
        return n;
    const char kind = line[i];
    if (kind == '[') {
        // CSI: parameter bytes 0x30-0x3f, intermediates 0x20-0x2f, one final 0x40-0x7e.
        qsizetype j = i + 1;
        while (j < n && uchar(line[j]) >= 0x30 && uchar(line[j]) <= 0x3f)
            ++j;
        const qsizetype paramsEnd = j;
        while (j < n && uchar(line[j]) >= 0x20 && uchar(line[j]) <= 0x2f)
            ++j;
        if (j < n && uchar(line[j]) >= 0x40 && uchar(line[j]) <= 0x7e) {
            if (line[j] == 'm' && paramsEnd == j && sgr)
                *sgr = line.sliced(i + 1, paramsEnd - i - 1);
            ++j;
        }
        return j;
    }
    if (kind == ']' || kind == 'P' || kind == '_' || kind == '^') {
        // OSC / DCS / APC / PM strings end at BEL or ESC '\'.
        qsizetype j = i + 1;
        while (j < n && line[j] != '\a' && !(line[j] == Esc && j + 1 < n && line[j + 1] == '\\'))
            ++j;
        return j >= n ? n : (line[j] == '\a' ? j + 1 : j + 2);
    }
    if (uchar(kind) >= 0x20 && uchar(kind) <= 0x2f) {
        // nF escapes (character set selection): intermediates then one final byte.
        qsizetype j = i;
        while (j < n && uchar(line[j]) >= 0x20 && uchar(line[j]) <= 0x2f)
            ++j;
        return qMin(j + 1, n);
    }
    return i + 1; // two-byte escape such as ESC 7
}

} // namespace

StyledLine LogLine::parseAnsi(QByteArrayView line)
{
    StyledLine out;
    Style style;
    const qsizetype n = line.size();
    qsizetype textStart = 0;
    qsizetype i = 0;
    while (i < n) {
        const char c = line[i];
        if (c != Esc && !(uchar(c) < 0x20 && c != '\t')) {
            ++i;
            continue;
        }
        appendText(out, line.sliced(textStart, i - textStart), style);
        if (c != Esc) {
            // Other control bytes (BEL, backspace, a stray '\r') are not drawn.
            ++i;
            textStart = i;
            continue;
        }
        std::optional<QByteArrayView> sgr;
        i = escapeEnd(line, i, &sgr);
        if (sgr)
            applySgr(*sgr, style);
        textStart = i;
    }
    appendText(out, line.sliced(textStart, n - textStart), style);
    return out;
}

QByteArray LogLine::stripEscapes(QByteArrayView line)
{
    QByteArray out;
    stripEscapes(line, out);
    return out;
}

void LogLine::stripEscapes(QByteArrayView line, QByteArray &out)
{
    out.resize(0); // keeps the capacity: a search strips millions of lines into one buffer
    qsizetype i = 0;
    while (i < line.size()) {
        const char *esc
            = static_cast<const char *>(std::memchr(line.data() + i, Esc, size_t(line.size() - i)));
        const qsizetype at = esc ? esc - line.data() : line.size();
        out.append(line.sliced(i, at - i));
        if (!esc)
            break;
        i = escapeEnd(line, at, nullptr);
    }
}

StyledLine LogLine::render(QByteArrayView line)
{
    return parseAnsi(collapseCarriageReturns(line));
}

QString LogLine::plainText(QByteArrayView line)
{
    return render(line).text;
}

Severity LogLine::severityFromName(QByteArrayView name)
{
    const QByteArray n = name.toByteArray().trimmed().toLower();
    if (n == "error" || n == "err" || n == "e")
        return Severity::Error;
    if (n == "warn" || n == "warning" || n == "w")
        return Severity::Warning;
    if (n == "info" || n == "information" || n == "notice" || n == "i")
        return Severity::Info;
    if (n == "debug" || n == "d")
        return Severity::Debug;
    if (n == "trace")
        return Severity::Trace;
    if (n == "critical" || n == "fatal" || n == "panic" || n == "crit" || n == "alert"
        || n == "emerg")
        return Severity::Critical;
    return Severity::None;
}

namespace {

bool isWordByte(char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

} // namespace

Severity LogLine::severity(QByteArrayView line)
{
    qsizetype first = 0;
    while (first < line.size() && (line[first] == ' ' || line[first] == '\t'))
        ++first;
    if (first < line.size() && line[first] == '{') {
        const QJsonDocument doc = QJsonDocument::fromJson(line.toByteArray());
        if (doc.isObject()) {
            const QJsonObject o = doc.object();
            for (const char *key : {"level", "severity", "levelname", "lvl", "loglevel"}) {
                const QJsonValue v = o.value(QLatin1String(key));
                if (v.isString())
                    return severityFromName(v.toString().toUtf8());
            }
        }
    }
    const QByteArrayView head = line.first(qMin<qsizetype>(line.size(), 256));
    // logfmt: level=warn
    if (const qsizetype at = head.indexOf("level=");
        at >= 0 && (at == 0 || !isWordByte(head[at - 1]))) {
        qsizetype s = at + 6;
        if (s < head.size() && head[s] == '"')
            ++s;
        qsizetype e = s;
        while (e < head.size() && isWordByte(head[e]))
            ++e;
        if (const Severity sev = severityFromName(head.sliced(s, e - s)); sev != Severity::None)
            return sev;
    }
    qsizetype i = 0;
    while (i < head.size()) {
        if (!(head[i] >= 'A' && head[i] <= 'Z') || (i > 0 && isWordByte(head[i - 1]))) {
            ++i;
            continue;
        }
        qsizetype e = i;
        while (e < head.size() && isWordByte(head[e]))
            ++e;
        const QByteArrayView word = head.sliced(i, e - i);
        if (word == "ERROR" || word == "ERR")
            return Severity::Error;
        if (word == "WARN" || word == "WARNING")
            return Severity::Warning;
        if (word == "INFO")
            return Severity::Info;
        if (word == "DEBUG")
            return Severity::Debug;
        if (word == "TRACE")
            return Severity::Trace;
        if (word == "CRITICAL" || word == "FATAL" || word == "PANIC")
            return Severity::Critical;
        if (word == "Traceback")
            return Severity::Error;
        i = e;
    }
    return Severity::None;
}

std::optional<QString> LogLine::prettyJson(QByteArrayView line)
{
    const QByteArray trimmed = line.toByteArray().trimmed();
    if (trimmed.isEmpty() || (trimmed.front() != '{' && trimmed.front() != '['))
        return std::nullopt;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(trimmed, &error);
    if (error.error != QJsonParseError::NoError || doc.isNull())
        return std::nullopt;
    return QString::fromUtf8(doc.toJson(QJsonDocument::Indented)).trimmed();
}

} // namespace TrainDeck::Logs
