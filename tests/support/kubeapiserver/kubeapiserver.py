#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The TrainDeck authors
# SPDX-License-Identifier: Apache-2.0
"""TrainDeck's test Kubernetes API server (docs/kubernetes-test-server.md).

    /usr/bin/python3 kubeapiserver.py --dir DIR [--port N] [--controller-tick-ms 200] [--no-controller]

Serves, over HTTPS only (ALPN http/1.1, HTTP/1.1 keep-alive, chunked streams), the part of the
Kubernetes API TrainDeck and real clients (kubectl 1.20 and 1.32, the Python client) use:
TrainJob, TrainingRuntime, ClusterTrainingRuntime, Pod (+log, +status), Event, ConfigMap,
Namespace, with legacy discovery, OpenAPI v3 for kubectl's fieldValidation probe, Tables,
watches, paged lists and a simulated Trainer + JobSet controller (kcontroller.py).

DIR holds: pki/ (ca.crt, ca.key, server.crt/.key, client-rsa.crt/.key CN traindeck-test,
client-ec.crt/.key CN traindeck-ec), tokens (lines `token,user`, re-read on every request;
user `viewer` may only get/list/watch), admin-token (for /_test), store.json (objects, history,
counter, horizon, logs: kept across restarts), requests.log (one JSON line per request:
method, target, userAgent, user, status), ready.json ({"port","pid","url"}, written once
listening, removed on exit).

Control endpoints (Authorization: Bearer <admin-token>; answer 200 {"ok":true,...}):
  POST /_test/compact                 forget the history up to now: watches and continue tokens
                                      from older revisions get 410 Expired
  POST /_test/fail?status=S&count=N&path=P[&method=M][&retryAfter=SEC][&message=TEXT]
                                      the next N requests whose path starts with P (and method M)
                                      answer status S (429, 500, 503, ...) with a Status body;
                                      429 and 503 carry Retry-After when retryAfter is given
  POST /_test/namespaces/{ns}         create a namespace (default, kubeflow-system and team-a
                                      exist from the first start)
  POST /_test/drop-watches            close every open watch and log stream abruptly (no final
                                      chunk), as a dying connection would
  GET  /_test/state                   {"resourceVersion","horizon","watches"}
SIGTERM ends the process promptly; open streams are ended first.
"""

import argparse
import json
import os
import random
import secrets
import signal
import socket
import ssl
import string
import sys
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import kpki  # noqa: E402
import kresources as R  # noqa: E402
from kpatch import PatchError, json_patch, merge_patch  # noqa: E402
from kstore import (Expired, SelectorError, Store, decode_continue, encode_continue,  # noqa: E402
                    field_matches, label_matches, parse_field_selector, parse_label_selector,
                    parse_rfc3339, rfc3339nano)

READ_VERBS = {"get", "list", "watch"}
TABLE_MARK = "as=Table"


class State:
    def __init__(self, args):
        self.dir = os.path.abspath(args.dir)
        self.store = Store(os.path.join(self.dir, "store.json"))
        self.fail_rules = []
        self.lock = threading.Lock()
        self.streams = set()
        self.stopping = False
        self.admin_token = None


STATE = None


def ensure_dir(state):
    os.makedirs(state.dir, exist_ok=True)
    kpki.ensure(os.path.join(state.dir, "pki"))
    tokens = os.path.join(state.dir, "tokens")
    if not os.path.exists(tokens):
        with open(tokens + ".tmp", "w", encoding="utf-8") as f:
            f.write("%s,traindeck-test\nreadonly-token-%s,viewer\n" % (secrets.token_hex(16), secrets.token_hex(8)))
        os.replace(tokens + ".tmp", tokens)
    admin = os.path.join(state.dir, "admin-token")
    if not os.path.exists(admin):
        with open(admin + ".tmp", "w", encoding="utf-8") as f:
            f.write("admin-%s\n" % secrets.token_hex(16))
        os.replace(admin + ".tmp", admin)
    with open(admin, encoding="utf-8") as f:
        state.admin_token = f.read().strip()
    store = state.store
    with store.cond:
        for ns in ("default", "kubeflow-system", "team-a"):
            key = ("", "namespaces", "", ns)
            if key not in store.objects and not store.private.get("seeded"):
                store.create(key, R.namespace_object(ns))
        store.private["seeded"] = True
        store.save()


