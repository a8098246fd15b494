// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/domain/runtimepatches.h"

#include <QDateTime>
#include <QSet>
#include <QStringList>

#include <limits>

namespace TrainDeck {

namespace {

using Json = nlohmann::ordered_json;

QString typeName(const Json &j)
{
    if (j.is_object())
        return RuntimePatches::tr("a mapping");
    if (j.is_array())
        return RuntimePatches::tr("a list");
    if (j.is_string())
        return RuntimePatches::tr("text");
    if (j.is_boolean())
        return RuntimePatches::tr("true/false");
    if (j.is_number())
        return RuntimePatches::tr("a number");
    return RuntimePatches::tr("nothing");
}

/// Walks a patch list the way the API server's structural schema would, collecting problems.
/// The allowed keys at each level are those of the TrainJob CRD (trainer.kubeflow.org/v1alpha1,
/// RuntimePatch and below), listed in docs/builder.md.
class Checker
{
public:
    QList<RuntimePatches::Problem> problems;

    void fail(const QString &path, const QString &message) { problems.append({path, message}); }

    /// True when `j` is a mapping; reports each key not in `allowed`.
    bool object(const Json &j, const QString &path, const QStringList &allowed)
    {
        if (!j.is_object()) {
            fail(path, RuntimePatches::tr("expected a mapping, found %1").arg(typeName(j)));
            return false;
        }
        for (auto it = j.begin(); it != j.end(); ++it) {
            const QString key = QString::fromStdString(it.key());
            if (!allowed.contains(key))
                fail(path + u'.' + key,
                     RuntimePatches::tr("'%1' is not a field the TrainJob CRD accepts here; use "
                                        "one of: %2")
                         .arg(key, allowed.join(QStringLiteral(", "))));
        }
        return true;
    }

    /// The value of `key` in mapping `j`, or null when absent.
    static const Json *child(const Json &j, const char *key)
    {
        const auto it = j.find(key);
        return it == j.end() || it->is_null() ? nullptr : &*it;
    }

    void string(const Json &j, const QString &path)
    {
        if (!j.is_string())
            fail(path, RuntimePatches::tr("expected text, found %1").arg(typeName(j)));
    }

    void integer(const Json &j, const QString &path, qint64 min)
    {
        if (!j.is_number_integer())
            fail(path, RuntimePatches::tr("expected a whole number, found %1").arg(typeName(j)));
        else if (j.get<qint64>() < min)
            fail(path, RuntimePatches::tr("must be at least %1").arg(min));
    }

    void stringMap(const Json &j, const QString &path)
    {
        if (!j.is_object()) {
            fail(path,
                 RuntimePatches::tr("expected a mapping of text such as {disktype: ssd}, found %1")
                     .arg(typeName(j)));
            return;
        }
        for (auto it = j.begin(); it != j.end(); ++it) {
            if (!it->is_string())
                fail(path + u'.' + QString::fromStdString(it.key()),
                     RuntimePatches::tr("expected text, found %1; quote it").arg(typeName(*it)));
        }
    }

    void stringList(const Json &j, const QString &path)
    {
        if (!j.is_array()) {
            fail(path, RuntimePatches::tr("expected a list of text, found %1").arg(typeName(j)));
            return;
        }
        for (size_t i = 0; i < j.size(); ++i)
            string(j[i], path + QStringLiteral("[%1]").arg(i));
    }

    /// A list of at most `max` mappings; each is passed to `item` with its path.
    template<class F>
    void list(const Json &j, const QString &path, size_t max, F item)
    {
        if (!j.is_array()) {
            fail(path, RuntimePatches::tr("expected a list, found %1").arg(typeName(j)));
            return;
        }
        if (j.size() > max)
            fail(path,
                 RuntimePatches::tr("has %1 entries; the TrainJob CRD allows at most %2")
                     .arg(j.size())
                     .arg(max));
        for (size_t i = 0; i < j.size(); ++i)
            item(j[i], path + QStringLiteral("[%1]").arg(i));
    }

