import socket

import torch
import torch.distributed as dist
import torch.multiprocessing as mp


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    pair = dist.new_group(ranks=[1, 2])

    value = torch.tensor([10.0 * rank])
    ret = dist.all_reduce(value, group=pair)  # rank 0 不在这个组里
    rows = [None] * world_size
    dist.all_gather_object(rows, (rank, repr(pair) if rank == 0 else "ProcessGroup", ret, value.item()))
    if rank == 0:
        for r, group, result, v in rows:
            print(f"rank {r}: group={group}, returned {result}, value {v}")
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(3, free_port()), nprocs=3)
