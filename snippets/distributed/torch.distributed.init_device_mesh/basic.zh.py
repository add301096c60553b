import socket

import torch.distributed as dist
import torch.multiprocessing as mp
from torch.distributed.device_mesh import init_device_mesh


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    # 1 个数据并行副本 x 2 个张量并行 rank；每个 rank 构建相同的设备网格
    mesh = init_device_mesh("cpu", (1, 2), mesh_dim_names=("dp", "tp"))
    tp_mesh = mesh["tp"]  # 一维子网格，例如用于 parallelize_module

    info = (rank, mesh.get_coordinate(), tp_mesh.get_local_rank(), tp_mesh.size())
    rows = [None] * world_size
    dist.all_gather_object(rows, info)
    if rank == 0:
        print(mesh)
        print("shape:", mesh.shape, "dim names:", mesh.mesh_dim_names)
        for r, coord, tp_rank, tp_size in rows:
            print(f"rank {r}: coordinate {coord}, tp rank {tp_rank} of {tp_size}")
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
