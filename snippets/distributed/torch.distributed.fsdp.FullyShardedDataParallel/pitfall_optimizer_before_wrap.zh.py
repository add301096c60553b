import socket
import warnings

import torch
import torch.distributed as dist
import torch.nn as nn
from torch.distributed.fsdp import FullyShardedDataParallel as FSDP

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
warnings.filterwarnings("ignore", message="FSDP is switching")
torch.manual_seed(0)
model = nn.Linear(4, 2)
opt = torch.optim.SGD(model.parameters(), lr=0.1)  # 用“原始”参数构建
fsdp = FSDP(model, device_id=torch.device("cpu"))  # FSDP 把它们替换成了一个展平的参数

before = next(fsdp.parameters()).detach().clone()
fsdp(torch.ones(3, 4)).sum().backward()
opt.step()
after = next(fsdp.parameters()).detach().clone()

print("optimizer holds:", [tuple(p.shape) for p in opt.param_groups[0]["params"]])
print("FSDP trains:", [tuple(p.shape) for p in fsdp.parameters()])
print("weights changed by step():", not torch.equal(before, after))
dist.destroy_process_group()
