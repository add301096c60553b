import socket

import torch
import torch.distributed as dist


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


print(dist.Backend("GLOO"), dist.Backend("GLOO") == "gloo")  # 解析为小写
print(dist.Backend.NCCL, type(dist.Backend.NCCL).__name__)  # 这些常量就是普通字符串
print(dist.Backend.default_device_backend_map["cpu"], dist.Backend.default_device_backend_map["cuda"])

# 像脚本在 init_process_group 之前那样，按设备选择后端。
backend = dist.Backend.NCCL if torch.cuda.is_available() else dist.Backend.GLOO
dist.init_process_group(backend, init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
try:
    print("running on:", dist.get_backend(), dist.get_backend() == backend)
finally:
    dist.destroy_process_group()
