// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "tests/support/kubetestserver.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslSocket>

namespace {
const QString kPython = QStringLiteral("/usr/bin/python3");

QString script()
{
    return QStringLiteral(TRAINDECK_SOURCE_DIR "/tests/support/kubeapiserver/kubeapiserver.py");
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
} // namespace

KubeTestServer::KubeTestServer(QString dir)
    : m_dir(std::move(dir))
{
    if (m_dir.isEmpty()) {
        m_temp = std::make_unique<QTemporaryDir>();
        m_dir = m_temp->path();
    }
    m_dir = QFileInfo(m_dir).absoluteFilePath();
}

KubeTestServer::~KubeTestServer()
{
    stop();
}

bool KubeTestServer::available(QString *why)
{
    if (!QFileInfo(kPython).isExecutable()) {
        *why = QStringLiteral("%1 is missing (install python3)").arg(kPython);
        return false;
    }
    QProcess p;
    p.start(kPython, {QStringLiteral("-c"), QStringLiteral("import cryptography")});
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        p.kill();
        p.waitForFinished(1000);
        *why = QStringLiteral("%1 cannot import cryptography (install python3-cryptography)")
                   .arg(kPython);
        return false;
    }
    return true;
}

QString KubeTestServer::file(const QString &name) const
{
    return QDir(m_dir).filePath(name);
}

bool KubeTestServer::running() const
{
    return m_process && m_process->state() != QProcess::NotRunning;
}

bool KubeTestServer::start(QString *error, bool controller, int tickMs)
{
    if (running())
        return true;
    m_controller = controller;
    m_tickMs = tickMs;
    QDir().mkpath(m_dir);
    QFile::remove(file(QStringLiteral("ready.json")));
    QStringList args{script(),
                     QStringLiteral("--dir"),
                     m_dir,
                     QStringLiteral("--controller-tick-ms"),
                     QString::number(tickMs)};
    if (!controller)
        args << QStringLiteral("--no-controller");
    if (m_port != 0)
        args << QStringLiteral("--port") << QString::number(m_port);
    m_process = std::make_unique<QProcess>();
    m_process->setStandardOutputFile(file(QStringLiteral("server.out")), QIODevice::Append);
    m_process->setStandardErrorFile(file(QStringLiteral("server.err")), QIODevice::Append);
    m_process->start(kPython, args);
    if (!m_process->waitForStarted(10000)) {
        *error = QStringLiteral("cannot run %1: %2").arg(kPython, m_process->errorString());
        m_process.reset();
        return false;
    }
    const QDeadlineTimer deadline(20000);
    while (!deadline.hasExpired()) {
        const QJsonObject ready
            = QJsonDocument::fromJson(readAll(file(QStringLiteral("ready.json")))).object();
        if (ready.value(QStringLiteral("pid")).toInteger() == m_process->processId()) {
            m_port = quint16(ready.value(QStringLiteral("port")).toInt());
            return true;
        }
        if (m_process->waitForFinished(50)) {
            *error = QStringLiteral("the test API server exited (code %1): %2")
                         .arg(m_process->exitCode())
                         .arg(serverErrors());
            m_process.reset();
            return false;
        }
    }
    *error = QStringLiteral("the test API server did not write ready.json within 20 s: %1")
                 .arg(serverErrors());
    stop();
    return false;
}

bool KubeTestServer::restart(QString *error)
{
    stop();
    return start(error, m_controller, m_tickMs);
}

void KubeTestServer::stop()
{
    if (!m_process)
        return;
    if (m_process->state() != QProcess::NotRunning) {
        m_process->terminate();
        if (!m_process->waitForFinished(5000)) {
            m_process->kill();
            m_process->waitForFinished(2000);
        }
    }
    m_process.reset();
}

QString KubeTestServer::serverErrors() const
{
    return QString::fromUtf8(readAll(file(QStringLiteral("server.err"))));
}

QString KubeTestServer::url() const
{
    return QStringLiteral("https://127.0.0.1:%1").arg(m_port);
}

QString KubeTestServer::caFile() const
{
    return file(QStringLiteral("pki/ca.crt"));
}

QString KubeTestServer::clientCertFile(Auth auth) const
{
    return file(auth == Auth::ClientCertEc ? QStringLiteral("pki/client-ec.crt")
                                           : QStringLiteral("pki/client-rsa.crt"));
}

QString KubeTestServer::clientKeyFile(Auth auth) const
{
    return file(auth == Auth::ClientCertEc ? QStringLiteral("pki/client-ec.key")
                                           : QStringLiteral("pki/client-rsa.key"));
}

QString KubeTestServer::tokenOf(const QString &user) const
{
    const QList<QByteArray> lines = readAll(file(QStringLiteral("tokens"))).split('\n');
    for (const QByteArray &line : lines) {
        const int comma = line.indexOf(',');
        if (comma > 0 && QString::fromUtf8(line.mid(comma + 1)).trimmed() == user)
            return QString::fromUtf8(line.left(comma)).trimmed();
    }
    return {};
}

QString KubeTestServer::token() const
{
    return tokenOf(QStringLiteral("traindeck-test"));
}

QString KubeTestServer::readOnlyToken() const
{
    return tokenOf(QStringLiteral("viewer"));
}

QString KubeTestServer::otherToken() const
{
    return tokenOf(QStringLiteral("traindeck-other"));
}

