import torch
import torch.nn as nn

torch.manual_seed(0)
text = torch.randn(2, 5, 64)
image = torch.randn(2, 9, 32)
# The query defines embed_dim; keys and values of another size are declared with kdim / vdim.
attn = nn.MultiheadAttention(embed_dim=32, num_heads=4, kdim=64, vdim=64, batch_first=True)
out, weights = attn(image, text, text)
print(out.shape, weights.shape)
