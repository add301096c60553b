import torch
import torch.nn as nn

torch.manual_seed(0)
features = torch.randn(2, 16, 8, 8)
norm = nn.LayerNorm(16)
out = norm(features.permute(0, 2, 3, 1)).permute(0, 3, 1, 2)  # channels last, normalise, back
print(out.shape)

tokens = torch.randn(2, 10, 512)
print(nn.LayerNorm(tokens.size(-1))(tokens).shape)  # the hidden size, taken from the input
