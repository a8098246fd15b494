// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "tests/support/jobfiles.h"

#include "core/catalog/runtimecatalog.h"
#include "core/codec/document.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QtGlobal>

bool JobFiles::write(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size()) {
        qWarning("cannot write %s: %s", qPrintable(path), qPrintable(f.errorString()));
        return false;
    }
    return true;
}

QByteArray JobFiles::trainJob(const QByteArray &name,
                              const QByteArray &runtime,
                              const QByteArray &runtimeKind,
                              const QByteArray &script,
                              const QByteArray &nodes)
{
    return "apiVersion: trainer.kubeflow.org/v1alpha1\n"
           "kind: TrainJob\n"
           "metadata:\n"
           "  name: "
           + name + "\n  annotations:\n    traindeck.io/script: " + script
           + "\nspec:\n  runtimeRef:\n    name: " + runtime + "\n    kind: " + runtimeKind
           + "\n  trainer:\n    numNodes: " + nodes + "\n";
}

QByteArray
JobFiles::runtime(const QByteArray &name, const QByteArray &kind, const QByteArray &image)
{
    const auto rt = TrainDeck::RuntimeCatalog::bundled().find(QStringLiteral("torch-distributed"));
    if (!rt)
        return {};
    nlohmann::ordered_json j = rt->document;
    j["kind"] = kind.toStdString();
    j["metadata"]["name"] = name.toStdString();
    if (!image.isEmpty()) {
        for (auto &rj : j["spec"]["template"]["spec"]["replicatedJobs"]) {
            for (auto &c : rj["template"]["spec"]["template"]["spec"]["containers"]) {
                if (c.value("name", "") == "node")
                    c["image"] = image.toStdString();
            }
        }
    }
    return TrainDeck::Document::toYaml(j);
}
