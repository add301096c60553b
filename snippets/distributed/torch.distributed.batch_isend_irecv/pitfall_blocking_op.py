import torch
import torch.distributed as dist

op = dist.P2POp(dist.send, torch.ones(2), 1)  # the blocking send instead of isend
