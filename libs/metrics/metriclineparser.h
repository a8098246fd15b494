// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/metrics/metricbatch.h"
#include "libs/metrics/metricpattern.h"
#include "libs/metrics/metricsample.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

#include <array>

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
/// parseLines() reads a whole buffer of lines in one pass, 16 bytes at a time: it finds each
/// line's end, its separators ('=', ':') and whether it holds control bytes or '%' together,
/// and a plain line is then read from its separators alone. Keys and numbers are read in one
/// pass each; samples go out as plain values (MetricBatch) with interned name ids. parse()
/// reads one line the same way (the two give the same samples; the tests compare them).
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

    void setPatterns(QList<MetricPattern> patterns)
    {
        m_patterns = std::move(patterns);
        clearShapes();
    }
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

    /// Parses every line of [begin, end) as parse() does, each line ending at '\n' (a last
    /// line without one counts too), and appends what they give to `batch`, lines counted
    /// from 0 at `begin`. Returns the number of lines. The ids of the samples' names
    /// (name()) stay valid until the next call.
    qint64 parseLines(const char *begin, const char *end, MetricBatch &batch);
    /// The name of a MetricBatch sample's id: interned (MetricNamePool).
    const QString &name(quint32 id) const { return m_idNames[id]; }

    /// Reads a whole token as a finite number (what a sample's value may be); false for
    /// nan, inf, overflow and anything that is not just a number.
    static bool readNumber(QByteArrayView token, double *value);

    /// Whether parseLines() remembers the shapes of the lines it read (see Shape). On by
    /// default; off, every line is read in full (the tests compare the two).
    void setShapeCache(bool on)
    {
        m_shapesOn = on;
        clearShapes();
    }
    /// How many lines parseLines() read from a remembered shape so far (progress bars
    /// included): the tests' proof that shapes are used.
    qint64 shapedLines() const { return m_shapedLines; }

