import socket

import torch
import torch.distributed as dist
import torch.nn as nn
from torch.distributed.optim import ZeroRedundancyOptimizer


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
try:
    model = nn.Linear(4, 2)
    opt = ZeroRedundancyOptimizer(model.parameters(), optimizer_class=torch.optim.Adam, lr=0.01)
    model(torch.ones(3, 4)).sum().backward()
    opt.step()
    torch.save(opt.state_dict(), "optim.pt")  # 常规的保存检查点写法，原封未动
finally:
    dist.destroy_process_group()
