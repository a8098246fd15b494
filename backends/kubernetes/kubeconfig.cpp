// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/kubernetes/kubeconfig.h"

#include "core/codec/document.h"
#include "core/files/regularfilereader.h"

#include <QDir>
#include <QFileInfo>

namespace TrainDeck::Kubernetes {

namespace {

using Json = nlohmann::ordered_json;

/// Reads one kubeconfig document with its positions, so that every error points at a line.
class Reader
{
    Q_DECLARE_TR_FUNCTIONS(Kubeconfig)
public:
    explicit Reader(const Document &doc)
        : m_doc(doc)
        , m_dir(QFileInfo(doc.fileName()).absolutePath())
    {}

    Error error(const QString &path, const QString &message) const
    {
        return m_doc.error(Error::Kind::Validation, path, message);
    }
    int line(const QString &path) const { return m_doc.position(path).line; }

    /// A string field; absent or null is empty, anything else is an error.
    Result<QString> string(const Json &object, const QString &path, const char *key) const
    {
        const auto it = object.find(key);
        if (it == object.end() || it->is_null())
            return QString();
        if (!it->is_string())
            return error(path + QLatin1Char('.') + QLatin1String(key), tr("must be a string"));
        return QString::fromStdString(it->get<std::string>());
    }
    /// A file path field, resolved against the kubeconfig's folder as kubectl does.
    Result<QString> file(const Json &object, const QString &path, const char *key) const
    {
        auto s = string(object, path, key);
        if (!s || s->isEmpty())
            return s;
        if (s->startsWith(QLatin1String("~/")))
            return QDir::home().filePath(s->mid(2));
        return QDir::cleanPath(QDir(m_dir).absoluteFilePath(*s));
    }
    /// A *-data field: base64 of PEM.
    Result<QByteArray>
    pem(const Json &object, const QString &path, const char *key, const QString &owner) const
    {
        auto s = string(object, path, key);
        if (!s)
            return s.error();
        if (s->isEmpty())
            return QByteArray();
        const QString at = path + QLatin1Char('.') + QLatin1String(key);
        auto decoded = QByteArray::fromBase64Encoding(s->toLatin1().trimmed(),
                                                      QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded || decoded.decoded.isEmpty())
            return error(at,
                         tr("%1: %2 is not valid base64; paste the base64 of the PEM file "
                            "(base64 -w0 FILE), or name the file in %3 instead")
                             .arg(owner, QLatin1String(key), QString::fromLatin1(key).chopped(5)));
        if (!decoded.decoded.contains("-----BEGIN "))
            return error(at,
                         tr("%1: %2 decodes to something that is not PEM (no \"-----BEGIN\" "
                            "line); it must hold a PEM certificate or key")
                             .arg(owner, QLatin1String(key)));
        return decoded.decoded;
    }
    Result<bool> boolean(const Json &object, const QString &path, const char *key) const
    {
        const auto it = object.find(key);
        if (it == object.end() || it->is_null())
            return false;
        if (!it->is_boolean())
            return error(path + QLatin1Char('.') + QLatin1String(key), tr("must be true or false"));
        return it->get<bool>();
    }
    /// The list under `key` of {name, <inner>: {...}} entries.
    Result<QList<QPair<QString, int>>> names(const Json &root, const char *key, const char *inner)
    {
        QList<QPair<QString, int>> out;
        const auto it = root.find(key);
        if (it == root.end() || it->is_null())
            return out;
        const QString listPath = QLatin1String(key);
        if (!it->is_array())
            return error(
                listPath,
                tr("must be a list of entries with a name and a %1").arg(QLatin1String(inner)));
        for (int i = 0; i < int(it->size()); ++i) {
            const QString at = QStringLiteral("%1[%2]").arg(listPath).arg(i);
            const Json &entry = (*it)[i];
            if (!entry.is_object())
                return error(
                    at, tr("must be a mapping with a name and a %1").arg(QLatin1String(inner)));
            auto name = string(entry, at, "name");
            if (!name)
                return name.error();
            if (name->isEmpty())
                return error(
                    at, tr("this entry has no name; every %1 needs one").arg(QLatin1String(inner)));
            const auto body = entry.find(inner);
            if (body == entry.end() || !body->is_object())
                return error(at, tr("'%1' has no %2 mapping").arg(*name, QLatin1String(inner)));
            out << qMakePair(*name, i);
        }
        return out;
    }

