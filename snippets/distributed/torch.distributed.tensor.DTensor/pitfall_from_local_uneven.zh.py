import socket

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
from torch.distributed.device_mesh import init_device_mesh
from torch.distributed.tensor import DTensor, Shard


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    mesh = init_device_mesh("cpu", (world_size,))
    rows = 3 if rank == 0 else 2  # 共 5 行，切分不均
    local = torch.full((rows, 2), float(rank))

    guessed = DTensor.from_local(local, mesh, [Shard(0)])
    told = DTensor.from_local(local, mesh, [Shard(0)], shape=torch.Size([5, 2]), stride=(2, 1))

    shapes = [None] * world_size
    dist.all_gather_object(shapes, (tuple(guessed.shape), tuple(told.shape)))
    full = told.full_tensor()
    if rank == 0:
        for r, (g, t) in enumerate(shapes):
            print(f"rank {r}: without shape= {g}, with shape= {t}")
        print("full_tensor:", full.tolist())
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
