import socket

import torch
import torch.distributed as dist


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
correct = torch.tensor([7])  # e.g. (preds == labels).sum(): an int64 count
dist.all_reduce(correct, op=dist.ReduceOp.AVG)  # the mean is a float, it cannot go back into int64
