# SPDX-FileCopyrightText: 2026 The TrainDeck authors
# SPDX-License-Identifier: Apache-2.0
"""The store of the test API server: objects, one global resourceVersion counter, the event
history watches and paged lists read from, compaction, pod logs, all persisted in one file so a
restarted server resumes where it stopped (like an apiserver restarted with etcd intact).

Snapshot rule: `base` holds the objects as they were at the compaction horizon, `history` every
change after it; the state at any revision >= horizon is base + the history up to it, which is
what consistent paged lists (continue tokens) and watches from a revision need."""

import base64
import bisect
import copy
import datetime
import json
import os
import threading
import time
import uuid


def now_rfc3339():
    return datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def rfc3339nano(ns):
    """Go's time.RFC3339Nano: trailing zeros of the fraction are dropped."""
    secs, frac = divmod(ns, 1_000_000_000)
    base = datetime.datetime.fromtimestamp(secs, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S")
    if frac:
        base += "." + ("%09d" % frac).rstrip("0")
    return base + "Z"


def parse_rfc3339(text):
    """Seconds since the epoch of an RFC 3339 time, fractions allowed; None when malformed."""
    try:
        t = text.strip().replace("z", "Z")
        frac_ns = 0
        if "." in t:
            head, rest = t.split(".", 1)
            digits = ""
            while rest and rest[0].isdigit():
                digits += rest[0]
                rest = rest[1:]
            frac_ns = int((digits + "000000000")[:9]) if digits else 0
            t = head + rest
        dt = datetime.datetime.fromisoformat(t.replace("Z", "+00:00"))
        return dt.timestamp() + frac_ns / 1e9
    except ValueError:
        return None


def key_of(obj, group, resource):
    md = obj["metadata"]
    return (group, resource, md.get("namespace", ""), md["name"])


def key_str(key):
    return "\x1f".join(key)


def key_from_str(text):
    return tuple(text.split("\x1f"))


class Expired(Exception):
    def __init__(self, message):
        super().__init__(message)
        self.message = message


class Store:
    """Thread-safe: every method takes `cond`. Watchers wait on `cond` for new history."""

    def __init__(self, path):
        self.path = path
        self.cond = threading.Condition()
        self.counter = 1
        self.horizon = 1
        self.base = {}  # key -> object at the horizon
        self.objects = {}  # key -> current object
        self.history = []  # [{"rv", "type", "key", "object", "prev"}], rv ascending
        self.history_rvs = []
        self.logs = {}  # "ns/pod/container" -> [[ns_time, line], ...]
        self.private = {}  # the simulated controller's own state, keyed by its choice
        self.generation = 0  # bumped on compaction so watchers notice
        self.dirty = False
        if os.path.exists(path):
            self._load()

    # ---- persistence -------------------------------------------------------------------
    def _load(self):
        with open(self.path, encoding="utf-8") as f:
            data = json.load(f)
        self.counter = data["counter"]
        self.horizon = data["horizon"]
        self.base = {key_from_str(k): v for k, v in data["base"].items()}
        self.history = data["history"]
        self.history_rvs = [h["rv"] for h in self.history]
        self.logs = data.get("logs", {})
        self.private = data.get("private", {})
        self.objects = dict(self.base)
        for h in self.history:
            # The previous state of each change is not stored: it is the state before it.
            h["key"] = tuple(h["key"])
            h["prev"] = self.objects.get(h["key"])
            self._apply(self.objects, h)

    def save(self):
        """Caller holds cond. Marks the store for the next flush (at most every 100 ms, and at
        exit): writing the whole file after each change would make big stores slow."""
        self.dirty = True

    def flush(self):
        """Writes the file if anything changed; takes cond only while serializing."""
        with self.cond:
            if not self.dirty:
                return
            data = {
                "counter": self.counter,
                "horizon": self.horizon,
                "base": {key_str(k): v for k, v in self.base.items()},
                "history": [{"rv": h["rv"], "type": h["type"], "key": list(h["key"]), "object": h["object"]}
                            for h in self.history],
                "logs": self.logs,
                "private": self.private,
            }
            text = json.dumps(data, separators=(",", ":"))
            self.dirty = False
        tmp = self.path + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, self.path)

    def start_flushing(self, stop):
        def run():
            while not stop.wait(0.1):
                self.flush()
        threading.Thread(target=run, daemon=True).start()

    @staticmethod
    def _apply(objects, h):
        if h["type"] == "DELETED":
            objects.pop(h["key"], None)
        else:
            objects[h["key"]] = h["object"]

    # ---- reads ---------------------------------------------------------------------------
    def get(self, key):
        with self.cond:
            obj = self.objects.get(key)
            return copy.deepcopy(obj) if obj is not None else None

    def snapshot(self, rv):
        """Objects at revision rv (>= horizon), else Expired."""
        if rv < self.horizon:
            raise Expired("too old resource version: %d (%d)" % (rv, self.horizon))
        if rv >= self.counter:
            return self.objects
        state = dict(self.base)
        for h in self.history:
            if h["rv"] > rv:
                break
            self._apply(state, h)
        return state

    def events_after(self, rv):
        """History entries after rv; Expired when rv is older than the horizon."""
        if rv < self.horizon:
            raise Expired("too old resource version: %d (%d)" % (rv, self.horizon))
        i = bisect.bisect_right(self.history_rvs, rv)
        return self.history[i:]

    # ---- writes (caller holds cond) ----------------------------------------------------------
    def _record(self, type_, key, obj, prev):
        self.counter += 1
        rv = self.counter
        if obj is not None:
            obj["metadata"]["resourceVersion"] = str(rv)
        entry = {"rv": rv, "type": type_, "key": key, "object": copy.deepcopy(obj), "prev": prev}
        self.history.append(entry)
        self.history_rvs.append(rv)
        self._apply(self.objects, entry)
        self.save()
        self.cond.notify_all()
        return rv

    def create(self, key, obj):
        md = obj["metadata"]
        md["uid"] = str(uuid.uuid4())
        md["creationTimestamp"] = now_rfc3339()
        self._record("ADDED", key, obj, None)
        return copy.deepcopy(obj)

    def update(self, key, obj):
        prev = self.objects.get(key)
        self._record("MODIFIED", key, obj, prev)
        return copy.deepcopy(obj)

    def delete(self, key):
        prev = self.objects.get(key)
        if prev is None:
            return None
        gone = copy.deepcopy(prev)
        # A DELETED event carries the object with a fresh resourceVersion, as etcd does.
        self._record("DELETED", key, gone, prev)
        return copy.deepcopy(gone)

    def compact(self):
        self.base = dict(self.objects)
        self.history = []
        self.history_rvs = []
        self.horizon = self.counter
        self.generation += 1
        self.save()
        self.cond.notify_all()

    # ---- logs ------------------------------------------------------------------------------
    def append_log(self, ns, pod, container, line):
        self.logs.setdefault("%s/%s/%s" % (ns, pod, container), []).append([time.time_ns(), line])
        self.cond.notify_all()

    def log_lines(self, ns, pod, container, previous=False):
        """The current container's lines, or (previous) those of the one before its last restart;
        None when there was no previous container."""
        key = "%s/%s/%s%s" % (ns, pod, container, "/previous" if previous else "")
        if previous and key not in self.logs:
            return None
        return list(self.logs.get(key, []))

    def rotate_log(self, ns, pod, container):
        """A restarted container: its log becomes the previous one, the new one starts empty."""
        key = "%s/%s/%s" % (ns, pod, container)
        self.logs[key + "/previous"] = self.logs.pop(key, [])
        self.logs[key] = []
        self.cond.notify_all()

    def drop_logs(self, ns, pod):
        prefix = "%s/%s/" % (ns, pod)
        for k in [k for k in self.logs if k.startswith(prefix)]:
            del self.logs[k]