QString KubeTestServer::userToken(const QString &user) const
{
    return tokenOf(user);
}

QString KubeTestServer::adminToken() const
{
    return QString::fromUtf8(readAll(file(QStringLiteral("admin-token")))).trimmed();
}

void KubeTestServer::setTokens(const QList<QPair<QString, QString>> &tokenUser)
{
    QSaveFile f(file(QStringLiteral("tokens")));
    if (!f.open(QIODevice::WriteOnly))
        return;
    for (const auto &[tok, user] : tokenUser)
        f.write((tok + QLatin1Char(',') + user + QLatin1Char('\n')).toUtf8());
    f.commit();
}

QString KubeTestServer::writeKubeconfig(Auth auth, const QString &nameSpace) const
{
    static const char *const names[] = {"token", "rsa", "ec", "readonly"};
    const QString path = file(
        QStringLiteral("kubeconfig-%1-%2.yaml").arg(QLatin1String(names[int(auth)]), nameSpace));
    QString user;
    switch (auth) {
    case Auth::Token:
        user = QStringLiteral("    token: %1\n").arg(token());
        break;
    case Auth::ReadOnlyToken:
        user = QStringLiteral("    token: %1\n").arg(readOnlyToken());
        break;
    case Auth::ClientCertRsa:
    case Auth::ClientCertEc:
        user = QStringLiteral("    client-certificate: %1\n    client-key: %2\n")
                   .arg(clientCertFile(auth), clientKeyFile(auth));
        break;
    }
    const QString text = QStringLiteral("apiVersion: v1\n"
                                        "kind: Config\n"
                                        "clusters:\n"
                                        "- name: test\n"
                                        "  cluster:\n"
                                        "    server: %1\n"
                                        "    certificate-authority: %2\n"
                                        "users:\n"
                                        "- name: test\n"
                                        "  user:\n"
                                        "%3"
                                        "contexts:\n"
                                        "- name: test\n"
                                        "  context:\n"
                                        "    cluster: test\n"
                                        "    user: test\n"
                                        "    namespace: %4\n"
                                        "current-context: test\n")
                             .arg(url(), caFile(), user, nameSpace);
    QSaveFile f(path);
    if (f.open(QIODevice::WriteOnly)) {
        f.write(text.toUtf8());
        f.commit();
    }
    return path;
}

int KubeTestServer::request(const QByteArray &method,
                            const QByteArray &pathAndQuery,
                            const QString &bearer,
                            QByteArray *answer,
                            const QByteArray &body,
                            const QByteArray &contentType,
                            const QList<QPair<QByteArray, QByteArray>> &headers)
{
    QSslSocket socket;
    QSslConfiguration conf = socket.sslConfiguration();
    conf.setCaCertificates(QSslCertificate::fromPath(caFile()));
    conf.setAllowedNextProtocols({QByteArrayLiteral("http/1.1")});
    socket.setSslConfiguration(conf);
    socket.connectToHostEncrypted(QStringLiteral("127.0.0.1"), m_port);
    if (!socket.waitForEncrypted(10000))
        return 0;
    QByteArray req = method + ' ' + pathAndQuery
                     + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                     + "User-Agent: traindeck-tests/KubeTestServer\r\n";
    if (!bearer.isEmpty())
        req += "Authorization: Bearer " + bearer.toUtf8() + "\r\n";
    for (const auto &[name, value] : headers)
        req += name + ": " + value + "\r\n";
    if (!body.isEmpty())
        req += "Content-Type: " + contentType + "\r\n";
    req += "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
    socket.write(req);
    QByteArray reply;
    const QDeadlineTimer deadline(15000);
    while (!deadline.hasExpired() && socket.state() == QAbstractSocket::ConnectedState) {
        socket.waitForReadyRead(int(qMax<qint64>(1, deadline.remainingTime())));
        reply += socket.readAll();
    }
    reply += socket.readAll();
    const int headerEnd = reply.indexOf("\r\n\r\n");
    if (!reply.startsWith("HTTP/1.1 ") || headerEnd < 0)
        return 0;
    if (answer) {
        QByteArray content = reply.mid(headerEnd + 4);
        if (reply.left(headerEnd).toLower().contains("transfer-encoding: chunked")) {
            QByteArray plain;
            int pos = 0;
            while (pos < content.size()) {
                const int eol = content.indexOf("\r\n", pos);
                if (eol < 0)
                    break;
                const int n = content.mid(pos, eol - pos).toInt(nullptr, 16);
                if (n == 0)
                    break;
                plain += content.mid(eol + 2, n);
                pos = eol + 2 + n + 2;
            }
            content = plain;
        }
        *answer = content;
    }
    return reply.mid(9, 3).toInt();
}

bool KubeTestServer::control(const QByteArray &method,
                             const QByteArray &pathAndQuery,
                             QByteArray *answer)
{
    const int code = request(method, pathAndQuery, adminToken(), answer);
    return code >= 200 && code < 300;
}

QList<QJsonObject> KubeTestServer::requests() const
{
    QList<QJsonObject> out;
    const QList<QByteArray> lines = readAll(file(QStringLiteral("requests.log"))).split('\n');
    for (const QByteArray &line : lines) {
        if (!line.trimmed().isEmpty())
            out << QJsonDocument::fromJson(line).object();
    }
    return out;
}
