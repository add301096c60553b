import random

import torch
from torch import nn
from torch.utils.checkpoint import CheckpointError, checkpoint, set_checkpoint_debug_enabled

random.seed(10)
block = nn.Linear(4, 4)


def stochastic_depth(x):
    if random.random() < 0.5:
        return x
    return torch.relu(block(x))


x = torch.randn(2, 4, requires_grad=True)
# 块内每次 checkpoint 调用都相当于传了 debug=True
with set_checkpoint_debug_enabled(True):
    out = checkpoint(stochastic_depth, x, use_reentrant=False)
    try:
        out.sum().backward()
    except CheckpointError as err:
        # 完整信息列出了原始前向和重新计算中运行的算子
        lines = str(err).splitlines()
        print(lines[0].strip())
        print([line for line in lines if "original forward" in line][0].strip())
