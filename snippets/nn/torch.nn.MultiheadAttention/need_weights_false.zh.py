import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
mha = nn.MultiheadAttention(embed_dim=8, num_heads=2, batch_first=True)
x = torch.randn(2, 5, 8)   # 训练模式且启用梯度：走常规（非快速）路径

# 统计常规路径可能用到的融合内核被调用了几次
calls = []
fused = F.scaled_dot_product_attention


def counting_sdpa(*args, **kwargs):
    calls.append(1)
    return fused(*args, **kwargs)


F.scaled_dot_product_attention = counting_sdpa

out_w, weights = mha(x, x, x)                       # need_weights=True（默认值）
print(weights.shape, len(calls))                    # 权重是手工计算的：没有调用融合内核

out, none = mha(x, x, x, need_weights=False)
print(none, len(calls))                             # 不要权重：调用一次融合内核
print(torch.allclose(out, out_w, atol=1e-6))        # 两种方式输出相同

F.scaled_dot_product_attention = fused
