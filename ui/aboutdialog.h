// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QCoreApplication>
#include <QDialog>
#include <QList>
#include <QString>
#include <QStringList>

class QAction;
class QLabel;
class QTreeWidget;

namespace TrainDeck::Ui {

/// Help → About TrainDeck: the version (as `traindeck --version` shows it), the Qt version it
/// was built with and runs on, the optional features this build has, and the licences of the
/// libraries it links. "About Qt" is a button here and an action of its own.
class AboutDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AboutDialog)

public:
    struct Library
    {
        QString name;
        QString licence; ///< an SPDX identifier where there is one
    };

    explicit AboutDialog(QWidget *parent = nullptr);

    /// "Version 0.1.0".
    static QString versionText();
    /// "Qt 6.4.2 (built with Qt 6.4.2)": the library loaded, then the headers built against.
    static QString qtText();
    /// One line per optional feature, saying which way this build went.
    static QStringList features();
    /// The libraries this build links, with their licences (Debian's copyright files).
    static QList<Library> libraries();

    /// The Help menu's actions, parented to `window`: About TrainDeck (opens this dialog,
    /// object name aboutAction) and About Qt (aboutQtAction).
    static QAction *aboutAction(QWidget *window);
    static QAction *aboutQtAction(QWidget *window);

    QLabel *versionLabel() const { return m_version; }
    QLabel *qtLabel() const { return m_qt; }
    QList<QLabel *> featureLabels() const { return m_features; }
    QTreeWidget *libraryTree() const { return m_libraries; }

private:
    QLabel *m_version = nullptr;
    QLabel *m_qt = nullptr;
    QList<QLabel *> m_features;
    QTreeWidget *m_libraries = nullptr;
};

} // namespace TrainDeck::Ui
