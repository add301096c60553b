import torch

z = torch.tensor([1 + 1j, 3 - 2j])
print(z.abs() <= 2)   # 比较模长
z <= 2                # 复数没有大小顺序
