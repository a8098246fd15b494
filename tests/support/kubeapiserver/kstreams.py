# SPDX-FileCopyrightText: 2026 The TrainDeck authors
# SPDX-License-Identifier: Apache-2.0
"""Streams of the test API server: watches (from a revision, with selectors, bookmarks, Tables,
410 after compaction) and pod logs (follow, timestamps, since, tail, limit)."""

import json
import time

import kresources as R
import kstate
from kstate import StreamClosed
from kstore import Expired, parse_rfc3339, rfc3339nano


class StreamsMixin:
    def watch(self, res, ns):
        sel = self.selectors(res)
        if sel is None:
            return
        labels, fields = sel
        q = self.query
        store = kstate.STATE.store
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
        with kstate.STATE.lock:
            kstate.STATE.streams.add(conn)
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
            while not kstate.STATE.stopping:
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
            with kstate.STATE.lock:
                kstate.STATE.streams.discard(conn)

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

    def pod_log(self, res, ns, name):
        store = kstate.STATE.store
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
        if not (pod.get("spec") or {}).get("nodeName"):
            # The apiserver cannot reach a kubelet before the scheduler picked a node.
            self.send_status(R.status(400, "BadRequest", "pod %s does not have a host assigned" % name))
            return
        previous = self.qbool("previous")
        status = None
        for cs in pod.get("status", {}).get("containerStatuses") or []:
            if cs.get("name") == container:
                status = cs
        if previous and store.log_lines(ns, name, container, previous=True) is None:
            # The kubelet's answer when the container never restarted.
            self.send_status(R.status(400, "BadRequest", 'previous terminated container "%s" in pod "%s" not found'
                                      % (container, name)))
            return
        for cs in [] if previous else pod.get("status", {}).get("containerStatuses") or []:
            if cs.get("name") == container and "waiting" in cs.get("state", {}):
                self.send_status(R.status(400, "BadRequest", 'container "%s" in pod "%s" is waiting to start: %s'
                                          % (container, name, cs["state"]["waiting"].get("reason", "ContainerCreating"))))
                return
        if not previous and pod.get("status", {}).get("phase", "Pending") == "Pending":
            self.send_status(R.status(400, "BadRequest", 'container "%s" in pod "%s" is waiting to start: ContainerCreating' % (container, name)))
            return
        # follow on a previous container's log has nothing more to wait for.
        follow = self.qbool("follow") and not previous
        restarts = (status or {}).get("restartCount", 0)
        stamps = self.qbool("timestamps")
        since = None
        if q.get("sinceTime"):
            since = parse_rfc3339(q["sinceTime"])
        elif q.get("sinceSeconds"):
            since = time.time() - int(q["sinceSeconds"])
        tail = int(q["tailLines"]) if q.get("tailLines") else None
        limit = int(q["limitBytes"]) if q.get("limitBytes") else None
        lines = store.log_lines(ns, name, container, previous=previous)
        seen = len(lines)
        if since is not None:
            lines = [ln for ln in lines if ln[0] / 1e9 >= since]
        if tail is not None:
            lines = lines[-tail:] if tail > 0 else []
        self.start_stream("text/plain")
        conn = self.connection
        with kstate.STATE.lock:
            kstate.STATE.streams.add(conn)
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
            going = all(emit(ln) for ln in lines)
            while follow and going and not kstate.STATE.stopping:
                with store.cond:
                    now = store.log_lines(ns, name, container)
                    pod = store.objects.get(self.key(res, ns, name))
                    ended = pod is None or pod.get("status", {}).get("phase") in ("Succeeded", "Failed")
                    for cs in [] if ended else pod.get("status", {}).get("containerStatuses") or []:
                        # The followed container ends even when the kubelet starts a new one.
                        if cs.get("name") == container and ("terminated" in cs.get("state", {})
                                                            or cs.get("restartCount", 0) != restarts):
                            ended = True
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
            with kstate.STATE.lock:
                kstate.STATE.streams.discard(conn)
