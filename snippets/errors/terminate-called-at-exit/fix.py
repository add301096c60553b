import gc
import os
import socket

import torch
import torch.distributed as dist
import torch.nn as nn
from torch.distributed.fsdp import FullyShardedDataParallel as FSDP

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def group_threads():
    # Linux lists a process's threads under /proc; the gloo backend and the TCP store name theirs.
    names = (open(f"/proc/self/task/{t}/comm").read().strip() for t in os.listdir("/proc/self/task"))
    return sorted(n for n in names if "gloo" in n or "tcpstore" in n)


with socket.socket() as sock:
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=0, world_size=1)
fsdp = FSDP(nn.Linear(4, 2), device_id=torch.device("cpu"))
fsdp(torch.ones(3, 4)).sum().backward()
print("while training:      ", group_threads())
del fsdp  # drop every object that holds the group (wrappers, optimizers that reference them)
gc.collect()  # FSDP modules sit in reference cycles: free them now, not during interpreter shutdown
dist.destroy_process_group()  # the last reference goes: the group's threads are joined here
print("after destroy:       ", group_threads())
