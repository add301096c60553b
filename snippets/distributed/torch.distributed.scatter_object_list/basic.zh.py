import socket

import torch.distributed as dist
import torch.multiprocessing as mp


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    if rank == 0:
        shards = [["a.jpg", "b.jpg", "c.jpg"], ["d.jpg"]]  # 每个 rank 一项，大小随意
    else:
        shards = None
    mine = [None]  # 只有一个位置的列表，用来接收本 rank 的那一项
    dist.scatter_object_list(mine, shards, src=0)
    for r in range(world_size):
        if r == rank:
            print(f"rank {rank}: {mine[0]}", flush=True)
        dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
