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
        self.aux_head = nn.Linear(4, 2)

    def forward(self, x, use_aux=False):
        return self.aux_head(x) if use_aux else self.cls_head(x)


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
ddp = nn.parallel.DistributedDataParallel(TwoHeads(), find_unused_parameters=True)
for step in range(3):
    ddp(torch.ones(3, 4), use_aux=(step == 1)).sum().backward()
    print("step", step, "ok")
print("aux_head has a grad:", ddp.module.aux_head.weight.grad is not None)
dist.destroy_process_group()
