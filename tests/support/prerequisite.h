// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QFile>
#include <QString>
#include <QTest>

/// The suite's one rule for a missing prerequisite (../shared, an engine, python3-torch,
/// s3rver, ...). scripts/test sets TRAINDECK_TEST_STATE and provides everything, so there a
/// missing prerequisite is a failure; a user running one test by hand gets a skip that says
/// what is missing. Every test that depends on something outside the tree goes through
/// TRAINDECK_REQUIRE, so no skip can hide under scripts/test or CI.
struct Prerequisite
{
    /// True under scripts/test (TRAINDECK_TEST_STATE set and not empty).
    static bool strict();
    /// The message for a missing `what`, with how to get it.
    static QByteArray message(const QString &what, const QString &howToGetIt);
    /// True when `/usr/bin/python3 -c "import <module>"` succeeds.
    static bool pythonModule(const QString &module);
};

/// Fails (under scripts/test) or skips (run by hand) the current test function unless
/// `condition` holds. QFAIL and QSKIP return from the caller, hence a macro.
#define TRAINDECK_REQUIRE(condition, what, howToGetIt) \
    do { \
        if (!(condition)) { \
            const QByteArray traindeckMissing_ = Prerequisite::message(what, howToGetIt); \
            if (Prerequisite::strict()) \
                QFAIL(traindeckMissing_.constData()); \
            QSKIP(traindeckMissing_.constData()); \
        } \
    } while (false)

/// Debian's /usr/bin/python3, which the local backend runs every script with.
#define TRAINDECK_REQUIRE_PYTHON3() \
    TRAINDECK_REQUIRE(QFile::exists(QStringLiteral("/usr/bin/python3")), \
                      QStringLiteral("Debian's /usr/bin/python3"), \
                      QStringLiteral("install python3 (scripts/test installs it)"))
