import socket

import torch.distributed as dist
import torch.multiprocessing as mp


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    stats = {"rank": rank, "correct": 40 + rank, "files": ["a.jpg", "b.jpg"][: rank + 1]}
    gathered = [None] * world_size  # 每个 rank 都要分配列表
    ret = dist.all_gather_object(gathered, stats)
    for r in range(world_size):
        if r == rank:
            print(f"rank {rank}: returned {ret}, list {gathered}", flush=True)
        dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
