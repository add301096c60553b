import socket

import torch.distributed as dist


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


backend = "nccl" if dist.is_nccl_available() else "gloo"  # 在没有 GPU 的机器上也是 True
print("chosen:", backend)
dist.init_process_group(backend, init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
