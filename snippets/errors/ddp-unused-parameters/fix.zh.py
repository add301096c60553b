import socket

import torch
import torch.distributed as dist
import torch.distributed.nn  # noqa: F401  imported before the group exists (see terminate-called-at-exit)
import torch.multiprocessing as mp
import torch.nn as nn


class TwoHeads(nn.Module):
    def __init__(self):
        super().__init__()
        self.main = nn.Linear(4, 2)
        self.aux = nn.Linear(4, 2)

    def forward(self, x, use_aux=False):
        return self.aux(x) if use_aux else self.main(x)


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    torch.manual_seed(0)
    # 每一步走的分支都在变，所以要让 DDP 查找未使用的参数。
    model = nn.parallel.DistributedDataParallel(TwoHeads(), find_unused_parameters=True)
    for step in range(3):
        model(torch.ones(3, 4), use_aux=step == 1).sum().backward()
    if rank == 0:
        print("aux grad:", model.module.aux.weight.grad is not None)
    del model
    dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    mp.spawn(worker, args=(2, port), nprocs=2)
