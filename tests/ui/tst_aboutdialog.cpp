// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Help → About TrainDeck, opened from the main window's Help menu with the mouse: the version
// `traindeck --version` prints, the Qt versions, this build's optional features (from the
// same find_package results the build used), the libraries with the licences Debian's
// copyright files give, every line shown whole; a screenshot to
// <build>/screenshots/about.png (Xvfb).
#include "tests/support/uitestsetup.h"
#include "ui/aboutdialog.h"
#include "ui/mainwindow.h"

#include <QAction>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace TrainDeck;
using namespace TrainDeck::Ui;

namespace {

/// The licence of a Debian package's own files ("Files: *"), as its copyright file says.
QString debianLicence(const QString &package)
{
    QFile f(QStringLiteral("/usr/share/doc/%1/copyright").arg(package));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QString text = QString::fromUtf8(f.readAll());
    static const QRegularExpression files(
        QStringLiteral("^Files: \\*\\s*\\n(?:[^\\n]+\\n)*?License: ([^\\n]+)"),
        QRegularExpression::MultilineOption);
    return files.match(text).captured(1).trimmed();
}

} // namespace

class TestAboutDialog : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    /// Opens About from the Help menu with the mouse, as a user does.
    AboutDialog *openFromHelpMenu(MainWindow &window)
    {
        QMenu *help = window.findChild<QMenu *>(QStringLiteral("helpMenu"));
        if (!help)
            return nullptr;
        QAction *about = window.findChild<QAction *>(QStringLiteral("aboutAction"));
        if (!about || !help->actions().contains(about))
            return nullptr;
        QMenuBar *bar = window.menuBar();
        QTest::mouseClick(
            bar, Qt::LeftButton, {}, bar->actionGeometry(help->menuAction()).center());
        if (!QTest::qWaitFor([help] { return help->isVisible(); }, 5000))
            return nullptr;
        QTest::mouseClick(help, Qt::LeftButton, {}, help->actionGeometry(about).center());
        AboutDialog *dialog = nullptr;
        const bool shown = QTest::qWaitFor(
            [&] {
                dialog = window.findChild<AboutDialog *>();
                return dialog && dialog->isVisible();
            },
            5000);
        return shown ? dialog : nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        Tests::useTemporarySettings(m_dir, QStringLiteral("TrainDeckAboutTest"));
    }

    void showsVersionFeaturesAndLicences()
    {
        MainWindow window;
        window.resize(1024, 640);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        AboutDialog *dialog = openFromHelpMenu(window);
        QVERIFY2(dialog, "Help > About TrainDeck did not open the dialog");
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QCOMPARE(dialog->windowTitle(), QStringLiteral("About TrainDeck"));

        // The version the program itself prints.
        QProcess gui;
        gui.start(QStringLiteral(TRAINDECK_GUI_PATH), {QStringLiteral("--version")});
        QVERIFY(gui.waitForFinished(60000));
        const QString printed = QString::fromUtf8(gui.readAllStandardOutput()).trimmed();
        QVERIFY2(printed.startsWith(QLatin1String("TrainDeck ")), qPrintable(printed));
        QCOMPARE(dialog->versionLabel()->text(),
                 QStringLiteral("Version %1").arg(printed.section(QLatin1Char(' '), 1)));
        QCOMPARE(dialog->qtLabel()->text(),
                 QStringLiteral("Qt %1 (built with Qt %2)")
                     .arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR)));

        // tests/ui/CMakeLists.txt passes what CMake found for the build.
        QStringList features;
#if TRAINDECK_EXPECT_KSYNTAXHIGHLIGHTING
        features << QStringLiteral("Code highlighting: KSyntaxHighlighting");
#else
        features << QStringLiteral("Code highlighting: TrainDeck's built-in highlighter (built "
                                   "without KSyntaxHighlighting)");
#endif
#if TRAINDECK_EXPECT_KEYCHAIN
        features << QStringLiteral("Secrets: kept in the desktop's keychain (qtkeychain)");
#else
        features << QStringLiteral("Secrets: not remembered (built without qtkeychain)");
