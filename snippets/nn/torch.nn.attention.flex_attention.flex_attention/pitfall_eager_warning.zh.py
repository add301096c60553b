import torch
from torch.nn.attention.flex_attention import flex_attention

q = k = v = torch.randn(1, 2, 128, 16)
out = flex_attention(q, k, v)  # eager 模式：能运行，但会把完整的分数矩阵实际算出来，并发出警告
print(out.shape)
