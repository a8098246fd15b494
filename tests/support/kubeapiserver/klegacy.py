# SPDX-FileCopyrightText: 2026 The TrainDeck authors
# SPDX-License-Identifier: Apache-2.0
"""The simulated Training Operator v1 (kubeflow.org/v1 PyTorchJob and TFJob), as its v1.9
controllers run them: one pod per replica named <job>-<replica type>-<index>, the operator's
labels and environment (MASTER_ADDR/MASTER_PORT/WORLD_SIZE/RANK, TF_CONFIG), conditions
Created -> Running -> Succeeded or Failed with the operator's reasons and messages,
replicaStatuses, startTime and completionTime. Pods go through the same phases and log lines as
TrainJob pods (kcontroller.Controller.advance); `traindeck.test/fail-step` names a replica
(`worker-0`, `master-0`, `chief-0`), and a failed replica fails the job (as restartPolicy Never).
When the job ends, runPolicy.cleanPodPolicy (default TFJob Running, PyTorchJob None) deletes pods.
"""

import copy
import json

from kstore import now_rfc3339

LEGACY = "kubeflow.org"
KINDS = {
    "pytorchjobs": {"kind": "PyTorchJob", "specs": "pytorchReplicaSpecs", "order": ["Master", "Worker"],
                    "container": "pytorch", "port": ("pytorchjob-port", 23456), "operator": "pytorchjob-controller",
                    "restartPolicy": "OnFailure"},
    "tfjobs": {"kind": "TFJob", "specs": "tfReplicaSpecs", "order": ["Chief", "Master", "PS", "Worker", "Evaluator"],
               "container": "tensorflow", "port": ("tfjob-port", 2222), "operator": "tfjob-controller",
               "restartPolicy": "Never"},
}
JOB_NAME = "training.kubeflow.org/job-name"


