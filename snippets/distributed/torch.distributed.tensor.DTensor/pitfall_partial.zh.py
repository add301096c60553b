import socket

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
from torch.distributed.device_mesh import init_device_mesh
from torch.distributed.tensor import Shard, distribute_tensor


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    mesh = init_device_mesh("cpu", (world_size,))
    scores = distribute_tensor(torch.arange(1.0, 7.0), mesh, [Shard(0)])  # 1..6，总和为 21

    total = scores.sum()
    rows = [None] * world_size
    dist.all_gather_object(rows, (total.placements, total.to_local().item()))
    full = total.full_tensor().item()
    if rank == 0:
        for r, (placements, local) in enumerate(rows):
            print(f"rank {r}: {placements}, to_local() = {local}")
        print("full_tensor() =", full)
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
