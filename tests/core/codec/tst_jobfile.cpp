// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Job files as Kubeflow writes them: several documents in one file (runtimes and
// TrainJobs, as `kubectl apply -f` takes them); the file a backend keeps, which must plan,
// re-run and clone with none of the user's files left; and scripts confined to the job file's
// folder (a cloned repository's job file must not read ~/.ssh/id_rsa).
#include "core/catalog/runtimecatalog.h"
#include "core/codec/jobloader.h"
#include "core/codec/runtimecodec.h"
#include "core/codec/trainjobcodec.h"
#include "core/pipeline/filevalidator.h"
#include "core/pipeline/pipeline.h"
#include "tests/support/jobfiles.h"
#include "tests/support/prerequisite.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;

namespace {

const QString UpstreamTorch
    = QStringLiteral(TRAINDECK_SHARED_DIR "/kubeflow/runtimes/torch_distributed.yaml");

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString nodeImage(const JobPlan &plan)
{
    for (const PlanStep &s : plan.steps) {
        if (s.kind == StepKind::Node)
            return s.image;
    }
    return {};
}

} // namespace

class TestJobFile : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString path(const QString &rel) const { return m_dir.filePath(rel); }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void runtimeAndJobInOneFile()
    {
        const QByteArray runtime
            = JobFiles::runtime("my-torch", "TrainingRuntime", "example.org/my-torch:1");
        QVERIFY(!runtime.isEmpty());
        QVERIFY(JobFiles::write(path(QStringLiteral("one/train.py")), "print('one')\n"));
        QVERIFY(JobFiles::write(
            path(QStringLiteral("one/job.yaml")),
            runtime + "---\n"
                + JobFiles::trainJob("with-own-runtime", "my-torch", "TrainingRuntime")));
        QList<Error> problems;
        const auto contents = JobLoader::loadAll(path(QStringLiteral("one/job.yaml")), &problems);
        QVERIFY2(contents.ok(), problems.isEmpty() ? "" : qPrintable(problems.first().toString()));
        QCOMPARE(contents->runtimes.size(), 1);
        QCOMPARE(contents->runtimeLines, QList<int>{1});
        QCOMPARE(contents->jobs.size(), 1);
        const TrainJob &job = contents->jobs.first();
        QVERIFY(job.fileRuntime.has_value());
        QCOMPARE(job.fileRuntime->name, QStringLiteral("my-torch"));

        // The file's runtime serves the job; the catalog does not know it.
        const RuntimeCatalog catalog = RuntimeCatalog::bundled();
        QVERIFY(!catalog.find(QStringLiteral("my-torch")));
        const auto runtimeUsed = catalog.runtimeFor(job);
        QVERIFY(runtimeUsed.ok());
        const auto plan = Pipeline::standard().plan(
            job, *runtimeUsed, PlanContext::forBackend(BackendKind::Docker, job.name));
        QVERIFY2(plan.ok(), plan.ok() ? "" : qPrintable(plan.error().toString()));
        QCOMPARE(nodeImage(*plan), QStringLiteral("example.org/my-torch:1"));

        // loadFile takes the one job of such a file too.
        const auto single = JobLoader::loadFile(path(QStringLiteral("one/job.yaml")));
        QVERIFY(single.ok());
        QCOMPARE(single->name, QStringLiteral("with-own-runtime"));
        QVERIFY(single->fileRuntime.has_value());
    }

    void upstreamRuntimeInTheFileWinsOverBundled()
    {
        const QByteArray upstream = readAll(UpstreamTorch);
        TRAINDECK_REQUIRE(!upstream.isEmpty(),
                          QStringLiteral("../shared/kubeflow/runtimes/torch_distributed.yaml"),
                          QStringLiteral("put the shared folder beside the clone, as CI has it"));
        // Kubeflow's own runtime, then a job on it: the layout of upstream examples.
        QVERIFY(JobFiles::write(path(QStringLiteral("up/train.py")), "print('up')\n"));
        QVERIFY(JobFiles::write(path(QStringLiteral("up/job.yaml")),
                                upstream + "\n---\n"
                                    + JobFiles::trainJob("on-upstream", "torch-distributed")));
        const auto contents = JobLoader::loadAll(path(QStringLiteral("up/job.yaml")));
        QVERIFY2(contents.ok(), contents.ok() ? "" : qPrintable(contents.error().toString()));
        QCOMPARE(contents->jobs.size(), 1);
        const TrainJob &job = contents->jobs.first();
        QVERIFY(job.fileRuntime.has_value());
        const auto bundled = RuntimeCatalog::bundled().find(QStringLiteral("torch-distributed"));
        QVERIFY(bundled.has_value());
        const auto used = RuntimeCatalog::bundled().runtimeFor(job);
        QVERIFY(used.ok());
        QCOMPARE(used->sourceFile, path(QStringLiteral("up/job.yaml")));
        QVERIFY(used->sourceFile != bundled->sourceFile);
    }

    void twoJobsAndRuntimeOnly()
    {
        QVERIFY(JobFiles::write(path(QStringLiteral("two/train.py")), "print('two')\n"));
        QVERIFY(JobFiles::write(path(QStringLiteral("two/jobs.yaml")),
                                JobFiles::trainJob("first-job", "torch-distributed") + "---\n"
                                    + JobFiles::trainJob("second-job", "torch-distributed")));
        const auto contents = JobLoader::loadAll(path(QStringLiteral("two/jobs.yaml")));
        QVERIFY(contents.ok());
        QCOMPARE(contents->jobs.size(), 2);
        QCOMPARE(contents->jobs[0].name, QStringLiteral("first-job"));
        QCOMPARE(contents->jobs[1].name, QStringLiteral("second-job"));
        // One job wanted: the message names both.
        const auto single = JobLoader::loadFile(path(QStringLiteral("two/jobs.yaml")));
        QVERIFY(!single.ok());
        QVERIFY2(single.error().message.contains(QStringLiteral("2 TrainJobs (first-job, "
                                                                "second-job)")),
                 qPrintable(single.error().message));

        QVERIFY(JobFiles::write(path(QStringLiteral("rt/runtime.yaml")),
                                JobFiles::runtime("only-runtime", "TrainingRuntime", "x:1")));
        const auto runtimeOnly = JobLoader::loadAll(path(QStringLiteral("rt/runtime.yaml")));
        QVERIFY(runtimeOnly.ok());
        QCOMPARE(runtimeOnly->jobs.size(), 0);
        QCOMPARE(runtimeOnly->runtimes.size(), 1);
        const auto none = JobLoader::loadFile(path(QStringLiteral("rt/runtime.yaml")));
        QVERIFY(!none.ok());
        QVERIFY2(none.error().message.contains(
                     QStringLiteral("defines only runtimes (only-runtime) and no TrainJob")),
                 qPrintable(none.error().message));
    }

    void unknownKindNamesLineAndKindAndNothingIsUsed()
    {
        QVERIFY(JobFiles::write(path(QStringLiteral("cm/train.py")), "print('cm')\n"));
        const QByteArray job = JobFiles::trainJob("good-job", "torch-distributed");
        const QByteArray configMap = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n";
        QVERIFY(JobFiles::write(path(QStringLiteral("cm/job.yaml")), job + "---\n" + configMap));
        QList<Error> problems;
        const auto contents = JobLoader::loadAll(path(QStringLiteral("cm/job.yaml")), &problems);
        QVERIFY(!contents.ok());
        QCOMPARE(problems.size(), 1);
        const Error &e = problems.first();
        const int configMapLine = int(job.count('\n')) + 2 + 1; // after the job and "---"
        QCOMPARE(e.line, configMapLine);
        QCOMPARE(e.file, path(QStringLiteral("cm/job.yaml")));
        QVERIFY2(e.message.contains(QStringLiteral("does not handle a ConfigMap")),
                 qPrintable(e.message));

        // One bad TrainJob among good ones: the file as a whole is refused.
        QByteArray badJob = JobFiles::trainJob("bad-job", "torch-distributed");
        badJob.replace("numNodes: 1", "numNodes: many");
        QVERIFY(JobFiles::write(path(QStringLiteral("cm/bad.yaml")), job + "---\n" + badJob));
        problems.clear();
        const auto bad = JobLoader::loadAll(path(QStringLiteral("cm/bad.yaml")), &problems);
        QVERIFY(!bad.ok());
        QVERIFY(!problems.isEmpty());
        QVERIFY2(problems.first().line > int(job.count('\n')), "the problem is in the 2nd job");
    }

    void runtimeKindMustMatchAndNamesMustDiffer()
    {
        QVERIFY(JobFiles::write(path(QStringLiteral("kind/train.py")), "print('k')\n"));
        // The job asks for a ClusterTrainingRuntime; the file defines a TrainingRuntime.
        QVERIFY(JobFiles::write(path(QStringLiteral("kind/job.yaml")),
                                JobFiles::runtime("kinded", "TrainingRuntime", "x:1") + "---\n"
                                    + JobFiles::trainJob("kind-job", "kinded")));
        QList<Error> problems;
        QVERIFY(!JobLoader::loadAll(path(QStringLiteral("kind/job.yaml")), &problems).ok());
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.first().field, QStringLiteral("spec.runtimeRef.kind"));
        QVERIFY(problems.first().message.contains(QStringLiteral("set spec.runtimeRef.kind to "
                                                                 "TrainingRuntime")));

        QVERIFY(JobFiles::write(path(QStringLiteral("kind/twice.yaml")),
                                JobFiles::trainJob("same-name", "torch-distributed") + "---\n"
                                    + JobFiles::trainJob("same-name", "torch-distributed")));
        problems.clear();
        QVERIFY(!JobLoader::loadAll(path(QStringLiteral("kind/twice.yaml")), &problems).ok());
        QCOMPARE(problems.size(), 1);
        QVERIFY(problems.first().message.contains(QStringLiteral("a second TrainJob named "
                                                                 "'same-name'")));
    }

    // The kept file needs nothing of the user's: plan, script and runtime are in it.
    void keptFileStandsAlone()
    {
        const QString src = path(QStringLiteral("kept-src"));
        QVERIFY(JobFiles::write(src + QStringLiteral("/demo_train.py"),
                                "print('kept script', flush=True)\n"));
        QVERIFY(JobFiles::write(
            src + QStringLiteral("/job.yaml"),
            JobFiles::runtime("kept-torch", "TrainingRuntime", "example.org/kept:2") + "---\n"
                + JobFiles::trainJob(
                    "kept-job", "kept-torch", "TrainingRuntime", "demo_train.py")));
        const auto original = JobLoader::loadFile(src + QStringLiteral("/job.yaml"));
        QVERIFY2(original.ok(), original.ok() ? "" : qPrintable(original.error().toString()));
        const RuntimeCatalog catalog = RuntimeCatalog::bundled();
        const auto ctx = PlanContext::forBackend(BackendKind::Docker, original->name);
        const auto before
            = Pipeline::standard().plan(*original, *catalog.runtimeFor(*original), ctx);
        QVERIFY(before.ok());

        const QByteArray kept = TrainJobCodec::toKeptYaml(*original);
        QVERIFY(kept.contains("kind: TrainingRuntime"));
        QVERIFY(kept.contains("traindeck.io/script-inline"));
        const QString keptPath = path(QStringLiteral("backend/kept-job/trainjob.yaml"));
        QVERIFY(JobFiles::write(keptPath, kept));
        QVERIFY(QDir(src).removeRecursively());

        const auto again = JobLoader::loadKept(keptPath);
        QVERIFY2(again.ok(), again.ok() ? "" : qPrintable(again.error().toString()));
        const auto &c = std::get<CustomTrainer>(again->trainer);
        QVERIFY(c.scriptLoaded);
        QVERIFY(c.scriptEmbedded);
        QCOMPARE(c.scriptPath, QStringLiteral("demo_train.py"));
        QCOMPARE(c.scriptContent, QByteArray("print('kept script', flush=True)\n"));
        QVERIFY(again->fileRuntime.has_value());
        const auto after = Pipeline::standard().plan(*again, *catalog.runtimeFor(*again), ctx);
        QVERIFY2(after.ok(), after.ok() ? "" : qPrintable(after.error().toString()));
        QVERIFY2(after->toJson(true) == before->toJson(true), after->toJson(true).dump(1).c_str());
        QCOMPARE(nodeImage(*after), QStringLiteral("example.org/kept:2"));

        // Written back (the builder's export of a clone), the script stays embedded.
        const QByteArray exported = TrainJobCodec::toYaml(*again);
        QVERIFY(exported.contains("traindeck.io/script-inline"));
        QVERIFY(exported.contains("traindeck.io/script: demo_train.py"));
    }

    // A job file reads scripts inside its own folder only.
    void scriptOutsideTheJobFolderIsRefused_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<QString>("link");
        QTest::newRow("dot-dot path") << QStringLiteral("../victim/id_rsa") << QString();
        QTest::newRow("absolute path") << QStringLiteral("@victim/id_rsa") << QString();
        QTest::newRow("sibling prefix") << QStringLiteral("../repo-evil/train.py") << QString();
        QTest::newRow("symlink leaving the folder")
            << QStringLiteral("train.py") << QStringLiteral("../victim/id_rsa");
        QTest::newRow("symlinked folder")
            << QStringLiteral("sub/id_rsa") << QStringLiteral("@victim");
    }

    void scriptOutsideTheJobFolderIsRefused()
    {
        QFETCH(QString, script);
        QFETCH(QString, link);
        QTemporaryDir root;
        const QString secret = "-----BEGIN OPENSSH PRIVATE KEY----- not a real key\n";
        QVERIFY(JobFiles::write(root.filePath(QStringLiteral("victim/id_rsa")), secret.toUtf8()));
        QVERIFY(
            JobFiles::write(root.filePath(QStringLiteral("repo-evil/train.py")), secret.toUtf8()));
        script.replace(QLatin1Char('@'), root.path() + QLatin1Char('/'));
        link.replace(QLatin1Char('@'), root.path() + QLatin1Char('/'));
        const QString repo = root.filePath(QStringLiteral("repo"));
        QVERIFY(QDir().mkpath(repo));
        if (!link.isEmpty()) {
            const QString at = QDir(repo).filePath(
                link.endsWith(QLatin1String("victim")) ? QStringLiteral("sub") : script);
            QVERIFY(QFile::link(link, at));
        }
        QVERIFY(JobFiles::write(
            repo + QStringLiteral("/job.yaml"),
            JobFiles::trainJob(
                "innocent", "torch-distributed", "ClusterTrainingRuntime", script.toUtf8())));

        const auto job = JobLoader::loadFile(repo + QStringLiteral("/job.yaml"));
        QVERIFY(job.ok());
        const auto &c = std::get<CustomTrainer>(job->trainer);
        QVERIFY(!c.scriptLoaded);
        QVERIFY(c.scriptContent.isEmpty());
        QVERIFY2(c.scriptProblem.contains(QStringLiteral("outside the job file's folder")),
                 qPrintable(c.scriptProblem));
        QVERIFY(JobLoader::scriptOutsideJobFolder(*job));
        // Validation says so (what `validate`, `plan` and `train` print), and the pipeline
        // refuses to plan it, so nothing reaches a workdir.
        const QList<Error> problems = FileValidator::validate(readAll(repo + "/job.yaml"),
                                                              repo + QStringLiteral("/job.yaml"),
                                                              RuntimeCatalog::bundled(),
                                                              BackendKind::Local);
        bool said = false;
        for (const Error &e : problems)
            said = said || e.message.contains(QStringLiteral("outside the job file's folder"));
        QVERIFY(said);
        const auto plan = Pipeline::standard().plan(
            *job,
            *RuntimeCatalog::bundled().find(QStringLiteral("torch-distributed")),
            PlanContext::forBackend(BackendKind::Local, job->name));
        QVERIFY(!plan.ok());

        // The user may still choose the file (the builder asks, naming it).
        TrainJob chosen = *job;
        JobLoader::loadScript(chosen, JobLoader::ScriptAccess::Anywhere);
        QVERIFY(std::get<CustomTrainer>(chosen.trainer).scriptLoaded);
        QCOMPARE(std::get<CustomTrainer>(chosen.trainer).scriptContent, secret.toUtf8());
    }

    void scriptsInsideTheFolderStillLoad()
    {
        QTemporaryDir root;
        const QString repo = root.filePath(QStringLiteral("repo"));
        QVERIFY(JobFiles::write(repo + QStringLiteral("/src/real_train.py"), "print('inside')\n"));
        // A link that stays inside the folder is fine.
        QVERIFY(
            QFile::link(QStringLiteral("src/real_train.py"), repo + QStringLiteral("/train.py")));
        QVERIFY(JobFiles::write(repo + QStringLiteral("/job.yaml"),
                                JobFiles::trainJob("inside", "torch-distributed")));
        QVERIFY(JobFiles::write(repo + QStringLiteral("/nested.yaml"),
                                JobFiles::trainJob("nested",
                                                   "torch-distributed",
                                                   "ClusterTrainingRuntime",
                                                   "./src/../src/real_train.py")));
        for (const QString &file : {QStringLiteral("/job.yaml"), QStringLiteral("/nested.yaml")}) {
            const auto job = JobLoader::loadFile(repo + file);
            QVERIFY(job.ok());
            const auto &c = std::get<CustomTrainer>(job->trainer);
            QVERIFY2(c.scriptLoaded, qPrintable(c.scriptProblem));
            QCOMPARE(c.scriptContent, QByteArray("print('inside')\n"));
        }
        // A missing script says where it was looked for.
        QVERIFY(JobFiles::write(
            repo + QStringLiteral("/missing.yaml"),
            JobFiles::trainJob(
                "missing", "torch-distributed", "ClusterTrainingRuntime", "nope.py")));
        const auto missing = JobLoader::loadFile(repo + QStringLiteral("/missing.yaml"));
        QVERIFY(missing.ok());
        QVERIFY(std::get<CustomTrainer>(missing->trainer)
                    .scriptProblem.contains(QStringLiteral("was not found")));
    }
};

QTEST_GUILESS_MAIN(TestJobFile)
#include "tst_jobfile.moc"
