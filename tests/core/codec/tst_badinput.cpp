// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The bad-input corpus: every malformed file gives a clear error that names what
// is wrong (and where), none crashes or hangs. Expectations: data/bad/expected.tsv.
#include "core/codec/parserwatchdog.h"
#include "core/pipeline/filevalidator.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;

namespace {

const QString BadDir = QStringLiteral(TRAINDECK_SOURCE_DIR "/tests/core/codec/data/bad");

} // namespace

class TestBadInput : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void corpusIsLargeEnough()
    {
        const QStringList files = QDir(BadDir).entryList(QDir::Files);
        QVERIFY2(files.size() - 1 >= 60, qPrintable(QString::number(files.size())));
    }

    void eachFileGivesAClearError_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("message");
        QTest::addColumn<QString>("field");
        QTest::addColumn<int>("line");
        QFile tsv(QDir(BadDir).filePath(QStringLiteral("expected.tsv")));
        QVERIFY(tsv.open(QIODevice::ReadOnly));
        QSet<QString> listed;
        while (!tsv.atEnd()) {
            const QString l = QString::fromUtf8(tsv.readLine()).chopped(1);
            if (l.isEmpty() || l.startsWith(QLatin1Char('#')))
                continue;
            QStringList p = l.split(QLatin1Char('\t'));
            while (p.size() < 4)
                p << QString();
            listed << p[0];
            QTest::addRow("%s", qPrintable(p[0])) << p[0] << p[1] << p[2] << p[3].toInt();
        }
        // Every file in the corpus has an expectation, so none is silently unchecked.
        for (const QString &f : QDir(BadDir).entryList(QDir::Files)) {
            if (f != QLatin1String("expected.tsv"))
                QVERIFY2(listed.contains(f),
                         qPrintable(f + QStringLiteral(" has no line in expected.tsv")));
        }
    }

    void eachFileGivesAClearError()
    {
        QFETCH(QString, file);
        QFETCH(QString, message);
        QFETCH(QString, field);
        QFETCH(int, line);
        const QString path = QDir(BadDir).filePath(file);
        RuntimeCatalog catalog = RuntimeCatalog::bundled();
        QElapsedTimer timer;
        timer.start();
        FileValidator::File f = FileValidator::read(path);
        FileValidator::collectRuntimes(f, catalog);
        FileValidator::validateJobs(f, catalog, BackendKind::Kubernetes);
        // A document that loops the YAML library is stopped by the parser watchdog at its
        // limit; anything else must be quick.
        const bool stopped = message.contains(QStringLiteral("did not finish"));
        const qint64 limit = stopped ? ParserWatchdog::DefaultLimit.count() + 3000 : 5000;
        QVERIFY2(timer.elapsed() < limit, "took too long: a hang in the making");
        QVERIFY2(!f.problems.isEmpty(), "no error for a malformed file");
        QStringList all;
        bool matched = false;
        for (const Error &e : f.problems) {
            all << e.toString();
            QVERIFY2(!e.message.isEmpty(), "an error without a message");
            QCOMPARE(e.file, path);
            if (!e.message.contains(message))
                continue;
            if (!field.isEmpty() && e.field != field)
                continue;
            if (line > 0 && e.line != line)
                continue;
            matched = true;
        }
        QVERIFY2(matched,
                 qPrintable(QStringLiteral("expected '%1' (field %2, line %3), got:\n  %4")
                                .arg(message, field)
                                .arg(line)
                                .arg(all.join(QStringLiteral("\n  ")))));
    }

    void tenMegabyteFileIsRefusedWithoutReadingIt()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("huge.yaml"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const QByteArray line
            = "# padding padding padding padding padding padding padding padding\n";
        f.write("apiVersion: trainer.kubeflow.org/v1alpha1\nkind: TrainJob\n");
        while (f.size() < 10 * 1024 * 1024)
            f.write(line);
        f.close();
        QElapsedTimer timer;
        timer.start();
        const FileValidator::File v = FileValidator::read(path);
        QVERIFY(timer.elapsed() < 2000);
        QCOMPARE(v.problems.size(), 1);
        QVERIFY2(v.problems.first().message.contains(QStringLiteral("limited to 2 MiB")),
                 qPrintable(v.problems.first().message));
        // The same bytes in memory are refused by the parser itself.
        QFile again(path);
        QVERIFY(again.open(QIODevice::ReadOnly));
        const QList<Error> e
            = FileValidator::validate(again.readAll(), path, RuntimeCatalog::bundled());
        QCOMPARE(e.size(), 1);
        QVERIFY(e.first().message.contains(QStringLiteral("MiB")));
    }

    void wholeCorpusThroughTheCli()
    {
        QStringList files;
        for (const QString &f : QDir(BadDir).entryList(QDir::Files, QDir::Name)) {
            if (f != QLatin1String("expected.tsv"))
                files << QDir(BadDir).filePath(f);
        }
        QProcess p;
        p.start(QStringLiteral(TRAINDECK_CLI_PATH),
                QStringList{QStringLiteral("validate")} + files);
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit); // no crash
        QCOMPARE(p.exitCode(), 1);
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        for (const QString &f : files)
            QVERIFY2(out.contains(f + QLatin1Char(':')), qPrintable(f));
        QVERIFY(!out.contains(QStringLiteral(": ok\n")));
        QVERIFY(QString::fromUtf8(p.readAllStandardError())
                    .contains(
                        QStringLiteral("%1 file(s) checked, %1 with problems").arg(files.size())));
    }
};

QTEST_GUILESS_MAIN(TestBadInput)
#include "tst_badinput.moc"