class LegacyMixin:
    def reconcile_legacy(self, key, job, fail_annotation, ticks_annotation, pending_annotation, restart_annotation):
        info = KINDS[key[1]]
        kind, ns, name, uid = info["kind"], key[2], key[3], job["metadata"]["uid"]
        status = job.get("status") or {}
        ann = job["metadata"].get("annotations") or {}
        fail_step = ann.get(fail_annotation, "")
        try:
            ticks = max(1, int(ann.get(ticks_annotation, "1") or 1))
        except ValueError:
            ticks = 1
        if any(c["type"] in ("Succeeded", "Failed") and c["status"] == "True" for c in status.get("conditions") or []):
            # Pods the clean-up policy kept go on running (the kubelet does not care).
            for k, pod in self.legacy_pods(ns, name, uid):
                self.advance(k, copy.deepcopy(pod), fail_step, ticks)
            return
        specs = (job.get("spec") or {}).get(info["specs"]) or {}
        types = [t for t in info["order"] if t in specs] + sorted(t for t in specs if t not in info["order"])
        new_status = copy.deepcopy(status)
        conds = new_status.setdefault("conditions", [])
        if not conds:
            self.legacy_condition(conds, "Created", kind + "Created", "%s %s is created." % (kind, name))
        p = self.priv("legacy:" + uid)
        if not p.get("created"):
            for rt in types:
                for i in range(self.replicas(specs[rt])):
                    self.create_legacy_pod(job, info, specs, types, rt, i, ann, pending_annotation, restart_annotation)
            p["created"] = True
            new_status["startTime"] = now_rfc3339()
        pods = self.legacy_pods(ns, name, uid)
        for k, pod in pods:
            self.advance(k, copy.deepcopy(pod), fail_step, ticks)
        counts = {rt: {"active": 0, "succeeded": 0, "failed": 0} for rt in types}
        for _, pod in self.legacy_pods(ns, name, uid):
            rt = pod["metadata"]["annotations"]["traindeck.test/replica-type"]
            phase = (pod.get("status") or {}).get("phase")
            if phase == "Running":
                counts[rt]["active"] += 1
            elif phase == "Succeeded":
                counts[rt]["succeeded"] += 1
            elif phase == "Failed":
                counts[rt]["failed"] += 1
        new_status["replicaStatuses"] = {
            rt: dict({k: v for k, v in c.items() if v},  # the operator's ints are omitempty
                     selector="%s=%s,training.kubeflow.org/operator-name=%s,training.kubeflow.org/replica-type=%s"
                     % (JOB_NAME, name, info["operator"], rt.lower()))
            for rt, c in counts.items()}
        self.legacy_status(job, info, specs, types, counts, new_status, conds)
        if new_status != status:
            job["status"] = new_status
            self.store.update(key, job)

    @staticmethod
    def replicas(spec):
        r = spec.get("replicas")
        return r if isinstance(r, int) and r >= 0 else 1

    def legacy_status(self, job, info, specs, types, counts, new_status, conds):
        """The operator's UpdateJobStatus: per replica type, in the order it walks them."""
        kind, ns, name = info["kind"], job["metadata"]["namespace"], job["metadata"]["name"]
        pytorch = kind == "PyTorchJob"
        leader = next((t for t in ("Chief", "Master") if t in specs), None) if not pytorch else \
            ("Master" if "Master" in specs else None)
        for rt in types:
            c, want = counts[rt], self.replicas(specs[rt])
            expected = want - c["succeeded"]
            if leader:
                if rt == leader:
                    if c["active"] > 0:
                        self.legacy_condition(conds, "Running", kind + "Running",
                                              "PyTorchJob %s is running." % name if pytorch
                                              else "TFJob %s/%s is running." % (ns, name))
                    if expected == 0:
                        msg = ("PyTorchJob %s is successfully completed." % name if pytorch
                               else "TFJob %s/%s successfully completed." % (ns, name))
                        self.legacy_finish(job, new_status, conds, "Succeeded", kind + "Succeeded", msg)
                        return
            elif rt == "Worker":
                workers_done = expected == 0 if pytorch else counts[rt]["succeeded"] > 0 and self.worker0_done(job)
                if workers_done:
                    msg = "%s %s/%s successfully completed." % (kind, ns, name)
                    self.legacy_finish(job, new_status, conds, "Succeeded", kind + "Succeeded", msg)
                    return
                if c["active"] > 0:
                    self.legacy_condition(conds, "Running", kind + "Running", "%s %s/%s is running." % (kind, ns, name))
            if c["failed"] > 0 and want > c["succeeded"] + c["active"]:
                msg = ("PyTorchJob %s is failed because %d %s replica(s) failed." % (name, c["failed"], rt) if pytorch
                       else "TFJob %s/%s has failed because %d %s replica(s) failed." % (ns, name, c["failed"], rt))
                self.legacy_finish(job, new_status, conds, "Failed", kind + "Failed", msg)
                return

    def worker0_done(self, job):
        """TFJob's default success policy without a chief: worker 0 completed."""
        pod = self.store.objects.get(("", "pods", job["metadata"]["namespace"], "%s-worker-0" % job["metadata"]["name"]))
        return pod is not None and (pod.get("status") or {}).get("phase") == "Succeeded"

    def legacy_finish(self, job, new_status, conds, type_, reason, message):
        new_status.setdefault("completionTime", now_rfc3339())
        self.legacy_condition(conds, type_, reason, message)
        # runPolicy.cleanPodPolicy, defaulted as the operator does (TFJob Running, PyTorchJob None).
        policy = ((job.get("spec") or {}).get("runPolicy") or {}).get("cleanPodPolicy") or \
            ("Running" if job["kind"] == "TFJob" else "None")
        for k, pod in self.legacy_pods(job["metadata"]["namespace"], job["metadata"]["name"], job["metadata"]["uid"]):
            phase = (pod.get("status") or {}).get("phase")
            if policy == "All" or (policy == "Running" and phase in ("Running", "Pending")):
                self.store.delete(k)
        self.event(job["metadata"]["namespace"], self.involved(job), reason, message, component=KINDS_BY_KIND[job["kind"]])

    @staticmethod
    def legacy_condition(conds, type_, reason, message):
        """commonutil.UpdateJobConditions: the new condition goes last; Running turns False when the
        job succeeds or fails; Running and Restarting replace each other."""
        now = now_rfc3339()
        for c in conds:
            if c["type"] == type_ and c["status"] == "True" and c.get("reason") == reason and c.get("message") == message:
                return
        kept = []
        for c in conds:
            if c["type"] == type_ or {c["type"], type_} == {"Running", "Restarting"}:
                continue
            if type_ in ("Succeeded", "Failed") and c["type"] == "Running" and c["status"] != "False":
                c = dict(c, status="False", lastUpdateTime=now, lastTransitionTime=now)
            kept.append(c)
        kept.append({"type": type_, "status": "True", "reason": reason, "message": message,
                     "lastUpdateTime": now, "lastTransitionTime": now})
        conds[:] = kept

    def legacy_pods(self, ns, name, uid):
        return sorted(((k, o) for k, o in self.store.objects.items()
                       if k[1] == "pods" and k[2] == ns and (o["metadata"].get("labels") or {}).get(JOB_NAME) == name
                       and any(r.get("uid") == uid for r in o["metadata"].get("ownerReferences") or [])),
                      key=lambda ko: ko[0])

    def create_legacy_pod(self, job, info, specs, types, rt, index, ann, pending_annotation, restart_annotation):
        kind, ns, name, uid = info["kind"], job["metadata"]["namespace"], job["metadata"]["name"], job["metadata"]["uid"]
        spec = specs[rt]
        tmpl = spec.get("template") or {}
        pod_spec = copy.deepcopy(tmpl.get("spec") or {})
        rtl = rt.lower()
        pod_name = "%s-%s-%d" % (name, rtl, index)
        labels = dict((tmpl.get("metadata") or {}).get("labels") or {})
        labels.update({"training.kubeflow.org/operator-name": info["operator"], JOB_NAME: name,
                       "training.kubeflow.org/replica-type": rtl, "training.kubeflow.org/replica-index": str(index)})
        pytorch = kind == "PyTorchJob"
        if pytorch:
            master = rt == "Master"
        else:
            leader = next((t for t in ("Chief", "Master") if t in specs), None)
            master = rt == leader if leader else (rt == "Worker" and index == 0)
        if master:
            labels["training.kubeflow.org/job-role"] = "master"
        total = sum(self.replicas(specs[t]) for t in types)
        containers = pod_spec.get("containers") or [{"name": info["container"], "image": "busybox"}]
        for c in containers:
            c.setdefault("imagePullPolicy", "IfNotPresent")
            c.setdefault("resources", {})
            c.setdefault("terminationMessagePath", "/dev/termination-log")
            c.setdefault("terminationMessagePolicy", "File")
            if c["name"] == info["container"] and not any(pt.get("name") == info["port"][0] for pt in c.get("ports") or []):
                c["ports"] = list(c.get("ports") or []) + [{"name": info["port"][0], "containerPort": info["port"][1],
                                                            "protocol": "TCP"}]
            env = list(c.get("env") or [])
            if pytorch:
                env.append({"name": "PYTHONUNBUFFERED", "value": "1"})
                if "Master" in specs:
                    addr, port = "%s-master-0" % name, str(self.legacy_port(specs["Master"], info))
                    rank = index + 1 if rt == "Worker" else index
                    env += [{"name": "MASTER_PORT", "value": port}, {"name": "PET_MASTER_PORT", "value": port},
                            {"name": "MASTER_ADDR", "value": addr}, {"name": "PET_MASTER_ADDR", "value": addr},
                            {"name": "WORLD_SIZE", "value": str(total)}, {"name": "RANK", "value": str(rank)},
                            {"name": "PET_NODE_RANK", "value": str(rank)}]
                env.append({"name": "PET_NNODES", "value": str(total)})
            elif c["name"] == info["container"] and total > 1:
                cluster = {t.lower(): ["%s-%s-%d.%s.svc:%d" % (name, t.lower(), i, ns, self.legacy_port(specs[t], info))
                                       for i in range(self.replicas(specs[t]))] for t in types}
                tf_config = {"cluster": dict(sorted(cluster.items())), "task": {"type": rtl, "index": index},
                             "environment": "cloud"}
                env.append({"name": "TF_CONFIG", "value": json.dumps(tf_config, separators=(",", ":"))})
            c["env"] = env
        pod_spec["containers"] = containers
        policy = spec.get("restartPolicy") or info["restartPolicy"]
        pod_spec["restartPolicy"] = "Never" if policy == "ExitCode" else policy
        pod_spec.setdefault("schedulerName", "default-scheduler")
        pod_spec.setdefault("serviceAccountName", "default")
        pod_spec.setdefault("terminationGracePeriodSeconds", 30)
        pod_spec.setdefault("dnsPolicy", "ClusterFirst")
        pod = {"kind": "Pod", "apiVersion": "v1",
               "metadata": {"name": pod_name, "namespace": ns, "labels": labels, "generation": 1,
                            # Where the simulator finds the replica type with its spelling in the job.
                            "annotations": dict((tmpl.get("metadata") or {}).get("annotations") or {},
                                                **{"traindeck.test/replica-type": rt}),
                            "ownerReferences": [{"apiVersion": "kubeflow.org/v1", "kind": kind, "name": name, "uid": uid,
                                                 "controller": True, "blockOwnerDeletion": True}]},
               "spec": pod_spec, "status": {"phase": "Pending", "qosClass": "BestEffort"}}
        key = ("", "pods", ns, pod_name)
        if key in self.store.objects:
            return
        created = self.store.create(key, pod)
        self.event(ns, self.involved(job), "SuccessfulCreatePod", "Created pod: %s" % pod_name,
                   component=info["operator"])
        step = "%s-%d" % (rtl, index)
        rank = index + 1 if pytorch and rt == "Worker" and "Master" in specs else index
        self.priv("pod:" + created["metadata"]["uid"]).update(
            stage=0, line=0, wait=0, step=step, rank=rank, nodes=total, legacy=kind, name=pod_name,
            containers=[c["name"] for c in containers], pendingTicks=_int(ann.get(pending_annotation)),
            restart=ann.get(restart_annotation) == step,
            intro=("Starting training on replica %s (RANK=%d, WORLD_SIZE=%d)" % (step, rank, total)) if pytorch
            else "Starting training on replica %s (TF_CONFIG task %s %d)" % (step, rtl, index))

    @staticmethod
    def legacy_port(spec, info):
        for c in ((spec.get("template") or {}).get("spec") or {}).get("containers") or []:
            if c.get("name") == info["container"]:
                for pt in c.get("ports") or []:
                    if pt.get("name") == info["port"][0]:
                        return pt.get("containerPort", info["port"][1])
        return info["port"][1]


KINDS_BY_KIND = {v["kind"]: v["operator"] for v in KINDS.values()}


def _int(text):
    try:
        return max(0, int(text or 0))
    except ValueError:
        return 0
