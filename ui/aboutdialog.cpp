// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/aboutdialog.h"

#include "libs/secrets/secretstore.h"

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace TrainDeck::Ui {

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("aboutDialog"));
    setWindowTitle(tr("About TrainDeck"));

    auto *icon = new QLabel(this);
    icon->setPixmap(QIcon(QStringLiteral(":/icons/traindeck.svg")).pixmap(64, 64));
    icon->setAlignment(Qt::AlignTop);
    auto *name = new QLabel(tr("TrainDeck"), this);
    QFont big = name->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    name->setFont(big);
    auto *purpose = new QLabel(tr("Build, run and watch Kubeflow Trainer jobs."), this);
    purpose->setWordWrap(true);
    m_version = new QLabel(versionText(), this);
    m_version->setObjectName(QStringLiteral("version"));
    m_qt = new QLabel(qtText(), this);
    m_qt->setObjectName(QStringLiteral("qtVersion"));
    // The sources are Apache-2.0, but the program links Qt Charts, which Debian ships under
    // the GPL 3 only: the binary is the GPL's (docs/packaging.md).
    auto *licence = new QLabel(tr("TrainDeck's source code is free software under the Apache "
                                  "License 2.0. This program links Qt Charts, licensed under the "
                                  "GNU GPL 3, so as built it is distributed under the terms of "
                                  "the GPL 3."),
                               this);
    licence->setObjectName(QStringLiteral("licence"));
    licence->setWordWrap(true);
    for (QLabel *l : {m_version, m_qt, licence})
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *heading = new QVBoxLayout;
    heading->addWidget(name);
    heading->addWidget(purpose);
    heading->addWidget(m_version);
    heading->addWidget(m_qt);
    heading->addWidget(licence);
    auto *top = new QHBoxLayout;
    top->addWidget(icon);
    top->addSpacing(12);
    top->addLayout(heading, 1);

    auto *featureBox = new QGroupBox(tr("Features of This Build"), this);
    auto *featureLayout = new QVBoxLayout(featureBox);
    for (const QString &line : features()) {
        auto *label = new QLabel(line, featureBox);
        label->setObjectName(QStringLiteral("feature"));
        label->setWordWrap(true);
        featureLayout->addWidget(label);
        m_features << label;
    }

    auto *libraryBox = new QGroupBox(tr("Libraries"), this);
    auto *libraryLayout = new QVBoxLayout(libraryBox);
    m_libraries = new QTreeWidget(libraryBox);
    m_libraries->setObjectName(QStringLiteral("libraries"));
    m_libraries->setHeaderLabels({tr("Library"), tr("Licence")});
    m_libraries->setRootIsDecorated(false);
    m_libraries->setSelectionMode(QAbstractItemView::NoSelection);
    m_libraries->setFocusPolicy(Qt::NoFocus);
    for (const Library &l : libraries())
        new QTreeWidgetItem(m_libraries, {l.name, l.licence});
    m_libraries->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_libraries->header()->setStretchLastSection(true);
    // Every row and every licence shown whole, no scrolling: the list is short and is the
    // point of the box.
    m_libraries->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    const int gap = 2 * style()->pixelMetric(QStyle::PM_HeaderMargin) + 8;
    int widest[2] = {0, 0};
    for (int i = 0; i < m_libraries->topLevelItemCount(); ++i) {
        for (int column : {0, 1}) {
            const QString text = m_libraries->topLevelItem(i)->text(column);
            widest[column]
                = std::max(widest[column], m_libraries->fontMetrics().horizontalAdvance(text));
        }
    }
    m_libraries->setMinimumWidth(widest[0] + widest[1] + 4 * gap + 2 * m_libraries->frameWidth());
    const int rows = m_libraries->topLevelItemCount();
    const int rowHeight = m_libraries->sizeHintForRow(0);
    m_libraries->setMinimumHeight(m_libraries->header()->sizeHint().height() + rows * rowHeight
                                  + 2 * m_libraries->frameWidth() + 2);
    m_libraries->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    libraryLayout->addWidget(m_libraries);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *aboutQt = buttons->addButton(tr("About &Qt"), QDialogButtonBox::HelpRole);
    aboutQt->setObjectName(QStringLiteral("aboutQtButton"));
    connect(aboutQt, &QPushButton::clicked, this, [this] { QMessageBox::aboutQt(this); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(featureBox);
    layout->addWidget(libraryBox, 1);
    layout->addWidget(buttons);
    setMinimumWidth(520);
}

QString AboutDialog::versionText()
{
    return tr("Version %1").arg(QStringLiteral(TRAINDECK_VERSION));
}

QString AboutDialog::qtText()
{
    return tr("Qt %1 (built with Qt %2)")
        .arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR));
}

QStringList AboutDialog::features()
{
    QStringList lines;
    // ui/CMakeLists.txt defines this from the find_package(KF6SyntaxHighlighting) that also
    // decides ui/text's highlighter.
#if TRAINDECK_HAVE_KSYNTAXHIGHLIGHTING
    lines << tr("Code highlighting: KSyntaxHighlighting");
#else
    lines << tr("Code highlighting: TrainDeck's built-in highlighter (built without "
                "KSyntaxHighlighting)");
#endif
    lines << (SecretStore::isBuiltIn() ? tr("Secrets: kept in the desktop's keychain (qtkeychain)")
                                       : tr("Secrets: not remembered (built without qtkeychain)"));
    return lines;
}

QList<AboutDialog::Library> AboutDialog::libraries()
{
    // What the traindeck executable links (ldd), with the licence Debian's
    // /usr/share/doc/<package>/copyright gives for its files.
    QList<Library> list{
        {tr("Qt 6 (Core, GUI, Widgets, Network, SVG, SQL, D-Bus)"),
         tr("LGPL-3.0-only or GPL-2.0-or-later")},
        {tr("Qt Charts"), QStringLiteral("GPL-3.0-or-later")},
        {tr("Graphviz (cgraph, gvc)"), QStringLiteral("EPL-1.0")},
        {tr("yaml-cpp"), QStringLiteral("MIT")},
        {tr("nlohmann/json"), QStringLiteral("MIT")},
        {tr("http-parser"), QStringLiteral("MIT")},
        {tr("OpenSSL (libcrypto)"), QStringLiteral("Apache-2.0")},
        {tr("SQLite (through Qt SQL)"), tr("public domain")},
    };
    if (SecretStore::isBuiltIn())
        list << Library{tr("qtkeychain"), QStringLiteral("BSD-2-Clause")};
#if TRAINDECK_HAVE_KSYNTAXHIGHLIGHTING
    list << Library{tr("KSyntaxHighlighting"), QStringLiteral("MIT")};
#endif
    return list;
}

QAction *AboutDialog::aboutAction(QWidget *window)
{
    auto *action = new QAction(tr("&About TrainDeck"), window);
    action->setObjectName(QStringLiteral("aboutAction"));
    action->setMenuRole(QAction::AboutRole);
    action->setStatusTip(tr("Version, features and the licences of the libraries used"));
    connect(action, &QAction::triggered, window, [window] {
        auto *dialog = new AboutDialog(window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    return action;
}

QAction *AboutDialog::aboutQtAction(QWidget *window)
{
    auto *action = new QAction(tr("About &Qt"), window);
    action->setObjectName(QStringLiteral("aboutQtAction"));
    action->setMenuRole(QAction::AboutQtRole);
    connect(action, &QAction::triggered, window, [window] { QMessageBox::aboutQt(window); });
    return action;
}

} // namespace TrainDeck::Ui
