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
    grad = torch.ones(4)
    out = torch.empty_like(grad)  # 像 all_reduce 那样按输入的大小分配
    if rank != 0:
        time.sleep(3)  # rank 1 晚一些到达，这样报告的总是 rank 0 的错误
    try:
        dist.reduce_scatter_tensor(out, grad)
    finally:
        dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
