import gc
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


print(CPUOffload())  # 默认什么也不卸载
print(CPUOffload(offload_params=True))

dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
warnings.filterwarnings("ignore", message="FSDP is switching")
fsdp = FSDP(nn.Linear(4, 2), cpu_offload=CPUOffload(offload_params=True), device_id=torch.device("cpu"))
flat = next(fsdp.parameters())
print("wrapper setting:", fsdp.cpu_offload)
print("sharded parameter lives on:", flat.device, tuple(flat.shape))
# 在 GPU 任务上（device_id=local_rank），前向/反向在 GPU 上运行，而参数分片、
# 分片的梯度和优化器更新都留在 CPU 内存中。
del fsdp, flat
gc.collect()
dist.destroy_process_group()
