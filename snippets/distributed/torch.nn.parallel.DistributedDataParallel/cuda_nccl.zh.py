import socket

import torch
import torch.distributed as dist
import torch.nn as nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# 每块 GPU 一个进程；在真实任务中由 torchrun 设置 RANK/LOCAL_RANK/WORLD_SIZE。
local_rank = 0
torch.cuda.set_device(local_rank)
dist.init_process_group("nccl", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)

model = nn.Linear(4, 2).to(local_rank)
ddp = nn.parallel.DistributedDataParallel(model, device_ids=[local_rank])
out = ddp(torch.ones(3, 4, device=local_rank))
out.sum().backward()
print(out.shape, out.device.type, model.weight.grad.shape)

dist.destroy_process_group()
