
import datetime
import socket

import torch.distributed as dist


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# world_size 写的是 2，但只启动了这一个进程。rank 0 会一直等待缺席的 rank，
# 直到超时（gloo 默认 30 分钟）；这里把超时缩短了。
dist.init_process_group(
    "gloo",
    init_method=f"tcp://127.0.0.1:{free_port()}",
    rank=0,
    world_size=2,
    timeout=datetime.timedelta(seconds=2),
)
