import socket

import torch
import torch.distributed as dist


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
try:
    grad = torch.ones(3)
    grad = dist.all_reduce(grad)  # all_reduce 是原地操作，返回 None
    print("grad is now:", grad)
    print(grad.sum())
finally:
    dist.destroy_process_group()
