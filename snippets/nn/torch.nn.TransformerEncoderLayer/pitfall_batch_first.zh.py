import torch
from torch import nn

torch.manual_seed(0)
layer = nn.TransformerEncoderLayer(d_model=8, nhead=2, dim_feedforward=16)  # batch_first=False
layer.eval()

x = torch.randn(2, 3, 8)  # 本意是 (N=2, S=3, E)，却被当作 (S=2, N=3, E)
x_other = x.clone()
x_other[1] += 1.0          # 只改动第二个样本

# 第一个样本的输出也变了：注意力是在批次之间计算的
print(torch.allclose(layer(x)[0], layer(x_other)[0]))

fixed = nn.TransformerEncoderLayer(d_model=8, nhead=2, dim_feedforward=16, batch_first=True)
fixed.load_state_dict(layer.state_dict())
fixed.eval()
print(torch.allclose(fixed(x)[0], fixed(x_other)[0]))
