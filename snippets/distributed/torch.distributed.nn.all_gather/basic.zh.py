import socket

import torch
import torch.distributed as dist
import torch.distributed.nn


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
x = torch.tensor([1.0, 2.0], requires_grad=True)
features = x * 3

gathered = torch.distributed.nn.all_gather(features)  # 每个 rank 一个张量，按 rank 顺序排列
print(type(gathered).__name__, len(gathered), gathered[0].grad_fn is not None)
torch.cat(gathered).pow(2).sum().backward()
print("x.grad:", x.grad)
dist.destroy_process_group()
