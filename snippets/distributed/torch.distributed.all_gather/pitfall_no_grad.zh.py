import socket

import torch
import torch.distributed as dist
import torch.distributed.nn


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
x = torch.ones(2, requires_grad=True)
features = x * 2

gathered = [torch.empty(2) for _ in range(dist.get_world_size())]
dist.all_gather(gathered, features)
print("dist.all_gather output requires_grad:", gathered[0].requires_grad)

gathered = torch.distributed.nn.all_gather(features)  # 返回元组，保留计算图
print("dist.nn.all_gather output requires_grad:", gathered[0].requires_grad)
torch.cat(gathered).sum().backward()
print("x.grad:", x.grad)
dist.destroy_process_group()
