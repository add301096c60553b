import os
import socket

import torch
import torch.distributed as dist
import torch.nn as nn
from torch.distributed.fsdp import FullyShardedDataParallel as FSDP

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def group_threads():
    # Linux 在 /proc 下列出进程的线程；gloo 后端和 TCP store 会给自己的线程命名。
    names = (open(f"/proc/self/task/{t}/comm").read().strip() for t in os.listdir("/proc/self/task"))
    return sorted(n for n in names if "gloo" in n or "tcpstore" in n)


with socket.socket() as sock:
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=0, world_size=1)
fsdp = FSDP(nn.Linear(4, 2), device_id=torch.device("cpu"))
fsdp(torch.ones(3, 4)).sum().backward()
print("while training:      ", group_threads())
dist.destroy_process_group()  # 包装器仍持有进程组，所以它不会被释放
# 进程组的线程现在会一直运行到进程退出。是否真的 abort 取决于时机（其中某个线程
# 在 Python 关闭期间释放一个已完成的集合通信）；这里展示的是让它可能发生的状态。
print("after destroy:       ", group_threads())
