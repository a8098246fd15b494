# SPDX-FileCopyrightText: 2026 The TrainDeck authors
# SPDX-License-Identifier: Apache-2.0
"""What the test API server serves: the resource types, discovery, OpenAPI v3, server-side
Tables, Status bodies and the validations a real apiserver (plus Trainer's webhook) applies."""

import datetime
import re
import time

from kstore import parse_rfc3339

TRAINER = "trainer.kubeflow.org"
TRAINER_V = "v1alpha1"
TRAINER_RELEASE = "v2.3.0"  # what ConfigMap kubeflow-system/kubeflow-trainer-public says
LEGACY = "kubeflow.org"  # the Training Operator v1 (PyTorchJob, TFJob)
LEGACY_V = "v1"
METRICS = "metrics.k8s.io"  # metrics-server's aggregated API (PodMetrics)
METRICS_V = "v1beta1"
# What the simulated metrics server reports for every container of a Running pod, unless the
# pod's annotations say otherwise (test.traindeck.io/cpu-usage, test.traindeck.io/memory-usage).
METRICS_CPU = "250m"
METRICS_MEMORY = "64Mi"

# Groups taken out of the API by POST /_test/trainer?installed=false (or /_test/metrics): they
# vanish from discovery and their paths answer as a path nobody serves. The metrics server is
# off until POST /_test/metrics?installed=true, as on a fresh cluster.
DISABLED = set()
DISABLED_AT_FIRST = [METRICS]


class Res:
    def __init__(self, group, version, resource, kind, namespaced, singular, short=(), status=False,
                 fields=("metadata.name", "metadata.namespace"), verbs=None):
        self.group, self.version, self.resource, self.kind = group, version, resource, kind
        self.namespaced, self.singular, self.short, self.status = namespaced, singular, list(short), status
        self.fields = fields
        self.verbs = verbs or VERBS

    @property
    def api_version(self):
        return "%s/%s" % (self.group, self.version) if self.group else self.version

    @property
    def qualified(self):
        """How errors name the resource: `trainjobs.trainer.kubeflow.org`, core `pods`."""
        return "%s.%s" % (self.resource, self.group) if self.group else self.resource

    @property
    def qualified_kind(self):
        return "%s.%s" % (self.kind, self.group) if self.group else self.kind

    @property
    def is_crd(self):
        return bool(self.group)


VERBS = ["create", "delete", "deletecollection", "get", "list", "patch", "update", "watch"]

RESOURCES = [
    Res("", "v1", "pods", "Pod", True, "pod", ["po"], status=True,
        fields=("metadata.name", "metadata.namespace", "status.phase", "spec.nodeName",
                "spec.restartPolicy", "spec.schedulerName", "spec.serviceAccountName", "status.podIP",
                "status.nominatedNodeName")),
    Res("", "v1", "events", "Event", True, "event", ["ev"],
        fields=("metadata.name", "metadata.namespace", "involvedObject.kind", "involvedObject.namespace",
                "involvedObject.name", "involvedObject.uid", "involvedObject.apiVersion",
                "involvedObject.resourceVersion", "involvedObject.fieldPath", "reason",
                "reportingComponent", "source", "type")),
    Res("", "v1", "configmaps", "ConfigMap", True, "configmap", ["cm"]),
    Res("", "v1", "namespaces", "Namespace", False, "namespace", ["ns"], status=True,
        fields=("metadata.name", "status.phase")),
    Res(TRAINER, TRAINER_V, "trainjobs", "TrainJob", True, "trainjob", status=True),
    Res(TRAINER, TRAINER_V, "trainingruntimes", "TrainingRuntime", True, "trainingruntime"),
    Res(TRAINER, TRAINER_V, "clustertrainingruntimes", "ClusterTrainingRuntime", False,
        "clustertrainingruntime"),
    Res(LEGACY, LEGACY_V, "pytorchjobs", "PyTorchJob", True, "pytorchjob", status=True),
    Res(LEGACY, LEGACY_V, "tfjobs", "TFJob", True, "tfjob", status=True),
    # metrics-server's discovery: get and list only, no singular name.
    Res(METRICS, METRICS_V, "pods", "PodMetrics", True, "", verbs=["get", "list"]),
]
BY_PATH = {(r.group, r.version, r.resource): r for r in RESOURCES}


