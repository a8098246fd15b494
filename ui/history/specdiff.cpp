// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/history/specdiff.h"

#include "core/codec/document.h"
#include "core/codec/trainjobcodec.h"
#include "core/support/jsonutil.h"

#include <QMap>

namespace TrainDeck::Ui {

namespace {

QString joinMap(const QMap<QString, QString> &map)
{
    QStringList parts;
    for (auto it = map.cbegin(); it != map.cend(); ++it)
        parts << it.key() + u'=' + it.value();
    return parts.join(QStringLiteral(", "));
}

QString quoteArgs(const QStringList &args)
{
    QStringList out;
    for (const QString &a : args)
        out << (a.contains(u' ') || a.isEmpty() ? u'"' + a + u'"' : a);
    return out.join(u' ');
}

template<class Config>
QString describe(const InitializerSpec<Config> &spec)
{
    if (!spec.isSet())
        return {};
    QString text
        = enumName(initializerKind(spec.config)) + QStringLiteral(" ") + storageUri(spec.config);
    if (!spec.image.isEmpty())
        text += SpecDiff::tr(" (image %1)").arg(spec.image);
    return text;
}

} // namespace

Result<TrainJob> SpecDiff::parse(const QString &specYaml)
{
    if (specYaml.trimmed().isEmpty())
        return Error::make(Error::Kind::NotFound, tr("The run's spec was not kept"));
    auto docs = Document::parseAll(specYaml.toUtf8(), tr("kept spec"), Document::Origin::Own);
    if (!docs.ok())
        return docs.error();
    for (const Document &d : *docs) {
        if (Json::stringAt(d.json(), {"kind"}) == QLatin1String("TrainJob"))
            return TrainJobCodec::decode(d);
    }
    return Error::make(Error::Kind::Validation, tr("The kept spec holds no TrainJob"));
}

QString SpecDiff::script(const TrainJob &job)
{
    const auto *c = std::get_if<CustomTrainer>(&job.trainer);
    if (!c)
        return {};
    return c->scriptContent.isEmpty() ? c->inlineCode : QString::fromUtf8(c->scriptContent);
}

QList<SpecDiff::Row> SpecDiff::rows(const QList<std::optional<TrainJob>> &jobs)
{
    QList<Row> out;
    const auto add = [&](const QString &field, const std::function<QString(const TrainJob &)> &f) {
        Row row;
        row.field = field;
        for (const auto &job : jobs)
            row.values << (job ? f(*job) : tr("spec not kept"));
        for (const QString &v : std::as_const(row.values))
            row.differs = row.differs || v != row.values.first();
        out.append(row);
    };
    const QString none = QStringLiteral("—");
    const auto orNone = [none](const QString &s) {
        return s.isEmpty() ? none : s;
    };

    add(tr("Runtime"), [](const TrainJob &j) { return j.runtimeRef.name; });
    add(tr("Trainer"), [](const TrainJob &j) { return enumName(trainerKind(j.trainer)); });
    add(tr("Image"), [](const TrainJob &j) {
        const QString image = trainerImage(j.trainer);
        return image.isEmpty() ? tr("the runtime's") : image;
    });
    add(tr("Nodes"), [](const TrainJob &j) {
        const auto n = trainerNumNodes(j.trainer);
        return n ? QString::number(*n) : tr("the runtime's");
    });
    add(tr("Processes per node"), [orNone](const TrainJob &j) { return orNone(j.numProcPerNode); });
    add(tr("Resources per node"),
        [orNone](const TrainJob &j) { return orNone(joinMap(trainerResources(j.trainer))); });

    // One row per variable, so that the table names the one that changed.
    QStringList envNames;
    for (const auto &job : jobs) {
        if (!job)
            continue;
        for (const EnvVar &e : trainerEnv(job->trainer)) {
            if (!envNames.contains(e.name))
                envNames << e.name;
        }
    }
    for (const QString &name : std::as_const(envNames)) {
        add(tr("Env %1").arg(name), [name](const TrainJob &j) {
            const EnvVar *e = findEnv(trainerEnv(j.trainer), name);
            return e ? e->value : tr("(unset)");
        });
    }

    add(tr("Command"), [orNone, none](const TrainJob &j) {
        const auto *c = std::get_if<CustomTrainerContainer>(&j.trainer);
        return orNone(c ? quoteArgs(c->command) : QString());
    });
    add(tr("Arguments"), [orNone, none](const TrainJob &j) {
        if (const auto *c = std::get_if<CustomTrainer>(&j.trainer))
            return orNone(quoteArgs(c->args));
        if (const auto *c = std::get_if<CustomTrainerContainer>(&j.trainer))
            return orNone(quoteArgs(c->args));
        return none;
    });
    add(tr("Function"), [orNone, none](const TrainJob &j) {
        const auto *c = std::get_if<CustomTrainer>(&j.trainer);
        if (!c || c->functionName.isEmpty())
            return none;
        QString text = c->functionName;
        if (!c->funcArgs.empty())
            text += QStringLiteral("(%1)").arg(QString::fromStdString(c->funcArgs.dump()));
        return text;
    });
    add(tr("Packages"), [orNone, none](const TrainJob &j) {
        const auto *c = std::get_if<CustomTrainer>(&j.trainer);
        return orNone(c ? c->packagesToInstall.join(QStringLiteral(", ")) : QString());
    });
    add(tr("Dataset initializer"),
        [orNone](const TrainJob &j) { return orNone(describe(j.dataset)); });
    add(tr("Model initializer"), [orNone](const TrainJob &j) { return orNone(describe(j.model)); });
    add(tr("Training script"), [orNone, none](const TrainJob &j) {
        const QString s = script(j);
        if (s.isEmpty())
            return none;
        const auto *c = std::get_if<CustomTrainer>(&j.trainer);
        const int lines = int(s.count(u'\n')) + (s.endsWith(u'\n') ? 0 : 1);
        const QString name = c && !c->scriptPath.isEmpty() ? c->scriptPath : tr("inline");
        return tr("%1, %n line(s)", nullptr, lines).arg(name);
    });
    // The text itself is compared, not what the cell shows: the diff beside tells how.
    Row &scriptRow = out.last();
    scriptRow.differs = false;
    for (const auto &job : jobs) {
        scriptRow.differs = scriptRow.differs || bool(job) != bool(jobs.first())
                            || (job && jobs.first() && script(*job) != script(*jobs.first()));
    }
    return out;
}

} // namespace TrainDeck::Ui
