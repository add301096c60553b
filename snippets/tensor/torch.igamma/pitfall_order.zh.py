import torch

a = torch.tensor([5.0])   # 形状参数
x = torch.tensor([1.0])   # 求 CDF 的位置
print(torch.igamma(a, x))   # P(5, 1)：很小
print(torch.igamma(x, a))   # 写反：P(1, 5)，完全不同的数