    /// A list keyed by `key` (a "map" list in Kubernetes terms): every entry names itself by
    /// `key`, and no two entries share a name.
    template<class F>
    void keyedList(const Json &j,
                   const QString &path,
                   size_t max,
                   const char *key,
                   const QString &what,
                   F item)
    {
        QSet<QString> seen;
        list(j, path, max, [&](const Json &e, const QString &p) {
            if (!item(e, p))
                return;
            const QString keyPath = p + u'.' + QLatin1String(key);
            const Json *k = child(e, key);
            if (!k) {
                fail(keyPath, RuntimePatches::tr("required; %1").arg(what));
                return;
            }
            if (!k->is_string()) {
                string(*k, keyPath);
                return;
            }
            const QString name = QString::fromStdString(k->get<std::string>());
            if (name.isEmpty())
                fail(keyPath, RuntimePatches::tr("required; %1").arg(what));
            else if (seen.contains(name))
                fail(keyPath,
                     RuntimePatches::tr("'%1' appears twice; an entry's %2 must be unique, so "
                                        "merge the two")
                         .arg(name, QLatin1String(key)));
            seen.insert(name);
        });
    }

    void metadata(const Json &j, const QString &path)
    {
        if (!object(j,
                    path,
                    {QStringLiteral("annotations"),
                     QStringLiteral("finalizers"),
                     QStringLiteral("labels"),
                     QStringLiteral("name"),
                     QStringLiteral("namespace")}))
            return;
        if (const Json *v = child(j, "annotations"))
            stringMap(*v, path + QStringLiteral(".annotations"));
        if (const Json *v = child(j, "labels"))
            stringMap(*v, path + QStringLiteral(".labels"));
        if (const Json *v = child(j, "finalizers"))
            stringList(*v, path + QStringLiteral(".finalizers"));
        for (const char *k : {"name", "namespace"}) {
            if (const Json *v = child(j, k))
                string(*v, path + u'.' + QLatin1String(k));
        }
    }

    void container(const Json &j, const QString &path)
    {
        if (!object(j,
                    path,
                    {QStringLiteral("env"),
                     QStringLiteral("name"),
                     QStringLiteral("securityContext"),
                     QStringLiteral("volumeMounts")}))
            return;
        if (const Json *v = child(j, "env"))
            keyedList(*v,
                      path + QStringLiteral(".env"),
                      128,
                      "name",
                      RuntimePatches::tr("name the variable"),
                      [&](const Json &e, const QString &p) {
                          if (!object(e,
                                      p,
                                      {QStringLiteral("name"),
                                       QStringLiteral("value"),
                                       QStringLiteral("valueFrom")}))
                              return false;
                          if (const Json *val = child(e, "value"))
                              string(*val, p + QStringLiteral(".value"));
                          if (const Json *val = child(e, "valueFrom"); val && !val->is_object())
                              object(*val, p + QStringLiteral(".valueFrom"), {});
                          return true;
                      });
        if (const Json *v = child(j, "securityContext"); v && !v->is_object())
            object(*v, path + QStringLiteral(".securityContext"), {});
        if (const Json *v = child(j, "volumeMounts"))
            keyedList(*v,
                      path + QStringLiteral(".volumeMounts"),
                      128,
                      "name",
                      RuntimePatches::tr("name the volume to mount"),
                      [&](const Json &e, const QString &p) {
                          if (!object(e,
                                      p,
                                      {QStringLiteral("mountPath"),
                                       QStringLiteral("mountPropagation"),
                                       QStringLiteral("name"),
                                       QStringLiteral("readOnly"),
                                       QStringLiteral("recursiveReadOnly"),
                                       QStringLiteral("subPath"),
                                       QStringLiteral("subPathExpr")}))
                              return false;
                          if (!child(e, "mountPath"))
                              fail(p + QStringLiteral(".mountPath"),
                                   RuntimePatches::tr("required; the path in the container, such "
                                                      "as /data"));
                          return true;
                      });
    }

