// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/files/safefs.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>

#include <cerrno>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace TrainDeck {

namespace {

class Tr
{
    Q_DECLARE_TR_FUNCTIONS(SafeFs)
};

QString why(int err)
{
    return QString::fromLocal8Bit(strerror(err));
}

/// What to do about `err`, for the errors a data folder meets: a message names the fix too.
QString advice(int err)
{
    switch (err) {
    case EROFS:
        return Tr::tr("Choose a folder on a writable disk (for the data folder: Preferences, "
                      "Data, or TRAINDECK_DATA_DIR), or mount it read-write.");
    case ENOSPC:
    case EDQUOT:
        return Tr::tr("Free space on that disk, or choose a folder on another disk.");
    case EACCES:
    case EPERM:
        return Tr::tr("Check the folder's owner and permissions, or choose another folder.");
    default:
        return {};
    }
}

Error ioError(const QString &what, const QString &path, int err)
{
    const QString fix = advice(err);
    return Error::make(err == EEXIST ? Error::Kind::Conflict : Error::Kind::Io,
                       fix.isEmpty() ? Tr::tr("%1 %2: %3").arg(what, path, why(err))
                                     : Tr::tr("%1 %2: %3. %4").arg(what, path, why(err), fix));
}

/// Closes a descriptor when it goes out of scope.
struct Fd
{
    int fd = -1;
    explicit Fd(int f)
        : fd(f)
    {}
    ~Fd()
    {
        if (fd >= 0)
            ::close(fd);
    }
    Fd(const Fd &) = delete;
    Fd &operator=(const Fd &) = delete;
};

Result<void> writeAll(int fd, const QByteArray &data, const QString &path)
{
    qsizetype done = 0;
    while (done < data.size()) {
        const ssize_t n = ::write(fd, data.constData() + done, size_t(data.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return ioError(Tr::tr("cannot write"), path, errno);
        done += n;
    }
    return {};
}

/// Deletes everything inside the open folder `dirFd` (which is on device `dev`), never
/// following a link, never crossing into another file system. Keeps going after an error
/// so that as much as possible goes; returns the first error.
Result<void> removeContents(int dirFd, dev_t dev, const QString &path)
{
    const int listFd = ::dup(dirFd);
    if (listFd < 0)
        return ioError(Tr::tr("cannot read the folder"), path, errno);
    DIR *dir = ::fdopendir(listFd);
    if (!dir) {
        const int err = errno;
        ::close(listFd);
        return ioError(Tr::tr("cannot read the folder"), path, err);
    }
    std::optional<Error> first;
    auto note = [&first](Error e) {
        if (!first)
            first = std::move(e);
    };
    // Names first, then deletions: unlinking while readdir walks the same stream is allowed
    // but may skip entries on some file systems.
    QList<QByteArray> names;
    while (dirent *e = ::readdir(dir)) {
        if (std::strcmp(e->d_name, ".") == 0 || std::strcmp(e->d_name, "..") == 0)
            continue;
        names << QByteArray(e->d_name);
    }
    ::closedir(dir);
    for (const QByteArray &n : std::as_const(names)) {
        const QString child = path + QLatin1Char('/') + QString::fromLocal8Bit(n);
        struct stat st;
        if (::fstatat(dirFd, n.constData(), &st, AT_SYMLINK_NOFOLLOW) != 0) {
            if (errno != ENOENT)
                note(ioError(Tr::tr("cannot inspect"), child, errno));
            continue;
        }
        if (S_ISDIR(st.st_mode)) {
            if (st.st_dev != dev) {
                note(Error::make(Error::Kind::Validation,
                                 Tr::tr("%1 is another file system mounted inside the folder; "
                                        "TrainDeck leaves it alone. Unmount it, then delete "
                                        "again.")
                                     .arg(child)));
                continue;
            }
            Fd sub(::openat(dirFd, n.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
            if (sub.fd < 0) {
                note(ioError(Tr::tr("cannot open"), child, errno));
                continue;
            }
            if (auto r = removeContents(sub.fd, dev, child); !r)
                note(r.error());
            if (::unlinkat(dirFd, n.constData(), AT_REMOVEDIR) != 0 && errno != ENOENT)
                note(ioError(Tr::tr("cannot delete"), child, errno));
        } else if (::unlinkat(dirFd, n.constData(), 0) != 0 && errno != ENOENT) {
            note(ioError(Tr::tr("cannot delete"), child, errno));
        }
    }
    if (first)
        return *first;
    return {};
}

} // namespace

Result<void> SafeFs::makeDirs(const QString &path, int mode)
{
    const QString abs = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    // Walk down from the root: only the folders that are missing get created (and moded).
    const QStringList parts = abs.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    QString at;
    for (const QString &p : parts) {
        at += QLatin1Char('/') + p;
        const QByteArray native = QFile::encodeName(at);
        struct stat st;
        if (::stat(native.constData(), &st) == 0) {
            if (!S_ISDIR(st.st_mode))
                return Error::make(
                    Error::Kind::Io,
                    Tr::tr(
                        "cannot create the folder %1: %2 is not a folder. Move that file away, or "
                        "choose another folder.")
                        .arg(abs, at));
            continue;
        }
        if (::mkdir(native.constData(), mode_t(mode)) != 0 && errno != EEXIST)
            return ioError(Tr::tr("cannot create the folder"), at, errno);
        if (::chmod(native.constData(), mode_t(mode)) != 0)
            return ioError(Tr::tr("cannot set the permissions of"), at, errno);
    }
    return {};
}

Result<void> SafeFs::makeNewDir(const QString &path, int mode)
{
    const QByteArray native = QFile::encodeName(path);
    if (::mkdir(native.constData(), mode_t(mode)) != 0)
        return ioError(Tr::tr("cannot create the folder"), path, errno);
    // Through a handle opened without following links: the mode goes to the folder just
    // made, never to what a link swapped in since points at.
    Fd fd(::open(native.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (fd.fd < 0 || ::fchmod(fd.fd, mode_t(mode)) != 0)
        return ioError(Tr::tr("cannot set the permissions of"), path, errno);
    return {};
}

Result<void> SafeFs::writeNewFile(const QString &path, const QByteArray &data, int mode)
{
    const QByteArray native = QFile::encodeName(path);
    Fd fd(::open(native.constData(),
                 O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
                 mode_t(mode & 0600)));
    if (fd.fd < 0)
        return ioError(Tr::tr("cannot create"), path, errno);
    if (::fchmod(fd.fd, mode_t(mode)) != 0)
        return ioError(Tr::tr("cannot set the permissions of"), path, errno);
    return writeAll(fd.fd, data, path);
}

Result<void> SafeFs::replaceFile(const QString &path, const QByteArray &data, int mode)
{
    const QString tmp = QStringLiteral("%1.tmp-%2")
                            .arg(path)
                            .arg(QRandomGenerator::global()->generate64(), 0, 36);
    const QByteArray nativeTmp = QFile::encodeName(tmp);
    {
        Fd fd(::open(nativeTmp.constData(),
                     O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
                     mode_t(mode & 0600)));
        if (fd.fd < 0)
            return ioError(Tr::tr("cannot create"), tmp, errno);
        Result<void> w
            = ::fchmod(fd.fd, mode_t(mode)) == 0
                  ? writeAll(fd.fd, data, tmp)
                  : Result<void>(ioError(Tr::tr("cannot set the permissions of"), tmp, errno));
        if (w && ::fsync(fd.fd) != 0)
            w = ioError(Tr::tr("cannot write"), tmp, errno);
        if (!w) {
            ::unlink(nativeTmp.constData());
            return w;
        }
    }
    if (::rename(nativeTmp.constData(), QFile::encodeName(path).constData()) != 0) {
        const int err = errno;
        ::unlink(nativeTmp.constData());
        return ioError(Tr::tr("cannot write"), path, err);
    }
    return {};
}

Result<void> SafeFs::appendFile(const QString &path, const QByteArray &data, int mode)
{
    const QByteArray native = QFile::encodeName(path);
    Fd fd(::open(native.constData(),
                 O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC,
                 mode_t(mode & 0600)));
    if (fd.fd < 0)
        return ioError(Tr::tr("cannot open"), path, errno);
    struct stat st;
    if (::fstat(fd.fd, &st) == 0 && (st.st_mode & 07777) != mode_t(mode)
        && ::fchmod(fd.fd, mode_t(mode)) != 0)
        return ioError(Tr::tr("cannot set the permissions of"), path, errno);
    return writeAll(fd.fd, data, path);
}

Result<void> SafeFs::setMode(const QString &path, int mode)
{
    const QByteArray native = QFile::encodeName(path);
    // O_PATH cannot fchmod; a plain open of a folder or a file we own is enough here.
    Fd fd(::open(native.constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK));
    if (fd.fd < 0 || ::fchmod(fd.fd, mode_t(mode)) != 0)
        return ioError(Tr::tr("cannot set the permissions of"), path, errno);
    return {};
}

bool SafeFs::isPlainName(const QString &name)
{
    return !name.isEmpty() && name != QLatin1String(".") && name != QLatin1String("..")
           && !name.contains(QLatin1Char('/')) && !name.contains(QChar(0));
}

Result<QString> SafeFs::childPath(const QString &root, const QString &name)
{
    if (!isPlainName(name))
        return Error::make(
            Error::Kind::Validation,
            Tr::tr("'%1' cannot name a folder inside %2; nothing was touched").arg(name, root));
    const QString canonicalRoot = QFileInfo(root).canonicalFilePath();
    if (canonicalRoot.isEmpty())
        return Error::make(Error::Kind::NotFound, Tr::tr("the folder %1 does not exist").arg(root));
    return canonicalRoot + QLatin1Char('/') + name;
}

Result<void> SafeFs::checkRemovableChild(const QString &root, const QString &name)
{
    const auto path = childPath(root, name);
    if (!path)
        return path.error().kind == Error::Kind::NotFound ? Result<void>() : path.error();
    struct stat st;
    if (::lstat(QFile::encodeName(*path).constData(), &st) != 0)
        return errno == ENOENT ? Result<void>() : ioError(Tr::tr("cannot inspect"), *path, errno);
    if (S_ISLNK(st.st_mode))
        return Error::make(Error::Kind::Validation,
                           Tr::tr("%1 is a symbolic link (to %2); TrainDeck does not delete "
                                  "through links, so nothing was deleted. Look at where it "
                                  "points; remove the link yourself (rm %1) if it is not yours, "
                                  "then delete again.")
                               .arg(*path, QFileInfo(*path).symLinkTarget()));
    if (!S_ISDIR(st.st_mode))
        return Error::make(Error::Kind::Validation,
                           Tr::tr("%1 is not a folder; TrainDeck leaves it alone, so nothing "
                                  "was deleted. Remove it yourself if it is not yours, then "
                                  "delete again.")
                               .arg(*path));
    return {};
}

Result<bool> SafeFs::removeChild(const QString &root, const QString &name)
{
    if (auto ok = checkRemovableChild(root, name); !ok)
        return ok.error();
    const auto path = childPath(root, name);
    if (!path)
        return false; // no root: nothing below it either
    const QString canonicalRoot = QFileInfo(*path).path();
    Fd rootFd(
        ::open(QFile::encodeName(canonicalRoot).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (rootFd.fd < 0)
        return ioError(Tr::tr("cannot open"), canonicalRoot, errno);
    const QByteArray n = QFile::encodeName(name);
    // O_NOFOLLOW|O_DIRECTORY on the handle we delete through: if root/name became a link
    // since the check above, this fails (ELOOP/ENOTDIR) instead of following it.
    Fd dirFd(::openat(rootFd.fd, n.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (dirFd.fd < 0) {
        if (errno == ENOENT)
            return false;
        if (errno == ELOOP || errno == ENOTDIR)
            return checkRemovableChild(root, name).ok()
                       ? Result<bool>(ioError(Tr::tr("cannot open"), *path, errno))
                       : Result<bool>(checkRemovableChild(root, name).error());
        return ioError(Tr::tr("cannot open"), *path, errno);
    }
    struct stat st;
    if (::fstat(dirFd.fd, &st) != 0)
        return ioError(Tr::tr("cannot inspect"), *path, errno);
    if (auto r = removeContents(dirFd.fd, st.st_dev, *path); !r)
        return r.error();
    if (::unlinkat(rootFd.fd, n.constData(), AT_REMOVEDIR) != 0 && errno != ENOENT)
        return ioError(Tr::tr("cannot delete"), *path, errno);
    return true;
}

} // namespace TrainDeck
