import socket
import time
from datetime import timedelta

import torch.distributed as dist
import torch.multiprocessing as mp


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    if rank == 1:
        time.sleep(6)  # rank 1 is stuck elsewhere (a slow file system, a deadlock)
    try:
        dist.monitored_barrier(timeout=timedelta(seconds=2))
    finally:
        dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
