// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// requirements.txt as the builder reads it, dropped or opened: requirement lines become
// packages, index options the pip index URLs (the index URL first), other pip options are
// skipped and named; the file is read only as a regular file.
#include "core/codec/requirementsparser.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace TrainDeck;

class TestRequirementsParser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void packagesInFileOrder()
    {
        const auto r = RequirementsParser::parse(
            QStringLiteral("numpy==1.26\n\ntorch>=2.1\r\n  pandas[excel] ; python_version>'3'\n"));
        QCOMPARE(r.packages,
                 QStringList({QStringLiteral("numpy==1.26"),
                              QStringLiteral("torch>=2.1"),
                              QStringLiteral("pandas[excel] ; python_version>'3'")}));
        QCOMPARE(r.indexUrls, QStringList());
        QCOMPARE(r.skipped, QStringList());
    }

    void commentsAreDropped()
    {
        const auto r = RequirementsParser::parse(
            QStringLiteral("# deps\nscipy  # maths\n   # indented comment\nrequests#egg\n"));
        // " #" starts a comment; a '#' inside a requirement (a URL fragment) does not.
        QCOMPARE(r.packages,
                 QStringList({QStringLiteral("scipy"), QStringLiteral("requests#egg")}));
    }

    void indexUrlsIndexFirst()
    {
        const auto r = RequirementsParser::parse(
            QStringLiteral("--extra-index-url https://download.pytorch.org/whl/cpu\n"
                           "--index-url=https://mirror.example/simple\n"
                           "--extra-index-url=https://extra.example/simple\n"
                           "torch\n"));
        QCOMPARE(r.indexUrls,
                 QStringList({QStringLiteral("https://mirror.example/simple"),
                              QStringLiteral("https://download.pytorch.org/whl/cpu"),
                              QStringLiteral("https://extra.example/simple")}));
        QCOMPARE(r.packages, QStringList(QStringLiteral("torch")));
        const auto shortForm = RequirementsParser::parse(QStringLiteral("-i https://i.example\n"));
        QCOMPARE(shortForm.indexUrls, QStringList(QStringLiteral("https://i.example")));
        QCOMPARE(shortForm.skipped, QStringList());
    }

    void otherPipOptionsAreSkippedAndNamed()
    {
        const auto r = RequirementsParser::parse(
            QStringLiteral("-r base.txt\n-e ./local\nnumpy\n--hash=sha256:abc\n"));
        QCOMPARE(r.packages, QStringList(QStringLiteral("numpy")));
        QCOMPARE(r.skipped,
                 QStringList({QStringLiteral("-r base.txt"),
                              QStringLiteral("-e ./local"),
                              QStringLiteral("--hash=sha256:abc")}));
        QCOMPARE(r.indexUrls, QStringList());
    }

    void emptyText()
    {
        const auto r = RequirementsParser::parse(QString());
        QCOMPARE(r.packages, QStringList());
        QCOMPARE(r.indexUrls, QStringList());
        QCOMPARE(r.skipped, QStringList());
    }

    void readFileReadsARegularFile()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("requirements.txt"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("torchvision\n-e .\n");
        f.close();
        const auto r = RequirementsParser::readFile(path);
        QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
        QCOMPARE(r->packages, QStringList(QStringLiteral("torchvision")));
        QCOMPARE(r->skipped, QStringList(QStringLiteral("-e .")));
    }

    void readFileRefusesAFifoAndAMissingFile()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString fifo = dir.filePath(QStringLiteral("requirements-fifo.txt"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const auto r = RequirementsParser::readFile(fifo);
        QVERIFY(!r);
        QCOMPARE(r.error().file, fifo);
        const auto missing = RequirementsParser::readFile(dir.filePath(QStringLiteral("gone.txt")));
        QVERIFY(!missing);
        QCOMPARE(missing.error().file, dir.filePath(QStringLiteral("gone.txt")));
    }

    void readFileRefusesAFileOverTheLimit()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("requirements.txt"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(RequirementsParser::MaxBytes + 1));
        f.close();
        const auto r = RequirementsParser::readFile(path);
        QVERIFY(!r);
        QCOMPARE(r.error().file, path);
    }
};

QTEST_GUILESS_MAIN(TestRequirementsParser)
#include "tst_requirementsparser.moc"
