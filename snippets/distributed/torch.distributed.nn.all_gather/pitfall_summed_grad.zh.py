import socket

import torch
import torch.distributed as dist
import torch.distributed.nn
import torch.multiprocessing as mp


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    x = torch.ones(2, requires_grad=True)
    loss = torch.cat(torch.distributed.nn.all_gather(x)).sum()  # 每个 rank 上都是同一个全局损失
    loss.backward()

    grads = [None] * world_size
    dist.all_gather_object(grads, x.grad.tolist())
    if rank == 0:
        print("expected d(loss)/dx: [1.0, 1.0]")
        for r, g in enumerate(grads):
            print(f"rank {r}: x.grad = {g}")
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
