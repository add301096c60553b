import torch

k = torch.tensor([1, 2, 3])
print(torch.polygamma(1, k))   # 非原地：得到 float32
k.polygamma_(1)                # 对 int64 原地计算会失败
