// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "models/datafoldermove.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryFile>

#include <algorithm>

namespace TrainDeck::Models {

namespace {

constexpr auto Everything = QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot;

QString clean(const QString &path)
{
    return QDir::cleanPath(QDir(path).absolutePath());
}

/// `inner` is `outer` or below it (both cleaned, symbolic links resolved where they exist).
bool isWithin(const QString &inner, const QString &outer)
{
    const auto resolve = [](const QString &p) {
        const QString canonical = QFileInfo(p).canonicalFilePath();
        return canonical.isEmpty() ? clean(p) : canonical;
    };
    // The target may not exist yet: resolve its nearest existing parent.
    QString existing = clean(inner);
    QString rest;
    while (!QFileInfo::exists(existing) && existing != QDir::rootPath()) {
        rest = QFileInfo(existing).fileName() + (rest.isEmpty() ? QString() : u'/' + rest);
        existing = QFileInfo(existing).absolutePath();
    }
    const QString a = rest.isEmpty() ? resolve(existing) : resolve(existing) + u'/' + rest;
    const QString b = resolve(outer);
    return a == b || a.startsWith(b.endsWith(u'/') ? b : b + u'/');
}

constexpr qint64 Chunk = qint64(1) << 20;

/// Counts bytes against the total and asks the caller whether to go on.
class Meter
{
public:
    Meter(const DataFolderMove::Progress &progress, qint64 total)
        : m_progress(progress)
        , m_total(total)
    {}
    bool add(qint64 bytes)
    {
        m_done += bytes;
        return !m_progress || m_progress(m_done, m_total);
    }

private:
    const DataFolderMove::Progress &m_progress;
    qint64 m_total;
    qint64 m_done = 0;
};

Error cancelled(const QString &source)
{
    return Error::make(Error::Kind::Cancelled,
                       DataFolderMove::tr("The move was cancelled. Nothing changed: the data "
                                          "stays in %1.")
                           .arg(source));
}

/// Copies one entry (file or symbolic link) `rel` of `from` to `to`, in chunks so that a large
/// log can be cancelled in the middle. Nothing on error or cancel: the caller undoes.
Result<void> copyEntry(const QString &from, const QString &to, const QString &rel, Meter *meter)
{
    const QFileInfo source(QDir(from).filePath(rel));
    const QString target = QDir(to).filePath(rel);
    if (!QDir().mkpath(QFileInfo(target).absolutePath()))
        return Error::make(Error::Kind::Io,
                           DataFolderMove::tr("Cannot make the folder %1. Check that you may "
                                              "write there.")
                               .arg(QFileInfo(target).absolutePath()));
    if (QFileInfo(target).exists() || QFileInfo(target).isSymLink())
        QFile::remove(target);
    if (source.isSymLink()) {
        if (!QFile::link(source.symLinkTarget(), target))
            return Error::make(Error::Kind::Io,
                               DataFolderMove::tr("Cannot make the link %1. Check that you may "
                                                  "write there.")
                                   .arg(target));
        return {};
    }
    const auto failed = [&](const QString &why) {
        return Error::make(Error::Kind::Io,
                           DataFolderMove::tr("Cannot copy %1 to %2: %3. Check the free space "
                                              "and that you may write there.")
                               .arg(source.filePath(), target, why));
    };
    QFile in(source.filePath());
    if (!in.open(QIODevice::ReadOnly))
        return failed(in.errorString());
    QFile out(target);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return failed(out.errorString());
    while (!in.atEnd()) {
        const QByteArray chunk = in.read(Chunk);
        if (chunk.isEmpty() && in.error() != QFileDevice::NoError)
            return failed(in.errorString());
        if (out.write(chunk) != chunk.size())
            return failed(out.errorString());
        if (meter && !meter->add(chunk.size()))
            return cancelled(from);
    }
    if (!out.flush())
        return failed(out.errorString());
    out.close();
    out.setPermissions(source.permissions());
    return {};
}

/// sameBytes() counting what it compared.
bool compare(const QString &a, const QString &b, Meter *meter, bool *cancel)
{
    const QFileInfo ia(a);
    const QFileInfo ib(b);
    if (ia.isSymLink() || ib.isSymLink())
        return ia.isSymLink() && ib.isSymLink() && ia.symLinkTarget() == ib.symLinkTarget();
    if (!ia.isFile() || !ib.isFile() || ia.size() != ib.size())
        return false;
    QFile fa(a);
    QFile fb(b);
    if (!fa.open(QIODevice::ReadOnly) || !fb.open(QIODevice::ReadOnly))
        return false;
    while (!fa.atEnd()) {
        const QByteArray x = fa.read(Chunk);
        if (x != fb.read(Chunk))
            return false;
        if (meter && !meter->add(x.size())) {
            *cancel = true;
            return false;
        }
    }
    return fb.atEnd();
}

} // namespace

QStringList DataFolderMove::files(const QString &dir)
{
    QStringList out;
    const QDir root(dir);
    QDirIterator it(dir, Everything, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        const QFileInfo info = it.fileInfo();
        if (info.isDir() && !info.isSymLink())
            continue;
        out << root.relativeFilePath(info.filePath());
    }
    std::sort(out.begin(), out.end());
    return out;
}

bool DataFolderMove::sameBytes(const QString &a, const QString &b)
{
    bool cancel = false;
    return compare(a, b, nullptr, &cancel);
}

Result<void> DataFolderMove::check(const QString &from, const QString &to)
{
    if (to.trimmed().isEmpty())
        return Error::make(Error::Kind::Validation,
                           tr("No new data folder was given. Choose an empty folder."));
    const QString source = clean(from);
    const QString target = clean(to);
    if (isWithin(target, source))
        return Error::make(Error::Kind::Validation,
                           tr("%1 is inside the current data folder %2: the data cannot move "
                              "into itself. Choose a folder outside it.")
                               .arg(target, source));
    if (isWithin(source, target))
        return Error::make(Error::Kind::Validation,
                           tr("The current data folder %1 is inside %2. Choose an empty folder "
                              "that does not contain it.")
                               .arg(source, target));
    const QFileInfo info(target);
    if (info.exists() && !info.isDir())
        return Error::make(Error::Kind::Validation,
                           tr("%1 is a file, not a folder. Choose an empty folder.").arg(target));
    if (info.exists() && !QDir(target).isEmpty(Everything))
        return Error::make(Error::Kind::Conflict,
                           tr("%1 is not empty: TrainDeck moves its data only into an empty "
                              "folder, so that nothing of yours is mixed in or overwritten. "
                              "Choose an empty or new folder.")
                               .arg(target));
    // Writable: try it, in the folder or its nearest existing parent.
    QString probe = target;
    while (!QFileInfo::exists(probe) && probe != QDir::rootPath())
        probe = QFileInfo(probe).absolutePath();
    QTemporaryFile test(QDir(probe).filePath(QStringLiteral(".traindeck-write-test-XXXXXX")));
    if (!test.open())
        return Error::make(Error::Kind::Io,
                           tr("Cannot write in %1: %2. Choose a folder you may write to.")
                               .arg(probe, test.errorString()));
    return {};
}

Result<int> DataFolderMove::copy(const QString &from, const QString &to, const Progress &progress)
{
    if (auto r = check(from, to); !r)
        return r.error();
    const QString source = clean(from);
    const QString target = clean(to);
    const bool made = !QFileInfo::exists(target);
    // Undo only what this copy made: the target was empty (check) or did not exist.
    const auto undo = [&] {
        discard(target, made);
    };
    if (!QDir().mkpath(target))
        return Error::make(
            Error::Kind::Io,
            tr("Cannot make the folder %1. Choose a folder you may write to.").arg(target));
    QFile::setPermissions(target, QFile::permissions(source));
    // Empty folders too (a job folder not written yet).
    QDirIterator dirs(
        source, QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (dirs.hasNext()) {
        dirs.next();
        if (dirs.fileInfo().isSymLink())
            continue;
        const QString dir = QDir(target).filePath(QDir(source).relativeFilePath(dirs.filePath()));
        QDir().mkpath(dir);
        QFile::setPermissions(dir, dirs.fileInfo().permissions());
    }
    const QStringList all = files(source);
    qint64 bytes = 0;
    for (const QString &rel : all) {
        const QFileInfo info(QDir(source).filePath(rel));
        if (!info.isSymLink())
            bytes += info.size();
    }
    Meter meter(progress, 2 * bytes);
    if (!meter.add(0)) {
        undo();
        return cancelled(source);
    }
    for (const QString &rel : all) {
        if (auto r = copyEntry(source, target, rel, &meter); !r) {
            undo();
            return r.error();
        }
    }
    for (const QString &rel : all) {
        bool cancel = false;
        if (!compare(QDir(source).filePath(rel), QDir(target).filePath(rel), &meter, &cancel)) {
            undo();
            if (cancel)
                return cancelled(source);
            return Error::make(Error::Kind::Io,
                               tr("The copy of %1 in %2 differs from the original, so nothing "
                                  "was moved and the data stays in %3. Check the disk and try "
                                  "again.")
                                   .arg(rel, target, source));
        }
    }
    return int(all.size());
}

void DataFolderMove::discard(const QString &to, bool made)
{
    const QString target = clean(to);
    if (made) {
        QDir(target).removeRecursively();
        return;
    }
    for (const QString &e : QDir(target).entryList(Everything)) {
        const QFileInfo entry(QDir(target).filePath(e));
        if (entry.isDir() && !entry.isSymLink())
            QDir(entry.filePath()).removeRecursively();
        else
            QFile::remove(entry.filePath());
    }
}

DataFolderMove::Report DataFolderMove::finish(const QString &from, const QString &to)
{
    Report report;
    const QString source = clean(from);
    const QString target = clean(to);
    if (!QFileInfo(source).isDir() || !QFileInfo(target).isDir()) {
        report.oldGone = !QFileInfo::exists(source);
        return report;
    }
    for (const QString &rel : files(source)) {
        const QString a = QDir(source).filePath(rel);
        const QString b = QDir(target).filePath(rel);
        // Written in the old folder after the copy (the history of the session that moved):
        // the old folder is the newer one, as nothing used the new one yet.
        if (!sameBytes(a, b) && !copyEntry(source, target, rel, nullptr).ok()) {
            report.kept << tr("%1 (could not be copied again)").arg(rel);
            continue;
        }
        if (!sameBytes(a, b)) {
            report.kept << tr("%1 (its copy differs)").arg(rel);
            continue;
        }
        if (QFile::remove(a))
            ++report.removed;
        else
            report.kept << tr("%1 (could not be removed)").arg(rel);
    }
    // Folders left empty, deepest first; a folder holding anything stays.
    QStringList dirs;
    QDirIterator it(
        source, QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        if (!it.fileInfo().isSymLink())
            dirs << it.filePath();
    }
    std::sort(dirs.begin(), dirs.end(), [](const QString &a, const QString &b) {
        return a.count(u'/') > b.count(u'/');
    });
    for (const QString &d : dirs)
        QDir().rmdir(d);
    report.oldGone = QDir().rmdir(source);
    return report;
}

} // namespace TrainDeck::Models
