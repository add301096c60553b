import socket

import torch
import torch.distributed as dist


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
rank, world_size = dist.get_rank(), dist.get_world_size()
right = (rank + 1) % world_size  # ring neighbour; with one process that is the process itself
dist.send(torch.ones(2), dst=right)
