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
    dist.init_process_group(
        "gloo",
        init_method=f"tcp://127.0.0.1:{port}",
        rank=rank,
        world_size=world_size,
        timeout=timedelta(seconds=3),  # short, so the hang ends quickly
    )
    if rank == 0:
        dist.barrier()  # only rank 0 waits here: rank 1 never joins
    else:
        time.sleep(6)


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
