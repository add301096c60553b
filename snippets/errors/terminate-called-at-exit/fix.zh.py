import gc
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
del fsdp  # 丢掉所有持有进程组的对象（包装器，以及引用它们的优化器）
gc.collect()  # FSDP 模块处在引用环中：现在就释放它们，而不是等到解释器关闭时
dist.destroy_process_group()  # 最后一个引用消失：进程组的线程在这里被 join
print("after destroy:       ", group_threads())
