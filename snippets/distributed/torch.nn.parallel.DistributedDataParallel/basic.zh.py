import socket

import torch
import torch.distributed as dist
import torch.distributed.nn  # 要在 init_process_group 之前导入：见 worker() 末尾的注释
import torch.multiprocessing as mp
import torch.nn as nn


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    torch.manual_seed(0)  # 每个 rank 的初始权重相同（DDP 也会广播 rank 0 的权重）
    model = nn.Linear(2, 1, bias=False)
    ddp = nn.parallel.DistributedDataParallel(model)
    opt = torch.optim.SGD(ddp.parameters(), lr=0.1)

    x = torch.full((1, 2), float(rank + 1))  # 每个 rank 看到的批次不同
    ddp(x).sum().backward()  # 梯度在这里做 all-reduce 并求平均
    grad = model.weight.grad.clone()
    opt.step()

    grads = [torch.zeros_like(grad) for _ in range(world_size)]
    dist.all_gather(grads, grad)
    if rank == 0:
        print("local grad on each rank would be [1, 1] and [2, 2]")
        print("grad after backward, per rank:", [g.tolist() for g in grads])
        print("state_dict keys:", list(ddp.state_dict().keys()))
    # 释放持有进程组的对象，这样 destroy_process_group() 才会真正结束进程组及其 gloo 线程，
    # 而不是让它们与 Python 的退出过程竞争（"terminate called without an active exception"）。
    # torch 2.13：DDP 首次使用时会导入 torch.distributed.nn；若它在 init_process_group 之后才导入，就会
    # 一直持有该进程组（它的函数把进程组作为默认参数），所以在文件开头导入。
    del ddp, opt
    dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
