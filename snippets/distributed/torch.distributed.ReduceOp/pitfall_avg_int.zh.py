import socket

import torch
import torch.distributed as dist


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
correct = torch.tensor([7])  # 例如 (preds == labels).sum()：int64 类型的计数
dist.all_reduce(correct, op=dist.ReduceOp.AVG)  # 平均值是浮点数，无法写回 int64
