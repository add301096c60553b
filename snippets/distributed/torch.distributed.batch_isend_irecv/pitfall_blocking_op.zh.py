import torch
import torch.distributed as dist

op = dist.P2POp(dist.send, torch.ones(2), 1)  # 用了阻塞的 send，而不是 isend
