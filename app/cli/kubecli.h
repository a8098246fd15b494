// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "app/cli/cliparser.h"
#include "backends/kubernetes/kubeconnection.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QTimer>

#include <functional>
#include <optional>

namespace TrainDeck::Cli {

/// What the commands that reach a Kubernetes cluster share: kubectl's connection options,
/// and waiting for the client's answers (the command line has no UI to keep responsive).
class KubeCli
{
    Q_DECLARE_TR_FUNCTIONS(KubeCli)
public:
    static void addOptions(CliParser &parser);
    static Kubernetes::KubeConnectionOptions options(const CliParser &args);

    /// Runs the event loop until `start` calls its callback with the answer, or `timeoutMs`
    /// passes (then nullopt).
    template<class T>
    static std::optional<T> wait(const std::function<void(std::function<void(T)>)> &start,
                                 int timeoutMs)
    {
        std::optional<T> answer;
        QEventLoop loop;
        QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
        start([&answer, &loop](T value) {
            answer.emplace(std::move(value));
            loop.quit();
        });
        if (!answer)
            loop.exec();
        return answer;
    }
};

} // namespace TrainDeck::Cli
