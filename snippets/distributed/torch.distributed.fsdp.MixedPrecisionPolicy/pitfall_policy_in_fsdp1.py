import socket

import torch
import torch.distributed as dist
import torch.nn as nn
from torch.distributed.fsdp import FullyShardedDataParallel as FSDP
from torch.distributed.fsdp import MixedPrecisionPolicy


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
try:
    policy = MixedPrecisionPolicy(param_dtype=torch.bfloat16)
    fsdp = FSDP(nn.Linear(4, 2), mixed_precision=policy, device_id=torch.device("cpu"))
finally:
    dist.destroy_process_group()
