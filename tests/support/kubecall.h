// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "backends/kubernetes/kubeclient.h"

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