def encode_continue(rv, start):
    token = {"v": "meta.k8s.io/v1", "rv": rv, "start": start}
    return base64.b64encode(json.dumps(token, separators=(",", ":")).encode()).decode()


def decode_continue(text):
    """(rv, start) or None when the token is not one of ours."""
    try:
        pad = "=" * (-len(text) % 4)
        token = json.loads(base64.b64decode(text + pad).decode())
        if token.get("v") != "meta.k8s.io/v1":
            return None
        return int(token["rv"]), str(token["start"])
    except (ValueError, KeyError, TypeError):
        return None


# ---- selectors ---------------------------------------------------------------------------------
class SelectorError(Exception):
    pass


def _split_top(text):
    parts, depth, cur = [], 0, ""
    for ch in text:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur)
    return [p.strip() for p in parts if p.strip()]


def parse_label_selector(text):
    """A list of (key, op, values) with op in =, !=, in, notin, exists, !exists."""
    reqs = []
    for part in _split_top(text or ""):
        low = part
        if low.startswith("!"):
            reqs.append((low[1:].strip(), "!exists", []))
            continue
        for op in (" notin ", " in "):
            if op in low:
                k, rest = low.split(op, 1)
                rest = rest.strip()
                if not (rest.startswith("(") and rest.endswith(")")):
                    raise SelectorError("unable to parse requirement: found '%s', expected: '('" % rest)
                vals = [v.strip() for v in rest[1:-1].split(",") if v.strip()]
                reqs.append((k.strip(), op.strip(), vals))
                break
        else:
            if "!=" in low:
                k, v = low.split("!=", 1)
                reqs.append((k.strip(), "!=", [v.strip()]))
            elif "==" in low:
                k, v = low.split("==", 1)
                reqs.append((k.strip(), "=", [v.strip()]))
            elif "=" in low:
                k, v = low.split("=", 1)
                reqs.append((k.strip(), "=", [v.strip()]))
            else:
                if " " in low:
                    raise SelectorError("unable to parse requirement: found '%s'" % low)
                reqs.append((low, "exists", []))
    return reqs


def label_matches(reqs, labels):
    labels = labels or {}
    for k, op, vals in reqs:
        has = k in labels
        v = labels.get(k)
        if op == "=" and not (has and v == vals[0]):
            return False
        if op == "!=" and has and v == vals[0]:
            return False
        if op == "in" and not (has and v in vals):
            return False
        if op == "notin" and has and v in vals:
            return False
        if op == "exists" and not has:
            return False
        if op == "!exists" and has:
            return False
    return True


def field_value(obj, path):
    cur = obj
    for p in path.split("."):
        if not isinstance(cur, dict):
            return ""
        cur = cur.get(p)
    if cur is None:
        return ""
    return str(cur)


def parse_field_selector(text, allowed):
    reqs = []
    for part in _split_top(text or ""):
        if "!=" in part:
            k, v = part.split("!=", 1)
            op = "!="
        elif "==" in part:
            k, v = part.split("==", 1)
            op = "="
        elif "=" in part:
            k, v = part.split("=", 1)
            op = "="
        else:
            raise SelectorError("invalid selector: '%s'; can't understand '%s'" % (text, part))
        k = k.strip()
        if k not in allowed:
            raise SelectorError('field label not supported: %s' % k)
        reqs.append((k, op, v.strip()))
    return reqs


def field_matches(reqs, obj):
    for k, op, v in reqs:
        actual = field_value(obj, k)
        if (op == "=") != (actual == v):
            return False
    return True
