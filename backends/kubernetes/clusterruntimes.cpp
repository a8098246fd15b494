// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/kubernetes/clusterruntimes.h"

#include "backends/kubernetes/kubeclient.h"
#include "core/codec/document.h"
#include "core/codec/runtimecodec.h"
#include "core/support/jsonutil.h"

#include <QMap>

namespace TrainDeck::Kubernetes {

using json = nlohmann::ordered_json;

ClusterRuntimes::Listing ClusterRuntimes::merge(const QList<json> &cluster,
                                                const QList<json> &namespaced,
                                                const QString &origin)
{
    Listing out;
    QMap<QString, Runtime> byName;
    const auto add = [&](const json &object) {
        const json &meta = Json::member(object, "metadata");
        const QString name = Json::string(meta, "name");
        const QString kind = Json::string(object, "kind");
        const QString source = QStringLiteral("%1/%2/%3").arg(origin, kind, name);
        const json &labels = Json::member(meta, "labels");
        const auto unusable = [&](const QString &reason) {
            Runtime r;
            r.name = name;
            r.kind = kind == QLatin1String("TrainingRuntime") ? RuntimeKind::TrainingRuntime
                                                              : RuntimeKind::ClusterTrainingRuntime;
            r.namespaceName = Json::string(meta, "namespace");
            r.unusableReason = reason;
            r.sourceFile = source;
            r.document = object;
            byName.insert(name, r);
        };
        if (!labels.is_object()
            || Json::string(labels, "trainer.kubeflow.org/framework").isEmpty()) {
            const QString reason = tr("it has no trainer.kubeflow.org/framework label, so no "
                                      "job can say which framework it runs; ask the cluster's "
                                      "administrator to add the label");
            out.warnings << Error::make(Error::Kind::Validation,
                                        tr("%1 %2 cannot be used: %3").arg(kind, name, reason))
                                .at(source);
            return unusable(reason);
        }
        auto runtime = RuntimeCodec::decode(Document::fromJson(object, source));
        if (!runtime) {
            out.warnings << runtime.error();
            if (!name.isEmpty())
                unusable(runtime.error().message);
            return;
        }
        byName.insert(runtime->name, *runtime);
    };
    for (const json &o : cluster)
        add(o);
    // Namespaced second: a TrainingRuntime hides the ClusterTrainingRuntime of its name.
    for (const json &o : namespaced)
        add(o);
    out.runtimes = byName.values();
    return out;
}

void ClusterRuntimes::list(KubeClient *client,
                           const QString &nameSpace,
                           std::function<void(Result<Listing>)> done)
{
    struct State
    {
        std::optional<Result<KubeClient::ObjectList>> cluster;
        std::optional<Result<KubeClient::ObjectList>> namespaced;
    };
    auto state = std::make_shared<State>();
    const QString origin = client->server();
    const auto finish = [state, done, origin] {
        if (!state->cluster || !state->namespaced)
            return;
        if (!*state->cluster) {
            Error e = state->cluster->error();
            // Without Trainer's CRDs the API server knows no such resource.
            if (e.httpStatus == 404)
                e.message = tr("%1\nKubeflow Trainer is not installed on this cluster (it does "
                               "not serve ClusterTrainingRuntimes): install Kubeflow Trainer, or "
                               "choose a context whose cluster has it")
                                .arg(e.message);
            return done(e);
        }
        QList<json> namespacedItems;
        // The SDK tolerates a cluster without namespaced runtimes (404); so does TrainDeck.
        if (*state->namespaced)
            namespacedItems = (*state->namespaced)->items;
        else if (state->namespaced->error().httpStatus != 404)
            return done(state->namespaced->error());
        done(merge((*state->cluster)->items, namespacedItems, origin));
    };
    client->list(KubeResource::clusterTrainingRuntimes(), {}, {}, [state, finish](auto r) {
        state->cluster = std::move(r);
        finish();
    });
    client->list(KubeResource::trainingRuntimes(), nameSpace, {}, [state, finish](auto r) {
        state->namespaced = std::move(r);
        finish();
    });
}

} // namespace TrainDeck::Kubernetes