    void podSpec(const Json &j, const QString &path)
    {
        if (!object(j,
                    path,
                    {QStringLiteral("affinity"),
                     QStringLiteral("containers"),
                     QStringLiteral("imagePullSecrets"),
                     QStringLiteral("initContainers"),
                     QStringLiteral("nodeSelector"),
                     QStringLiteral("schedulingGates"),
                     QStringLiteral("securityContext"),
                     QStringLiteral("serviceAccountName"),
                     QStringLiteral("terminationGracePeriodSeconds"),
                     QStringLiteral("tolerations"),
                     QStringLiteral("volumes")}))
            return;
        if (const Json *v = child(j, "affinity")) {
            if (object(*v,
                       path + QStringLiteral(".affinity"),
                       {QStringLiteral("nodeAffinity"),
                        QStringLiteral("podAffinity"),
                        QStringLiteral("podAntiAffinity")})) {
                for (auto it = v->begin(); it != v->end(); ++it) {
                    if (!it->is_object() && !it->is_null())
                        object(*it,
                               path + QStringLiteral(".affinity.")
                                   + QString::fromStdString(it.key()),
                               {});
                }
            }
        }
        for (const char *k : {"containers", "initContainers"}) {
            if (const Json *v = child(j, k))
                keyedList(*v,
                          path + u'.' + QLatin1String(k),
                          64,
                          "name",
                          RuntimePatches::tr("name the container of the runtime to patch, such "
                                             "as node"),
                          [&](const Json &e, const QString &p) {
                              if (!e.is_object()) {
                                  object(e, p, {});
                                  return false;
                              }
                              container(e, p);
                              return true;
                          });
        }
        if (const Json *v = child(j, "imagePullSecrets"))
            list(*v,
                 path + QStringLiteral(".imagePullSecrets"),
                 64,
                 [&](const Json &e, const QString &p) {
                     if (object(e, p, {QStringLiteral("name")}))
                         if (const Json *n = child(e, "name"))
                             string(*n, p + QStringLiteral(".name"));
                 });
        if (const Json *v = child(j, "nodeSelector"))
            stringMap(*v, path + QStringLiteral(".nodeSelector"));
        if (const Json *v = child(j, "schedulingGates"))
            keyedList(*v,
                      path + QStringLiteral(".schedulingGates"),
                      16,
                      "name",
                      RuntimePatches::tr("name the scheduling gate"),
                      [&](const Json &e, const QString &p) {
                          return object(e, p, {QStringLiteral("name")});
                      });
        if (const Json *v = child(j, "securityContext"); v && !v->is_object())
            object(*v, path + QStringLiteral(".securityContext"), {});
        if (const Json *v = child(j, "serviceAccountName"))
            string(*v, path + QStringLiteral(".serviceAccountName"));
        if (const Json *v = child(j, "terminationGracePeriodSeconds"))
            integer(*v, path + QStringLiteral(".terminationGracePeriodSeconds"), 0);
        if (const Json *v = child(j, "tolerations"))
            list(*v,
                 path + QStringLiteral(".tolerations"),
                 128,
                 [&](const Json &e, const QString &p) { toleration(e, p); });
        if (const Json *v = child(j, "volumes")) {
            static const QStringList volumeKeys = {QStringLiteral("awsElasticBlockStore"),
                                                   QStringLiteral("azureDisk"),
                                                   QStringLiteral("azureFile"),
                                                   QStringLiteral("cephfs"),
                                                   QStringLiteral("cinder"),
                                                   QStringLiteral("configMap"),
                                                   QStringLiteral("csi"),
                                                   QStringLiteral("downwardAPI"),
                                                   QStringLiteral("emptyDir"),
                                                   QStringLiteral("ephemeral"),
                                                   QStringLiteral("fc"),
                                                   QStringLiteral("flexVolume"),
                                                   QStringLiteral("flocker"),
                                                   QStringLiteral("gcePersistentDisk"),
                                                   QStringLiteral("gitRepo"),
                                                   QStringLiteral("glusterfs"),
                                                   QStringLiteral("hostPath"),
                                                   QStringLiteral("image"),
                                                   QStringLiteral("iscsi"),
                                                   QStringLiteral("name"),
                                                   QStringLiteral("nfs"),
                                                   QStringLiteral("persistentVolumeClaim"),
                                                   QStringLiteral("photonPersistentDisk"),
                                                   QStringLiteral("portworxVolume"),
                                                   QStringLiteral("projected"),
                                                   QStringLiteral("quobyte"),
                                                   QStringLiteral("rbd"),
                                                   QStringLiteral("scaleIO"),
                                                   QStringLiteral("secret"),
                                                   QStringLiteral("storageos"),
                                                   QStringLiteral("vsphereVolume")};
            keyedList(*v,
                      path + QStringLiteral(".volumes"),
                      128,
                      "name",
                      RuntimePatches::tr("name the volume"),
                      [&](const Json &e, const QString &p) { return object(e, p, volumeKeys); });
        }
    }

