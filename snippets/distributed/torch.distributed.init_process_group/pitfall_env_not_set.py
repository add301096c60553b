import os

import torch.distributed as dist

# Running a script written for torchrun with plain `python train.py`:
# nobody has set RANK / WORLD_SIZE / MASTER_ADDR / MASTER_PORT.
print("RANK" in os.environ, "WORLD_SIZE" in os.environ)
dist.init_process_group(backend="gloo")  # init_method defaults to "env://"
