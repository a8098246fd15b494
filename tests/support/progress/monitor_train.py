# SPDX-FileCopyrightText: 2026 The TrainDeck authors
# SPDX-License-Identifier: Apache-2.0
"""A 2-node training stand-in for the Monitor tab's test (tests/ui/tst_monitorjobview.cpp).

Each node trains 60 steps of about 0.5 s of real work and prints its loss as a script does;
node 0 reports progress and its accuracy every 5 steps the way the Kubeflow SDK's
update_trainjob_status does (progress_update.py beside this file has the request).
"""
import json, os, ssl, time
from datetime import datetime, timezone
from urllib import request
rank = int(os.environ['PET_NODE_RANK'])
url = os.environ.get('KUBEFLOW_TRAINER_SERVER_URL')
def report(step, total, accuracy):
    ctx = ssl.create_default_context(cafile=os.environ['KUBEFLOW_TRAINER_SERVER_CA_CERT'])
    token = open(os.environ['KUBEFLOW_TRAINER_SERVER_TOKEN']).read().strip()
    body = {'trainerStatus': {'lastUpdatedTime': datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ'),
            'progressPercentage': step * 100 // total, 'estimatedRemainingSeconds': (total - step) // 2,
            'metrics': [{'name': 'accuracy', 'value': str(accuracy)}]}}
    req = request.Request(url, data=json.dumps(body).encode(), method='POST',
                          headers={'Authorization': 'Bearer ' + token, 'Content-Type': 'application/json'})
    print('progress api', request.urlopen(req, context=ctx, timeout=5).status, flush=True)
total = 60
for step in range(1, total + 1):
    end = time.time() + 0.5
    x = 0
    while time.time() < end:
        x += 1
    loss = 2.5 / (1 + 0.08 * step) + 0.03 * rank
    print(f'step={step} loss={loss:.4f} lr=0.0003', flush=True)
    if rank == 0 and url and step % 5 == 0:
        report(step, total, round(0.5 + step / 150, 3))
