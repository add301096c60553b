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
# Every checkpoint call inside the block behaves as if debug=True had been passed
with set_checkpoint_debug_enabled(True):
    out = checkpoint(stochastic_depth, x, use_reentrant=False)
    try:
        out.sum().backward()
    except CheckpointError as err:
        # The full message lists the operators of the forward and of the recomputation
        lines = str(err).splitlines()
        print(lines[0].strip())
        print([line for line in lines if "original forward" in line][0].strip())
