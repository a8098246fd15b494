// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/metrics/metricpattern.h"
#include "libs/metrics/metricsample.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace TrainDeck::Metrics {

/// Reads training metrics and progress from one log line (docs/monitoring.md lists the
/// shapes): `key=value` and `key: value` pairs, JSON lines, Python dict lines (Hugging Face
/// Trainer), torchtune's `Step N | k:v` and its bar description, tqdm and Lightning progress
/// bars with their postfix, and the user's MetricPatterns. Pure: no I/O; its own cache of
/// metric names in front of the thread-safe MetricNamePool, so one parser per thread. The
/// samples' names and nodes are interned there: they stay valid after the parser is gone.
///
/// The built-in shapes are read by a hand-written scanner over the bytes: a log store
/// ingests millions of lines a second and parsing must keep up (bench/bench_metricparse.cpp).
/// A line is surveyed once for control bytes and '%' (16 bytes at a time), separators and
/// keys are found 16 bytes at a time, and a number is scanned and converted in one pass.
/// Only the first MaxLineBytes of a line are looked at. Numbers that are part of something
/// else (dates, times, versions, addresses: `2026-11-24`, `12:30:01`, `v1.2.3`, `10.0.0.1`),
/// nan, inf, and values that overflow a double are never samples.
class MetricLineParser
{
public:
    static constexpr qsizetype MaxLineBytes = 64 * 1024;

    struct Parsed
    {
        QList<MetricSample> samples;
        std::optional<TrainingProgress> progress;
    };

    explicit MetricLineParser(QList<MetricPattern> patterns = {});

    void setPatterns(QList<MetricPattern> patterns) { m_patterns = std::move(patterns); }
    const QList<MetricPattern> &patterns() const { return m_patterns; }

    /// Parses `line` (one line's bytes without its '\n', as the log store holds them: with
    /// '\r' redraws and escape sequences) of step `node`, arrived at `wallMsecs`. Appends the
    /// samples to `samples`; returns true and fills `progress` when the line shows a
    /// progress bar.
    bool parse(QByteArrayView line,
               const QString &node,
               qint64 wallMsecs,
               QList<MetricSample> &samples,
               TrainingProgress *progress = nullptr);
    Parsed parse(QByteArrayView line, const QString &node, qint64 wallMsecs);

    /// Reads a whole token as a finite number (what a sample's value may be); false for
    /// nan, inf, overflow and anything that is not just a number.
    static bool readNumber(QByteArrayView token, double *value);

private:
    struct Pending
    {
        const char *name;
        qsizetype size;
        double value;
    };
    struct Hash
    {
        using is_transparent = void;
        size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
    };

    bool scanPairs(QByteArrayView s);
    bool scanObject(QByteArrayView s);
    bool scanProgressBar(QByteArrayView s, qsizetype percentSign, TrainingProgress &progress);
    bool scanTorchtuneDescription(QByteArrayView desc);
    void take(QByteArrayView key, double value);
    void addPending(QByteArrayView key, double value);
    void applyPatterns(QByteArrayView line);
    const QString &nameOf(QByteArrayView key);
    const QString &nodeOf(const QString &node);

    QList<MetricPattern> m_patterns;
    QByteArray m_stripped;
    std::vector<Pending> m_pending; ///< its first m_pendingCount are this line's
    size_t m_pendingCount = 0;
    std::vector<std::pair<QString, double>> m_userSamples;
    qint64 m_step = -1;
    /// Names by key, interned (MetricNamePool) so that samples share them without counting.
    std::unordered_map<std::string, QString, Hash, std::equal_to<>> m_names;
    struct Recent
    {
        static constexpr qsizetype MaxKey = 32;
        char key[MaxKey];
        qsizetype size = -1;
        QString name;
    };
    Recent m_recent[64];
    QString m_nodeSource; ///< the node of the last line, as the caller gave it
    QString m_node;       ///< and interned
};

} // namespace TrainDeck::Metrics
