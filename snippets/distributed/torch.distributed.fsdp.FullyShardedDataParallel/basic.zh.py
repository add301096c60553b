import gc
import socket

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
import torch.nn as nn
from torch.distributed.fsdp import FullyShardedDataParallel as FSDP
from torch.distributed.fsdp import ShardingStrategy

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    torch.manual_seed(0)
    model = nn.Linear(4, 2)  # 8 个权重 + 2 个偏置 = 10 个数
    # 在 CPU 上，device_id 必须显式指定为 CPU（见避坑指南）。
    fsdp = FSDP(model, sharding_strategy=ShardingStrategy.FULL_SHARD, device_id=torch.device("cpu"))
    opt = torch.optim.SGD(fsdp.parameters(), lr=0.1)  # 在包装之后再创建优化器

    x = torch.full((3, 4), float(rank + 1))
    fsdp(x).sum().backward()
    opt.step()

    shard = next(fsdp.parameters())
    full = fsdp.state_dict()  # 完整（未分片）的状态字典；每个 rank 都必须调用
    for r in range(world_size):
        if r == rank:
            print(f"rank {rank}: local shard {tuple(shard.shape)}, grad shard {tuple(shard.grad.shape)}", flush=True)
        dist.barrier()
    if rank == 0:
        print("state_dict:", {k: tuple(v.shape) for k, v in full.items()})
    # 包装器持有进程组。必须在 destroy_process_group() 之前释放它，否则进程组的 gloo 线程会活得比它久，
    # 可能在 Python 退出时让该 rank 异常终止（"terminate called without an active exception"）。
    # 之所以要 gc.collect()：FSDP 模块处在循环引用中。
    del fsdp, opt
    gc.collect()
    dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
