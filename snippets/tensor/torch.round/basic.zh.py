import torch

x = torch.tensor([0.5, 1.5, 2.5, -1.5, 2.6])
print(torch.round(x))                                   # 恰好一半时舍入到偶数
print(torch.round(torch.tensor([3.14159]), decimals=2)) # 保留两位小数
print(torch.round(torch.tensor([1234.0]), decimals=-2)) # 舍入到百位
print(x.round().dtype)                                  # 仍是 float32
