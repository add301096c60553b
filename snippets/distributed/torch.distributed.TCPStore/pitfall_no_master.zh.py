import socket
from datetime import timedelta

import torch.distributed as dist

with socket.socket() as s:
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]  # 没有程序在这个端口上监听

# 每个进程都用 is_master=False 创建，结果没有服务端
store = dist.TCPStore("127.0.0.1", port, world_size=2, is_master=False, timeout=timedelta(seconds=1))
