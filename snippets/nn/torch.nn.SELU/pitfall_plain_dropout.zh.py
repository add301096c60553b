import torch
import torch.nn.functional as F

torch.manual_seed(0)
h = torch.randn(4096, 256)
for _ in range(10):
    layer = torch.nn.Linear(256, 256, bias=False)
    torch.nn.init.normal_(layer.weight, std=256 ** -0.5)
    h = F.dropout(F.selu(layer(h)), p=0.2)  # 在 SELU 层之间用普通 dropout
print(round(h.mean().item(), 2), round(h.std().item(), 2))  # 均值和标准差偏离了 0 和 1
