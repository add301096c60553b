import torch

z = torch.tensor([1 + 2j, 3 - 1j])

print(z.abs() < 2.5)         # 显式比较模（或 .real）
z < 2.5                      # 复数没有大小顺序
