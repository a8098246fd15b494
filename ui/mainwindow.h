// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QMainWindow>

namespace TrainDeck::Ui {

class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;
};

} // namespace TrainDeck::Ui
