import socket

import torch
import torch.distributed as dist
import torch.nn as nn
from torch.distributed.fsdp import MixedPrecision, fully_shard


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
try:
    model = nn.Linear(4, 2)
    fully_shard(model, mp_policy=MixedPrecision(param_dtype=torch.bfloat16))  # FSDP1 的类，也被接受了
    out = model(torch.ones(3, 4))
finally:
    dist.destroy_process_group()
