import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

import torch.distributed as dist

print("initialized:", dist.is_initialized())
grad = torch.ones(3, device=device)
dist.all_reduce(grad)  # no init_process_group() was called in this process
