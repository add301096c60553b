import socket

import torch
import torch.distributed as dist


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
finished = torch.tensor([1.0])  # 以 float 保存的标志
dist.all_reduce(finished, op=dist.ReduceOp.BAND)  # 按位运算需要整数或 bool 张量
