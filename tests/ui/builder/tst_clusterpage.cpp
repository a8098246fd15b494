// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The builder's Cluster section driven offscreen: disabled with its reason for a job that
// does not run on Kubernetes, its fields going into the job, the runtime patch helpers and
// the live check that names the line and path of a bad patch, and loaded cluster options
// refused on Docker until removed. Saves <build>/screenshots/builder-cluster*.png.
#include "ui/builder/clusterpage.h"
#include "ui/builder/jobbuilderdialog.h"
#include "ui/builder/validatedfield.h"

#include "core/catalog/runtimecatalog.h"
#include "core/domain/runtimepatches.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Ui;

class TestClusterPage : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void disabledWithItsReasonOffKubernetes();
    void fieldsGoIntoTheJob();
    void patchHelpersWriteValidPatches();
    void badPatchIsNamedByLineAndPath();
    void loadedOptionsAreRefusedOnDockerUntilRemoved();
    void deadlineBeyondTheBoxIsKept();
    void screenshots();

private:
    template<class T>
    T *child(const char *name)
    {
        auto *w = m_dialog->findChild<T *>(QString::fromLatin1(name));
        if (!w)
            qFatal("no child %s", name);
        return w;
    }
    void typeInto(QLineEdit *edit, const QString &text)
    {
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Backspace);
        QTest::keyClicks(edit, text);
    }
    QString messageAt(const char *path)
    {
        ValidatedField *f = m_dialog->fieldForPath(QString::fromLatin1(path));
        return f ? f->message() : QStringLiteral("<no field>");
    }
    QStringList problemTexts()
    {
        QStringList out;
        for (const Error &e : m_dialog->problems())
            out << e.field + QStringLiteral(": ") + e.message;
        return out;
    }

    JobBuilderDialog *m_dialog = nullptr;
};

void TestClusterPage::init()
{
    m_dialog = new JobBuilderDialog;
    m_dialog->setRuntimes(RuntimeCatalog::bundled().runtimes());
    m_dialog->setBackendKind(BackendKind::Docker);
    m_dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_dialog));
    TrainJob job = m_dialog->job();
    CustomTrainer t;
    t.inlineCode = QStringLiteral("print('hi')\n");
    job.trainer = t;
    job.name = QStringLiteral("cluster-job");
    m_dialog->setJob(job);
    m_dialog->showSection(JobBuilderDialog::Section::Cluster);
}

void TestClusterPage::cleanup()
{
    delete m_dialog;
    m_dialog = nullptr;
}

void TestClusterPage::disabledWithItsReasonOffKubernetes()
{
    auto *reason = child<QLabel>("clusterReason");
    QVERIFY(reason->isVisible());
    QCOMPARE(reason->text(),
             QStringLiteral("Cluster options apply to Kubernetes connections; this job runs on "
                            "Docker."));
    for (QWidget *w : {static_cast<QWidget *>(child<QLineEdit>("clusterNamespace")),
                       static_cast<QWidget *>(child<QCheckBox>("suspend")),
                       static_cast<QWidget *>(child<QLineEdit>("kueueQueue")),
                       static_cast<QWidget *>(child<QPlainTextEdit>("runtimePatches")),
                       static_cast<QWidget *>(child<QPushButton>("addNodeSelectorPatch"))})
        QVERIFY2(!w->isEnabled(), qPrintable(w->objectName()));
    // Nothing set: nothing to remove.
    QVERIFY(!child<QPushButton>("clearClusterOptions")->isVisible());

    m_dialog->setBackendKind(BackendKind::Local);
    QCOMPARE(reason->text(),
             QStringLiteral("Cluster options apply to Kubernetes connections; this job runs on "
                            "Local processes."));

    m_dialog->setBackendKind(BackendKind::Kubernetes);
    QVERIFY(!reason->isVisible());
    QVERIFY(child<QLineEdit>("clusterNamespace")->isEnabled());
    QVERIFY(child<QPlainTextEdit>("runtimePatches")->isEnabled());
}

