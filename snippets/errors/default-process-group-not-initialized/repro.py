import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))


import torch.distributed as dist

# A training script written for torchrun, started with plain `python`:
# nothing called init_process_group before the first collective.
grad = torch.ones(3, device=device)
dist.all_reduce(grad)
