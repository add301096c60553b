import functools

import torch
from torch.utils.checkpoint import CheckpointPolicy, checkpoint, create_selective_checkpoint_contexts


def policy(ctx, op, *args, **kwargs):
    # Called for the aten ops the checkpointed region runs
    if not ctx.is_recompute:
        print(op)
    if op == torch.ops.aten.mm.default:
        return CheckpointPolicy.MUST_SAVE  # matmuls are expensive: keep their outputs
    return CheckpointPolicy.PREFER_RECOMPUTE  # cheap pointwise ops: recompute


def block(x, w):
    return torch.sin(torch.cos(x @ w)).sum()


torch.manual_seed(0)
x = torch.randn(4, 4, requires_grad=True)
w = torch.randn(4, 4, requires_grad=True)
context_fn = functools.partial(create_selective_checkpoint_contexts, policy)
out = checkpoint(block, x, w, use_reentrant=False, context_fn=context_fn)
out.backward()

# The list form: save the outputs of these ops, recompute everything else
context_fn = functools.partial(create_selective_checkpoint_contexts, [torch.ops.aten.mm.default])
out = checkpoint(block, x, w, use_reentrant=False, context_fn=context_fn)
print(out.requires_grad)
