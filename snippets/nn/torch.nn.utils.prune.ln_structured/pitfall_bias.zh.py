import torch.nn.utils.prune as prune
from torch import nn

conv = nn.Conv2d(3, 4, kernel_size=3)
prune.ln_structured(conv, name="weight", amount=0.5, n=2, dim=0)
prune.ln_structured(conv, name="bias", amount=0.5, n=2, dim=0)  # 想让偏置也对应剪掉
