import socket
from datetime import timedelta

import torch
import torch.distributed as dist
import torch.multiprocessing as mp


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size,
                            timeout=timedelta(seconds=30))
    metric = torch.tensor([float(rank + 1)])
    dist.all_reduce(metric)  # 每个 rank 都调用集合通信 ……
    if rank == 0:  # …… 只有打印由 rank 0 负责
        print("summed metric:", metric.item())
    dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    mp.spawn(worker, args=(2, port), nprocs=2)
