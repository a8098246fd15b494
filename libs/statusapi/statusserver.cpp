// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/statusapi/statusserver.h"

#include "core/files/paths.h"
#include "core/files/safefs.h"
#include "libs/statusapi/apistatus.h"
#include "libs/statusapi/certificateauthority.h"
#include "libs/statusapi/jobtoken.h"
#include "libs/statusapi/statusapilogging.h"
#include "libs/statusapi/statushandler.h"
#include "libs/statusapi/statusrequest.h"

#include <QDir>
#include <QFile>
#include <QSslConfiguration>
#include <QSslServer>
#include <QSslSocket>
#include <QTimer>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace TrainDeck::StatusApi {

namespace {

constexpr int idleMs = 120 * 1000; // the controller's IdleTimeout
constexpr int readMs = 10 * 1000;  // and its ReadTimeout for one request

QByteArray readSmall(const QString &path, qint64 max)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.read(max);
}

} // namespace

StatusServer::StatusServer(Options options, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
{
    if (m_options.stateDir.isEmpty())
        m_options.stateDir = QDir(Paths::dataDir()).filePath(QStringLiteral("statusapi"));
}

StatusServer::~StatusServer() = default;

void StatusServer::addJobRoot(const QString &root)
{
    if (!m_options.jobRoots.contains(root))
        m_options.jobRoots << root;
}

bool StatusServer::isListening() const
{
    return !m_servers.isEmpty();
}

Result<void> StatusServer::start()
{
    if (isListening())
        return {};
    if (auto dir = SafeFs::makeDirs(m_options.stateDir, SafeFs::PrivateDir); !dir)
        return dir.error();
    auto files = CertificateAuthority::ensure(m_options.stateDir);
    if (!files)
        return files.error();
    m_caPem = files->caPem;
    m_cert = QSslCertificate(files->certPem, QSsl::Pem);
    m_key = QSslKey(files->keyPem, QSsl::Ec, QSsl::Pem);
    if (m_cert.isNull() || m_key.isNull())
        return Error::make(Error::Kind::Io,
                           tr("Qt cannot read the progress API's certificate in %1; delete the "
                              "folder to make new ones")
                               .arg(m_options.stateDir));
    // The port of the last run, so that jobs started then still reach this process.
    const QString portFile = QDir(m_options.stateDir).filePath(QStringLiteral("port"));
    m_port = m_options.port;
    if (m_port == 0)
        m_port = quint16(readSmall(portFile, 16).trimmed().toUInt());
    auto listened = listenOne(QHostAddress::LocalHost);
    if (!listened && m_options.port == 0 && m_port != 0) {
        // Another TrainDeck (the window while the CLI runs, say) serves the kept port: its
        // jobs' updates land in the job folders this process reads too, so share it.
        if (servedByUs(m_port)) {
            qCInfo(lcStatusApi) << "progress API served by another TrainDeck on port" << m_port;
            m_shared = true;
            return {};
        }
        qCWarning(lcStatusApi) << "port" << m_port << "is taken by another program; jobs "
                               << "started before cannot report until restarted";
        m_port = 0;
        listened = listenOne(QHostAddress::LocalHost);
    }
    if (!listened)
        return listened.error();
    if (auto saved = SafeFs::replaceFile(portFile, QByteArray::number(m_port) + '\n'); !saved)
        return saved.error();
    return {};
}

bool StatusServer::servedByUs(quint16 port) const
{
    // A TLS handshake on 127.0.0.1: the peer is TrainDeck when it shows our own certificate.
    QSslSocket probe;
    QSslConfiguration conf = QSslConfiguration::defaultConfiguration();
    conf.setPeerVerifyMode(QSslSocket::VerifyNone);
    probe.setSslConfiguration(conf);
    probe.connectToHostEncrypted(QStringLiteral("127.0.0.1"), port);
    const bool ok = probe.waitForEncrypted(3000) && probe.peerCertificate() == m_cert;
    probe.abort();
    return ok;
}

Result<void> StatusServer::listenOn(const QHostAddress &address)
{
    if (m_addresses.contains(address))
        return {};
    if (m_shared)
        return {}; // the process that serves the port listens where its jobs need
    if (!isListening())
        return Error::make(Error::Kind::Io, tr("the progress API is not running"));
    return listenOne(address);
}

bool StatusServer::listenFreebind(QSslServer *server, const QHostAddress &address) const
{
    if (address.protocol() != QAbstractSocket::IPv4Protocol || m_port == 0)
        return false;
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    if (fd < 0)
        return false;
    const int one = 1;
    sockaddr_in sa{};
    sa.sin_family = AF_INET;
    sa.sin_port = htons(m_port);
    sa.sin_addr.s_addr = htonl(address.toIPv4Address());
    if (::setsockopt(fd, SOL_IP, IP_FREEBIND, &one, sizeof one) != 0
        || ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one) != 0
        || ::bind(fd, reinterpret_cast<const sockaddr *>(&sa), sizeof sa) != 0
        || ::listen(fd, 64) != 0 || !server->setSocketDescriptor(fd)) {
        const int saved = errno;
        ::close(fd);
        errno = saved;
        return false;
    }
    return true;
}

