// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/codec/document.h"

#include "core/codec/parserwatchdog.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <limits>
#include <string>

namespace TrainDeck {

namespace {

QString tr(const char *s)
{
    // Named as lupdate names the context of the Document members that call it.
    return QCoreApplication::translate("TrainDeck::Document", s);
}

/// Finds the first byte sequence that is not UTF-8; returns its 1-based line and column.
bool findInvalidUtf8(const QByteArray &b, int &line, int &column)
{
    line = 1;
    column = 1;
    const auto *p = reinterpret_cast<const unsigned char *>(b.constData());
    const qsizetype n = b.size();
    for (qsizetype i = 0; i < n;) {
        const unsigned char c = p[i];
        int len = 0;
        if (c < 0x80)
            len = 1;
        else if ((c & 0xE0) == 0xC0 && c >= 0xC2)
            len = 2;
        else if ((c & 0xF0) == 0xE0)
            len = 3;
        else if ((c & 0xF8) == 0xF0 && c <= 0xF4)
            len = 4;
        else
            return true;
        if (i + len > n)
            return true;
        for (int k = 1; k < len; ++k) {
            if ((p[i + k] & 0xC0) != 0x80)
                return true;
        }
        if (len == 3) {
            const unsigned cp = ((c & 0x0F) << 12) | ((p[i + 1] & 0x3F) << 6) | (p[i + 2] & 0x3F);
            if (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))
                return true;
        } else if (len == 4) {
            const unsigned cp = ((c & 0x07) << 18) | ((p[i + 1] & 0x3F) << 12)
                                | ((p[i + 2] & 0x3F) << 6) | (p[i + 3] & 0x3F);
            if (cp < 0x10000 || cp > 0x10FFFF)
                return true;
        }
        if (c == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
        i += len;
    }
    return false;
}

/// Deepest nesting of flow collections ({ and [ outside quotes and comments). yaml-cpp
/// recurses per level, so hostile input is refused before it reaches the parser.
int flowDepth(const QByteArray &b, int &line)
{
    int depth = 0;
    int maxDepth = 0;
    int curLine = 1;
    line = 1;
    char quote = 0;
    bool comment = false;
    for (const char c : b) {
        if (c == '\n') {
            ++curLine;
            comment = false;
            if (quote == '\'')
                quote = 0; // single-quoted scalars rarely span lines in manifests
            continue;
        }
        if (comment)
            continue;
        if (quote) {
            if (c == quote)
                quote = 0;
            continue;
        }
        if (c == '"' || c == '\'') {
            quote = c;
        } else if (c == '#') {
            comment = true;
        } else if (c == '[' || c == '{') {
            if (++depth > maxDepth) {
                maxDepth = depth;
                line = curLine;
            }
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return maxDepth;
}

/// yaml-cpp 0.7 (Debian 12) never returns from some documents with a stray comma outside any
/// flow collection (`,`, `{},`, `"a",`, `{}\n :\n,` loop forever; found by fuzzing). A comma
/// where a value should start, or right after a complete top-level value, is invalid YAML
/// anyway, so such documents are refused before the parser sees them.
bool findCommaAfterTopLevelValue(const QByteArray &b, int &line, int &column)
{
    int depth = 0;
    int curLine = 1;
    int curCol = 0;
    char quote = 0;
    bool comment = false;
    bool property = false; // inside an anchor (&a) or tag (!t), which the parser skips over
    char last = 0;         // the last significant character outside quotes and comments
    char lastOnLine = 0;   // the same, on the current line only
    char previous = '\n';  // the raw character before this one
    // Block scalars (| and >) hold free text: their lines are skipped while indented deeper
    // than the line that introduced them.
    QByteArray token;     // the current run of non-blank characters
    int lineIndent = 0;   // leading spaces of the current line
    bool atIndent = true; // still in the leading spaces
    int blockIndent = -1; // >= 0: inside a block scalar of a line with this indent
    // The indent of the block scalar's text, set by its first line (or an indentation
    // indicator, `|2`); a line indented less ends the scalar, however deeper than blockIndent
    // it is ("|\n  a\n ,": the comma is outside the text, and yaml-cpp hangs on it).
    int blockContent = -1;
    const qsizetype n = b.size();
    for (qsizetype i = 0; i < n; ++i) {
        const char c = b.at(i);
        const char before = previous;
        previous = c;
        ++curCol;
        if (c == '\n') {
            static const QRegularExpression indicator(QStringLiteral("^[|>][-+0-9]*$"));
            if (blockIndent < 0 && !quote && depth == 0
                && indicator.match(QString::fromLatin1(token)).hasMatch()) {
                blockIndent = lineIndent;
                blockContent = -1;
                for (const char d : token)
                    if (d >= '1' && d <= '9')
                        blockContent = lineIndent + (d - '0');
            }
            ++curLine;
            curCol = 0;
            comment = false;
            property = false;
            token.clear();
            lineIndent = 0;
            atIndent = true;
            lastOnLine = 0;
            continue;
        }
        if (atIndent) {
            if (c == ' ') {
                ++lineIndent;
                continue;
            }
            atIndent = false;
            if (blockIndent >= 0 && c != '\r') {
                if (lineIndent <= blockIndent || (blockContent >= 0 && lineIndent < blockContent))
                    blockIndent = -1; // the block scalar ended on the line before
                else if (blockContent < 0)
                    blockContent = lineIndent;
            }
        }
        if (blockIndent >= 0)
            continue;
        if (c == ' ' || c == '\t')
            token.clear();
        else if (!comment)
            token.append(c);
        if (comment)
            continue;
        if (quote) {
            if (quote == '"' && c == '\\') {
                ++i; // an escape: \" does not end the string
                previous = 0;
            } else if (quote == '\'' && c == '\'' && i + 1 < n && b.at(i + 1) == '\'') {
                ++i; // '' is a quote inside a single-quoted string
            } else if (c == quote) {
                quote = 0;
                last = c;
                lastOnLine = c;
            }
            continue;
        }
        // yaml-cpp breaks lines at "\n" and "\r\n" only: a lone CR is an ordinary character
        // to it, part of an anchor, tag or scalar (`&\r&&,` hangs it).
        if (c == ' ' || c == '\t' || (c == '\r' && i + 1 < n && b.at(i + 1) == '\n')) {
            property = false;
            continue;
        }
        if (property && c != ',')
            continue;
        property = false; // a comma ends an anchor or tag (`!,` hangs yaml-cpp too)
        // Document markers start a new document: nothing significant precedes its content.
        if (before == '\n' && (c == '-' || c == '.') && i + 2 < n && b.at(i + 1) == c
            && b.at(i + 2) == c
            && (i + 3 == n || b.at(i + 3) == ' ' || b.at(i + 3) == '\n' || b.at(i + 3) == '\r')) {
            last = 0;
            i += 2;
            previous = c;
            continue;
        }
        // YAML: '#' starts a comment at a line's start or after white space.
        if (c == '#' && (before == ' ' || before == '\t' || before == '\n')) {
            comment = true;
            continue;
        }
        // Also glued to a top-level flow collection or quoted string (`{}!,` and `[a]&x,`
        // hang yaml-cpp too): `last` then still names what the comma follows.
        if ((c == '&' || c == '!') && depth == 0
            && (before == ' ' || before == '\t' || before == '\n'
                || (before == last
                    && (last == '}' || last == ']' || last == '"' || last == '\'')))) {
            property = true;
            continue;
        }
        // A quote opens a string only where a value starts; inside a plain scalar (b"c, or
        // `ari $ "TT'` after a blank) it is an ordinary character.
        const bool afterIndicator = lastOnLine == 0 || lastOnLine == '[' || lastOnLine == '{'
                                    || lastOnLine == ',' || lastOnLine == ':' || lastOnLine == '-'
                                    || lastOnLine == '?';
        // Glued to a colon only after a quoted key or a collection (`"a":"b"`, JSON's way):
        // after a plain key (`{train:"}!,`) the colon and the quote are the key's text.
        const bool afterJsonKey = before == ':' && i >= 2
                                  && (b.at(i - 2) == '"' || b.at(i - 2) == '\''
                                      || b.at(i - 2) == ']' || b.at(i - 2) == '}');
        if ((c == '"' || c == '\'')
            && (((before == ' ' || before == '\t') && afterIndicator) || before == '\n'
                || before == '[' || before == '{' || before == ',' || afterJsonKey || before == '-'
                || before == '?')) {
            quote = c;
            continue;
        }
        if (c == '[' || c == '{') {
            ++depth;
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        } else if (c == ',' && depth == 0
                   && (last == 0 || last == '}' || last == ']' || last == '"' || last == '\''
                       || lastOnLine == 0
                       || ((lastOnLine == ':' || lastOnLine == '-' || lastOnLine == '?')
                           && (before == ' ' || before == '\t')))) {
            line = curLine;
            column = curCol;
            return true;
        }
        last = c;
        lastOnLine = c;
    }
    return false;
}

nlohmann::ordered_json plainScalar(const std::string &s)
{
    if (s.empty() || s == "~" || s == "null" || s == "Null" || s == "NULL")
        return nullptr;
    if (s == "true" || s == "True" || s == "TRUE")
        return true;
    if (s == "false" || s == "False" || s == "FALSE")
        return false;
    const char *b = s.data();
    const char *e = s.data() + s.size();
    const char *digits = b;
    if (*digits == '+' || *digits == '-')
        ++digits;
    if (digits != e) {
        int base = 10;
        const char *start = digits;
        if (e - digits > 2 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'o')) {
            base = digits[1] == 'x' ? 16 : 8;
            start = digits + 2;
        }
        long long v = 0;
        // from_chars takes a sign of its own: "--5" must not pass for -5 (or throw below).
        const bool digitFirst = start != e && *start >= '0' && *start <= '9';
        auto [ptr, ec] = digitFirst ? std::from_chars(start, e, v, base)
                                    : std::from_chars_result{start, std::errc::invalid_argument};
        if (ptr == e && ec == std::errc()) {
            if (*b == '-')
                v = -v;
            return v;
        }
        if (ptr == e && ec == std::errc::result_out_of_range && base == 10) {
            // Too large for int64: keep the magnitude as a double, or the text when not even
            // a double holds it (std::stod threw there, out of the event loop; fuzz_yaml).
            double d = 0;
            auto [p2, ec2] = std::from_chars(start, e, d);
            if (p2 == e && ec2 == std::errc())
                return *b == '-' ? -d : d;
            return s;
        }
        bool isFloat = true;
        bool seenDigit = false;
        bool seenDot = false;
        bool seenExp = false;
        for (const char *p = digits; p != e; ++p) {
            if (*p >= '0' && *p <= '9') {
                seenDigit = true;
            } else if (*p == '.' && !seenDot && !seenExp) {
                seenDot = true;
            } else if ((*p == 'e' || *p == 'E') && seenDigit && !seenExp) {
                seenExp = true;
                if (p + 1 != e && (p[1] == '+' || p[1] == '-'))
                    ++p;
                if (p + 1 == e)
                    isFloat = false;
            } else {
                isFloat = false;
                break;
            }
        }
        if (isFloat && seenDigit && (seenDot || seenExp)) {
            double d = 0;
            auto [p2, ec2] = std::from_chars(b + (*b == '+' ? 1 : 0), e, d);
            if (p2 == e && ec2 == std::errc())
                return d;
        }
    }
    if (s == ".inf" || s == "+.inf" || s == ".Inf" || s == "+.Inf")
        return std::numeric_limits<double>::infinity();
    if (s == "-.inf" || s == "-.Inf")
        return -std::numeric_limits<double>::infinity();
    return s;
}

QString childPath(const QString &parent, const QString &key)
{
    return parent.isEmpty() ? key : parent + QLatin1Char('.') + key;
}

} // namespace

/// Walks a yaml-cpp node graph into JSON, recording positions and enforcing the limits.
class DocumentBuilder
{
public:
    // Named as lupdate names this class's context.
    static QString tr(const char *s)
    {
        return QCoreApplication::translate("TrainDeck::DocumentBuilder", s);
    }

