import torch
import torch.nn as nn

torch.manual_seed(0)
features = torch.randn(2, 16, 8, 8)
norm = nn.LayerNorm(16)
out = norm(features.permute(0, 2, 3, 1)).permute(0, 3, 1, 2)  # 通道放到最后，归一化，再换回来
print(out.shape)

tokens = torch.randn(2, 10, 512)
print(nn.LayerNorm(tokens.size(-1))(tokens).shape)  # 隐藏层大小，取自输入
