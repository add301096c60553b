import socket

import torch
import torch.distributed as dist
import torch.multiprocessing as mp


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    loss_sum = torch.tensor([rank + 1.0, 10.0 * (rank + 1)])
    dist.reduce(loss_sum, dst=0)  # 只保证 rank 0 上持有求和结果

    rows = [None] * world_size
    dist.all_gather_object(rows, loss_sum.tolist())
    if rank == 0:
        print("rank 0 (dst) holds the sum:", rows[0])
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