private:
    /// A line's shape, for parseLines: a log repeats the same few lines with other numbers
    /// (`step=12 loss=0.5 ...` from one format string). A plain line (no control bytes, no
    /// '%', no user patterns) is cut into literal bytes and number slots: a slot is a number
    /// token (digits, maybe '.', digits, an exponent) that starts with a digit not after a key
    /// character, so digits in keys and names (`rank0`, `loss_1`, `v2.18.3`) stay literal.
    /// Read in full once, the line tells which slots gave which samples and the step; a later
    /// line with the same literal bytes and the same kind of number in each slot (the same
    /// parts, at most 15 digits, each a finite double) is read from its slots alone. What the
    /// full reading does with a number depends on its value only through whether it is a
    /// finite double and whether a step candidate is a whole non-negative number; those
    /// outcomes are checked per line, and any difference reads the line in full. So is a line
    /// longer than MaxLineBytes (an exponent's digits), of which the full reading sees a part.
    ///
    /// A progress bar (tqdm, Lightning) has a shape too, made from the segment a redrawn line
    /// shows last (after its last '\r'; no escapes): the bar between `%|` and the next `|` is
    /// a wildcard of any bytes but control bytes (a NUL, an escape or a '\r' there would change
    /// what the full reading reads), and the progress is read from slots or literal bytes as the
    /// full reading read it (percent, n/total, elapsed<remaining). Such a shape is kept only when
    /// reading its own line with it gives exactly what the full reading gave.
    struct Shape
    {
        static constexpr int MaxSlots = 48;
        static constexpr qsizetype MaxBytes = 2048;
        static constexpr quint8 Wildcard = 0xff; ///< Slot::kind of a progress bar's bar
        struct Slot
        {
            quint16 literal; ///< literal bytes before it
            quint8 kind;     ///< the number's parts (see shapeToken()), or Wildcard
            bool value;      ///< its value is needed
            /// The number this slot held on the last line matched: its bytes and the byte
            /// after them (so the same bytes are the same token), its digits and value. A
            /// learning rate, an epoch, a total or a rate often repeats from line to line;
            /// then one compare stands for reading it.
            quint8 lastSize = 0; ///< 0: none yet
            quint8 lastDigits = 0;
            double lastValue = 0;
            char last[16] = {};
        };
        /// A whole number of the progress: a slot's value, or literal bytes' (constant).
        struct Count
        {
            qint16 slot = -1;
            qint64 constant = -1;
        };
        /// elapsed or remaining: up to three parts (H:MM:SS) of slots or literal bytes; -1
        /// when the region (fixed bytes plus the slots' digits) is longer than readDuration
        /// reads.
        struct Duration
        {
            int parts = 0; ///< 0: `constant` is the value
            Count part[3];
            int fixedBytes = 0;
            qint64 constant = -1;
        };
        struct Out
        {
            quint16 slot;
            bool negate;
            quint32 name;
        };
        struct StepCheck
        {
            quint16 slot;
            bool negate;
            bool whole; ///< toStep succeeded on the line read in full
        };
        quint32 prefix = 0;
        bool valid = false;
        quint64 used = 0;
        std::string literal; ///< every literal byte in order, then 16 bytes of padding
        std::vector<Slot> parts;
        quint16 tail = 0; ///< literal bytes after the last slot
        std::vector<Out> samples;
        std::vector<StepCheck> stepChecks;
        int stepSlot = -1; ///< the slot whose number is the line's step, -1 for none
        bool stepNegate = false;
        bool bar = false; ///< a progress bar's shape, matched against a line's last segment
        int percentSlot = -1;
        double percentConstant = -1;
        Count current;
        Count total;
        Duration elapsed;
        Duration remaining;
    };
    /// While a progress bar is read in full to make its shape: where each part was read.
    struct RecordedBar
    {
        struct Range
        {
            const char *begin = nullptr;
            const char *end = nullptr;
        };
        Range percent;
        Range bar;
        Range current;
        Range total;
        Range elapsed;
        Range remaining;
    };
    static constexpr int ShapeSets = 64;
    static constexpr int ShapeWays = 2;
    void clearShapes();
    bool matchShape(Shape &shape,
                    const char *p,
                    const char *end,
                    qint64 lineNo,
                    MetricBatch &batch,
                    const char **lineEnd);
    void buildShape(Shape &shape,
                    quint32 prefix,
                    QByteArrayView line,
                    const MetricBatch &batch,
                    size_t first,
                    size_t firstProgress);
    bool buildBar(Shape &shape,
                  QByteArrayView line,
                  const qsizetype *starts,
                  const qsizetype *ends,
                  const MetricBatch &batch,
                  size_t firstProgress);
    void recordStep(const char *pos, bool whole);
    /// A bar shape of the set of `prefix` that reads the line segment at `segment`.
    bool matchBar(
        quint32 prefix, const char *segment, const char *end, qint64 lineNo, MetricBatch &batch);

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

    struct LineScan;
    int parseCore(QByteArrayView line, TrainingProgress &bar, const LineScan *scan = nullptr);
    void parseScanned(QByteArrayView line, const LineScan &scan, qint64 lineNo, MetricBatch &batch);
    void scanSeparators(QByteArrayView s, const LineScan &scan, qsizetype shift);
    bool fastPairs(
        QByteArrayView s, const LineScan &scan, qsizetype shift, qint64 lineNo, MetricBatch &batch);
    qsizetype pairAt(QByteArrayView s, qsizetype i);
    bool stepWordAt(QByteArrayView s, qsizetype i, qsizetype *end);
    quint32 idOf(const char *key, qsizetype size);
    quint32 idOf(const QString &name);
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
    qsizetype m_stepAt = -1;  ///< where m_step was read, in the scanned bytes
    qsizetype m_at = 0;       ///< the separator being read
    bool m_wideValue = false; ///< a value ran past its number (a wrapper's arguments)
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
    /// Names by id for parseLines: an open-addressed table over the key bytes.
    struct IdSlot
    {
        enum Kind : quint8 { Free, Metric, Step, Ignored };
        quint64 hash = 0;
        quint32 offset = 0;
        quint32 size = 0;
        quint32 id = 0;
        Kind kind = Free;
    };
    const IdSlot &slotOf(const char *key, qsizetype size);
    void dropTaken();
    MetricBatch *m_batch = nullptr; ///< parseLines' batch, while a plain line is read
    qint64 m_lineNo = 0;
    size_t m_first = 0;                ///< the batch's first sample of this line
    size_t m_taken = 0;                ///< samples this line gave so far
    const char *m_readEnd = nullptr;   ///< the end of the memory the line is in
    const char *m_bufferEnd = nullptr; ///< the end of parseLines' buffer
    std::vector<IdSlot> m_idSlots;
    std::string m_idBytes;
    std::vector<QString> m_idNames;
    bool m_shapesOn = true;
    std::vector<Shape> m_shapes;                ///< ShapeSets sets of ShapeWays
    std::array<int, ShapeSets> m_shapeCredit{}; ///< shapes a set may still build before it waits
    quint64 m_shapeClock = 0;
    qint64 m_shapedLines = 0;
    /// While a line is read in full to make its shape: where its samples' and step
    /// candidates' numbers start (a sign included), and whether each candidate was whole.
    bool m_recording = false;
    std::vector<const char *> m_recSamples;
    std::vector<std::pair<const char *, bool>> m_recSteps;
    std::vector<std::pair<const char *, const char *>> m_recKeys; ///< the keys read, whatever kind
    RecordedBar m_recBar;
    MetricBatch m_barCheck;          ///< a bar shape's reading of its own line
    const char *m_valueAt = nullptr; ///< the number take() is given
    const char *m_stepPos = nullptr; ///< the number m_step was read from
    QString m_nodeSource;            ///< the node of the last line, as the caller gave it
    QString m_node;                  ///< and interned
};

} // namespace TrainDeck::Metrics
