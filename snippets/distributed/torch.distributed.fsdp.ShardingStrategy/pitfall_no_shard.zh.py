import gc
import socket
import warnings

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
    for strategy in [ShardingStrategy.NO_SHARD]:
        torch.manual_seed(0)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            fsdp = FSDP(nn.Linear(4, 2), sharding_strategy=strategy, device_id=torch.device("cpu"))
        fsdp(torch.ones(3, 4)).sum().backward()
        flat = next(fsdp.parameters())  # 本 rank 持有的那一部分，取自 Linear(4, 2) 的 10 个数（weight + bias）
        if rank == 0:
            print(f"{strategy.name:13s} rank 0 keeps {flat.numel():2d} of 10 parameters, grad {flat.grad.numel():2d}")
            for w in caught:  # 在这个工作进程中产生的警告
                print(f"  {w.category.__name__}: {w.message}")
    # 包装器持有进程组。必须在 destroy_process_group() 之前释放它，否则进程组的 gloo 线程会活得比它久，
    # 可能在 Python 退出时让该 rank 异常终止（"terminate called without an active exception"）。
    # 之所以要 gc.collect()：FSDP 模块处在循环引用中。
    del fsdp
    gc.collect()
    dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
