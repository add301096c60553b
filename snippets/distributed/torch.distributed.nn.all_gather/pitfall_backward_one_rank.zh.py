import datetime
import socket
import time

import torch
import torch.distributed as dist
import torch.distributed.nn
import torch.multiprocessing as mp


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size,
                            timeout=datetime.timedelta(seconds=5))
    x = torch.ones(2, requires_grad=True)
    everyone = torch.cat(torch.distributed.nn.all_gather(x * 2))
    if rank == 0:
        everyone.sum().backward()  # 只有 rank 0 计算了损失
    else:
        time.sleep(8)  # rank 1 去做别的事了
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
