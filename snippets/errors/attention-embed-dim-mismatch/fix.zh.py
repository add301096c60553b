import torch
import torch.nn as nn

torch.manual_seed(0)
text = torch.randn(2, 5, 64)
image = torch.randn(2, 9, 32)
# embed_dim 由 query 决定；尺寸不同的 key 和 value 用 kdim / vdim 声明。
attn = nn.MultiheadAttention(embed_dim=32, num_heads=4, kdim=64, vdim=64, batch_first=True)
out, weights = attn(image, text, text)
print(out.shape, weights.shape)
