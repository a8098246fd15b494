# SPDX-FileCopyrightText: 2026 The TrainDeck authors
# SPDX-License-Identifier: Apache-2.0
"""Sends progress updates to the progress API the way a trainer does on a cluster.

The request is the one the Kubeflow SDK's update_trainjob_status builds (kubeflow/sdk
kubeflow/trainer/utils: requests.post(url, json={"trainerStatus": {...}}, headers=
{"Authorization": "Bearer <token>", "Content-Type": "application/json"}, verify=<ca file>,
timeout=5), the body json.dumps' default separators, lastUpdatedTime first, then
progressPercentage, estimatedRemainingSeconds, metrics with str() values), sent with urllib
and ssl only so that it runs in any image with python3 (the SDK is not installed here).

Usage: progress_update.py STEP... where STEP is one of
  update PERCENT ETA NAME=VALUE...   an SDK update, prints "CODE BODY"
  as-job NAME                        the next update goes to another job's URL
  token TEXT                         the next update carries this token
  raw BODY                           the next update sends BODY as it is
"""

import json
import os
import ssl
import sys
from datetime import datetime, timezone
from urllib import error, request

url = os.environ["KUBEFLOW_TRAINER_SERVER_URL"]
ca_file = os.environ["KUBEFLOW_TRAINER_SERVER_CA_CERT"]
token = open(os.environ["KUBEFLOW_TRAINER_SERVER_TOKEN"]).read().strip()
context = ssl.create_default_context(cafile=ca_file)


def send(target, bearer, data):
    req = request.Request(target, data=data, method="POST", headers={
        "User-Agent": "python-requests/2.32.3",
        "Accept-Encoding": "gzip, deflate",
        "Accept": "*/*",
        "Authorization": f"Bearer {bearer}",
        "Content-Type": "application/json",
    })
    try:
        resp = request.urlopen(req, context=context, timeout=5)
        code, body = resp.getcode(), resp.read()
    except error.HTTPError as ex:
        code, body = ex.code, ex.read()
    print(code, body.decode("utf-8", errors="replace").rstrip("\n"), flush=True)


args = sys.argv[1:]
override_job = None
override_token = None
raw = None
while args:
    step = args.pop(0)
    if step == "as-job":
        override_job = args.pop(0)
    elif step == "token":
        override_token = args.pop(0)
    elif step == "raw":
        raw = args.pop(0).encode("utf-8")
    elif step == "update":
        percent, eta = int(args.pop(0)), int(args.pop(0))
        metrics = {}
        while args and "=" in args[0]:
            k, v = args.pop(0).split("=", 1)
            metrics[k] = v
        status = {"lastUpdatedTime": datetime.now(timezone.utc).isoformat()}
        status["progressPercentage"] = max(0, min(100, percent))
        status["estimatedRemainingSeconds"] = max(0, eta)
        if metrics:
            status["metrics"] = [{"name": str(k), "value": str(v)} for k, v in metrics.items()]
        data = raw if raw is not None else json.dumps({"trainerStatus": status}).encode("utf-8")
        target = url
        if override_job:
            target = url.rsplit("/", 2)[0] + "/" + override_job + "/status"
        send(target, override_token if override_token is not None else token, data)
        override_job = override_token = raw = None
    else:
        sys.exit(f"unknown step {step}")
