import socket

import torch
import torch.distributed as dist


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


print(dist.Backend("GLOO"), dist.Backend("GLOO") == "gloo")  # parsed to lower case
print(dist.Backend.NCCL, type(dist.Backend.NCCL).__name__)  # the constants are plain strings
print(dist.Backend.default_device_backend_map["cpu"], dist.Backend.default_device_backend_map["cuda"])

# Choose the backend by device, as a script does before init_process_group.
backend = dist.Backend.NCCL if torch.cuda.is_available() else dist.Backend.GLOO
dist.init_process_group(backend, init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
try:
    print("running on:", dist.get_backend(), dist.get_backend() == backend)
finally:
    dist.destroy_process_group()
