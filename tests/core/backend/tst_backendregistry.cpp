// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The BackendRegistry: the one place that knows the backend kinds, how a command line names
// them, and how a backend is made with its options.
#include "core/backend/backendregistry.h"

#include "tests/support/fakebackend.h"

#include <QTest>

using namespace TrainDeck;
using TrainDeck::Testing::FakeBackend;

namespace {

/// A registry of fakes: local, docker and podman, as the programs register them. Each
/// factory records the options it was given.
BackendRegistry fakes(QList<BackendOptions> *seen, bool *enginePresent)
{
    BackendRegistry r;
    for (const BackendKind kind : {BackendKind::Local, BackendKind::Docker, BackendKind::Podman}) {
        BackendRegistry::Entry e;
        e.kind = kind;
        e.create = [kind, seen](const BackendOptions &o) -> std::unique_ptr<Backend> {
            seen->append(o);
            const QString name = BackendRegistry::kindName(kind);
            return std::make_unique<FakeBackend>(name + QStringLiteral("://") + o.host, name, kind);
        };
        if (kind != BackendKind::Local)
            e.present = [enginePresent] {
                return *enginePresent;
            };
        r.add(std::move(e));
    }
    return r;
}

} // namespace

class TestBackendRegistry : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void knownKindsByName()
    {
        QCOMPARE(BackendRegistry::knownKinds(),
                 (QList<BackendKind>{BackendKind::Local,
                                     BackendKind::Docker,
                                     BackendKind::Podman,
                                     BackendKind::Kubernetes}));
        QCOMPARE(BackendRegistry::kindName(BackendKind::Podman), QStringLiteral("podman"));
        QCOMPARE(BackendRegistry::kindName(BackendKind::Kubernetes), QStringLiteral("kubernetes"));
        // As the command line always took them: any case, k8s for kubernetes.
        QCOMPARE(*BackendRegistry::parseKind(QStringLiteral("Docker")), BackendKind::Docker);
        QCOMPARE(*BackendRegistry::parseKind(QStringLiteral("k8s")), BackendKind::Kubernetes);
        QCOMPARE(*BackendRegistry::parseKind(QStringLiteral("local")), BackendKind::Local);
        const auto bad = BackendRegistry::parseKind(QStringLiteral("mainframe"));
        QVERIFY(!bad);
        QCOMPARE(bad.error().kind, Error::Kind::Validation);
        QCOMPARE(bad.error().message,
                 QStringLiteral("unknown backend 'mainframe'; use local, docker, podman or "
                                "kubernetes"));
    }

    void builtKindsOnly()
    {
        QList<BackendOptions> seen;
        bool present = true;
        const BackendRegistry r = fakes(&seen, &present);
        QCOMPARE(
            r.kinds(),
            (QList<BackendKind>{BackendKind::Local, BackendKind::Docker, BackendKind::Podman}));
        QVERIFY(r.has(BackendKind::Docker));
        QVERIFY(!r.has(BackendKind::Kubernetes));
        QCOMPARE(*r.parseBuiltKind(QStringLiteral("podman")), BackendKind::Podman);
        // A name nobody knows: a usage error offering what this program has.
        const auto unknown = r.parseBuiltKind(QStringLiteral("mars"));
        QVERIFY(!unknown);
        QCOMPARE(unknown.error().kind, Error::Kind::Validation);
        QCOMPARE(unknown.error().message,
                 QStringLiteral("unknown backend 'mars'; use local, docker or podman"));
        // A kind TrainDeck knows but this program was built without: not a usage error.
        const auto missing = r.parseBuiltKind(QStringLiteral("kubernetes"));
        QVERIFY(!missing);
        QCOMPARE(missing.error().kind, Error::Kind::Unsupported);
        QCOMPARE(missing.error().message,
                 QStringLiteral("the kubernetes backend is not available in this build of %1")
                     .arg(QCoreApplication::applicationName()));
        const auto notMade = r.create(BackendKind::Kubernetes, {});
        QVERIFY(!notMade);
        QCOMPARE(notMade.error().kind, Error::Kind::Unsupported);
        QVERIFY(seen.isEmpty());
    }

    void createsWithItsOptions()
    {
        QList<BackendOptions> seen;
        bool present = true;
        const BackendRegistry r = fakes(&seen, &present);
        BackendOptions o;
        o.host = QStringLiteral("tcp://engine:2376");
        o.insecureSkipTlsVerify = true;
        o.pullPolicy = QStringLiteral("Never");
        o.initializerTimeoutSeconds = 42;
        auto made = r.create(BackendKind::Podman, o);
        QVERIFY(made);
        std::unique_ptr<Backend> backend = std::move(*made);
        QVERIFY(backend);
        QCOMPARE(backend->kind(), BackendKind::Podman);
        QCOMPARE(backend->connection(), QStringLiteral("podman://tcp://engine:2376"));
        QCOMPARE(seen.size(), 1);
        QCOMPARE(seen.first().host, QStringLiteral("tcp://engine:2376"));
        QVERIFY(seen.first().insecureSkipTlsVerify);
        QCOMPARE(seen.first().pullPolicy, QStringLiteral("Never"));
        QCOMPARE(seen.first().initializerTimeoutSeconds, 42);
        // The runtimes a backend gets by default are TrainDeck's own.
        QCOMPARE(seen.first().catalog.runtimes().size(),
                 RuntimeCatalog::bundled().runtimes().size());
        QVERIFY(!seen.first().catalog.runtimes().isEmpty());

        // Registered again: the later entry replaces the earlier, in its place.
        BackendRegistry again = r;
        BackendRegistry::Entry local;
        local.kind = BackendKind::Local;
        local.create = [](const BackendOptions &) -> std::unique_ptr<Backend> {
            return std::make_unique<FakeBackend>(QStringLiteral("other-local"),
                                                 QStringLiteral("Other"));
        };
        again.add(std::move(local));
        QCOMPARE(again.kinds(), r.kinds());
        QCOMPARE((*again.create(BackendKind::Local, {}))->connection(),
                 QStringLiteral("other-local"));
    }

    void presentKindsFollowTheMachine()
    {
        QList<BackendOptions> seen;
        bool present = false;
        const BackendRegistry r = fakes(&seen, &present);
        QCOMPARE(r.presentKinds(), QList<BackendKind>{BackendKind::Local});
        present = true;
        QCOMPARE(
            r.presentKinds(),
            (QList<BackendKind>{BackendKind::Local, BackendKind::Docker, BackendKind::Podman}));
    }

    void readyWaitsForTheKindsOwnAnswer()
    {
        QList<BackendOptions> seen;
        bool present = true;
        BackendRegistry r = fakes(&seen, &present);
        auto local = r.create(BackendKind::Local, {}).value();
        // Without a readiness check: ready at once.
        QFuture<Result<bool>> now = r.ready(*local);
        QVERIFY(now.isFinished());
        QVERIFY(now.result());

        BackendRegistry::Entry docker;
        docker.kind = BackendKind::Docker;
        docker.create = [](const BackendOptions &) -> std::unique_ptr<Backend> {
            return std::make_unique<FakeBackend>(
                QStringLiteral("docker"), QStringLiteral("Docker"), BackendKind::Docker);
        };
        docker.ready = [](Backend &b) {
            return QtFuture::makeReadyFuture(Result<bool>(Error::make(
                Error::Kind::Transport, QStringLiteral("no engine at ") + b.connection())));
        };
        r.add(std::move(docker));
        auto engine = r.create(BackendKind::Docker, {}).value();
        const Result<bool> answer = r.ready(*engine).result();
        QVERIFY(!answer);
        QCOMPARE(answer.error().message, QStringLiteral("no engine at docker"));
    }
};

QTEST_GUILESS_MAIN(TestBackendRegistry)
#include "tst_backendregistry.moc"
