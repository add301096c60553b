import socket

import torch
import torch.distributed as dist
import torch.nn as nn
from torch.distributed.fsdp import MixedPrecisionPolicy, fully_shard


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
torch.manual_seed(0)
model = nn.Linear(16, 1000)
fully_shard(model, mp_policy=MixedPrecisionPolicy(param_dtype=torch.bfloat16))
logits = model(torch.randn(8, 16))
targets = torch.randint(0, 1000, (8,))
loss = nn.functional.cross_entropy(logits, targets)
print("logits:", logits.dtype, "| loss:", loss.dtype)
print("loss vs float32 loss:", loss.item(), nn.functional.cross_entropy(logits.float(), targets).item())
dist.destroy_process_group()
