// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/kubernetes/watchdecoder.h"

namespace TrainDeck::Kubernetes {

Result<WatchEvent> WatchDecoder::decode(QByteArrayView text, qint64 at) const
{
    using json = nlohmann::ordered_json;
    const json j = json::parse(text.begin(), text.end(), nullptr, false);
    const auto bad = [at](const QString &why) {
        return Error::make(Error::Kind::Parse,
                           tr("the watch stream holds an event that cannot be used at byte %1: "
                              "%2")
                               .arg(at)
                               .arg(why));
    };
    if (j.is_discarded())
        return bad(tr("it is not valid JSON"));
    if (!j.contains("type") || !j["type"].is_string())
        return bad(tr("it has no \"type\""));
    const std::string type = j["type"].get<std::string>();
    const auto t = WatchEvent::fromWireName(QByteArrayView(type.data(), qsizetype(type.size())));
    if (!t)
        return bad(tr("unknown type \"%1\"").arg(QString::fromStdString(type)));
    if (!j.contains("object") || !j["object"].is_object())
        return bad(tr("its \"object\" is missing or not an object"));
    WatchEvent e;
    e.type = *t;
    e.object = j["object"];
    return e;
}

Result<QList<WatchEvent>> WatchDecoder::feed(QByteArrayView data)
{
    if (m_failed)
        return *m_failed;
    const auto fail = [this](Error e) {
        m_failed = e;
        return e;
    };
    // Drop what earlier calls consumed before appending, so the buffer only ever holds
    // the event in progress.
    if (m_start > 0) {
        m_buffer.remove(0, m_start);
        m_consumed += m_start;
        m_scan -= m_start;
        m_start = 0;
    }
    m_buffer.append(data);
    QList<WatchEvent> events;
    const char *b = m_buffer.constData();
    const qsizetype size = m_buffer.size();
    for (; m_scan < size; ++m_scan) {
        const char c = b[m_scan];
        if (m_depth == 0) {
            if (c == ' ' || c == '\n' || c == '\r' || c == '\t') {
                m_start = m_scan + 1;
                continue;
            }
            if (c != '{')
                return fail(Error::make(
                    Error::Kind::Parse,
                    tr("the watch stream holds '%1' at byte %2 where an "
                       "event object should begin")
                        .arg(QChar::fromLatin1(c).isPrint()
                                 ? QString(QChar::fromLatin1(c))
                                 : QStringLiteral("\\x%1").arg(uchar(c), 2, 16, QLatin1Char('0')))
                        .arg(m_consumed + m_scan)));
            m_start = m_scan;
            m_depth = 1;
            continue;
        }
        if (m_inString) {
            if (m_escape)
                m_escape = false;
            else if (c == '\\')
                m_escape = true;
            else if (c == '"')
                m_inString = false;
            continue;
        }
        if (c == '"') {
            m_inString = true;
        } else if (c == '{' || c == '[') {
            ++m_depth;
        } else if (c == '}' || c == ']') {
            if (--m_depth == 0) {
                auto e = decode(QByteArrayView(b + m_start, m_scan + 1 - m_start),
                                m_consumed + m_start);
                if (!e)
                    return fail(e.error());
                events.append(std::move(*e));
                m_start = m_scan + 1;
            }
        }
    }
    if (m_depth == 0)
        m_start = m_scan;
    if (pending() > MaxEventBytes)
        return fail(Error::make(Error::Kind::Parse,
                                tr("the watch stream holds an event of more than %1 MiB at byte "
                                   "%2; the stream is broken")
                                    .arg(MaxEventBytes / (1024 * 1024))
                                    .arg(m_consumed + m_start)));
    return events;
}

} // namespace TrainDeck::Kubernetes
