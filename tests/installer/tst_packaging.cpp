// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The installer builds a .deb with what a desktop needs; translations load by locale.
#include <QDir>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

class TestPackaging : public QObject
{
    Q_OBJECT

private:
    static QString run(const QString &program,
                       const QStringList &args,
                       const QProcessEnvironment &env,
                       int *exitCode = nullptr,
                       const QString &dir = {})
    {
        QProcess p;
        p.setProcessEnvironment(env);
        p.setProcessChannelMode(QProcess::MergedChannels);
        if (!dir.isEmpty())
            p.setWorkingDirectory(dir);
        p.start(program, args);
        p.waitForFinished(120000);
        if (exitCode)
            *exitCode = p.exitCode();
        return QString::fromUtf8(p.readAll());
    }

private Q_SLOTS:
    void debHasBinariesDesktopFileAndIcon()
    {
        const QString cpack = QStandardPaths::findExecutable(QStringLiteral("cpack"));
        QVERIFY2(!cpack.isEmpty(), "cpack (cmake) is required");
        QTemporaryDir out;
        int rc = -1;
        const QString log
            = run(cpack,
                  {QStringLiteral("-G"), QStringLiteral("DEB"), QStringLiteral("-B"), out.path()},
                  QProcessEnvironment::systemEnvironment(),
                  &rc,
                  QStringLiteral(TRAINDECK_BINARY_DIR));
        QVERIFY2(rc == 0, qPrintable(log));
        const QStringList debs = QDir(out.path()).entryList({QStringLiteral("*.deb")});
        QCOMPARE(debs.size(), 1);
        const QString contents
            = run(QStringLiteral("dpkg-deb"),
                  {QStringLiteral("-c"), QDir(out.path()).filePath(debs.first())},
                  QProcessEnvironment::systemEnvironment());
        for (const char *path :
             {"./usr/bin/traindeck",
              "./usr/bin/traindeck-cli",
              "./usr/share/applications/io.traindeck.TrainDeck.desktop",
              "./usr/share/icons/hicolor/scalable/apps/io.traindeck.TrainDeck.svg",
              "./usr/share/metainfo/io.traindeck.TrainDeck.metainfo.xml",
              "./usr/share/man/man1/traindeck.1.gz",
              "./usr/share/man/man1/traindeck-cli.1.gz",
              "./usr/share/bash-completion/completions/traindeck-cli",
              "./usr/share/zsh/vendor-completions/_traindeck-cli"}) {
            QVERIFY2(contents.contains(QLatin1String(path)), path);
        }
        const QString info = run(QStringLiteral("dpkg-deb"),
                                 {QStringLiteral("-I"), QDir(out.path()).filePath(debs.first())},
                                 QProcessEnvironment::systemEnvironment());
        QVERIFY2(info.contains(QStringLiteral("libqt6widgets6")), qPrintable(info));
    }

    void catalogsLoadByLocale_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("expected");
        QTest::addRow("German") << QStringLiteral("de_DE")
                                << QStringLiteral("Aufruf: traindeck-cli");
        QTest::addRow("Simplified Chinese")
            << QStringLiteral("zh_CN") << QStringLiteral("用法：traindeck-cli");
        QTest::addRow("English fallback")
            << QStringLiteral("fr_FR") << QStringLiteral("Usage: traindeck-cli");
    }

    void catalogsLoadByLocale()
    {
        QFETCH(QString, lang);
        QFETCH(QString, expected);
        // By the system locale (LANG), as a user's desktop sets it.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("TRAINDECK_LANG"));
        env.remove(QStringLiteral("LC_ALL"));
        env.remove(QStringLiteral("LC_MESSAGES"));
        env.remove(QStringLiteral("LANGUAGE"));
        env.insert(QStringLiteral("LANG"), lang + QStringLiteral(".UTF-8"));
        const QString out
            = run(QStringLiteral(TRAINDECK_CLI_PATH), {QStringLiteral("--help")}, env);
        QVERIFY2(out.startsWith(expected), qPrintable(out));
    }
};

QTEST_GUILESS_MAIN(TestPackaging)
#include "tst_packaging.moc"
