import socket
import time
from datetime import timedelta

import torch.distributed as dist
import torch.multiprocessing as mp


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port):
    dist.init_process_group(
        "gloo",
        init_method=f"tcp://127.0.0.1:{port}",
        rank=rank,
        world_size=world_size,
        timeout=timedelta(seconds=3),  # 设得很短，让卡住的状态尽快结束
    )
    if rank == 0:
        dist.barrier()  # 只有 rank 0 在这里等：rank 1 永远不会到达
    else:
        time.sleep(6)


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
