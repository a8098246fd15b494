// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Golden lines for the metric parser: real shapes from the tools, each with the exact samples
// (name@step=value, in line order) and progress (percent n/total elapsed<remaining) expected.
#include "libs/metrics/metriclineparser.h"

#include <QTest>

#include <charconv>
#include <cstring>
#include <functional>
#include <memory>
#include <random>

using namespace TrainDeck::Metrics;

namespace {

QString shortest(double v)
{
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    return QString::fromLatin1(buf, int(r.ptr - buf));
}

QStringList describe(const QList<MetricSample> &samples)
{
    QStringList out;
    for (const MetricSample &s : samples)
        out << QStringLiteral("%1@%2=%3").arg(s.name).arg(s.step).arg(shortest(s.value));
    return out;
}

QString describe(const TrainingProgress &p)
{
    return QStringLiteral("%1% %2/%3 %4<%5")
        .arg(shortest(p.percent))
        .arg(p.current)
        .arg(p.total)
        .arg(p.elapsedSeconds)
        .arg(p.remainingSeconds);
}

QString describe(const std::optional<TrainingProgress> &p)
{
    return p ? describe(*p) : QString();
}

/// What parseLines read from `buffer`, a line a string: `L<line> name@step=value` for each
/// sample, then `L<line> progress` for each progress bar.
QStringList
describeBatch(MetricLineParser &parser, const QByteArray &buffer, qint64 *lines = nullptr)
{
    MetricBatch batch;
    // An exact-size copy: a read past the buffer's end is caught by sanitizers.
    const std::unique_ptr<char[]> exact(new char[size_t(buffer.size()) + 1]);
    std::memcpy(exact.get(), buffer.constData(), size_t(buffer.size()));
    const qint64 n = parser.parseLines(exact.get(), exact.get() + buffer.size(), batch);
    if (lines)
        *lines = n;
    QStringList out;
    for (const MetricBatch::Sample &s : batch.samples) {
        out << QStringLiteral("L%1 %2@%3=%4")
                   .arg(s.line)
                   .arg(parser.name(s.name))
                   .arg(s.step)
                   .arg(shortest(s.value));
    }
    for (const MetricBatch::Progress &p : batch.progress)
        out << QStringLiteral("L%1 %2").arg(p.line).arg(describe(p.progress));
    return out;
}

/// The same, from parse() line by line over the lines as the log store holds them (split at
/// '\n', a last '\r' removed).
QStringList
describeLineByLine(MetricLineParser &parser, const QByteArray &buffer, qint64 *lines = nullptr)
{
    QStringList samples;
    QStringList bars;
    qint64 n = 0;
    for (qsizetype at = 0; at < buffer.size(); ++n) {
        qsizetype nl = buffer.indexOf('\n', at);
        if (nl < 0)
            nl = buffer.size();
        QByteArray line = buffer.sliced(at, nl - at);
        if (line.endsWith('\r'))
            line.chop(1);
        const MetricLineParser::Parsed p = parser.parse(line, QStringLiteral("node-0"), 0);
        for (const MetricSample &s : p.samples)
            samples << QStringLiteral("L%1 %2@%3=%4")
                           .arg(n)
                           .arg(s.name)
                           .arg(s.step)
                           .arg(shortest(s.value));
        if (p.progress)
            bars << QStringLiteral("L%1 %2").arg(n).arg(describe(p.progress));
        at = nl + 1;
    }
    if (lines)
        *lines = n;
    return samples + bars;
}

/// 300 buffers of line()s, small and large, the last line with or without its '\n', read by
/// `shapes` (which keeps its shapes from buffer to buffer), by a parser without shapes and by
/// parse() line by line: all three must give the same. A difference fails the test.
void agreeWithAndWithoutShapes(MetricLineParser &shapes,
                               const std::function<QByteArray()> &line,
                               std::mt19937 &random)
{
    MetricLineParser full;
    full.setShapeCache(false);
    MetricLineParser lineParser;
    for (int round = 0; round < 300; ++round) {
        QByteArray buffer;
        const int count = round % 10 == 0 ? 2000 : 1 + int(random() % 20);
        for (int k = 0; k < count; ++k)
            buffer += line() + (k + 1 < count || random() % 2 ? "\n" : "");
        const QStringList withShapes = describeBatch(shapes, buffer);
        const QStringList without = describeBatch(full, buffer);
        if (withShapes != without)
            qWarning() << "the buffer:" << buffer;
        QCOMPARE(withShapes, without);
        QCOMPARE(withShapes, describeLineByLine(lineParser, buffer));
    }
    QCOMPARE(full.shapedLines(), 0);
}

/// `buffer` read line by line, in one batch without shapes and in one batch with them: each
/// gives `expected`. `shapedLines` gets how many lines the last read from a shape.
void readAllWays(const QByteArray &buffer, const QStringList &expected, int *shapedLines = nullptr)
{
    MetricLineParser shapes;
    MetricLineParser lineParser;
    MetricLineParser full;
    full.setShapeCache(false);
    QCOMPARE(describeLineByLine(lineParser, buffer), expected);
    QCOMPARE(describeBatch(full, buffer), expected);
    QCOMPARE(describeBatch(shapes, buffer), expected);
    if (shapedLines)
        *shapedLines = int(shapes.shapedLines());
}

template<class T>
QByteArray why(const TrainDeck::Result<T> &r)
{
    return r.ok() ? QByteArray() : r.error().message.toUtf8();
}

} // namespace

