import socket

import torch
import torch.distributed as dist
import torch.distributed.nn


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
features = torch.randn(4, 2, requires_grad=True)
everyone = torch.distributed.nn.all_gather(features)
logits = features @ everyone.T  # everyone 是元组，不是张量
