// SPDX-License-Identifier: Apache-2.0
#include "containerlogfollower.h"

#include "engineclient.h"
#include "httpreply.h"

#include <QDateTime>
#include <QFile>
#include <QSaveFile>
#include <QTimer>

namespace TrainDeck::Container {

using Transport::LogDemuxer;

namespace {
QString cursorPath(const QString &logDir, const QString &step)
{
    return logDir + QLatin1Char('/') + step + QStringLiteral(".cursor");
}
} // namespace

ContainerLogFollower::ContainerLogFollower(
    EngineClient *engine, QString containerId, QString logDir, QString step, QObject *parent)
    : QObject(parent)
    , m_engine(engine)
    , m_containerId(std::move(containerId))
    , m_logDir(std::move(logDir))
    , m_step(std::move(step))
    , m_flushTimer(new QTimer(this))
{
    // Readers see new lines within a fifth of a second; writes stay batched.
    m_flushTimer->setInterval(200);
    connect(m_flushTimer, &QTimer::timeout, this, &ContainerLogFollower::flush);
}

ContainerLogFollower::~ContainerLogFollower()
{
    stop();
}

ContainerLogFollower::Cursor ContainerLogFollower::readCursor(const QString &logDir,
                                                              const QString &step)
{
    Cursor c;
    QFile f(cursorPath(logDir, step));
    if (!f.open(QIODevice::ReadOnly))
        return c;
    const QList<QByteArray> parts = f.readAll().simplified().split(' ');
    if (parts.size() >= 2) {
        c.stdoutLines = parts[0].toLongLong();
        c.stderrLines = parts[1].toLongLong();
    }
    c.complete = parts.size() >= 3 && parts[2] == "complete";
    return c;
}

void ContainerLogFollower::writeCursor()
{
    QSaveFile f(cursorPath(m_logDir, m_step));
    if (!f.open(QIODevice::WriteOnly))
        return;
    f.write(QByteArray::number(m_cursor.stdoutLines) + ' '
            + QByteArray::number(m_cursor.stderrLines)
            + (m_cursor.complete ? " complete\n" : "\n"));
    f.commit();
}

void ContainerLogFollower::start()
{
    if (m_reply)
        return;
    m_cursor = readCursor(m_logDir, m_step);
    if (m_cursor.complete)
        return;
    if (!m_out.isOpen()) {
        if (auto r = m_out.open(m_logDir, m_step); !r) {
            Q_EMIT ended(false, r.error().message);
            return;
        }
    }
    m_skip = m_cursor;
    m_seen = {};
    m_assembler = std::make_unique<LogLineAssembler>(
        true, [this](LogDemuxer::Stream s, QByteArrayView line, const LogTimestamp &t) {
            onLine(s, line, t);
        });
    EngineClient::LogOptions opts;
    opts.follow = true;
    opts.timestamps = true;
    m_reply = m_engine->logs(
        m_containerId,
        opts,
        [this](LogDemuxer::Stream s, QByteArrayView data, bool start, bool end) {
            m_assembler->frame(s, data, start, end);
        },
        [this](Result<nlohmann::json> r) {
            m_reply = nullptr;
            m_flushTimer->stop();
            flush();
            Q_EMIT ended(r.ok(), r.ok() ? QString() : r.error().message);
        });
    m_flushTimer->start();
}

void ContainerLogFollower::onLine(LogDemuxer::Stream stream,
                                  QByteArrayView line,
                                  const LogTimestamp &t)
{
    const bool err = stream == LogDemuxer::Stream::Stderr;
    qint64 &seen = err ? m_seen.stderrLines : m_seen.stdoutLines;
    const qint64 skip = err ? m_skip.stderrLines : m_skip.stdoutLines;
    if (++seen <= skip)
        return;
    (err ? m_cursor.stderrLines : m_cursor.stdoutLines) = seen;
    const qint64 ms = t.seconds > 0 ? t.msecs() : QDateTime::currentMSecsSinceEpoch();
    m_out.append(line, ms);
    ++m_written;
    m_dirty = true;
}

void ContainerLogFollower::flush()
{
    if (!m_dirty)
        return;
    m_dirty = false;
    (void)m_out.flush();
    writeCursor();
}

void ContainerLogFollower::markComplete()
{
    if (m_assembler)
        m_assembler->finish();
    m_cursor.complete = true;
    m_dirty = true;
    flush();
    m_out.close();
}

void ContainerLogFollower::stop()
{
    m_flushTimer->stop();
    if (m_reply) {
        QPointer<Transport::HttpReply> r = m_reply;
        m_reply = nullptr;
        r->disconnect(this);
        r->abort();
    }
    flush();
}

} // namespace TrainDeck::Container