    void toleration(const Json &j, const QString &path)
    {
        if (!object(j,
                    path,
                    {QStringLiteral("effect"),
                     QStringLiteral("key"),
                     QStringLiteral("operator"),
                     QStringLiteral("tolerationSeconds"),
                     QStringLiteral("value")}))
            return;
        for (const char *k : {"key", "value"}) {
            if (const Json *v = child(j, k))
                string(*v, path + u'.' + QLatin1String(k));
        }
        if (const Json *v = child(j, "operator")) {
            if (!v->is_string()
                || (v->get<std::string>() != "Exists" && v->get<std::string>() != "Equal"))
                fail(path + QStringLiteral(".operator"),
                     RuntimePatches::tr("use Equal (the default) or Exists"));
        }
        if (const Json *v = child(j, "effect")) {
            const std::string e = v->is_string() ? v->get<std::string>() : std::string("?");
            if (e != "NoSchedule" && e != "PreferNoSchedule" && e != "NoExecute")
                fail(path + QStringLiteral(".effect"),
                     RuntimePatches::tr("use NoSchedule, PreferNoSchedule or NoExecute, or leave "
                                        "it out to tolerate every effect"));
        }
        if (const Json *v = child(j, "tolerationSeconds"))
            integer(*v,
                    path + QStringLiteral(".tolerationSeconds"),
                    std::numeric_limits<qint64>::min());
    }

    void replicatedJob(const Json &j, const QString &path)
    {
        // replicatedJobs[].template (a JobTemplateSpec) -> spec.template (a PodTemplateSpec).
        const Json *tpl = child(j, "template");
        if (!tpl)
            return;
        const QString t = path + QStringLiteral(".template");
        if (!object(*tpl, t, {QStringLiteral("metadata"), QStringLiteral("spec")}))
            return;
        if (const Json *m = child(*tpl, "metadata"))
            metadata(*m, t + QStringLiteral(".metadata"));
        const Json *jobSpec = child(*tpl, "spec");
        if (!jobSpec)
            return;
        const QString js = t + QStringLiteral(".spec");
        if (!object(*jobSpec, js, {QStringLiteral("template")}))
            return;
        const Json *pod = child(*jobSpec, "template");
        if (!pod)
            return;
        const QString pt = js + QStringLiteral(".template");
        if (!object(*pod, pt, {QStringLiteral("metadata"), QStringLiteral("spec")}))
            return;
        if (const Json *m = child(*pod, "metadata"))
            metadata(*m, pt + QStringLiteral(".metadata"));
        if (const Json *s = child(*pod, "spec"))
            podSpec(*s, pt + QStringLiteral(".spec"));
    }

