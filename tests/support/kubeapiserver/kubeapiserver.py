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
user `viewer` may only get/list/watch, `traindeck-other` is a second full user), admin-token (for /_test), store.json (objects, history,
counter, horizon, logs: written every 100 ms and on SIGTERM, kept across restarts), requests.log (one JSON line per request:
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
  POST /_test/trainer?installed=false uninstall Trainer: its group leaves discovery, its paths
                                      answer 404 "404 page not found" (plain text); =true undoes
  POST /_test/metrics?installed=true  install the metrics server (off at first): metrics.k8s.io/v1beta1
                                      joins discovery and serves PodMetrics of Running pods, each
                                      container at 250m CPU and 64Mi (or the pod's annotations
                                      test.traindeck.io/cpu-usage and /memory-usage); =false
                                      takes it out again (404 "404 page not found", as trainer)
  POST /_test/deny?user=U&namespace=NS[&clear=true]
                                      every request of user U in namespace NS answers 403 with the
                                      authorizer's Status
SIGTERM ends the process promptly; open streams are ended first.
"""

import argparse
import copy
import json
import os
import secrets
import signal
import socket
import ssl
import sys
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

# The source tree stays clean: no __pycache__ beside the modules.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import kpki  # noqa: E402
import kstate  # noqa: E402
from kstate import State, StreamClosed  # noqa: E402
from kstreams import StreamsMixin  # noqa: E402
from kwrites import WritesMixin  # noqa: E402
import kresources as R  # noqa: E402
from kstore import (Expired, SelectorError, decode_continue, encode_continue,  # noqa: E402
                    field_matches, label_matches, now_rfc3339, parse_field_selector,
                    parse_label_selector)

READ_VERBS = {"get", "list", "watch"}
TABLE_MARK = "as=Table"


def ensure_dir(state):
    os.makedirs(state.dir, exist_ok=True)
    kpki.ensure(os.path.join(state.dir, "pki"))
    tokens = os.path.join(state.dir, "tokens")
    if not os.path.exists(tokens):
        with open(tokens + ".tmp", "w", encoding="utf-8") as f:
            f.write("%s,traindeck-test\nreadonly-token-%s,viewer\nother-token-%s,traindeck-other\n"
                    % (secrets.token_hex(16), secrets.token_hex(8), secrets.token_hex(8)))
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
        if not store.private.get("seeded"):
            # What Trainer's Helm chart installs for clients to read its version (a test may delete it).
            store.create(("", "configmaps", "kubeflow-system", "kubeflow-trainer-public"),
                         {"kind": "ConfigMap", "apiVersion": "v1",
                          "metadata": {"name": "kubeflow-trainer-public", "namespace": "kubeflow-system",
                                       # The labels of a Helm install named kubeflow-trainer.
                                       "labels": {"helm.sh/chart": "kubeflow-trainer-2.3.0",
                                                  "app.kubernetes.io/name": "kubeflow-trainer",
                                                  "app.kubernetes.io/instance": "kubeflow-trainer",
                                                  "app.kubernetes.io/version": "2.3.0",
                                                  "app.kubernetes.io/managed-by": "Helm",
                                                  "app.kubernetes.io/part-of": "kubeflow",
                                                  "app.kubernetes.io/component": "manager"}},
                          "data": {"kubeflow_trainer_version": R.TRAINER_RELEASE}})
        store.private["seeded"] = True
        R.DISABLED.clear()
        R.DISABLED.update(store.private["disabledGroups"] if "disabledGroups" in store.private
                          else R.DISABLED_AT_FIRST)
        state.denials = {tuple(d) for d in store.private.get("denials") or []}
        store.save()
    store.flush()


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


class Handler(WritesMixin, StreamsMixin, BaseHTTPRequestHandler):
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
        with kstate.STATE.lock:
            with open(os.path.join(kstate.STATE.dir, "requests.log"), "a", encoding="utf-8") as f:
                f.write(json.dumps(rec) + "\n")

    def send_json(self, code, body, headers=None, content_type="application/json"):
        data = (json.dumps(body, separators=(",", ":")) + "\n").encode()
        self.send_response(code)
        self.send_header("Content-Type", content_type)
        self.send_header("Cache-Control", "no-cache, private")
        self.send_header("Content-Length", str(len(data)))
        for k, v in (headers or []):
            self.send_header(k, v)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)
        self.status_sent = code

    def send_plain(self, code, data):
        self.send_response(code)
        self.send_header("Content-Type", "text/plain; charset=utf-8")
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Content-Length", str(len(data)))
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
        if "chunked" in self.headers.get("Transfer-Encoding", "").lower():
            # Go clients stream bodies of unknown length (kubectl create) chunked.
            data = b""
            while True:
                size = int(self.rfile.readline().split(b";")[0].strip() or b"0", 16)
                if size == 0:
                    while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                        pass
                    return data
                data += self.rfile.read(size)
                self.rfile.readline()
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
            return read_tokens(kstate.STATE).get(auth[7:].strip())
        cert = self.connection.getpeercert() if hasattr(self.connection, "getpeercert") else None
        if cert:
            for rdn in cert.get("subject", ()):
                for k, v in rdn:
                    if k == "commonName":
                        return v
        return None

    def injected_failure(self, method, path):
        with kstate.STATE.lock:
            rule = None
            for r in kstate.STATE.fail_rules:
                if path.startswith(r["path"]) and (not r["method"] or r["method"] == method) and r["count"] > 0:
                    rule = r
                    r["count"] -= 1
                    break
            kstate.STATE.fail_rules = [r for r in kstate.STATE.fail_rules if r["count"] > 0]
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
        if auth != "Bearer " + kstate.STATE.admin_token:
            self.user = "anonymous"
            self.send_status(R.status(401, "Unauthorized", "Unauthorized"))
            return
        self.user = "admin"
        q = self.query
        store = kstate.STATE.store
        if path == "/_test/compact" and method == "POST":
            with store.cond:
                store.compact()
                self.send_json(200, {"ok": True, "horizon": store.horizon})
        elif path == "/_test/fail" and method == "POST":
            rule = {"status": int(q.get("status", "500")), "count": int(q.get("count", "1")),
                    "path": q.get("path", "/"), "method": q.get("method", "").upper(),
                    "retryAfter": int(q["retryAfter"]) if q.get("retryAfter") else None,
                    "message": q.get("message", "")}
            with kstate.STATE.lock:
                kstate.STATE.fail_rules.append(rule)
            self.send_json(200, {"ok": True})
        elif path.startswith("/_test/namespaces/") and method == "POST":
            ns = path[len("/_test/namespaces/"):]
            with store.cond:
                key = ("", "namespaces", "", ns)
                if key not in store.objects:
                    store.create(key, R.namespace_object(ns))
            self.send_json(200, {"ok": True})
        elif path == "/_test/drop-watches" and method == "POST":
            with kstate.STATE.lock:
                streams = list(kstate.STATE.streams)
            for s in streams:
                try:
                    s.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
            self.send_json(200, {"ok": True, "dropped": len(streams)})
        elif path == "/_test/trainer" and method == "POST":
            installed = q.get("installed", "true").lower() != "false"
            with store.cond:
                if installed:
                    R.DISABLED.discard(R.TRAINER)
                else:
                    R.DISABLED.add(R.TRAINER)
                store.private["disabledGroups"] = sorted(R.DISABLED)
                store.save()
            self.send_json(200, {"ok": True, "installed": installed})
        elif path == "/_test/metrics" and method == "POST":
            installed = q.get("installed", "true").lower() != "false"
            with store.cond:
                if installed:
                    R.DISABLED.discard(R.METRICS)
                else:
                    R.DISABLED.add(R.METRICS)
                store.private["disabledGroups"] = sorted(R.DISABLED)
                store.save()
            self.send_json(200, {"ok": True, "installed": installed})
        elif path == "/_test/deny" and method == "POST":
            if not q.get("user") or not q.get("namespace"):
                self.send_status(R.status(400, "BadRequest", "user and namespace are required"))
                return
            rule = (q["user"], q["namespace"])
            with store.cond:
                if q.get("clear", "").lower() == "true":
                    kstate.STATE.denials.discard(rule)
                else:
                    kstate.STATE.denials.add(rule)
                store.private["denials"] = sorted(list(d) for d in kstate.STATE.denials)
                store.save()
            self.send_json(200, {"ok": True, "denials": sorted(list(d) for d in kstate.STATE.denials)})
        elif path == "/_test/state" and method == "GET":
            with store.cond:
                self.send_json(200, {"resourceVersion": store.counter, "horizon": store.horizon,
                                     "watches": len(kstate.STATE.streams)})
        else:
            self.send_status(R.status(404, "NotFound", "the server could not find the requested resource",
                                      {}))

    # ---- routing ------------------------------------------------------------------------
    def route(self, method, path):
        segs = [s for s in path.split("/") if s]
        if len(segs) >= 2 and segs[0] == "apis" and segs[1] in R.DISABLED:
            # No handler serves the group: the apiserver's NotFound handler ends with Go's
            # http.NotFound, a plain-text body and no Status.
            self.send_plain(404, b"404 page not found\n")
            return
        simple = {
            "/version": R.version_info, "/api": R.api_versions, "/apis": R.api_groups,
            "/openapi/v3": R.openapi_index,
        }
        p = "/" + "/".join(segs)
        if segs[:3] == ["openapi", "v3", "apis"] and len(segs) == 5 and method == "GET" \
                and R.group_versions().get(segs[3]) == segs[4]:
            self.send_json(200, R.openapi_gv(segs[3], segs[4]))
            return
        if p in ("/api", "/apis") and method == "GET":
            aggregated = self.aggregated_discovery()
            if aggregated:
                self.send_json(200, R.aggregated(p == "/api", aggregated), content_type=
                               "application/json;g=apidiscovery.k8s.io;v=%s;as=APIGroupDiscoveryList" % aggregated)
                return
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
        if len(segs) == 2 and segs[0] == "apis" and segs[1] in R.group_versions() and method == "GET":
            self.send_json(200, dict(R.api_group(segs[1], R.group_versions()[segs[1]]), kind="APIGroup",
                                     apiVersion="v1"))
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
        if (self.user == "viewer" and verb not in READ_VERBS) or (ns and (self.user, ns) in kstate.STATE.denials):
            self.send_status(R.forbidden(res, self.user, verb, name, ns if res.namespaced else None, sub))
            return
        if res.group == R.METRICS:
            if method != "GET" or watching or sub:
                self.send_status(R.status(405, "MethodNotAllowed", "the server does not allow this method on the requested resource", {}))
            else:
                self.pod_metrics(ns, name)
        elif method == "GET" and name and sub == "log":
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
    def aggregated_discovery(self):
        """"v2" or "v2beta1" when Accept prefers aggregated discovery (kubectl 1.26+), else None."""
        for part in self.headers.get("Accept", "").split(","):
            params = {kv.split("=", 1)[0].strip(): kv.split("=", 1)[1].strip()
                      for kv in part.split(";")[1:] if "=" in kv}
            if params.get("g") == "apidiscovery.k8s.io" and params.get("as") == "APIGroupDiscoveryList" \
                    and params.get("v") in ("v2", "v2beta1"):
                return params["v"]
            if part.split(";")[0].strip() in ("application/json", "*/*"):
                return None
        return None

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

    def pod_metrics(self, ns, name):
        """metrics-server's answers: one PodMetrics (404 for a pod that is not Running, as it
        has no metrics for it), or a PodMetricsList of the Running pods (labelSelector
        honoured)."""
        pods = R.find("", "v1", "pods")
        sel = self.selectors(pods)
        if sel is None:
            return
        labels, fields = sel
        store = kstate.STATE.store
        stamp = now_rfc3339()
        with store.cond:
            items = [copy.deepcopy(obj) for key, obj in sorted(store.objects.items())
                     if self.matches(pods, ns, key, obj, labels, fields)
                     and (name is None or key[3] == name)
                     and obj.get("status", {}).get("phase") == "Running"]
        if name is not None:
            if not items:
                self.send_status(R.status(404, "NotFound", 'podmetrics.metrics.k8s.io "%s/%s" not found' % (ns, name),
                                          {"name": "%s/%s" % (ns, name), "group": R.METRICS, "kind": "pods"}))
            else:
                self.send_json(200, R.pod_metrics(items[0], stamp))
            return
        self.send_json(200, {"kind": "PodMetricsList", "apiVersion": "%s/%s" % (R.METRICS, R.METRICS_V),
                             "metadata": {}, "items": [R.pod_metrics(p, stamp) for p in items]})

    def get_one(self, res, ns, name):
        obj = kstate.STATE.store.get(self.key(res, ns, name))
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
        store = kstate.STATE.store
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
                items.append(copy.deepcopy(o))
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
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--dir", required=True)
    ap.add_argument("--port", type=int, default=0)
    ap.add_argument("--controller-tick-ms", type=int, default=200)
    ap.add_argument("--no-controller", action="store_true")
    args = ap.parse_args()
    kstate.STATE = State(args)
    ensure_dir(kstate.STATE)
    pki = os.path.join(kstate.STATE.dir, "pki")
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
        controller = kcontroller.Controller(kstate.STATE.store, args.controller_tick_ms / 1000.0)
        controller.start()

    def on_term(signum, frame):
        kstate.STATE.stopping = True
        threading.Thread(target=server.shutdown, daemon=True).start()

    flushing = threading.Event()
    kstate.STATE.store.start_flushing(flushing)
    signal.signal(signal.SIGTERM, on_term)
    signal.signal(signal.SIGINT, on_term)
    ready = os.path.join(kstate.STATE.dir, "ready.json")
    with open(ready + ".tmp", "w", encoding="utf-8") as f:
        json.dump({"port": port, "pid": os.getpid(), "url": "https://127.0.0.1:%d" % port}, f)
    os.replace(ready + ".tmp", ready)
    try:
        server.serve_forever(poll_interval=0.2)
    finally:
        kstate.STATE.stopping = True
        if controller:
            controller.stop()
        with kstate.STATE.store.cond:
            kstate.STATE.store.cond.notify_all()
        end = time.monotonic() + 1.5
        while time.monotonic() < end:
            with kstate.STATE.lock:
                if not kstate.STATE.streams:
                    break
            time.sleep(0.05)
        flushing.set()
        kstate.STATE.store.flush()
        try:
            os.remove(ready)
        except OSError:
            pass
        sys.stdout.flush()
        os._exit(0)


if __name__ == "__main__":
    main()
