// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// What a dropped path is, by the one set of rules the main window and the job builder share:
// the pure rules on names and facts, then the same rules on real files, folders and a FIFO.
#include "core/files/dropclassifier.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace TrainDeck;
using Kind = DropClassifier::Kind;

namespace {

DropClassifier::Facts file(const QString &name)
{
    DropClassifier::Facts f;
    f.fileName = name;
    f.isRegularFile = true;
    return f;
}

DropClassifier::Facts folder(const QStringList &files)
{
    DropClassifier::Facts f;
    f.fileName = QStringLiteral("project");
    f.isFolder = true;
    f.folderFiles = files;
    return f;
}

bool touch(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write("x\n") == 2;
}

} // namespace

class TestDropClassifier : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void regularFilesByName_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<Kind>("kind");
        QTest::newRow("py") << QStringLiteral("train_mnist.py") << Kind::Script;
        QTest::newRow("PY") << QStringLiteral("Train.PY") << Kind::Script;
        QTest::newRow("yaml") << QStringLiteral("job.yaml") << Kind::Yaml;
        QTest::newRow("yml") << QStringLiteral("job.YML") << Kind::Yaml;
        QTest::newRow("json") << QStringLiteral("job.json") << Kind::Yaml;
        QTest::newRow("requirements") << QStringLiteral("requirements.txt") << Kind::Requirements;
        QTest::newRow("requirements-dev")
            << QStringLiteral("Requirements-dev.TXT") << Kind::Requirements;
        QTest::newRow("other txt") << QStringLiteral("notes.txt") << Kind::None;
        QTest::newRow("pdf") << QStringLiteral("notes.pdf") << Kind::None;
        QTest::newRow("py in the middle") << QStringLiteral("train.py.bak") << Kind::None;
        QTest::newRow("requirements without txt")
            << QStringLiteral("requirements.in") << Kind::None;
    }
    void regularFilesByName()
    {
        QFETCH(QString, name);
        QFETCH(Kind, kind);
        QCOMPARE(DropClassifier::classify(file(name)), kind);
        QCOMPARE(DropClassifier::classifyFileName(name), kind);
    }

    void notARegularFileIsNothing()
    {
        DropClassifier::Facts fifo;
        fifo.fileName = QStringLiteral("train.py");
        QCOMPARE(DropClassifier::classify(fifo), Kind::None);
    }

    void aFolderIsAProjectOnlyWithAScript()
    {
        QCOMPARE(DropClassifier::classify(folder({QStringLiteral("train.py")})), Kind::Folder);
        QCOMPARE(DropClassifier::classify(folder({QStringLiteral("main.py")})), Kind::Folder);
        QCOMPARE(DropClassifier::classify(
                     folder({QStringLiteral("train.py"), QStringLiteral("requirements.txt")})),
                 Kind::Folder);
        // requirements.txt alone is no project: there is nothing to run.
        QCOMPARE(DropClassifier::classify(folder({QStringLiteral("requirements.txt")})),
                 Kind::None);
        QCOMPARE(DropClassifier::classify(folder({})), Kind::None);
    }

    void projectPrefersTrainPy()
    {
        const auto both = DropClassifier::project({QStringLiteral("requirements.txt"),
                                                   QStringLiteral("main.py"),
                                                   QStringLiteral("train.py")});
        QCOMPARE(both.script, QStringLiteral("train.py"));
        QCOMPARE(both.requirements, QStringLiteral("requirements.txt"));
        const auto main = DropClassifier::project({QStringLiteral("main.py")});
        QCOMPARE(main.script, QStringLiteral("main.py"));
        QCOMPARE(main.requirements, QString());
    }

    void requirementsLoadLast()
    {
        const QStringList in{QStringLiteral("/a/requirements.txt"),
                             QStringLiteral("/a/train.py"),
                             QStringLiteral("/a/job.yaml"),
                             QStringLiteral("/b/requirements-dev.txt"),
                             QStringLiteral("/a/project")};
        QCOMPARE(DropClassifier::loadOrder(in),
                 QStringList({QStringLiteral("/a/train.py"),
                              QStringLiteral("/a/job.yaml"),
                              QStringLiteral("/a/project"),
                              QStringLiteral("/a/requirements.txt"),
                              QStringLiteral("/b/requirements-dev.txt")}));
    }

    void realPaths()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QDir d(dir.path());
        QVERIFY(touch(d.filePath(QStringLiteral("train.py"))));
        QVERIFY(touch(d.filePath(QStringLiteral("requirements.txt"))));
        QVERIFY(d.mkpath(QStringLiteral("project")));
        QVERIFY(touch(d.filePath(QStringLiteral("project/main.py"))));
        QVERIFY(touch(d.filePath(QStringLiteral("project/requirements.txt"))));
        QVERIFY(d.mkpath(QStringLiteral("deps")));
        QVERIFY(touch(d.filePath(QStringLiteral("deps/requirements.txt"))));
        // A folder named like a script is not a script, and does not make a project.
        QVERIFY(d.mkpath(QStringLiteral("odd/train.py")));
        const QString fifo = d.filePath(QStringLiteral("job.yaml"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);

        QCOMPARE(DropClassifier::classify(d.filePath(QStringLiteral("train.py"))), Kind::Script);
        QCOMPARE(DropClassifier::classify(d.filePath(QStringLiteral("requirements.txt"))),
                 Kind::Requirements);
        QCOMPARE(DropClassifier::classify(d.filePath(QStringLiteral("project"))), Kind::Folder);
        QCOMPARE(DropClassifier::classify(d.filePath(QStringLiteral("deps"))), Kind::None);
        QCOMPARE(DropClassifier::classify(d.filePath(QStringLiteral("odd"))), Kind::None);
        QCOMPARE(DropClassifier::classify(d.filePath(QStringLiteral("odd/train.py"))), Kind::None);
        QCOMPARE(DropClassifier::classify(fifo), Kind::None);
        QCOMPARE(DropClassifier::classify(d.filePath(QStringLiteral("gone.py"))), Kind::None);

        const auto project = DropClassifier::projectIn(d.filePath(QStringLiteral("project")));
        QCOMPARE(project.script, d.filePath(QStringLiteral("project/main.py")));
        QCOMPARE(project.requirements, d.filePath(QStringLiteral("project/requirements.txt")));
        const auto facts = DropClassifier::inspect(dir.path());
        QVERIFY(facts.isFolder);
        QCOMPARE(facts.folderFiles,
                 QStringList({QStringLiteral("train.py"), QStringLiteral("requirements.txt")}));
    }
};

QTEST_GUILESS_MAIN(TestDropClassifier)
#include "tst_dropclassifier.moc"
