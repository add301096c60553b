import socket
import time

import torch
import torch.distributed as dist
import torch.multiprocessing as mp


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    out = torch.empty(5 // world_size)
    chunks = list(torch.arange(5.0).chunk(world_size)) if rank == 0 else None  # 大小分别是 3 和 2
    if rank != 0:
        time.sleep(3)  # rank 1 晚一点到达，这样报告的是源 rank 的错误
    try:
        dist.scatter(out, chunks, src=0)
    finally:
        dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
