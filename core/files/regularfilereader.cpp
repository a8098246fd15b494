// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/files/regularfilereader.h"

#include <QFile>
#include <QScopeGuard>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace TrainDeck {

namespace {

QString sizeText(qint64 bytes)
{
    constexpr qint64 MiB = 1024 * 1024;
    if (bytes >= MiB && bytes % MiB == 0)
        return RegularFileReader::tr("%1 MiB").arg(bytes / MiB);
    if (bytes >= MiB)
        return RegularFileReader::tr("%1 MiB").arg(double(bytes) / double(MiB), 0, 'f', 1);
    if (bytes >= 1024 && bytes % 1024 == 0)
        return RegularFileReader::tr("%1 KiB").arg(bytes / 1024);
    return RegularFileReader::tr("%1 bytes").arg(bytes);
}

Error tooLarge(const QString &path, const QString &what, qint64 size, qint64 maxBytes)
{
    const QString message
        = size > maxBytes
              ? RegularFileReader::tr("the file is %1; a %2 may be at most %3")
                    .arg(sizeText(size), what, sizeText(maxBytes))
              : RegularFileReader::tr("the file is larger than %1, the most a %2 may be")
                    .arg(sizeText(maxBytes), what);
    return Error::make(Error::Kind::Io, message).at(path);
}

Result<QByteArray> readResource(const QString &path, qint64 maxBytes, const QString &what)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Error::make(Error::Kind::NotFound, f.errorString()).at(path);
    if (f.size() > maxBytes)
        return tooLarge(path, what, f.size(), maxBytes);
    return f.readAll();
}

} // namespace

QString RegularFileReader::describeType(unsigned int mode)
{
    switch (mode & S_IFMT) {
    case S_IFREG:
        return {};
    case S_IFDIR:
        return tr("a folder");
    case S_IFIFO:
        return tr("a FIFO (named pipe)");
    case S_IFCHR:
        return tr("a character device");
    case S_IFBLK:
        return tr("a block device");
    case S_IFSOCK:
        return tr("a socket");
    default:
        break;
    }
    return tr("not a regular file");
}

Result<QByteArray>
RegularFileReader::read(const QString &path, qint64 maxBytes, const QString &whatIn)
{
    const QString what = whatIn.isEmpty() ? tr("file") : whatIn;
    if (path.startsWith(u':'))
        return readResource(path, maxBytes, what);
    if (path.isEmpty())
        return Error::make(Error::Kind::NotFound,
                           tr("no file named; give the path of a %1").arg(what));

    // O_NONBLOCK: opening a FIFO for reading must not wait for a writer. O_NOCTTY: a
    // terminal device named by mistake must not become our controlling terminal.
    const QByteArray native = QFile::encodeName(path);
    int fd = -1;
    do {
        fd = ::open(native.constData(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
    } while (fd < 0 && errno == EINTR);
    if (fd < 0) {
        const int err = errno;
        switch (err) {
        case ENOENT:
        case ENOTDIR:
            return Error::make(Error::Kind::NotFound, tr("no such file; check the path")).at(path);
        case EACCES:
        case EPERM:
            return Error::make(Error::Kind::Io,
                               tr("permission denied; make the %1 readable by you").arg(what))
                .at(path);
        case ENXIO:
            // A Unix socket cannot be opened at all.
            return Error::make(Error::Kind::Io,
                               tr("this is a socket, not a file; give the path of a %1").arg(what))
                .at(path);
        default:
            return Error::make(Error::Kind::Io,
                               tr("cannot open the file: %1")
                                   .arg(QString::fromLocal8Bit(std::strerror(err))))
                .at(path);
        }
    }
    const auto closeFd = qScopeGuard([fd] { ::close(fd); });

    struct stat st = {};
    if (::fstat(fd, &st) != 0)
        return Error::make(Error::Kind::Io,
                           tr("cannot inspect the file: %1")
                               .arg(QString::fromLocal8Bit(std::strerror(errno))))
            .at(path);
    if (S_ISDIR(st.st_mode))
        return Error::make(Error::Kind::Io,
                           tr("this is a folder, not a file; give the path of a %1").arg(what))
            .at(path);
    if (!S_ISREG(st.st_mode))
        return Error::make(Error::Kind::Io,
                           tr("this is %1, not a regular file; TrainDeck reads a %2 only from a "
                              "regular file: save the content to a file and give its path")
                               .arg(describeType(st.st_mode), what))
            .at(path);
    if (st.st_size > maxBytes)
        return tooLarge(path, what, st.st_size, maxBytes);

    // A regular file: blocking reads are fine (and O_NONBLOCK means nothing for it anyway).
    if (const int flags = ::fcntl(fd, F_GETFL); flags >= 0)
        (void)::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);

    // One byte past the limit tells a file that grew since fstat from one that fits.
    QByteArray out;
    out.resize(qsizetype(std::min<qint64>(st.st_size, maxBytes) + 1));
    qint64 got = 0;
    while (true) {
        if (got == out.size()) {
            if (got > maxBytes)
                break;
            out.resize(qsizetype(std::min<qint64>(maxBytes + 1, qint64(out.size()) * 2 + 4096)));
        }
        const ssize_t n = ::read(fd, out.data() + got, size_t(out.size() - got));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return Error::make(Error::Kind::Io,
                               tr("cannot read the file: %1")
                                   .arg(QString::fromLocal8Bit(std::strerror(errno))))
                .at(path);
        }
        if (n == 0)
            break;
        got += n;
    }
    if (got > maxBytes)
        return tooLarge(path, what, -1, maxBytes);
    out.truncate(qsizetype(got));
    return out;
}

} // namespace TrainDeck
