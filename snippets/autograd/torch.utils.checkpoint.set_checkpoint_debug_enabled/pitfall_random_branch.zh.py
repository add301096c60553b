import random

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint

random.seed(10)
block = nn.Linear(4, 4)


def stochastic_depth(x):
    # 分支由 Python 的 random 决定，checkpoint 不会重放它
    if random.random() < 0.5:
        return x
    return torch.relu(block(x))


x = torch.randn(2, 4, requires_grad=True)
out = checkpoint(stochastic_depth, x, use_reentrant=False)
out.sum().backward()