    explicit DocumentBuilder(Document &doc)
        : m_doc(doc)
    {}

    Result<void> build(const YAML::Node &root)
    {
        auto r = convert(root, QString(), 0, m_doc.m_json);
        return r;
    }

private:
    Result<void> fail(const YAML::Node &n, const QString &message)
    {
        Error e = Error::make(Error::Kind::Parse, message);
        e.at(m_doc.m_fileName, n.Mark().line + 1, n.Mark().column + 1);
        return e;
    }

    Result<void>
    convert(const YAML::Node &n, const QString &path, int depth, nlohmann::ordered_json &out)
    {
        if (++m_nodes > Document::MaxNodes) {
            return fail(n,
                        tr("the document expands to more than %1 values (YAML aliases "
                           "repeated many times?); refusing to read it")
                            .arg(Document::MaxNodes));
        }
        if (depth > Document::MaxDepth)
            return fail(n, tr("nesting is deeper than %1 levels").arg(Document::MaxDepth));
        if (!n.Mark().is_null() && !m_doc.m_positions.contains(path))
            m_doc.m_positions.insert(path, {n.Mark().line + 1, n.Mark().column + 1});
        switch (n.Type()) {
        case YAML::NodeType::Undefined:
        case YAML::NodeType::Null:
            out = nullptr;
            return {};
        case YAML::NodeType::Scalar:
            // Quoted scalars carry the "!" tag and are always strings.
            out = n.Tag() == "!" ? nlohmann::ordered_json(n.Scalar()) : plainScalar(n.Scalar());
            if (n.Tag() == "tag:yaml.org,2002:str" || n.Tag() == "!!str")
                out = n.Scalar();
            return {};
        case YAML::NodeType::Sequence: {
            out = nlohmann::ordered_json::array();
            int i = 0;
            for (const YAML::Node &item : n) {
                nlohmann::ordered_json v;
                const QString p = path + QStringLiteral("[%1]").arg(i++);
                if (auto r = convert(item, p, depth + 1, v); !r)
                    return r;
                out.push_back(std::move(v));
            }
            return {};
        }
        case YAML::NodeType::Map: {
            out = nlohmann::ordered_json::object();
            for (auto it = n.begin(); it != n.end(); ++it) {
                // A copy, not a reference: yaml-cpp's operator-> returns a proxy by value, so
                // a reference to it->first dangles once the statement ends (ASan under
                // fuzz_yaml: stack-use-after-scope). Nodes are cheap handles.
                const YAML::Node key = it->first;
                if (!key.IsScalar())
                    return fail(key, tr("a mapping key must be a plain value, not a list or map"));
                const std::string k = key.Scalar();
                if (out.contains(k))
                    return fail(key,
                                tr("the key '%1' appears twice in the same mapping")
                                    .arg(QString::fromStdString(k)));
                const QString p = childPath(path, QString::fromStdString(k));
                if (!key.Mark().is_null())
                    m_doc.m_positions.insert(p, {key.Mark().line + 1, key.Mark().column + 1});
                nlohmann::ordered_json v;
                if (auto r = convert(it->second, p, depth + 1, v); !r)
                    return r;
                out[k] = std::move(v);
            }
            return {};
        }
        }
        return {};
    }

