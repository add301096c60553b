import functools
import socket

import torch.distributed as dist
import torch.nn as nn
from torch.distributed.fsdp import fully_shard
from torch.distributed.fsdp.wrap import transformer_auto_wrap_policy


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
model = nn.Sequential(nn.Linear(8, 8), nn.Linear(8, 8))
policy = functools.partial(transformer_auto_wrap_policy, transformer_layer_cls={nn.Linear})
try:
    fully_shard(model, auto_wrap_policy=policy)  # FSDP2 没有自动包装
finally:
    dist.destroy_process_group()
