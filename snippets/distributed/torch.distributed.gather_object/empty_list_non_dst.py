import socket

import torch.distributed as dist
import torch.multiprocessing as mp


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    # an empty list counts as "not given", just like None: rank 1 is not refused
    gathered = [None] * world_size if rank == 0 else []
    dist.gather_object({"rank": rank}, gathered, dst=0)

    seen = [None] * world_size
    dist.all_gather_object(seen, gathered)
    if rank == 0:
        print("rank 0 holds:", seen[0])
        print("rank 1 holds:", seen[1])  # still empty: nothing is written on a non-destination rank
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
