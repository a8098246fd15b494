# SPDX-FileCopyrightText: 2026 The TrainDeck authors
# SPDX-License-Identifier: Apache-2.0
"""The simulated Trainer + JobSet + Job + kubelet: turns each TrainJob into the pods a cluster
would run, one step per tick, and writes the TrainJob status as Trainer v2.3 does.

- Steps are the referenced runtime's spec.template.spec.replicatedJobs; a replicatedJob's Job
  appears once its dependsOn are met (Complete: all its pods Succeeded; Ready: all Running).
  The `node` job runs numNodes pods (spec.trainer.numNodes, else the runtime's mlPolicy.numNodes).
- Pods are named as the Job controller names them, <job>-<replicatedJob>-<jobIndex>-<index>-<5
  random>, carry JobSet's and Job's labels, are owned by their Job (batch/v1) and go through
  Pending (unscheduled) -> Pending (scheduled, ContainerCreating) -> Running (one log line per
  `traindeck.test/run-ticks` ticks, default 1) -> Succeeded, or Failed when the TrainJob's
  annotation `traindeck.test/fail-step` names the step (`node-1`, `dataset-initializer`).
  No retries (as with backoffLimit 0).
- Status: Suspended (True, reason Suspended / False, reason Resumed), Complete (AllJobsCompleted)
  and Failed (FailedJobs) copied from the JobSet, jobsStatus[] per replicatedJob counting Jobs.
  No Created or Running condition (Trainer v2 has none).
- A TrainJob whose runtime vanished after admission gets no condition, one Warning Event.
- spec.activeDeadlineSeconds fails the TrainJob (DeadlineExceeded) and deletes its pods; a pod
  deleted through the API is replaced as the Job controller would; annotations
  `traindeck.test/pending-ticks`, `restart-step` and `trainer-status` simulate unschedulable pods,
  a container restarted in place and Trainer's trainerStatus (docs/kubernetes-test-server.md).
- JobSet and TrainJob events with the JobSet controller's reasons.
"""

import copy
import hashlib
import random
import threading
import time
import uuid

from klegacy import LEGACY, KINDS as LEGACY_KINDS, LegacyMixin
from kstore import now_rfc3339, parse_rfc3339

NODE = "traindeck-test-node"
TRAINER = "trainer.kubeflow.org"
FAIL_ANNOTATION = "traindeck.test/fail-step"
TICKS_ANNOTATION = "traindeck.test/run-ticks"
PENDING_ANNOTATION = "traindeck.test/pending-ticks"
RESTART_ANNOTATION = "traindeck.test/restart-step"
TRAINER_STATUS_ANNOTATION = "traindeck.test/trainer-status"
JOBSET_API = "jobset.x-k8s.io/v1alpha2"
TRAINJOB_COMPONENT = "trainjob-controller"
JOBSET_COMPONENT = "jobset"
# What kube-scheduler 1.32 writes for a pod that fits no node (one node, too little CPU).
UNSCHEDULABLE = ("0/1 nodes are available: 1 Insufficient cpu. preemption: 0/1 nodes are available: "
                 "1 No preemption victims found for incoming pod.")
EPOCH_SECONDS = 60  # the nominal epoch length behind trainerStatus.estimatedRemainingSeconds
LOSSES = ["0.6931", "0.4512", "0.2874"]


def _int(text):
    try:
        return max(0, int(text or 0))
    except ValueError:
        return 0


def _rand5():
    return "".join(random.choice("bcdfghjklmnpqrstvwxz2456789") for _ in range(5))


def node_log(rank, nodes):
    return ["Starting training on node %d of %d (PET_NNODES=%d)" % (rank, nodes, nodes),
            "Epoch 1/3: loss=0.6931", "Epoch 2/3: loss=0.4512", "Epoch 3/3: loss=0.2874", "Training complete"]


def failed_node_log(rank, nodes, step):
    return ["Starting training on node %d of %d (PET_NNODES=%d)" % (rank, nodes, nodes), "Epoch 1/3: loss=0.6931",
            "RuntimeError: simulated failure of step %s (%s)" % (step, FAIL_ANNOTATION)]


