import torch

torch.manual_seed(0)
x = torch.rand(2**24 + 1)          # 刚好超过 1670 万个元素

print(torch.quantile(x, 0.99))
k = int(0.99 * (x.numel() - 1))    # 不插值的第 99 百分位数
print(torch.kthvalue(x, k + 1).values)   # kthvalue 从 1 开始计数
