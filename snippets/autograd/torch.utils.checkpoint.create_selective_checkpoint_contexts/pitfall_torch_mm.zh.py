import functools

import torch
from torch.utils.checkpoint import checkpoint, create_selective_checkpoint_contexts

x = torch.randn(4, 4, requires_grad=True)
# 这是 Python 函数 torch.mm，不是 aten 算子
context_fn = functools.partial(create_selective_checkpoint_contexts, [torch.mm])
out = checkpoint(lambda t: torch.sin(t @ t), x, use_reentrant=False, context_fn=context_fn)
