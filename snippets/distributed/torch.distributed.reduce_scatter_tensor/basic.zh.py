import socket

import torch
import torch.distributed as dist
import torch.multiprocessing as mp


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def show(rank, world_size, text):
    # 按 rank 逐个打印，使输出顺序稳定
    for r in range(world_size):
        if r == rank:
            print(f"rank {rank}: {text}", flush=True)
        dist.barrier()


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    x = torch.arange(4.0) + 10 * rank  # rank 0: [0, 1, 2, 3], rank 1: [10, 11, 12, 13]
    out = torch.empty(x.numel() // world_size)  # 每个 rank 只保留求和结果的一块
    dist.reduce_scatter_tensor(out, x)
    show(rank, world_size, f"reduce_scatter_tensor {out.tolist()}")

    out2 = torch.empty(2)
    dist.reduce_scatter(out2, list(x.chunk(world_size)))  # 列表形式得到相同的结果
    show(rank, world_size, f"reduce_scatter {out2.tolist()}")
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
