// SPDX-License-Identifier: Apache-2.0
#include "mainwindow.h"

#include <QLabel>

namespace TrainDeck::Ui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("TrainDeck"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/traindeck.svg")));
    auto *label = new QLabel(tr("No jobs yet."), this);
    label->setAlignment(Qt::AlignCenter);
    setCentralWidget(label);
    resize(1200, 760);
}

MainWindow::~MainWindow() = default;

} // namespace TrainDeck::Ui