void TestClusterPage::fieldsGoIntoTheJob()
{
    m_dialog->setBackendKind(BackendKind::Kubernetes);
    typeInto(child<QLineEdit>("clusterNamespace"), QStringLiteral("team-a"));
    auto *suspend = child<QCheckBox>("suspend");
    suspend->setFocus();
    QTest::keyClick(suspend, Qt::Key_Space);
    typeInto(child<QLineEdit>("kueueQueue"), QStringLiteral("team-a-queue"));
    typeInto(child<QLineEdit>("kueuePriorityClass"), QStringLiteral("high-priority"));
    auto *deadline = child<QSpinBox>("activeDeadline");
    deadline->setFocus();
    QTest::keyClick(deadline, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(deadline, QStringLiteral("3600"));
    auto *managedBy = child<QComboBox>("managedBy");
    QCOMPARE(managedBy->count(), 3);
    QCOMPARE(managedBy->itemData(0).toString(), QString());
    QCOMPARE(managedBy->itemData(1).toString(),
             QStringLiteral("trainer.kubeflow.org/trainjob-controller"));
    QCOMPARE(managedBy->itemData(2).toString(), QStringLiteral("kueue.x-k8s.io/multikueue"));
    managedBy->setCurrentIndex(2);
    QTRY_VERIFY(m_dialog->isJobValid());

    const TrainJob job = m_dialog->job();
    QCOMPARE(job.namespaceName, QStringLiteral("team-a"));
    QCOMPARE(job.suspend, true);
    QCOMPARE(job.queueName, QStringLiteral("team-a-queue"));
    QCOMPARE(job.priorityClass, QStringLiteral("high-priority"));
    QCOMPARE(job.activeDeadlineSeconds.value_or(0), 3600);
    QCOMPARE(job.managedBy, QStringLiteral("kueue.x-k8s.io/multikueue"));
    QVERIFY(job.runtimePatches.is_null());
    const QString yaml = QString::fromUtf8(m_dialog->yaml());
    QVERIFY2(yaml.contains(QStringLiteral("    kueue.x-k8s.io/queue-name: team-a-queue\n")),
             qPrintable(yaml));
    QVERIFY2(yaml.contains(QStringLiteral("  activeDeadlineSeconds: 3600\n")), qPrintable(yaml));

    // A bad queue name is shown on its field.
    typeInto(child<QLineEdit>("kueueQueue"), QStringLiteral("Team_A"));
    QTRY_VERIFY(!m_dialog->isJobValid() && !m_dialog->problems().isEmpty());
    QVERIFY2(messageAt("metadata.labels.kueue.x-k8s.io/queue-name")
                 .contains(QStringLiteral("is not allowed in 'Team_A'")),
             qPrintable(messageAt("metadata.labels.kueue.x-k8s.io/queue-name")));
}

void TestClusterPage::patchHelpersWriteValidPatches()
{
    m_dialog->setBackendKind(BackendKind::Kubernetes);
    QTest::mouseClick(child<QPushButton>("addNodeSelectorPatch"), Qt::LeftButton);
    QTRY_VERIFY(m_dialog->isJobValid());
    nlohmann::ordered_json expected = nlohmann::ordered_json::array(
        {RuntimePatches::nodeSelectorPatch(ClusterPage::Manager,
                                           QStringLiteral("node"),
                                           QStringLiteral("kubernetes.io/arch"),
                                           QStringLiteral("amd64"))});
    QCOMPARE(QString::fromStdString(m_dialog->job().runtimePatches.dump()),
             QString::fromStdString(expected.dump()));

    // The toleration joins the builder's entry: a manager owns one entry of the list.
    QTest::mouseClick(child<QPushButton>("addTolerationPatch"), Qt::LeftButton);
    QTRY_VERIFY(m_dialog->isJobValid());
    const auto patches = m_dialog->job().runtimePatches;
    QCOMPARE(patches.size(), size_t(1));
    const auto &pod = patches[0]["trainingRuntimeSpec"]["template"]["spec"]["replicatedJobs"][0]
                             ["template"]["spec"]["template"]["spec"];
    QCOMPARE(QString::fromStdString(pod.dump()),
             QStringLiteral(R"({"nodeSelector":{"kubernetes.io/arch":"amd64"},)"
                            R"("tolerations":[{"key":"nvidia.com/gpu","operator":"Exists",)"
                            R"("effect":"NoSchedule"}]})"));
    QVERIFY(RuntimePatches::check(patches).isEmpty());
    // What the editor shows is what the job carries.
    QCOMPARE(child<QPlainTextEdit>("runtimePatches")->toPlainText(),
             QString::fromUtf8(Document::toYaml(patches)));
}

void TestClusterPage::badPatchIsNamedByLineAndPath()
{
    m_dialog->setBackendKind(BackendKind::Kubernetes);
    auto *editor = child<QPlainTextEdit>("runtimePatches");
    editor->setPlainText(QStringLiteral("- manager: a.example.com/tool\n"
                                        "- trainingRuntimeSpec:\n"
                                        "    template:\n"
                                        "      metadata:\n"
                                        "        labels: {a: b}\n"));
    QTRY_VERIFY(!m_dialog->isJobValid() && !m_dialog->problems().isEmpty());
    QCOMPARE(messageAt("spec.runtimePatches"),
             QStringLiteral("line 2, spec.runtimePatches[1].manager: required; name who owns "
                            "this patch, such as traindeck.io/builder"));
    QVERIFY(!child<QPushButton>("submitButton")->isEnabled());

    editor->setPlainText(QStringLiteral("- manager: a.example.com/tool\n"
                                        "  trainingRuntimeSpec:\n"
                                        "    template:\n"
                                        "      spec:\n"
                                        "        replicatedJobs:\n"
                                        "          - name: node\n"
                                        "            template:\n"
                                        "              spec:\n"
                                        "                template:\n"
                                        "                  spec:\n"
                                        "                    nodeName: gpu-1\n"));
    QTRY_VERIFY(messageAt("spec.runtimePatches").startsWith(QStringLiteral("line 11, ")));
    QCOMPARE(messageAt("spec.runtimePatches"),
             QStringLiteral("line 11, spec.runtimePatches[0].trainingRuntimeSpec.template.spec."
                            "replicatedJobs[0].template.spec.template.spec.nodeName: 'nodeName' "
                            "is not a field the TrainJob CRD accepts here; use one of: affinity, "
                            "containers, imagePullSecrets, initContainers, nodeSelector, "
                            "schedulingGates, securityContext, serviceAccountName, "
                            "terminationGracePeriodSeconds, tolerations, volumes"));

    // Text that is not YAML: its line, and the job keeps the patches it had.
    editor->setPlainText(QStringLiteral("- manager: a\n- manager: [b\n"));
    QTRY_VERIFY(!m_dialog->problems().isEmpty()
                && m_dialog->problems().first().kind == Error::Kind::Parse);
    QVERIFY2(problemTexts().size() == 1, qPrintable(problemTexts().join(u'\n')));
    // yaml-cpp finds the unclosed '[' at the end of the text.
    QCOMPARE(messageAt("spec.runtimePatches"),
             QStringLiteral("line 3: this is not valid YAML: end of sequence flow not found"));

    // Fixed: no message, valid again.
    editor->setPlainText(QStringLiteral("- manager: a\n"));
    QTRY_VERIFY(m_dialog->isJobValid());
    QCOMPARE(messageAt("spec.runtimePatches"), QString());
    QCOMPARE(m_dialog->job().runtimePatches[0]["manager"].get<std::string>(), std::string("a"));
}

void TestClusterPage::loadedOptionsAreRefusedOnDockerUntilRemoved()
{
    TrainJob job = m_dialog->job();
    job.namespaceName = QStringLiteral("team-a");
    job.suspend = true;
    job.queueName = QStringLiteral("q");
    job.runtimePatches = nlohmann::ordered_json::parse(R"([{"manager": "m"}])");
    m_dialog->setJob(job);
    QTRY_VERIFY(!m_dialog->isJobValid() && !m_dialog->problems().isEmpty());
    const QStringList problems = problemTexts();
    QCOMPARE(problems.size(), 4);
    QVERIFY2(problems.contains(QStringLiteral(
                 "spec.suspend: Create suspended (spec.suspend) applies to Kubernetes only, and "
                 "this job runs on Docker. Remove it, or run the job on a Kubernetes "
                 "connection.")),
             qPrintable(problems.join(u'\n')));
    // Each on its field, though the field is disabled, and the page says what to do.
    QCOMPARE(messageAt("metadata.namespace"),
             QStringLiteral("The namespace (metadata.namespace) applies to Kubernetes only, and "
                            "this job runs on Docker. Remove it, or run the job on a Kubernetes "
                            "connection."));
    QVERIFY(child<QLabel>("clusterReason")
                ->text()
                .contains(QStringLiteral("This job sets some "
                                         "of them")));
    auto *clear = child<QPushButton>("clearClusterOptions");
    QVERIFY(clear->isVisible());
    QTest::mouseClick(clear, Qt::LeftButton);
    QTRY_VERIFY(m_dialog->isJobValid());
    QVERIFY(kubernetesOnlyFields(m_dialog->job()).isEmpty());
    QVERIFY(!clear->isVisible());
}

void TestClusterPage::deadlineBeyondTheBoxIsKept()
{
    TrainJob job = m_dialog->job();
    job.activeDeadlineSeconds = qint64(1) << 35;
    m_dialog->setJob(job);
    QCOMPARE(m_dialog->job().activeDeadlineSeconds.value_or(0), qint64(1) << 35);
    m_dialog->setBackendKind(BackendKind::Kubernetes);
    child<QSpinBox>("activeDeadline")->setValue(60);
    QCOMPARE(m_dialog->job().activeDeadlineSeconds.value_or(0), 60);
}

void TestClusterPage::screenshots()
{
    const QString dir = QStringLiteral(TRAINDECK_BINARY_DIR "/screenshots");
    QVERIFY(QDir().mkpath(dir));
    m_dialog->resize(1060, 760);
    auto save = [&](const QString &file) {
        QTest::qWait(50);
        const QImage image = m_dialog->grab().toImage();
        QVERIFY(!image.isNull());
        QVERIFY(image.save(dir + u'/' + file));
    };
    // Docker, with options a loaded job brought along.
    TrainJob job = m_dialog->job();
    job.suspend = true;
    m_dialog->setJob(job);
    QTRY_VERIFY(!m_dialog->problems().isEmpty());
    save(QStringLiteral("builder-cluster-docker.png"));

    m_dialog->setBackendKind(BackendKind::Kubernetes);
    typeInto(child<QLineEdit>("clusterNamespace"), QStringLiteral("team-a"));
    typeInto(child<QLineEdit>("kueueQueue"), QStringLiteral("team-a-queue"));
    typeInto(child<QLineEdit>("kueuePriorityClass"), QStringLiteral("high-priority"));
    child<QSpinBox>("activeDeadline")->setValue(7200);
    QTest::mouseClick(child<QPushButton>("addNodeSelectorPatch"), Qt::LeftButton);
    QTest::mouseClick(child<QPushButton>("addTolerationPatch"), Qt::LeftButton);
    QTRY_VERIFY(m_dialog->isJobValid());
    save(QStringLiteral("builder-cluster.png"));
    // A mistake in a patch, named by line and path.
    auto *editor = child<QPlainTextEdit>("runtimePatches");
    editor->setPlainText(
        editor->toPlainText().replace(QStringLiteral("NoSchedule"), QStringLiteral("NoRun")));
    QTRY_VERIFY(messageAt("spec.runtimePatches").startsWith(QStringLiteral("line ")));
    save(QStringLiteral("builder-cluster-validation.png"));
}

QTEST_MAIN(TestClusterPage)
#include "tst_clusterpage.moc"
