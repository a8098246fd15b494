// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/container/remoteworkdir.h"

#include "backends/container/containerbackend.h"
#include "libs/transport/sshmaster.h"

#include "core/backend/backend.h"

#include <QDateTime>
#include <QDir>
#include <QSet>

#include <algorithm>

namespace TrainDeck::Container {

using Transport::SshMaster;

namespace {

constexpr int ExistsCode = 17;
constexpr int LinkCode = 18;

void putOctal(QByteArray &h, int at, int width, qint64 value)
{
    // width-1 octal digits and a NUL, as ustar wants.
    const QByteArray digits = QByteArray::number(value, 8).rightJustified(width - 1, '0');
    std::copy(digits.cbegin(), digits.cend(), h.begin() + at);
    h[at + width - 1] = '\0';
}

Result<QByteArray> header(const QString &path, qint64 size, int mode, char type)
{
    QByteArray h(512, '\0');
    const QByteArray name = path.toUtf8();
    QByteArray prefix;
    QByteArray rest = name;
    if (name.size() > 100) {
        const qsizetype cut = name.lastIndexOf('/', 155);
        if (cut <= 0 || name.size() - cut - 1 > 100)
            return Error::make(Error::Kind::Validation,
                               ContainerBackend::tr("the plan's file name %1 is too long to copy "
                                                    "to the engine's host")
                                   .arg(path));
        prefix = name.left(cut);
        rest = name.mid(cut + 1);
    }
    std::copy(rest.cbegin(), rest.cend(), h.begin());
    putOctal(h, 100, 8, mode);
    putOctal(h, 108, 8, 0);
    putOctal(h, 116, 8, 0);
    putOctal(h, 124, 12, size);
    putOctal(h, 136, 12, QDateTime::currentSecsSinceEpoch());
    h[156] = type;
    const QByteArray magic("ustar\0"
                           "00",
                           8);
    std::copy(magic.cbegin(), magic.cend(), h.begin() + 257);
    std::copy(prefix.cbegin(), prefix.cend(), h.begin() + 345);
    // The checksum counts its own field as spaces.
    std::fill(h.begin() + 148, h.begin() + 156, ' ');
    unsigned sum = 0;
    for (char c : std::as_const(h))
        sum += static_cast<unsigned char>(c);
    const QByteArray digits = QByteArray::number(sum, 8).rightJustified(6, '0');
    std::copy(digits.cbegin(), digits.cend(), h.begin() + 148);
    h[154] = '\0';
    h[155] = ' ';
    return h;
}

Result<void> checkName(const QString &job)
{
    // The same rule as everywhere: a DNS label, so it can never be '..', a path or an option.
    return Backend::checkJobName(job);
}

/// The shell lines that set $root and $name and enter the canonical root, or end the script
/// (exit 0) when `createRoot` is false and there is no root.
QString prologue(const QString &root, const QString &job, bool createRoot)
{
    return QStringLiteral("set -e\numask 022\nroot=%1\nname=%2\n%3cd -P -- \"$root\"\n"
                          "croot=$(pwd -P)\n")
        .arg(SshMaster::shellQuote(root),
             SshMaster::shellQuote(job),
             createRoot ? QStringLiteral("mkdir -p -- \"$root\"\n")
                        : QStringLiteral("[ -d \"$root\" ] || exit 0\n"));
}

} // namespace

Result<QByteArray> RemoteWorkdir::tarOf(const QList<PlanFile> &files)
{
    QByteArray out;
    QSet<QString> dirs;
    for (const PlanFile &f : files) {
        const QString rel = QDir::cleanPath(f.path);
        if (rel.isEmpty() || QDir::isAbsolutePath(rel) || rel == QLatin1String("..")
            || rel.startsWith(QLatin1String("../")) || rel == QLatin1String("."))
            return Error::make(
                Error::Kind::Validation,
                ContainerBackend::tr("the plan's file %1 is not inside the workdir").arg(f.path));
        // Its folders first, each once.
        const QStringList parts = rel.split(QLatin1Char('/'));
        QString dir;
        for (int i = 0; i + 1 < parts.size(); ++i) {
            dir += (dir.isEmpty() ? QString() : QStringLiteral("/")) + parts[i];
            if (dirs.contains(dir))
                continue;
            dirs.insert(dir);
            auto h = header(dir + QLatin1Char('/'), 0, 0755, '5');
            if (!h)
                return h.error();
            out += *h;
        }
        auto h = header(rel, f.content.size(), f.executable ? 0755 : 0644, '0');
        if (!h)
            return h.error();
        out += *h;
        out += f.content;
        out += QByteArray((512 - f.content.size() % 512) % 512, '\0');
    }
    out += QByteArray(1024, '\0');
    return out;
}

Result<QString> RemoteWorkdir::root(const Transport::Endpoint &engine)
{
    auto home = SshMaster::remoteHome(engine);
    if (!home)
        return home.error();
    return QDir::cleanPath(*home + QStringLiteral("/.kubeflow/trainer/containers"));
}

Result<void> RemoteWorkdir::write(const Transport::Endpoint &engine,
                                  const QString &root,
                                  const QString &job,
                                  const QList<PlanFile> &files)
{
    if (auto ok = checkName(job); !ok)
        return ok;
    auto tar = tarOf(files);
    if (!tar)
        return tar.error();
    // mkdir without -p: the workdir is made by this submission or not at all; tar writes
    // only below it, as the remote user, keeping no owner from the archive.
    const QString script
        = prologue(root, job, true)
          + QStringLiteral("if [ -e \"$name\" ] || [ -L \"$name\" ]; then exit %1; fi\n"
                           "mkdir -- \"$name\"\nchmod 0755 -- \"$name\"\n"
                           "tar -x -f - -C \"$croot/$name\" --no-same-owner\n")
                .arg(ExistsCode);
    auto r = SshMaster::run(engine, script, *tar, 120000);
    if (!r) {
        if (r.error().message.contains(QStringLiteral("(exit code %1)").arg(ExistsCode)))
            return Error::make(Error::Kind::Conflict,
                               ContainerBackend::tr("the workdir %1/%2 exists already on %3, "
                                                    "left from an earlier job of that name; "
                                                    "TrainDeck writes only into a workdir it "
                                                    "creates. Look at what is in it, remove it, "
                                                    "or pick another job name.")
                                   .arg(root, job, SshMaster::destination(engine)));
        return Error::make(r.error().kind,
                           ContainerBackend::tr("copying the workdir to %1 failed: %2")
                               .arg(SshMaster::destination(engine), r.error().message));
    }
    return {};
}

Result<void>
RemoteWorkdir::remove(const Transport::Endpoint &engine, const QString &root, const QString &job)
{
    if (auto ok = checkName(job); !ok)
        return ok;
    // Only <canonical root>/<name>; a link there is refused, not followed nor removed.
    const QString script = prologue(root, job, false)
                           + QStringLiteral("if [ -L \"$name\" ]; then exit %1; fi\n"
                                            "[ -e \"$name\" ] || exit 0\n"
                                            "rm -rf -- \"$croot/$name\"\n")
                                 .arg(LinkCode);
    auto r = SshMaster::run(engine, script, {}, 120000);
    if (!r) {
        if (r.error().message.contains(QStringLiteral("(exit code %1)").arg(LinkCode)))
            return Error::make(Error::Kind::Validation,
                               ContainerBackend::tr("the workdir %1/%2 on %3 is a link; "
                                                    "TrainDeck deletes only a folder it made "
                                                    "there, nothing was deleted.")
                                   .arg(root, job, SshMaster::destination(engine)));
        return Error::make(r.error().kind,
                           ContainerBackend::tr("deleting the workdir %1/%2 on %3 failed: %4")
                               .arg(root, job, SshMaster::destination(engine), r.error().message));
    }
    return {};
}

Result<bool>
RemoteWorkdir::exists(const Transport::Endpoint &engine, const QString &root, const QString &job)
{
    if (auto ok = checkName(job); !ok)
        return ok.error();
    auto r = SshMaster::run(engine,
                            QStringLiteral("if [ -e %1/%2 ] || [ -L %1/%2 ]; then echo yes; else "
                                           "echo no; fi")
                                .arg(SshMaster::shellQuote(root), SshMaster::shellQuote(job)),
                            {},
                            30000);
    if (!r)
        return r.error();
    return r->trimmed() == "yes";
}

} // namespace TrainDeck::Container
