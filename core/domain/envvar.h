// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>
#include <QString>

#include <nlohmann/json.hpp>

namespace TrainDeck {

/// A container/process environment variable. `valueFrom` keeps a Kubernetes EnvVarSource
/// (secretKeyRef, fieldRef...) verbatim when the variable has no literal value.
struct EnvVar
{
    QString name;
    QString value;
    nlohmann::ordered_json valueFrom; ///< null unless the variable is a reference

    bool isReference() const { return !valueFrom.is_null(); }
    friend bool operator==(const EnvVar &a, const EnvVar &b)
    {
        return a.name == b.name && a.value == b.value && a.valueFrom == b.valueFrom;
    }
};

using EnvList = QList<EnvVar>;

/// Sets `name` in `env`, replacing an earlier entry so that the last writer wins and order is
/// kept stable.
void setEnv(EnvList &env, const QString &name, const QString &value);
const EnvVar *findEnv(const EnvList &env, const QString &name);

} // namespace TrainDeck