def find(group, version, resource):
    return None if group in DISABLED else BY_PATH.get((group, version, resource))


def served():
    """The resources discovery shows now (DISABLED groups left out)."""
    return [r for r in RESOURCES if r.group not in DISABLED]


def group_versions():
    """{group: version} of the named groups served now, in RESOURCES order."""
    out = {}
    for r in served():
        if r.group:
            out.setdefault(r.group, r.version)
    return out


# ---- Status bodies -----------------------------------------------------------------------------
def status(code, reason, message, details=None):
    body = {"kind": "Status", "apiVersion": "v1", "metadata": {}, "status": "Failure",
            "message": message, "reason": reason}
    if details is not None:
        body["details"] = details
    body["code"] = code
    return body


def not_found(res, name):
    return status(404, "NotFound", '%s "%s" not found' % (res.qualified, name),
                  {"name": name, "group": res.group, "kind": res.resource} if res.group
                  else {"name": name, "kind": res.resource})


def details(res, name, kind_field=None):
    d = {"name": name} if name else {}
    if res.group:
        d["group"] = res.group
    d["kind"] = kind_field or res.resource
    return d


def invalid(res, name, causes):
    """422 with the apiserver's message: `Kind.group "name" is invalid: field: msg[, ...]`."""
    parts = ["%s: %s" % (c["field"], c["message"]) for c in causes]
    text = parts[0] if len(parts) == 1 else "[" + ", ".join(parts) + "]"
    return status(422, "Invalid", '%s "%s" is invalid: %s' % (res.qualified_kind, name, text),
                  dict(details(res, name, res.kind), causes=causes))


def forbidden(res, user, verb, name, ns, sub=None):
    what = res.resource + ("/" + sub if sub else "")
    obj = '%s "%s"' % (res.qualified, name) if name else res.qualified
    where = ' in the namespace "%s"' % ns if ns else " at the cluster scope"
    msg = '%s is forbidden: User "%s" cannot %s resource "%s" in API group "%s"%s' % (
        obj, user, verb, what, res.group, where)
    return status(403, "Forbidden", msg, details(res, name))


# ---- discovery ---------------------------------------------------------------------------------
def api_versions():
    return {"kind": "APIVersions", "versions": ["v1"],
            "serverAddressByClientCIDRs": [{"clientCIDR": "0.0.0.0/0", "serverAddress": "127.0.0.1:6443"}]}


def api_group(group, version):
    gv = {"groupVersion": "%s/%s" % (group, version), "version": version}
    return {"name": group, "versions": [gv], "preferredVersion": gv}


def api_groups():
    return {"kind": "APIGroupList", "apiVersion": "v1",
            "groups": [api_group(g, v) for g, v in group_versions().items()]}


def resource_list(group, version):
    items = []
    for r in served():
        if r.group != group or r.version != version:
            continue
        entry = {"name": r.resource, "singularName": r.singular, "namespaced": r.namespaced,
                 "kind": r.kind, "verbs": r.verbs}
        if r.short:
            entry["shortNames"] = r.short
        if r.is_crd:
            entry["storageVersionHash"] = ""
        items.append(entry)
        if r.status:
            items.append({"name": r.resource + "/status", "singularName": "", "namespaced": r.namespaced,
                          "kind": r.kind, "verbs": ["get", "patch", "update"]})
        if r.resource == "pods" and not r.group:
            items.append({"name": "pods/log", "singularName": "", "namespaced": True, "kind": "Pod",
                          "verbs": ["get"]})
    if not items:
        return None
    gv = "%s/%s" % (group, version) if group else version
    return {"kind": "APIResourceList", "apiVersion": "v1", "groupVersion": gv, "resources": items}


