// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/backend/backendregistry.h"

#include "core/backend/backend.h"

namespace TrainDeck {

void BackendRegistry::add(Entry entry)
{
    for (Entry &e : m_entries) {
        if (e.kind == entry.kind) {
            e = std::move(entry);
            return;
        }
    }
    m_entries.append(std::move(entry));
}

const BackendRegistry::Entry *BackendRegistry::find(BackendKind kind) const
{
    for (const Entry &e : m_entries) {
        if (e.kind == kind)
            return &e;
    }
    return nullptr;
}

bool BackendRegistry::has(BackendKind kind) const
{
    return find(kind) != nullptr;
}

QList<BackendKind> BackendRegistry::kinds() const
{
    QList<BackendKind> all;
    for (const Entry &e : m_entries)
        all << e.kind;
    return all;
}

QList<BackendKind> BackendRegistry::presentKinds() const
{
    QList<BackendKind> present;
    for (const Entry &e : m_entries) {
        if (!e.present || e.present())
            present << e.kind;
    }
    return present;
}

QList<BackendKind> BackendRegistry::knownKinds()
{
    return {BackendKind::Local, BackendKind::Docker, BackendKind::Podman, BackendKind::Kubernetes};
}

QString BackendRegistry::kindName(BackendKind kind)
{
    return enumName(kind).toLower();
}

namespace {

/// "a, b or c": the choices an error message offers.
QString choiceList(const QList<BackendKind> &kinds)
{
    QStringList names;
    for (const BackendKind k : kinds)
        names << BackendRegistry::kindName(k);
    if (names.size() < 2)
        return names.join(QString());
    const QString last = names.takeLast();
    return BackendRegistry::tr("%1 or %2").arg(names.join(QStringLiteral(", ")), last);
}

} // namespace

Result<BackendKind> BackendRegistry::parseKind(const QString &text)
{
    if (const auto kind = backendKindFromString(text))
        return *kind;
    return Error::make(Error::Kind::Validation,
                       tr("unknown backend '%1'; use %2").arg(text, choiceList(knownKinds())));
}

Result<BackendKind> BackendRegistry::parseBuiltKind(const QString &text) const
{
    const auto kind = backendKindFromString(text);
    if (!kind)
        return Error::make(Error::Kind::Validation,
                           tr("unknown backend '%1'; use %2").arg(text, choiceList(kinds())));
    if (!has(*kind))
        return notBuilt(*kind);
    return *kind;
}

Error BackendRegistry::notBuilt(BackendKind kind)
{
    return Error::make(Error::Kind::Unsupported,
                       tr("the %1 backend is not available in this build of %2")
                           .arg(enumName(kind), QCoreApplication::applicationName()));
}

Result<std::unique_ptr<Backend>> BackendRegistry::create(BackendKind kind,
                                                         const BackendOptions &options) const
{
    const Entry *entry = find(kind);
    if (!entry || !entry->create)
        return notBuilt(kind);
    return entry->create(options);
}

QList<ConnectionChoice> BackendRegistry::choices(BackendKind kind,
                                                 const BackendOptions &options) const
{
    const Entry *e = find(kind);
    return e && e->choices ? e->choices(options) : QList<ConnectionChoice>();
}

QFuture<Result<bool>> BackendRegistry::ready(Backend &backend) const
{
    const Entry *entry = find(backend.kind());
    if (!entry || !entry->ready)
        return QtFuture::makeReadyFuture(Result<bool>(true));
    return entry->ready(backend);
}

} // namespace TrainDeck
