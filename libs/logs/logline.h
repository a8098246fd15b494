// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArrayView>
#include <QList>
#include <QObject>
#include <QString>

#include <optional>

namespace TrainDeck::Logs {
Q_NAMESPACE

/// How bad a line says it is; a view colours by it.
enum class Severity { None, Trace, Debug, Info, Warning, Error, Critical };
Q_ENUM_NS(Severity)

/// A run of text drawn in one style. `colour` is an ANSI colour index: 0-7 normal, 8-15
/// bright, -1 the default.
struct LogSpan
{
    int start = 0;
    int length = 0;
    int colour = -1;
    bool bold = false;

    bool operator==(const LogSpan &) const = default;
};

/// A line as it is shown: decoded text (invalid UTF-8 as U+FFFD, tabs expanded) and its
/// style runs. Spans cover only styled text; unstyled text has no span.
struct StyledLine
{
    QString text;
    QList<LogSpan> spans;
};

/// Pure functions over one line's bytes (no I/O): what the log view draws.
class LogLine
{
public:
    /// Terminal progress bars (tqdm) redraw with '\r': the line shows the last non-empty
    /// segment, so "a\rb\rc" is "c".
    static QByteArrayView collapseCarriageReturns(QByteArrayView line);
    /// Parses ANSI escapes: SGR 0/1/22/30-37/39/90-97 (and 38;5;n for n < 16) become spans;
    /// every other escape sequence is dropped.
    static StyledLine parseAnsi(QByteArrayView line);
    /// The line's bytes without its escape sequences (colours, cursor moves, titles), all
    /// other bytes as they are: what find and filter search in a coloured line.
    static QByteArray stripEscapes(QByteArrayView line);
    /// The same into `out`, reusing its memory.
    static void stripEscapes(QByteArrayView line, QByteArray &out);
    /// collapseCarriageReturns, then parseAnsi.
    static StyledLine render(QByteArrayView line);
    /// The text without escapes, as render() shows it.
    static QString plainText(QByteArrayView line);
    /// From a JSON object's "level"/"severity"/"levelname" field, a logfmt level=..., or
    /// the first ERROR/WARN/WARNING/INFO/DEBUG/TRACE/CRITICAL/FATAL token (upper case, as
    /// a whole word) in the line's first 256 bytes.
    static Severity severity(QByteArrayView line);
    /// The severity a level name means ("warn", "ERROR", "Fatal"...), None when unknown.
    static Severity severityFromName(QByteArrayView name);
    /// The line as indented JSON when it is a JSON object or array, else nothing.
    static std::optional<QString> prettyJson(QByteArrayView line);
};

} // namespace TrainDeck::Logs
