# SPDX-FileCopyrightText: 2026 The TrainDeck authors
# SPDX-License-Identifier: Apache-2.0
"""TrainDeck demo: a small DistributedDataParallel job on CPU.

Each node learns y = 3x + 1 from its own shard of synthetic data; gradients are averaged
across nodes by DDP (gloo). The process group is set up from the PET_* variables that the
torch policy provides (TrainDeck also exports RANK, WORLD_SIZE, MASTER_ADDR, MASTER_PORT).
"""
import argparse
import os
import time

import torch
import torch.distributed as dist


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=int, default=3)
    args = parser.parse_args()

    rank = int(os.environ.get("PET_NODE_RANK", os.environ.get("RANK", "0")))
    world = int(os.environ.get("PET_NNODES", os.environ.get("WORLD_SIZE", "1")))
    addr = os.environ.get("PET_MASTER_ADDR", "127.0.0.1")
    port = os.environ.get("PET_MASTER_PORT", "29500")
    print(f"node {rank}/{world}: joining tcp://{addr}:{port}", flush=True)
    dist.init_process_group("gloo", init_method=f"tcp://{addr}:{port}", rank=rank,
                            world_size=world)

    torch.manual_seed(1234 + rank)
    x = torch.randn(256, 1)
    y = 3 * x + 1 + 0.01 * torch.randn(256, 1)
    model = torch.nn.parallel.DistributedDataParallel(torch.nn.Linear(1, 1))
    lr = float(os.environ.get("DEMO_LEARNING_RATE", "0.05"))
    opt = torch.optim.SGD(model.parameters(), lr=lr)
    for epoch in range(args.epochs):
        for step in range(20):
            opt.zero_grad()
            loss = torch.nn.functional.mse_loss(model(x), y)
            loss.backward()
            opt.step()
        print(f"INFO epoch={epoch} step={step} loss={loss.item():.5f}", flush=True)
        time.sleep(0.2)

    check = torch.tensor([float(rank + 1)])
    dist.all_reduce(check)
    w = model.module.weight.item()
    b = model.module.bias.item()
    print(f"node {rank}: weight={w:.3f} bias={b:.3f} allreduce={check.item()}", flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
