import torch

x = torch.tensor([[1.0, float("nan"), 3.0],
                  [4.0, 5.0, 6.0]])
print(x.mean())                       # 一个 NaN 就让 mean 变成 NaN
print(torch.nanmean(x))               # 跳过 NaN，也不计入个数
print(x.nanmean(dim=1))
# 等于对非 NaN 部分求和再除以其个数
keep = ~x.isnan()
print(x[keep].sum() / keep.sum())
