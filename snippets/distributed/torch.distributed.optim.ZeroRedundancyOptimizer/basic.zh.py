import socket

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
import torch.nn as nn
from torch.distributed.optim import ZeroRedundancyOptimizer


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    torch.manual_seed(0)
    model = nn.parallel.DistributedDataParallel(nn.Sequential(nn.Linear(4, 8), nn.Linear(8, 2)))
    opt = ZeroRedundancyOptimizer(model.parameters(), optimizer_class=torch.optim.Adam, lr=0.01)

    model(torch.randn(3, 4)).sum().backward()
    opt.step()  # 每个 rank 更新自己负责的那一部分，然后广播新的值

    local = opt.optim  # 本 rank 实际运行的普通 Adam
    n_local = sum(len(g["params"]) for g in local.param_groups)
    for r in range(world_size):
        if r == rank:
            print(f"rank {rank}: Adam state for {n_local} of 4 parameter tensors", flush=True)
        dist.barrier()

    opt.consolidate_state_dict(to=0)  # 集合通信：每个 rank 都必须调用
    if rank == 0:
        full = opt.state_dict()
        print("consolidated state for params:", sorted(full["state"].keys()))
        torch.save(full, "optim.pt")
    # 包装器持有进程组。必须在 destroy_process_group() 之前释放它，否则进程组的 gloo 线程会活得比它久，
    # 可能在 Python 退出时让该 rank 异常终止
    # （"terminate called without an active exception"）。
    del model, opt
    dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
