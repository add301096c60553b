import torch

pred = torch.tensor([1, 0, 2, 2])
target = torch.tensor([1, 0, 1, 2])
print((pred == target).float().mean().item())
print(target.mean(dtype=torch.float32).item())  # 或者给 mean() 指定浮点类型的结果
print((pred == target).sum().item())  # sum 可以用于 bool 和整数张量
