import socket

import torch
import torch.distributed as dist
import torch.nn as nn
from torch.distributed.fsdp import FullyShardedDataParallel as FSDP


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
try:
    print("accelerator available:", torch.accelerator.is_available())
    fsdp = FSDP(nn.Linear(4, 2))  # 模块在 CPU 上，且没有 device_id
finally:
    dist.destroy_process_group()
