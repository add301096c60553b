import socket

import torch
import torch.distributed as dist


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
print("backend:", dist.get_backend(), "initialized:", dist.is_initialized())
try:
    t = torch.ones(2)
    dist.all_reduce(t)
    print("all_reduce:", t.tolist())
finally:
    dist.destroy_process_group()  # 释放套接字和线程，出错时也不例外
print("initialized after destroy:", dist.is_initialized())

# 之后可以再创建新的进程组，例如在同一进程中跑下一个实验
dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
print("initialized again:", dist.is_initialized())
dist.destroy_process_group()
