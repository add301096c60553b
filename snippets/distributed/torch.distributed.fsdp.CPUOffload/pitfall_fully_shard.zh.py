import socket

import torch.distributed as dist
import torch.nn as nn
from torch.distributed.fsdp import CPUOffload, fully_shard


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
try:
    model = nn.Linear(4, 2)
    fully_shard(model, cpu_offload=CPUOffload(offload_params=True))  # 在 FSDP2 API 上用了 FSDP1 的选项
finally:
    dist.destroy_process_group()
