import socket

import torch
import torch.distributed as dist


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
local = torch.ones(2)
gathered = []  # 本以为 all_gather 会像 list.append 那样往里填
dist.all_gather(gathered, local)  # 列表里必须事先放好 world_size 个张量
