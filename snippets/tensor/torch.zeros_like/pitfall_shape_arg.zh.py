import torch

x = torch.randn(2, 3)
print(torch.zeros(x.shape).shape)   # 形状传给 zeros
torch.zeros_like(x.shape)           # *_like 函数要的是张量本身
