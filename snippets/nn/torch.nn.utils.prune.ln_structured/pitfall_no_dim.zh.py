import torch.nn.utils.prune as prune
from torch import nn

conv = nn.Conv2d(3, 4, kernel_size=3)
prune.ln_structured(conv, name="weight", amount=0.5, n=2)  # 这里的 dim 没有默认值
