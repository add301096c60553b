import socket

import torch
import torch.distributed as dist
import torch.nn as nn


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
try:
    ddp = nn.parallel.DistributedDataParallel(nn.Linear(4, 2))
    torch.save(ddp.state_dict(), "ckpt.pt")  # 从包装器上保存
    print(list(torch.load("ckpt.pt").keys()))
    # 之后做推理时，不再使用 DDP：
    nn.Linear(4, 2).load_state_dict(torch.load("ckpt.pt"))
finally:
    dist.destroy_process_group()
