import socket

import torch
import torch.distributed as dist


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
t = torch.ones(2)
dist.broadcast(t, src=1)  # rank 的范围是 0 到 world_size - 1；这里没有 rank 1
