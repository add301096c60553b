import socket

import torch
import torch.distributed as dist


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
rank, world_size = dist.get_rank(), dist.get_world_size()
ops = []
if rank + 1 < world_size:  # 流水线的最后一段没有下游可发
    ops.append(dist.P2POp(dist.isend, torch.ones(2), rank + 1))
dist.batch_isend_irecv(ops)
