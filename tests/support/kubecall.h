// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "backends/kubernetes/kubeclient.h"
#include "backends/kubernetes/kubeconfig.h"

#include <QElapsedTimer>
#include <QTest>

#include <optional>

/// The answer of a KubeClient call, with the event loop running; a call that never answers
/// ends the test instead of hanging it.
template<class T>
TrainDeck::Result<T>
kubeCall(const std::function<void(TrainDeck::Kubernetes::KubeClient::Done<T>)> &start,
         int timeoutMs = 30000)
{
    std::optional<TrainDeck::Result<T>> answer;
    start([&answer](TrainDeck::Result<T> r) { answer.emplace(std::move(r)); });
    QElapsedTimer t;
    t.start();
    while (!answer && t.elapsed() < timeoutMs)
        QTest::qWait(5);
    if (!answer)
        qFatal("a Kubernetes call did not answer within %d ms", timeoutMs);
    return std::move(*answer);
}

/// A client for `kubeconfig`'s `context` (empty: the current one) that retries fast, so that
/// tests of failures do not wait for the real backoff; a kubeconfig that does not load ends
/// the test.
inline std::unique_ptr<TrainDeck::Kubernetes::KubeClient> kubeClientFor(const QString &kubeconfig,
                                                                        const QString &context = {})
{
    using namespace TrainDeck::Kubernetes;
    auto config = Kubeconfig::load(kubeconfig, {});
    if (!config)
        qFatal("kubeconfig: %s", qPrintable(config.error().toString()));
    auto resolved = config->resolve(context);
    if (!resolved)
        qFatal("resolve: %s", qPrintable(resolved.error().toString()));
    auto client = KubeClient::create(*resolved);
    if (!client)
        qFatal("client: %s", qPrintable(client.error().toString()));
    KubeClient::RetryPolicy fast;
    fast.baseMs = 20;
    fast.maxMs = 200;
    (*client)->setRetryPolicy(fast);
    return std::move(*client);
}
