import torch

torch.manual_seed(0)

# mean 和 std 为数字时：用 size 指定形状
print(torch.normal(2.0, 0.5, size=(2, 3)))

# 为张量时：每个元素一个分布，形状会广播
mean = torch.tensor([0.0, 10.0, 100.0])
print(torch.normal(mean, 1.0))                     # 所有元素共用一个 std
print(torch.normal(mean, torch.tensor([0.0, 1.0, 2.0])))  # std 为 0 时返回均值

# 原地版本填充一个已有的张量，比如权重矩阵
w = torch.empty(1000, 100).normal_(mean=0.0, std=0.02)
print(w.shape, abs(w.mean().item()) < 1e-3, round(w.std().item(), 3))
