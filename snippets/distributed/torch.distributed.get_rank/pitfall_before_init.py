import torch.distributed as dist

# a helper meant to work both in single-process and distributed runs
rank = dist.get_rank()  # no process group yet: this raises, it does not return 0
