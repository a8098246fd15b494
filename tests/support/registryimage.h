// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

/// Images in the private registry of scripts/engines/registry (TRAINDECK_TEST_REGISTRY), for
/// tests of real pulls: an image only the registry has, made from a test image plus one layer
/// of random bytes (an engine that has every layer of an image downloads nothing).
namespace TrainDeck::Tests {

struct HttpAnswer
{
    int status = 0; ///< 0 when curl itself failed
    QByteArray body;
};

/// One HTTP call with curl (which scripts/engines needs anyway): `args` before the URL.
HttpAnswer curlCall(const QStringList &args, const QString &url);

/// One Engine API call (v1.41) on the unix socket of `host` ("unix:///path").
HttpAnswer engineCall(const QString &host,
                      const QByteArray &method,
                      const QString &pathAndQuery,
                      QStringList args = {});

/// Writes a tar of one file `fileName` of `mebibytes` MiB of random bytes to `tarPath` (a
/// layer neither engine can have, and that does not compress). Empty, or what went wrong.
QString writeRandomLayerTar(const QString &tarPath, const QString &fileName, int mebibytes);

/// Pushes `base` plus the files of `tar` (at /) as `reference` ("registry/repo:tag") through
/// the engine of `host`, then removes `reference` from that engine, so that only the registry
/// has its top layer. Empty, or what went wrong, with the engine's answer.
QString pushUniqueImage(const QString &host,
                        const QString &base,
                        const QString &tar,
                        const QString &reference);

/// Removes `reference` from the engine of `host` and its manifest from `registry` (the
/// registry's blobs go with its garbage collection). Quiet when either is gone already.
void removePushedImage(const QString &host, const QString &registry, const QString &reference);

/// Removes the containers and networks a job named `jobName` left on the engine of `host` (an
/// earlier run that failed half-way), through the API: a backend just started may not have
/// listed them yet, so its remove() would not find them.
void removeJobObjects(const QString &host, const QString &jobName);

} // namespace TrainDeck::Tests
