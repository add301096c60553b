import gc
import socket

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
import torch.nn as nn
from torch.distributed.fsdp import FullyShardedDataParallel as FSDP
from torch.distributed.fsdp import ShardingStrategy

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    torch.manual_seed(0)
    model = nn.Linear(4, 2)  # 8 weights + 2 biases = 10 numbers
    # On CPU, device_id must name the CPU explicitly (see the pitfalls).
    fsdp = FSDP(model, sharding_strategy=ShardingStrategy.FULL_SHARD, device_id=torch.device("cpu"))
    opt = torch.optim.SGD(fsdp.parameters(), lr=0.1)  # create the optimizer AFTER wrapping

    x = torch.full((3, 4), float(rank + 1))
    fsdp(x).sum().backward()
    opt.step()

    shard = next(fsdp.parameters())
    full = fsdp.state_dict()  # full (unsharded) state dict; every rank must call it
    for r in range(world_size):
        if r == rank:
            print(f"rank {rank}: local shard {tuple(shard.shape)}, grad shard {tuple(shard.grad.shape)}", flush=True)
        dist.barrier()
    if rank == 0:
        print("state_dict:", {k: tuple(v.shape) for k, v in full.items()})
    # The wrapper holds the process group. Free it before destroy_process_group(), or the group's gloo
    # threads outlive it and can abort the rank while Python shuts down ("terminate called without an
    # active exception"). gc.collect(): FSDP modules sit in reference cycles.
    del fsdp, opt
    gc.collect()
    dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
