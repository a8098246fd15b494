// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QElapsedTimer>
#include <QFuture>
#include <QTest>

/// The result of a backend call, with the event loop running meanwhile; a call that does not
/// finish within `timeoutMs` ends the test (a hang must not look like a slow pass).
template<class T>
T await(QFuture<T> f, int timeoutMs = 120000)
{
    QElapsedTimer t;
    t.start();
    while (!f.isFinished() && t.elapsed() < timeoutMs)
        QTest::qWait(10);
    if (!f.isFinished())
        qFatal("a backend call did not finish within %d ms", timeoutMs);
    return f.result();
}
