import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(4, 3)  # (batch, in_features)
weight = torch.randn(5, 3)  # (out_features, in_features)，与 nn.Linear 相同
bias = torch.randn(5)

y = F.linear(x, weight, bias)
print(y.shape)
print(torch.allclose(y, x @ weight.T + bias))

# 前面可以有任意多维；只在最后一维上做收缩
print(F.linear(torch.randn(2, 7, 3), weight).shape)

# 复用某个模块的参数，例如输入/输出共享的嵌入
layer = torch.nn.Linear(3, 5)
print(torch.allclose(F.linear(x, layer.weight, layer.bias), layer(x)))
