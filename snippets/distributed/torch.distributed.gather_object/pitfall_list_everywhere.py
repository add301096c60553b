import socket
import time

import torch.distributed as dist
import torch.multiprocessing as mp


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    if rank == 0:
        time.sleep(3)  # rank 0 is still busy (say, evaluating) when rank 1 reaches the call
    gathered = [None] * world_size  # built on every rank, as for all_gather_object
    dist.gather_object({"rank": rank}, gathered, dst=0)
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
