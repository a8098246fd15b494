// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// bench_startup's baseline: the least a Qt Widgets program does to put a window of
// TrainDeck's size on the screen, linked only to Qt Widgets.
#include <QApplication>
#include <QWidget>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QWidget window;
    window.resize(1280, 800);
    window.show();
    return app.exec();
}
