import socket
import time
from datetime import timedelta

import torch
import torch.distributed as dist
import torch.multiprocessing as mp


def worker(rank, world_size, port):
    # NCCL 需要 GPU；gloo 在 CPU 上会出同样的错。超时设得很短，好让代码片段尽快结束。
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size,
                            timeout=timedelta(seconds=3))
    try:
        if rank == 0:  # 错误所在：只有 rank 0 调用的集合通信（例如在记录某个指标时）
            metric = torch.tensor([1.0])
            dist.all_reduce(metric)
        else:
            time.sleep(6)  # 另一个 rank 在忙别的事，始终不会加入
    finally:
        dist.destroy_process_group()


if __name__ == "__main__":
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    mp.spawn(worker, args=(2, port), nprocs=2)
