# SPDX-FileCopyrightText: 2026 The TrainDeck authors
# SPDX-License-Identifier: Apache-2.0
"""JSON merge patch (RFC 7386) and JSON patch (RFC 6902), the two patch types a CRD accepts."""

import copy


def merge_patch(target, patch):
    if not isinstance(patch, dict):
        return copy.deepcopy(patch)
    result = copy.deepcopy(target) if isinstance(target, dict) else {}
    for k, v in patch.items():
        if v is None:
            result.pop(k, None)
        else:
            result[k] = merge_patch(result.get(k), v)
    return result


class PatchError(Exception):
    pass


def _pointer(path):
    if path == "":
        return []
    if not path.startswith("/"):
        raise PatchError("invalid JSON pointer %r" % path)
    return [p.replace("~1", "/").replace("~0", "~") for p in path[1:].split("/")]


def _walk(doc, parts):
    cur = doc
    for p in parts:
        if isinstance(cur, list):
            cur = cur[int(p)]
        elif isinstance(cur, dict):
            if p not in cur:
                raise PatchError("missing path")
            cur = cur[p]
        else:
            raise PatchError("missing path")
    return cur


def _add(doc, parts, value):
    parent = _walk(doc, parts[:-1])
    last = parts[-1]
    if isinstance(parent, list):
        if last == "-":
            parent.append(value)
        else:
            parent.insert(int(last), value)
    elif isinstance(parent, dict):
        parent[last] = value
    else:
        raise PatchError("missing path")


def _remove(doc, parts):
    parent = _walk(doc, parts[:-1])
    last = parts[-1]
    try:
        if isinstance(parent, list):
            return parent.pop(int(last))
        return parent.pop(last)
    except (KeyError, IndexError, ValueError):
        raise PatchError("missing path") from None


def json_patch(target, ops):
    doc = copy.deepcopy(target)
    if not isinstance(ops, list):
        raise PatchError("a JSON patch must be an array of operations")
    try:
        for op in ops:
            kind, parts = op.get("op"), _pointer(op.get("path", ""))
            if kind == "add":
                _add(doc, parts, copy.deepcopy(op["value"]))
            elif kind == "remove":
                _remove(doc, parts)
            elif kind == "replace":
                _remove(doc, parts)
                _add(doc, parts, copy.deepcopy(op["value"]))
            elif kind == "move":
                value = _remove(doc, _pointer(op["from"]))
                _add(doc, parts, value)
            elif kind == "copy":
                _add(doc, parts, copy.deepcopy(_walk(doc, _pointer(op["from"]))))
            elif kind == "test":
                if _walk(doc, parts) != op.get("value"):
                    raise PatchError("testing value %s failed" % op.get("path"))
            else:
                raise PatchError("unexpected kind of operation: %r" % kind)
    except (KeyError, IndexError, ValueError, TypeError) as e:
        raise PatchError(str(e)) from None
    return doc
