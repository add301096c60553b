import socket

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
from torch.distributed.device_mesh import init_device_mesh
from torch.distributed.tensor import Replicate, Shard, distribute_tensor


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    mesh = init_device_mesh("cpu", (world_size,))

    weight = torch.arange(10.0).reshape(5, 2)
    sharded = distribute_tensor(weight, mesh, [Shard(0)])  # 按行切分，与 torch.chunk 一样
    replicated = distribute_tensor(weight, mesh, [Replicate()])
    doubled = sharded * 2  # 对 DTensor 的运算返回布局相同的 DTensor

    info = (rank, tuple(sharded.shape), tuple(sharded.to_local().shape), sharded.to_local().tolist(),
            tuple(replicated.to_local().shape), doubled.placements)
    rows = [None] * world_size
    dist.all_gather_object(rows, info)
    full = doubled.full_tensor()  # 集合通信：每个 rank 都要调用
    if rank == 0:
        for r, global_shape, local_shape, local, rep_shape, placements in rows:
            print(f"rank {r}: global {global_shape}, shard {local_shape} {local}, replica {rep_shape}, doubled {placements}")
        print("full_tensor of doubled:", full.tolist())
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
