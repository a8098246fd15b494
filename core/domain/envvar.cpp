// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/domain/envvar.h"

namespace TrainDeck {

void setEnv(EnvList &env, const QString &name, const QString &value)
{
    for (EnvVar &e : env) {
        if (e.name == name) {
            e.value = value;
            e.valueFrom = nullptr;
            return;
        }
    }
    env.append(EnvVar{name, value, nullptr});
}

const EnvVar *findEnv(const EnvList &env, const QString &name)
{
    for (const EnvVar &e : env) {
        if (e.name == name)
            return &e;
    }
    return nullptr;
}

} // namespace TrainDeck
