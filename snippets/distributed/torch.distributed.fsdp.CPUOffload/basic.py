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


print(CPUOffload())  # the default offloads nothing
print(CPUOffload(offload_params=True))

dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
warnings.filterwarnings("ignore", message="FSDP is switching")
fsdp = FSDP(nn.Linear(4, 2), cpu_offload=CPUOffload(offload_params=True), device_id=torch.device("cpu"))
flat = next(fsdp.parameters())
print("wrapper setting:", fsdp.cpu_offload)
print("sharded parameter lives on:", flat.device, tuple(flat.shape))
# On a GPU job (device_id=local_rank), forward/backward then run on the GPU while the parameter shards,
# their gradients and the optimizer step stay in CPU memory.
del fsdp, flat
gc.collect()
dist.destroy_process_group()
