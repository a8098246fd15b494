// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <optional>

namespace TrainDeck::Kubernetes {

/// A kubeconfig as kubectl reads it: one file parsed (parse(), free of I/O), several merged by
/// kubectl's rules (merged()), and the files named by --kubeconfig or KUBECONFIG found and read
/// (load()). TrainDeck never writes a kubeconfig. Every error names the file, the cluster,
/// user or context, and the field at fault.
class Kubeconfig
{
    Q_DECLARE_TR_FUNCTIONS(Kubeconfig)
public:
    struct Cluster
    {
        QString name;
        QString server;
        QString certificateAuthority;        ///< a file, absolute (resolved against its kubeconfig)
        QByteArray certificateAuthorityData; ///< PEM, decoded from base64
        bool insecureSkipTlsVerify = false;
        QString tlsServerName;
        QString proxyUrl;
        QString file; ///< the kubeconfig that defined it
        int line = 0;
    };
    struct ExecConfig
    {
        QString apiVersion; ///< client.authentication.k8s.io/v1 or /v1beta1
        QString command;
        QStringList args;
        QList<QPair<QString, QString>> env;
        QString installHint;
        QString interactiveMode;         ///< Never, IfAvailable, Always
        bool provideClusterInfo = false; ///< pass the cluster in KUBERNETES_EXEC_INFO
    };
    struct User
    {
        QString name;
        QString clientCertificate; ///< a file, absolute
        QByteArray clientCertificateData;
        QString clientKey;
        QByteArray clientKeyData;
        QString token;
        QString tokenFile; ///< absolute
        std::optional<ExecConfig> exec;
        QString file;
        int line = 0;
    };
    struct Context
    {
        QString name;
        QString cluster;
        QString user;
        QString nameSpace; ///< empty: "default"
        QString file;
        int line = 0;
    };
    /// A context with its cluster and user, checked to be usable.
    struct Resolved
    {
        Context context;
        Cluster cluster;
        User user;
        QString nameSpace; ///< the context's, or "default"
    };

    /// One kubeconfig file's bytes. Relative paths in it are resolved against `fileName`'s
    /// folder, as kubectl does.
    static Result<Kubeconfig> parse(const QByteArray &bytes, const QString &fileName);
    /// kubectl's merge: the first file to define a cluster, user or context name wins, and so
    /// does the first non-empty current-context.
    static Kubeconfig merged(const QList<Kubeconfig> &files);
    /// --kubeconfig (`explicitFile`, must exist), else the KUBECONFIG list (`envList`, files
    /// that do not exist are skipped as kubectl skips them), else ~/.kube/config.
    static Result<Kubeconfig> load(const QString &explicitFile, const QString &envList);

    /// `contextName`, or the current context when it is empty.
    Result<Resolved> resolve(const QString &contextName = {}) const;

    const QList<Cluster> &clusters() const { return m_clusters; }
    const QList<User> &users() const { return m_users; }
    const QList<Context> &contexts() const { return m_contexts; }
    QString currentContext() const { return m_currentContext; }
    QStringList files() const { return m_files; }

private:
    QList<Cluster> m_clusters;
    QList<User> m_users;
    QList<Context> m_contexts;
    QString m_currentContext;
    QStringList m_files;
};

} // namespace TrainDeck::Kubernetes
