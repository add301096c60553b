import functools

import torch
from torch.utils.checkpoint import CheckpointPolicy, checkpoint, create_selective_checkpoint_contexts


def policy(ctx, op, *args, **kwargs):
    # 对检查点区域中运行的 aten 算子调用
    if not ctx.is_recompute:
        print(op)
    if op == torch.ops.aten.mm.default:
        return CheckpointPolicy.MUST_SAVE  # 矩阵乘法代价高：保存其输出
    return CheckpointPolicy.PREFER_RECOMPUTE  # 逐元素运算代价低：重新计算


def block(x, w):
    return torch.sin(torch.cos(x @ w)).sum()


torch.manual_seed(0)
x = torch.randn(4, 4, requires_grad=True)
w = torch.randn(4, 4, requires_grad=True)
context_fn = functools.partial(create_selective_checkpoint_contexts, policy)
out = checkpoint(block, x, w, use_reentrant=False, context_fn=context_fn)
out.backward()

# 列表写法：保存这些算子的输出，其余全部重新计算
context_fn = functools.partial(create_selective_checkpoint_contexts, [torch.ops.aten.mm.default])
out = checkpoint(block, x, w, use_reentrant=False, context_fn=context_fn)
print(out.requires_grad)
