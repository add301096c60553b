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

    t = torch.tensor([rank + 1.0, 10.0 * (rank + 1)])
    show(rank, world_size, f"before {t.tolist()}")
    ret = dist.all_reduce(t)  # 原地操作，默认 ReduceOp.SUM
    show(rank, world_size, f"after SUM {t.tolist()}, returned {ret}")

    m = torch.tensor([rank + 1.0])
    dist.all_reduce(m, op=dist.ReduceOp.MAX)
    a = torch.tensor([rank + 1.0])
    dist.all_reduce(a, op=dist.ReduceOp.AVG)
    show(rank, world_size, f"MAX {m.tolist()}, AVG {a.tolist()}")

    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
