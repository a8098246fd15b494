// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>

#include <functional>

class QWidget;

namespace TrainDeck::Ui {

/// Runs a function once a shown window has been exposed and painted for the first time, so
/// that work which can wait (connecting backends, reading the job folders) never delays the
/// window's appearance. If no expose comes within a second (a platform that never sends one,
/// a window shown minimized), the function runs all the same: it always runs, exactly once.
class FirstPaint final : public QObject
{
    Q_OBJECT
public:
    static void then(QWidget *window, std::function<void()> function);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    FirstPaint(QWidget *window, std::function<void()> function);
    void run();

    std::function<void()> m_function;
};

} // namespace TrainDeck::Ui
