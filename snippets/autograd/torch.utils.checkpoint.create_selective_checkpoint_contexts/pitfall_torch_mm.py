import functools

import torch
from torch.utils.checkpoint import checkpoint, create_selective_checkpoint_contexts

x = torch.randn(4, 4, requires_grad=True)
# The Python function torch.mm, not the aten operator
context_fn = functools.partial(create_selective_checkpoint_contexts, [torch.mm])
out = checkpoint(lambda t: torch.sin(t @ t), x, use_reentrant=False, context_fn=context_fn)
