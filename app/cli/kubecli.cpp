// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/cli/kubecli.h"

namespace TrainDeck::Cli {

void KubeCli::addOptions(CliParser &parser)
{
    parser.addValues(
        {QStringLiteral("kubeconfig"), QStringLiteral("context"), QStringLiteral("namespace")});
}

Kubernetes::KubeConnectionOptions KubeCli::options(const CliParser &args)
{
    Kubernetes::KubeConnectionOptions o;
    o.kubeconfig = args.value(QStringLiteral("kubeconfig"));
    o.kubeconfigList = qEnvironmentVariable("KUBECONFIG");
    o.context = args.value(QStringLiteral("context"));
    o.nameSpace = args.value(QStringLiteral("namespace"));
    // Where a pod's service account is mounted; set only to try the in-cluster
    // configuration outside a pod (docs/kubernetes.md).
    o.serviceAccountDir = qEnvironmentVariable("TRAINDECK_SERVICEACCOUNT_DIR");
    return o;
}

} // namespace TrainDeck::Cli
