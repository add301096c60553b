import os
import socket

import torch.distributed as dist


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# torchrun 会为每个工作进程设置这四个变量。
# init_method 保持默认值（"env://"）时，init_process_group 会读取它们。
os.environ["MASTER_ADDR"] = "127.0.0.1"
os.environ["MASTER_PORT"] = str(free_port())
os.environ["RANK"] = "0"
os.environ["WORLD_SIZE"] = "1"

dist.init_process_group(backend="gloo")
print("rank", dist.get_rank(), "of", dist.get_world_size())
dist.destroy_process_group()
