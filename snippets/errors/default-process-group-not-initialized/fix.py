import os

import torch
import torch.distributed as dist

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# torchrun sets RANK, WORLD_SIZE, MASTER_ADDR and MASTER_PORT; init_process_group reads them.
# Here we run a single process and rendezvous through a file, so no network is needed.
backend = "nccl" if device.type == "cuda" else "gloo"
dist.init_process_group(
    backend, init_method="file://" + os.path.abspath("rendezvous"), rank=0, world_size=1
)
print("initialized:", dist.is_initialized(), "rank:", dist.get_rank(), "world size:", dist.get_world_size())
grad = torch.ones(3, device=device)
dist.all_reduce(grad)
print(grad.tolist())
dist.destroy_process_group()

# Code that must also run without torchrun can guard its collectives:
if dist.is_available() and dist.is_initialized():
    dist.all_reduce(grad)
print("still initialized:", dist.is_initialized())
