// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// libFuzzer entry for a pip requirements file (RequirementsParser::parse, as the builder
// reads one dropped or opened): any text gives packages, index URLs and skipped options, one
// line each at most, trimmed, never empty, without comments; a package is no option, a skipped
// line is one, an index URL one word; the same twice; written back out as a requirements file
// it reads the same.
#include "core/codec/requirementsparser.h"
#include "fuzz/fuzzcheck.h"

#include <cstddef>
#include <cstdint>

namespace {

using namespace TrainDeck;

bool same(const RequirementsParser::Requirements &a, const RequirementsParser::Requirements &b)
{
    return a.packages == b.packages && a.indexUrls == b.indexUrls && a.skipped == b.skipped;
}

/// What parse() keeps of a line: trimmed, no comment, not empty.
bool isEntry(const QString &s)
{
    return !s.isEmpty() && s == s.trimmed() && !s.contains(u'\n')
           && !s.contains(QLatin1String(" #"));
}

bool hasSpace(const QString &s)
{
    for (const QChar c : s)
        if (c == u' ' || c == u'\t' || c == u'\n' || c == u'\r' || c == u'\f' || c == u'\v')
            return true;
    return false;
}

/// The requirements as a file: the index URL, the extra ones, the packages, the options (an
/// index URL after '=', since one may start with '#', which after a space starts a comment).
QString written(const RequirementsParser::Requirements &r)
{
    QString out;
    for (qsizetype i = 0; i < r.indexUrls.size(); ++i)
        out += (i == 0 ? QStringLiteral("--index-url=") : QStringLiteral("--extra-index-url="))
               + r.indexUrls.at(i) + u'\n';
    for (const QString &p : r.packages)
        out += p + u'\n';
    for (const QString &s : r.skipped)
        out += s + u'\n';
    return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto r = RequirementsParser::parse(text);
    CHECK(same(r, RequirementsParser::parse(text)));

    CHECK(r.packages.size() + r.indexUrls.size() + r.skipped.size() <= text.count(u'\n') + 1);
    for (const QString &p : r.packages)
        CHECK(isEntry(p) && !p.startsWith(u'-') && !p.startsWith(u'#'));
    for (const QString &s : r.skipped)
        CHECK(isEntry(s) && s.startsWith(u'-'));
    for (const QString &u : r.indexUrls)
        CHECK(isEntry(u) && !hasSpace(u));

    const QString file = written(r);
    const auto back = RequirementsParser::parse(file);
    CHECK(same(back, r));
    // The lines a file was read from, in another order, give the same lists.
    CHECK(written(back) == file);
    return 0;
}
