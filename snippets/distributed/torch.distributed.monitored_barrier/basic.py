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
    time.sleep(0.5 * rank)  # ranks arrive at different times, within the timeout
    dist.monitored_barrier(timeout=timedelta(seconds=5))
    if rank == 0:
        print("every rank passed the monitored barrier", flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
