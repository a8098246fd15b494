// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/files/dropclassifier.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace TrainDeck {

namespace {

const QString TrainPy = QStringLiteral("train.py");
const QString MainPy = QStringLiteral("main.py");
const QString RequirementsTxt = QStringLiteral("requirements.txt");

} // namespace

const QStringList &DropClassifier::projectFileNames()
{
    static const QStringList names{TrainPy, MainPy, RequirementsTxt};
    return names;
}

DropClassifier::Kind DropClassifier::classifyFileName(const QString &fileName)
{
    const QString name = fileName.toLower();
    if (name.endsWith(QLatin1String(".py")))
        return Kind::Script;
    if (name.endsWith(QLatin1String(".yaml")) || name.endsWith(QLatin1String(".yml"))
        || name.endsWith(QLatin1String(".json")))
        return Kind::Yaml;
    if (name.startsWith(QLatin1String("requirements")) && name.endsWith(QLatin1String(".txt")))
        return Kind::Requirements;
    return Kind::None;
}

DropClassifier::Kind DropClassifier::classify(const Facts &facts)
{
    if (facts.isFolder)
        return project(facts.folderFiles).script.isEmpty() ? Kind::None : Kind::Folder;
    if (!facts.isRegularFile)
        return Kind::None;
    return classifyFileName(facts.fileName);
}

DropClassifier::Project DropClassifier::project(const QStringList &folderFiles)
{
    Project p;
    for (const QString &script : {TrainPy, MainPy}) {
        if (folderFiles.contains(script)) {
            p.script = script;
            break;
        }
    }
    if (folderFiles.contains(RequirementsTxt))
        p.requirements = RequirementsTxt;
    return p;
}

QStringList DropClassifier::loadOrder(const QStringList &paths)
{
    QStringList out = paths;
    std::stable_sort(out.begin(), out.end(), [](const QString &a, const QString &b) {
        auto isRequirements = [](const QString &p) {
            return classifyFileName(QFileInfo(p).fileName()) == Kind::Requirements;
        };
        return isRequirements(a) < isRequirements(b);
    });
    return out;
}

DropClassifier::Facts DropClassifier::inspect(const QString &path)
{
    const QFileInfo info(path);
    Facts f;
    f.fileName = info.fileName();
    f.isFolder = info.isDir();
    f.isRegularFile = info.isFile();
    if (f.isFolder) {
        const QDir dir(path);
        for (const QString &name : projectFileNames()) {
            if (QFileInfo(dir.filePath(name)).isFile())
                f.folderFiles << name;
        }
    }
    return f;
}

DropClassifier::Project DropClassifier::projectIn(const QString &folder)
{
    Project p = project(inspect(folder).folderFiles);
    const QDir dir(folder);
    if (!p.script.isEmpty())
        p.script = dir.filePath(p.script);
    if (!p.requirements.isEmpty())
        p.requirements = dir.filePath(p.requirements);
    return p;
}

} // namespace TrainDeck
