#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The TrainDeck authors
# SPDX-License-Identifier: Apache-2.0
"""Drives the test API server with the official Python client (Debian's python3-kubernetes) the
way the Kubeflow SDK does, and prints what it saw as one JSON object for tst_pythonclient.

    /usr/bin/python3 pyclient_checks.py KUBECONFIG NAMESPACE RUNTIME_YAML JOB
"""

import json
import sys
import threading
import time

import yaml
from kubernetes import client, config, watch
from kubernetes.client.rest import ApiException

G, V = "trainer.kubeflow.org", "v1alpha1"


def api_error(call):
    try:
        call()
    except ApiException as e:
        body = json.loads(e.body)
        return {"status": e.status, "reason": body.get("reason"), "message": body.get("message")}
    return None


def main():
    kubeconfig, ns, runtime_path, job = sys.argv[1:5]
    config.load_kube_config(config_file=kubeconfig)
    custom = client.CustomObjectsApi()
    core = client.CoreV1Api()
    out = {}

    with open(runtime_path, encoding="utf-8") as f:
        runtime = yaml.safe_load(f)
    try:
        custom.delete_cluster_custom_object(G, V, "clustertrainingruntimes", runtime["metadata"]["name"])
    except ApiException:
        pass
    created = custom.create_cluster_custom_object(G, V, "clustertrainingruntimes", runtime)
    out["runtimeCreated"] = created["metadata"]["name"]
    listed = custom.list_namespaced_custom_object(G, V, ns, "trainjobs")
    out["emptyList"] = {"kind": listed["kind"], "items": listed["items"]}

    body = {"apiVersion": "%s/%s" % (G, V), "kind": "TrainJob",
            "metadata": {"name": job, "annotations": {"traindeck.test/run-ticks": "10"}},
            "spec": {"runtimeRef": {"name": runtime["metadata"]["name"]}, "trainer": {"numNodes": 2}}}
    tj = custom.create_namespaced_custom_object(G, V, ns, "trainjobs", body)
    out["createdRuntimeRef"] = tj["spec"]["runtimeRef"]
    out["conflict"] = api_error(lambda: custom.create_namespaced_custom_object(G, V, ns, "trainjobs", body))
    out["missing"] = api_error(lambda: custom.get_namespaced_custom_object(G, V, ns, "trainjobs", "nope"))

    # Follow the rank 0 log while the job runs, as the SDK's get_job_logs(follow=True) does,
    # beside the watch below.
    selector = ("jobset.sigs.k8s.io/jobset-name=%s,jobset.sigs.k8s.io/replicatedjob-name in "
                "(dataset-initializer, model-initializer, launcher, node)" % job)
    followed, first = [], {}

    def follow():
        deadline = time.time() + 30
        rank0 = None
        while time.time() < deadline and rank0 is None:
            for p in core.list_namespaced_pod(ns, label_selector=selector).items:
                if p.metadata.labels.get("batch.kubernetes.io/job-completion-index") == "0" \
                        and p.status.phase == "Running":
                    rank0 = p.metadata.name
            time.sleep(0.05)
        if rank0:
            resp = core.read_namespaced_pod_log(rank0, ns, container="node", follow=True, _preload_content=False)
            pending = b""
            for chunk in resp.stream():
                pending += chunk
                while b"\n" in pending:
                    text, pending = pending.split(b"\n", 1)
                    if "phase" not in first:
                        first["phase"] = core.read_namespaced_pod(rank0, ns).status.phase
                    followed.append(text.decode())

    follower = threading.Thread(target=follow)
    follower.start()

    # Watch the TrainJob until it completes.
    types, conditions = [], []
    w = watch.Watch()
    for ev in w.stream(custom.list_namespaced_custom_object, G, V, ns, "trainjobs",
                       field_selector="metadata.name=%s" % job, timeout_seconds=60):
        types.append(ev["type"])
        conds = (ev["object"].get("status") or {}).get("conditions") or []
        if any(c["type"] == "Complete" and c["status"] == "True" for c in conds):
            conditions = [{k: c[k] for k in ("type", "status", "reason", "message")} for c in conds]
            out["jobsStatus"] = ev["object"]["status"]["jobsStatus"]
            w.stop()
    out["watchFirst"] = types[:1]
    out["watchRest"] = sorted(set(types[1:]))
    out["conditions"] = conditions
    follower.join(60)
    out["followed"] = followed
    out["phaseAtFirstLine"] = first.get("phase")

    pods = core.list_namespaced_pod(ns, label_selector=selector).items
    out["pods"] = sorted([p.metadata.labels["jobset.sigs.k8s.io/replicatedjob-name"],
                          p.metadata.labels["batch.kubernetes.io/job-completion-index"], p.status.phase,
                          p.spec.containers[0].name] for p in pods)
    node1 = next(p.metadata.name for p in pods if p.metadata.labels["batch.kubernetes.io/job-completion-index"] == "1")
    out["log1"] = core.read_namespaced_pod_log(node1, ns, container="node")
    out["tail1"] = core.read_namespaced_pod_log(node1, ns, container="node", tail_lines=2)
    out["badContainer"] = api_error(lambda: core.read_namespaced_pod_log(node1, ns, container="zzz"))

    custom.delete_namespaced_custom_object(G, V, ns, "trainjobs", job)
    out["afterDelete"] = api_error(lambda: custom.get_namespaced_custom_object(G, V, ns, "trainjobs", job))
    out["podsAfterDelete"] = len(core.list_namespaced_pod(ns, label_selector=selector).items)
    custom.delete_cluster_custom_object(G, V, "clustertrainingruntimes", runtime["metadata"]["name"])
    print(json.dumps(out, sort_keys=True))


if __name__ == "__main__":
    main()
