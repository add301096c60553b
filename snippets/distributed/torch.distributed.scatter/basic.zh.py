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
    out = torch.empty(3)
    if rank == 0:
        data = torch.arange(6.0)
        chunks = list(data.chunk(world_size))  # 每个 rank 一块，也包括 rank 0 自己
        dist.scatter(out, chunks, src=0)
    else:
        dist.scatter(out, None, src=0)  # 非源 rank 不传列表
    for r in range(world_size):
        if r == rank:
            print(f"rank {rank}: {out.tolist()}", flush=True)
        dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
