import socket

import torch
import torch.distributed as dist
import torch.nn as nn


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class TwoHeads(nn.Module):
    def __init__(self):
        super().__init__()
        self.cls_head = nn.Linear(4, 2)
        self.aux_head = nn.Linear(4, 2)  # 下面的 forward 中从未用到

    def forward(self, x):
        return self.cls_head(x)


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
try:
    ddp = nn.parallel.DistributedDataParallel(TwoHeads())
    for step in range(2):
        ddp(torch.ones(3, 4)).sum().backward()
        print("step", step, "done")
finally:
    dist.destroy_process_group()
