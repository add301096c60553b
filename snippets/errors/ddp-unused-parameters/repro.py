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
        self.aux = nn.Linear(4, 2)  # defined, but forward never uses it

    def forward(self, x):
        return self.main(x)


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    torch.manual_seed(0)
    model = nn.parallel.DistributedDataParallel(TwoHeads())
    try:
        for step in range(2):  # the error surfaces in the second forward
            model(torch.ones(3, 4)).sum().backward()
    finally:
        del model  # free what holds the group before destroying it
        dist.destroy_process_group()


if __name__ == "__main__":
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    # One process is enough: every rank raises the same error, and with two the report names whichever came first.
    mp.spawn(worker, args=(1, port), nprocs=1)
