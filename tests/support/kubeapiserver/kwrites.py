# SPDX-FileCopyrightText: 2026 The TrainDeck authors
# SPDX-License-Identifier: Apache-2.0
"""Writes of the test API server: create, update (PUT), patch, delete, deletecollection, with the
validations, defaults, optimistic concurrency and garbage collection a real apiserver applies."""

import copy
import json
import random

import kresources as R
import kstate
from kpatch import PatchError, json_patch, merge_patch


class WritesMixin:
    def decode_body(self):
        ctype = self.headers.get("Content-Type", "application/json").split(";")[0].strip()
        if ctype not in ("application/json", ""):
            # No protobuf, CBOR or YAML here: typed core clients (kubectl create configmap) fail
            # as they would against a server that only speaks JSON.
            self.send_status(R.status(415, "UnsupportedMediaType",
                                      "the body of the request was in an unknown format - accepted media types include: "
                                      "application/json"))
            return None
        try:
            obj = json.loads(self.body.decode("utf-8") or "null")
        except (UnicodeDecodeError, ValueError) as e:
            self.send_status(R.status(400, "BadRequest", "the object provided is unrecognized: %s" % e))
            return None
        if not isinstance(obj, dict):
            self.send_status(R.status(400, "BadRequest", "Object 'Kind' is missing in '%s'" % self.body.decode("utf-8", "replace")))
            return None
        return obj

    def check_fields(self, res, obj):
        """fieldValidation: Strict refuses unknown fields (400), Warn (the default) prunes them with
        a Warning header, Ignore prunes silently."""
        unknown = R.unknown_fields(res, obj)
        if not unknown:
            return True
        mode = self.query.get("fieldValidation", "Warn")
        if mode == "Strict":
            msg = "%s in version \"%s\" cannot be handled as a %s: strict decoding error: %s" % (
                res.kind, res.version, res.kind, ", ".join('unknown field "%s"' % u for u in unknown))
            self.send_status(R.status(400, "BadRequest", msg))
            return False
        if mode != "Ignore":
            self.warnings += ['unknown field "%s"' % u for u in unknown]
        R.prune(obj, unknown)
        return True

    def namespace_exists(self, ns):
        return kstate.STATE.store.get(("", "namespaces", "", ns)) is not None

    def webhook_checks(self, res, obj, ns):
        """What Trainer's validating webhook refuses at create (403: it answers with a plain error)."""
        if res.resource != "trainjobs":
            return None
        name = obj["metadata"]["name"]
        hook = 'admission webhook "validator.trainjob.trainer.kubeflow.org" denied the request: '
        if not R.DNS1035.match(name) or len(name) > 63:
            return R.status(403, "Forbidden", hook + 'metadata.name: Invalid value: "%s": %s' % (name, R.DNS1035_MSG))
        ref = obj["spec"]["runtimeRef"]
        kind = ref.get("kind", "ClusterTrainingRuntime")
        if ref.get("apiGroup", R.TRAINER) != R.TRAINER or kind not in ("ClusterTrainingRuntime", "TrainingRuntime"):
            return R.status(403, "Forbidden", hook + "unsupported runtime: %s.%s" % (kind, ref.get("apiGroup")))
        if kind == "ClusterTrainingRuntime":
            rkey, field, what = (R.TRAINER, "clustertrainingruntimes", "", ref["name"]), "spec.RuntimeRef", "clusterTrainingRuntime"
        else:
            rkey, field, what = (R.TRAINER, "trainingruntimes", ns, ref["name"]), "spec.runtimeRef", "trainingRuntime"
        if kstate.STATE.store.get(rkey) is None:
            value = 'v1alpha1.RuntimeRef{Name:"%s", APIGroup:(*string)(0xc000a1c2d0), Kind:(*string)(0xc000a1c2e0)}' % ref["name"]
            return R.status(403, "Forbidden", hook + '%s: Invalid value: %s: %s.%s "%s" not found: specified %s must be created before the TrainJob is created'
                            % (field, value, rkey[1], R.TRAINER, ref["name"], what))
        return None

    def create(self, res, ns):
        obj = self.decode_body()
        if obj is None:
            return
        if obj.get("kind") and obj.get("kind") != res.kind:
            self.send_status(R.status(400, "BadRequest", 'the kind "%s" of the object does not match the kind of the request "%s"'
                                      % (obj.get("kind"), res.kind)))
            return
        obj["kind"], obj["apiVersion"] = res.kind, res.api_version
        md = obj.setdefault("metadata", {})
        if not isinstance(md, dict):
            self.send_status(R.status(400, "BadRequest", "metadata must be an object"))
            return
        if res.namespaced:
            if md.get("namespace") and md["namespace"] != ns:
                self.send_status(R.status(400, "BadRequest", "the namespace of the provided object does not match the namespace sent on the request"))
                return
            md["namespace"] = ns
        else:
            md.pop("namespace", None)
        for k in ("uid", "resourceVersion", "creationTimestamp", "deletionTimestamp", "generation", "managedFields"):
            md.pop(k, None)
        if not md.get("name") and md.get("generateName"):
            md["name"] = md["generateName"] + "".join(random.choice("bcdfghjklmnpqrstvwxz2456789") for _ in range(5))
        causes = R.validate_name(res, md.get("name", ""), md.get("generateName"))
        if causes:
            self.send_status(R.invalid(res, md.get("name", ""), causes))
            return
        if not self.check_fields(res, obj):
            return
        causes = R.validate_schema(res, obj)
        if causes:
            self.send_status(R.invalid(res, md["name"], causes))
            return
        if res.resource == "trainjobs":
            R.default_trainjob(obj)
        if res.namespaced and not self.namespace_exists(ns):
            self.send_status(R.status(404, "NotFound", 'namespaces "%s" not found' % ns, {"name": ns, "kind": "namespaces"}))
            return
        denied = self.webhook_checks(res, obj, ns)
        if denied:
            self.send_status(denied)
            return
        if res.resource in ("trainjobs", "pytorchjobs", "tfjobs"):
            obj.pop("status", None)
        if res.resource == "pods":
            obj["status"] = {"phase": "Pending", "qosClass": "BestEffort"}
        if res.resource == "namespaces":
            obj["spec"] = {"finalizers": ["kubernetes"]}
            obj["status"] = {"phase": "Active"}
            md.setdefault("labels", {})["kubernetes.io/metadata.name"] = md["name"]
        if res.is_crd or res.resource == "pods":
            md["generation"] = 1
        store = kstate.STATE.store
        key = self.key(res, ns, md["name"])
        with store.cond:
            if key in store.objects:
                self.send_status(R.status(409, "AlreadyExists", '%s "%s" already exists' % (res.qualified, md["name"]),
                                          R.details(res, md["name"])))
                return
            if self.query.get("dryRun") == "All":
                created = obj
                md.setdefault("uid", "00000000-0000-0000-0000-000000000000")
            else:
                created = store.create(key, obj)
        self.send_json(201, created, self.warn_headers())

    def _finish_update(self, res, ns, name, sub, new, require_rv):
        """Shared by PUT and PATCH: optimistic concurrency, what each endpoint may change."""
        store = kstate.STATE.store
        key = self.key(res, ns, name)
        with store.cond:
            cur = store.objects.get(key)
            if cur is None:
                self.send_status(R.not_found(res, name))
                return
            new_md = new.get("metadata") if isinstance(new.get("metadata"), dict) else {}
            rv = new_md.get("resourceVersion")
            if rv is None and require_rv and res.is_crd:
                self.send_status(R.invalid(res, name, [{"reason": "FieldValueInvalid",
                                                        "message": "Invalid value: 0x0: must be specified for an update",
                                                        "field": "metadata.resourceVersion"}]))
                return
            if rv is not None and str(rv) != cur["metadata"]["resourceVersion"]:
                self.send_status(R.status(409, "Conflict", 'Operation cannot be fulfilled on %s "%s": the object has been modified; please apply your changes to the latest version and try again'
                                          % (res.qualified, name), R.details(res, name)))
                return
            if new_md.get("name", name) != name:
                self.send_status(R.status(400, "BadRequest", "the name of the object (%s) does not match the name on the URL (%s)" % (new_md.get("name"), name)))
                return
            if sub == "status":
                result = copy.deepcopy(cur)
                if "status" in new:
                    result["status"] = new["status"]
                else:
                    result.pop("status", None)
            else:
                result = copy.deepcopy(new)
                result["kind"], result["apiVersion"] = res.kind, res.api_version
                md = result.setdefault("metadata", {})
                for k in ("uid", "creationTimestamp", "generation", "deletionTimestamp", "namespace", "name"):
                    if k in cur["metadata"]:
                        md[k] = cur["metadata"][k]
                    else:
                        md.pop(k, None)
                if res.status:
                    if "status" in cur:
                        result["status"] = cur["status"]
                    else:
                        result.pop("status", None)
                if not self.check_fields(res, result):
                    return
                causes = R.validate_schema(res, result)
                if res.resource == "trainjobs":
                    R.default_trainjob(result)
                    for f in ("runtimeRef", "trainer", "initializer", "managedBy", "activeDeadlineSeconds"):
                        if (result.get("spec") or {}).get(f) != (cur.get("spec") or {}).get(f):
                            causes.append({"reason": "FieldValueInvalid", "message": 'Invalid value: "object": field is immutable',
                                           "field": "spec." + f})
                if causes:
                    self.send_status(R.invalid(res, name, causes))
                    return
                if "generation" in md and {k: v for k, v in result.items() if k not in ("metadata", "status")} != \
                        {k: v for k, v in cur.items() if k not in ("metadata", "status")}:
                    md["generation"] = cur["metadata"]["generation"] + 1
            if self.query.get("dryRun") == "All" or result == cur:
                # A no-op write keeps the resourceVersion and sends no event, as the apiserver does.
                self.send_json(200, result, self.warn_headers())
                return
            result["metadata"]["resourceVersion"] = cur["metadata"]["resourceVersion"]
            updated = store.update(key, result)
        self.send_json(200, updated, self.warn_headers())

    def update(self, res, ns, name, sub):
        obj = self.decode_body()
        if obj is not None:
            self._finish_update(res, ns, name, sub, obj, require_rv=True)

    def patch(self, res, ns, name, sub):
        ctype = self.headers.get("Content-Type", "").split(";")[0].strip()
        allowed = ["application/json-patch+json", "application/merge-patch+json"]
        if not res.is_crd:
            allowed.append("application/strategic-merge-patch+json")
        if ctype not in allowed:
            self.send_status(R.status(415, "UnsupportedMediaType",
                                      "the body of the request was in an unknown format - accepted media types include: "
                                      + ", ".join(allowed + ["application/apply-patch+yaml"])))
            return
        try:
            patch = json.loads(self.body.decode("utf-8") or "null")
        except ValueError as e:
            self.send_status(R.status(400, "BadRequest", "error decoding patch: %s" % e))
            return
        cur = kstate.STATE.store.get(self.key(res, ns, name))
        if cur is None:
            self.send_status(R.not_found(res, name))
            return
        try:
            if ctype == "application/json-patch+json":
                new = json_patch(cur, patch)
            else:
                # Strategic merge on core types is served as a plain merge patch (documented).
                new = merge_patch(cur, patch)
        except PatchError as e:
            self.send_status(R.status(422, "Invalid", str(e)))
            return
        pmd = patch.get("metadata") if isinstance(patch, dict) else None
        if not (isinstance(pmd, dict) and "resourceVersion" in pmd):
            new.setdefault("metadata", {}).pop("resourceVersion", None)
        self._finish_update(res, ns, name, sub, new, require_rv=False)

    def delete_object(self, res, key):
        """Caller holds the store lock. Deletes and garbage-collects what the object owned."""
        store = kstate.STATE.store
        gone = store.delete(key)
        if res.resource == "trainjobs":
            # The JobSet and its Jobs go with the TrainJob; their pods follow (background GC).
            for k, o in list(store.objects.items()):
                if k[1] == "pods" and k[2] == key[2] and \
                        (o["metadata"].get("labels") or {}).get("jobset.sigs.k8s.io/jobset-name") == key[3]:
                    store.delete(k)
                    store.drop_logs(k[2], k[3])
        elif res.resource in ("pytorchjobs", "tfjobs"):
            # The Training Operator's pods are owned by the job: garbage collection takes them.
            for k, o in list(store.objects.items()):
                if k[1] == "pods" and k[2] == key[2] and any(
                        r.get("uid") == gone["metadata"]["uid"] for r in o["metadata"].get("ownerReferences") or []):
                    store.delete(k)
                    store.drop_logs(k[2], k[3])
        elif res.resource == "pods":
            store.drop_logs(key[2], key[3])
        elif res.resource == "namespaces":
            for k in [k for k in store.objects if k[2] == key[3]]:
                store.delete(k)
        return gone

    def delete(self, res, ns, name):
        store = kstate.STATE.store
        key = self.key(res, ns, name)
        opts = {}
        if self.body:
            try:
                opts = json.loads(self.body.decode("utf-8")) or {}
            except ValueError:
                opts = {}
        with store.cond:
            cur = store.objects.get(key)
            if cur is None:
                self.send_status(R.not_found(res, name))
                return
            pre = opts.get("preconditions") or {}
            if (pre.get("uid") and pre["uid"] != cur["metadata"]["uid"]) or \
                    (pre.get("resourceVersion") and pre["resourceVersion"] != cur["metadata"]["resourceVersion"]):
                which = "UID" if pre.get("uid") and pre["uid"] != cur["metadata"]["uid"] else "ResourceVersion"
                self.send_status(R.status(409, "Conflict", 'Operation cannot be fulfilled on %s "%s": Precondition failed: %s in precondition: %s, %s in object meta: %s'
                                          % (res.qualified, name, which, pre.get(which.lower() if which == "UID" else "resourceVersion"),
                                             which, cur["metadata"]["uid" if which == "UID" else "resourceVersion"]), R.details(res, name)))
                return
            if self.query.get("dryRun") == "All":
                self.send_json(200, cur)
                return
            gone = self.delete_object(res, key)
        self.send_json(200, gone)

    def delete_collection(self, res, ns):
        sel = self.selectors(res)
        if sel is None:
            return
        labels, fields = sel
        store = kstate.STATE.store
        with store.cond:
            keys = [k for k, o in store.objects.items() if self.matches(res, ns, k, o, labels, fields)]
            items = [self.delete_object(res, k) for k in sorted(keys)]
            rv = store.counter
        self.send_json(200, {"kind": res.kind + "List", "apiVersion": res.api_version,
                             "metadata": {"resourceVersion": str(rv)}, "items": items})