def aggregated(core, version):
    """apidiscovery.k8s.io aggregated discovery: /api holds the core group (empty name), /apis
    the named groups; every resource has a responseKind (clients drop those without)."""
    groups = {}
    for r in served():
        if (r.group == "") != core:
            continue
        kind = {"group": r.group, "version": r.version, "kind": r.kind}
        entry = {"resource": r.resource, "responseKind": kind, "scope": "Namespaced" if r.namespaced else "Cluster",
                 "singularResource": r.singular, "verbs": r.verbs}
        if r.short:
            entry["shortNames"] = r.short
        subs = []
        if r.resource == "pods" and not r.group:
            subs.append({"subresource": "log", "responseKind": kind, "verbs": ["get"]})
        if r.status:
            subs.append({"subresource": "status", "responseKind": kind, "verbs": ["get", "patch", "update"]})
        if subs:
            entry["subresources"] = subs
        groups.setdefault(r.group, {}).setdefault(r.version, []).append(entry)
    items = [{"metadata": {"name": g, "creationTimestamp": None} if g else {"creationTimestamp": None},
              "versions": [{"version": v, "resources": res, "freshness": "Current"} for v, res in versions.items()]}
             for g, versions in groups.items()]
    return {"kind": "APIGroupDiscoveryList", "apiVersion": "apidiscovery.k8s.io/" + version, "metadata": {},
            "items": items}


def openapi_index():
    return {"paths": {"apis/%s/%s" % (g, v): {"serverRelativeURL": "/openapi/v3/apis/%s/%s?hash=TRAINDECKTEST0001" % (g, v)}
                      for g, v in group_versions().items()}}


def openapi_gv(group=TRAINER, version=TRAINER_V):
    """Enough for kubectl's fieldValidation probe: each object PATCH takes merge patch only (so
    kubectl uses JSON merge patch for these CRDs) and declares the fieldValidation parameter."""
    paths = {}
    schemas = {}
    prefix = ".".join(reversed(group.split(".")))
    for r in served():
        if r.group != group or r.version != version:
            continue
        base = "/apis/%s/%s/" % (group, version)
        item = base + ("namespaces/{namespace}/" if r.namespaced else "") + r.resource + "/{name}"
        gvk = {"group": group, "version": version, "kind": r.kind}
        ref = {"$ref": "#/components/schemas/%s.%s.%s" % (prefix, version, r.kind)}
        params = [{"name": "name", "in": "path", "required": True, "schema": {"type": "string"}},
                  {"name": "dryRun", "in": "query", "schema": {"type": "string"}},
                  {"name": "fieldManager", "in": "query", "schema": {"type": "string"}},
                  {"name": "fieldValidation", "in": "query", "schema": {"type": "string"}}]
        if r.namespaced:
            params.insert(1, {"name": "namespace", "in": "path", "required": True,
                              "schema": {"type": "string"}})
        ok = {"200": {"description": "OK", "content": {"application/json": {"schema": ref}}}}
        paths[item] = {
            "get": {"operationId": "read" + r.kind, "x-kubernetes-action": "get",
                    "x-kubernetes-group-version-kind": gvk, "responses": ok},
            "put": {"operationId": "replace" + r.kind, "x-kubernetes-action": "put",
                    "x-kubernetes-group-version-kind": gvk, "parameters": params,
                    "requestBody": {"content": {"application/json": {"schema": ref}}}, "responses": ok},
            "patch": {"operationId": "patch" + r.kind, "x-kubernetes-action": "patch",
                      "x-kubernetes-group-version-kind": gvk, "parameters": params,
                      "requestBody": {"content": {
                          "application/json-patch+json": {"schema": {"type": "object"}},
                          "application/merge-patch+json": {"schema": {"type": "object"}}}},
                      "responses": ok},
            "delete": {"operationId": "delete" + r.kind, "x-kubernetes-action": "delete",
                       "x-kubernetes-group-version-kind": gvk, "responses": ok},
        }
        schemas["%s.%s.%s" % (prefix, version, r.kind)] = {
            "type": "object", "x-kubernetes-group-version-kind": [gvk],
            "properties": {"apiVersion": {"type": "string"}, "kind": {"type": "string"},
                           "metadata": {"type": "object"}, "spec": {"type": "object"},
                           "status": {"type": "object"}}}
    return {"openapi": "3.0.0", "info": {"title": "Kubernetes CRD Swagger", "version": "v0.1.0"},
            "paths": paths, "components": {"schemas": schemas}}


