// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/firstpaint.h"

#include <QEvent>
#include <QTimer>
#include <QWidget>
#include <QWindow>

namespace TrainDeck::Ui {

void FirstPaint::then(QWidget *window, std::function<void()> function)
{
    new FirstPaint(window, std::move(function));
}

FirstPaint::FirstPaint(QWidget *window, std::function<void()> function)
    : QObject(window)
    , m_function(std::move(function))
{
    QWindow *handle = window->windowHandle();
    if (handle && !handle->isExposed())
        handle->installEventFilter(this);
    else
        QTimer::singleShot(0, this, &FirstPaint::run);
    QTimer::singleShot(1000, this, &FirstPaint::run);
}

bool FirstPaint::eventFilter(QObject *watched, QEvent *event)
{
    // The filter sees the expose before the window paints in answer to it; the function runs
    // from the event loop after that.
    if (event->type() == QEvent::Expose && static_cast<QWindow *>(watched)->isExposed()) {
        watched->removeEventFilter(this);
        QTimer::singleShot(0, this, &FirstPaint::run);
    }
    return false;
}

void FirstPaint::run()
{
    if (!m_function)
        return;
    const std::function<void()> f = std::move(m_function);
    m_function = nullptr;
    deleteLater();
    f();
}

} // namespace TrainDeck::Ui
