import socket

import torch
import torch.distributed as dist
import torch.nn as nn
from torch.distributed.fsdp import MixedPrecisionPolicy, fully_shard


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)

    def forward(self, x):
        print("in forward: input", x.dtype, "| weight", self.fc.weight.dtype)
        return self.fc(x)


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
torch.manual_seed(0)
model = Net()
policy = MixedPrecisionPolicy(param_dtype=torch.bfloat16, reduce_dtype=torch.float32, output_dtype=torch.float32)
fully_shard(model, mp_policy=policy)

out = model(torch.ones(3, 4))  # float32 输入被转换为 bfloat16（cast_forward_inputs=True）
print("output:", out.dtype)
out.sum().backward()
print("stored parameter:", model.fc.weight.dtype, "| gradient:", model.fc.weight.grad.dtype)
dist.destroy_process_group()
