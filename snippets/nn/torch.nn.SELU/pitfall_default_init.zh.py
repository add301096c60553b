import torch
import torch.nn.functional as F

torch.manual_seed(0)
h = torch.randn(4096, 256)
for _ in range(10):
    h = F.selu(torch.nn.Linear(256, 256, bias=False)(h))  # 默认初始化（Kaiming 均匀分布，a=sqrt(5)）
print(round(h.mean().item(), 2), round(h.std().item(), 2))  # 标准差已经塌缩，没有任何警告
