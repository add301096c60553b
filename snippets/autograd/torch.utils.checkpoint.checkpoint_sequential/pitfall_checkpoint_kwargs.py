import functools

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint_sequential, create_selective_checkpoint_contexts

model = nn.Sequential(nn.Linear(4, 4), nn.ReLU(), nn.Linear(4, 1))
x = torch.randn(2, 4, requires_grad=True)

# context_fn works with checkpoint(), so one passes it here too
context_fn = functools.partial(create_selective_checkpoint_contexts, [torch.ops.aten.mm.default])
y = checkpoint_sequential(model, 2, x, use_reentrant=False, context_fn=context_fn)
