import socket
from datetime import timedelta

import torch.distributed as dist


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))  # 端口 0：由操作系统挑一个空闲端口
        return sock.getsockname()[1]


first = dist.TCPStore("127.0.0.1", free_port(), world_size=1, is_master=True, timeout=timedelta(seconds=5))
second = dist.TCPStore("127.0.0.1", free_port(), world_size=1, is_master=True, timeout=timedelta(seconds=5))
first.set("job", "a")
second.set("job", "b")
print(first.get("job"), second.get("job"), first.port != second.port)
