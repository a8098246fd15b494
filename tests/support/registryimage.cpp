// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "tests/support/registryimage.h"

#include "core/domain/labels.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QUrl>

#include <nlohmann/json.hpp>

namespace TrainDeck::Tests {

namespace {

using Json = nlohmann::json;

QString refRepo(const QString &reference)
{
    return reference.left(reference.lastIndexOf(QLatin1Char(':')));
}

QString refTag(const QString &reference)
{
    return reference.mid(reference.lastIndexOf(QLatin1Char(':')) + 1);
}

QString describe(const QString &what, const HttpAnswer &a)
{
    return QStringLiteral("%1: HTTP %2: %3").arg(what).arg(a.status).arg(QString::fromUtf8(a.body));
}

} // namespace

HttpAnswer curlCall(const QStringList &args, const QString &url)
{
    QProcess p;
    p.start(QStringLiteral("curl"),
            QStringList{QStringLiteral("-sS"),
                        QStringLiteral("--max-time"),
                        QStringLiteral("300"),
                        QStringLiteral("-w"),
                        QStringLiteral("\n%{http_code}")}
                + args + QStringList{url});
    if (!p.waitForFinished(310000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return {0, p.readAllStandardError()};
    const QByteArray out = p.readAllStandardOutput();
    const qsizetype nl = out.lastIndexOf('\n');
    return {out.mid(nl + 1).trimmed().toInt(), out.left(nl)};
}

HttpAnswer engineCall(const QString &host,
                      const QByteArray &method,
                      const QString &pathAndQuery,
                      QStringList args)
{
    args << QStringLiteral("-X") << QString::fromLatin1(method) << QStringLiteral("--unix-socket")
         << QUrl(host).path();
    return curlCall(args, QStringLiteral("http://engine/v1.41") + pathAndQuery);
}

QString writeRandomLayerTar(const QString &tarPath, const QString &fileName, int mebibytes)
{
    QTemporaryDir stage;
    if (!stage.isValid())
        return QStringLiteral("no temporary folder");
    QFile f(stage.filePath(fileName));
    if (!f.open(QIODevice::WriteOnly))
        return f.errorString();
    QByteArray chunk(1 << 20, Qt::Uninitialized);
    for (int i = 0; i < mebibytes; ++i) {
        QRandomGenerator::global()->fillRange(reinterpret_cast<quint32 *>(chunk.data()),
                                              chunk.size() / 4);
        if (f.write(chunk) != chunk.size())
            return f.errorString();
    }
    f.close();
    QProcess tar;
    tar.start(QStringLiteral("tar"),
              {QStringLiteral("-C"), stage.path(), QStringLiteral("-cf"), tarPath, fileName});
    if (!tar.waitForFinished(120000) || tar.exitCode() != 0)
        return QStringLiteral("tar failed: ") + QString::fromLocal8Bit(tar.readAllStandardError());
    return {};
}

QString pushUniqueImage(const QString &host,
                        const QString &base,
                        const QString &tar,
                        const QString &reference)
{
    const Json create = {{"Image", base.toStdString()}, {"Cmd", {"true"}}};
    HttpAnswer a = engineCall(host,
                              "POST",
                              QStringLiteral("/containers/create"),
                              {QStringLiteral("-H"),
                               QStringLiteral("Content-Type: application/json"),
                               QStringLiteral("-d"),
                               QString::fromStdString(create.dump())});
    if (a.status != 201)
        return describe(QStringLiteral("creating a container of ") + base, a);
    const Json made = Json::parse(a.body.constData(), nullptr, false);
    const QString id = QString::fromStdString(made.is_object() ? made.value("Id", std::string())
                                                               : std::string());
    if (id.isEmpty())
        return describe(QStringLiteral("creating a container of ") + base, a);
    QString error;
    a = engineCall(host,
                   "PUT",
                   QStringLiteral("/containers/%1/archive?path=/").arg(id),
                   {QStringLiteral("-H"),
                    QStringLiteral("Content-Type: application/x-tar"),
                    QStringLiteral("--data-binary"),
                    QLatin1Char('@') + tar});
    if (a.status != 200)
        error = describe(QStringLiteral("copying the layer into the container"), a);
    // Podman's commit wants a (possibly empty) container configuration as its body.
    if (error.isEmpty()) {
        a = engineCall(host,
                       "POST",
                       QStringLiteral("/commit?container=%1&repo=%2&tag=%3")
                           .arg(id,
                                QString::fromLatin1(QUrl::toPercentEncoding(refRepo(reference))),
                                refTag(reference)),
                       {QStringLiteral("-H"),
                        QStringLiteral("Content-Type: application/json"),
                        QStringLiteral("-d"),
                        QStringLiteral("{}")});
        if (a.status != 201)
            error = describe(QStringLiteral("committing ") + reference, a);
    }
    const HttpAnswer removed
        = engineCall(host, "DELETE", QStringLiteral("/containers/%1?force=1").arg(id));
    if (error.isEmpty() && removed.status != 204)
        error = describe(QStringLiteral("removing the container"), removed);
    if (!error.isEmpty())
        return error;
    // An empty credential ("{}" in base64): the registry has no authentication, and Docker
    // refuses a push without the header. Success is a stream that names the digest.
    a = engineCall(
        host,
        "POST",
        QStringLiteral("/images/%1/push?tag=%2").arg(refRepo(reference), refTag(reference)),
        {QStringLiteral("-H"),
         QStringLiteral("X-Registry-Auth: ") + QString::fromLatin1(QByteArray("{}").toBase64())});
    if (a.status != 200 || a.body.contains("\"error\"")
        || !a.body.contains(refTag(reference).toUtf8() + ": digest: sha256:"))
        return describe(QStringLiteral("pushing ") + reference, a);
    a = engineCall(host, "DELETE", QStringLiteral("/images/%1").arg(reference));
    if (a.status != 200)
        return describe(QStringLiteral("removing ") + reference + QStringLiteral(" after the push"),
                        a);
    a = engineCall(host, "GET", QStringLiteral("/images/%1/json").arg(reference));
    if (a.status != 404)
        return describe(reference + QStringLiteral(" is still on the engine"), a);
    return {};
}

void removePushedImage(const QString &host, const QString &registry, const QString &reference)
{
    (void)engineCall(host, "DELETE", QStringLiteral("/images/%1?force=1").arg(reference));
    const QString repo = refRepo(reference).mid(registry.size() + 1);
    const HttpAnswer head = curlCall(
        {QStringLiteral("-I"),
         QStringLiteral("-H"),
         QStringLiteral("Accept: application/vnd.docker.distribution.manifest.v2+json, "
                        "application/vnd.oci.image.manifest.v1+json")},
        QStringLiteral("http://%1/v2/%2/manifests/%3").arg(registry, repo, refTag(reference)));
    static const QRegularExpression digestRe(
        QStringLiteral("(?mi)^docker-content-digest:\\s*(\\S+)"));
    const auto digest = digestRe.match(QString::fromUtf8(head.body));
    if (digest.hasMatch())
        (void)curlCall(
            {QStringLiteral("-X"), QStringLiteral("DELETE")},
            QStringLiteral("http://%1/v2/%2/manifests/%3").arg(registry, repo, digest.captured(1)));
}

void removeJobObjects(const QString &host, const QString &jobName)
{
    const QString filter = QString::fromLatin1(QUrl::toPercentEncoding(
        QStringLiteral("{\"label\":[\"%1=%2\"]}").arg(Labels::TrainJobName, jobName)));
    const HttpAnswer containers
        = engineCall(host, "GET", QStringLiteral("/containers/json?all=1&filters=%1").arg(filter));
    const Json cj = Json::parse(containers.body.constData(), nullptr, false);
    for (const auto &c : cj.is_array() ? cj : Json::array())
        (void)engineCall(host,
                         "DELETE",
                         QStringLiteral("/containers/%1?force=1&v=1")
                             .arg(QString::fromStdString(c.value("Id", std::string()))));
    const HttpAnswer networks
        = engineCall(host, "GET", QStringLiteral("/networks?filters=%1").arg(filter));
    const Json nj = Json::parse(networks.body.constData(), nullptr, false);
    for (const auto &n : nj.is_array() ? nj : Json::array())
        (void)engineCall(host,
                         "DELETE",
                         QStringLiteral("/networks/%1")
                             .arg(QString::fromStdString(n.value("Name", std::string()))));
}

} // namespace TrainDeck::Tests
