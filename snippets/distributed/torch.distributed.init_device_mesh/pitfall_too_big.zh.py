import socket

import torch.distributed as dist
from torch.distributed.device_mesh import init_device_mesh


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
mesh = init_device_mesh("cpu", (2, 4), mesh_dim_names=("dp", "tp"))  # 需要 8 个 rank，但只运行了 1 个进程
