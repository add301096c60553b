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
        self.aux = nn.Linear(4, 2)  # 定义了，但 forward 从未用到它

    def forward(self, x):
        return self.main(x)


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    torch.manual_seed(0)
    model = nn.parallel.DistributedDataParallel(TwoHeads())
    try:
        for step in range(2):  # 错误在第二次 forward 时才出现
            model(torch.ones(3, 4)).sum().backward()
    finally:
        del model  # 销毁进程组之前，先释放持有它的对象
        dist.destroy_process_group()


if __name__ == "__main__":
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    # 一个进程就够了：每个 rank 都会抛出同样的错误；若用两个进程，报告里显示的是先出错的那个。
    mp.spawn(worker, args=(1, port), nprocs=1)
