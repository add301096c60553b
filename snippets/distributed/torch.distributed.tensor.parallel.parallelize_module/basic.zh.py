import socket

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
import torch.nn as nn
from torch.distributed.device_mesh import init_device_mesh
from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel, parallelize_module


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    mesh = init_device_mesh("cpu", (world_size,))
    torch.manual_seed(0)
    mlp = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 4))
    x = torch.randn(3, 4)  # 每个 rank 上是同一个批次
    expected = mlp(x)

    # 键是子模块名：在这个 nn.Sequential 中是 "0" 和 "2"
    mlp = parallelize_module(mlp, mesh, {"0": ColwiseParallel(), "2": RowwiseParallel()})
    out = mlp(x)  # 一次 all-reduce，发生在按行切分的层内部
    same = torch.allclose(out, expected, atol=1e-6)  # 每个 rank 都会用到自己的输出，而输出要等 all-reduce 完成

    w0, w2 = mlp[0].weight, mlp[2].weight
    info = (rank, type(w0).__name__, w0.placements, tuple(w0.to_local().shape),
            w2.placements, tuple(w2.to_local().shape), tuple(out.shape), same)
    rows = [None] * world_size
    dist.all_gather_object(rows, info)
    if rank == 0:
        for r, kind, p0, s0, p2, s2, shape, ok in rows:
            print(f"rank {r}: {kind} weights, layer 0 {p0} local {s0}, layer 2 {p2} local {s2}")
            print(f"        output {shape}, equal to the unsharded model: {ok}")
    del mlp, out
    dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
