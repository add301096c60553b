import socket
import warnings

import torch
import torch.distributed as dist
import torch.nn as nn
from torch.distributed.fsdp import CPUOffload
from torch.distributed.fsdp import FullyShardedDataParallel as FSDP


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
warnings.filterwarnings("ignore", message="FSDP is switching")
print("accelerator available:", torch.accelerator.is_available())
fsdp = FSDP(nn.Linear(4, 2), cpu_offload=CPUOffload(offload_params=True), device_id=torch.device("cpu"))
print("wrapped without complaint")
try:
    out = fsdp(torch.ones(3, 4))  # 第一次前向会把 CPU 上的分片放入锁页内存
finally:
    dist.destroy_process_group()