def version_info():
    return {"major": "1", "minor": "32", "gitVersion": "v1.32.4", "gitCommit": "59526cd4867447956156ae3a602fcbac10a2c335",
            "gitTreeState": "clean", "buildDate": "2025-04-22T16:02:27Z", "goVersion": "go1.23.6",
            "compiler": "gc", "platform": "linux/amd64"}


# ---- tables ------------------------------------------------------------------------------------
def human_duration(seconds):
    """apimachinery's duration.HumanDuration."""
    s = int(seconds)
    if s < -1:
        return "<invalid>"
    if s < 0:
        return "0s"
    if s < 60 * 2:
        return "%ds" % s
    m = s // 60
    if m < 10:
        r = s % 60
        return "%dm" % m if r == 0 else "%dm%ds" % (m, r)
    if m < 60 * 3:
        return "%dm" % m
    h = s // 3600
    if h < 8:
        r = m % 60
        return "%dh" % h if r == 0 else "%dh%dm" % (h, r)
    if h < 48:
        return "%dh" % h
    if h < 24 * 8:
        r = h % 24
        return "%dd" % (h // 24) if r == 0 else "%dd%dh" % (h // 24, r)
    if h < 24 * 365 * 2:
        return "%dd" % (h // 24)
    if h < 24 * 365 * 8:
        dy = (h // 24) % 365
        return "%dy" % (h // 24 // 365) if dy == 0 else "%dy%dd" % (h // 24 // 365, dy)
    return "%dy" % (h // 24 // 365)


def age(obj):
    t = parse_rfc3339(obj.get("metadata", {}).get("creationTimestamp") or "")
    return "<unknown>" if t is None else human_duration(time.time() - t)


def _pod_status(pod):
    st = pod.get("status", {})
    reason = st.get("reason") or st.get("phase") or ""
    ready = restarts = 0
    last_restart = None
    cs = st.get("containerStatuses") or []
    for c in reversed(cs):
        restarts += c.get("restartCount", 0)
        finished = parse_rfc3339(((c.get("lastState") or {}).get("terminated") or {}).get("finishedAt") or "")
        if finished is not None and (last_restart is None or finished > last_restart):
            last_restart = finished
        state = c.get("state", {})
        if state.get("waiting", {}).get("reason"):
            reason = state["waiting"]["reason"]
        elif state.get("terminated", {}).get("reason"):
            reason = state["terminated"]["reason"]
        elif "terminated" in state:
            t = state["terminated"]
            reason = ("Signal:%d" % t["signal"]) if t.get("signal") else "ExitCode:%d" % t.get("exitCode", 0)
        elif c.get("ready") and "running" in state:
            ready += 1
    if pod["metadata"].get("deletionTimestamp"):
        reason = "Terminating"
    n = len(pod.get("spec", {}).get("containers", []))
    if restarts and last_restart is not None:
        # kubectl's pod printer: "1 (5s ago)" once a container restarted.
        return "%d/%d" % (ready, n), reason, "%d (%s ago)" % (restarts, human_duration(time.time() - last_restart))
    return "%d/%d" % (ready, n), reason, str(restarts)


def table_columns(res):
    name = {"name": "Name", "type": "string", "format": "name",
            "description": "Name must be unique within a namespace.", "priority": 0}
    agecol = {"name": "Age", "type": "date", "format": "", "description": "", "priority": 0}
    if res.resource in ("trainjobs", "pytorchjobs", "tfjobs"):
        return [name, {"name": "State", "type": "string", "format": "", "description": "", "priority": 0}, agecol]
    if res.resource == "pods":
        return [name,
                {"name": "Ready", "type": "string", "format": "",
                 "description": "The aggregate readiness state of this pod for accepting traffic.", "priority": 0},
                {"name": "Status", "type": "string", "format": "",
                 "description": "The aggregate status of the containers in this pod.", "priority": 0},
                {"name": "Restarts", "type": "string", "format": "",
                 "description": "The number of times the containers in this pod have been restarted and when the last container in this pod has restarted.", "priority": 0},
                dict(agecol, description="CreationTimestamp is a timestamp representing the server time when this object was created."),
                {"name": "IP", "type": "string", "format": "", "description": "IP address allocated to the pod.", "priority": 1},
                {"name": "Node", "type": "string", "format": "", "description": "Name of the node where the pod is scheduled.", "priority": 1},
                {"name": "Nominated Node", "type": "string", "format": "", "description": "Name of the node where the pod is nominated.", "priority": 1},
                {"name": "Readiness Gates", "type": "string", "format": "", "description": "Pod readiness gates.", "priority": 1}]
    if res.resource == "namespaces":
        return [name, {"name": "Status", "type": "string", "format": "", "description": "", "priority": 0}, agecol]
    return [name, agecol]


def table_cells(res, obj):
    md = obj["metadata"]
    if res.resource in ("trainjobs", "pytorchjobs", "tfjobs"):
        conds = (obj.get("status") or {}).get("conditions") or []
        return [md["name"], conds[-1].get("type") if conds else None, age(obj)]
    if res.resource == "pods":
        ready, reason, restarts = _pod_status(obj)
        st = obj.get("status", {})
        return [md["name"], ready, reason, restarts, age(obj), st.get("podIP") or "<none>",
                obj.get("spec", {}).get("nodeName") or "<none>", "<none>", "<none>"]
    if res.resource == "namespaces":
        return [md["name"], (obj.get("status") or {}).get("phase", ""), age(obj)]
    return [md["name"], age(obj)]


def table(res, objs, include, list_meta, headers=True):
    rows = []
    for o in objs:
        row = {"cells": table_cells(res, o)}
        if include == "Object":
            row["object"] = o
        elif include != "None":
            row["object"] = {"kind": "PartialObjectMetadata", "apiVersion": "meta.k8s.io/v1",
                             "metadata": o["metadata"]}
        rows.append(row)
    return {"kind": "Table", "apiVersion": "meta.k8s.io/v1", "metadata": list_meta,
            "columnDefinitions": table_columns(res) if headers else None, "rows": rows}


# ---- validation and defaults -------------------------------------------------------------------
DNS1123_SUB = re.compile(r"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$")
DNS1123_LABEL = re.compile(r"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
DNS1035 = re.compile(r"^[a-z]([-a-z0-9]*[a-z0-9])?$")
SUB_MSG = ("a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', "
           "and must start and end with an alphanumeric character (e.g. 'example.com', regex used for "
           "validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')")
LABEL_MSG = ("a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must "
             "start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for "
             "validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')")
DNS1035_MSG = ("a lowercase RFC 1035 label must consist of lower case alphanumeric characters or '-', start "
               "with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or "
               "'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')")

TRAINJOB_SPEC_FIELDS = {"activeDeadlineSeconds", "initializer", "managedBy", "runtimePatches", "runtimeRef",
                        "suspend", "trainer"}
TOP_FIELDS = {"apiVersion", "kind", "metadata", "spec", "status"}


def _q(value):
    return '"%s"' % value


def validate_name(res, name, generate_name):
    """apiserver generic checks: 422 causes (empty list when fine)."""
    if not name:
        if generate_name:
            return []
        return [{"reason": "FieldValueRequired", "message": "Required value: name or generateName is required",
                 "field": "metadata.name"}]
    if res.resource == "namespaces":
        ok, msg, limit = DNS1123_LABEL.match(name), LABEL_MSG, 63
    else:
        ok, msg, limit = DNS1123_SUB.match(name), SUB_MSG, 253
    causes = []
    if len(name) > limit:
        causes.append({"reason": "FieldValueInvalid", "message": "Invalid value: %s: must be no more than %d characters" % (_q(name), limit),
                       "field": "metadata.name"})
    if not ok:
        causes.append({"reason": "FieldValueInvalid", "message": "Invalid value: %s: %s" % (_q(name), msg),
                       "field": "metadata.name"})
    return causes


def validate_schema(res, obj):
    """The CRD schema checks the tests rely on (required fields, types of a few fields)."""
    causes = []
    if res.resource == "trainjobs":
        spec = obj.get("spec")
        if not isinstance(spec, dict):
            causes.append({"reason": "FieldValueRequired", "message": "Required value", "field": "spec"})
            return causes
        ref = spec.get("runtimeRef")
        if not isinstance(ref, dict):
            causes.append({"reason": "FieldValueRequired", "message": "Required value", "field": "spec.runtimeRef"})
        elif not ref.get("name"):
            causes.append({"reason": "FieldValueRequired", "message": "Required value",
                           "field": "spec.runtimeRef.name"})
        if "suspend" in spec and not isinstance(spec["suspend"], bool):
            causes.append({"reason": "FieldValueTypeInvalid",
                           "message": 'Invalid value: "%s": spec.suspend in body must be of type boolean: "%s"'
                           % (_json_type(spec["suspend"]), _json_type(spec["suspend"])),
                           "field": "spec.suspend"})
        nn = (spec.get("trainer") or {}).get("numNodes") if isinstance(spec.get("trainer"), dict) else None
        if nn is not None and (not isinstance(nn, int) or isinstance(nn, bool)):
            causes.append({"reason": "FieldValueTypeInvalid",
                           "message": 'Invalid value: "%s": spec.trainer.numNodes in body must be of type integer: "%s"'
                           % (_json_type(nn), _json_type(nn)), "field": "spec.trainer.numNodes"})
    elif res.resource == "pods":
        containers = (obj.get("spec") or {}).get("containers")
        if not containers:
            causes.append({"reason": "FieldValueRequired", "message": "Required value", "field": "spec.containers"})
    return causes


def _json_type(v):
    if isinstance(v, bool):
        return "boolean"
    if isinstance(v, (int, float)):
        return "number" if isinstance(v, float) else "integer"
    if isinstance(v, str):
        return "string"
    if isinstance(v, list):
        return "array"
    return "object"


def unknown_fields(res, obj):
    """Unknown fields a structural CRD schema would prune, by path (only the levels checked)."""
    if res.resource != "trainjobs":
        return []
    found = ["%s" % k for k in obj if k not in TOP_FIELDS]
    spec = obj.get("spec")
    if isinstance(spec, dict):
        found += ["spec.%s" % k for k in spec if k not in TRAINJOB_SPEC_FIELDS]
    return found


def prune(obj, paths):
    for p in paths:
        parts = p.split(".")
        cur = obj
        for part in parts[:-1]:
            cur = cur.get(part, {})
        cur.pop(parts[-1], None)


def default_trainjob(obj):
    """The CRD's defaults (runtimeRef.apiGroup/kind, suspend, managedBy)."""
    spec = obj.get("spec")
    if not isinstance(spec, dict):
        return
    ref = spec.get("runtimeRef")
    if isinstance(ref, dict):
        ref.setdefault("apiGroup", TRAINER)
        ref.setdefault("kind", "ClusterTrainingRuntime")
    spec.setdefault("suspend", False)
    spec.setdefault("managedBy", "trainer.kubeflow.org/trainjob-controller")


def namespace_object(name):
    return {"kind": "Namespace", "apiVersion": "v1",
            "metadata": {"name": name, "labels": {"kubernetes.io/metadata.name": name}},
            "spec": {"finalizers": ["kubernetes"]}, "status": {"phase": "Active"}}


def utc_now():
    return datetime.datetime.now(datetime.timezone.utc)


# ---- metrics.k8s.io ------------------------------------------------------------------------------
def pod_metrics(pod, timestamp):
    """The PodMetrics metrics-server would report for a Running pod: every container at
    METRICS_CPU / METRICS_MEMORY unless the pod's annotations set other figures."""
    meta = pod.get("metadata", {})
    ann = meta.get("annotations") or {}
    cpu = ann.get("test.traindeck.io/cpu-usage", METRICS_CPU)
    memory = ann.get("test.traindeck.io/memory-usage", METRICS_MEMORY)
    containers = [{"name": c.get("name", ""), "usage": {"cpu": cpu, "memory": memory}}
                  for c in (pod.get("spec", {}).get("containers") or [])]
    return {"kind": "PodMetrics", "apiVersion": "%s/%s" % (METRICS, METRICS_V),
            "metadata": {"name": meta.get("name"), "namespace": meta.get("namespace"),
                         "creationTimestamp": timestamp, "labels": meta.get("labels") or {}},
            "timestamp": timestamp, "window": "10.062s", "containers": containers}
