import torch

x = torch.tensor([[1.0, float("nan"), 3.0],
                  [float("nan"), float("nan"), float("nan")]])
print(x.sum())                        # 结果是 NaN
print(torch.nansum(x))                # 把 NaN 当作 0
# dim 和 keepdim 的用法与 sum 相同
print(torch.nansum(x, dim=1), x.nansum(1, keepdim=True).shape)
# 整数没有 NaN：nansum 与 sum 相同
print(torch.nansum(torch.tensor([1, 2, 3])))