    void patch(const Json &j, const QString &path)
    {
        if (!object(j,
                    path,
                    {QStringLiteral("manager"),
                     QStringLiteral("time"),
                     QStringLiteral("trainingRuntimeSpec")}))
            return;
        if (const Json *m = child(j, "manager");
            m && m->is_string()
            && m->get<std::string>().size() > size_t(RuntimePatches::MaxManagerLength))
            fail(path + QStringLiteral(".manager"),
                 RuntimePatches::tr("has %1 characters; at most %2 are allowed")
                     .arg(m->get<std::string>().size())
                     .arg(RuntimePatches::MaxManagerLength));
        if (const Json *t = child(j, "time")) {
            if (!t->is_string()
                || !QDateTime::fromString(QString::fromStdString(t->get<std::string>()),
                                          Qt::ISODate)
                        .isValid())
                fail(path + QStringLiteral(".time"),
                     RuntimePatches::tr("expected a date and time such as "
                                        "2026-01-31T12:00:00Z; the admission webhook sets it, so "
                                        "it can be left out"));
        }
        const Json *trs = child(j, "trainingRuntimeSpec");
        if (!trs)
            return;
        const QString rs = path + QStringLiteral(".trainingRuntimeSpec");
        if (!object(*trs, rs, {QStringLiteral("template")}))
            return;
        const Json *tpl = child(*trs, "template");
        if (!tpl)
            return;
        const QString t = rs + QStringLiteral(".template");
        if (!object(*tpl, t, {QStringLiteral("metadata"), QStringLiteral("spec")}))
            return;
        if (const Json *m = child(*tpl, "metadata"))
            metadata(*m, t + QStringLiteral(".metadata"));
        const Json *spec = child(*tpl, "spec");
        if (!spec)
            return;
        const QString s = t + QStringLiteral(".spec");
        if (!object(*spec, s, {QStringLiteral("replicatedJobs")}))
            return;
        if (const Json *rjs = child(*spec, "replicatedJobs"))
            keyedList(*rjs,
                      s + QStringLiteral(".replicatedJobs"),
                      100,
                      "name",
                      RuntimePatches::tr("name the runtime's replicated job to patch, such as "
                                         "node or dataset-initializer"),
                      [&](const Json &e, const QString &p) {
                          if (!object(e, p, {QStringLiteral("name"), QStringLiteral("template")}))
                              return false;
                          replicatedJob(e, p);
                          return true;
                      });
    }
};

} // namespace

QList<RuntimePatches::Problem> RuntimePatches::check(const nlohmann::ordered_json &patches)
{
    Checker c;
    if (patches.is_null())
        return {};
    c.keyedList(patches,
                QStringLiteral("spec.runtimePatches"),
                MaxPatches,
                "manager",
                tr("name who owns this patch, such as traindeck.io/builder"),
                [&](const Json &e, const QString &p) {
                    if (!e.is_object()) {
                        c.object(e, p, {});
                        return false;
                    }
                    c.patch(e, p);
                    return true;
                });
    return c.problems;
}

namespace {

Json patchFor(const QString &manager, const QString &job, Json podSpec)
{
    Json rj = Json::object();
    rj["name"] = job.toStdString();
    rj["template"]["spec"]["template"]["spec"] = std::move(podSpec);
    Json p = Json::object();
    p["manager"] = manager.toStdString();
    p["trainingRuntimeSpec"]["template"]["spec"]["replicatedJobs"] = Json::array({rj});
    return p;
}

} // namespace

nlohmann::ordered_json RuntimePatches::nodeSelectorPatch(const QString &manager,
                                                         const QString &job,
                                                         const QString &key,
                                                         const QString &value)
{
    Json spec = Json::object();
    spec["nodeSelector"][key.toStdString()] = value.toStdString();
    return patchFor(manager, job, spec);
}

nlohmann::ordered_json RuntimePatches::tolerationPatch(const QString &manager,
                                                       const QString &job,
                                                       const QString &key,
                                                       const QString &value,
                                                       const QString &effect)
{
    Json t = Json::object();
    t["key"] = key.toStdString();
    if (value.isEmpty()) {
        t["operator"] = "Exists";
    } else {
        t["operator"] = "Equal";
        t["value"] = value.toStdString();
    }
    t["effect"] = effect.toStdString();
    Json spec = Json::object();
    spec["tolerations"] = Json::array({t});
    return patchFor(manager, job, spec);
}

} // namespace TrainDeck