    const Document &m_doc;
    QString m_dir;
};

/// The first failed read of a group of fields, so that each group reports one error.
template<class... R>
std::optional<Error> firstError(const R &...results)
{
    std::optional<Error> out;
    ((out || results ? void() : void(out = results.error())), ...);
    return out;
}

template<class T>
const T *byName(const QList<T> &list, const QString &name)
{
    for (const T &t : list) {
        if (t.name == name)
            return &t;
    }
    return nullptr;
}

Error resolveError(const QString &file, int line, const QString &message)
{
    return Error::make(Error::Kind::Validation, message).at(file, line);
}

} // namespace

Result<Kubeconfig> Kubeconfig::parse(const QByteArray &bytes, const QString &fileName)
{
    auto doc = Document::parse(bytes, fileName);
    if (!doc)
        return doc.error();
    const Json &root = doc->json();
    Reader r(*doc);
    if (!root.is_object())
        return r.error(QString(),
                       tr("a kubeconfig is a mapping with clusters, users and "
                          "contexts; this file holds something else"));
    auto kind = r.string(root, QString(), "kind");
    if (!kind)
        return kind.error();
    if (!kind->isEmpty() && *kind != QLatin1String("Config"))
        return r.error(QStringLiteral("kind"),
                       tr("this is a %1, not a kubeconfig (kind: Config)").arg(*kind));

    Kubeconfig out;
    out.m_files << fileName;
    auto current = r.string(root, QString(), "current-context");
    if (!current)
        return current.error();
    out.m_currentContext = *current;

    auto clusters = r.names(root, "clusters", "cluster");
    if (!clusters)
        return clusters.error();
    for (const auto &[name, i] : std::as_const(*clusters)) {
        if (byName(out.m_clusters, name))
            continue; // kubectl keeps the first of a name
        const QString at = QStringLiteral("clusters[%1].cluster").arg(i);
        const Json &c = root["clusters"][i]["cluster"];
        const QString owner = tr("cluster '%1'").arg(name);
        Cluster cl;
        cl.name = name;
        cl.file = fileName;
        cl.line = r.line(QStringLiteral("clusters[%1]").arg(i));
        auto server = r.string(c, at, "server");
        auto ca = r.file(c, at, "certificate-authority");
        auto caData = r.pem(c, at, "certificate-authority-data", owner);
        auto insecure = r.boolean(c, at, "insecure-skip-tls-verify");
        auto sni = r.string(c, at, "tls-server-name");
        auto proxy = r.string(c, at, "proxy-url");
        if (auto e = firstError(server, ca, caData, insecure, sni, proxy))
            return *e;
        cl.server = *server;
        cl.certificateAuthority = *ca;
        cl.certificateAuthorityData = *caData;
        cl.insecureSkipTlsVerify = *insecure;
        cl.tlsServerName = *sni;
        cl.proxyUrl = *proxy;
        out.m_clusters << cl;
    }

    auto users = r.names(root, "users", "user");
    if (!users)
        return users.error();
    for (const auto &[name, i] : std::as_const(*users)) {
        if (byName(out.m_users, name))
            continue;
        const QString at = QStringLiteral("users[%1].user").arg(i);
        const Json &u = root["users"][i]["user"];
        const QString owner = tr("user '%1'").arg(name);
        User us;
        us.name = name;
        us.file = fileName;
        us.line = r.line(QStringLiteral("users[%1]").arg(i));
        auto cert = r.file(u, at, "client-certificate");
        auto certData = r.pem(u, at, "client-certificate-data", owner);
        auto key = r.file(u, at, "client-key");
        auto keyData = r.pem(u, at, "client-key-data", owner);
        auto token = r.string(u, at, "token");
        auto tokenFile = r.file(u, at, "tokenFile");
        if (auto e = firstError(cert, certData, key, keyData, token, tokenFile))
            return *e;
        us.clientCertificate = *cert;
        us.clientCertificateData = *certData;
        us.clientKey = *key;
        us.clientKeyData = *keyData;
        us.token = *token;
        us.tokenFile = *tokenFile;
        if (const auto ex = u.find("exec"); ex != u.end() && !ex->is_null()) {
            const QString exAt = at + QStringLiteral(".exec");
            if (!ex->is_object())
                return r.error(
                    exAt, tr("%1: exec must be a mapping with apiVersion and command").arg(owner));
            ExecConfig exec;
            auto apiVersion = r.string(*ex, exAt, "apiVersion");
            auto command = r.string(*ex, exAt, "command");
            auto hint = r.string(*ex, exAt, "installHint");
            auto mode = r.string(*ex, exAt, "interactiveMode");
            auto clusterInfo = r.boolean(*ex, exAt, "provideClusterInfo");
            if (auto e = firstError(apiVersion, command, hint, mode, clusterInfo))
                return *e;
            exec.provideClusterInfo = *clusterInfo;
            exec.apiVersion = *apiVersion;
            exec.command = *command;
            exec.installHint = *hint;
            exec.interactiveMode = *mode;
            if (const auto args = ex->find("args"); args != ex->end() && !args->is_null()) {
                if (!args->is_array())
                    return r.error(exAt + QStringLiteral(".args"),
                                   tr("%1: exec args must be a list of strings").arg(owner));
                for (int k = 0; k < int(args->size()); ++k) {
                    if (!(*args)[k].is_string())
                        return r.error(QStringLiteral("%1.args[%2]").arg(exAt).arg(k),
                                       tr("%1: exec args must be strings").arg(owner));
                    exec.args << QString::fromStdString((*args)[k].get<std::string>());
                }
            }
            if (const auto env = ex->find("env"); env != ex->end() && !env->is_null()) {
                if (!env->is_array())
                    return r.error(
                        exAt + QStringLiteral(".env"),
                        tr("%1: exec env must be a list of name/value pairs").arg(owner));
                for (int k = 0; k < int(env->size()); ++k) {
                    const QString envAt = QStringLiteral("%1.env[%2]").arg(exAt).arg(k);
                    const Json &pair = (*env)[k];
                    if (!pair.is_object())
                        return r.error(
                            envAt, tr("%1: exec env entries need a name and a value").arg(owner));
                    auto n = r.string(pair, envAt, "name");
                    auto v = r.string(pair, envAt, "value");
                    if (!n)
                        return n.error();
                    if (!v)
                        return v.error();
                    if (n->isEmpty())
                        return r.error(envAt, tr("%1: an exec env entry has no name").arg(owner));
                    exec.env << qMakePair(*n, *v);
                }
            }
            us.exec = exec;
        }
        out.m_users << us;
    }

    auto contexts = r.names(root, "contexts", "context");
    if (!contexts)
        return contexts.error();
    for (const auto &[name, i] : std::as_const(*contexts)) {
        if (byName(out.m_contexts, name))
            continue;
        const QString at = QStringLiteral("contexts[%1].context").arg(i);
        const Json &c = root["contexts"][i]["context"];
        Context cx;
        cx.name = name;
        cx.file = fileName;
        cx.line = r.line(QStringLiteral("contexts[%1]").arg(i));
        auto cluster = r.string(c, at, "cluster");
        auto user = r.string(c, at, "user");
        auto ns = r.string(c, at, "namespace");
        if (auto e = firstError(cluster, user, ns))
            return *e;
        cx.cluster = *cluster;
        cx.user = *user;
        cx.nameSpace = *ns;
        out.m_contexts << cx;
    }
    return out;
}

Kubeconfig Kubeconfig::merged(const QList<Kubeconfig> &files)
{
    Kubeconfig out;
    for (const Kubeconfig &k : files) {
        out.m_files << k.m_files;
        if (out.m_currentContext.isEmpty())
            out.m_currentContext = k.m_currentContext;
        for (const Cluster &c : k.m_clusters) {
            if (!byName(out.m_clusters, c.name))
                out.m_clusters << c;
        }
        for (const User &u : k.m_users) {
            if (!byName(out.m_users, u.name))
                out.m_users << u;
        }
        for (const Context &c : k.m_contexts) {
            if (!byName(out.m_contexts, c.name))
                out.m_contexts << c;
        }
    }
    return out;
}

Result<Kubeconfig> Kubeconfig::load(const QString &explicitFile, const QString &envList)
{
    QStringList paths;
    bool mustExist = false;
    if (!explicitFile.isEmpty()) {
        paths << explicitFile;
        mustExist = true;
    } else if (!envList.isEmpty()) {
        for (const QString &p : envList.split(QDir::listSeparator(), Qt::SkipEmptyParts)) {
            const QString abs = QFileInfo(p).absoluteFilePath();
            if (!paths.contains(abs))
                paths << abs;
        }
    } else {
        paths << QDir::home().filePath(QStringLiteral(".kube/config"));
    }
    QList<Kubeconfig> parsed;
    for (const QString &p : std::as_const(paths)) {
        if (!mustExist && !QFileInfo::exists(p))
            continue; // kubectl skips KUBECONFIG entries that do not exist
        auto bytes = RegularFileReader::read(p, Document::MaxBytes, tr("kubeconfig"));
        if (!bytes)
            return bytes.error();
        auto k = parse(*bytes, p);
        if (!k)
            return k.error();
        parsed << *k;
    }
    Kubeconfig out = merged(parsed);
    if (out.m_files.isEmpty())
        out.m_files = paths;
    return out;
}

Result<Kubeconfig::Resolved> Kubeconfig::resolve(const QString &contextName) const
{
    const QString files = m_files.join(QStringLiteral(", "));
    // With one kubeconfig, errors about it as a whole name it as their file too.
    const QString onlyFile = m_files.size() == 1 ? m_files.constFirst() : QString();
    if (m_files.isEmpty() || (m_contexts.isEmpty() && m_clusters.isEmpty()))
        return Error::make(Error::Kind::NotFound,
                           tr("no kubeconfig with contexts was found (looked at %1); set "
                              "KUBECONFIG or pass --kubeconfig FILE")
                               .arg(files.isEmpty() ? tr("nothing") : files));
    const QString name = contextName.isEmpty() ? m_currentContext : contextName;
    if (name.isEmpty())
        return Error::make(Error::Kind::Validation,
                           tr("no context chosen: %1 sets no current-context; pass --context "
                              "NAME or run 'kubectl config use-context NAME'")
                               .arg(files))
            .at(onlyFile);
    const Context *cx = byName(m_contexts, name);
    if (!cx) {
        QStringList known;
        for (const Context &c : m_contexts)
            known << c.name;
        return Error::make(
                   Error::Kind::NotFound,
                   tr("context '%1' is not in %2; the contexts there are: %3")
                       .arg(name,
                            files,
                            known.isEmpty() ? tr("none") : known.join(QStringLiteral(", "))))
            .at(onlyFile);
    }
    if (cx->cluster.isEmpty())
        return resolveError(cx->file,
                            cx->line,
                            tr("context '%1' names no cluster; set its cluster field").arg(name));
    const Cluster *cl = byName(m_clusters, cx->cluster);
    if (!cl)
        return resolveError(cx->file,
                            cx->line,
                            tr("context '%1' names cluster '%2', which no kubeconfig (%3) defines")
                                .arg(name, cx->cluster, files));
    if (cl->server.isEmpty())
        return resolveError(
            cl->file,
            cl->line,
            tr("cluster '%1' has no server; set its server field (https://HOST:PORT)")
                .arg(cl->name));
    if (!cl->certificateAuthority.isEmpty() && !cl->certificateAuthorityData.isEmpty())
        return resolveError(cl->file,
                            cl->line,
                            tr("cluster '%1' sets both certificate-authority and "
                               "certificate-authority-data; keep one")
                                .arg(cl->name));
    if (cl->insecureSkipTlsVerify
        && (!cl->certificateAuthority.isEmpty() || !cl->certificateAuthorityData.isEmpty()))
        return resolveError(cl->file,
                            cl->line,
                            tr("cluster '%1' names a certificate authority and also turns "
                               "certificate checks off (insecure-skip-tls-verify); keep one")
                                .arg(cl->name));
    if (!cl->certificateAuthority.isEmpty() && !QFileInfo::exists(cl->certificateAuthority))
        return resolveError(cl->file,
                            cl->line,
                            tr("cluster '%1': certificate-authority %2 does not exist")
                                .arg(cl->name, cl->certificateAuthority));

    Resolved out;
    out.context = *cx;
    out.cluster = *cl;
    out.nameSpace = cx->nameSpace.isEmpty() ? QStringLiteral("default") : cx->nameSpace;
    if (cx->user.isEmpty())
        return out; // kubectl allows a context without credentials
    const User *us = byName(m_users, cx->user);
    if (!us)
        return resolveError(cx->file,
                            cx->line,
                            tr("context '%1' names user '%2', which no kubeconfig (%3) defines")
                                .arg(name, cx->user, files));
    const bool cert = !us->clientCertificate.isEmpty() || !us->clientCertificateData.isEmpty();
    const bool key = !us->clientKey.isEmpty() || !us->clientKeyData.isEmpty();
    if (!us->clientCertificate.isEmpty() && !us->clientCertificateData.isEmpty())
        return resolveError(us->file,
                            us->line,
                            tr("user '%1' sets both client-certificate and "
                               "client-certificate-data; keep one")
                                .arg(us->name));
    if (!us->clientKey.isEmpty() && !us->clientKeyData.isEmpty())
        return resolveError(
            us->file,
            us->line,
            tr("user '%1' sets both client-key and client-key-data; keep one").arg(us->name));
    if (cert != key)
        return resolveError(us->file,
                            us->line,
                            cert ? tr("user '%1' has a client certificate but no client-key; "
                                      "add the key that belongs to it")
                                       .arg(us->name)
                                 : tr("user '%1' has a client-key but no client certificate; "
                                      "add the certificate that belongs to it")
                                       .arg(us->name));
    for (const auto &[field, path] :
         {qMakePair(QStringLiteral("client-certificate"), us->clientCertificate),
          qMakePair(QStringLiteral("client-key"), us->clientKey),
          qMakePair(QStringLiteral("tokenFile"), us->tokenFile)}) {
        if (!path.isEmpty() && !QFileInfo::exists(path))
            return resolveError(us->file,
                                us->line,
                                tr("user '%1': %2 %3 does not exist").arg(us->name, field, path));
    }
    if (us->exec) {
        const ExecConfig &e = *us->exec;
        static const QStringList versions
            = {QStringLiteral("client.authentication.k8s.io/v1"),
               QStringLiteral("client.authentication.k8s.io/v1beta1")};
        if (!versions.contains(e.apiVersion))
            return resolveError(us->file,
                                us->line,
                                tr("user '%1': exec apiVersion '%2' is not one TrainDeck speaks; "
                                   "use %3")
                                    .arg(us->name,
                                         e.apiVersion,
                                         tr("%1 or %2", "two exec apiVersions")
                                             .arg(versions.at(0), versions.at(1))));
        if (e.command.isEmpty())
            return resolveError(
                us->file, us->line, tr("user '%1': exec has no command").arg(us->name));
        static const QStringList modes
            = {QStringLiteral("Never"), QStringLiteral("IfAvailable"), QStringLiteral("Always")};
        if (e.interactiveMode.isEmpty() && e.apiVersion.endsWith(QLatin1String("/v1")))
            return resolveError(us->file,
                                us->line,
                                tr("user '%1': exec with %2 needs interactiveMode (Never, "
                                   "IfAvailable or Always)")
                                    .arg(us->name, e.apiVersion));
        if (!e.interactiveMode.isEmpty() && !modes.contains(e.interactiveMode))
            return resolveError(us->file,
                                us->line,
                                tr("user '%1': exec interactiveMode '%2' is not Never, "
                                   "IfAvailable or Always")
                                    .arg(us->name, e.interactiveMode));
    }
    out.user = *us;
    return out;
}

} // namespace TrainDeck::Kubernetes
