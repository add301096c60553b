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
    data = torch.full((4,), float(rank))  # 每个 rank 传入的数据都不同

    default = distribute_tensor(data, mesh, [Shard(0)])  # src_data_rank=0
    own = distribute_tensor(data, mesh, [Shard(0)], src_data_rank=None)

    rows = [None] * world_size
    dist.all_gather_object(rows, (default.to_local().tolist(), own.to_local().tolist()))
    if rank == 0:
        for r, (d, o) in enumerate(rows):
            print(f"rank {r}: default shard {d}, src_data_rank=None shard {o}")
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
