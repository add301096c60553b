import socket
from datetime import timedelta

import torch.distributed as dist

with socket.socket() as sock:
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]

# 第一个作业的 rendezvous 服务器，比如一个仍在运行的训练任务。
first = dist.TCPStore("127.0.0.1", port, world_size=1, is_master=True, timeout=timedelta(seconds=5))
# 同一台机器上的第二个作业，使用同一个 MASTER_PORT。
second = dist.TCPStore("127.0.0.1", port, world_size=1, is_master=True, timeout=timedelta(seconds=5))
