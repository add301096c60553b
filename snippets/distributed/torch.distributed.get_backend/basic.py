import socket

import torch
import torch.distributed as dist


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


print("group.WORLD before init:", dist.group.WORLD)
backend = "nccl" if torch.cuda.is_available() else "gloo"
dist.init_process_group(backend, init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)

print("get_backend():", dist.get_backend())
print("is the default group:", dist.group.WORLD is not None)
print("same as get_backend(group.WORLD):", dist.get_backend(dist.group.WORLD) == dist.get_backend())
print("compare with the Backend constants:", dist.get_backend() in (dist.Backend.GLOO, dist.Backend.NCCL))
dist.destroy_process_group()
