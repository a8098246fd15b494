// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QProcess>
#include <QString>
#include <QTemporaryDir>

#include <memory>

#include "tests/support/prerequisite.h"

/// The project's test Kubernetes API server (tests/support/kubeapiserver), run as a child process.
/// What it serves and what it does not: docs/kubernetes-test-server.md. Every wait is bounded.
class KubeTestServer final
{
public:
    enum class Auth { Token, ClientCertRsa, ClientCertEc, ReadOnlyToken };

    /// `dir` empty: an own QTemporaryDir; the persisted store lives in the directory.
    explicit KubeTestServer(QString dir = {});
    ~KubeTestServer(); ///< stops it
    KubeTestServer(const KubeTestServer &) = delete;
    KubeTestServer &operator=(const KubeTestServer &) = delete;

    /// Starts the server and waits at most 20 s for DIR/ready.json; on failure `error` holds why
    /// with the server's stderr. A later start reuses the port it got first.
    bool start(QString *error, bool controller = true, int tickMs = 100);
    /// stop() + start() on the same port and directory: objects, history and counter are kept.
    bool restart(QString *error);
    /// SIGTERM, then SIGKILL after 5 s.
    void stop();
    bool running() const;
    /// True when /usr/bin/python3 with python3-cryptography is there; else `why` says what is
    /// missing.
    static bool available(QString *why);

    quint16 port() const { return m_port; }
    QString url() const;
    QString dir() const { return m_dir; }
    QString caFile() const;
    QString clientCertFile(Auth auth) const;
    QString clientKeyFile(Auth auth) const;
    /// The bearer token of user traindeck-test (full rights) and of user viewer (get/list/watch).
    QString token() const;
    QString readOnlyToken() const;
    /// The bearer token of user traindeck-other, a second user with full rights (for
    /// POST /_test/deny tests); any user's token from DIR/tokens with userToken().
    QString otherToken() const;
    QString userToken(const QString &user) const;
    /// Rewrites DIR/tokens (`token,user` lines); the server reads it on every request.
    void setTokens(const QList<QPair<QString, QString>> &tokenUser);
    QString adminToken() const;
    /// A kubeconfig with one cluster/user/context `test` (namespace `nameSpace`) using `auth`;
    /// returns its path (in DIR, one file per auth and namespace).
    QString writeKubeconfig(Auth auth, const QString &nameSpace = QStringLiteral("default")) const;
    /// A /_test/... request with the admin token; true on a 2xx answer, `answer` gets the body.
    bool
    control(const QByteArray &method, const QByteArray &pathAndQuery, QByteArray *answer = nullptr);
    /// Any request with the given bearer token (empty: none): the status code (0 when no answer),
    /// the body in `answer`. For tests of the server itself.
    int request(const QByteArray &method,
                const QByteArray &pathAndQuery,
                const QString &bearer,
                QByteArray *answer = nullptr,
                const QByteArray &body = {},
                const QByteArray &contentType = "application/json",
                const QList<QPair<QByteArray, QByteArray>> &headers = {});
    /// DIR/requests.log, one object per request: method, target, userAgent, user, status.
    QList<QJsonObject> requests() const;
    /// What the server wrote on stderr so far.
    QString serverErrors() const;

private:
    QString file(const QString &name) const;
    QString tokenOf(const QString &user) const;

    std::unique_ptr<QTemporaryDir> m_temp;
    QString m_dir;
    std::unique_ptr<QProcess> m_process;
    quint16 m_port = 0;
    bool m_controller = true;
    int m_tickMs = 100;
};

/// Fails (under scripts/test) or skips the calling test function unless the test API server
/// can run here.
#define TRAINDECK_REQUIRE_KUBE_TEST_SERVER() \
    do { \
        QString traindeckWhy_; \
        TRAINDECK_REQUIRE(KubeTestServer::available(&traindeckWhy_), \
                          traindeckWhy_, \
                          QStringLiteral("install python3-cryptography (scripts/ensure-deps)")); \
    } while (false)