class Controller(LegacyMixin):
    def __init__(self, store, tick):
        self.store = store
        self.tick = max(0.01, tick)
        self.stopped = threading.Event()
        self.thread = threading.Thread(target=self.run, daemon=True)

    def start(self):
        self.thread.start()

    def stop(self):
        self.stopped.set()

    def run(self):
        while not self.stopped.wait(self.tick):
            try:
                with self.store.cond:
                    for key in sorted(k for k in self.store.objects if k[0] == TRAINER and k[1] == "trainjobs"):
                        tj = self.store.objects.get(key)
                        if tj is not None:
                            self.reconcile(key, copy.deepcopy(tj))
                    for key in sorted(k for k in self.store.objects if k[0] == LEGACY and k[1] in LEGACY_KINDS):
                        job = self.store.objects.get(key)
                        if job is not None:
                            self.reconcile_legacy(key, copy.deepcopy(job), FAIL_ANNOTATION, TICKS_ANNOTATION,
                                                  PENDING_ANNOTATION, RESTART_ANNOTATION)
            except Exception:  # keep ticking: a bad object must not stop every other job
                import traceback
                traceback.print_exc()

    # ---- helpers ------------------------------------------------------------------------
    def priv(self, name):
        return self.store.private.setdefault(name, {})

    def event(self, ns, involved, reason, message, *, type_="Normal", component="kubelet", field_path=None,
              scheduler=False, action="Binding"):
        name = "%s.%s" % (involved["name"], "%016x" % random.getrandbits(64))
        now = now_rfc3339()
        inv = dict(involved)
        if field_path:
            inv["fieldPath"] = field_path
        ev = {"kind": "Event", "apiVersion": "v1", "metadata": {"name": name, "namespace": ns},
              "involvedObject": inv, "reason": reason, "message": message, "type": type_,
              "reportingComponent": component, "reportingInstance": NODE if component == "kubelet" else ""}
        if scheduler:
            # events.k8s.io/v1 events seen through core/v1: eventTime set, no first/lastTimestamp.
            ev.update({"source": {}, "firstTimestamp": None, "lastTimestamp": None, "count": 0,
                       "eventTime": now[:-1] + ".000000Z", "action": action,
                       "reportingComponent": "default-scheduler", "reportingInstance": "default-scheduler-" + NODE})
        else:
            ev.update({"source": {"component": component, **({"host": NODE} if component == "kubelet" else {})},
                       "firstTimestamp": now, "lastTimestamp": now, "count": 1, "eventTime": None})
        self.store.create(("", "events", ns, name), ev)

    @staticmethod
    def involved(obj):
        md = obj["metadata"]
        return {"kind": obj["kind"], "namespace": md.get("namespace", ""), "name": md["name"], "uid": md["uid"],
                "apiVersion": obj["apiVersion"], "resourceVersion": md["resourceVersion"]}

    @staticmethod
    def jobset_ref(tj):
        md = tj["metadata"]
        return {"kind": "JobSet", "namespace": md["namespace"], "name": md["name"], "apiVersion": JOBSET_API,
                "uid": str(uuid.uuid5(uuid.NAMESPACE_URL, md["uid"] + "/jobset"))}

    def runtime(self, tj):
        ref = tj["spec"]["runtimeRef"]
        if ref.get("kind") == "TrainingRuntime":
            return self.store.objects.get((TRAINER, "trainingruntimes", tj["metadata"]["namespace"], ref["name"]))
        return self.store.objects.get((TRAINER, "clustertrainingruntimes", "", ref["name"]))

    def pods_of(self, ns, job):
        return sorted(((k, o) for k, o in self.store.objects.items()
                       if k[1] == "pods" and k[2] == ns
                       and (o["metadata"].get("labels") or {}).get("jobset.sigs.k8s.io/jobset-name") == job),
                      key=lambda ko: ko[0])

    # ---- reconcile ----------------------------------------------------------------------
    def reconcile(self, key, tj):
        ns, name, uid = key[2], key[3], tj["metadata"]["uid"]
        status = tj.get("status") or {}
        conds = status.get("conditions") or []
        if any(c["type"] in ("Complete", "Failed") and c["status"] == "True" for c in conds):
            return
        rt = self.runtime(tj)
        if rt is None:
            p = self.priv("tj:" + uid)
            if not p.get("missingRuntime"):
                p["missingRuntime"] = True
                ref = tj["spec"]["runtimeRef"]
                self.event(ns, self.involved(tj), "TrainJobResourcesCreationFailed",
                           '%s "%s" not found' % (ref.get("kind"), ref["name"]), type_="Warning",
                           component="trainjob-controller")
                self.store.save()
            return
        rjs = ((rt.get("spec") or {}).get("template") or {}).get("spec", {}).get("replicatedJobs") or []
        new_status = copy.deepcopy(status)
        new_conds = new_status.setdefault("conditions", [])
        suspended = bool(tj["spec"].get("suspend"))
        susp = next((c for c in new_conds if c["type"] == "Suspended"), None)
        p = self.priv("tj:" + uid)
        if suspended:
            if not susp or susp["status"] != "True":
                self.set_condition(new_conds, "Suspended", "True", "Suspended", "TrainJob is suspended")
                self.event(ns, self.involved(tj), "Suspended", "TrainJob is suspended", component=TRAINJOB_COMPONENT)
                self.event(ns, self.jobset_ref(tj), "SuspendedJobs", "jobset is suspended", component=JOBSET_COMPONENT)
            for k, _ in self.pods_of(ns, name):
                self.store.delete(k)
                self.store.drop_logs(k[2], k[3])
            p["created"] = []
            p["pods"] = {}
            p.pop("activeSince", None)
            new_status["jobsStatus"] = [dict(name=rj["name"], ready=0, succeeded=0, failed=0, active=0, suspended=1)
                                        for rj in rjs]
            self.write_status(key, tj, new_status)
            return
        if susp and susp["status"] == "True":
            self.set_condition(new_conds, "Suspended", "False", "Resumed", "TrainJob is resumed")
            self.event(ns, self.involved(tj), "Resumed", "TrainJob is resumed", component=TRAINJOB_COMPONENT)
            self.event(ns, self.jobset_ref(tj), "ResumeJobs", "jobset is resumed", component=JOBSET_COMPONENT)
            p["activeSince"] = time.time()
        if "activeSince" not in p:
            p["activeSince"] = parse_rfc3339(tj["metadata"].get("creationTimestamp") or "") or time.time()
        deadline = tj["spec"].get("activeDeadlineSeconds")
        if isinstance(deadline, int) and deadline > 0 and time.time() - p["activeSince"] >= deadline:
            # Trainer fails the TrainJob and deletes its JobSet; the pods go with it.
            for k, _ in self.pods_of(ns, name):
                self.store.delete(k)
                self.store.drop_logs(k[2], k[3])
            p["created"] = []
            p["pods"] = {}
            self.set_condition(new_conds, "Failed", "True", "DeadlineExceeded", "TrainJob exceeded its active deadline")
            self.event(ns, self.involved(tj), "DeadlineExceeded", "TrainJob exceeded its active deadline",
                       type_="Warning", component=TRAINJOB_COMPONENT)
            self.write_status(key, tj, new_status)
            return

        num_nodes = ((tj["spec"].get("trainer") or {}).get("numNodes")
                     or ((rt["spec"].get("mlPolicy") or {}).get("numNodes")) or 1)
        created = p.setdefault("created", [])
        pods = self.pods_of(ns, name)
        by_rj = {}
        for k, o in pods:
            by_rj.setdefault(o["metadata"]["labels"]["jobset.sigs.k8s.io/replicatedjob-name"], []).append(o)

        def rj_state(rjname):
            ps = by_rj.get(rjname, [])
            if rjname not in created or not ps:
                return "absent"
            phases = [x.get("status", {}).get("phase") for x in ps]
            if "Failed" in phases:
                return "failed"
            if all(ph == "Succeeded" for ph in phases):
                return "complete"
            if all(ph in ("Running", "Succeeded") for ph in phases):
                return "ready"
            return "active"

        fail_step = (tj["metadata"].get("annotations") or {}).get(FAIL_ANNOTATION, "")
        ticks = int((tj["metadata"].get("annotations") or {}).get(TICKS_ANNOTATION, "1") or 1)
        total_jobs = sum(int(rj.get("replicas", 1)) for rj in rjs)
        for gi, rj in enumerate(rjs):
            if rj["name"] in created:
                continue
            deps_ok = all(rj_state(d["name"]) in (("complete",) if d.get("status") == "Complete" else ("ready", "complete"))
                          for d in rj.get("dependsOn") or [])
            if deps_ok:
                count = num_nodes if rj["name"] == "node" else \
                    int(((rj.get("template") or {}).get("spec") or {}).get("parallelism", 1))
                for i in range(count):
                    self.create_pod(tj, rt, rj, gi, total_jobs, i, count, num_nodes)
                created.append(rj["name"])
                p.setdefault("counts", {})[rj["name"]] = count
        # The Job controller replaces a pod deleted before it succeeded (same completion index).
        by_rj = {}
        for k, o in self.pods_of(ns, name):
            by_rj.setdefault(o["metadata"]["labels"]["jobset.sigs.k8s.io/replicatedjob-name"], []).append(o)
        for gi, rj in enumerate(rjs):
            if rj["name"] not in created:
                continue
            count = p.get("counts", {}).get(rj["name"], 0)
            have = {o["metadata"]["labels"].get("batch.kubernetes.io/job-completion-index") for o in by_rj.get(rj["name"], [])}
            for i in range(count):
                slot = "%s/%d" % (rj["name"], i)
                if str(i) in have or slot in p.get("done", []):
                    continue
                self.pod_gone(ns, p.get("pods", {}).get(slot))
                self.create_pod(tj, rt, rj, gi, total_jobs, i, count, num_nodes)
        pods = self.pods_of(ns, name)
        for k, pod in pods:
            self.advance(k, copy.deepcopy(pod), fail_step, ticks)
        if p.get("trainerStatus"):
            new_status["trainerStatus"] = p["trainerStatus"]
        pods = self.pods_of(ns, name)
        by_rj = {}
        for k, o in pods:
            by_rj.setdefault(o["metadata"]["labels"]["jobset.sigs.k8s.io/replicatedjob-name"], []).append(o)
        jobs_status = []
        for rj in rjs:
            st = rj_state(rj["name"])
            jobs_status.append({"name": rj["name"], "ready": 1 if st == "ready" else 0,
                                "succeeded": 1 if st == "complete" else 0, "failed": 1 if st == "failed" else 0,
                                "active": 1 if st in ("ready", "active") else 0, "suspended": 0})
        new_status["jobsStatus"] = jobs_status
        policy = (rt["spec"]["template"]["spec"].get("successPolicy") or {})
        targets = policy.get("targetReplicatedJobs") or [rj["name"] for rj in rjs]
        if any(j["failed"] for j in jobs_status):
            self.set_condition(new_conds, "Failed", "True", "FailedJobs", "jobset failed due to one or more job failures")
            self.event(ns, self.jobset_ref(tj), "FailedJobs", "jobset failed due to one or more job failures",
                       type_="Warning", component=JOBSET_COMPONENT)
        elif rjs and all(rj_state(t) == "complete" for t in targets):
            self.set_condition(new_conds, "Complete", "True", "AllJobsCompleted", "jobset completed successfully")
            self.event(ns, self.jobset_ref(tj), "AllJobsCompleted", "jobset completed successfully",
                       component=JOBSET_COMPONENT)
        self.write_status(key, tj, new_status)

    @staticmethod
    def set_condition(conds, type_, status, reason, message):
        now = now_rfc3339()
        for c in conds:
            if c["type"] == type_:
                if c["status"] != status:
                    c["lastTransitionTime"] = now
                c.update(status=status, reason=reason, message=message)
                return
        conds.append({"type": type_, "status": status, "reason": reason, "message": message,
                      "lastTransitionTime": now})

    def write_status(self, key, tj, new_status):
        if not new_status.get("conditions"):
            new_status.pop("conditions", None)
        if new_status != (tj.get("status") or {}):
            tj["status"] = new_status
            self.store.update(key, tj)

    # ---- pods ---------------------------------------------------------------------------
    def create_pod(self, tj, rt, rj, global_index, total_jobs, index, count, num_nodes):
        ns, job, tj_uid = tj["metadata"]["namespace"], tj["metadata"]["name"], tj["metadata"]["uid"]
        job_name = "%s-%s-0" % (job, rj["name"])
        job_uid = str(uuid.uuid5(uuid.NAMESPACE_URL, tj_uid + "/" + rj["name"]))
        jobset_uid = str(uuid.uuid5(uuid.NAMESPACE_URL, tj_uid + "/jobset"))
        pod_tmpl = (((rj.get("template") or {}).get("spec") or {}).get("template") or {})
        labels = dict((pod_tmpl.get("metadata") or {}).get("labels") or {})
        labels.update({
            "batch.kubernetes.io/controller-uid": job_uid, "batch.kubernetes.io/job-name": job_name,
            "controller-uid": job_uid, "job-name": job_name,
            "batch.kubernetes.io/job-completion-index": str(index),
            "jobset.sigs.k8s.io/jobset-name": job, "jobset.sigs.k8s.io/replicatedjob-name": rj["name"],
            "jobset.sigs.k8s.io/job-index": "0", "jobset.sigs.k8s.io/job-global-index": str(global_index),
            "jobset.sigs.k8s.io/replicatedjob-replicas": "1", "jobset.sigs.k8s.io/global-replicas": str(total_jobs),
            "jobset.sigs.k8s.io/job-key": hashlib.sha1(("%s/%s" % (ns, job_name)).encode()).hexdigest(),
            "jobset.sigs.k8s.io/jobset-uid": jobset_uid,
        })
        annotations = {"batch.kubernetes.io/job-completion-index": str(index),
                       "jobset.sigs.k8s.io/jobset-name": job, "jobset.sigs.k8s.io/replicatedjob-name": rj["name"],
                       "jobset.sigs.k8s.io/job-index": "0", "jobset.sigs.k8s.io/job-global-index": str(global_index),
                       "jobset.sigs.k8s.io/replicatedjob-replicas": "1", "jobset.sigs.k8s.io/global-replicas": str(total_jobs),
                       "jobset.sigs.k8s.io/job-key": labels["jobset.sigs.k8s.io/job-key"]}
        spec_t = pod_tmpl.get("spec") or {}
        containers = []
        trainer = tj["spec"].get("trainer") or {}
        for c in spec_t.get("containers") or [{"name": rj["name"], "image": "busybox"}]:
            c = copy.deepcopy(c)
            if c["name"] == "node":
                for f in ("image", "command", "args"):
                    if trainer.get(f):
                        c[f] = trainer[f]
                if trainer.get("resourcesPerNode"):
                    c["resources"] = trainer["resourcesPerNode"]
                env = [e for e in c.get("env") or [] if not e["name"].startswith("PET_")] + list(trainer.get("env") or [])
                if "torch" in (rt["spec"].get("mlPolicy") or {}):
                    env += [{"name": "PET_NNODES", "value": str(num_nodes)},
                            {"name": "PET_NPROC_PER_NODE", "value": str(trainer.get("numProcPerNode", 1))},
                            {"name": "PET_NODE_RANK", "valueFrom": {"fieldRef": {
                                "apiVersion": "v1",
                                "fieldPath": "metadata.annotations['batch.kubernetes.io/job-completion-index']"}}},
                            {"name": "PET_MASTER_ADDR", "value": "%s-node-0-0.%s" % (job, job)},
                            {"name": "PET_MASTER_PORT", "value": "29500"}]
                    c["ports"] = [{"containerPort": 29500, "protocol": "TCP"}]
                c["env"] = env
            init = (tj["spec"].get("initializer") or {}).get(
                {"dataset-initializer": "dataset", "model-initializer": "model"}.get(c["name"], ""), {})
            if init.get("storageUri"):
                c["env"] = [e for e in c.get("env") or [] if e["name"] != "STORAGE_URI"] + \
                    [{"name": "STORAGE_URI", "value": init["storageUri"]}] + list(init.get("env") or [])
            c.setdefault("imagePullPolicy", "IfNotPresent")
            c.setdefault("resources", {})
            c.setdefault("terminationMessagePath", "/dev/termination-log")
            c.setdefault("terminationMessagePolicy", "File")
            containers.append(c)
        name = "%s-%d-%s" % (job_name, index, _rand5())
        pod = {"kind": "Pod", "apiVersion": "v1",
               "metadata": {"name": name, "generateName": "%s-%d-" % (job_name, index), "namespace": ns,
                            "labels": labels, "annotations": annotations, "generation": 1,
                            "ownerReferences": [{"apiVersion": "batch/v1", "kind": "Job", "name": job_name,
                                                 "uid": job_uid, "controller": True, "blockOwnerDeletion": True}]},
               "spec": {"containers": containers, "restartPolicy": spec_t.get("restartPolicy", "Never"),
                        "hostname": "%s-%d" % (job_name, index), "subdomain": job,
                        "schedulerName": "default-scheduler", "serviceAccountName": "default",
                        "terminationGracePeriodSeconds": 30, "dnsPolicy": "ClusterFirst",
                        "enableServiceLinks": True, "priority": 0},
               "status": {"phase": "Pending", "qosClass": "BestEffort"}}
        created = self.store.create(("", "pods", ns, name), pod)
        jobref = {"kind": "Job", "namespace": ns, "name": job_name, "uid": job_uid, "apiVersion": "batch/v1",
                  "resourceVersion": created["metadata"]["resourceVersion"]}
        self.event(ns, jobref, "SuccessfulCreate", "Created pod: %s" % name, component="job-controller")
        step = "node-%d" % index if rj["name"] == "node" else rj["name"]
        ann = tj["metadata"].get("annotations") or {}
        self.priv("tj:" + tj_uid).setdefault("pods", {})["%s/%d" % (rj["name"], index)] = created["metadata"]["uid"]
        self.priv("pod:" + created["metadata"]["uid"]).update(
            stage=0, line=0, wait=0, step=step, rank=index, nodes=count, tj=tj_uid, slot="%s/%d" % (rj["name"], index),
            name=name, containers=[c["name"] for c in containers],
            pendingTicks=_int(ann.get(PENDING_ANNOTATION)),
            restart=ann.get(RESTART_ANNOTATION) == step,
            trainerStatus=rj["name"] == "node" and index == 0 and ann.get(TRAINER_STATUS_ANNOTATION) == "true")

    def pod_gone(self, ns, uid):
        """The kubelet's Killing event for a pod deleted through the API while it ran."""
        p = self.store.private.get("pod:%s" % uid) if uid else None
        if not p or p.get("stage", 0) not in (2,) or p.get("killed"):
            return
        p["killed"] = True
        inv = {"kind": "Pod", "namespace": ns, "name": p["name"], "uid": uid, "apiVersion": "v1"}
        for c in p.get("containers", []):
            self.event(ns, inv, "Killing", "Stopping container %s" % c, field_path="spec.containers{%s}" % c)

    def advance(self, key, pod, fail_step, ticks):
        uid = pod["metadata"]["uid"]
        p = self.store.private.get("pod:" + uid)
        if p is None or pod["status"].get("phase") in ("Succeeded", "Failed"):
            return
        now = now_rfc3339()
        ns, name = key[2], key[3]
        st = pod["status"]
        containers = pod["spec"]["containers"]
        if p["stage"] == 0 and p.get("pendingTicks", 0) > 0:
            # Unschedulable for a while: no node, PodScheduled False, the scheduler's warning.
            if not p.get("unschedulable"):
                st.update(phase="Pending", conditions=[
                    {"type": "PodScheduled", "status": "False", "lastProbeTime": None, "lastTransitionTime": now,
                     "reason": "Unschedulable", "message": UNSCHEDULABLE}])
                self.store.update(key, pod)
                self.event(ns, self.involved(pod), "FailedScheduling", UNSCHEDULABLE, type_="Warning",
                           scheduler=True, action="Scheduling")
                p["unschedulable"] = True
            p["pendingTicks"] -= 1
            self.store.save()
            return
        if p["stage"] == 0:
            pod["spec"]["nodeName"] = NODE
            st.update(phase="Pending", hostIP="10.0.0.1", hostIPs=[{"ip": "10.0.0.1"}], startTime=now,
                      conditions=[{"type": "PodScheduled", "status": "True", "lastProbeTime": None,
                                   "lastTransitionTime": now},
                                  {"type": "Initialized", "status": "True", "lastProbeTime": None,
                                   "lastTransitionTime": now},
                                  {"type": "ContainersReady", "status": "False", "lastProbeTime": None,
                                   "lastTransitionTime": now, "reason": "ContainersNotReady",
                                   "message": "containers with unready status: [%s]" % " ".join(c["name"] for c in containers)},
                                  {"type": "Ready", "status": "False", "lastProbeTime": None,
                                   "lastTransitionTime": now, "reason": "ContainersNotReady",
                                   "message": "containers with unready status: [%s]" % " ".join(c["name"] for c in containers)}],
                      containerStatuses=[{"name": c["name"], "image": c.get("image", ""), "imageID": "", "ready": False,
                                          "started": False, "restartCount": 0, "lastState": {},
                                          "state": {"waiting": {"reason": "ContainerCreating"}}} for c in containers])
            self.store.update(key, pod)
            self.event(ns, self.involved(pod), "Scheduled", "Successfully assigned %s/%s to %s" % (ns, name, NODE),
                       scheduler=True)
            p["stage"] = 1
        elif p["stage"] == 1:
            st["phase"] = "Running"
            st["podIP"] = "10.244.0.%d" % (random.randint(2, 250))
            st["podIPs"] = [{"ip": st["podIP"]}]
            for c in st["conditions"]:
                if c["type"] in ("ContainersReady", "Ready"):
                    c.update(status="True", lastTransitionTime=now)
                    c.pop("reason", None)
                    c.pop("message", None)
            for cs in st["containerStatuses"]:
                cs.update(ready=True, started=True, imageID="docker.io/library/%s@sha256:%s" % (
                    cs["image"].split("/")[-1].split(":")[0], hashlib.sha256(cs["image"].encode()).hexdigest()),
                    containerID="containerd://" + hashlib.sha256((uid + cs["name"]).encode()).hexdigest(),
                    state={"running": {"startedAt": now}})
            self.store.update(key, pod)
            inv = self.involved(pod)
            for c in containers:
                fp = "spec.containers{%s}" % c["name"]
                self.event(ns, inv, "Pulling", 'Pulling image "%s"' % c.get("image", ""), field_path=fp)
                self.event(ns, inv, "Pulled", 'Successfully pulled image "%s" in 1.2s (1.2s including waiting). Image size: 1048576 bytes.'
                           % c.get("image", ""), field_path=fp)
                self.event(ns, inv, "Created", "Created container: %s" % c["name"], field_path=fp)
                self.event(ns, inv, "Started", "Started container %s" % c["name"], field_path=fp)
            p["stage"] = 2
        elif p["stage"] == 2 and p.get("restart") == "crashed":
            # The kubelet starts the container again in the same pod; its log starts anew.
            for cs in st["containerStatuses"]:
                self.store.rotate_log(ns, name, cs["name"])
                cs.update(restartCount=cs.get("restartCount", 0) + 1, lastState=cs["state"], ready=True, started=True,
                          state={"running": {"startedAt": now}})
            self.set_ready(st, True, now)
            self.store.update(key, pod)
            inv = self.involved(pod)
            for c in containers:
                fp = "spec.containers{%s}" % c["name"]
                self.event(ns, inv, "Pulled", 'Container image "%s" already present on machine' % c.get("image", ""),
                           field_path=fp)
                self.event(ns, inv, "Created", "Created container: %s" % c["name"], field_path=fp)
                self.event(ns, inv, "Started", "Started container %s" % c["name"], field_path=fp)
            p["restart"] = "done"
            p["line"] = 0
            p["wait"] = 0
        elif p["stage"] == 2:
            p["wait"] = p.get("wait", 0) + 1
            if p["wait"] < ticks:
                return
            p["wait"] = 0
            fails = fail_step == p["step"]
            lines = self.lines(pod, p, fails)
            if p.get("restart") is True and p["line"] == 2:
                # The first container exits with 1 after its first epoch.
                for cs in st["containerStatuses"]:
                    started = cs["state"].get("running", {}).get("startedAt", now)
                    cs.update(ready=False, started=False, state={"terminated": {
                        "exitCode": 1, "reason": "Error", "startedAt": started, "finishedAt": now,
                        "containerID": cs.get("containerID", "")}})
                self.set_ready(st, False, now)
                p["restart"] = "crashed"
                self.store.update(key, pod)
                return
            if p["line"] < len(lines):
                for c in containers:
                    self.store.append_log(ns, name, c["name"], lines[p["line"]] + "\n")
                if p.get("trainerStatus") and lines[p["line"]].startswith("Epoch "):
                    self.report_progress(p, lines[p["line"]])
                p["line"] += 1
                self.store.save()
                return
            code = 1 if fails else 0
            st["phase"] = "Failed" if fails else "Succeeded"
            for c in st["conditions"]:
                if c["type"] in ("ContainersReady", "Ready"):
                    c.update(status="False", lastTransitionTime=now, reason="PodCompleted")
            for cs in st["containerStatuses"]:
                started = cs["state"].get("running", {}).get("startedAt", now)
                cs.update(ready=False, started=False,
                          state={"terminated": {"exitCode": code, "reason": "Error" if fails else "Completed",
                                                "startedAt": started, "finishedAt": now,
                                                "containerID": cs.get("containerID", "")}})
            p["stage"] = 3
            if not fails and p.get("tj"):
                self.priv("tj:" + p["tj"]).setdefault("done", []).append(p.get("slot"))
            self.store.update(key, pod)

    @staticmethod
    def set_ready(st, ready, now):
        for c in st.get("conditions") or []:
            if c["type"] in ("ContainersReady", "Ready"):
                if ready:
                    c.update(status="True", lastTransitionTime=now)
                    c.pop("reason", None)
                    c.pop("message", None)
                else:
                    names = " ".join(cs["name"] for cs in st.get("containerStatuses") or [])
                    c.update(status="False", lastTransitionTime=now, reason="ContainersNotReady",
                             message="containers with unready status: [%s]" % names)

    def report_progress(self, p, line):
        """What the trainer's status push (Trainer 2.2+ TrainJobStatus) leaves in status.trainerStatus."""
        epoch, total = (int(x) for x in line.split(":")[0].split()[1].split("/"))
        loss = line.split("loss=")[1]
        self.priv("tj:" + p["tj"])["trainerStatus"] = {
            "progressPercentage": epoch * 100 // total,
            "estimatedRemainingSeconds": (total - epoch) * EPOCH_SECONDS,
            "metrics": [{"name": "loss", "value": loss}, {"name": "epoch", "value": str(epoch)}],
            "lastUpdatedTime": now_rfc3339()}

    @staticmethod
    def lines(pod, p, fails):
        if p.get("legacy"):
            epochs = ["Epoch 1/3: loss=0.6931", "Epoch 2/3: loss=0.4512", "Epoch 3/3: loss=0.2874"]
            if fails:
                return [p["intro"], epochs[0], "RuntimeError: simulated failure of step %s (%s)" % (p["step"], FAIL_ANNOTATION)]
            return [p["intro"]] + epochs + ["Training complete"]
        c = pod["spec"]["containers"][0]
        rj = pod["metadata"]["labels"]["jobset.sigs.k8s.io/replicatedjob-name"]
        if rj == "node":
            return failed_node_log(p["rank"], p["nodes"], p["step"]) if fails else node_log(p["rank"], p["nodes"])
        uri = next((e.get("value", "") for e in c.get("env") or [] if e["name"] == "STORAGE_URI"), "")
        if rj in ("dataset-initializer", "model-initializer"):
            what = "dataset" if rj.startswith("dataset") else "model"
            out = ["Downloading %s from %s" % (what, uri or "<unset>")]
            if fails:
                return out + ["RuntimeError: simulated failure of step %s (%s)" % (p["step"], FAIL_ANNOTATION)]
            return out + ["%s downloaded to /workspace/%s" % (what.capitalize(), what)]
        return ["Running %s" % rj] + (["RuntimeError: simulated failure"] if fails else ["Done"])
