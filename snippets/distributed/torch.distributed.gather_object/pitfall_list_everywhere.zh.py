import socket
import time

import torch.distributed as dist
import torch.multiprocessing as mp


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    if rank == 0:
        time.sleep(3)  # rank 1 到达这个调用时，rank 0 还在忙（比如在做评估）
    gathered = [None] * world_size  # 像 all_gather_object 那样在每个 rank 上都构建了列表
    dist.gather_object({"rank": rank}, gathered, dst=0)
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
