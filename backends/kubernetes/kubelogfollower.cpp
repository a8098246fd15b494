// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/kubernetes/kubelogfollower.h"

#include "backends/kubernetes/kubeclient.h"
#include "backends/kubernetes/kubelogline.h"
#include "backends/kubernetes/kubelogstream.h"
#include "backends/kubernetes/kuberesource.h"

#include <QDateTime>

namespace TrainDeck::Kubernetes {

KubeLogFollower::KubeLogFollower(KubeClient *client, QString logDir, QString step, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_logDir(std::move(logDir))
    , m_step(std::move(step))
    , m_cursor(KubeLogCursor::read(m_logDir, m_step))
{
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, [this] {
        if (std::exchange(m_refreshAfterRetry, false))
            refresh();
        else
            reconcile();
    });
    // Readers see new lines within a fifth of a second; writes stay batched.
    m_flushTimer.setInterval(200);
    connect(&m_flushTimer, &QTimer::timeout, this, &KubeLogFollower::flush);
}

KubeLogFollower::~KubeLogFollower()
{
    stop();
}

void KubeLogFollower::setRetryDelays(int firstMs, int maxMs)
{
    m_firstDelayMs = firstMs;
    m_maxDelayMs = maxMs;
    m_delayMs = firstMs;
}

void KubeLogFollower::update(const PodLogTarget &target)
{
    if (m_stopped)
        return;
    // Watch events of one pod arrive in order, but a GET of ours may have seen a later state.
    if (m_target && m_target->podUid == target.podUid
        && target.restartCount < m_target->restartCount)
        return;
    m_target = target;
    m_gone = false;
    reconcile();
}

void KubeLogFollower::podGone()
{
    closeStream();
    m_retry.stop();
    m_gone = true;
}

void KubeLogFollower::stop()
{
    m_stopped = true;
    m_retry.stop();
    closeStream();
}

void KubeLogFollower::reconcile()
{
    if (m_stopped || m_gone || !m_target || m_target->podUid.isEmpty())
        return;
    // The old container's remaining lines come first; the new one is read after them.
    if (m_reading == Read::Previous)
        return;
    const PodLogTarget &t = *m_target;
    if (m_cursor.podUid.isEmpty()) {
        // First seen after a restart: the container before it is read first, as if we had
        // been there (the kubelet keeps that one previous log).
        m_cursor.startContainer(t.podUid, t.pod, qMax(0, t.restartCount - 1));
        m_dirty = true;
        flush();
    }
    if (m_cursor.podUid != t.podUid) {
        // The old pod and its log are gone with it (pods are deleted, not stopped).
        closeStream();
        m_endedClean = false;
        writeMarker(tr("--- pod %1 was replaced by %2 ---").arg(m_cursor.pod, t.pod));
        m_cursor.startContainer(t.podUid, t.pod, t.restartCount);
        m_dirty = true;
        flush();
    } else if (t.restartCount > m_cursor.restartCount) {
        closeStream();
        m_endedClean = false;
        if (!m_cursor.complete) {
            // What the old container wrote after our last line: the kubelet keeps it.
            open(Read::Previous);
            if (m_reading == Read::Previous)
                return;
        }
        restarted();
    }
    if (m_cursor.complete || !t.started)
        return;
    if (m_endedClean) {
        if (t.terminated)
            markComplete();
        return;
    }
    if (m_stream || m_retry.isActive() || m_refreshing)
        return;
    open(Read::Current);
}

void KubeLogFollower::restarted()
{
    const PodLogTarget &t = *m_target;
    writeMarker(t.lastExitCode ? tr("--- container %1 restarted (restart %2; the previous one "
                                    "exited with code %3) ---")
                                     .arg(t.container)
                                     .arg(t.restartCount)
                                     .arg(*t.lastExitCode)
                               : tr("--- container %1 restarted (restart %2) ---")
                                     .arg(t.container)
                                     .arg(t.restartCount));
    m_cursor.startContainer(t.podUid, t.pod, t.restartCount);
    m_dirty = true;
    flush();
}

bool KubeLogFollower::ensureWriter()
{
    if (m_out)
        return true;
    auto w = Logs::LogWriter::openStep(m_logDir, m_step);
    if (!w) {
        report(w.error());
        return false;
    }
    m_out = std::move(*w);
    if (m_maxPending > 0)
        m_out->setMaxPendingBytes(m_maxPending);
    return true;
}

void KubeLogFollower::open(Read read)
{
    if (!m_client || !ensureWriter()) {
        retryLater(false);
        return;
    }
    const PodLogTarget &t = *m_target;
    KubeLogStream::Options o;
    o.container = t.container;
    o.timestamps = true;
    o.follow = read == Read::Current;
    o.previous = read == Read::Previous;
    if (m_cursor.lastNanos > 0)
        o.sinceTime = KubeLogLine::second(m_cursor.lastNanos);
    m_replayFrom = m_cursor;
    m_seenAtLast = 0;
    m_lastLineNanos = m_cursor.lastNanos;
    m_partial.clear();
    m_reading = read;
    m_stream = new KubeLogStream(m_client, t.nameSpace, t.pod, o, this);
    connect(m_stream, &KubeLogStream::data, this, &KubeLogFollower::onData);
    connect(m_stream, &KubeLogStream::finished, this, &KubeLogFollower::onFinished);
    m_stream->start();
    m_flushTimer.start();
}

void KubeLogFollower::closeStream()
{
    if (KubeLogStream *s = std::exchange(m_stream, nullptr)) {
        s->stop();
        s->deleteLater();
    }
    m_reading = Read::None;
    m_partial.clear();
    m_flushTimer.stop();
    flush();
}

void KubeLogFollower::onData(const QByteArray &bytes)
{
    m_delayMs = m_firstDelayMs;
    m_reported = false;
    m_partial += bytes;
    qsizetype from = 0;
    for (qsizetype nl = m_partial.indexOf('\n'); nl >= 0; nl = m_partial.indexOf('\n', from)) {
        takeLine(QByteArrayView(m_partial).sliced(from, nl - from));
        from = nl + 1;
    }
    m_partial.remove(0, from);
}

void KubeLogFollower::takeLine(QByteArrayView line)
{
    if (m_refused)
        return;
    KubeLogLine l = KubeLogLine::parse(line);
    // Every kubelet line has its time; one without belongs with the line before it.
    if (l.nanos == 0)
        l.nanos
            = m_lastLineNanos > 0 ? m_lastLineNanos : QDateTime::currentMSecsSinceEpoch() * 1000000;
    m_lastLineNanos = l.nanos;
    if (m_replayFrom.stores(l.nanos, m_seenAtLast))
        return;
    l.text += '\n';
    const qint64 before = m_out->size();
    if (auto r = m_out->append(l.text, l.msecs()); !r) {
        reportStore(r.error());
        if (m_out->size() == before) {
            // Refused, not kept (a full disk, and the store's memory bound reached): not
            // counted, and the stream ends, so this line and those after it come again from
            // the cursor once the store takes them.
            m_refused = true;
            QTimer::singleShot(0, this, [this] {
                if (!std::exchange(m_refused, false))
                    return;
                closeStream();
                retryLater(false);
            });
            return;
        }
    }
    m_cursor.advance(l.nanos);
    m_dirty = true;
}

void KubeLogFollower::onFinished()
{
    KubeLogStream *s = std::exchange(m_stream, nullptr);
    if (!s)
        return;
    const Read read = std::exchange(m_reading, Read::None);
    const std::optional<Error> error = s->error();
    s->deleteLater();
    m_flushTimer.stop();
    if (std::exchange(m_refused, false)) {
        // The store refused a line of this stream: not the end of the log, whatever the
        // stream says; the rest is read again from the cursor.
        m_partial.clear();
        flush();
        retryLater(false);
        return;
    }
    if (read == Read::Previous) {
        if (error) {
            // Lost with the old container (the kubelet keeps one previous log only).
            report(*error);
        } else if (!m_partial.isEmpty()) {
            takeLine(std::exchange(m_partial, {}));
        }
        m_partial.clear();
        flush();
        restarted();
        reconcile();
        return;
    }
    flush();
    if (error) {
        // The unfinished line comes again with the next request.
        m_partial.clear();
        // The API's answers for a container that has no log yet: not an end, a wait.
        const bool waiting = error->httpStatus == 400
                             && (error->message.contains(QLatin1String("waiting to start"))
                                 || error->message.contains(QLatin1String("does not have a host")));
        const bool passing = waiting || error->kind == Error::Kind::Transport
                             || error->httpStatus == 429 || error->httpStatus >= 500;
        if (!passing)
            report(*error);
        // The pod first: a container that restarted meanwhile must not be read as the
        // continuation of the old one (its lines come after the old one's rest and a marker).
        retryLater(true);
        return;
    }
    m_endedClean = true;
    if (m_target && m_target->terminated && m_target->restartCount == m_cursor.restartCount) {
        markComplete();
        return;
    }
    // Ended with the container, or with the connection (an API server restart ends streams
    // cleanly): the pod says which.
    m_retry.stop();
    m_refreshAfterRetry = true;
    m_retry.start(qMin(m_firstDelayMs, 300));
}

void KubeLogFollower::retryLater(bool refresh)
{
    m_refreshAfterRetry = refresh;
    m_retry.start(m_delayMs);
    m_delayMs = qMin(m_delayMs * 2, m_maxDelayMs);
}

void KubeLogFollower::refresh()
{
    if (!m_client || !m_target || m_refreshing || m_stopped)
        return;
    m_refreshing = true;
    const PodLogTarget asked = *m_target;
    QPointer<KubeLogFollower> self(this);
    m_client->get(KubeResource::pods(),
                  asked.nameSpace,
                  asked.pod,
                  [self, asked](Result<KubeClient::json> r) {
                      if (!self)
                          return;
                      self->m_refreshing = false;
                      if (self->m_stopped || self->m_gone)
                          return;
                      if (!r) {
                          // A deleted pod: the worker says what comes next.
                          if (r.error().httpStatus != 404)
                              self->retryLater(true);
                          return;
                      }
                      PodLogTarget t = PodLogTarget::fromPod(*r, asked.step, asked.container);
                      // The worker's word wins when it already knows a newer pod.
                      if (!self->m_target || self->m_target->podUid != t.podUid)
                          return;
                      if (t.restartCount >= self->m_target->restartCount)
                          self->m_target = t;
                      const PodLogTarget &now = *self->m_target;
                      if (self->m_endedClean && !now.terminated
                          && now.restartCount == self->m_cursor.restartCount)
                          self->m_endedClean = false;
                      self->reconcile();
                  });
}

void KubeLogFollower::markComplete()
{
    if (!m_partial.isEmpty() && ensureWriter())
        takeLine(std::exchange(m_partial, {}));
    m_partial.clear();
    m_endedClean = false;
    m_cursor.complete = true;
    m_dirty = true;
    flush();
    m_out.reset();
    Q_EMIT completed();
}

void KubeLogFollower::writeMarker(const QString &text)
{
    if (!ensureWriter())
        return;
    if (auto r = m_out->append(text.toUtf8() + '\n', QDateTime::currentMSecsSinceEpoch()); !r)
        reportStore(r.error());
    m_dirty = true;
}

void KubeLogFollower::flush()
{
    if (!m_dirty)
        return;
    m_dirty = false;
    // The log first: a cursor ahead of the log would lose lines after a crash.
    bool stored = true;
    if (m_out) {
        if (auto r = m_out->flush(); !r) {
            reportStore(r.error());
            stored = false;
        }
        stored = stored && m_out->pendingBytes() == 0;
    }
    if (auto r = m_cursor.write(m_logDir, m_step); !r) {
        reportStore(r.error());
        stored = false;
    }
    if (stored)
        m_storeReported = false;
}

void KubeLogFollower::reportStore(const Error &error)
{
    if (!std::exchange(m_storeReported, true))
        Q_EMIT problem(error);
}

void KubeLogFollower::report(const Error &error)
{
    // Once per run of failures: a retry loop must not flood the view.
    if (std::exchange(m_reported, true))
        return;
    Q_EMIT problem(error);
}

} // namespace TrainDeck::Kubernetes
