
import socket

import torch.distributed as dist
import torch.nn as nn


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
model = nn.Sequential(nn.Linear(4, 4), nn.BatchNorm1d(4))
# 在较早的教程中很常见；torch 2.13 中已弃用，改用 forward_sync_buffers。
ddp = nn.parallel.DistributedDataParallel(model, broadcast_buffers=False)
print("forward_sync_buffers:", ddp.forward_sync_buffers)
ddp2 = nn.parallel.DistributedDataParallel(nn.Sequential(nn.Linear(4, 4), nn.BatchNorm1d(4)), forward_sync_buffers=False)
print("forward_sync_buffers:", ddp2.forward_sync_buffers)
dist.destroy_process_group()
