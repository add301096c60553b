import torch
from torch.nn.attention.flex_attention import flex_attention

q = k = v = torch.randn(1, 2, 128, 16)
out = flex_attention(q, k, v)  # eager: works, but materialises the full score matrix and warns
print(out.shape)
