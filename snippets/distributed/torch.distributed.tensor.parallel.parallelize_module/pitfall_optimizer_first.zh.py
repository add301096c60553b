import socket

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
import torch.nn as nn
from torch.distributed.device_mesh import init_device_mesh
from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel, parallelize_module


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    mesh = init_device_mesh("cpu", (world_size,))
    torch.manual_seed(0)
    mlp = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 4))
    opt = torch.optim.SGD(mlp.parameters(), lr=0.1)  # 创建得太早了
    mlp = parallelize_module(mlp, mesh, {"0": ColwiseParallel(), "2": RowwiseParallel()})

    before = mlp[2].weight.full_tensor()
    mlp(torch.randn(3, 4)).sum().backward()
    opt.step()
    after = mlp[2].weight.full_tensor()
    old = opt.param_groups[0]["params"][0]
    if rank == 0:
        print("optimizer holds the model's weight:", old is mlp[0].weight)
        print("grad of the old parameter:", old.grad)
        print("model weight has a grad:", mlp[0].weight.grad is not None)
        print("weights changed by step():", not torch.equal(before, after))
    del mlp, opt, old
    dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
