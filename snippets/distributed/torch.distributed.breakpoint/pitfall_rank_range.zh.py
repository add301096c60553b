import socket

import torch.distributed as dist


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
try:
    dist.breakpoint(rank=1)  # 这个任务里没有 rank 1：谁都不会停下
    print("world size:", dist.get_world_size(), "- ran past the breakpoint")
finally:
    dist.destroy_process_group()
