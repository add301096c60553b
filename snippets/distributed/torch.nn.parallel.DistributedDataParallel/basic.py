import socket

import torch
import torch.distributed as dist
import torch.distributed.nn  # import before init_process_group: see the comment at the end of worker()
import torch.multiprocessing as mp
import torch.nn as nn


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    torch.manual_seed(0)  # same initial weights on every rank (DDP also broadcasts rank 0's)
    model = nn.Linear(2, 1, bias=False)
    ddp = nn.parallel.DistributedDataParallel(model)
    opt = torch.optim.SGD(ddp.parameters(), lr=0.1)

    x = torch.full((1, 2), float(rank + 1))  # each rank sees a different batch
    ddp(x).sum().backward()  # gradients are all-reduced and averaged here
    grad = model.weight.grad.clone()
    opt.step()

    grads = [torch.zeros_like(grad) for _ in range(world_size)]
    dist.all_gather(grads, grad)
    if rank == 0:
        print("local grad on each rank would be [1, 1] and [2, 2]")
        print("grad after backward, per rank:", [g.tolist() for g in grads])
        print("state_dict keys:", list(ddp.state_dict().keys()))
    # Free what holds the process group, so that destroy_process_group() really ends it and its gloo threads,
    # rather than leaving them to race Python's shutdown ("terminate called without an active exception").
    # torch 2.13: torch.distributed.nn, which DDP imports on first use, keeps the group if imported after
    # init_process_group (its functions take the group as a default argument), hence the import at the top.
    del ddp, opt
    dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
