import torch

heads = torch.ones(4, 2, 2)       # 一堆块放在一个张量里
torch.block_diag(heads)