def read_tokens(state):
    users = {}
    try:
        with open(os.path.join(state.dir, "tokens"), encoding="utf-8") as f:
            for line in f:
                line = line.strip()
                if "," in line:
                    tok, user = line.split(",", 1)
                    users[tok.strip()] = user.strip()
    except OSError:
        pass
    return users


class StreamClosed(Exception):
    pass


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "traindeck-test-apiserver"
    sys_version = ""

    def log_message(self, fmt, *args):  # the request log is requests.log
        pass

    def version_string(self):
        return self.server_version

    # ---- plumbing ----------------------------------------------------------------------
    def do_GET(self):
        self.dispatch("GET")

    def do_POST(self):
        self.dispatch("POST")

    def do_PUT(self):
        self.dispatch("PUT")

    def do_PATCH(self):
        self.dispatch("PATCH")

    def do_DELETE(self):
        self.dispatch("DELETE")

    def log_request_line(self, status):
        rec = {"method": self.command, "target": self.path, "userAgent": self.headers.get("User-Agent", ""),
               "user": self.user or "", "status": status}
        with STATE.lock:
            with open(os.path.join(STATE.dir, "requests.log"), "a", encoding="utf-8") as f:
                f.write(json.dumps(rec) + "\n")

    def send_json(self, code, body, headers=None):
        data = (json.dumps(body, separators=(",", ":")) + "\n").encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Cache-Control", "no-cache, private")
        self.send_header("Content-Length", str(len(data)))
        for k, v in (headers or []):
            self.send_header(k, v)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)
        self.status_sent = code

    def send_status(self, body, headers=None):
        self.send_json(body["code"], body, headers)

    def start_stream(self, content_type):
        self.send_response(200)
        self.send_header("Content-Type", content_type)
        self.send_header("Cache-Control", "no-cache, private")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        self.status_sent = 200
        self.log_request_line(200)
        self.logged = True

    def chunk(self, data):
        if not data:
            return
        try:
            self.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))
            self.wfile.flush()
        except (OSError, ValueError) as e:
            raise StreamClosed() from e

    def end_stream(self):
        try:
            self.wfile.write(b"0\r\n\r\n")
            self.wfile.flush()
        except (OSError, ValueError):
            self.close_connection = True

    def read_body(self):
        n = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(n) if n > 0 else b""

    # ---- entry ------------------------------------------------------------------------------
    def dispatch(self, method):
        self.user = None
        self.status_sent = 0
        self.logged = False
        self.warnings = []
        try:
            url = urllib.parse.urlsplit(self.path)
            self.query = {k: v[-1] for k, v in urllib.parse.parse_qs(url.query, keep_blank_values=True).items()}
            self.body = self.read_body()
            path = url.path
            if path.startswith("/_test/"):
                self.control(method, path)
            else:
                self.user = self.authenticate()
                if self.user is None:
                    self.send_status(R.status(401, "Unauthorized", "Unauthorized"))
                elif not self.injected_failure(method, path):
                    self.route(method, path)
        except StreamClosed:
            self.close_connection = True
        except (ConnectionError, ssl.SSLError, BrokenPipeError):
            self.close_connection = True
        except Exception as e:  # a bug in the server must still answer like an apiserver
            import traceback
            traceback.print_exc()
            if not self.status_sent:
                self.send_status(R.status(500, "InternalError", "Internal error occurred: %s" % e))
        if not self.logged:
            self.log_request_line(self.status_sent)

    def authenticate(self):
        auth = self.headers.get("Authorization", "")
        if auth.startswith("Bearer "):
            return read_tokens(STATE).get(auth[7:].strip())
        cert = self.connection.getpeercert() if hasattr(self.connection, "getpeercert") else None
        if cert:
            for rdn in cert.get("subject", ()):
                for k, v in rdn:
                    if k == "commonName":
                        return v
        return None

    def injected_failure(self, method, path):
        with STATE.lock:
            rule = None
            for r in STATE.fail_rules:
                if path.startswith(r["path"]) and (not r["method"] or r["method"] == method) and r["count"] > 0:
                    rule = r
                    r["count"] -= 1
                    break
            STATE.fail_rules = [r for r in STATE.fail_rules if r["count"] > 0]
        if not rule:
            return False
        code = rule["status"]
        reasons = {429: ("TooManyRequests", "Too many requests, please try again later."),
                   500: ("InternalError", "Internal error occurred: injected failure"),
                   503: ("ServiceUnavailable", "the server is currently unable to handle the request"),
                   504: ("Timeout", "the server was unable to return a response in the time allotted"),
                   409: ("Conflict", "injected conflict"), 403: ("Forbidden", "injected refusal")}
        reason, message = reasons.get(code, ("InternalError", "injected failure"))
        body = R.status(code, reason, rule["message"] or message)
        headers = []
        if rule["retryAfter"] is not None:
            headers.append(("Retry-After", str(rule["retryAfter"])))
            body["details"] = {"retryAfterSeconds": rule["retryAfter"]}
        self.send_status(body, headers)
        return True

    # ---- control ------------------------------------------------------------------------
    def control(self, method, path):
        auth = self.headers.get("Authorization", "")
        if auth != "Bearer " + STATE.admin_token:
            self.user = "anonymous"
            self.send_status(R.status(401, "Unauthorized", "Unauthorized"))
            return
        self.user = "admin"
        q = self.query
        store = STATE.store
        if path == "/_test/compact" and method == "POST":
            with store.cond:
                store.compact()
                self.send_json(200, {"ok": True, "horizon": store.horizon})
        elif path == "/_test/fail" and method == "POST":
            rule = {"status": int(q.get("status", "500")), "count": int(q.get("count", "1")),
                    "path": q.get("path", "/"), "method": q.get("method", "").upper(),
                    "retryAfter": int(q["retryAfter"]) if q.get("retryAfter") else None,
                    "message": q.get("message", "")}
            with STATE.lock:
                STATE.fail_rules.append(rule)
            self.send_json(200, {"ok": True})
        elif path.startswith("/_test/namespaces/") and method == "POST":
            ns = path[len("/_test/namespaces/"):]
            with store.cond:
                key = ("", "namespaces", "", ns)
                if key not in store.objects:
                    store.create(key, R.namespace_object(ns))
            self.send_json(200, {"ok": True})
        elif path == "/_test/drop-watches" and method == "POST":
            with STATE.lock:
                streams = list(STATE.streams)
            for s in streams:
                try:
                    s.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
            self.send_json(200, {"ok": True, "dropped": len(streams)})
        elif path == "/_test/state" and method == "GET":
            with store.cond:
                self.send_json(200, {"resourceVersion": store.counter, "horizon": store.horizon,
                                     "watches": len(STATE.streams)})
        else:
            self.send_status(R.status(404, "NotFound", "the server could not find the requested resource",
                                      {}))

    # ---- routing ------------------------------------------------------------------------
    def route(self, method, path):
        segs = [s for s in path.split("/") if s]
        simple = {
            "/version": R.version_info, "/api": R.api_versions, "/apis": R.api_groups,
            "/openapi/v3": R.openapi_index,
            "/openapi/v3/apis/%s/%s" % (R.TRAINER, R.TRAINER_V): R.openapi_gv,
        }
        p = "/" + "/".join(segs)
        if p in simple and method == "GET":
            self.send_json(200, simple[p]())
            return
        if p in ("/healthz", "/readyz", "/livez"):
            data = b"ok"
            self.send_response(200)
            self.send_header("Content-Type", "text/plain; charset=utf-8")
            self.send_header("Content-Length", "2")
            self.end_headers()
            self.wfile.write(data)
            self.status_sent = 200
            return
        if p == "/apis/%s" % R.TRAINER and method == "GET":
            self.send_json(200, dict(R.api_groups()["groups"][0], kind="APIGroup", apiVersion="v1"))
            return
        if segs[:2] == ["api", "v1"]:
            group, version, rest = "", "v1", segs[2:]
        elif len(segs) >= 3 and segs[0] == "apis":
            group, version, rest = segs[1], segs[2], segs[3:]
        else:
            self.send_status(R.status(404, "NotFound", "the server could not find the requested resource", {}))
            return
        if not rest:
            if method != "GET":
                self.send_status(R.status(405, "MethodNotAllowed", "the server does not allow this method on the requested resource", {}))
                return
            rl = R.resource_list(group, version)
            if rl is None:
                self.send_status(R.status(404, "NotFound", "the server could not find the requested resource", {}))
            else:
                self.send_json(200, rl)
            return
        ns = None
        if rest[0] == "namespaces" and len(rest) >= 3 and group == "" and rest[2] in ("status", "finalize"):
            pass
        elif rest[0] == "namespaces" and len(rest) >= 3:
            ns, rest = rest[1], rest[2:]
        res = R.find(group, version, rest[0])
        if res is None or (ns is not None and not res.namespaced) or len(rest) > 3:
            self.send_status(R.status(404, "NotFound", "the server could not find the requested resource", {}))
            return
        name = rest[1] if len(rest) > 1 else None
        sub = rest[2] if len(rest) > 2 else None
        if sub not in (None, "status", "log") or (sub == "status" and not res.status) or \
                (sub == "log" and res.resource != "pods"):
            self.send_status(R.status(404, "NotFound", "the server could not find the requested resource", {}))
            return
        watching = self.qbool("watch")
        verb = {"GET": "watch" if watching else ("get" if name else "list"), "POST": "create", "PUT": "update",
                "PATCH": "patch", "DELETE": "delete" if name else "deletecollection"}[method]
        if self.user == "viewer" and verb not in READ_VERBS:
            self.send_status(R.forbidden(res, self.user, verb, name, ns if res.namespaced else None, sub))
            return
        if method == "GET" and name and sub == "log":
            self.pod_log(res, ns, name)
        elif method == "GET" and name and not watching:
            self.get_one(res, ns, name)
        elif method == "GET" and watching:
            if name:  # the deprecated /watch-by-name form is not served; clients use fieldSelector
                self.send_status(R.status(405, "MethodNotAllowed", "the server does not allow this method on the requested resource", {}))
            else:
                self.watch(res, ns)
        elif method == "GET":
            self.list(res, ns)
        elif method == "POST" and not name and (ns or not res.namespaced):
            self.create(res, ns)
        elif method == "PUT" and name:
            self.update(res, ns, name, sub)
        elif method == "PATCH" and name:
            self.patch(res, ns, name, sub)
        elif method == "DELETE" and name and not sub:
            self.delete(res, ns, name)
        elif method == "DELETE" and not name:
            self.delete_collection(res, ns)
        else:
            self.send_status(R.status(405, "MethodNotAllowed", "the server does not allow this method on the requested resource", {}))

    # ---- helpers ----------------------------------------------------------------------
    def qbool(self, name):
        """apimachinery's query bool: present and neither "0" nor "false" (any case) is true."""
        v = self.query.get(name)
        return v is not None and v != "0" and v.lower() != "false"

    def key(self, res, ns, name):
        return (res.group, res.resource, (ns or "") if res.namespaced else "", name)

    def wants_table(self):
        return TABLE_MARK in self.headers.get("Accept", "")

    def warn_headers(self):
        return [("Warning", '299 - "%s"' % w.replace('"', '\\"')) for w in self.warnings]

    def decode_body(self):
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
        return STATE.store.get(("", "namespaces", "", ns)) is not None

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
        if STATE.store.get(rkey) is None:
            value = 'v1alpha1.RuntimeRef{Name:"%s", APIGroup:(*string)(0xc000a1c2d0), Kind:(*string)(0xc000a1c2e0)}' % ref["name"]
            return R.status(403, "Forbidden", hook + '%s: Invalid value: %s: %s.%s "%s" not found: specified %s must be created before the TrainJob is created'
                            % (field, value, rkey[1], R.TRAINER, ref["name"], what))
        return None

    # ---- verbs ----------------------------------------------------------------------------
    def get_one(self, res, ns, name):
        obj = STATE.store.get(self.key(res, ns, name))
        if obj is None:
            self.send_status(R.not_found(res, name))
        elif self.wants_table():
            self.send_json(200, R.table(res, [obj], self.query.get("includeObject", "Metadata"),
                                        {"resourceVersion": obj["metadata"]["resourceVersion"]}))
        else:
            self.send_json(200, obj)

    def selectors(self, res):
        try:
            labels = parse_label_selector(self.query.get("labelSelector", ""))
            fields = parse_field_selector(self.query.get("fieldSelector", ""), res.fields)
        except SelectorError as e:
            self.send_status(R.status(400, "BadRequest", str(e)))
            return None
        return labels, fields

    def matches(self, res, ns, key, obj, labels, fields):
        if key[0] != res.group or key[1] != res.resource:
            return False
        if res.namespaced and ns and key[2] != ns:
            return False
        return label_matches(labels, obj["metadata"].get("labels")) and field_matches(fields, obj)

    def list(self, res, ns):
        sel = self.selectors(res)
        if sel is None:
            return
        labels, fields = sel
        store = STATE.store
        q = self.query
        limit = int(q.get("limit") or 0)
        cont = q.get("continue", "")
        start = ""
        with store.cond:
            try:
                if cont:
                    token = decode_continue(cont)
                    if token is None:
                        self.send_status(R.status(400, "BadRequest", "continue key is not valid: invalid continue token"))
                        return
                    rv, start = token
                    if rv < store.horizon:
                        raise Expired("The provided continue parameter is too old to display a consistent list result. You can start a new list without the continue parameter, or use the continue token in this response to retrieve the remainder of the results. Continuing with the provided token results in an inconsistent list - objects that were created, modified, or deleted between the time the first chunk was returned and now may show up in the list.")
                    objects = store.snapshot(rv)
                elif q.get("resourceVersionMatch") == "Exact" and q.get("resourceVersion"):
                    rv = int(q["resourceVersion"])
                    objects = store.snapshot(rv)
                else:
                    rv = store.counter
                    objects = store.objects
            except Expired as e:
                self.send_status(R.status(410, "Expired", e.message))
                return
            matching = sorted(((k, o) for k, o in objects.items() if self.matches(res, ns, k, o, labels, fields)),
                              key=lambda ko: (ko[0][2], ko[0][3]))
            import copy as _copy
            items = []
            more = 0
            next_start = ""
            for k, o in matching:
                pos = "%s/%s" % (k[2], k[3]) if res.namespaced else k[3]
                if start and pos <= start.rstrip("\x00"):
                    continue
                if limit and len(items) >= limit:
                    more += 1
                    continue
                items.append(_copy.deepcopy(o))
                next_start = pos + "\x00"
        meta = {"resourceVersion": str(rv)}
        if more:
            meta["continue"] = encode_continue(rv, next_start)
            meta["remainingItemCount"] = more
        if self.wants_table():
            self.send_json(200, R.table(res, items, q.get("includeObject", "Metadata"), meta))
            return
        for it in items:
            it.setdefault("kind", res.kind)
            it.setdefault("apiVersion", res.api_version)
        self.send_json(200, {"kind": res.kind + "List", "apiVersion": res.api_version, "metadata": meta,
                             "items": items})

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
        if res.resource == "trainjobs":
            obj.pop("status", None)
        if res.resource == "pods":
            obj["status"] = {"phase": "Pending", "qosClass": "BestEffort"}
        if res.resource == "namespaces":
            obj["spec"] = {"finalizers": ["kubernetes"]}
            obj["status"] = {"phase": "Active"}
            md.setdefault("labels", {})["kubernetes.io/metadata.name"] = md["name"]
        if res.is_crd or res.resource == "pods":
            md["generation"] = 1
        store = STATE.store
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
        store = STATE.store
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
            import copy as _copy
            if sub == "status":
                result = _copy.deepcopy(cur)
                if "status" in new:
                    result["status"] = new["status"]
                else:
                    result.pop("status", None)
            else:
                result = _copy.deepcopy(new)
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
        cur = STATE.store.get(self.key(res, ns, name))
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
        store = STATE.store
        gone = store.delete(key)
        if res.resource == "trainjobs":
            # The JobSet and its Jobs go with the TrainJob; their pods follow (background GC).
            for k, o in list(store.objects.items()):
                if k[1] == "pods" and k[2] == key[2] and \
                        (o["metadata"].get("labels") or {}).get("jobset.sigs.k8s.io/jobset-name") == key[3]:
                    store.delete(k)
                    store.drop_logs(k[2], k[3])
        elif res.resource == "pods":
            store.drop_logs(key[2], key[3])
        elif res.resource == "namespaces":
            for k in [k for k in store.objects if k[2] == key[3]]:
                store.delete(k)
        return gone

    def delete(self, res, ns, name):
        store = STATE.store
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
        store = STATE.store
        with store.cond:
            keys = [k for k, o in store.objects.items() if self.matches(res, ns, k, o, labels, fields)]
            items = [self.delete_object(res, k) for k in sorted(keys)]
            rv = store.counter
        self.send_json(200, {"kind": res.kind + "List", "apiVersion": res.api_version,
                             "metadata": {"resourceVersion": str(rv)}, "items": items})

    # ---- watch ----------------------------------------------------------------------------
    def watch(self, res, ns):
        sel = self.selectors(res)
        if sel is None:
            return
        labels, fields = sel
        q = self.query
        store = STATE.store
        rv_param = q.get("resourceVersion", "")
        bookmarks = self.qbool("allowWatchBookmarks")
        timeout = float(q.get("timeoutSeconds") or 1800)
        deadline = time.monotonic() + timeout
        table = self.wants_table()
        include = q.get("includeObject", "Metadata")
        initial, expired = [], None
        with store.cond:
            if rv_param in ("", "0"):
                pos = store.counter
                initial = sorted(((k, o) for k, o in store.objects.items()
                                  if self.matches(res, ns, k, o, labels, fields)), key=lambda ko: ko[0])
                initial = [o for _, o in initial]
            else:
                try:
                    pos = int(rv_param)
                except ValueError:
                    self.send_status(R.status(400, "BadRequest", 'invalid resource version: %s' % rv_param))
                    return
                if pos < store.horizon:
                    expired = "too old resource version: %d (%d)" % (pos, store.horizon)
        self.start_stream("application/json")
        conn = self.connection
        with STATE.lock:
            STATE.streams.add(conn)
        headers = [True]

        def send(type_, obj):
            if table and type_ in ("ADDED", "MODIFIED", "DELETED"):
                obj = R.table(res, [obj], include, {"resourceVersion": obj["metadata"]["resourceVersion"]},
                              headers=headers[0])
                if headers[0]:
                    headers[0] = False
                else:
                    del obj["columnDefinitions"]
            self.chunk((json.dumps({"type": type_, "object": obj}, separators=(",", ":")) + "\n").encode())

        def bookmark(rv):
            send("BOOKMARK", {"kind": res.kind, "apiVersion": res.api_version,
                              "metadata": {"resourceVersion": str(rv), "creationTimestamp": None}})

        try:
            if expired:
                send("ERROR", R.status(410, "Expired", expired))
                self.end_stream()
                return
            for o in initial:
                o = dict(o)
                send("ADDED", o)
            last = time.monotonic()
            while not STATE.stopping:
                now = time.monotonic()
                if now >= deadline:
                    if bookmarks:
                        bookmark(pos)
                    break
                with store.cond:
                    try:
                        evs = store.events_after(pos)
                        if not evs:
                            store.cond.wait(min(1.0, deadline - now))
                            evs = store.events_after(pos)
                    except Expired as e:
                        evs = None
                        err = e.message
                    if evs is not None:
                        evs = list(evs)
                        if evs:
                            pos = evs[-1]["rv"]
                if evs is None:
                    send("ERROR", R.status(410, "Expired", err))
                    break
                sent = False
                for e in evs:
                    out = self.watch_event(res, ns, e, labels, fields)
                    if out:
                        send(out[0], out[1])
                        sent = True
                if sent:
                    last = time.monotonic()
                elif bookmarks and time.monotonic() - last >= 1.0:
                    bookmark(pos)
                    last = time.monotonic()
            self.end_stream()
        except StreamClosed:
            self.close_connection = True
        finally:
            with STATE.lock:
                STATE.streams.discard(conn)

    def watch_event(self, res, ns, e, labels, fields):
        """What a watcher with these selectors sees of one change: an object entering the selection
        is ADDED, one leaving it DELETED, as the watch cache does."""
        key = e["key"]
        if key[0] != res.group or key[1] != res.resource or (res.namespaced and ns and key[2] != ns):
            return None
        obj = e["object"]
        now = self.matches(res, ns, key, obj, labels, fields)
        before = e["prev"] is not None and self.matches(res, ns, key, e["prev"], labels, fields)
        if e["type"] == "ADDED":
            return ("ADDED", obj) if now else None
        if e["type"] == "DELETED":
            return ("DELETED", obj) if before else None
        if now and before:
            return ("MODIFIED", obj)
        if now:
            return ("ADDED", obj)
        if before:
            return ("DELETED", obj)
        return None

    # ---- logs ----------------------------------------------------------------------------
    def pod_log(self, res, ns, name):
        store = STATE.store
        pod = store.get(self.key(res, ns, name))
        if pod is None:
            self.send_status(R.not_found(res, name))
            return
        q = self.query
        names = [c["name"] for c in pod.get("spec", {}).get("containers", [])]
        container = q.get("container", "")
        if not container:
            default = (pod["metadata"].get("annotations") or {}).get("kubectl.kubernetes.io/default-container")
            if default:
                container = default
            elif len(names) == 1:
                container = names[0]
            else:
                self.send_status(R.status(400, "BadRequest", "a container name must be specified for pod %s, choose one of: [%s]" % (name, " ".join(names))))
                return
        if container not in names:
            self.send_status(R.status(400, "BadRequest", "container %s is not valid for pod %s" % (container, name)))
            return
        for cs in pod.get("status", {}).get("containerStatuses") or []:
            if cs.get("name") == container and "waiting" in cs.get("state", {}):
                self.send_status(R.status(400, "BadRequest", 'container "%s" in pod "%s" is waiting to start: %s'
                                          % (container, name, cs["state"]["waiting"].get("reason", "ContainerCreating"))))
                return
        if pod.get("status", {}).get("phase", "Pending") == "Pending":
            self.send_status(R.status(400, "BadRequest", 'container "%s" in pod "%s" is waiting to start: ContainerCreating' % (container, name)))
            return
        follow = self.qbool("follow")
        stamps = self.qbool("timestamps")
        since = None
        if q.get("sinceTime"):
            since = parse_rfc3339(q["sinceTime"])
        elif q.get("sinceSeconds"):
            since = time.time() - int(q["sinceSeconds"])
        tail = int(q["tailLines"]) if q.get("tailLines") else None
        limit = int(q["limitBytes"]) if q.get("limitBytes") else None
        lines = store.log_lines(ns, name, container)
        if since is not None:
            lines = [ln for ln in lines if ln[0] / 1e9 >= since]
        if tail is not None:
            lines = lines[-tail:] if tail > 0 else []
        self.start_stream("text/plain")
        conn = self.connection
        with STATE.lock:
            STATE.streams.add(conn)
        budget = [limit]

        def emit(ln):
            text = (rfc3339nano(ln[0]) + " " if stamps else "") + ln[1]
            data = text.encode()
            if budget[0] is not None:
                data = data[:budget[0]]
                budget[0] -= len(data)
            self.chunk(data)
            return budget[0] is None or budget[0] > 0

        try:
            seen = len(store.log_lines(ns, name, container))
            going = all(emit(ln) for ln in lines)
            while follow and going and not STATE.stopping:
                with store.cond:
                    now = store.log_lines(ns, name, container)
                    pod = store.objects.get(self.key(res, ns, name))
                    ended = pod is None or pod.get("status", {}).get("phase") in ("Succeeded", "Failed")
                    if len(now) == seen and not ended:
                        store.cond.wait(1.0)
                        continue
                fresh, seen = now[seen:], len(now)
                going = all(emit(ln) for ln in fresh)
                if ended and not fresh:
                    break
            self.end_stream()
        except StreamClosed:
            self.close_connection = True
        finally:
            with STATE.lock:
                STATE.streams.discard(conn)


class Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    request_queue_size = 64

    def __init__(self, addr, ctx):
        self.ctx = ctx
        super().__init__(addr, Handler)

    def finish_request(self, request, client_address):
        request.settimeout(15)
        try:
            tls = self.ctx.wrap_socket(request, server_side=True)
        except (ssl.SSLError, OSError):
            request.close()
            return
        tls.settimeout(None)
        try:
            self.RequestHandlerClass(tls, client_address, self)
        except (OSError, ssl.SSLError):
            pass
        finally:
            try:
                tls.close()
            except OSError:
                pass

    def shutdown_request(self, request):
        try:
            request.close()
        except OSError:
            pass


def main():
    global STATE
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--dir", required=True)
    ap.add_argument("--port", type=int, default=0)
    ap.add_argument("--controller-tick-ms", type=int, default=200)
    ap.add_argument("--no-controller", action="store_true")
    args = ap.parse_args()
    STATE = State(args)
    ensure_dir(STATE)
    pki = os.path.join(STATE.dir, "pki")
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    ctx.load_cert_chain(os.path.join(pki, "server.crt"), os.path.join(pki, "server.key"))
    ctx.load_verify_locations(os.path.join(pki, "ca.crt"))
    ctx.verify_mode = ssl.CERT_OPTIONAL
    ctx.set_alpn_protocols(["http/1.1"])
    server = Server(("127.0.0.1", args.port), ctx)
    port = server.server_address[1]

    controller = None
    if not args.no_controller:
        import kcontroller
        controller = kcontroller.Controller(STATE.store, args.controller_tick_ms / 1000.0)
        controller.start()

    def on_term(signum, frame):
        STATE.stopping = True
        threading.Thread(target=server.shutdown, daemon=True).start()

    signal.signal(signal.SIGTERM, on_term)
    signal.signal(signal.SIGINT, on_term)
    ready = os.path.join(STATE.dir, "ready.json")
    with open(ready + ".tmp", "w", encoding="utf-8") as f:
        json.dump({"port": port, "pid": os.getpid(), "url": "https://127.0.0.1:%d" % port}, f)
    os.replace(ready + ".tmp", ready)
    try:
        server.serve_forever(poll_interval=0.2)
    finally:
        STATE.stopping = True
        if controller:
            controller.stop()
        with STATE.store.cond:
            STATE.store.cond.notify_all()
        end = time.monotonic() + 1.5
        while time.monotonic() < end:
            with STATE.lock:
                if not STATE.streams:
                    break
            time.sleep(0.05)
        try:
            os.remove(ready)
        except OSError:
            pass
        sys.stdout.flush()
        os._exit(0)


if __name__ == "__main__":
    main()
