import torch

x = torch.tensor([1.0, 2.0, 3.0, 4.0])
# 返回 (var, mean)；correction=1（默认）是无偏样本方差
print(torch.var_mean(x))
# correction=0：总体方差，与 BatchNorm 归一化时相同
print(torch.var_mean(x, correction=0))
# 旧的 unbiased=False 等同于 correction=0
print(torch.var_mean(x, unbiased=False))
# 按行计算并保留维度
var, mean = torch.var_mean(torch.tensor([[1.0, 3.0], [2.0, 6.0]]), dim=1, keepdim=True)
print(var, mean)