class TestMetricLineParser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void golden_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QStringList>("samples");
        QTest::addColumn<QString>("progress");
        auto row
            = [](const char *name, QByteArray line, QStringList samples, QString progress = {}) {
                  QTest::addRow("%s", name) << line << samples << progress;
              };
        // Hugging Face Trainer
        row("hf train dict",
            "{'loss': 0.6931, 'grad_norm': 1.2, 'learning_rate': 4.9e-05, 'epoch': 0.1}",
            {"loss@-1=0.6931", "grad_norm@-1=1.2", "learning_rate@-1=4.9e-05", "epoch@-1=0.1"});
        row("hf eval dict",
            "{'eval_loss': 0.5123, 'eval_runtime': 1.234, 'eval_samples_per_second': 81.0, "
            "'eval_steps_per_second': 10.13, 'epoch': 1.0}",
            {"eval_loss@-1=0.5123",
             "eval_runtime@-1=1.234",
             "eval_samples_per_second@-1=81",
             "eval_steps_per_second@-1=10.13",
             "epoch@-1=1"});
        row("hf final dict",
            "{'train_runtime': 30.5, 'train_samples_per_second': 16.39, "
            "'train_steps_per_second': 2.049, 'train_loss': 0.6523, 'epoch': 1.0}",
            {"train_runtime@-1=30.5",
             "train_samples_per_second@-1=16.39",
             "train_steps_per_second@-1=2.049",
             "train_loss@-1=0.6523",
             "epoch@-1=1"});
        row("hf dict numpy2 repr",
            "{'loss': np.float64(0.25), 'grad_norm': np.float32(3.5), 'epoch': 2.0}",
            {"loss@-1=0.25", "grad_norm@-1=3.5", "epoch@-1=2"});
        row("hf dict after tqdm redraw",
            " 10%|█         | 10/100 [00:05<00:45,  2.00it/s]\r{'loss': 0.7, 'epoch': 0.1}",
            {"loss@-1=0.7", "epoch@-1=0.1"});
        row("hf dict with nan", "{'loss': nan, 'grad_norm': inf, 'epoch': 0.5}", {"epoch@-1=0.5"});
        row("hf rank prefix",
            "[rank0]: {'loss': 1.5, 'epoch': 0.2}",
            {"loss@-1=1.5", "epoch@-1=0.2"});
        // tqdm
        row("tqdm bar", " 45%|████▌     | 45/100 [00:10<00:12,  4.50it/s]", {}, "45% 45/100 10<12");
        row("tqdm redraws keep last",
            "\r  0%|          | 0/100 [00:00<?, ?it/s]\r 50%|█████     | 50/100 [01:02<01:02, "
            "0.80it/s]\r100%|██████████| 100/100 [1:02:03<00:00, 27.0it/s]",
            {},
            "100% 100/100 3723<0");
        row("tqdm unknown remaining",
            "  0%|          | 0/100 [00:00<?, ?it/s]",
            {},
            "0% 0/100 0<-1");
        row("tqdm postfix",
            "Training:  30%|███       | 30/100 [00:03<00:07, 9.8it/s, loss=0.42, acc=0.91]",
            {"loss@-1=0.42", "acc@-1=0.91"},
            "30% 30/100 3<7");
        row("tqdm desc metrics",
            "loss=0.3: 20%|██        | 2/10 [00:02<00:08,  1.00s/it]",
            {"loss@-1=0.3"},
            "20% 2/10 2<8");
        row("tqdm with colour escapes",
            "\x1b[A\r\x1b[32m 75%|███████▌  | 75/100 [00:30<00:10,  2.5it/s]\x1b[0m",
            {},
            "75% 75/100 30<10");
        row("tqdm trailing cr", " 99%|█████████▉| 99/100 [00:09<00:00]\r", {}, "99% 99/100 9<0");
        row("tqdm no total", "123it [00:04, 30.1it/s, loss=2.5]", {"loss@-1=2.5"});
        // Lightning
        row("lightning epoch bar",
            "Epoch 3: 45%|████▌     | 45/100 [00:10<00:12, 4.5it/s, v_num=0, train_loss=0.123]",
            {"train_loss@-1=0.123"},
            "45% 45/100 10<12");
        row("lightning validation",
            "Validation DataLoader 0: 100%|██████████| 20/20 [00:01<00:00, 15.2it/s]",
            {},
            "100% 20/20 1<0");
        row("lightning redrawn epoch",
            "Epoch 0:  10%|█         | 1/10 [00:00<00:04,  2.00it/s, v_num=1]\rEpoch 0: "
            "100%|██████████| 10/10 [00:04<00:00,  2.40it/s, v_num=1, loss=0.05, "
            "val_acc=0.875]",
            {"loss@-1=0.05", "val_acc@-1=0.875"},
            "100% 10/10 4<0");
        // torchtune
        row("torchtune step line",
            "Step 12 | loss:1.2345 lr:2e-05 tokens_per_second_per_gpu:812.3",
            {"loss@12=1.2345", "lr@12=2e-05", "tokens_per_second_per_gpu@12=812.3"});
        row("torchtune bar description",
            "1|12|Loss: 1.23: 100%|██████████| 12/12 [00:30<00:00,  2.50s/it]",
            {"loss@12=1.23"},
            "100% 12/12 30<0");
        row("torchtune logged step",
            "INFO:torchtune.utils._logging:Step 5 | loss:0.98 lr:1e-05 peak_memory_alloc:3.2",
            {"loss@5=0.98", "lr@5=1e-05", "peak_memory_alloc@5=3.2"});
        // JSON lines
        row("json flat",
            R"({"step": 100, "loss": 0.25, "lr": 0.001, "phase": "train"})",
            {"loss@100=0.25", "lr@100=0.001"});
        row("json nested skipped",
            R"({"global_step": 7, "metrics": {"loss": 9}, "acc": 0.5, "ok": true, "x": null})",
            {"acc@7=0.5"});
        row("json negative exponent", R"({"delta": -1.5E+3, "iter": 3})", {"delta@3=-1500"});
        row("json malformed", R"({"loss": 0.5, "step": )", {});
        row("json trailing garbage", "{\"loss\": 0.5, \"acc\": 1}x", {});
        row("json string value with equals", R"({"msg": "loss=5", "loss": 0.1})", {"loss@-1=0.1"});
        row("json overflow", R"({"loss": 1e999, "acc": 0.5})", {"acc@-1=0.5"});
        // logfmt and plain scripts
        row("logfmt",
            "time=2026-11-24T12:30:01Z level=info msg=\"train\" step=42 loss=0.314 "
            "learning_rate=3e-4",
            {"loss@42=0.314", "learning_rate@42=3e-04"});
        row("plain key colon",
            "epoch: 2, step: 300, loss: 0.0712, accuracy: 0.981",
            {"epoch@300=2", "loss@300=0.0712", "accuracy@300=0.981"});
        row("plain spaced equals", "iteration = 17  loss = 2.5e-1", {"loss@17=0.25"});
        row("python logging prefix", "INFO:root:loss=0.5", {"loss@-1=0.5"});
        row("timestamped prefix",
            "2026-11-24 12:30:01,123 - INFO - __main__ - train_loss: 0.75 grad_norm: 2",
            {"train_loss@-1=0.75", "grad_norm@-1=2"});
        row("torch tensor value",
            "step 9 loss=tensor(0.6931, device='cuda:0', grad_fn=<NllLossBackward0>)",
            {"loss@9=0.6931"});
        row("step fraction", "Step: 12/100, loss: 0.5", {"loss@12=0.5"});
        row("epoch fraction", "epoch=1/10 loss=0.9", {"epoch@-1=1", "loss@-1=0.9"});
        row("slash names",
            "eval/accuracy=0.88 train/loss=0.2",
            {"eval/accuracy@-1=0.88", "train/loss@-1=0.2"});
        row("ignored settings",
            "rank=0 world_size=2 local_rank=0 MASTER_PORT=29500 loss=1",
            {"loss@-1=1"});
        // Lines that only look numeric
        row("date", "date=2026-11-24 started", {});
        row("ip address", "connecting to 10.0.0.1:29500 host=10.0.0.1", {});
        row("version", "torch version: v1.2.3 transformers=4.46.1", {});
        row("clock time", "time=12:30:01 at: 12:30", {});
        row("plain text", "Downloading 100 files from 10.0.0.1, done.", {});
        row("unit suffix", "took=0.5s mem=12GB", {});
        row("percent value", "Accuracy: 95% done", {});
        row("nan inf", "loss=nan acc=inf lr=-inf f=NaN", {});
        row("overflow", "loss=1e400 big=123456789012345678901234567890e300 ok=2", {"ok@-1=2"});
        row("huge step ignored", "step=99999999999999999999999 loss=1", {"loss@-1=1"});
        row("binary garbage", QByteArray("loss=1\x01\x02\xff\xfe acc=2", 16), {});
        row("nul byte", QByteArray("loss=1\0acc=2", 12), {});
        row("invalid utf8 kept out", "\xff\xfeloss=0.5 \xc3", {"loss@-1=0.5"});
        row("empty", "", {});
        row("only cr", "\r\r", {});
        row("lone percent bar", "100%|", {}, "100% -1/-1 -1<-1");
        row("bad percent", "150%|████| 1/1", {});
    }

    void golden()
    {
        QFETCH(QByteArray, line);
        QFETCH(QStringList, samples);
        QFETCH(QString, progress);
        MetricLineParser parser;
        const MetricLineParser::Parsed p = parser.parse(line, QStringLiteral("node-0"), 1234);
        QCOMPARE(describe(p.samples), samples);
        QCOMPARE(describe(p.progress), progress);
        for (const MetricSample &s : p.samples) {
            QCOMPARE(s.node, QStringLiteral("node-0"));
            QCOMPARE(s.wallMsecs, 1234);
        }
        if (p.progress) {
            QCOMPARE(p.progress->node, QStringLiteral("node-0"));
            QCOMPARE(p.progress->wallMsecs, 1234);
        }
    }

    void batchAgreesWithParse_data() { golden_data(); }

    void batchAgreesWithParse()
    {
        // parseLines reads a plain line from the separators it found in its one pass over the
        // buffer; parse() reads it on its own. They must agree on every golden line, alone, at
        // the end of a buffer without '\n', with "\r\n", and among other lines.
        QFETCH(QByteArray, line);
        QFETCH(QStringList, samples);
        QFETCH(QString, progress);
        MetricLineParser batchParser;
        MetricLineParser lineParser;
        for (const QByteArray &buffer :
             {line + '\n', line, line + "\r\n", "a=1\n\n" + line + "\nstep=7 b=2\n" + line}) {
            qint64 batchLines = -1;
            qint64 lines = -1;
            const QStringList batch = describeBatch(batchParser, buffer, &batchLines);
            QCOMPARE(batch, describeLineByLine(lineParser, buffer, &lines));
            QCOMPARE(batchLines, lines);
        }
        // And on what the golden row expects, with the line's index.
        QStringList expected;
        for (const QString &s : std::as_const(samples))
            expected << QStringLiteral("L0 ") + s;
        if (!progress.isEmpty())
            expected << QStringLiteral("L0 ") + progress;
        QCOMPARE(describeBatch(batchParser, line + '\n'), expected);
    }

    void batchCountsLinesAndTheirEnds()
    {
        MetricLineParser parser;
        qint64 lines = -1;
        // Empty lines count; a buffer ending mid-line gives that line too.
        QCOMPARE(describeBatch(parser, "\n\nloss=1\n\nacc=2", &lines),
                 (QStringList{"L2 loss@-1=1", "L4 acc@-1=2"}));
        QCOMPARE(lines, 5);
        QCOMPARE(describeBatch(parser, "", &lines), QStringList{});
        QCOMPARE(lines, 0);
        QCOMPARE(describeBatch(parser, "\n", &lines), QStringList{});
        QCOMPARE(lines, 1);
        QCOMPARE(describeBatch(parser, "x=1", &lines), QStringList{"L0 x@-1=1"});
        QCOMPARE(lines, 1);
        // Redraws: only the last segment counts, the bar gives progress, "\r\n" is a line end.
        QCOMPARE(describeBatch(parser, "loss=9\rloss=1\r\nStep 3 | loss:2\n", &lines),
                 (QStringList{"L0 loss@-1=1", "L1 loss@3=2"}));
        QCOMPARE(lines, 2);
        QCOMPARE(
            describeBatch(
                parser,
                "\r 10%|#| 1/10 [00:01<00:09]\r 20%|##| 2/10 [00:02<00:08, 4.5it/s, loss=0.5]\n"),
            (QStringList{"L0 loss@-1=0.5", "L0 20% 2/10 2<8"}));
        // A NUL makes its line binary, not the next one.
        QCOMPARE(describeBatch(parser, QByteArray("a=1\0b=2\nc=3\n", 12), &lines),
                 QStringList{"L1 c@-1=3"});
        QCOMPARE(lines, 2);
        // Separators past the first 48 of a line, numbers at the very end of the buffer, a
        // number whose digits run past 16 bytes.
        QByteArray many;
        for (int k = 0; k < 60; ++k)
            many += "k" + QByteArray::number(k) + "=" + QByteArray::number(k) + " ";
        const QStringList manySamples = describeBatch(parser, many + "\nz=12345678901234567890.5");
        QCOMPARE(manySamples.size(), 61);
        QCOMPARE(manySamples.front(), QStringLiteral("L0 k0@-1=0"));
        QCOMPARE(manySamples[59], QStringLiteral("L0 k59@-1=59"));
        QCOMPARE(manySamples.back(), QStringLiteral("L1 z@-1=12345678901234567168"));
        QCOMPARE(describeBatch(parser, many), describeLineByLine(parser, many));
    }

    void batchWithUserPatterns()
    {
        // With patterns every line takes the per-line path: the pattern's samples come after
        // the built-in ones and replace those of the same name, as in parse().
        auto loss = MetricPattern::create(QStringLiteral("loss"),
                                          QStringLiteral(R"(loss=\S+ \((?<value>[0-9.]+) avg\))"));
        QVERIFY(loss.ok());
        auto speed = MetricPattern::create(QStringLiteral("throughput"),
                                           QStringLiteral(R"(speed (?<value>[0-9.]+) img/s)"));
        QVERIFY(speed.ok());
        MetricLineParser batchParser({*loss, *speed});
        MetricLineParser lineParser({*loss, *speed});
        const QByteArray buffer = "step=3 loss=0.9 (0.7 avg) acc=1\nspeed 812.5 img/s\nx=2\n";
        const QStringList batch = describeBatch(batchParser, buffer);
        QCOMPARE(
            batch,
            (QStringList{"L0 acc@3=1", "L0 loss@3=0.7", "L1 throughput@-1=812.5", "L2 x@-1=2"}));
        QCOMPARE(batch, describeLineByLine(lineParser, buffer));
    }

    void batchAfterAnEscapedLine()
    {
        // A line with escapes is read from a copy of its own; the plain line after it must
        // again be read within the buffer (found by the fuzz target: a number near the
        // buffer's end was read 16 bytes at a time against the copy's end).
        MetricLineParser parser;
        const QByteArray buffer = "Step 12 \x1b[32mINFO\x1b[0m iter 5 loss = 0.5\tacc:0.25\n"
                                  "72 lr:2e-05 x=1.25";
        QCOMPARE(describeBatch(parser, buffer),
                 (QStringList{"L0 loss@5=0.5", "L0 acc@5=0.25", "L1 lr@-1=2e-05", "L1 x@-1=1.25"}));
        QCOMPARE(describeBatch(parser, buffer), describeLineByLine(parser, buffer));
    }

    void batchLongLines()
    {
        // A line longer than anything the parser buffers: only its first MaxLineBytes are
        // read, and the next line is found after its end.
        MetricLineParser parser;
        QByteArray line = "loss=0.5 ";
        while (line.size() < 3 * MetricLineParser::MaxLineBytes)
            line += "x=1 y:2 ";
        const QByteArray buffer = line + "\nacc=0.25\n";
        qint64 lines = -1;
        const QStringList batch = describeBatch(parser, buffer, &lines);
        QCOMPARE(lines, 2);
        QCOMPARE(batch, describeLineByLine(parser, buffer));
        QCOMPARE(batch.front(), QStringLiteral("L0 loss@-1=0.5"));
        QCOMPARE(batch.back(), QStringLiteral("L1 acc@-1=0.25"));
        // Cut exactly at the limit and one byte past it.
        for (qsizetype size : {MetricLineParser::MaxLineBytes - 1,
                               MetricLineParser::MaxLineBytes,
                               MetricLineParser::MaxLineBytes + 1}) {
            const QByteArray cut = line.first(size) + "\nb=3";
            QCOMPARE(describeBatch(parser, cut), describeLineByLine(parser, cut));
        }
    }

    void batchAgreesOnMutatedLines()
    {
        // Golden lines cut, joined and with bytes changed (a fixed seed, so a failure repeats):
        // parseLines and parse() must still agree, byte for byte.
        QList<QByteArray> lines;
        {
            // The golden rows, without QTest's data table.
            lines = {"step=42 loss=0.314 lr=3e-4",
                     "{'loss': 0.6931, 'grad_norm': 1.2, 'learning_rate': 4.9e-05, 'epoch': 0.1}",
                     "{\"step\": 100, \"loss\": 0.25, \"phase\": \"train\"}",
                     "Step 12 | loss:1.2345 lr:2e-05 tokens_per_second_per_gpu:812.3",
                     " 45%|████▌     | 45/100 [00:10<00:12,  4.50it/s, loss=0.42]",
                     "Epoch 3: 45%|████| 45/100 [00:10<00:12, 4.5it/s, v_num=0, train_loss=0.123]",
                     "loss=tensor(0.6931, device='cuda:0') Step 4 acc=np.float64(0.5)",
                     "2026-11-24 12:30:01,123 - INFO - loss: 0.75 epoch=1/10 step: 12/100",
                     "\x1b[32mINFO\x1b[0m iter 5 loss = 0.5\tacc:0.25",
                     "1|12|Loss: 1.23: 100%|██████████| 12/12 [00:03<00:00]",
                     "[rank0]: NCCL INFO Channel 00/02 : 0 1 via P2P/IPC version v2.18.3",
                     "x=1.5e400 y=-0.0 z=+3 w=.5 v=5. u=1e5 t=00012 s=123456789012345678"};
        }
        std::mt19937 random(18);
        // Its length from the literal: a count written by hand read past it (ASan).
        const QByteArray alphabet("=: .,{}'\"|%/\r\n\t\x1b[]()-+eE0123456789stepSTEPiter_");
        MetricLineParser batchParser;
        MetricLineParser lineParser;
        for (int round = 0; round < 4000; ++round) {
            QByteArray buffer;
            const int count = 1 + int(random() % 4);
            for (int k = 0; k < count; ++k) {
                QByteArray line = lines[qsizetype(random() % quint32(lines.size()))];
                const int edits = int(random() % 4);
                for (int e = 0; e < edits && !line.isEmpty(); ++e) {
                    const qsizetype at = qsizetype(random() % quint32(line.size()));
                    const char c = alphabet[qsizetype(random() % quint32(alphabet.size()))];
                    switch (random() % 3) {
                    case 0:
                        line[at] = c;
                        break;
                    case 1:
                        line.insert(at, c);
                        break;
                    default:
                        line.remove(at, 1);
                        break;
                    }
                }
                buffer += line;
                if (k + 1 < count || random() % 2)
                    buffer += '\n';
            }
            const QStringList batch = describeBatch(batchParser, buffer);
            const QStringList single = describeLineByLine(lineParser, buffer);
            if (batch != single)
                qWarning() << "the buffer:" << buffer;
            QCOMPARE(batch, single);
        }
    }

    void shapesAgreeWithFullReading()
    {
        // parseLines remembers the shape of a plain line it read in full and reads later
        // lines of that shape (the same bytes but for the numbers) from their numbers alone.
        // With shapes on and off, and parse() line by line, every line must give the same:
        // the same formats filled with numbers of every kind (signs, exponents, overflow,
        // more than 15 digits, steps that are not whole, things that are not numbers), in
        // buffers small and large, through one parser that keeps its shapes between calls.
        const QList<QByteArray> formats{
            "step=%1 loss=%2 lr=%3 grad_norm=%4",
            "{\"step\": %1, \"loss\": %2, \"lr\": %3, \"phase\": \"train\"}",
            "{'loss': %2, 'grad_norm': %3, 'learning_rate': %4, 'epoch': %1}",
            "Step %1 | loss:%2 lr:%3 tokens_per_second_per_gpu:%4",
            "iter %1 loss = %2 acc:%3",
            "epoch=%1/10 loss=%2 step: %3/100 x=%4",
            "loss=tensor(%2, device='cuda:0') Step %1 acc=np.float64(%3)",
            "2026-11-24 12:30:%1,%3 - INFO - loss: %2 rank=%4",
            "global_step=%1 step=%4 loss=-%2 acc=+%3",
            "loss_%1=%2 v%3=%4 %1.%2:%3",
            "Step %1 | loss:%2 step=%3 lr:%4",
            "[rank%1]: NCCL INFO Channel %2/%3 : %4 1 via P2P/IPC version v2.18.3",
            "x=%1e%2 y=%3.%4 z=%1%2",
            "{'train_runtime': %1, 'train_loss': %2, 'epoch': %3, 'step': %4}",
        };
        const QList<QByteArray> numbers{"0",
                                        "5",
                                        "12",
                                        "007",
                                        "0.5",
                                        "5.",
                                        "1.0",
                                        "2.5",
                                        "1e5",
                                        "1e-5",
                                        "2.5e+3",
                                        "3E-4",
                                        "1e400",
                                        "1e-400",
                                        "123456789012345678",
                                        "1234567890.12345",
                                        "9e18",
                                        "99999999",
                                        "12345678.87654321",
                                        "-3",
                                        "+4",
                                        "nan",
                                        "inf",
                                        "1.2.3",
                                        "0x1F",
                                        "5e",
                                        "1.5e999",
                                        "4.9e-05",
                                        "0.001234",
                                        "812.3",
                                        "100",
                                        "12345678901234",
                                        "1e22",
                                        "1e23",
                                        "0.0000001",
                                        "88888888.8",
                                        "1e-22",
                                        "7e-23"};
        std::mt19937 random(18);
        auto line = [&] {
            QByteArray l = formats[qsizetype(random() % quint32(formats.size()))];
            for (const char *slot : {"%1", "%2", "%3", "%4"}) {
                // Mostly plain numbers, so that shapes are made and matched, now and then
                // another kind of number in the same place.
                const quint32 pick = random() % 8 < 6 ? random() % 6 : random();
                l.replace(slot, numbers[qsizetype(pick % quint32(numbers.size()))]);
            }
            return l;
        };
        MetricLineParser shapes;
        agreeWithAndWithoutShapes(shapes, line, random);
        if (QTest::currentTestFailed())
            return;
        // Shapes are in use: a line of a known shape with other numbers gives its samples.
        QCOMPARE(describeBatch(shapes,
                               "step=7 loss=0.25 lr=0.75 grad_norm=1\n"
                               "step=8 loss=0.125 lr=0.5 grad_norm=2\n"
                               "step=9.5 loss=0.5 lr=0.375 grad_norm=3\n"
                               "step=10 loss=1e400 lr=0.375 grad_norm=4\n"),
                 (QStringList{"L0 loss@7=0.25",
                              "L0 lr@7=0.75",
                              "L0 grad_norm@7=1",
                              "L1 loss@8=0.125",
                              "L1 lr@8=0.5",
                              "L1 grad_norm@8=2",
                              "L2 loss@-1=0.5",
                              "L2 lr@-1=0.375",
                              "L2 grad_norm@-1=3",
                              "L3 lr@10=0.375",
                              "L3 grad_norm@10=4"}));
    }

    void barShapesAgreeWithFullReading()
    {
        // Progress bars have shapes too: the segment a redrawn line shows last, its bar a
        // wildcard, its percent, counts and durations read from slots. With shapes on and
        // off, and parse() line by line, every line must give the same samples and progress:
        // bars of every width (ascii bars with digits, Unicode blocks, none), percents out of
        // range, durations of one to three parts and too long, escapes, trailing '\r', and
        // torchtune's description (never shaped).
        const QList<QByteArray> formats{
            "\r %1%|%B| %2/100 [00:%3<00:%4,  4.50it/s]\r %1%|%B| %2/100 [00:%3<00:%4,  "
            "4.50it/s, loss=%2]",
            " %1%|%B| %2/%3 [%4:%1<%2:%3, 4.5it/s, loss=%4]",
            "Epoch %1: %2%|%B| %3/100 [%4:%1:%2<?, %3it/s, v_num=0, train_loss=%4]",
            "1|%1|Loss: %2: %3%|%B| %4/12 [00:03<00:00]",
            "\r%1%|%B| %2/%3 [%4<%1]",
            "%1%|%B|",
            "\r%1%|%B| %2",
            "\x1b[32m %1%|%B| %2/100\x1b[0m",
            "\r %1%|%B| %2/100 [00:%3<00:%4]\r",
            "\r %1%|%B| %2/100 [%1:%2:%3<%4:%1:%2, step=%3]",
            "Training: %1%|%B| %2/%3 [00:%4<00:%1, loss=%2, acc=%3]\r\r",
            "\t%1%|%B| %2/100 [00:%3<00:%4]\tx=%1",
        };
        const QList<QByteArray> numbers{"0",
                                        "5",
                                        "12",
                                        "45",
                                        "100",
                                        "007",
                                        "45.5",
                                        "101",
                                        "1e1",
                                        "1e5",
                                        "5.",
                                        "-3",
                                        "nan",
                                        "99999",
                                        "123456789",
                                        "9e18"};
        const QList<QByteArray> bars{"",
                                     "####      ",
                                     "##########",
                                     "\xe2\x96\x88\xe2\x96\x8c   ",
                                     "#4   ",
                                     "123",
                                     "  ",
                                     "|",
                                     "  \n"};
        std::mt19937 random(20);
        auto pick = [&](const QList<QByteArray> &from, int common) {
            const quint32 k = random() % 8 < 6 ? random() % quint32(common) : random();
            return from[qsizetype(k % quint32(from.size()))];
        };
        auto line = [&] {
            QByteArray l = formats[qsizetype(random() % quint32(formats.size()))];
            l.replace("%B", pick(bars, 4));
            for (const char *slot : {"%1", "%2", "%3", "%4"})
                l.replace(slot, pick(numbers, 5));
            return l;
        };
        MetricLineParser shapes;
        agreeWithAndWithoutShapes(shapes, line, random);
        if (QTest::currentTestFailed())
            return;

        // A tqdm bar redrawn as it runs: read in full once, then from its shape, whatever the
        // bar draws; a percent over 100 is no bar, so that line is read in full again.
        MetricLineParser tqdm;
        const QByteArray run = "\r 12%|#         | 12/100 [00:10<01:12,  4.50it/s, loss=0.5]\n"
                               "\r 13%|#         | 13/100 [00:11<01:11,  4.50it/s, loss=0.25]\n"
                               "\r 57%|#####7    | 57/100 [00:59<9:59:59,  4.50it/s, loss=0.125]\n"
                               "\r 101%|#         | 14/100 [00:12<01:10,  4.50it/s, loss=0.75]\n"
                               "\r 14%|##        | 14/100 [00:12<01:10,  4.50it/s, loss=0.75]\n";
        QCOMPARE(describeBatch(tqdm, run),
                 (QStringList{"L0 loss@-1=0.5",
                              "L1 loss@-1=0.25",
                              "L2 loss@-1=0.125",
                              "L4 loss@-1=0.75",
                              "L0 12% 12/100 10<72",
                              "L1 13% 13/100 11<71",
                              "L2 57% 57/100 59<35999",
                              "L4 14% 14/100 12<70"}));
        QCOMPARE(tqdm.shapedLines(), 2);
    }

    void barShapeLeavesControlBytesToFullReading()
    {
        // A bar's shape takes whatever its bar draws, but the full reading refuses a line with
        // a NUL, strips escapes and shows only what follows a '\r': a line with one of those
        // in its bar is not read from the shape (found by fuzz_metricline: the NUL line got
        // the progress of the line before).
        static constexpr char Lines[] = "abcd0%|| 1/2\n"
                                        "abcd0%|\0| 1/2\n"
                                        "abcd0%|\r| 1/2\n"
                                        "abcd0%|\x1b| 1/2\n"
                                        "abcd0%|#| 2/2\n";
        const QByteArray buffer(Lines, sizeof Lines - 1); // with its NUL
        int shaped = -1;
        readAllWays(buffer, {"L0 0% 1/2 -1<-1", "L3 0% -1/-1 -1<-1", "L4 0% 2/2 -1<-1"}, &shaped);
        if (QTest::currentTestFailed())
            return;
        // The last line, a bar again, is still read from the shape.
        QCOMPARE(shaped, 1);
    }

    void shapeLeavesLongLinesToFullReading()
    {
        // Only a line's first MaxLineBytes are read. A line of a known shape can be longer
        // (an exponent's digits, a bar's bar); it must be cut there as the full reading cuts it.
        const qsizetype max = MetricLineParser::MaxLineBytes;
        const QByteArray buffer = "loss=1e5\nloss=1e" + QByteArray(max, '0') + "5\nabcd0%|| 1/2\n"
                                  + "abcd0%|" + QByteArray(max, '#') + "| 1/2\n";
        readAllWays(buffer,
                    {"L0 loss@-1=1e+05", "L1 loss@-1=1", "L2 0% 1/2 -1<-1", "L3 0% -1/-1 -1<-1"});
    }

    void hugeLineLooksOnlyAtItsStart()
    {
        QByteArray line = "loss=0.5 ";
        line += QByteArray(MetricLineParser::MaxLineBytes, 'x');
        line += " acc=0.25";
        MetricLineParser parser;
        QCOMPARE(describe(parser.parse(line, {}, 0).samples), QStringList{"loss@-1=0.5"});
    }

    void userPatterns()
    {
        auto named = MetricPattern::create(QStringLiteral("throughput"),
                                           QStringLiteral(R"(speed (?<value>[0-9.]+) img/s)"));
        QVERIFY2(named.ok(), why(named).constData());
        auto grouped = MetricPattern::create(
            {}, QStringLiteral(R"(\[(?<step>\d+)\] (?<name>\w+) is (?<value>\S+))"));
        QVERIFY2(grouped.ok(), why(grouped).constData());
        MetricLineParser parser({*named, *grouped});
        QCOMPARE(describe(parser.parse("speed 812.5 img/s", {}, 0).samples),
                 QStringList{"throughput@-1=812.5"});
        QCOMPARE(describe(parser.parse("[30] loss is 0.5 [30] acc is 0.75", {}, 0).samples),
                 (QStringList{"loss@30=0.5", "acc@30=0.75"}));
        // A value the pattern catches that is not a number is no sample.
        QCOMPARE(describe(parser.parse("[30] loss is nan", {}, 0).samples), QStringList{});
        // The user's reading of a name replaces the built-in one on that line.
        auto loss = MetricPattern::create(QStringLiteral("loss"),
                                          QStringLiteral(R"(loss=\S+ \((?<value>[0-9.]+) avg\))"));
        QVERIFY(loss.ok());
        parser.setPatterns({*loss});
        QCOMPARE(describe(parser.parse("loss=0.9 (0.7 avg) acc=1", {}, 0).samples),
                 (QStringList{"acc@-1=1", "loss@-1=0.7"}));
    }

    void samplesShareInternedNames()
    {
        // Samples outlive their parser (they travel to the UI in queued signals), and every
        // sample of one name shares one copy of its characters (MetricNamePool): copying a
        // sample counts no references.
        QList<MetricSample> first;
        QList<MetricSample> second;
        {
            MetricLineParser parser;
            parser.parse("step=3 loss=0.5 tokens_per_second_per_gpu=812.3",
                         QStringLiteral("node-") + QString::number(0),
                         7,
                         first);
        }
        {
            MetricLineParser parser;
            parser.parse(
                "{\"loss\": 0.25}", QStringLiteral("node-") + QString::number(0), 8, second);
        }
        QCOMPARE(first.size(), 2);
        QCOMPARE(second.size(), 1);
        QCOMPARE(first[0],
                 (MetricSample{QStringLiteral("node-0"), QStringLiteral("loss"), 3, 7, 0.5}));
        QCOMPARE(first[1],
                 (MetricSample{QStringLiteral("node-0"),
                               QStringLiteral("tokens_per_second_per_gpu"),
                               3,
                               7,
                               812.3}));
        QCOMPARE(second[0],
                 (MetricSample{QStringLiteral("node-0"), QStringLiteral("loss"), -1, 8, 0.25}));
        QCOMPARE(second[0].name.constData(), first[0].name.constData());
        QCOMPARE(second[0].node.constData(), first[0].node.constData());
        QCOMPARE(first[1].node.constData(), first[0].node.constData());
    }

    void longKeysAndLineEnds()
    {
        // The separator and key searches look at 16 bytes at a time: keys longer than that, at
        // the start of the line, and separators among the last bytes of a line.
        MetricLineParser parser;
        QCOMPARE(describe(parser.parse("a_very_long_metric_name_indeed=1.5", {}, 0).samples),
                 QStringList{"a_very_long_metric_name_indeed@-1=1.5"});
        QCOMPARE(describe(parser.parse("xxxxxxxxxxxxxxxx loss=2", {}, 0).samples),
                 QStringList{"loss@-1=2"});
        QCOMPARE(describe(parser.parse("0123456789abcdef:x=3", {}, 0).samples),
                 QStringList{"x@-1=3"});
        QCOMPARE(describe(parser.parse("ab=1 cd=2 efghij=3", {}, 0).samples),
                 (QStringList{"ab@-1=1", "cd@-1=2", "efghij@-1=3"}));
        QCOMPARE(
            describe(parser.parse("Step 12 | eval/accuracy_top_five_percent:0.75", {}, 0).samples),
            QStringList{"eval/accuracy_top_five_percent@12=0.75"});
        // Short lines take the byte-by-byte path.
        QCOMPARE(describe(parser.parse("l=1", {}, 0).samples), QStringList{"l@-1=1"});
        QCOMPARE(describe(parser.parse("Iter 4 x=1", {}, 0).samples), QStringList{"x@4=1"});
    }

    void reusedParserKeepsNoState()
    {
        MetricLineParser parser;
        QCOMPARE(describe(parser.parse("step=5 loss=1", {}, 0).samples), QStringList{"loss@5=1"});
        QCOMPARE(describe(parser.parse("loss=2", {}, 0).samples), QStringList{"loss@-1=2"});
        QList<MetricSample> all;
        parser.parse("a=1", {}, 0, all);
        parser.parse("b=2", {}, 0, all);
        QCOMPARE(describe(all), (QStringList{"a@-1=1", "b@-1=2"}));
    }
};

QTEST_GUILESS_MAIN(TestMetricLineParser)
#include "tst_metriclineparser.moc"