Result<void> StatusServer::listenOne(const QHostAddress &address)
{
    auto *server = new QSslServer(this);
    QSslConfiguration conf = QSslConfiguration::defaultConfiguration();
    conf.setLocalCertificate(m_cert);
    conf.setPrivateKey(m_key);
    conf.setPeerVerifyMode(QSslSocket::VerifyNone);
    conf.setProtocol(QSsl::TlsV1_2OrLater);
    server->setSslConfiguration(conf);
    server->setHandshakeTimeout(readMs);
    // A job network's gateway: Podman (netavark) puts the address on the host only when the
    // first container joins, after TrainDeck must listen, so bind with IP_FREEBIND.
    const bool listening
        = address.isLoopback() ? server->listen(address, m_port) : listenFreebind(server, address);
    if (!listening) {
        const QString why = server->errorString().isEmpty()
                                ? QString::fromLocal8Bit(strerror(errno))
                                : server->errorString();
        delete server;
        return Error::make(Error::Kind::Transport,
                           tr("the progress API cannot listen on %1 port %2: %3")
                               .arg(address.toString())
                               .arg(m_port)
                               .arg(why));
    }
    m_port = server->serverPort();
    m_servers << server;
    m_addresses << address;
    qCInfo(lcStatusApi) << "progress API listening on" << address.toString() << m_port;
    serve(server);
    return {};
}

void StatusServer::serve(QSslServer *server)
{
    connect(server, &QSslServer::pendingConnectionAvailable, this, [this, server] {
        while (QTcpSocket *s = server->nextPendingConnection()) {
            auto *socket = qobject_cast<QSslSocket *>(s);
            auto parser = std::make_shared<StatusRequestParser>();
            auto *timer = new QTimer(socket);
            timer->setSingleShot(true);
            timer->start(readMs);
            connect(timer, &QTimer::timeout, socket, &QSslSocket::abort);
            connect(socket, &QSslSocket::disconnected, socket, &QObject::deleteLater);
            connect(socket, &QSslSocket::readyRead, this, [this, socket, parser, timer] {
                QByteArray bytes = socket->readAll();
                for (;;) {
                    const auto state = parser->feed(bytes);
                    bytes.clear();
                    if (state == StatusRequestParser::State::NeedMore)
                        return;
                    if (state != StatusRequestParser::State::Complete) {
                        // As Go's server: malformed bytes get a plain-text answer, an
                        // oversized Content-Length the controller's Status.
                        QByteArray reply;
                        if (state == StatusRequestParser::State::BodyTooLarge && !parser->chunked())
                            reply = httpResponse(
                                413, "application/json", ApiStatus::payloadTooLarge().body(), true);
                        else if (state == StatusRequestParser::State::BodyTooLarge)
                            reply = httpResponse(
                                422, "application/json", ApiStatus::invalidPayload().body(), true);
                        else if (state == StatusRequestParser::State::HeadersTooBig)
                            reply = httpResponse(431,
                                                 "text/plain; charset=utf-8",
                                                 "431 Request Header Fields Too Large",
                                                 true);
                        else
                            reply = httpResponse(
                                400, "text/plain; charset=utf-8", "400 Bad Request", true);
                        socket->write(reply);
                        socket->disconnectFromHost();
                        return;
                    }
                    const StatusRequest request = parser->request();
                    const StatusHandler::Reply r = StatusHandler::handle(
                        request,
                        nameSpace(),
                        [this](const QString &n, const QByteArray &t) { return authorize(n, t); },
                        [](const QString &dir, const TrainerStatus &st) -> Result<void> {
                            if (!QFileInfo(dir).isDir())
                                return Error::make(Error::Kind::NotFound, dir);
                            return SafeFs::replaceFile(QDir(dir).filePath(statusFileName()),
                                                       st.toFile(QDateTime::currentDateTimeUtc()),
                                                       SafeFs::PrivateFile);
                        });
                    qCDebug(lcStatusApi) << request.method << r.jobName << r.code;
                    const bool close = request.header("connection").toLower() == "close";
                    socket->write(httpResponse(r.code, "application/json", r.body, close));
                    if (!r.jobDir.isEmpty())
                        Q_EMIT updateAccepted(r.jobName, r.jobDir, r.accepted);
                    if (close) {
                        socket->disconnectFromHost();
                        return;
                    }
                    const QByteArray rest = parser->remainder();
                    *parser = StatusRequestParser();
                    timer->start(idleMs);
                    if (rest.isEmpty())
                        return;
                    bytes = rest;
                }
            });
        }
    });
}

QString StatusServer::authorize(const QString &name, const QByteArray &token) const
{
    if (!SafeFs::isPlainName(name))
        return {};
    for (const QString &root : m_options.jobRoots) {
        const QString dir = QDir(root).filePath(name);
        const QByteArray stored
            = readSmall(QDir(dir).filePath(QStringLiteral("status/token")), 256).trimmed();
        if (JobToken::equals(stored, token))
            return dir;
    }
    return {};
}

Result<TrainerStatus> StatusServer::readStatus(const QString &jobDir)
{
    QFile f(QDir(jobDir).filePath(statusFileName()));
    if (!f.open(QIODevice::ReadOnly))
        return Error::make(Error::Kind::NotFound, f.fileName());
    return TrainerStatus::fromFile(f.read(1 << 20));
}

} // namespace TrainDeck::StatusApi
