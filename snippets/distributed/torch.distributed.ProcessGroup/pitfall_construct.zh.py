import torch.distributed as dist

group = dist.ProcessGroup()  # 本想先建一个空组，之后再往里填
