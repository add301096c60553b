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
    x = torch.arange(4.0)
    out = torch.empty(x.numel() // world_size)  # sized like one chunk, as if only one piece came back
    if rank != 0:
        time.sleep(3)  # rank 1 arrives later, so rank 0's error is the one reported
    try:
        dist.all_to_all_single(out, x)
    finally:
        dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
