import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
layer = nn.Linear(in_features=4, out_features=3).to(device)
print(layer.weight.shape, layer.bias.shape)  # weight 的形状是 (out_features, in_features)

print(layer(torch.randn(2, 4, device=device)).shape)  # (N, in) -> (N, out)
print(layer(torch.randn(2, 7, 4, device=device)).shape)  # 前面可以有任意多维，最后一维必须是 4
print(layer(torch.randn(4, device=device)).shape)  # 一维输入 -> 一维输出

x = torch.randn(2, 4, device=device)
print(torch.allclose(layer(x), x @ layer.weight.T + layer.bias))
