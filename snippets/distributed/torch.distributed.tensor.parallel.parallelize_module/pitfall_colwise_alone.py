import socket

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
import torch.nn as nn
from torch.distributed.device_mesh import init_device_mesh
from torch.distributed.tensor import Replicate
from torch.distributed.tensor.parallel import ColwiseParallel, parallelize_module


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    mesh = init_device_mesh("cpu", (world_size,))
    torch.manual_seed(0)
    proj = parallelize_module(nn.Linear(4, 8), mesh, ColwiseParallel())
    gathered = parallelize_module(nn.Linear(4, 8), mesh, ColwiseParallel(output_layouts=Replicate()))

    x = torch.randn(3, 4)
    y, z = proj(x), gathered(x)
    rows = [None] * world_size
    dist.all_gather_object(rows, (rank, type(y).__name__, tuple(y.shape), tuple(z.shape)))
    if rank == 0:
        for r, kind, shape, full in rows:
            print(f"rank {r}: ColwiseParallel() gives {kind} {shape}, output_layouts=Replicate() gives {full}")
    del proj, gathered, y, z
    dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
