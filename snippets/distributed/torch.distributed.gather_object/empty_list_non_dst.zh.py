import socket

import torch.distributed as dist
import torch.multiprocessing as mp


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    # 空列表和 None 一样算作“没有传入”：rank 1 不会被拒绝
    gathered = [None] * world_size if rank == 0 else []
    dist.gather_object({"rank": rank}, gathered, dst=0)

    seen = [None] * world_size
    dist.all_gather_object(seen, gathered)
    if rank == 0:
        print("rank 0 holds:", seen[0])
        print("rank 1 holds:", seen[1])  # 仍然是空的：非目标 rank 上什么也不会写入
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
