// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Every name in an Engine API path is percent-encoded, so a job, container or
// network name can never add a path segment or climb out of its collection. A fake engine on
// a Unix socket records the request line the client really sends.
#include "backends/container/engineclient.h"

#include <QLocalServer>
#include <QLocalSocket>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Container;
using Json = nlohmann::json;

class TestEnginePaths : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QLocalServer m_server;
    QStringList m_requests; ///< "METHOD target" of every request seen

    /// What the client sends for one call, answered with a 404 as an engine would.
    QString sent(const std::function<void(EngineClient &, EngineClient::Done)> &call)
    {
        m_requests.clear();
        EngineClient client(*Transport::Endpoint::parse(m_server.fullServerName()));
        bool done = false;
        call(client, [&](Result<Json>) { done = true; });
        QElapsedTimer t;
        t.start();
        while (!done && t.elapsed() < 10000)
            QTest::qWait(5);
        if (!done)
            return QStringLiteral("<no answer>");
        // Without a ping the client speaks the API version it assumes; compare the rest.
        static const QRegularExpression version(QStringLiteral("^(\\S+) /v[0-9.]*/"));
        return m_requests.value(0).replace(version, QStringLiteral("\\1 /v/"));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(m_server.listen(m_dir.filePath(QStringLiteral("engine.sock"))));
        connect(&m_server, &QLocalServer::newConnection, this, [this] {
            while (QLocalSocket *s = m_server.nextPendingConnection()) {
                auto buffer = std::make_shared<QByteArray>();
                connect(s, &QLocalSocket::readyRead, s, [this, s, buffer] {
                    buffer->append(s->readAll());
                    const qsizetype end = buffer->indexOf("\r\n\r\n");
                    if (end < 0)
                        return;
                    const QByteArray line = buffer->left(buffer->indexOf("\r\n"));
                    const QList<QByteArray> parts = line.split(' ');
                    m_requests << QString::fromLatin1(parts.value(0) + ' ' + parts.value(1));
                    buffer->remove(0, end + 4);
                    const QByteArray body = R"({"message":"no such object"})";
                    s->write("HTTP/1.1 404 Not Found\r\nContent-Type: application/json\r\n"
                             "Content-Length: "
                             + QByteArray::number(body.size()) + "\r\n\r\n" + body);
                });
            }
        });
    }

    void namesAreOneSegment_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("segment");
        QTest::newRow("slash") << QStringLiteral("a/b") << QStringLiteral("a%2Fb");
        QTest::newRow("dot-dot") << QStringLiteral("..") << QStringLiteral("%2E%2E");
        QTest::newRow("dot") << QStringLiteral(".") << QStringLiteral("%2E");
        QTest::newRow("climb") << QStringLiteral("../../containers/x")
                               << QStringLiteral("..%2F..%2Fcontainers%2Fx");
        QTest::newRow("query") << QStringLiteral("x?force=1") << QStringLiteral("x%3Fforce%3D1");
        QTest::newRow("colon-at") << QStringLiteral("a:b@c") << QStringLiteral("a%3Ab%40c");
        QTest::newRow("plain") << QStringLiteral("job-1.net_x") << QStringLiteral("job-1.net_x");
    }
    void namesAreOneSegment()
    {
        QFETCH(QString, name);
        QFETCH(QString, segment);
        QCOMPARE(EngineClient::pathSegment(name), segment);
        QCOMPARE(sent([&](EngineClient &c, auto d) { c.removeNetwork(name, d); }),
                 QStringLiteral("DELETE /v/networks/") + segment);
        QCOMPARE(sent([&](EngineClient &c, auto d) { c.inspectNetwork(name, d); }),
                 QStringLiteral("GET /v/networks/") + segment);
        QCOMPARE(sent([&](EngineClient &c, auto d) { c.removeContainer(name, true, d); }),
                 QStringLiteral("DELETE /v/containers/") + segment
                     + QStringLiteral("?force=1&v=1"));
        QCOMPARE(sent([&](EngineClient &c, auto d) { c.inspectContainer(name, d); }),
                 QStringLiteral("GET /v/containers/") + segment + QStringLiteral("/json"));
        QCOMPARE(sent([&](EngineClient &c, auto d) { c.startContainer(name, d); }),
                 QStringLiteral("POST /v/containers/") + segment + QStringLiteral("/start"));
    }

    void imageReferencesKeepTheirSlashes()
    {
        QCOMPARE(EngineClient::imageSegment(QStringLiteral("registry:5000/team/img:1.0")),
                 QStringLiteral("registry:5000/team/img:1.0"));
        QCOMPARE(EngineClient::imageSegment(QStringLiteral("img@sha256:ab")),
                 QStringLiteral("img@sha256:ab"));
        QCOMPARE(EngineClient::imageSegment(QStringLiteral("../../containers/x")),
                 QStringLiteral("%2E%2E/%2E%2E/containers/x"));
        QCOMPARE(EngineClient::imageSegment(QStringLiteral("img?x#y")),
                 QStringLiteral("img%3Fx%23y"));
        QCOMPARE(sent([](EngineClient &c, auto d) {
                     c.inspectImage(QStringLiteral("../../containers/x"), d);
                 }),
                 QStringLiteral("GET /v/images/%2E%2E/%2E%2E/containers/x/json"));
    }
};

QTEST_GUILESS_MAIN(TestEnginePaths)
#include "tst_enginepaths.moc"
