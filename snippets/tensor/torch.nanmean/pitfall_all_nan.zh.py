import torch

x = torch.tensor([[1.0, 2.0],
                  [float("nan"), float("nan")]])
# 不会报错：没有有效值的行得到 NaN
print(x.nanmean(dim=1))
print(x.nansum(dim=1))                 # 而 nansum 得到 0
