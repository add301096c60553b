import torch

with torch.autocast("cpu", dtype=torch.bfloat16):
    print(torch.is_autocast_enabled())         # no argument: asks about CUDA only
    print(torch.is_autocast_enabled("cpu"))    # the region that is actually active
