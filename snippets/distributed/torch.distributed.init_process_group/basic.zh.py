import socket

import torch
import torch.distributed as dist


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# 只有一个进程的“集群”：rank 0，world_size 为 1，gloo 后端，在回环地址上做 TCP rendezvous。
dist.init_process_group(
    backend="gloo",
    init_method=f"tcp://127.0.0.1:{free_port()}",
    rank=0,
    world_size=1,
)
print("initialized:", dist.is_initialized())
print("backend:", dist.get_backend())
print("rank / world_size:", dist.get_rank(), "/", dist.get_world_size())

t = torch.tensor([1.0, 2.0])
dist.all_reduce(t)  # 只有一个进程时，求和结果就是张量本身
print(t)

dist.destroy_process_group()
print("initialized after destroy:", dist.is_initialized())
