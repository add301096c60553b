import socket
import time
from datetime import timedelta

import torch
import torch.distributed as dist
import torch.multiprocessing as mp


def worker(rank, world_size, port):
    # NCCL needs GPUs; gloo shows the same mistake on CPU. A short timeout so the snippet ends quickly.
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size,
                            timeout=timedelta(seconds=3))
    try:
        if rank == 0:  # the mistake: a collective that only rank 0 calls (e.g. while logging a metric)
            metric = torch.tensor([1.0])
            dist.all_reduce(metric)
        else:
            time.sleep(6)  # the other rank is busy elsewhere and never joins
    finally:
        dist.destroy_process_group()


if __name__ == "__main__":
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    mp.spawn(worker, args=(2, port), nprocs=2)
