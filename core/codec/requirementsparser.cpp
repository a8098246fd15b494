// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/codec/requirementsparser.h"

#include "core/files/regularfilereader.h"

#include <QRegularExpression>

namespace TrainDeck {

RequirementsParser::Requirements RequirementsParser::parse(const QString &text)
{
    static const QRegularExpression index(
        QStringLiteral("^(--index-url|-i|--extra-index-url)[=\\s]+(\\S+)$"));
    Requirements out;
    const QStringList lines = text.split(u'\n');
    for (QString line : lines) {
        if (const qsizetype hash = line.indexOf(QStringLiteral(" #")); hash >= 0)
            line.truncate(hash);
        line = line.trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        if (const auto m = index.match(line); m.hasMatch()) {
            if (m.captured(1) == QLatin1String("--extra-index-url"))
                out.indexUrls << m.captured(2);
            else
                out.indexUrls.prepend(m.captured(2));
            continue;
        }
        if (line.startsWith(u'-')) {
            out.skipped << line; // -r, -e, --hash...: pip options the trainer cannot pass on
            continue;
        }
        out.packages << line;
    }
    return out;
}

Result<RequirementsParser::Requirements> RequirementsParser::readFile(const QString &path)
{
    const auto read = RegularFileReader::read(path, MaxBytes, tr("requirements file"));
    if (!read)
        return read.error();
    return parse(QString::fromUtf8(*read));
}

} // namespace TrainDeck
