// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "tests/support/prerequisite.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>

#include <cerrno>
#include <cstring>
#include <sched.h>
#include <sys/mount.h>
#include <unistd.h>

/// A tmpfs of a given size at `path`, mounted in a mount namespace of this test process's own
/// (so that no other process sees it and nothing is left mounted when the test dies), and
/// unmounted again when it goes. Needs root: root() tells, and a test says so and skips.
class PrivateTmpfs
{
public:
    static bool root() { return geteuid() == 0; }

    /// Mounts it; an empty string on success, else what failed.
    QString mount(const QString &path, const QByteArray &size)
    {
        if (unshare(CLONE_NEWNS) != 0)
            return QStringLiteral("unshare: ") + QString::fromLocal8Bit(strerror(errno));
        // Private, so the mount below does not reach the namespace the test started in.
        if (::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0)
            return QStringLiteral("mount --make-rprivate /: ")
                   + QString::fromLocal8Bit(strerror(errno));
        if (!QDir().mkpath(path))
            return QStringLiteral("cannot create ") + path;
        m_path = QFile::encodeName(path);
        if (::mount("tmpfs", m_path.constData(), "tmpfs", 0, ("size=" + size).constData()) != 0) {
            m_path.clear();
            return QStringLiteral("mount tmpfs: ") + QString::fromLocal8Bit(strerror(errno));
        }
        return {};
    }
    /// Opens `filler` (unbuffered) and writes it until the disk takes no more, to the last
    /// byte; false when it cannot be opened.
    static bool fillUp(QFile &filler)
    {
        if (!filler.isOpen() && !filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            return false;
        const QByteArray block(4096, 'f');
        while (filler.write(block) == block.size()) {}
        while (filler.write("f", 1) == 1) {}
        return true;
    }
    /// Makes it read-only; an empty string on success, else what failed.
    QString makeReadOnly()
    {
        if (::mount(nullptr, m_path.constData(), nullptr, MS_REMOUNT | MS_RDONLY, nullptr) != 0)
            return QStringLiteral("remount read-only: ") + QString::fromLocal8Bit(strerror(errno));
        return {};
    }
    ~PrivateTmpfs()
    {
        if (!m_path.isEmpty())
            umount2(m_path.constData(), MNT_DETACH);
    }

private:
    QByteArray m_path;
};

/// Requires root (the mount needs it; scripts/test and CI run as root, so there a missing
/// root fails, and only a run by hand skips), then mounts `tmpfs` at `path` with `size`,
/// failing the test when that does not work. QFAIL, QSKIP and QVERIFY return from the caller,
/// hence a macro.
#define TRAINDECK_MOUNT_TMPFS(tmpfs, path, size) \
    do { \
        TRAINDECK_REQUIRE(PrivateTmpfs::root(), \
                          QStringLiteral("root (to mount a tmpfs in a mount namespace)"), \
                          QStringLiteral("run the test as root, as scripts/test does")); \
        const QString traindeckMountFailed_ = (tmpfs).mount((path), (size)); \
        QVERIFY2(traindeckMountFailed_.isEmpty(), qPrintable(traindeckMountFailed_)); \
    } while (false)
