import torch

x = torch.tensor([1.0, 2.0, 1.0, 4.0, 2.5])

hist, bin_edges = torch.histogram(x, bins=3)  # 在 [min, max] 上划分等宽区间
print(hist)
print(bin_edges)  # bins + 1 个边界

print(torch.histogram(x, bins=torch.tensor([0.0, 1.5, 3.0, 5.0])).hist)  # 自定义边界
print(torch.histogram(x, bins=3, range=(0.0, 6.0)).bin_edges)  # 固定范围
print(torch.histogram(x, bins=3, weight=torch.tensor([1.0, 1.0, 1.0, 1.0, 2.0])).hist)
print(torch.histogram(x, bins=3, density=True).hist)  # 按边界积分等于 1

print(torch.histc(x, bins=3))  # 计数相同，但没有边界
