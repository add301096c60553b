import torch.distributed as dist

# A breakpoint placed before init_process_group (or in a single-process run).
dist.breakpoint()
