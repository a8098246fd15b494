// SPDX-License-Identifier: Apache-2.0
#include "steplogappender.h"

#include <QCoreApplication>
#include <QDir>
#include <QtEndian>

namespace TrainDeck::Container {

namespace {
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(StepLogAppender)
};
constexpr qsizetype FlushAt = 1 << 20;
} // namespace

Result<void> StepLogAppender::open(const QString &logDir, const QString &step)
{
    QDir().mkpath(logDir);
    m_log.setFileName(logDir + QLatin1Char('/') + step + QStringLiteral(".log"));
    m_index.setFileName(logDir + QLatin1Char('/') + step + QStringLiteral(".idx"));
    if (!m_log.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered))
        return Error::make(
            Error::Kind::Io,
            Tr::tr("cannot write the log %1: %2").arg(m_log.fileName(), m_log.errorString()));
    if (!m_index.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered))
        return Error::make(Error::Kind::Io,
                           Tr::tr("cannot write the log index %1: %2")
                               .arg(m_index.fileName(), m_index.errorString()));
    m_offset = m_log.size();
    // A torn index record (a crash mid-write) would shift every later one: cut it off.
    if (const qint64 torn = m_index.size() % 16)
        m_index.resize(m_index.size() - torn);
    return {};
}

void StepLogAppender::append(QByteArrayView line, qint64 msecs)
{
    char rec[16];
    qToLittleEndian<qint64>(m_offset, rec);
    qToLittleEndian<qint64>(msecs, rec + 8);
    m_idxBuf.append(rec, 16);
    m_logBuf.append(line);
    m_offset += line.size();
    if (m_logBuf.size() >= FlushAt)
        (void)flush();
}

Result<void> StepLogAppender::flush()
{
    // The log before its index: a reader never finds an index entry past the log's end.
    if (!m_logBuf.isEmpty()) {
        if (m_log.write(m_logBuf) != m_logBuf.size())
            return Error::make(
                Error::Kind::Io,
                Tr::tr("cannot write the log %1: %2").arg(m_log.fileName(), m_log.errorString()));
        m_logBuf.clear();
    }
    if (!m_idxBuf.isEmpty()) {
        if (m_index.write(m_idxBuf) != m_idxBuf.size())
            return Error::make(Error::Kind::Io,
                               Tr::tr("cannot write the log index %1: %2")
                                   .arg(m_index.fileName(), m_index.errorString()));
        m_idxBuf.clear();
    }
    return {};
}

void StepLogAppender::close()
{
    (void)flush();
    m_log.close();
    m_index.close();
}

} // namespace TrainDeck::Container