    Document &m_doc;
    qsizetype m_nodes = 0;
};

Result<QList<Document>>
Document::parseAll(const QByteArray &input, const QString &fileName, Origin origin)
{
    auto err = [&](const QString &msg, int line = 0, int col = 0) {
        Error e = Error::make(Error::Kind::Parse, msg);
        e.at(fileName, line, col);
        return e;
    };
    if (input.size() > MaxBytes) {
        return err(tr("the file is %1 MiB; job and runtime files are limited to %2 MiB "
                      "(Kubernetes refuses objects over 1.5 MiB)")
                       .arg(double(input.size()) / (1024.0 * 1024.0), 0, 'f', 1)
                       .arg(MaxBytes / (1024 * 1024)));
    }
    QByteArray bytes = input;
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes.remove(0, 3);
    int line = 0;
    int col = 0;
    if (findInvalidUtf8(bytes, line, col)) {
        return err(tr("the file is not valid UTF-8 (first bad byte at line %1, column %2); "
                      "save it as UTF-8")
                       .arg(line)
                       .arg(col),
                   line,
                   col);
    }
    if (bytes.contains('\0'))
        return err(tr("the file contains NUL bytes; is it a binary file?"));
    if (findCommaAfterTopLevelValue(bytes, line, col)) {
        return err(tr("this is not valid YAML: a ',' at line %1, column %2 separates nothing; "
                      "remove it, or put the values in a list [a, b]")
                       .arg(line)
                       .arg(col),
                   line,
                   col);
    }
    if (flowDepth(bytes, line) > MaxDepth)
        return err(tr("brackets are nested deeper than %1 levels").arg(MaxDepth), line);

    const std::string text(bytes.constData(), size_t(bytes.size()));
    if (origin == Origin::Outside && ParserWatchdog::isEnabled()) {
        const auto outcome
            = ParserWatchdog::run([&text] { (void)YAML::LoadAll(text); }, ParserWatchdog::limit());
        if (outcome == ParserWatchdog::Outcome::TimedOut) {
            return err(tr("the YAML parser did not finish reading this file within %1 s, "
                          "which happens on some malformed documents; check the file for "
                          "stray commas, brackets or anchors, or save it again from an editor")
                           .arg(double(ParserWatchdog::limit().count()) / 1000));
        }
        if (outcome == ParserWatchdog::Outcome::Crashed)
            return err(tr("the YAML parser crashed on this file; it is not valid YAML"));
    }
    std::vector<YAML::Node> nodes;
    try {
        nodes = YAML::LoadAll(text);
    } catch (const YAML::Exception &e) {
        QString what = QString::fromStdString(e.msg);
        if (!what.isEmpty())
            what[0] = what[0].toLower();
        return err(tr("this is not valid YAML: %1").arg(what),
                   e.mark.is_null() ? 0 : e.mark.line + 1,
                   e.mark.is_null() ? 0 : e.mark.column + 1);
    } catch (const std::exception &e) {
        return err(tr("this is not valid YAML: %1").arg(QString::fromLocal8Bit(e.what())));
    }

    QList<Document> docs;
    for (const YAML::Node &n : nodes) {
        if (!n.IsDefined() || n.IsNull())
            continue;
        Document d;
        d.m_fileName = fileName;
        DocumentBuilder builder(d);
        try {
            if (auto r = builder.build(n); !r)
                return r.error();
        } catch (const YAML::Exception &e) {
            return err(tr("this is not valid YAML: %1").arg(QString::fromStdString(e.msg)));
        }
        docs.append(std::move(d));
    }
    if (docs.isEmpty())
        return err(tr("the file is empty; expected a Kubernetes object with apiVersion and kind"));
    return docs;
}

Result<Document> Document::parse(const QByteArray &bytes, const QString &fileName, Origin origin)
{
    auto all = parseAll(bytes, fileName, origin);
    if (!all)
        return all.error();
    if (all->size() > 1) {
        Error e
            = Error::make(Error::Kind::Parse,
                          tr("the file holds %1 YAML documents; expected one").arg(all->size()));
        e.at(fileName);
        return e;
    }
    return all->first();
}

Document Document::fromJson(nlohmann::ordered_json json, const QString &fileName)
{
    Document d;
    d.m_json = std::move(json);
    d.m_fileName = fileName;
    return d;
}

Document::Position Document::position(const QString &path) const
{
    QString p = path;
    while (!p.isEmpty()) {
        const auto it = m_positions.constFind(p);
        if (it != m_positions.cend())
            return *it;
        const int cut = std::max(p.lastIndexOf(QLatin1Char('.')), p.lastIndexOf(QLatin1Char('[')));
        if (cut <= 0)
            break;
        p.truncate(cut);
    }
    return m_positions.value(QString(), Position{});
}

Error Document::error(Error::Kind kind, const QString &path, const QString &message) const
{
    Error e = Error::make(kind, message);
    const Position pos = position(path);
    e.at(m_fileName, pos.line, pos.column);
    e.inField(path);
    return e;
}

namespace {

bool needsQuotes(const std::string &s)
{
    if (s.empty())
        return true;
    if (!plainScalar(s).is_string())
        return true; // would read back as a number, bool or null
    // kubectl reads YAML 1.1, where these are booleans: keep them text for it too.
    static const char *const yaml11Bools[] = {"y", "yes", "n", "no", "on", "off"};
    std::string lower(s.size(), '\0');
    std::transform(
        s.begin(), s.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
    for (const char *b : yaml11Bools) {
        if (lower == b)
            return true;
    }
    if (s.front() == ' ' || s.back() == ' ')
        return true;
    static const std::string leading = "-?:,[]{}#&*!|>'\"%@`";
    if (leading.find(s.front()) != std::string::npos)
        return true;
    return s.find(": ") != std::string::npos || s.find(" #") != std::string::npos
           || s.back() == ':';
}

void emitYaml(YAML::Emitter &out, const nlohmann::ordered_json &j)
{
    switch (j.type()) {
    case nlohmann::ordered_json::value_t::object:
        if (j.empty()) {
            out << YAML::Flow << YAML::BeginMap << YAML::EndMap;
            return;
        }
        out << YAML::BeginMap;
        for (auto it = j.begin(); it != j.end(); ++it) {
            out << YAML::Key;
            if (needsQuotes(it.key()))
                out << YAML::DoubleQuoted;
            out << it.key() << YAML::Value;
            emitYaml(out, it.value());
        }
        out << YAML::EndMap;
        return;
    case nlohmann::ordered_json::value_t::array:
        if (j.empty()) {
            out << YAML::Flow << YAML::BeginSeq << YAML::EndSeq;
            return;
        }
        out << YAML::BeginSeq;
        for (const auto &v : j)
            emitYaml(out, v);
        out << YAML::EndSeq;
        return;
    case nlohmann::ordered_json::value_t::string: {
        const std::string &s = j.get_ref<const std::string &>();
        if (s.find('\n') != std::string::npos && s.find('\r') == std::string::npos
            && s.find('\t') == std::string::npos && s.back() != ' ')
            out << YAML::Literal << s;
        else if (needsQuotes(s) || s.find_first_of("\t\r\n") != std::string::npos)
            out << YAML::DoubleQuoted << s;
        else
            out << s;
        return;
    }
    case nlohmann::ordered_json::value_t::boolean:
        out << (j.get<bool>() ? "true" : "false");
        return;
    case nlohmann::ordered_json::value_t::null:
    case nlohmann::ordered_json::value_t::discarded:
        out << YAML::Null;
        return;
    case nlohmann::ordered_json::value_t::number_float: {
        const double d = j.get<double>();
        if (std::isinf(d))
            out << (d > 0 ? ".inf" : "-.inf");
        else if (std::isnan(d))
            out << ".nan";
        else
            out << j.dump();
        return;
    }
    default:
        out << j.dump();
        return;
    }
}

} // namespace

QByteArray Document::toYaml(const nlohmann::ordered_json &json)
{
    YAML::Emitter out;
    out.SetIndent(2);
    out.SetSeqFormat(YAML::Block);
    emitYaml(out, json);
    QByteArray bytes(out.c_str(), qsizetype(out.size()));
    if (!bytes.endsWith('\n'))
        bytes.append('\n');
    return bytes;
}

QByteArray Document::toJson(const nlohmann::ordered_json &json, bool pretty)
{
    const std::string s
        = json.dump(pretty ? 2 : -1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
    return QByteArray::fromStdString(s) + '\n';
}

} // namespace TrainDeck