#endif
        QStringList shown;
        for (QLabel *l : dialog->featureLabels()) {
            QVERIFY2(l->isVisible(), qPrintable(l->text()));
            shown << l->text();
        }
        QCOMPARE(shown, features);

        // Each library with the licence its Debian package's copyright file gives.
        struct Expected
        {
            QString name, licence, package, debian;
        };
        QList<Expected> expected{
            {QStringLiteral("Qt 6 (Core, GUI, Widgets, Network, SVG, SQL, D-Bus)"),
             QStringLiteral("LGPL-3.0-only or GPL-2.0-or-later"),
             QStringLiteral("libqt6core6"),
             QStringLiteral("LGPL-3 or GPL-2")},
            {QStringLiteral("Qt Charts"),
             QStringLiteral("GPL-3.0-or-later"),
             QStringLiteral("libqt6charts6"),
             QStringLiteral("GPL-3+")},
            {QStringLiteral("Graphviz (cgraph, gvc)"),
             QStringLiteral("EPL-1.0"),
             QStringLiteral("libgvc6"),
             QStringLiteral("EPL-1.0")},
            {QStringLiteral("yaml-cpp"),
             QStringLiteral("MIT"),
             QStringLiteral("libyaml-cpp0.7"),
             QStringLiteral("X11")},
            {QStringLiteral("nlohmann/json"),
             QStringLiteral("MIT"),
             QStringLiteral("nlohmann-json3-dev"),
             QStringLiteral("Expat")},
            {QStringLiteral("http-parser"),
             QStringLiteral("MIT"),
             QStringLiteral("libhttp-parser2.9"),
             QStringLiteral("Expat-nginx")},
            {QStringLiteral("OpenSSL (libcrypto)"),
             QStringLiteral("Apache-2.0"),
             QStringLiteral("libssl3"),
             QStringLiteral("Apache-2.0")},
            {QStringLiteral("SQLite (through Qt SQL)"),
             QStringLiteral("public domain"),
             QStringLiteral("libsqlite3-0"),
             QStringLiteral("public-domain")},
        };
#if TRAINDECK_EXPECT_KEYCHAIN
        expected << Expected{QStringLiteral("qtkeychain"),
                             QStringLiteral("BSD-2-Clause"),
                             QStringLiteral("libqt6keychain1"),
                             QStringLiteral("BSD-2-Clause")};
#endif
#if TRAINDECK_EXPECT_KSYNTAXHIGHLIGHTING
        expected << Expected{QStringLiteral("KSyntaxHighlighting"),
                             QStringLiteral("MIT"),
                             QStringLiteral("libkf6syntaxhighlighting6"),
                             QStringLiteral("MIT")};
#endif
        QTreeWidget *tree = dialog->libraryTree();
        QCOMPARE(tree->topLevelItemCount(), expected.size());
        for (int i = 0; i < expected.size(); ++i) {
            const Expected &e = expected.at(i);
            QCOMPARE(tree->topLevelItem(i)->text(0), e.name);
            QCOMPARE(tree->topLevelItem(i)->text(1), e.licence);
            QCOMPARE(debianLicence(e.package), e.debian);
        }

        // The licence line says what the linked Qt Charts makes of the binary.
        QCOMPARE(dialog->findChild<QLabel *>(QStringLiteral("licence"))->text(),
                 QStringLiteral("TrainDeck's source code is free software under the Apache "
                                "License 2.0. This program links Qt Charts, licensed under the "
                                "GNU GPL 3, so as built it is distributed under the terms of the "
                                "GPL 3."));

        // Whole text everywhere: labels as wide as their text, every row and cell in view.
        for (QLabel *l : dialog->findChildren<QLabel *>()) {
            if (!l->text().isEmpty() && !l->wordWrap())
                QVERIFY2(l->width() >= l->sizeHint().width(), qPrintable(l->text()));
        }
        const QRect last = tree->visualItemRect(tree->topLevelItem(tree->topLevelItemCount() - 1));
        QVERIFY2(last.bottom() <= tree->viewport()->height(),
                 qPrintable(QStringLiteral("last row ends at %1 of %2")
                                .arg(last.bottom())
                                .arg(tree->viewport()->height())));
        for (int i = 0; i < tree->topLevelItemCount(); ++i) {
            for (int column : {0, 1}) {
                const QString text = tree->topLevelItem(i)->text(column);
                const int needed = tree->fontMetrics().horizontalAdvance(text);
                const int room = column == 0
                                     ? tree->header()->sectionSize(0)
                                     : tree->viewport()->width() - tree->header()->sectionSize(0);
                QVERIFY2(
                    room > needed,
                    qPrintable(QStringLiteral("%1: %2 px for %3").arg(text).arg(room).arg(needed)));
            }
        }
        QVERIFY(dialog->findChild<QPushButton *>(QStringLiteral("aboutQtButton")));
        QAction *aboutQt = window.findChild<QAction *>(QStringLiteral("aboutQtAction"));
        QVERIFY(aboutQt);
        QVERIFY(window.findChild<QMenu *>(QStringLiteral("helpMenu"))->actions().contains(aboutQt));

        const QString file = Tests::screenshotDir() + QStringLiteral("/about.png");
        QVERIFY(dialog->grab().save(file));
        dialog->close();
        QTRY_VERIFY(!window.findChild<AboutDialog *>());
    }
};

QTEST_MAIN(TestAboutDialog)
#include "tst_aboutdialog.moc"
