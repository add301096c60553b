
import socket

import torch.distributed as dist
import torch.nn as nn


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
try:
    model = nn.Linear(4, 2)  # 仍在 CPU 上
    local_rank = 0
    ddp = nn.parallel.DistributedDataParallel(model, device_ids=[local_rank])  # 从 GPU 代码中照搬过来的
finally:
    dist.destroy_process_group()
